/// What detection knows about the whole run: the configuration, the color types (with the
/// tree's typealiases), and the palettes' members and values.
package struct DetectionSettings: Sendable {
    package var configuration: Configuration
    package var types: ColorTypeTable
    package var palette: PaletteIndex {
        didSet { setColorMemberNames() }
    }
    /// The one platform (UIKit or AppKit) the tree's files import, for a file that imports no UI module.
    package var treePlatform: Framework?
    /// A file of the tree imports UIKit or AppKit `@_exported`: a file importing no UI module may still be UI code.
    package var reexportsPlatform = false
    /// The tree's subclasses of platform colors, by name (`open class Color: UIColor`).
    package var colorSubclasses: [String: ColorSubclass] = [:]
    /// The tree's top-level string constants holding a hex color, for a hex constructor given one by name.
    package var hexStringConstants = HexStringConstants()
    /// The tree's members on String that return a color (`var color: UIColor`): `"34d058".color`
    /// is a color only where the tree declares one.
    package var stringColorConversions = StringColorConversions() {
        didSet {
            let resolved = stringColorConversions.names.compactMap { name in
                stringColorConversions.returnType(of: name).flatMap(types.base).map { (name, $0) }
            }
            stringConversionTypes = ByteWordMap(resolved)
            stringConversionNames = resolved.map(\.0).sorted()
            hasStringConversions = !resolved.isEmpty
        }
    }
    /// The same members that return one of the run's color types, by a token's bytes.
    private(set) var stringConversionTypes = ByteWordMap<BaseColorType>([])
    private(set) var hasStringConversions = false
    /// Their names, sorted (screening keeps a file that writes `.color` after one is declared).
    private(set) var stringConversionNames: [String] = []

    /// In a file of AppKit code a conversion typed `UIColor` returns AppKit's color: icodesign/SwiftColor's
    /// `extension String { var color: Color }` is `NSColor` on macOS (its `Color` is a per-platform alias,
    /// `LibraryColorAliases.stringConversionsByModule`), and no AppKit file can use UIKit's. Asked per file
    /// only when the run has a conversion and the file is AppKit's.
    mutating func readStringConversionsAsAppKit() {
        guard hasStringConversions else { return }
        let resolved = stringColorConversions.names.compactMap { name in
            stringColorConversions.returnType(of: name).flatMap(types.base).map { (name, $0 == .uiColor ? BaseColorType.nsColor : $0) }
        }
        stringConversionTypes = ByteWordMap(resolved)
    }
    /// The tree's functions that build a color from numbers (`hex_col(r:g:b:)`, a color type's
    /// `static func theme(lightHexCode:darkHexCode:)`): their calls with literals are colors.
    package var colorFunctions = ColorFunctions() {
        didSet {
            let resolved = colorFunctions.all.compactMap { name, f in types.base(f.returnType).map { (name, (f, $0)) } }
            colorFunctionNames = ByteWordMap(resolved)
            // A function of a type not a color type is called bare in that type (`colorIf(light:dark:)`,
            // ku-ring's `from(hex:)`: `ColorFunctionCallDetector.ownerCall`).
            freeColorFunctionNames = resolved.filter { $0.1.0.owner.flatMap(types.base) == nil }.map(\.0).sorted()
            memberColorFunctionNames = resolved.filter { $0.1.0.owner.flatMap(types.base) != nil }.map(\.0).sorted()
            var pairs: [BaseColorType: Set<[String]>] = [:]
            for (owner, labels) in colorFunctions.hexPairInitializers { if let base = types.base(owner) { pairs[base, default: []].formUnion(labels) } }
            hexPairInitializers = pairs
            readsIntegerArguments = !resolved.isEmpty || !pairs.isEmpty
            var hex: [BaseColorType: [String: HexInitializerOrder]] = [:]
            for (owner, byLabel) in colorFunctions.hexInitializers {
                guard let base = types.base(owner) else { continue }
                for (label, order) in byLabel { hex[base, default: [:]][label] = hex[base]?[label].map { $0.merged(with: order) } ?? order }
            }
            hexInitializers = hex
            var hexStrings: [BaseColorType: [String: Configuration.HexOrder?]] = [:]
            for (owner, byLabel) in colorFunctions.hexStringInitializers {
                guard let base = types.base(owner) else { continue }
                for (label, order) in byLabel {
                    if let known = hexStrings[base]?[label] { hexStrings[base]![label] = .some(known == order ? known : nil) } else { hexStrings[base, default: [:]][label] = .some(order) }
                }
            }
            hexStringInitializers = hexStrings
            var dynamic: [BaseColorType: Set<[String]>] = [:]
            for (owner, labels) in colorFunctions.dynamicInitializers { if let base = types.base(owner) { dynamic[base, default: []].formUnion(labels) } }
            dynamicInitializers = dynamic
            var percent: [BaseColorType: Set<[String]>] = [:]
            for (owner, labels) in colorFunctions.percentAlphaInitializers { if let base = types.base(owner) { percent[base, default: []].formUnion(labels) } }
            percentAlphaInitializers = percent
            setColorMemberNames()
        }
    }
    /// The color types' integer hex initializers the tree declares, by first label (`_` for none):
    /// how each reads an 8-digit value (`HexInitializerOrder`, `HexConstructorDetector`).
    private(set) var hexInitializers: [BaseColorType: [String: HexInitializerOrder]] = [:]
    /// The color types' hex-string initializers the tree declares, by first label, with the order
    /// their bodies read eight digits in (`HexStringInitializer`, `HexConstructorDetector`).
    private(set) var hexStringInitializers: [BaseColorType: [String: Configuration.HexOrder?]] = [:]
    /// The color types' initializers the tree declares that build a dynamic provider, by their
    /// argument labels: a constructor with those labels is no fixed color (`RGBConstructorDetector`).
    private(set) var dynamicInitializers: [BaseColorType: Set<[String]>] = [:]
    /// The color types' initializers the tree declares of a light and a dark hex string, by their
    /// argument labels (`ColorFunctions.hexPairInitializers`, `ColorFunctionCallDetector.pairArgument`).
    private(set) var hexPairInitializers: [BaseColorType: Set<[String]>] = [:]
    /// The color types' initializers the tree declares that read the alpha as 0–100, by their
    /// argument labels (`ColorFunctions.percentAlphaInitializers`).
    private(set) var percentAlphaInitializers: [BaseColorType: Set<[String]>] = [:]
    private var colorFunctionNames = ByteWordMap<(ColorFunctions.Function, BaseColorType)>([])
    /// The free ones, whose names screening looks for as it does a palette's.
    private(set) var freeColorFunctionNames: [String] = []
    /// The color types' static ones: members that can be colors.
    private(set) var memberColorFunctionNames: [String] = []
    /// Whether an integer literal may be a color: an argument of a light/dark function of hex codes.
    private(set) var readsIntegerArguments = false

    /// The color function code token `k` names, with the color type it returns.
    func colorFunction(code k: Int, in file: SwiftSource) -> (ColorFunctions.Function, BaseColorType)? {
        readsIntegerArguments ? file.lookUp(code: k, in: colorFunctionNames) : nil
    }

    /// The tree's functions choosing between their two arguments by the appearance: a call with
    /// two colors is one pair (`AppearanceChoices`).
    package var appearanceHelpers = AppearanceHelpers()

    /// The methods the tree's classes re-run from their refresh points, for overrides in
    /// subclasses of other files (`stale-color`).
    package var inheritedRefreshes = InheritedRefreshes()

    /// The tree's declarations that decide color contexts before the name rules.
    package var declarations = DeclarationIndex() {
        didSet {
            declaredColorWords = declarations.colorWords(types: types)
            let labels = ConstructorForm.firstLabels + configuration.hexLabels.map(\.label)
            let configuration = configuration
            wrappers = declarations.colorWrappers(types: types, literalLabels: Set(labels.filter { $0 != "_" }),
                                                  isLiteralLabel: { configuration.hexLabel($0) != nil })
        }
    }
    /// The tree's own types wrapping a platform color and built from literals (`EKColor`).
    package private(set) var wrappers: [String: ColorWrapper] = [:] {
        didSet { wrapperNames = ByteWordMap(wrappers.map { ($0.key, $0.value) }) }
    }
    /// The same, looked up by a token's bytes.
    private var wrapperNames = ByteWordMap<ColorWrapper>([])

    /// The wrapper code token `k` names, if it names one.
    func wrapper(code k: Int, in file: SwiftSource) -> ColorWrapper? {
        wrappers.isEmpty ? nil : file.lookUp(code: k, in: wrapperNames)
    }
    /// Labels and names the declarations make color contexts that screening must look for.
    package private(set) var declaredColorWords: [String] = []
    /// `Semantic.background` for a token whose expression is `…Semantic.background`: the
    /// declaration of that member is where the token's values live, and holds no findings.
    package let tokenMembers: Set<String>
    /// What makes a color dynamic in this run (the table's tokens with a dark value, the color
    /// sets with a dark appearance): for the appearance hazards.
    package var dynamicColors: DynamicColors
    /// Names a member must have to be a color (`.white`, `.init`, `.hex`, a palette member), sorted.
    private(set) var colorMemberNameList: [String] = []
    /// The same names, looked up by a token's bytes.
    private(set) var colorMemberNames = ByteWordMap<Bool>([])

    package init(configuration: Configuration, types: ColorTypeTable? = nil, palette: PaletteIndex = PaletteIndex()) {
        self.configuration = configuration
        self.types = types ?? ColorTypeTable(configured: configuration.colorTypes)
        self.palette = palette
        tokenMembers = DetectionSettings.tokenMembers(configuration)
        dynamicColors = DynamicColors(configuration: configuration)
        setColorMemberNames()
    }

    static func tokenMembers(_ configuration: Configuration) -> Set<String> {
        var out: Set<String> = []
        for token in configuration.tokens {
            for text in token.expressions.values {
                let parts = text.split(separator: ".", omittingEmptySubsequences: false)
                guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { continue }
                out.insert(parts.suffix(2).joined(separator: "."))
            }
        }
        return out
    }

    private mutating func setColorMemberNames() {
        let members = palette.typeMembers.values.flatMap(\.keys)
        colorMemberNameList = Set(["init"] + HexConstructorDetector.factoryNames + NamedColors.uikitFixed.keys + NamedColors.coreImage.keys
                                  + BaseColorType.objectiveCNamedColorNames + members
                                  + memberColorFunctionNames).sorted()
        colorMemberNames = ByteWordMap(words: colorMemberNameList)
    }
}

