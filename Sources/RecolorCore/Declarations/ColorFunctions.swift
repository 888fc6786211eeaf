/// The tree's own functions that build a color from numbers: damus's free
/// `func hex_col(r: UInt8, g: UInt8, b: UInt8) -> Color`, MarkEdit's
/// `static func theme(lightHexCode: UInt32, darkHexCode: UInt32, alpha: Double = 1.0) -> NSColor`
/// in an `extension NSColor`. A call of one with literal numbers is a hard-coded color as a color
/// constructor's is; without the declaration `hex_col(r: 0xd3, …)` is any call, so detection looks
/// for these only in a tree that declares one (`ColorFunctionCallDetector`).
package struct ColorFunctions: Sendable, Equatable {
    /// One declaration: its parameters' labels (nil: none) and whether each is an integer type.
    package struct Signature: Sendable, Equatable, Hashable {
        package var labels: [String?]
        package var integers: [Bool]
        /// The parameters with a default value: a call may leave them out.
        package var defaulted: [Bool]
        /// Each parameter's label, or its name when it has none (`_ light: String` → `light`):
        /// what a call's argument is when its label says nothing.
        package var words: [String] = []
    }

    /// One function name: the color type it returns as written (`Color`, `NSColor`), the type
    /// whose static member it is (nil: a free function), and its numeric signatures.
    package struct Function: Sendable, Equatable {
        package var returnType: String
        package var owner: String?
        package var signatures: Set<Signature>
        /// The byte order of an 8-digit hex code when the body says it (`HexByteOrder`); nil: not read.
        package var hexOrder: Configuration.HexOrder? = nil
        /// A member of a type of the app's other than a color type whose body passes its light and
        /// dark hex strings to a hex initializer or factory (`hexHelperBody`): Hakumai's
        /// `UIHelper.colorIf(light: String, dark: String) -> NSColor` building `NSColor(hex: dark)`.
        package var buildsHexPair = false
    }

    /// Function name → its declarations. A name declared both free and as a member, or
    /// returning two types, is dropped: which one a call means is not known.
    private(set) var functions: [String: Function] = [:]
    private var ambiguous: Set<String> = []

    /// A color type's name as written (`Color`) → the first label (`_` for none) of its initializers
    /// the tree declares with an integer first parameter → how their bodies read an 8-digit value
    /// (`HexInitializerOrder`): `init(hex: UInt)` reading `(hex >> 16) & 0xFF` as red ignores the top byte.
    private(set) var hexInitializers: [String: [String: HexInitializerOrder]] = [:]

    /// A color type's name as written → the first labels of its initializers the tree declares
    /// that parse a hex string (`HexStringInitializer`) → the order their bodies read eight digits in
    /// (nil: not said, or two declarations disagree).
    private(set) var hexStringInitializers: [String: [String: Configuration.HexOrder?]] = [:]

    /// A color type's name as written (`UIColor`) → the argument labels (`_` for none) of its
    /// initializers the tree declares whose body builds a dynamic provider
    /// (`convenience init(red: CGFloat, green: CGFloat, blue: CGFloat) { self.init(dynamicProvider: …) }`):
    /// a constructor call with those labels is the app's own Dark Mode decision, no fixed color.
    private(set) var dynamicInitializers: [String: Set<[String]>] = [:]

    /// A color type's name as written → the argument labels of its initializers the tree declares
    /// whose body divides the alpha by 100 (Nightlight's `convenience init(red: Int, green: Int,
    /// blue: Int, alpha: Int) { self.init(…, alpha: CGFloat(alpha) / 100.0) }`, "the alpha
    /// component of the color (0-100)"): `alpha: 100` is opaque. Read as 0–255, every palette
    /// color of the app was 39 % opaque (#F2616264), its opaque red text faint after `fix`.
    private(set) var percentAlphaInitializers: [String: Set<[String]>] = [:]

    /// A color type's name as written → the argument labels of its initializers the tree declares
    /// that pass a light and a dark `String` parameter to a hex initializer (`hexHelperBody`):
    /// mytonwallet's `convenience init(light: String, dark: String) { self.init { … UIColor(hex: light)
    /// : UIColor(hex: dark) } }`. `UIColor(light: "#F86C64", dark: "#E85C54")` is the app's own pair of
    /// hard-coded colors, found as the same helper written as a static function is (session 40, recall40c-v5).
    private(set) var hexPairInitializers: [String: Set<[String]>] = [:]

    package init() {}

    package var isEmpty: Bool {
        functions.isEmpty && ambiguous.isEmpty && dynamicInitializers.isEmpty && percentAlphaInitializers.isEmpty && hexInitializers.isEmpty
            && hexStringInitializers.isEmpty && hexPairInitializers.isEmpty
    }

    package func function(named name: String) -> Function? { functions[name] }

    var all: [String: Function] { functions }

    mutating func add(_ other: ColorFunctions) {
        for (type, byLabel) in other.hexInitializers {
            for (label, order) in byLabel { addHexInitializer(type, label, order) }
        }
        for (type, byLabel) in other.hexStringInitializers {
            for (label, order) in byLabel { addHexStringInitializer(type, HexStringInitializer.Declared(label: label, order: order)) }
        }
        for (name, f) in other.functions { add(name, f) }
        for name in other.ambiguous { drop(name) }
        for (type, labels) in other.dynamicInitializers { dynamicInitializers[type, default: []].formUnion(labels) }
        for (type, labels) in other.percentAlphaInitializers { percentAlphaInitializers[type, default: []].formUnion(labels) }
        for (type, labels) in other.hexPairInitializers { hexPairInitializers[type, default: []].formUnion(labels) }
    }

    private mutating func addHexInitializer(_ type: String, _ label: String, _ order: HexInitializerOrder) {
        hexInitializers[type, default: [:]][label] = hexInitializers[type]?[label].map { $0.merged(with: order) } ?? order
    }

    private mutating func addHexStringInitializer(_ type: String, _ declared: HexStringInitializer.Declared) {
        if let known = hexStringInitializers[type]?[declared.label] {
            let merged: Configuration.HexOrder? = known == declared.order ? known : nil
            hexStringInitializers[type]![declared.label] = .some(merged)
        } else {
            hexStringInitializers[type, default: [:]][declared.label] = .some(declared.order)
        }
    }

    private mutating func add(_ name: String, _ f: Function) {
        guard !ambiguous.contains(name) else { return }
        guard var known = functions[name] else { functions[name] = f; return }
        guard known.returnType == f.returnType, known.owner == f.owner else { drop(name); return }
        known.signatures.formUnion(f.signatures)
        if known.hexOrder != f.hexOrder { known.hexOrder = nil }
        functions[name] = known
    }

    private mutating func drop(_ name: String) {
        ambiguous.insert(name)
        functions[name] = nil
    }

    /// The numeric types a parameter of such a function has: integers (components 0–255, a hex
    /// code) and floating point (components 0–1, an alpha).
    static let integerTypes: Set<String> = ["Int", "UInt", "Int8", "UInt8", "Int16", "UInt16", "Int32", "UInt32", "Int64", "UInt64"]
    static let floatTypes: Set<String> = ["CGFloat", "Double", "Float"]

    static let arrow = ByteFinder("->")

    /// The functions a Swift file declares at top level or as a type's `static`/`class` member
    /// that return a type named like a color type (`-> Color`, resolved against the run's types
    /// in detection) from numeric parameters alone; nil when none. Only a file whose bytes
    /// return such a type (`-> …olor`) is tokenized. `mentionsColor`: the bytes hold `olor`.
    static func read(_ bytes: [UInt8], path: String, mentionsColor: Bool = true) -> ColorFunctions? {
        guard mayDeclare(bytes, mentionsColor: mentionsColor) else { return nil }
        let file = SwiftSource(path: path, bytes: bytes)
        return read(file, tree: SyntaxTree(file))
    }

    /// Whether the bytes may declare one (`read` tokenizes only such a file).
    static func mayDeclare(_ bytes: [UInt8], mentionsColor: Bool) -> Bool {
        mentionsColor && (mayDeclare(bytes) || bytes.containsSequence(Array("init".utf8))
            && (DynamicProviderBody.mayHold(bytes) || percentFinders.contains { $0.occurs(in: bytes) } || HexInitializerOrder.mayDeclare(bytes)
                || HexStringInitializer.mayDeclare(bytes)))
    }

    static let percentFinders = [ByteFinder("/ 100"), ByteFinder("/100")]

    /// `alpha` (the parameter's name) divided by 100 in the initializer's body at `open`:
    /// `CGFloat(alpha) / 100.0`, `alpha / 100`.
    static func dividesAlphaByHundred(_ file: SwiftSource, name: String, open: Int) -> Bool {
        guard let close = file.matchingClose(open) else { return false }
        for k in (open + 1)..<close where file.codeIs(k, name) {
            var n = k + 1
            if file.isChar(n, ")") { n += 1 }
            if file.isChar(n, "/"), ["100", "100.0"].contains(file.text(code: n + 1)) { return true }
        }
        return false
    }

    /// The same of a file already tokenized, with its tree (the screening shares both).
    static func read(_ file: SwiftSource, tree: SyntaxTree) -> ColorFunctions? {
        var out = ColorFunctions()
        let hexReaders = HexStringInitializer.readers(file, tree: tree)
        for scope in tree.scopes {
            if case .function(.`init`) = scope.kind, let parent = scope.parent, case .type = tree.scopes[parent].kind,
               let type = tree.scopes[parent].name?.split(separator: ".").last.map(String.init),
               let declared = HexStringInitializer.read(file, keyword: scope.keywordToken, open: scope.open, readers: hexReaders) {
                out.addHexStringInitializer(type, declared)
            }
            if case .function(.`init`) = scope.kind, let parent = scope.parent, case .type = tree.scopes[parent].kind,
               let type = tree.scopes[parent].name?.split(separator: ".").last.map(String.init),
               let (label, order) = HexInitializerOrder.read(file, keyword: scope.keywordToken, open: scope.open) {
                out.addHexInitializer(type, label, order)
            }
            if case .function(.`init`) = scope.kind, let parent = scope.parent, case .type = tree.scopes[parent].kind,
               let type = tree.scopes[parent].name, type.hasSuffix("Color"), hexHelperBody(file, name: scope.keywordToken, open: scope.open),
               let labels = initializerLabels(file, keyword: scope.keywordToken, open: scope.open) {
                out.hexPairInitializers[type, default: []].insert(labels)
                continue
            }
            if case .function(.`init`) = scope.kind, let parent = scope.parent, case .type = tree.scopes[parent].kind,
               let type = tree.scopes[parent].name, type.hasSuffix("Color"), DynamicProviderBody.holdsProvider(file, open: scope.open),
               let labels = initializerLabels(file, keyword: scope.keywordToken, open: scope.open) {
                out.dynamicInitializers[type, default: []].insert(labels)
                continue
            }
            if case .function(.`init`) = scope.kind, let parent = scope.parent, case .type = tree.scopes[parent].kind,
               let type = tree.scopes[parent].name, type.hasSuffix("Color"), let paren = Optional(scope.keywordToken + 1),
               file.codeIs(scope.keywordToken, "init"), file.isChar(paren, "("), let close = file.matchingClose(paren), close < scope.open,
               let alpha = ParameterClause.parameters(paren, close, in: file).last, alpha.label == "alpha", let name = alpha.name,
               dividesAlphaByHundred(file, name: name, open: scope.open),
               let labels = initializerLabels(file, keyword: scope.keywordToken, open: scope.open) {
                out.percentAlphaInitializers[type, default: []].insert(labels)
                continue
            }
            guard case .function(.func) = scope.kind, let name = scope.name, scope.nameToken >= 0,
                  let parent = scope.parent else { continue }
            let owner = tree.scopes[parent]
            let isStatic = scope.modifiers.contains("static") || scope.modifiers.contains("class")
            switch owner.kind {
            case .file: break
            case .type where isStatic: break
            default: continue
            }
            guard let (signature, returnType) = numericSignature(file, name: scope.nameToken, open: scope.open) else { continue }
            // A function whose body builds a dynamic provider is the app's own Dark Mode decision
            // (GoMap's `DynamicColor(red:green:blue:alpha:)`, session 21 F17): its calls are no
            // fixed color. Dropped as an ambiguous name is, so that no other file's declaration of
            // the name makes them one.
            // Not so a helper of one light and one dark code (`static func dynamic(light: UInt32, dark: UInt32) -> Color`
            // building `UIColor { … ? dark : light }`): each argument is one appearance's color, the app's pair that
            // `AppearanceChoices` reads per literal (its calls were no finding, no token: session 36's intent36x V1).
            if DynamicProviderBody.holdsProvider(file, open: scope.open) {
                guard case .lightDark? = ColorFunctionCallDetector.reading(signature.words.map { Optional($0) }, functionName: name) else { out.drop(name); continue }
            }
            var f = Function(returnType: returnType, owner: owner.isType ? owner.name : nil, signatures: [signature])
            f.hexOrder = HexByteOrder.read(file, open: scope.open)
            f.buildsHexPair = owner.isType && hexHelperBody(file, name: scope.nameToken, open: scope.open)
            out.add(name, f)
        }
        return out.isEmpty ? nil : out
    }

    /// Whether the body at `open` of the function named at `name` passes its `String` parameters
    /// labeled for each appearance (`light`, `dark`), each as a whole argument, to a hex initializer
    /// or factory: `NSColor(hex: dark)`, `UIColor.fromHex(light)`. Hakumai's `colorIf(light:dark:)`
    /// (UIHelper.swift) picks one by `isDarkMode` at call time; its three pairs of the app's own
    /// light and dark hex colors were missed (review 29 B5). A helper taking two strings for
    /// anything else (`NSColor(named: dark)`, an image's name) is no such function.
    static func hexHelperBody(_ file: SwiftSource, name: Int, open: Int) -> Bool {
        let paren = name + 1
        guard file.isChar(paren, "("), let close = file.matchingClose(paren), let end = file.matchingClose(open) else { return false }
        var sides: [Appearance: String] = [:]
        for p in ParameterClause.segments(paren, close, in: file) {
            guard let colon = p.colon, file.isWord(colon - 1), file.codeIs(colon + 1, "String") else { continue }
            let label = file.text(code: p.first)
            if let side = AppearanceLabels.hexParameterSide(label == "_" ? file.text(code: colon - 1) : label) { sides[side] = file.text(code: colon - 1) }
        }
        guard let light = sides[.light], let dark = sides[.dark] else { return false }
        func passed(_ parameter: String) -> Bool {
            (open + 1..<end).contains { k in
                guard file.codeIs(k, parameter), file.isChar(k + 1, ")") || file.isChar(k + 1, ","), !file.isChar(k - 1, ".") else { return false }
                if file.isChar(k - 1, ":") { return file.isWord(k - 2) && Configuration.namesHex(file.text(code: k - 2)) }
                return file.isChar(k - 1, "(") && file.isWord(k - 2)
                    && (HexConstructorDetector.factoryNames.contains(file.text(code: k - 2)) || Configuration.namesHex(file.text(code: k - 2)))
            }
        }
        return passed(light) && passed(dark)
    }

    /// Whether `-> …olor` stands in the bytes (spaces between): the test before tokenizing.
    static func mayDeclare(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return false }
            var from = 0
            while let p = arrow.first(in: base, from: from, to: b.count) {
                from = p + 2
                var q = p + 2
                while q < b.count && (base[q] == UInt8(ascii: " ") || base[q] == UInt8(ascii: "\t")) { q += 1 }
                var e = q
                while e < b.count && CharacterClasses.isWordByte(base[e]) { e += 1 }
                if e - q >= 5 && base[e - 4] == UInt8(ascii: "o") && base[e - 3] == UInt8(ascii: "l")
                    && base[e - 2] == UInt8(ascii: "o") && base[e - 1] == UInt8(ascii: "r") { return true }
            }
            return false
        }
    }

    /// The argument labels of the initializer whose `init` keyword is at `keyword` (`_` for an
    /// unlabeled parameter): `init(red r: CGFloat, _ g: CGFloat) {` → `["red", "_"]`; nil for a
    /// failable or generic one, or a clause not read.
    static func initializerLabels(_ file: SwiftSource, keyword: Int, open: Int) -> [String]? {
        let paren = keyword + 1
        guard file.codeIs(keyword, "init"), file.isChar(paren, "("), let close = file.matchingClose(paren), close < open else { return nil }
        let params = ParameterClause.parameters(paren, close, in: file)
        guard !params.isEmpty, params.allSatisfy(\.isRead) else { return nil }
        return params.map { $0.label ?? "_" }
    }

    /// `(label name: UInt8, …) -> Color {` after the name at `name`, every parameter numeric. The
    /// color may be optional: HSTracker's `class func fromHexString(hex: String, alpha: CGFloat = 1.0)
    /// -> NSColor?` in `extension NSColor`, called `NSColor.fromHexString(hex: "#221717")!` (45 calls
    /// missed, session 28).
    private static func numericSignature(_ file: SwiftSource, name: Int, open: Int) -> (Signature, String)? {
        let paren = name + 1
        guard file.isChar(paren, "("), let close = file.matchingClose(paren), close > paren + 1,
              file.codeIs(close + 1, "->"), file.isWord(close + 2),
              close + 3 == open || close + 4 == open && (file.isChar(close + 3, "?") || file.isChar(close + 3, "!")) else { return nil }
        let returnType = file.text(code: close + 2)
        guard returnType.hasSuffix("Color") else { return nil }
        var signature = Signature(labels: [], integers: [], defaulted: [])
        for p in ParameterClause.segments(paren, close, in: file) {
            // `label name: Type [= default]` or `name: Type`, no attribute before it.
            guard let colon = p.colon, p.first == p.range.lowerBound, file.isWord(colon + 1) else { return nil }
            var label: String? = file.text(code: p.first)
            if label == "_" { label = nil }
            let type = file.text(code: colon + 1)
            let isInteger = integerTypes.contains(type)
            let word = label ?? file.text(code: colon - 1)
            // A hex string by its label or name (MeetingBar's free `hexStringToUIColor(hex: String) -> NSColor`),
            // or one of a light and a dark hex string (gem-ios's `dynamicColor(_ light: String, dark: String? = .none) -> Color`,
            // which builds `Color(hex:)` of each: its 30 palette members were missed, session 23).
            let isHexString = type == "String" && (Configuration.namesHex(word) || AppearanceLabels.side(word) != nil)
            guard isInteger || isHexString || floatTypes.contains(type) else { return nil }
            // An optional string (`dark: String? = .none`): nil leaves that side to the other.
            let after = isHexString && file.isChar(colon + 2, "?") ? colon + 3 : colon + 2
            let defaulted = file.codeIs(after, "=")
            guard defaulted || after == p.range.upperBound else { return nil }
            signature.labels.append(label)
            signature.integers.append(isInteger)
            signature.defaulted.append(defaulted)
            signature.words.append(word)
        }
        return signature.labels.isEmpty ? nil : (signature, returnType)
    }
}
