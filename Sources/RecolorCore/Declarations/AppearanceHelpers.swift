/// The tree's own functions that choose between their two unlabeled arguments by the appearance:
/// `func adaptive<T>(_ dark: T, _ light: T) -> T { colorScheme == .dark ? dark : light }`, or a
/// provider doing it (`UIColor { $0.userInterfaceStyle == .dark ? d : l }`). A call with two
/// colors, `adaptive(.white, .black)`, is then the code's own light/dark pair, wherever the
/// function is declared: read alone, each argument became a token of its own with a proposed
/// dark, inverting the code's choice.
package struct AppearanceHelpers: Sendable, Equatable {
    /// Function name → whether its first argument is the dark one. A name declared twice with
    /// different senses is dropped.
    private(set) var firstIsDark: [String: Bool] = [:]
    private var ambiguous: Set<String> = []

    /// Function name → the type it returns as written, for the tree's functions with a light and
    /// a dark parameter (`func dynamicColor(light: PlatformColor, dark: PlatformColor) -> Color`):
    /// a call of one has the type it returns, not its arguments'. Rayon's SymbolPicker had the
    /// call replaced by a UIKit token in a `Color` property (session 17's audit, F3). A name
    /// declared with two return types is dropped.
    private(set) var pairReturnTypes: [String: String] = [:]
    private var ambiguousReturns: Set<String> = []

    /// The tree's functions with a light and a dark parameter that choose by a color's lightness
    /// (`ContrastHelpers`): a call of one is no light/dark pair.
    private(set) var contrastHelpers: Set<String> = []

    /// Functions and computed properties named as an appearance flag (`isDarkMode`) whose body
    /// answers by the app's own setting: a `case` of it returns `true` or `false` outright, or it
    /// reads `UserDefaults`. SynthOne's `KeyboardDarkMode.isDarkMode(view:)` is false for `.light`,
    /// true for `.dark`, and reads the trait collection only for `.system`: the user's keyboard
    /// theme, not the system appearance, and its arms were made tokens that follow the system
    /// (session 17's audit, F1). A condition calling one is no test of the appearance.
    private(set) var settingReaders: Set<String> = []

    /// Stored properties holding the app's own theme, a fixed case at first (`StoredThemeValues`):
    /// a `switch` over one is no test of the appearance.
    private(set) var storedThemes: Set<String> = []

    /// Computed properties named as an appearance flag that compute it from a color's brightness or
    /// from numbers (`var isDark: Bool { !primaryColor.isPerceivedDark }`, `ColorBrightnessFlags`),
    /// and the names the tree declares from the appearance too: a member asked of a value
    /// (`gradientColorManager.isDark`) under a name only the first declare is no test of the appearance.
    private var noAppearanceFlags: Set<String> = []
    private var appearanceFlags: Set<String> = []
    var colorFlags: Set<String> { noAppearanceFlags.subtracting(appearanceFlags) }

    /// The tree's computed `Bool`s testing the appearance under any name (`DeclaredAppearanceFlags`):
    /// name → whether `true` means dark. A name declared with both senses is dropped.
    private(set) var declaredFlags: [String: Bool] = [:]
    private var ambiguousFlags: Set<String> = []

    /// Labels of `Bool` parameters the tree's calls pass only tests of the appearance
    /// (`AppearanceArgumentFlags`): name → whether `true` means dark; and labels passed anything else.
    private(set) var argumentFlags: [String: Bool] = [:]
    private var mixedArguments: Set<String> = []

    /// The names a condition may test the appearance by: the declared flags, then the arguments'.
    var treeFlags: [String: Bool] {
        guard !argumentFlags.isEmpty else { return declaredFlags }
        var out = declaredFlags
        for (name, dark) in argumentFlags where !mixedArguments.contains(name) && out[name] == nil && !ambiguousFlags.contains(name) {
            out[name] = dark
        }
        return out
    }

    private mutating func addArgument(_ name: String, _ dark: Bool) {
        Self.add(name, dark, to: &argumentFlags, ambiguous: &mixedArguments)
    }

    private mutating func addFlag(_ name: String, _ dark: Bool) {
        Self.add(name, dark, to: &declaredFlags, ambiguous: &ambiguousFlags)
    }

    /// Records `value` for `name` unless the tree declares `name` twice with different values:
    /// then neither is kept, and a later declaration of it is ignored.
    private static func add<Value: Equatable>(_ name: String, _ value: Value, to known: inout [String: Value], ambiguous: inout Set<String>) {
        guard !ambiguous.contains(name) else { return }
        if let old = known[name], old != value {
            ambiguous.insert(name)
            known[name] = nil
            return
        }
        known[name] = value
    }

    package init() {}

    package var isEmpty: Bool {
        firstIsDark.isEmpty && pairReturnTypes.isEmpty && contrastHelpers.isEmpty && settingReaders.isEmpty && storedThemes.isEmpty && noAppearanceFlags.isEmpty && appearanceFlags.isEmpty
            && declaredFlags.isEmpty && ambiguousFlags.isEmpty && argumentFlags.isEmpty && mixedArguments.isEmpty
    }

    /// The type a call of the tree's light/dark function `name` returns, as written; nil when
    /// the tree declares no such function (or two of that name with different types).
    package func returnType(ofPairHelper name: String) -> String? { pairReturnTypes[name] }

    private mutating func addReturn(_ name: String, _ type: String) {
        Self.add(name, type, to: &pairReturnTypes, ambiguous: &ambiguousReturns)
    }

    /// Whether the first argument of a call of `name` is its dark color; nil for no such helper.
    package func firstArgumentIsDark(_ name: String) -> Bool? { firstIsDark[name] }

    mutating func add(_ other: AppearanceHelpers) {
        for (name, dark) in other.firstIsDark { add(name, dark) }
        for name in other.ambiguous { drop(name) }
        settingReaders.formUnion(other.settingReaders)
        storedThemes.formUnion(other.storedThemes)
        noAppearanceFlags.formUnion(other.noAppearanceFlags)
        appearanceFlags.formUnion(other.appearanceFlags)
        for (name, dark) in other.declaredFlags { addFlag(name, dark) }
        for (name, dark) in other.argumentFlags { addArgument(name, dark) }
        mixedArguments.formUnion(other.mixedArguments)
        for name in other.mixedArguments { argumentFlags[name] = nil }
        for name in other.ambiguousFlags {
            ambiguousFlags.insert(name)
            declaredFlags[name] = nil
        }
        contrastHelpers.formUnion(other.contrastHelpers)
        for (name, type) in other.pairReturnTypes { addReturn(name, type) }
        for name in other.ambiguousReturns {
            ambiguousReturns.insert(name)
            pairReturnTypes[name] = nil
        }
    }

    private mutating func add(_ name: String, _ dark: Bool) {
        guard !ambiguous.contains(name) else { return }
        if let known = firstIsDark[name], known != dark { drop(name); return }
        firstIsDark[name] = dark
    }

    private mutating func drop(_ name: String) {
        ambiguous.insert(name)
        firstIsDark[name] = nil
    }

    /// What each of the reader's three parts needs in a file's bytes, from the words the part
    /// reads by (each group: one of its words): the screening (`mayDeclare`) is derived from
    /// these and written nowhere else.
    static let needs = ByteScreening(anyOf: [
        // `adaptive<T>(_ dark: T, _ light: T) -> T` (`unlabeledPair`): two unlabeled parameters,
        // and a condition on the appearance (`darkParameter` asks `AppearanceCondition`).
        [["(_ "], AppearanceCondition.appearanceWords],
        labelRule,
        // A flag answering by the app's setting (`isFlagName`, `readsSetting`): a `Bool`.
        [AppearanceCondition.appearanceWords, ["UserDefaults", "switch"], ["Bool"]],
        // A test of the appearance passed as an argument (`AppearanceArgumentFlags`).
        [AppearanceCondition.appearanceWords, [": colorScheme", ": traitCollection", ": self.traitCollection", ": effectiveAppearance", ": UITraitCollection",
                                              "colorScheme !=", "colorScheme ==", "userInterfaceStyle !=", "userInterfaceStyle =="]],
        StoredThemeValues.screening,
    ] + ColorBrightnessFlags.screening)  // a flag computed from a color's brightness, or from the appearance

    /// `(light: A, dark: B) -> T` (`labeledPairReturnType`): a dark label, written as a label
    /// (`dark:` as `AppearanceLabels.side(at:)` reads it, the word then `:`; a space between is
    /// missed. The word alone let 104 of corpus26's 9,509 Swift files through, the label 17).
    /// The one rule that needs no appearance word.
    private static let labelRule = [AppearanceLabels.dark.sorted().map { $0 + ":" }]
    private static let labelNeeds = ByteScreening(anyOf: [labelRule])

    /// Whether `bytes` may declare a helper.
    static func mayDeclare(_ bytes: [UInt8]) -> Bool { needs.mayHold(bytes) && mayHoldAsWords(bytes) }

    /// The same where the screening's words were looked for already (in its one pass).
    static func mayDeclare(_ words: ScreeningWords, _ bytes: [UInt8]) -> Bool { words.appearanceHelper && mayHoldAsWords(bytes) }

    /// Of a file whose words hold a rule: the appearance word of the other two rules standing as a
    /// word (`AppearanceCondition.mayStandAsWord`), or the label rule. A second look at the few
    /// files the words keep (276 of corpus26's 9,438), not a word of the one pass.
    private static func mayHoldAsWords(_ bytes: [UInt8]) -> Bool {
        AppearanceCondition.mayStandAsWord(bytes) || labelNeeds.mayHold(bytes)
    }

    /// The helpers a Swift file declares; nil when none.
    static func read(_ bytes: [UInt8], path: String) -> AppearanceHelpers? {
        guard mayDeclare(bytes) else { return nil }
        let file = SwiftSource(path: path, bytes: bytes)
        return read(file, tree: SyntaxTree(file))
    }

    /// The helpers `file` declares, from its tokens and scopes (the screening shares them); nil when none.
    static func read(_ file: SwiftSource, tree: SyntaxTree) -> AppearanceHelpers? {
        let condition = AppearanceCondition(file: file)
        var out = AppearanceHelpers()
        let flags = ColorBrightnessFlags.properties(in: file)
        out.noAppearanceFlags = flags.noAppearance
        out.appearanceFlags = flags.appearance
        out.storedThemes = StoredThemeValues.names(in: file, tree: tree)
        for (name, dark) in DeclaredAppearanceFlags.read(file, tree: tree, condition: condition) { out.addFlag(name, dark) }
        let arguments = AppearanceArgumentFlags.read(file, condition: condition)
        for (name, dark) in arguments.flags { out.addArgument(name, dark) }
        out.mixedArguments.formUnion(arguments.mixed)
        for scope in tree.scopes {
            if case .function(.func) = scope.kind, let name = scope.name, scope.nameToken >= 0,
               let returned = labeledPairReturnType(file, name: scope.nameToken, open: scope.open) {
                out.addReturn(name, returned)
                if let close = file.matchingClose(scope.open), ContrastHelpers.choosesByLightness(file, from: scope.open + 1, to: close - 1) {
                    out.contrastHelpers.insert(name)
                }
            }
            if let name = scope.name, scope.nameToken >= 0, isFlagName(name), readsSetting(file, body: scope.open) {
                switch scope.kind {
                case .function(.func), .function(.property): out.settingReaders.insert(name)
                default: break
                }
            }
            guard case .function(.func) = scope.kind, let name = scope.name, scope.nameToken >= 0,
                  let params = unlabeledPair(file, name: scope.nameToken, open: scope.open),
                  let close = file.matchingClose(scope.open),
                  let dark = darkParameter(file, condition: condition, from: scope.open + 1, to: close - 1, params: params) else { continue }
            out.add(name, dark == params.0)
        }
        return out.isEmpty ? nil : out
    }

    /// `<T>(_ a: T, _ b: T) -> T {` after the name at `name`: the two parameters' names.
    static func unlabeledPair(_ file: SwiftSource, name: Int, open: Int) -> (String, String)? {
        var paren = name + 1
        if file.isChar(paren, "<") {
            while paren < open, !file.isChar(paren, ">") { paren += 1 }
            paren += 1
        }
        guard file.isChar(paren, "("), let close = file.matchingClose(paren), close < open else { return nil }
        // `_ name: T` twice, nothing else in the clause (no attribute, default or trailing comma).
        let params = ParameterClause.segments(paren, close, in: file)
        guard params.count == 2, params[1].range.upperBound == close,
              let a = params[0].colon, let b = params[1].colon,
              params.allSatisfy({ $0.first == $0.range.lowerBound && $0.hasSeparateLabel && file.codeIs($0.first, "_") && $0.colon! + 2 == $0.range.upperBound }),
              file.isWord(a + 1), file.isWord(b + 1), file.text(code: a + 1) == file.text(code: b + 1),
              file.codeIs(close + 1, "->"), file.codeIs(close + 2, file.text(code: a + 1)), close + 3 == open else { return nil }
        return (file.text(code: a - 1), file.text(code: b - 1))
    }

    static func isFlagName(_ name: String) -> Bool {
        AppearanceCondition.conventionalFlags[name] != nil || AppearanceCondition.namedFlag(name) != nil
    }

    /// Whether the body opened at `open` answers by the app's setting: a `switch` on something
    /// other than the appearance (`switch self` of the app's theme enum) with a `case` or
    /// `default` that returns a literal `Bool`, or a read of `UserDefaults`. A switch on the
    /// appearance (stats' `switch effectiveAppearance.name { case .darkAqua: return true … }`) and
    /// an availability fallback (`if #available(…) { … } else { return false }`) are no setting.
    static func readsSetting(_ file: SwiftSource, body open: Int) -> Bool {
        guard file.isChar(open, "{"), let close = file.matchingClose(open) else { return false }
        var k = open + 1
        while k < close {
            if file.codeIs(k, "UserDefaults") { return true }
            if file.codeIs(k, "switch"), let brace = (k + 1..<close).first(where: { file.isChar($0, "{") }), let end = file.matchingClose(brace),
               !(k + 1..<brace).contains(where: { readsAppearance(file.text(code: $0)) }),
               (brace + 1..<end).contains(where: { r in
                   file.codeIs(r, "return") && (file.codeIs(r + 1, "true") || file.codeIs(r + 1, "false")) && file.isChar(r - 1, ":")
               }) {
                return true
            }
            k += 1
        }
        return false
    }

    /// A word of a switch's subject that reads the appearance (`effectiveAppearance`, `NSAppearance`,
    /// `userInterfaceStyle`, `colorScheme`, `traitCollection`).
    static func readsAppearance(_ word: String) -> Bool {
        word.contains("ppearance") || ["userInterfaceStyle", "colorScheme", "traitCollection", "style"].contains(word)
    }

    /// `(light: A, dark: B) -> T {` after the name at `name` (any of `AppearanceLabels`, other
    /// parameters beside them, a generic clause before): `T` as written (`Color`, `SwiftUI.Color`).
    static func labeledPairReturnType(_ file: SwiftSource, name: Int, open: Int) -> String? {
        var paren = name + 1
        if file.isChar(paren, "<") {
            while paren < open, !file.isChar(paren, ">") { paren += 1 }
            paren += 1
        }
        guard file.isChar(paren, "("), let close = file.matchingClose(paren), close < open, file.codeIs(close + 1, "->") else { return nil }
        var sides: Set<Appearance> = []
        // A parameter's external label: its first word.
        for p in ParameterClause.segments(paren, close, in: file) {
            if let side = AppearanceLabels.side(at: p.range.lowerBound, in: file) { sides.insert(side) }
        }
        guard sides == [.light, .dark] else { return nil }
        var type = ""
        var k = close + 2
        while k < open, file.isWord(k) || file.isChar(k, ".") {
            type += file.text(code: k)
            k += 1
        }
        guard k == open || file.codeIs(k, "where"), !type.isEmpty else { return nil }
        return type
    }

    /// The parameter the body `from...to` returns in dark: `[return] COND ? a : b`, the same as
    /// the whole body of a provider (`UIColor { t in … }`), or `if COND { return a } [else] {
    /// return b }` (`return b` after the `if` too).
    static func darkParameter(_ file: SwiftSource, condition: AppearanceCondition, from: Int, to: Int, params: (String, String)) -> String? {
        var s = from, e = to
        // A provider's body: `Type { t in … }`, `Type(dynamicProvider: { t in … })`.
        if file.isWord(s), let open = (s...min(s + 4, e)).first(where: { file.isChar($0, "{") }), let close = file.matchingClose(open),
           close == e || close + 1 == e && file.isChar(e, ")") {
            s = open + 1
            e = close - 1
            if let inAt = (s...min(s + 8, e)).first(where: { file.codeIs($0, "in") }) { s = inAt + 1 }
        }
        if file.codeIs(s, "return") { s += 1 }
        func isParam(_ k: Int, _ name: String) -> Bool { file.codeIs(k, name) && (file.isWord(k)) }
        let (a, b) = params
        // `COND ? x : y`.
        if e - 3 > s, file.isChar(e - 1, ":"), file.isChar(e - 3, "?"),
           (isParam(e - 2, a) && isParam(e, b)) || (isParam(e - 2, b) && isParam(e, a)) {
            guard let dark = condition.trueBranchIsDark(s, e - 4) else { return nil }
            let first = file.text(code: e - 2), second = file.text(code: e)
            return dark ? first : second
        }
        // `if COND { return x } [else {] return y [}]`.
        guard file.codeIs(s, "if"), let open = (s...min(s + 64, e)).first(where: { file.isChar($0, "{") }),
              file.codeIs(open + 1, "return"), file.isWord(open + 2), file.isChar(open + 3, "}") else { return nil }
        var k = open + 4
        var braces = false
        if file.codeIs(k, "else") { guard file.isChar(k + 1, "{") else { return nil }; k += 2; braces = true }
        guard file.codeIs(k, "return"), file.isWord(k + 1), k + 1 + (braces ? 1 : 0) == e, !braces || file.isChar(e, "}") else { return nil }
        let first = file.text(code: open + 2), second = file.text(code: k + 1)
        guard Set([first, second]) == Set([a, b]), let dark = condition.trueBranchIsDark(s + 1, open - 1) else { return nil }
        return dark ? first : second
    }
}