/// Finds every color in one file: a single forward pass over its code tokens, each position
/// offered to the detectors, a match consuming its tokens.
struct FileDetector {
    let file: SwiftSource
    let settings: DetectionSettings
    let analyzer: ContextAnalyzer
    /// The framework the file's UI imports imply, for implicit members and palette references.
    let importedFramework: Framework?
    /// UIKit or AppKit: the framework of a property assignment in a file that imports only
    /// SwiftUI (SwiftUI re-exports UIKit on iOS; AppKit where the file's code is AppKit's).
    let platformFramework: Framework
    /// The file imports a module that renders HTML and no Apple UI framework (`Framework.webRenderingModules`).
    let drawsWebPage: Bool
    let ignoredNames: Set<String>
    /// Names the file writes that may be SwiftUI's or the tree's subclass of a platform color
    /// (`ShadowedColorName.undecided`), with the reason their findings are not rewritten.
    let undecidedNames: [String: String]
    /// The file is model code of a tree with its own `struct Color`: `Color` is that type here and the
    /// file imports no UI framework nor one bringing it (`SceneKit`), nor does the tree re-export one (Euclid's
    /// `Vertex.swift`, `import Foundation`; DevToysMac's `import CoreUtil` is AppKit code: CoreUtil does
    /// `@_exported import Cocoa`). An implicit member is
    /// a color only where its context names a color type, never by a property's name alone
    /// (`vertex.color = .white` sets Euclid's color: 23 such were findings in ShapeScript, session 25).
    let isOwnColorModelCode: Bool
    /// The file declares a member of a listed palette: only there is a bare name read as one
    /// (`OwnPaletteMember`), so other files pay nothing per name for it.
    let declaresPalette: Bool

