/// A call of the tree's own function that builds a color from numbers (`ColorFunctions`), with
/// literal numbers: damus's `hex_col(r: 0xd3, g: 0x4c, b: 0xd9)`, a free function returning
/// `Color`, is one finding of the whole call, as `Color(red:green:blue:)` would be. A function of
/// a light and a dark hex code (MarkEdit's `.theme(lightHexCode: 0x007757, darkHexCode: 0x3fb950)`,
/// static in `extension NSColor`) gives a finding per literal, the pair `AppearanceChoices`
/// reads, so that a pair's token replaces the whole call; a literal alone is left by `fix` (a
/// token is no number). What the numbers are is read from the labels: `r`/`red`, `g`/`green`,
/// `b`/`blue` (and `a`/`alpha`); one label naming a hex value; `light…`/`dark…` labels naming one.
/// Any other signature (`color(forIndex: Int)`) is a lookup, not a literal color.
package enum ColorFunctionCallDetector: ColorDetector {
    /// The arguments': rgb-constructor or hex-constructor.
    package static let kind: FindingKind? = nil
    static let sites: DetectionSite.Kinds = [.expression, .member]

    static func detect(_ d: FileDetector, at site: DetectionSite) -> (Finding, Int)? {
        switch site {
        case .expression(let k):
            guard let (function, base) = d.settings.colorFunction(code: k, in: d.file), function.owner == nil else {
                return ownerCall(d, at: k)
            }
            return call(d, function, base: base, start: k, name: k, context: nil)
        case let .member(type, start, member, context):
            guard let (function, base) = d.settings.colorFunction(code: member, in: d.file), let owner = function.owner,
                  base == type, d.settings.types.base(owner) == type else { return nil }
            return call(d, function, base: base, start: start, name: member, context: context)
        case .constructor:
            return nil
        }
    }

    /// A static function of one of the app's types that is no color type, returning a color: ku-ring's
    /// `extension Color.Kuring { static func from(hex: String, alpha: CGFloat = 1.0) -> UIColor }`, called
    /// `Self.from(hex: "FF4848")` in its palette (`static let warning: Color = Self.color(light:
    /// Self.from(hex: "FF4848"), dark: Self.from(hex: "DE4343"))`): 151 uses of that palette gave no
    /// finding (session 29's pairs engineer). Read where the call names that type: bare inside it,
    /// `Self.name(…)` there, or `Owner.name(…)` / `Outer.Owner.name(…)` anywhere; another type's
    /// function of the same name (`Data.from(hex:)`, a bare `from(hex:)` in another type) is not it.
    static func ownerCall(_ d: FileDetector, at k: Int) -> (Finding, Int)? {
        let file = d.file
        let name = qualifiedName(file, k) ?? k
        guard file.isChar(name + 1, "("), let (function, base) = d.settings.colorFunction(code: name, in: file),
              let owner = function.owner, d.settings.types.base(owner) == nil else { return nil }
        let ownName = owner.split(separator: ".").last.map(String.init) ?? owner
        let enclosing = d.analyzer.syntax.tree.enclosingType(at: k)?.name?.split(separator: ".").last.map(String.init)
        if name == k {
            guard enclosing == ownName else { return nil }
        } else if name == k + 2 && (file.codeIs(k, "Self") || file.codeIs(k, "self")) {
            // (`self.dynamicColor(…)` in a static member is the type's own: Monotone's palette, recall40f v4.)
            guard enclosing == ownName else { return nil }
        } else {
            guard file.codeIs(name - 2, ownName) else { return nil }
        }
        return call(d, function, base: base, start: k, name: name, context: nil)
    }

    /// The last word of `Self.name` / `A.B.name` starting at code token `k` (nil when no `.` follows `k`).
    static func qualifiedName(_ file: SwiftSource, _ k: Int) -> Int? {
        var name = k
        while file.isChar(name + 1, "."), file.isWord(name + 2) { name += 2 }
        return name == k ? nil : name
    }

    /// What a call's numbers are, from the declared labels.
    enum Reading: Equatable {
        /// Red, green and blue (and alpha): argument indices.
        case components(red: Int, green: Int, blue: Int, alpha: Int?)
        /// One gray level (and alpha).
        case gray(Int, alpha: Int?)
        /// One hex code (and alpha).
        case hex(Int, alpha: Int?)
        /// A light and a dark hex code (and alpha).
        case lightDark(light: Int, dark: Int, alpha: Int?)
    }

    /// The reading of a call's arguments `labels` (matched against a declaration). A label names
    /// a hex code when it says `hex` or is one of the hex constructors' labels (`hexLabels`, by
    /// default `rgb`, `rgba`, `rgbValue`…: Chatto's `UIColor.bma_color(rgb: 0x9AA3AB)`, 10 calls
    /// in ChattoAdditions, session 23, were missed while `UIColor(rgb: 0x9AA3AB)` was found).
    /// `unlabeled`: the arguments written with no label, whose entry in `labels` is the declared
    /// parameter's name (`words`): one naming nothing is a hex code where the function's name says
    /// hex (`static func hex(_ v: Int) -> UIColor` in an app's `enum Palette`, called `hex(0x121212)`
    /// in its own palette and `Palette.hex(0x333333)` elsewhere: the name `v` hid the function's,
    /// and no call was a finding; issue 21's "hex factory called bare or through Self").
    static func reading(_ labels: [String?], functionName: String, hexLabels: [Configuration.HexLabel] = Configuration.defaultHexLabels,
                        unlabeled: Set<Int> = []) -> Reading? {
        func index(_ names: Set<String>) -> Int? { labels.firstIndex { $0.map { names.contains($0.lowercased()) } ?? false } }
        let alpha = labels.firstIndex { $0.map(HexConstructorDetector.isAlphaLabel) ?? false } ?? index(["a"])
        if let r = index(["r", "red"]), let g = index(["g", "green"]), let b = index(["b", "blue"]),
           labels.count == 3 + (alpha == nil ? 0 : 1) {
            return .components(red: r, green: g, blue: b, alpha: alpha)
        }
        // A gray level (DSFSparkline's `static func gray(_ gray: CGFloat, _ a: CGFloat = 1.0) -> CGColor`
        // in `extension CGColor`: `CGColor.gray(1)` is white; 2 missed in session 26).
        if let w = index(["gray", "grey", "white"]), labels.count == 1 + (alpha == nil ? 0 : 1) {
            return .gray(w, alpha: alpha)
        }
        func namesHex(_ label: String) -> Bool { Configuration.namesHex(label) || hexLabels.contains { $0.label == label } }
        // A side's word of the appearance vocabulary (`light`, `dark`, `darkColor`) holds a hex code too
        // (a parameter the declaration reads as one: `ColorFunctions`).
        func side(_ i: Int) -> Appearance? { labels[i].flatMap(AppearanceLabels.side) }
        let hexes = labels.indices.filter { i in
            labels[i].map(namesHex) ?? Configuration.namesHex(functionName) || side(i) != nil
                || unlabeled.contains(i) && i != alpha && Configuration.namesHex(functionName)
        }
        guard hexes.count + (alpha == nil ? 0 : 1) == labels.count else { return nil }
        // The light side alone (`dynamicColor("#2D5BE6")`, its dark defaulted to the light): one color.
        if hexes.count == 1 { return side(hexes[0]) == .dark ? nil : .hex(hexes[0], alpha: alpha) }
        guard hexes.count == 2, let first = labels[hexes[0]]?.lowercased(), let second = labels[hexes[1]]?.lowercased() else { return nil }
        let firstLight = first.hasPrefix("light") || side(hexes[0]) == .light, firstDark = first.hasPrefix("dark") || side(hexes[0]) == .dark
        let secondLight = second.hasPrefix("light") || side(hexes[1]) == .light, secondDark = second.hasPrefix("dark") || side(hexes[1]) == .dark
        if firstLight && secondDark { return .lightDark(light: hexes[0], dark: hexes[1], alpha: alpha) }
        if firstDark && secondLight { return .lightDark(light: hexes[1], dark: hexes[0], alpha: alpha) }
        return nil
    }

    /// The arguments of the call whose `(` is `open`, matched to one of the function's
    /// declarations (a defaulted parameter may be left out), each a constant.
    static func arguments(_ d: FileDetector, _ function: ColorFunctions.Function, open: Int) -> ArgumentList? {
        guard let args = ArgumentList.parse(d.file, open: open), !args.arguments.isEmpty,
              args.arguments.allSatisfy({ ConstantExpression.evaluate(d.file, $0.value) != nil || isHexString(d.file, $0.value) }) else { return nil }
        return matches(function, labels: args.arguments.map(\.label)) ? args : nil
    }

    /// Whether `labels` fit one of the function's declarations (a defaulted parameter may be left out).
    static func matches(_ function: ColorFunctions.Function, labels: [String?]) -> Bool {
        function.signatures.contains { s in
            var p = 0
            for label in labels {
                while p < s.labels.count && s.labels[p] != label && s.defaulted[p] { p += 1 }
                guard p < s.labels.count, s.labels[p] == label else { return false }
                p += 1
            }
            return s.defaulted[p...].allSatisfy { $0 }
        }
    }

    /// What each argument of a call with `labels` is: its label, or for an unlabeled one the
    /// declared parameter's name (`dynamicColor("#FFFFFF", dark: "#222222")` → `light`, `dark`);
    /// nil when no declaration fits.
    static func words(_ function: ColorFunctions.Function, labels: [String?]) -> [String?]? {
        guard let (s, positions) = parameters(function, labels: labels) else { return nil }
        return zip(labels, positions).map { label, p in label ?? (p < s.words.count ? s.words[p] : nil) }
    }

    /// The declaration a call with `labels` fits (the shortest), and each argument's parameter in it.
    static func parameters(_ function: ColorFunctions.Function, labels: [String?]) -> (ColorFunctions.Signature, [Int])? {
        for s in function.signatures.sorted(by: { $0.labels.count < $1.labels.count }) {
            var p = 0, out: [Int] = []
            var fits = true
            for label in labels {
                while p < s.labels.count && s.labels[p] != label && s.defaulted[p] { p += 1 }
                guard p < s.labels.count, s.labels[p] == label else { fits = false; break }
                out.append(p)
                p += 1
            }
            if fits && s.defaulted[p...].allSatisfy({ $0 }) { return (s, out) }
        }
        return nil
    }

    /// The hex literal at code token `k` (a string's opening quote, or an integer) as an arm of
    /// a ternary that is the one hex argument of the tree's color function: winston's
    /// `Color.hex(colorScheme == .dark ? "F9EFBA" : "7B733C")` (Onboarding.swift, session 19) gave
    /// no finding, the ternary being no constant. Each arm is a finding of its own, the pair
    /// `AppearanceChoices` reads when the condition tests the appearance (its rule replaces the
    /// whole call); a literal alone is left by `fix`, a token being no string.
    static func ternaryArgument(_ d: FileDetector, at k: Int) -> (Finding, Int)? {
        let file = d.file
        // The call's one argument is a tree of ternaries whose leaves are hex literals (`HexTernaryArgument`).
        guard let tree = HexTernaryArgument.tree(file, at: k, groups: d.analyzer.enclosing),
              let args = ArgumentList.parse(file, open: tree.open) else { return nil }
        let open = tree.open, arm = tree.arm
        let base: BaseColorType
        var order = Configuration.HexOrder.rrggbbaa
        var bodyOrder: Configuration.HexOrder?
        var returnType: String?
        if let (function, b) = d.settings.colorFunction(code: open - 1, in: file) {
            guard matches(function, labels: args.arguments.map(\.label)),
                  case .hex? = reading(args.arguments.map(\.label), functionName: file.text(code: open - 1),
                                       hexLabels: d.settings.configuration.hexLabels) else { return nil }
            if let owner = function.owner {
                guard file.isChar(open - 2, "."), d.settings.types.base(owner) == b,
                      !file.isWord(open - 3) || d.settings.types.base(code: open - 3, in: file) == b else { return nil }
            } else if file.isChar(open - 2, ".") {
                return nil
            }
            base = b
            returnType = function.returnType
            bodyOrder = function.hexOrder
        } else if let (b, hexOrder) = hexConstructor(d, open: open, label: args.arguments[0].label) {
            // A color type's hex initializer (`Color(hex: dark ? "FFFFFF" : "0F2B1F")`, Nook's
            // DownloadIndicator; `NSColor(hex: …)`), as `HexConstructorDetector` reads its label.
            base = b
            order = hexOrder
            returnType = file.text(code: file.codeIs(open - 1, "init") ? open - 3 : open - 1)
        } else {
            // A color type's static hex factory (`Color.hex(…)`, `UIColor.fromHex(…)`), as `HexConstructorDetector.detectFactory` reads it.
            let config = d.settings.configuration
            guard HexConstructorDetector.factoryNames.contains(file.text(code: open - 1)), args.arguments[0].label == nil,
                  config.unlabeledHex || config.hexLabels.contains(where: { $0.label == "hex" }),
                  file.isChar(open - 2, "."), open >= 3, file.isWord(open - 3), let b = d.settings.types.base(code: open - 3, in: file) else { return nil }
            base = b
            order = config.hexLabels.first(where: { $0.label == "hex" })?.order ?? .rrggbbaa
        }
        var start = open - 1
        while file.isChar(start - 1, "."), file.isWord(start - 2) { start -= 2 }
        guard let color = HexByteOrder.decode(HexLiteral.read(file, arm, unlabeled: false), bodyOrder: bodyOrder, order: order),
              tree.leaves.allSatisfy({ HexLiteral.read(file, $0, unlabeled: false)?.decode(order: order) != nil }) else { return nil }
        // The role is where the call's color goes (`.foregroundColor(Color.hex(…))`).
        let context = d.analyzer.context(ofExpressionAt: start)
        var (finding, last) = d.finding(kind: .hexConstructor, type: base, start: arm.lowerBound, baseEnd: arm.upperBound - 1, color: color, context: context)
        finding.literalArgumentOf = file.text(code: open - 1)
        if finding.writtenType == nil { finding.writtenType = file.isWord(start) && start < open - 1 ? file.text(code: start) : returnType }
        return (finding, last)
    }

    /// The color type and hex order of `Type(hex: …)` / `Type.init(hex: …)` whose `(` is at
    /// `open`: a hex label of the table (or none, where unlabeled hex is read).
    static func hexConstructor(_ d: FileDetector, open: Int, label: String?) -> (BaseColorType, Configuration.HexOrder)? {
        let file = d.file, config = d.settings.configuration
        let typeAt = file.codeIs(open - 1, "init") && file.isChar(open - 2, ".") ? open - 3 : open - 1
        guard typeAt >= 0, !file.isChar(typeAt - 1, "."), let base = d.settings.types.base(code: typeAt, in: file) else { return nil }
        if let label { return config.hexLabel(label).map { (base, $0.order) } }
        return config.unlabeledHex ? (base, .rrggbbaa) : nil
    }

    /// Whether the literal at code token `k` follows a ternary's `?` or `:` (the screen before
    /// `ternaryArgument` reads it).
    @inline(__always)
    static func mayBeTernaryArm(_ file: SwiftSource, _ k: Int) -> Bool {
        k > 0 && (file.isChar(k - 1, "?") || file.isChar(k - 1, ":"))
    }

    /// A string literal holding a valid hex code (`"#FFFF00"`), the argument of a hex-string function.
    static func isHexString(_ file: SwiftSource, _ value: Range<Int>) -> Bool {
        guard let literal = HexLiteral.read(file, value, unlabeled: false) else { return false }
        return literal.isString && literal.valid
    }

    /// `hex_col(r: 0xd3, g: 0x4c, b: 0xd9)`, `.hexColor(code: 0x3C64F4)`: one finding of the call.
    static func call(_ d: FileDetector, _ function: ColorFunctions.Function, base: BaseColorType, start: Int, name: Int,
                     context: ColorContext?) -> (Finding, Int)? {
        let open = name + 1
        guard d.file.isChar(open, "("), d.file.code[open].begin == d.file.code[name].end,
              let args = arguments(d, function, open: open),
              let words = words(function, labels: args.arguments.map(\.label)),
              let reading = reading(words, functionName: d.file.text(code: name), hexLabels: d.settings.configuration.hexLabels,
                                    unlabeled: Set(args.arguments.indices.filter { args.arguments[$0].label == nil })) else { return nil }
        let kind: FindingKind
        var color: RGBA?
        func value(_ i: Int) -> (value: Double, isInteger: Bool)? { ConstantExpression.evaluate(d.file, args.arguments[i].value) }
        switch reading {
        case let .components(r, g, b, a):
            kind = .rgbConstructor
            guard let red = value(r), let green = value(g), let blue = value(b) else { return nil }
            // Bytes when the parameters are of an integer type (`hex_col(r: UInt8, …)`) or a component is
            // above 1 (`colorWith255RGB(242, g: 243, b: 245)`), else units: DSFSparkline's
            // `CGColor.sRGBA(1, 1, 0)` of `_ red: CGFloat` is yellow, and it was reported #010100 (an
            // integer literal was enough to read bytes; 6 wrong colors, session 26).
            let integerParameters = parameters(function, labels: args.arguments.map(\.label)).map { s, p in s.integers[p[r]] } ?? false
            let bytes = integerParameters || [red, green, blue].contains { $0.value > 1 }
            let scale = bytes ? 255.0 : 1
            var alpha = 1.0
            if let a { alpha = value(a).map { $0.value > 1 ? $0.value / 255 : $0.value } ?? 1 }
            color = RGBA(unit: red.value / scale, green.value / scale, blue.value / scale, alpha: alpha)
        case let .gray(w, a):
            kind = .rgbConstructor
            guard let level = value(w) else { return nil }
            let integerParameter = parameters(function, labels: args.arguments.map(\.label)).map { s, p in s.integers[p[w]] } ?? false
            let scale = integerParameter || level.value > 1 ? 255.0 : 1
            var alpha = 1.0
            if let a { alpha = value(a).map { $0.value > 1 ? $0.value / 255 : $0.value } ?? 1 }
            color = RGBA(unit: level.value / scale, level.value / scale, level.value / scale, alpha: alpha)
        case let .hex(h, a):
            kind = .hexConstructor
            // The body's own reading of an 8-digit code wins over a label's default (`HexByteOrder`).
            let order = args.arguments[h].label.flatMap { l in d.settings.configuration.hexLabels.first { $0.label == l }?.order } ?? .rrggbbaa
            color = HexByteOrder.decode(HexLiteral.read(d.file, args.arguments[h].value, unlabeled: false), bodyOrder: function.hexOrder, order: order)
            if let a, let alpha = value(a) { color = color?.withAlpha(unit: alpha.value) }
        case .lightDark:
            // Each literal is a finding of its own (`pairArgument`), read when the scan reaches it.
            return nil
        }
        var (finding, last) = d.finding(kind: kind, type: base, start: start, baseEnd: args.close, color: color, context: context)
        // A free function is no type: a token's implicit member is written with the type it returns.
        if finding.writtenType == nil && !d.file.isChar(start, ".") { finding.writtenType = function.returnType }
        return (finding, last)
    }

    /// The literal at code token `k` (an integer, or a string's opening quote) as the light or
    /// dark argument of a function of a light and a dark hex code (`.theme(lightHexCode: 0x007757,
    /// darkHexCode: 0x3fb950)`, gem-ios's `Color.dynamicColor("#FFFFFF", dark: "#222222")`).
    static func pairArgument(_ d: FileDetector, at k: Int) -> (Finding, Int)? {
        let file = d.file
        guard let literal = literalRange(file, at: k), file.isChar(k - 1, ":") || file.isChar(k - 1, "(") || file.isChar(k - 1, ",") else { return nil }
        // The call's `(`: the nearest unclosed one before the literal, a few arguments back.
        var open = k - 1
        var steps = 0
        while open >= 0 && !file.isChar(open, "(") && steps < 24 {
            if file.isChar(open, ")"), let o = file.matchingOpen(open) { open = o }
            open -= 1
            steps += 1
        }
        guard open > 0, file.isChar(open, "("), file.isWord(open - 1), file.code[open].begin == file.code[open - 1].end else { return nil }
        guard let (function, base) = d.settings.colorFunction(code: open - 1, in: file) else { return initializerPairArgument(d, literal: literal, open: open) }
        // `.theme(…)`, `NSColor.theme(…)` for a color type's member; a free function bare; a hex pair
        // helper of another type of the app's bare inside that type, or as `Owner.name(…)`, `Self.name(…)`.
        if let owner = function.owner, d.settings.types.base(owner) == nil {
            let ownName = owner.split(separator: ".").last.map(String.init) ?? owner
            guard function.buildsHexPair else { return nil }
            if file.isChar(open - 2, ".") {
                // (`self.name(…)` in a static member is the type's own: Monotone's palette, recall40f v4.)
                let ownSelf = file.codeIs(open - 3, "Self") || file.codeIs(open - 3, "self")
                    && d.analyzer.syntax.tree.enclosingType(at: open)?.name?.split(separator: ".").last.map(String.init) == ownName
                guard open >= 3, file.codeIs(open - 3, ownName) || ownSelf, !file.isChar(open - 4, ".") else { return nil }
            } else {
                guard d.analyzer.syntax.tree.enclosingType(at: open)?.name?.split(separator: ".").last.map(String.init) == ownName else { return nil }
            }
        } else if let owner = function.owner {
            guard d.settings.types.base(owner) == base else { return nil }
            // Bare or through `Self` inside its own color type (`extension Color { static let paper = dynamic(light:
            // 0xFBF9F6, dark: 0x121110) }`: the app's pair helper; session 36's intent36x V1).
            let inOwnType = d.enclosingColorType(of: open) == base
            if file.isChar(open - 2, ".") {
                guard !file.isWord(open - 3) || d.settings.types.base(code: open - 3, in: file) == base
                        || file.codeIs(open - 3, "Self") && inOwnType else { return nil }
            } else {
                guard inOwnType else { return nil }
            }
        } else if file.isChar(open - 2, ".") {
            return nil
        }
        guard let args = arguments(d, function, open: open), let words = words(function, labels: args.arguments.map(\.label)),
              case let .lightDark(light, dark, alpha)? = reading(words, functionName: file.text(code: open - 1),
                                                                 hexLabels: d.settings.configuration.hexLabels),
              let n = args.arguments.firstIndex(where: { $0.value == literal }), n == light || n == dark else { return nil }
        var color = HexLiteral.read(file, literal, unlabeled: false)?.decode(order: .rrggbbaa)
        if let alpha, let a = ConstantExpression.evaluate(file, args.arguments[alpha].value) { color = color?.withAlpha(unit: a.value) }
        let context = ColorContext(name: words[n], isColor: true, colorType: base, framework: base.framework)
        var (finding, last) = d.finding(kind: .hexConstructor, type: base, start: k, baseEnd: literal.upperBound - 1, color: color, context: context)
        finding.literalArgumentOf = file.text(code: open - 1)
        return (finding, last)
    }

    /// The literal as the light or dark argument of a color type's initializer of two hex strings
    /// the tree declares (`UIColor(light: "#F86C64", dark: "#E85C54")`, `ColorFunctions.hexPairInitializers`),
    /// called by the type's name. Each literal is a finding; `AppearanceChoices.helperCall` pairs them.
    static func initializerPairArgument(_ d: FileDetector, literal: Range<Int>, open: Int) -> (Finding, Int)? {
        let file = d.file
        guard !file.isChar(open - 2, "."), let base = d.settings.types.base(code: open - 1, in: file),
              let declared = d.settings.hexPairInitializers[base], let args = ArgumentList.parse(file, open: open) else { return nil }
        let labels = args.arguments.map { $0.label ?? "_" }
        guard declared.contains(labels), let n = args.arguments.firstIndex(where: { $0.value == literal }),
              let side = AppearanceLabels.hexParameterSide(labels[n]) else { return nil }
        let other = args.arguments.indices.filter { $0 != n && AppearanceLabels.hexParameterSide(labels[$0]) != nil }
        guard other.count == 1, AppearanceLabels.hexParameterSide(labels[other[0]]) != side,
              let color = HexLiteral.read(file, literal, unlabeled: false)?.decode(order: .rrggbbaa) else { return nil }
        let context = ColorContext(name: labels[n], isColor: true, colorType: base, framework: base.framework)
        var (finding, last) = d.finding(kind: .hexConstructor, type: base, start: literal.lowerBound, baseEnd: literal.upperBound - 1, color: color, context: context)
        finding.literalArgumentOf = file.text(code: open - 1)
        return (finding, last)
    }

    /// The hex literal starting at code token `k`: an integer, or a string of one segment.
    static func literalRange(_ file: SwiftSource, at k: Int) -> Range<Int>? {
        guard file.code.indices.contains(k) else { return nil }
        if file.code[k].kind == .integer { return k..<(k + 1) }
        guard file.code[k].kind == .stringQuote, file.code[k].length == 1, file.code.indices.contains(k + 2),
              file.code[k + 1].kind == .stringSegment, file.code[k + 2].kind == .stringQuote, file.code[k + 2].length == 1 else { return nil }
        return k..<(k + 3)
    }

    static let damus = "import SwiftUI\nfunc hex_col(r: UInt8, g: UInt8, b: UInt8) -> Color {\n    Color(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)\n}\n"
    static let markEdit = "import AppKit\nextension NSColor {\n    static func theme(light: NSColor, dark: NSColor) -> NSColor { dark }\n"
        + "    static func theme(lightHexCode: UInt32, darkHexCode: UInt32, alpha: Double = 1.0) -> NSColor {\n"
        + "        theme(light: NSColor(hexCode: lightHexCode, alpha: alpha), dark: NSColor(hexCode: darkHexCode, alpha: alpha))\n    }\n}\n"

    /// Hakumai's helper (UIHelper.swift): the app's hex initializer on NSColor, and a member of its own
    /// styles type choosing between two hex strings by the appearance at call time.
    static let kuring = "import UIKit\nimport SwiftUI\nextension Color {\n    public struct Brand { }\n}\nextension Color.Brand {\n"
        + "    static func color(light: UIColor, dark: UIColor) -> Color { Color(light) }\n"
        + "    static func from(hex: String, alpha: CGFloat = 1.0) -> UIColor { fatalError() }\n}\n"
    static let hakumai = "import AppKit\nextension NSColor {\n    convenience init(hex: String) { self.init(white: 0, alpha: 1) }\n}\n"
        + "private extension Styles {\n    static func colorIf(light: String, dark: String) -> NSColor {\n"
        + "        NSApp.isDark ? NSColor(hex: dark) : NSColor(hex: light)\n    }\n}\n"

    /// HSTracker's failable factory (Color.swift): an optional color, the top byte of eight digits its alpha.
    static let hsTracker = "import AppKit\nextension NSColor {\n    class func fromHexString(hex: String, alpha: CGFloat = 1.0) -> NSColor? {\n"
        + "        var theInt: UInt64 = 0\n        let myAlpha = hex.count == 9 ? CGFloat((theInt & 0xFF000000) >> 24) / 255.0 : alpha\n"
        + "        let red = CGFloat((theInt & 0xFF0000) >> 16) / 255.0\n        return NSColor(white: red, alpha: myAlpha)\n    }\n}\n"

    package static let examples: [DetectorExample] = [
        // A factory returning an optional color, called with `!` or `?.`; eight digits read as its body reads them.
        .triggering(hsTracker + "func f(_ l: CALayer, _ b: NSBox) {\n    b.borderColor = «NSColor.fromHexString(hex: \"#110C0C\")!»\n"
                    + "    b.fillColor = «NSColor.fromHexString(hex: \"#CCC58DC9\")!»\n    «NSColor.fromHexString(hex: \"#361637\")?».set()\n}",
                    colors: ["#110C0CFF", "#C58DC9CC", "#361637FF"]),
        .nonTriggering(hsTracker + "func f(_ b: NSBox, _ s: String) { b.fillColor = NSColor.fromHexString(hex: s)!\n let n = Data.fromHexString(hex: \"#110C0C\") }"),
        // damus's free function of byte components (DamusColors.swift), hex and decimal.
        .triggering(damus + "let grad = «hex_col(r: 0xd3, g: 0x4c, b: 0xd9)»\nlet gold = «hex_col(r: 226, g: 168, b: 0)»",
                    colors: ["#D34CD9FF", "#E2A800FF"], frameworks: ["swiftui", "swiftui"]),
        .triggering(damus + "struct V: View {\n    var body: some View { Text(\"a\").foregroundColor(«hex_col(r: 0x30, g: 0xb3, b: 0xf1).opacity(0.5)») }\n}",
                    colors: ["#30B3F180"], contexts: ["foregroundColor"]),
        .nonTriggering(damus + "func f(r: UInt8) -> Color { hex_col(r: r, g: 0, b: 0) }\nlet c = other.hex_col(r: 1, g: 2, b: 3)"),
        // Not a color of literals: a lookup by index, an instance method, an undeclared function.
        .nonTriggering("import UIKit\nfunc color(forIndex i: Int) -> UIColor { fatalError() }\nlet c = color(forIndex: 3)\n"
                       + "struct P {\n    func rgb(r: Int, g: Int, b: Int) -> UIColor { fatalError() }\n    func f() -> UIColor { rgb(r: 1, g: 2, b: 3) }\n}\n"
                       + "let d = hex_col(r: 1, g: 2, b: 3)"),
        // The app's own function whose body builds a dynamic provider (GoMap's `DynamicColor(red:green:blue:alpha:)`,
        // lightening every map color in Dark; session 21 F17): its calls are its Dark Mode decision, no fixed color.
        // In any provider form; the same function returning a fixed color is the control.
        .nonTriggering("import UIKit\nfunc MapColor(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha: CGFloat) -> UIColor {\n"
                       + "    return UIColor(dynamicProvider: { t in\n        if t.userInterfaceStyle == .dark { return UIColor(red: r * 0.7 + 0.3, green: g * 0.7 + 0.3, blue: b * 0.7 + 0.3, alpha: alpha) }\n"
                       + "        return UIColor(red: r, green: g, blue: b, alpha: alpha)\n    })\n}\nlet road = MapColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1.0)"),
        .nonTriggering("import UIKit\nextension UIColor {\n    static func tone(r: CGFloat, g: CGFloat, b: CGFloat) -> UIColor {\n"
                       + "        UIColor { t in t.userInterfaceStyle == .dark ? UIColor(red: 1 - r, green: 1 - g, blue: 1 - b, alpha: 1) : UIColor(red: r, green: g, blue: b, alpha: 1) }\n"
                       + "    }\n}\nlet a: UIColor = .tone(r: 0.2, g: 0.2, b: 0.2)\nlet b = UIColor.tone(r: 0.9, g: 0.9, b: 0.9)"),
        .nonTriggering("import AppKit\nfunc paint(red: CGFloat, green: CGFloat, blue: CGFloat) -> NSColor {\n"
                       + "    NSColor(name: nil, dynamicProvider: { a in a.name == .darkAqua ? NSColor(white: 1 - red, alpha: 1) : NSColor(red: red, green: green, blue: blue, alpha: 1) })\n"
                       + "}\nlet c = paint(red: 0.1, green: 0.2, blue: 0.3)"),
        .triggering("import UIKit\nfunc MapColor(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha: CGFloat) -> UIColor {\n"
                    + "    return UIColor(red: r, green: g, blue: b, alpha: alpha)\n}\nlet road = «MapColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1.0)»",
                    colors: ["#CCCCCCFF"], frameworks: ["uikit"]),
        // A color type's helper of a light and a dark code whose body builds a dynamic provider, called bare or through
        // `Self` in its own type: a finding per literal, the app's pair (session 36's intent36x V1). Called on another
        // type, or a helper of one code transformed in its provider (GoMap's, above), it is none.
        .triggering("import SwiftUI\nimport UIKit\nextension Color {\n    private static func dynamic(light: UInt32, dark: UInt32) -> Color {\n"
                    + "        Color(uiColor: UIColor { t in UIColor(hex: t.userInterfaceStyle == .dark ? dark : light) })\n    }\n"
                    + "    static let paper = dynamic(light: «0xFBF9F6», dark: «0x121110»)\n    static let ink = Self.dynamic(light: «0x1C1917», dark: «0xF5F1EA»)\n}",
                    colors: ["#FBF9F6FF", "#121110FF", "#1C1917FF", "#F5F1EAFF"], contexts: ["light", "dark", "light", "dark"]),
        .nonTriggering("import SwiftUI\nimport UIKit\nextension Color {\n    static func dynamic(light: UInt32, dark: UInt32) -> Color {\n"
                       + "        Color(uiColor: UIColor { t in UIColor(hex: t.userInterfaceStyle == .dark ? dark : light) })\n    }\n}\n"
                       + "struct Other {\n    static let paper = dynamic(light: 0xFBF9F6, dark: 0x121110)\n}"),
        // A function named for a hex code whose one code parameter is unlabeled (`hex(_ v: Int)`, an alpha beside it
        // read by its name): bare and through `Self` in its own palette type, qualified elsewhere (issue 21's hex factory).
        .triggering("import UIKit\nenum Palette {\n    static func hex(_ v: Int, _ alpha: CGFloat = 1) -> UIColor { fatalError() }\n"
                    + "    static let ink = «hex(0x121212)»\n    static let paper = «Self.hex(0xFAFAFA, 0.5)»\n}\n"
                    + "final class W: UIView { func s() { backgroundColor = «Palette.hex(0x333333)» } }",
                    colors: ["#121212FF", "#FAFAFA80", "#333333FF"], frameworks: ["uikit", "uikit", "uikit"]),
        // Not a hex code: a function whose name says no hex (`px`), or hex in another word (`hexagon`), a code not literal.
        .nonTriggering("import UIKit\nenum Sizes {\n    static func px(_ v: Int) -> UIColor { fatalError() }\n"
                       + "    static func hexagon(_ v: Int) -> UIColor { fatalError() }\n    static func hex(_ v: Int) -> UIColor { fatalError() }\n"
                       + "    static let a = px(0x10)\n    static let b = hexagon(0x10)\n    static func c(_ n: Int) -> UIColor { hex(n) }\n}"),
        // A color type's static function of one hex code, and of a light and a dark one (MarkEdit):
        // a finding per literal, each the arm of a pair.
        .triggering("import UIKit\nextension UIColor {\n    static func brand(hexCode: UInt32, alpha: CGFloat = 1) -> UIColor { fatalError() }\n}\n"
                    + "let a: UIColor = «.brand(hexCode: 0x3C64F4)»\nlet b = «UIColor.brand(hexCode: 0x3C64F4, alpha: 0.5)»",
                    colors: ["#3C64F4FF", "#3C64F480"], frameworks: ["uikit", "uikit"]),
        .triggering(markEdit + "extension NSColor {\n    static let addedText: NSColor = .theme(lightHexCode: «0x007757», darkHexCode: «0x3fb950»)\n"
                    + "    static let removed = NSColor.theme(lightHexCode: «0xc71f24», darkHexCode: «0xf85149», alpha: 0.5)\n}",
                    colors: ["#007757FF", "#3FB950FF", "#C71F2480", "#F8514980"], contexts: ["lightHexCode", "darkHexCode", "lightHexCode", "darkHexCode"],
                    frameworks: ["appkit", "appkit", "appkit", "appkit"]),
        // A helper of the app's own type (not a color type) picking one of a light and a dark hex string by the
        // A hex function of the app's namespace type, no color type (ku-ring's `Color.Kuring.from(hex:)`), called
        // bare or through `Self` inside it, or qualified anywhere; not another type's function of that name.
        .triggering(kuring + "extension Color.Brand {\n    static let warning: Color = Self.color(light: «Self.from(hex: \"FF4848\")», dark: «from(hex: \"DE4343\")»)\n}\n"
                    + "let paper = «Color.Brand.from(hex: \"#FFFFFF\")»\nlet ink = «Brand.from(hex: \"292929\", alpha: 0.5)»",
                    colors: ["#FF4848FF", "#DE4343FF", "#FFFFFFFF", "#29292980"]),
        .nonTriggering(kuring + "struct Other {\n    static func from(hex: String) -> Int { 0 }\n    static let a = from(hex: \"FF4848\")\n    static let b = Self.from(hex: \"FF4848\")\n}\n"
                       + "let c = Data.from(hex: \"FFFFFF\")\nlet d = Color.Brand.from(hex: code)"),
        // appearance and building it with the app's hex initializer (Hakumai's `colorIf(light:dark:)`, review 29 B5):
        // bare inside its type, or `Owner.`/`Self.` qualified; a finding per literal, each the arm of a pair.
        .triggering(hakumai + "final class Styles {\n    static func flash() -> NSColor { colorIf(light: «\"#FFBD2F\"», dark: «\"#E09900\"») }\n"
                    + "    static func owner() -> NSColor { Styles.colorIf(light: «\"#D22E1B\"», dark: «\"#FF8170\"») }\n}\n",
                    colors: ["#FFBD2FFF", "#E09900FF", "#D22E1BFF", "#FF8170FF"], contexts: ["light", "dark", "light", "dark"]),
        // `self.` in a static member of its type, and labels that say a side in more words (`darkColorHex:`,
        // `lightHex:`: Monotone's palette of 12 pairs, session 40's recall40f v4).
        .triggering(hakumai + "final class Styles {\n    static var gray: NSColor { self.colorIf(light: «\"#9B9B9B\"», dark: «\"#4A4A4A\"») }\n}\n"
                    + "enum Tones {\n    static func mode(darkColorHex: String, lightHex: String) -> NSColor { NSApp.isDark ? NSColor(hex: darkColorHex) : NSColor(hex: lightHex) }\n}\n"
                    + "let denim = Tones.mode(darkColorHex: «\"#3C5080\"», lightHex: «\"#3D5181\"»)",
                    colors: ["#9B9B9BFF", "#4A4A4AFF", "#3C5080FF", "#3D5181FF"]),
        .nonTriggering("import AppKit\nenum Tones {\n    static func mode(darkElevated: String, lightish: String) -> NSColor { NSColor(named: darkElevated)! }\n}\n"
                       + "let a = Tones.mode(darkElevated: \"#3C5080\", lightish: \"#3D5181\")"),
        // Not hex strings; the same helper called from another type; a helper of two strings for a named color.
        .nonTriggering(hakumai + "final class Styles {\n    static func a() -> NSColor { colorIf(light: \"sun\", dark: \"moon\") }\n}\n"
                       + "struct Other {\n    func b() -> NSColor { colorIf(light: \"#FFBD2F\", dark: \"#E09900\") }\n}\n"),
        .nonTriggering("import AppKit\nfinal class Styles {\n    static func a() -> NSColor { tinted(light: \"#FFBD2F\", dark: \"#E09900\") }\n}\n"
                       + "private extension Styles {\n    static func tinted(light: String, dark: String) -> NSColor {\n"
                       + "        NSColor(named: NSApp.isDark ? dark : light)!\n    }\n}\n"),
        // The same helper as a color type's initializer (mytonwallet's `convenience init(light: String, dark: String)`
        // building a dynamic provider of `UIColor(hex:)`; session 40's recall40c v5), called by the type's name.
        .triggering("import UIKit\nextension UIColor {\n    convenience init(hex: String) { self.init(white: 0, alpha: 1) }\n"
                    + "    convenience init(light: String, dark: String) {\n        self.init { $0.userInterfaceStyle != .dark ? UIColor(hex: light) : UIColor(hex: dark) }\n    }\n}\n"
                    + "let error = UIColor(light: «\"#F86C64\"», dark: «\"#E85C54\"»)",
                    colors: ["#F86C64FF", "#E85C54FF"], contexts: ["light", "dark"]),
        // Negative: an initializer of two strings for named colors; another type's call; not hex strings.
        .nonTriggering("import UIKit\nextension UIColor {\n    convenience init(light: String, dark: String) {\n"
                       + "        self.init { $0.userInterfaceStyle != .dark ? UIColor(named: light)! : UIColor(named: dark)! }\n    }\n}\n"
                       + "let a = UIColor(light: \"#F86C64\", dark: \"#E85C54\")"),
        .nonTriggering("import UIKit\nextension UIColor {\n    convenience init(hex: String) { self.init(white: 0, alpha: 1) }\n"
                       + "    convenience init(light: String, dark: String) {\n        self.init { $0.userInterfaceStyle != .dark ? UIColor(hex: light) : UIColor(hex: dark) }\n    }\n}\n"
                       + "let a = Theme(light: \"#F86C64\", dark: \"#E85C54\")\nlet b = UIColor(light: \"sun\", dark: \"moon\")"),
        // A hex constructor's label on the tree's function (Chatto's `bma_color(rgb:)`), and a configured one.
        .triggering("import UIKit\nextension UIColor {\n    static func bma_color(rgb: Int) -> UIColor { fatalError() }\n}\n"
                    + "let a = «UIColor.bma_color(rgb: 0x9AA3AB)»\nlet b = Style(tint: «UIColor.bma_color(rgb: 0x007AFF).withAlphaComponent(0.5)»)",
                    colors: ["#9AA3ABFF", "#007AFF80"], frameworks: ["uikit", "uikit"]),
        .triggering("import UIKit\nfunc tone(argb: UInt32) -> UIColor { fatalError() }\nlet a = «tone(argb: 0x803C64F4)»", colors: ["#3C64F480"],
                    configuration: #"{ "hexConstructors": [{ "label": "argb", "order": "AARRGGBB" }] }"#),
        .nonTriggering("import UIKit\nextension UIColor {\n    static func bma_color(rgb: Int) -> UIColor { fatalError() }\n    static func shade(level: Int) -> UIColor { fatalError() }\n}\n"
                       + "let a = UIColor.bma_color(rgb: value)\nlet b = UIColor.shade(level: 3)\nlet c = Data.bma_color(rgb: 0x9AA3AB)"),
        // An unlabeled component read by its parameter's name (V2ex-Swift's `colorWith255RGB(_ r: CGFloat, g:, b:)`,
        // 32 calls in the regression set, found by the words of 827abf8); a first parameter of another name is none.
        .triggering("import UIKit\nfunc colorWith255RGB(_ r: CGFloat, g: CGFloat, b: CGFloat) -> UIColor { fatalError() }\n"
                    + "func shade(_ level: CGFloat, g: CGFloat, b: CGFloat) -> UIColor { fatalError() }\n"
                    + "let c = «colorWith255RGB(242, g: 243, b: 245)»\nlet d = shade(242, g: 243, b: 245)", colors: ["#F2F3F5FF"], frameworks: ["uikit"]),
        // Unit components of a function of CGFloat (DSFSparkline's `CGColor.sRGBA(_ red: CGFloat, …)`): the
        // integers 0 and 1 are units there (yellow, not #010100); a parameter of an integer type reads bytes.
        .triggering("import CoreGraphics\nextension CGColor {\n    static func sRGBA(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1.0) -> CGColor { fatalError() }\n}\n"
                    + "struct Standard {\n    let yellow = «CGColor.sRGBA(1, 1, 0)»\n    let half = «CGColor.sRGBA(0.5, 0.5, 0, 0.5)»\n}\n"
                    + damus + "let dim = «hex_col(r: 1, g: 1, b: 0)»",
                    colors: ["#FFFF00FF", "#80800080", "#010100FF"], frameworks: ["coregraphics", "coregraphics", "swiftui"]),
        .nonTriggering("import CoreGraphics\nextension CGColor {\n    static func sRGBA(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1.0) -> CGColor { fatalError() }\n}\n"
                       + "func tint(_ r: CGFloat) -> CGColor { CGColor.sRGBA(r, 1, 0) }\nlet c = Palette.sRGBA(1, 1, 0)"),
        // A gray level by its parameter's name (DSFSparkline's `CGColor.gray(_ gray: CGFloat, _ a: CGFloat = 1.0)`).
        .triggering("import CoreGraphics\nextension CGColor {\n    static func gray(_ gray: CGFloat, _ a: CGFloat = 1.0) -> CGColor { fatalError() }\n}\n"
                    + "struct Standard {\n    let white = «CGColor.gray(1)»\n    let shade = «CGColor.gray(0.5, 0.5)»\n}",
                    colors: ["#FFFFFFFF", "#80808080"], frameworks: ["coregraphics", "coregraphics"]),
        .nonTriggering("import UIKit\nextension UIColor {\n    static func gray(level: Int) -> UIColor { fatalError() }\n    static func tone(_ gray: CGFloat, _ hue: CGFloat) -> UIColor { fatalError() }\n}\n"
                       + "let a = UIColor.gray(level: 3)\nlet b = UIColor.tone(0.5, 0.2)\nlet c = CGColor.gray(value)"),
        // A function of a light and a dark hex string by the appearance vocabulary (gem-ios's
        // `Color.dynamicColor(_ light: String, dark: String? = .none)`): the light alone is one color;
        // with a dark, a finding per literal, each the arm of a pair.
        .triggering(gem + "enum Palette {\n    static let blue = «Color.dynamicColor(\"#2D5BE6\")»\n"
                    + "    static let white = Color.dynamicColor(«\"#FFFFFF\"», dark: «\"#222222\"»)\n}\nlet t = Text(\"a\").foregroundColor(«.dynamicColor(\"818181\")»)",
                    colors: ["#2D5BE6FF", "#FFFFFFFF", "#222222FF", "#818181FF"], contexts: ["blue", "light", "dark", "foregroundColor"],
                    frameworks: ["swiftui", "swiftui", "swiftui", "swiftui"]),
        // A value, a name that is no hex code, a dark alone, and words of no side (`lightness`).
        .nonTriggering(gem + "let a = Color.dynamicColor(code)\nlet b = Color.dynamicColor(\"Brand\", dark: \"BrandDark\")\n"
                       + "extension UIColor {\n    static func gray(lightness: Int) -> UIColor { fatalError() }\n}\nlet c = UIColor.gray(lightness: 50)\n"
                       + "func label(_ light: String, dark: String? = nil) -> String { light }\nlet d = label(\"#FFFFFF\", dark: \"#000000\")"),
        .nonTriggering(markEdit + "let a = NSColor.theme(lightHexCode: code, darkHexCode: 0x3fb950)\nlet b = Data.theme(lightHexCode: 0x1, darkHexCode: 0x2)"),
        // A free function of a hex string (MeetingBar's `hexStringToUIColor(hex: String) -> NSColor`), called with a literal.
        .triggering(hexString + "let c = «hexStringToUIColor(hex: \"#FFFF00\")»\nlet d = «hexStringToUIColor(hex: \"3c64f4\")»",
                    colors: ["#FFFF00FF", "#3C64F4FF"], frameworks: ["appkit", "appkit"]),
        // A ternary of hex strings as the one argument (winston's `Color.hex(c ? "F9EFBA" : "7B733C")`):
        // a finding per literal; not in a function of no color, not with a name for any leaf.
        .triggering(hexString + "let c = hexStringToUIColor(hex: isDark ? «\"#FFFF00\"» : «\"3c64f4\"»)\nlet d = hexStringToUIColor(hex: (a && b) ? «0xFF0000» : «0x00FF00»)",
                    colors: ["#FFFF00FF", "#3C64F4FF", "#FF0000FF", "#00FF00FF"], frameworks: ["appkit", "appkit", "appkit", "appkit"]),
        // In parentheses, and nested (concertmaster_ios: `Color(hex: (active ? 0xfce546 : 0x202023))`,
        // `Color(hex: selected ? 0xfce546 : (radioOn ? 0xFFFFFF : 0x7C726E))`, 30 colors missed).
        .triggering(hexString + "let d = hexStringToUIColor(hex: (on ? «0xFCE546» : «0x202023»))\n"
                    + "let e = hexStringToUIColor(hex: s ? «0xFCE546» : (r ? «0xFFFFFF» : «0x7C726E»))\n"
                    + "let f = hexStringToUIColor(hex: a ? b ? «\"#FFFFFF\"» : «\"#000000\"» : «\"#3C64F4\"»)",
                    colors: ["#FCE546FF", "#202023FF", "#FCE546FF", "#FFFFFFFF", "#7C726EFF", "#FFFFFFFF", "#000000FF", "#3C64F4FF"],
                    frameworks: Array(repeating: "appkit", count: 8)),
        .nonTriggering(hexString + "func label(_ s: String) -> String { s }\nlet c = label(isDark ? \"#FFFF00\" : \"3c64f4\")\n"
                       + "let d = hexStringToUIColor(hex: isDark ? \"Brand\" : \"3c64f4\")\nlet e = hexStringToUIColor(hex: isDark ? name : \"3c64f4\")\n"
                       + "let f = hexStringToUIColor(hex: a ? (b ? name : \"#000000\") : \"#3C64F4\")\nlet g = label((isDark ? \"#FFFF00\" : \"3c64f4\"))\n"
                       + "let h = hexStringToUIColor(hex: (isDark ? 0x000000 : 0xFFFFFF) + 1)"),
        .nonTriggering(hexString + "let c = hexStringToUIColor(hex: value)\nlet d = hexStringToUIColor(hex: \"Brand\")\n"
                       + "func named(title: String) -> NSColor { fatalError() }\nlet e = named(title: \"#FFFFFF\")"),
    ]

    static let hexString = "import AppKit\nfunc hexStringToUIColor(hex: String) -> NSColor { fatalError() }\n"
    static let gem = "import SwiftUI\nimport UIKit\nextension Color {\n    init(hex: String) { fatalError() }\n"
        + "    static func dynamicColor(_ light: String, dark: String? = .none) -> Color {\n        let lightColor = Color(hex: light)\n"
        + "        let darkColor = dark.map { Color(hex: $0) }\n        return darkColor ?? lightColor\n    }\n}\n"

    package static let corrections: [DetectorCorrection] = [
        // The call is the color: the token takes its place, with the type the function returns.
        DetectorCorrection(damus + "let grad = hex_col(r: 0x3c, g: 0x64, b: 0xf4)\n", damus + "let grad = Color.accent\n"),
        // A pair's literal alone is left: a token is no number (the pair's rule replaces the call).
        DetectorCorrection(markEdit + "let a = NSColor.theme(lightHexCode: 0x3C64F4, darkHexCode: 0x3C64F4)\n",
                           markEdit + "let a = NSColor.theme(lightHexCode: 0x3C64F4, darkHexCode: 0x3C64F4)\n"),
    ]
}
