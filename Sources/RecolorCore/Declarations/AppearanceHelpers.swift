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

    package init() {}

    package var isEmpty: Bool { firstIsDark.isEmpty }

    /// Whether the first argument of a call of `name` is its dark color; nil for no such helper.
    package func firstArgumentIsDark(_ name: String) -> Bool? { firstIsDark[name] }

    mutating func add(_ other: AppearanceHelpers) {
        for (name, dark) in other.firstIsDark { add(name, dark) }
        for name in other.ambiguous { drop(name) }
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

    /// Words one of which a file declaring such a helper holds, with `(_ ` (an unlabeled first
    /// parameter): the test before tokenizing.
    static let appearanceWords = [ByteFinder("userInterfaceStyle"), ByteFinder("colorScheme"), ByteFinder("darkAqua")]
    static let unlabeled = ByteFinder("(_ ")

    /// `mayDeclare` where the offsets of `olor` in `bytes` are known (the screening finds them for
    /// every file): `colorScheme` is told from the bytes around each, and the other two words are
    /// looked for in one pass before `(_ `, which most files hold: four passes over nearly every
    /// file were 33 M of the 1,292 M instructions of a `check --jobs 1` of purchases-ios (callgrind).
    static func mayDeclare(_ bytes: [UInt8], olor: [Int]) -> Bool {
        let n = bytes.count
        let scheme = olor.contains { p in
            p >= 1 && p + 10 <= n && bytes[p - 1] == UInt8(ascii: "c") && bytes[(p + 4)..<(p + 10)].elementsEqual(schemeBytes)
        }
        guard scheme || wordsBesideColor.anyOccurs(in: bytes) else { return false }
        return bytes.withUnsafeBufferPointer { b in b.baseAddress.map { unlabeled.first(in: $0, from: 0, to: b.count) != nil } ?? false }
    }

    private static let schemeBytes = Array("Scheme".utf8)
    private static let wordsBesideColor = ByteWordSet(["userInterfaceStyle", "darkAqua"])

    static func mayDeclare(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress, unlabeled.first(in: base, from: 0, to: b.count) != nil else { return false }
            return appearanceWords.contains { $0.first(in: base, from: 0, to: b.count) != nil }
        }
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
        for scope in tree.scopes {
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
        guard file.isChar(paren, "("), let close = file.matchingClose(paren), close < open,
              file.codeIs(paren + 1, "_"), file.isWord(paren + 2), file.isChar(paren + 3, ":"), file.isWord(paren + 4),
              file.isChar(paren + 5, ","), file.codeIs(paren + 6, "_"), file.isWord(paren + 7), file.isChar(paren + 8, ":"),
              file.isWord(paren + 9), close == paren + 10, file.text(code: paren + 4) == file.text(code: paren + 9),
              file.codeIs(close + 1, "->"), file.codeIs(close + 2, file.text(code: paren + 4)), close + 3 == open else { return nil }
        return (file.text(code: paren + 2), file.text(code: paren + 7))
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