    /// The platform of a library's exported `Color` this file imports without SwiftUI (`LibraryColorAliases`):
    /// a modifier named as SwiftUI's there is the library's (TextAttributes' `.foregroundColor(.white)` in
    /// HSTracker's `CardHud.swift` was read as SwiftUI's, its token a SwiftUI expression in an NSColor place).
    private(set) var exportedPlatform: Framework?

    init(file: SwiftSource, settings: DetectionSettings) {
        self.file = file
        var settings = settings
        var undecided: [String: String] = [:]
        var ownColorType = false
        // (A file-scope `private typealias Color = UIColor` shadows in its own file: `ShadowingColorAlias.filePrivate`.)
        if !settings.colorSubclasses.isEmpty || file.bytes.containsSequence(ShadowingColorAlias.privateKeyword) {
            for reading in ShadowedColorName.readings(file, settings: settings, imports: FileDetector.importedFrameworks(file)) {
                switch reading {
                case let .platform(name, base): settings.types = settings.types.naming(name, as: base)
                case let .undecided(name, reason): undecided[name] = reason
                case let .ownType(name):
                    settings.types = settings.types.removing(name)
                    ownColorType = true
                }
            }
        }
        let own = FileDetector.importedFramework(file)
        // A library module's export of a base type's name as the platform color (SavannaKit's `Color`),
        // in a file importing that module and not SwiftUI (where `Color` could be SwiftUI's).
        // (Looked for by the modules' bytes first: most files import none of them.)
        if LibraryColorAliases.exportedModuleNames.contains(where: { file.bytes.containsSequence($0) }) {
            let modules = FileDetector.importedModules(file)
            let exported = LibraryColorAliases.exported(by: modules)
            if !exported.isEmpty, own != .swiftui, !modules.contains("SwiftUI") {
                let appKit = own == .appkit || own == nil && settings.treePlatform == .appkit
                for (name, base) in exported {
                    settings.types = settings.types.naming(name, as: appKit && base == .uiColor ? .nsColor : base)
                }
                exportedPlatform = appKit ? .appkit : .uikit
            }
        }
        // A library's per-platform alias (Charts' `NSUIColor`) is AppKit's in a file of AppKit code:
        // Mos's chart colors on macOS, whose tokens have AppKit expressions only.
        if own == .appkit {
            for (name, base) in LibraryColorAliases.aliases where base == .uiColor && settings.types.base(name) == .uiColor {
                settings.types = settings.types.naming(name, as: .nsColor)
            }
        }
        if own == .appkit || own == nil && settings.treePlatform == .appkit { settings.readStringConversionsAsAppKit() }
        self.settings = settings
        undecidedNames = undecided
        isOwnColorModelCode = ownColorType && own == nil && !settings.reexportsPlatform
            && !FileDetector.importedModules(file).contains(where: Framework.platformBearingModules.contains)
        var analyzer = ContextAnalyzer(file: file, types: settings.types, declarations: settings.declarations, wrappers: Set(settings.wrappers.keys))
        analyzer.treePlatform = settings.treePlatform
        self.analyzer = analyzer
        importedFramework = own ?? settings.treePlatform
        drawsWebPage = own == nil && FileDetector.importedModules(file).contains(where: Framework.webRenderingModules.contains)
        platformFramework = own == nil ? (settings.treePlatform == .appkit ? .appkit : .uikit) : own == .swiftui && FileDetector.usesAppKit(file) ? .appkit : .uikit
        ignoredNames = Set(settings.configuration.ignoreNamed)
        declaresPalette = !settings.palette.declaringFiles.isEmpty && settings.palette.declaringFiles.contains(file.path)
    }

