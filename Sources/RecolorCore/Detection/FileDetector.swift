/// What detection knows about the whole run: the configuration, the color types (with the
/// tree's typealiases), and the palettes' members and values.
public struct DetectionSettings: Sendable {
    public var configuration: Configuration
    public var types: ColorTypeTable
    public var palette: PaletteIndex {
        didSet { setColorMemberNames() }
    }
    /// Names a member must have to be a color (`.white`, `.init`, `.hex`, a palette member), sorted.
    private(set) var colorMemberNameList: [String] = []
    /// The same names, looked up by a token's bytes.
    private(set) var colorMemberNames = ByteWordMap<Bool>([])

    public init(configuration: Configuration, types: ColorTypeTable? = nil, palette: PaletteIndex = PaletteIndex()) {
        self.configuration = configuration
        self.types = types ?? ColorTypeTable(configured: configuration.colorTypes)
        self.palette = palette
        setColorMemberNames()
    }

    private mutating func setColorMemberNames() {
        let members = palette.typeMembers.values.flatMap(\.keys)
        colorMemberNameList = Set(["init", "hex"] + NamedColors.uikit.keys + NamedColors.coreImage.keys + members).sorted()
        colorMemberNames = ByteWordMap(words: colorMemberNameList)
    }
}

/// Finds every color in one file: a single forward pass over its code tokens, each position
/// offered to the detectors, a match consuming its tokens.
struct FileDetector {
    let file: SourceFile
    let settings: DetectionSettings
    let analyzer: ContextAnalyzer
    /// The framework the file's UI imports imply, for implicit members and palette references.
    let importedFramework: Framework?
    let ignoredNames: Set<String>

    init(file: SourceFile, settings: DetectionSettings) {
        self.file = file
        self.settings = settings
        analyzer = ContextAnalyzer(file: file, types: settings.types)
        importedFramework = FileDetector.importedFramework(file)
        ignoredNames = Set(settings.configuration.ignoreNamed)
    }

    /// UIKit, else AppKit (or Cocoa), else SwiftUI.
    static func importedFramework(_ file: SourceFile) -> Framework? {
        var found: Set<String> = []
        for k in 0..<file.code.count where file.code[k].kind == .keyword && file.codeIs(k, "import") {
            var n = k + 1
            if file.codeIs(n, "class") || file.codeIs(n, "struct") || file.codeIs(n, "enum") || file.codeIs(n, "func") { n += 1 }
            if file.isWord(n) { found.insert(file.text(code: n)) }
        }
        if found.contains("UIKit") { return .uikit }
        if found.contains("AppKit") || found.contains("Cocoa") { return .appkit }
        if found.contains("SwiftUI") { return .swiftui }
        return nil
    }

    /// All findings of the file, in source order, before suppression.
    func detectAll() -> [Finding] {
        var findings: [Finding] = []
        var k = 0
        let count = file.code.count
        while k < count {
            if let (finding, last) = detect(at: k) {
                findings.append(finding)
                k = last + 1
            } else {
                k += 1
            }
        }
        return findings
    }

    /// A finding starting at code token `k`, and the index of its last token.
    func detect(at k: Int) -> (Finding, Int)? {
        let t = file.code[k]
        switch t.kind {
        case .pound:
            return ColorLiteralDetector.detect(self, at: k)
        case .identifier:
            if file.isChar(k - 1, ".") { return nil }  // a member of something else
            if let hit = PaletteReferenceDetector.detectQualified(self, at: k) { return hit }
            guard let type = settings.types.base(code: k, in: file) else { return nil }
            return explicitTypeExpression(type, at: k)
        case .punct where t.length == 1 && file.bytes[t.begin] == UInt8(ascii: "."):
            guard isImplicitMemberDot(k), file.code.indices.contains(k + 1), file.code[k + 1].kind.isWord else { return nil }
            return implicitMember(at: k)
        default:
            return nil
        }
    }

    /// `UIColor(…)`, `UIColor.init(…)`, `UIColor.white`, `UIColor.hex(…)`, `UIColor.grey90`.
    func explicitTypeExpression(_ type: BaseColorType, at k: Int) -> (Finding, Int)? {
        if file.isChar(k + 1, "(") && file.code[k + 1].begin == file.code[k].end {
            return ConstructorDetectors.detect(self, type: type, start: k, open: k + 1, explicit: true)
        }
        guard file.isChar(k + 1, "."), file.isWord(k + 2) else { return nil }
        if file.codeIs(k + 2, "init"), file.isChar(k + 3, "(") {
            return ConstructorDetectors.detect(self, type: type, start: k, open: k + 3, explicit: true)
        }
        return memberOfColorType(type, start: k, member: k + 2, explicit: true)
    }