    /// UIKit, else AppKit (or Cocoa), else SwiftUI.
    static func importedFramework(_ file: SwiftSource) -> Framework? {
        let found = importedFrameworks(file)
        return [Framework.uikit, .appkit, .swiftui].first(where: found.contains)
    }

    /// The modules the file imports, as written (`import SavannaKit`, `@testable import X`).
    static func importedModules(_ file: SwiftSource) -> [String] {
        var found: [String] = []
        for k in 0..<file.code.count where file.code[k].kind == .keyword && file.codeIs(k, "import" as StaticString) {
            var n = k + 1
            if file.codeIs(n, "class" as StaticString) || file.codeIs(n, "struct" as StaticString) || file.codeIs(n, "enum" as StaticString)
                || file.codeIs(n, "func" as StaticString) { n += 1 }
            if file.isWord(n) { found.append(file.text(code: n)) }
        }
        return found
    }

    /// The frameworks the file's imports bring.
    static func importedFrameworks(_ file: SwiftSource) -> Set<Framework> {
        var found: Set<Framework> = []
        // An import under `#if … DEBUG` serves a preview (`#if canImport(SwiftUI) && DEBUG import SwiftUI`): UIKitPlusExample's
        // 14 UIKit views were read as SwiftUI's and fix wrote SwiftUI tokens into them (session 41, recall41i-v11).
        var debugRegions: [Bool] = []
        // StaticString compares: a String literal here made every keyword token a copied String.
        for k in 0..<file.code.count {
            if file.code[k].kind == .pound {
                if file.codeIs(k, "#if" as StaticString) {
                    var j = k + 1, debug = false
                    while j < file.code.count, !file.lineBreakBetween(j - 1, j) {
                        if file.codeIs(j, "DEBUG" as StaticString) { debug = true }
                        j += 1
                    }
                    debugRegions.append(debug)
                } else if file.codeIs(k, "#else" as StaticString) || file.codeIs(k, "#elseif" as StaticString) {
                    if !debugRegions.isEmpty { debugRegions[debugRegions.count - 1] = false }
                } else if file.codeIs(k, "#endif" as StaticString) {
                    if !debugRegions.isEmpty { debugRegions.removeLast() }
                }
                continue
            }
            guard file.code[k].kind == .keyword, file.codeIs(k, "import" as StaticString), !debugRegions.contains(true) else { continue }
            var n = k + 1
            if file.codeIs(n, "class" as StaticString) || file.codeIs(n, "struct" as StaticString) || file.codeIs(n, "enum" as StaticString)
                || file.codeIs(n, "func" as StaticString) { n += 1 }
            if file.isWord(n), let framework = Framework(importModule: file.text(code: n)) { found.insert(framework) }
        }
        return found
    }

    /// AppKit's own types in the code (`NSColor`, `NSView`, `NSViewRepresentable`…).
    static func usesAppKit(_ file: SwiftSource) -> Bool {
        // Compared as bytes: a Set and a String per `N…` identifier were a fortieth of detection.
        for k in 0..<file.code.count where file.code[k].kind == .identifier && file.firstByte(k) == UInt8(ascii: "N") {
            for word in appKitWords where file.codeIs(k, word) { return true }
        }
        return false
    }

    static let appKitWords: [StaticString] = ["NSColor", "NSView", "NSViewRepresentable", "NSViewController", "NSWindow",
                                              "NSTextField", "NSButton", "NSImage", "NSHostingView", "NSApplication"]

    /// All findings of the file, in source order, before suppression.
    func detectAll() -> [Finding] {
        var findings: [Finding] = []
        // A web page's code (`import Ignite`, no Apple UI framework): its colors are the site's, never the app's.
        if drawsWebPage { return findings }
        var k = 0
        let count = file.code.count
        let hasPalettes = !settings.configuration.palettes.isEmpty
        while k < count {
            // Most tokens cannot start a finding: ruled out here, before `detect` builds an
            // optional finding (its copy per token was a tenth of a run once it stopped inlining).
            if mayStartFinding(k, hasPalettes: hasPalettes), let (finding, last) = detect(at: k) {
                if !isInvisible(finding, start: k) { findings.append(finding) }
                k = last + 1
            } else {
                k += 1
            }
        }
        // Written with a name SwiftUI and the tree's color subclass share: no framework, and why.
        for n in findings.indices {
            guard let name = findings[n].writtenType, let reason = undecidedNames[name] else { continue }
            findings[n].framework = nil
            findings[n].undecidedType = reason
        }
        var choices = AppearanceChoices(file: file, types: settings.types, syntax: analyzer.syntax, helpers: settings.appearanceHelpers,
                                       comparisons: settings.declarations.comparisons)
        choices.annotate(&findings)
        // An arm of an app helper's pair (`colorFrom(trait: t, lightColor: .black, darkColor:
        // .white)`) is drawn where the call's color goes (`textColor`), not as its label says.
        for n in findings.indices {
            guard let choice = findings[n].choice, let label = findings[n].context, AppearanceLabels.side(label) != nil else { continue }
            // Only where that says a role (`let a = …` says none: the label stays).
            if let name = analyzer.context(ofExpressionAt: file.codeIndex(atOrAfter: choice.range.lowerBound)).name,
               ColorRole(context: name) != .color { findings[n].context = name }
        }
        var arms = AppearanceTestedArms(file: file, syntax: analyzer.syntax, flags: choices.condition.flags, given: choices.condition.givenFlags)
        arms.condition.settingReaders = choices.condition.settingReaders
        arms.condition.colorFlags = choices.condition.colorFlags
        arms.condition.treeFlags = choices.condition.treeFlags
        arms.annotate(&findings)
        return findings
    }

    @inline(__always)
    func mayStartFinding(_ k: Int, hasPalettes: Bool) -> Bool {
        let t = file.code[k]
        switch t.kind {
        case .pound:
            return true
        case .identifier:
            return hasPalettes || settings.types.base(code: k, in: file) != nil || t.length == 3 && file.codeIs(k, "hex" as StaticString)
                || file.isChar(k + 1, ".") && file.code.indices.contains(k + 2) && settings.types.base(code: k + 2, in: file) != nil
                || settings.hasStringConversions && file.isChar(k + 1, ".") || settings.wrapper(code: k, in: file) != nil
                || settings.colorFunction(code: k, in: file) != nil || OwnTypeHexFactory.labeledHexCall(file, k)
                || settings.readsIntegerArguments && file.isChar(k + 1, ".") && ColorFunctionCallDetector.qualifiedName(file, k).map { settings.colorFunction(code: $0, in: file) != nil } == true
                || UndeclaredHexFunctionDetector.mayBeCall(file, k)
        case .integer:
            return settings.readsIntegerArguments && file.isChar(k - 1, ":") || ColorFunctionCallDetector.mayBeTernaryArm(file, k)
        case .stringQuote:
            // `"…".color`, an element of an array literal (`HexStringArray`), or a ternary's arm.
            return t.length == 1 && (settings.hasStringConversions && file.isChar(k + 3, ".")
                || file.firstByte(k + 1) == UInt8(ascii: "#") && (file.isChar(k - 1, "[") || file.isChar(k - 1, ","))
                || ColorFunctionCallDetector.mayBeTernaryArm(file, k)
                || settings.readsIntegerArguments && (file.isChar(k - 1, ":") || file.isChar(k - 1, "(") || file.isChar(k - 1, ",")))
        case .keyword:
            return t.length == 4 && file.codeIs(k, "Self" as StaticString)
        case .punct:
            return t.length == 1 && file.bytes[t.begin] == UInt8(ascii: ".")
                && (file.lookUp(code: k + 1, in: settings.colorMemberNames) != nil || UndeclaredHexFunctionDetector.mayBeCall(file, k + 1))
        default:
            return false
        }
    }

    /// A finding starting at code token `k`, and the index of its last token.
    func detect(at k: Int) -> (Finding, Int)? {
        let t = file.code[k]
        switch t.kind {
        case .pound:
            return offer(.expression(start: k), to: ColorDetectors.atExpressions)
        case .identifier:
            if file.isChar(k - 1, ".") { return nil }  // a member of something else
            // `#selector(getter: UIColor.white)` names a property; it is no color.
            if file.isChar(k - 1, ":"), file.codeIs(k - 2, "getter") || file.codeIs(k - 2, "setter") { return nil }
            if file.isChar(k - 1, "("), file.codeIs(k - 2, "#selector") || file.codeIs(k - 2, "#keyPath") { return nil }
            if let type = moduleQualifiedType(at: k) { return explicitTypeExpression(type, at: k + 2, start: k) }
            if let hit = offer(.expression(start: k), to: ColorDetectors.atExpressions) { return hit }
            guard let type = settings.types.base(code: k, in: file) else {
                return wrapperConstructor(at: k) ?? qualifiedWrapperPaletteMember(at: k) ?? ownTypeHexFactory(at: k)
            }
            return explicitTypeExpression(type, at: k)
        case .stringQuote:
            // `"…".color` or an array literal's element (`HexStringArray`), else a ternary's arm.
            if let hit = HexStringConversionDetector.detect(self, at: .expression(start: k)) { return hit }
            if settings.readsIntegerArguments, let hit = ColorFunctionCallDetector.pairArgument(self, at: k) { return hit }
            return ColorFunctionCallDetector.ternaryArgument(self, at: k)
        case .integer:
            if settings.readsIntegerArguments, file.isChar(k - 1, ":"), let hit = ColorFunctionCallDetector.pairArgument(self, at: k) { return hit }
            return ColorFunctionCallDetector.ternaryArgument(self, at: k)
        case .keyword:
            return file.isChar(k - 1, ".") ? nil : ownTypeHexFactory(at: k) ?? ownTypeSelf(at: k)
                ?? (settings.readsIntegerArguments ? ColorFunctionCallDetector.ownerCall(self, at: k) : nil)
        case .punct where t.length == 1 && file.bytes[t.begin] == UInt8(ascii: "."):
            guard isImplicitMemberDot(k), file.code.indices.contains(k + 1), file.code[k + 1].kind.isWord else { return nil }
            return implicitMember(at: k)
        default:
            return nil
        }
    }