    /// `.white`, `.init(…)`, `.hex(…)`, `.grey90` where the context says a color is expected.
    func implicitMember(at k: Int) -> (Finding, Int)? {
        // Most implicit members (`.center`, `.normal`) can never be colors: rule them out by
        // name before the context walk.
        guard file.lookUp(code: k + 1, in: settings.colorMemberNames) != nil else { return nil }
        let context = analyzer.context(ofExpressionAt: k)
        guard context.isColor else { return nil }
        let framework = context.colorType?.framework ?? context.framework ?? importedFramework ?? .uikit
        let type = context.colorType ?? BaseColorType(framework: framework)
        if file.codeIs(k + 1, "init"), file.isChar(k + 2, "(") {
            return ConstructorDetectors.detect(self, type: type, start: k, open: k + 2, explicit: false, context: context)
        }
        return memberOfColorType(type, start: k, member: k + 1, explicit: false, context: context)
    }

    /// Whether `.name` could be a color member of some color type: a named color, `init`,
    /// `hex`, or a palette member of an extended color type.

    func memberOfColorType(_ type: BaseColorType, start: Int, member: Int, explicit: Bool, context: ColorContext? = nil) -> (Finding, Int)? {
        let name = file.text(code: member)
        if name == "hex", file.isChar(member + 1, "(") {
            return HexConstructorDetector.detectFactory(self, type: type, start: start, open: member + 1, context: context)
        }
        if let hit = PaletteReferenceDetector.detectTypeMember(self, type: type, start: start, member: member, context: context) {
            return hit
        }
        return NamedColorDetector.detect(self, type: type, start: start, member: member, explicit: explicit, context: context)
    }

    /// A `.` that begins an implicit member expression rather than accessing a member of
    /// the expression before it.
    func isImplicitMemberDot(_ k: Int) -> Bool {
        guard k > 0 else { return true }
        let prev = file.code[k - 1]
        switch prev.kind {
        case .identifier, .integer, .float, .stringQuote, .regex, .pound:
            return false
        case .keyword:
            return !ContextAnalyzer.valueKeywords.contains(file.text(code: k - 1)) || file.codeIs(k - 1, "as") || file.codeIs(k - 1, "is")
        case .punct:
            let c = file.bytes[prev.begin]
            return !(c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") || c == UInt8(ascii: "."))
        case .operator:
            // A postfix `?` / `!` glued to the dot is optional chaining: `x?.white`.
            if prev.end == file.code[k].begin && (file.isChar(k - 1, "?") || file.isChar(k - 1, "!") || file.isChar(k - 1, ">")) {
                return false
            }
            return true
        default:
            return true
        }
    }

    /// Builds a finding over code tokens `start...baseEnd`, extended over the modifiers that
    /// follow (`.withAlphaComponent(a)`, `.opacity(a)`, `.cgColor`).
    func finding(kind: FindingKind, type: BaseColorType?, start: Int, baseEnd: Int, color: RGBA?,
                 symbol: String? = nil, context: ColorContext? = nil) -> (Finding, Int) {
        let modifiers = Modifiers.scan(file, after: baseEnd)
        var finalColor = color
        if let c = color {
            if modifiers.alphaUnknown {
                finalColor = nil
            } else if let alpha = modifiers.alpha(base: Double(c.alpha) / 255) {
                finalColor = c.withAlpha(unit: alpha)
            }
        }
        let ctx = context ?? analyzer.context(ofExpressionAt: start)
        // Without a type of its own (`#colorLiteral`, a palette member), the context or the
        // file's UI import gives the framework.
        let framework = type?.framework ?? ctx.colorType?.framework ?? ctx.framework ?? importedFramework
        let f = Finding(kind: kind, framework: framework,
                        range: file.code[start].begin..<file.code[modifiers.end].end,
                        baseRange: file.code[start].begin..<file.code[baseEnd].end,
                        color: finalColor, baseColor: color, context: ctx.name, symbol: symbol)
        return (f, modifiers.end)
    }
}

/// Modifiers that stay part of a color expression.
struct Modifiers {
    var end: Int
    var setAlpha: Double?
    var multiplier: Double = 1
    var alphaUnknown = false
    var touched = false

    func alpha(base: Double) -> Double? {
        guard touched else { return nil }
        return (setAlpha ?? base) * multiplier
    }

    static func scan(_ file: SourceFile, after baseEnd: Int) -> Modifiers {
        var m = Modifiers(end: baseEnd)
        while file.isChar(m.end + 1, "."), file.isWord(m.end + 2) {
            let name = file.text(code: m.end + 2)
            if name == "cgColor" || name == "ciColor" {
                m.end += 2
                continue
            }
            guard name == "withAlphaComponent" || name == "opacity", file.isChar(m.end + 3, "("),
                  let args = ArgumentList.parse(file, open: m.end + 3), args.arguments.count == 1 else { break }
            m.touched = true
            if let v = ConstantExpression.evaluate(file, args.arguments[0].value)?.value {
                if name == "opacity" { m.multiplier *= v } else { m.setAlpha = v; m.multiplier = 1 }
            } else {
                m.alphaUnknown = true
            }
            m.end = args.close
        }
        return m
    }
}