    /// `UIColor(…)`, `UIColor.init(…)`, `UIColor.white`, `UIColor.hex(…)`, `UIColor.grey90`; the
    /// finding begins at `start` when the type is written with its module (`SwiftUI.Color(…)`).
    func explicitTypeExpression(_ type: BaseColorType, at k: Int, start: Int? = nil) -> (Finding, Int)? {
        let start = start ?? k
        // Blanks may stand before the call's `(` on its line (`UIColor (red: …)`, all through
        // SwiftTerm: 8 colors of its keyboard keys were missed, session 24 review F14); a `(` on
        // the next line opens an expression of its own.
        if file.isChar(k + 1, "(") && !file.lineBreakBetween(k, k + 1) {
            return constructor(type, start: start, open: k + 1)
        }
        guard file.isChar(k + 1, "."), file.isWord(k + 2) else { return nil }
        if file.codeIs(k + 2, "init"), file.isChar(k + 3, "(") {
            return constructor(type, start: start, open: k + 3)
        }
        // A type nested in the tree's color subclass (Material's `Color.red.base`) is no named color.
        if !settings.colorSubclasses.isEmpty, let subclass = settings.colorSubclasses[file.text(code: k)],
           subclass.nestedTypes.contains(file.text(code: k + 2)) { return nil }
        return memberOfColorType(type, start: start, member: k + 2)
    }

    /// The base color type written after its own module at code token `k` (`SwiftUI.Color`,
    /// `UIKit.UIColor`, `AppKit.NSColor`): Mantis' `SwiftUI.Color(white: 0.2)` and
    /// `SwiftUI.Color(red: …)` were missed in session 26, the type read as a member of something else.
    func moduleQualifiedType(at k: Int) -> BaseColorType? {
        guard file.isChar(k + 1, "."), file.code.indices.contains(k + 2), file.code[k + 2].kind == .identifier,
              settings.types.base(code: k + 2, in: file) != nil,
              let framework = Framework(importModule: file.text(code: k)),
              let type = BaseColorType(rawValue: file.text(code: k + 2)), type.framework == framework else { return nil }
        return type
    }

    /// `.white`, `.init(…)`, `.hex(…)`, `.grey90` where the context says a color is expected.
    func implicitMember(at k: Int) -> (Finding, Int)? {
        // Most implicit members (`.center`, `.normal`) can never be colors: rule them out by
        // name before the context walk.
        // A factory of any name called with one `0x` literal (`.colorFromCode(0x121212)`,
        // `HexConstructorDetector.detectUnknownFactory`) is walked too.
        guard file.lookUp(code: k + 1, in: settings.colorMemberNames) != nil || UndeclaredHexFunctionDetector.mayBeCall(file, k + 1) else { return nil }
        let found = analyzer.context(ofExpressionAt: k)
        if let wrapper = found.wrapper.flatMap({ settings.wrappers[$0] }) { return wrapperPaletteMember(wrapper, start: k, member: k + 1, context: found) }
        guard found.isColor else { return nil }
        if isOwnColorModelCode, found.colorType == nil { return nil }
        // `.black.opacity(0.5)`, `failed ? .red : .primary`: the expression's own evidence says SwiftUI's
        // Color where the context names no type or guesses one from a property's name (see `SwiftUIColorEvidence`).
        let swiftUIByExpression = (found.colorType == nil || found.isPropertyAssignment) && analyzer.isSwiftUIColorByItsExpression(at: k)
        var context = swiftUIByExpression ? ColorContext(name: found.name, isColor: true, colorType: .color, framework: .swiftui) : found
        // `.image(UIImage(…), color: .red)` in a file importing only SwiftUI: a UIKit call's color (`PlatformCallEvidence`).
        if !swiftUIByExpression, found.colorType == nil, (found.framework ?? importedFramework(for: found)) == .swiftui,
           let platform = analyzer.platformFrameworkByItsCall(at: k) {
            context = ColorContext(name: found.name, isColor: true, colorType: BaseColorType(framework: platform), framework: platform)
        }
        // `.black.withAlphaComponent(0.9)`: only a platform color has it, whatever SwiftUI name the
        // context has (CotEditor's `AttributeContainer().foregroundColor(.black.withAlphaComponent(0.9))`
        // is AppKit's attribute; a SwiftUI token there would not compile).
        if context.colorType == .color || context.colorType == nil && context.framework == .swiftui,
           file.isChar(k + 2, "."), file.codeIs(k + 3, "withAlphaComponent" as StaticString) {
            let platform = importedFramework == .uikit || importedFramework == .appkit ? importedFramework! : platformFramework
            context = ColorContext(name: found.name, isColor: true, colorType: BaseColorType(framework: platform), framework: platform)
        }
        let framework = context.colorType?.framework ?? context.framework ?? importedFramework(for: context) ?? .uikit
        let type = context.colorType ?? BaseColorType(framework: framework)
        if file.codeIs(k + 1, "init"), file.isChar(k + 2, "(") {
            return constructor(type, start: k, open: k + 2, context: context)
        }
        return memberOfColorType(type, start: k, member: k + 1, context: context)
    }

    /// A color type's call with its arguments, offered to the constructor detectors.
    func constructor(_ type: BaseColorType, start: Int, open: Int, context: ColorContext? = nil) -> (Finding, Int)? {
        guard let args = ArgumentList.parse(file, open: open) else { return nil }
        return offer(.constructor(type: type, start: start, args: args, context: context), to: ColorDetectors.atConstructors)
    }

    /// `UIColor.white`, `.hex(…)`, `UIColor.grey90`: a member of a color type, offered to the member detectors.
    func memberOfColorType(_ type: BaseColorType, start: Int, member: Int, context: ColorContext? = nil) -> (Finding, Int)? {
        offer(.member(type: type, start: start, member: member, context: context), to: ColorDetectors.atMembers)
    }

    /// The first finding of the detectors, in the registry's order.
    @inline(__always)
    func offer(_ site: DetectionSite, to detectors: [any ColorDetector.Type]) -> (Finding, Int)? {
        for detector in detectors {
            if let hit = detector.detect(self, at: site) { return hit }
        }
        return nil
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

    /// Builds a finding over code tokens `start...baseEnd`, extended over a failable
    /// constructor's `!`/`?` and the modifiers that follow (`.withAlphaComponent(a)`,
    /// `.opacity(a)`, then a conversion `.cgColor`).
    func finding(kind: FindingKind, type: BaseColorType?, start: Int, baseEnd: Int, color: RGBA?,
                 symbol: String? = nil, context: ColorContext? = nil) -> (Finding, Int) {
        var baseEnd = baseEnd
        if file.isChar(baseEnd, ")"), isGluedPostfixUnwrap(baseEnd + 1) { baseEnd += 1 }
        let modifiers = Modifiers.scan(file, after: baseEnd, constant: namedNumericConstant)
        var finalColor = color
        if let c = color {
            if modifiers.alphaUnknown {
                finalColor = nil
            } else {
                var drawn = c
                if let alpha = modifiers.alpha(base: Double(c.alpha) / 255) { drawn = c.withAlpha(unit: alpha) }
                // An arm of `(c ? .white : x).withAlphaComponent(0.1)`: the color drawn is the arm at that alpha,
                // after the arm's own modifiers (`(c ? .white.opacity(0.5) : .black).opacity(0.4)`: white at 0.2;
                // the outer alpha left out of the arm with its own, one appearance drew 0.16 for 0.4: session 39's intent39b M3).
                if let outer = TernaryArmAlpha.modifiers(armStart: start, armEnd: modifiers.end, in: file, brackets: analyzer.enclosing, constant: namedNumericConstant) {
                    if outer.alphaUnknown {
                        finalColor = nil
                    } else if let alpha = outer.alpha(base: Double(drawn.alpha) / 255) {
                        drawn = drawn.withAlpha(unit: alpha)
                    }
                }
                if finalColor != nil { finalColor = drawn }
            }
        }
        var ctx = context ?? analyzer.context(ofExpressionAt: start)
        // Set as the drawing color (`NSColor.white.setFill()`): the setter names the context.
        if ctx.name == nil, let drawing = DrawingColorContext.name(after: modifiers.end, in: file) { ctx.name = drawing }
        // Without a type of its own (`#colorLiteral`, a palette member), the context or the
        // file's UI import gives the framework.
        // Before a conversion (`Essentials.blue40.cgColor`, `#colorLiteral(…).cgColor`) the value is
        // the platform's color, whatever the context's type: the conversion is kept after the token.
        let converted = type == nil && modifiers.conversion != nil
            ? (importedFramework == .uikit || importedFramework == .appkit ? importedFramework : platformFramework) : nil
        var framework = type?.framework ?? converted ?? ctx.colorType?.framework ?? ctx.framework ?? importedFramework(for: ctx)
        if framework == .swiftui, let exportedPlatform { framework = exportedPlatform }
        // A SwiftUI color standing as a view in a builder (`ZStack { Color.black.ignoresSafeArea(); … }`):
        // a surface, its context named by its place (`ViewBuilderPlace`).
        if ctx.name == nil, framework == .swiftui,
           let place = ViewBuilderPlace.of(expressionAt: start, last: modifiers.end, in: file, groups: analyzer.enclosing) {
            ctx.name = ColorContextNames.context(ofViewAt: place)
        }
        let begin = file.code[start].begin
        var writtenType = file.code[start].kind == .identifier && type != nil && settings.types.base(code: start, in: file) != nil
            ? file.text(code: start) : nil
        // Written with its module, the type is named so where a token's implicit member needs it.
        if writtenType == nil, type != nil, file.code[start].kind == .identifier, let qualified = moduleQualifiedType(at: start) {
            writtenType = file.text(code: start) + "." + qualified.rawValue
        }
        var f = Finding(kind: kind, framework: framework,
                        range: begin..<file.code[modifiers.end].end,
                        baseRange: begin..<file.code[baseEnd].end,
                        color: finalColor, baseColor: color, context: ctx.name, symbol: symbol,
                        alphaRange: begin..<file.code[modifiers.alphaEnd].end,
                        conversion: modifiers.conversion, writtenType: writtenType)
        f.alphaAfterConversion = modifiers.alphaAfterConversion
        return (f, modifiers.end)
    }

    /// A `!` or `?` glued to the `)` before it and not starting a ternary: a failable
    /// constructor's unwrap, which belongs to the finding.
    func isGluedPostfixUnwrap(_ k: Int) -> Bool {
        guard file.code.indices.contains(k), file.code[k].kind == .operator, file.code[k].length == 1,
              file.isChar(k, "!") || file.isChar(k, "?"), file.code[k].begin == file.code[k - 1].end else { return false }
        let after = file.code[k].end
        return after >= file.bytes.count || !CharacterClasses.isWhitespaceByte(file.bytes[after]) || file.isChar(k, "!")
    }

    /// The framework of a finding with no type of its own: a value assigned to a property is
    /// never SwiftUI's (SwiftUI has no such properties), whatever the file imports.
    func importedFramework(for context: ColorContext) -> Framework? {
        if context.isPropertyAssignment && importedFramework == .swiftui { return platformFramework }
        return importedFramework
    }
}

/// Modifiers that stay part of a color expression: alpha modifiers, then one conversion.
struct Modifiers {
    var end: Int
    /// The last token of the alpha modifiers (the base's last token when there are none).
    var alphaEnd: Int
    var conversion: ColorConversion?
    var setAlpha: Double?
    var multiplier: Double = 1
    var alphaUnknown = false
    var touched = false
    /// The alpha is set after the conversion (`NSColor.black.cgColor.copy(alpha: 0.5)`): the
    /// conversion's end is not the finding's, and a rule with alpha replaces the whole.
    var alphaAfterConversion = false

    func alpha(base: Double) -> Double? {
        guard touched else { return nil }
        return (setAlpha ?? base) * multiplier
    }

    /// `constant` reads an alpha no literal gives (`Constants.containerAlpha`), nil when unknown.
    static func scan(_ file: SwiftSource, after baseEnd: Int, constant: (Range<Int>) -> Double? = { _ in nil }) -> Modifiers {
        var m = Modifiers(end: baseEnd, alphaEnd: baseEnd)
        while true {
            // `?.withAlphaComponent` after a failable constructor's `?` is a modifier chain too.
            var dot = m.end + 1
            if file.isChar(dot, "?"), file.code[dot].begin == file.code[m.end].end, file.isChar(dot + 1, "."),
               file.code[dot + 1].begin == file.code[dot].end { dot += 1 }
            guard file.isChar(dot, "."), file.isWord(dot + 1) else { break }
            let name = file.text(code: dot + 1)
            if let conversion = ColorConversion(rawValue: name) {
                m.conversion = conversion
                m.end = dot + 1
                // CGColor's `copy(alpha:)` after `.cgColor` sets the alpha of the color drawn
                // (DSFSparkline's `NSColor.black.cgColor.copy(alpha: 0.5)`, session 26: read as opaque).
                if conversion == .cgColor, let close = m.copyAlpha(file, dot: m.end + 1, constant: constant) {
                    m.end = close
                    m.alphaAfterConversion = true
                }
                break
            }
            // `colorWithAlphaComponent`: Swift 2's name of `withAlphaComponent`.
            if name == "copy", let close = m.copyAlpha(file, dot: dot, constant: constant) {
                m.end = close
                m.alphaEnd = close
                continue
            }
            guard name == "withAlphaComponent" || name == "colorWithAlphaComponent" || name == "opacity", file.isChar(dot + 2, "("),
                  let args = ArgumentList.parse(file, open: dot + 2), args.arguments.count == 1 else { break }
            m.touched = true
            if let v = ConstantExpression.evaluate(file, args.arguments[0].value)?.value ?? constant(args.arguments[0].value) {
                if name == "opacity" { m.multiplier *= v } else { m.setAlpha = v; m.multiplier = 1 }
            } else {
                m.alphaUnknown = true
            }
            m.end = args.close
            m.alphaEnd = args.close
        }
        return m
    }

    /// CGColor's `.copy(alpha: a)` at code token `dot` read as setting the alpha; the index of its
    /// last token (its `!` when one is glued to it: the token that replaces it is no optional).
    mutating func copyAlpha(_ file: SwiftSource, dot: Int, constant: (Range<Int>) -> Double?) -> Int? {
        guard file.isChar(dot, "."), file.codeIs(dot + 1, "copy" as StaticString), file.isChar(dot + 2, "("),
              let args = ArgumentList.parse(file, open: dot + 2), args.arguments.count == 1, args.arguments[0].label == "alpha" else { return nil }
        touched = true
        if let v = ConstantExpression.evaluate(file, args.arguments[0].value)?.value ?? constant(args.arguments[0].value) {
            setAlpha = v
            multiplier = 1
        } else {
            alphaUnknown = true
        }
        var close = args.close
        if file.isChar(close + 1, "!"), file.code[close + 1].begin == file.code[close].end { close += 1 }
        return close
    }
}
