/// A type's stored color property that starts as a token (`@Published var bgColor: Color = .white`)
/// and that views of other types read (`.foregroundColor(model.bgColor)`): each read is a use of
/// that token where it is drawn. nightguard's reading is such a view model's white over the
/// screen's black; `contrast` saw no pair there (exit 4: "a stored property"), so nothing checked
/// what init's dark made of it (session 27's review, F12, /work/s27/repro/r12).
///
/// A name is read this way only when the tree declares it once (`var`/`let`): a second
/// declaration (a view's own computed `bgColor`, another type's property) may be what a read
/// means. Its start value is what a run-time assignment changes later; the check is of that value.
extension TokenExpressions {
    /// The stored instance members declared in `files` as a use alone (`var NAME: T = USE`,
    /// `let NAME = USE`, attributes and access before it; not `static`/`class`, not a function's
    /// local), by name; a name given two tokens is left out.
    func storedMembers(declaredIn files: [(file: SwiftSource, reports: [Report])], tokenOf: (Report) -> String?) -> [String: String] {
        var out: [String: String] = [:]
        var clashed: Set<String> = []
        for (file, reports) in files where file.bytes.containsSequence(Array("var ".utf8)) || file.bytes.containsSequence(Array("let ".utf8)) {
            var tree: SyntaxTree?
            let findingEnd = Self.findingEnds(in: file, reports: reports, tokenOf: tokenOf)
            for use in uses(in: file, reports: reports, tokenOf: tokenOf) {
                guard let name = StoredColorMembers.declaredName(valueAt: use.code, in: file) else { continue }
                // The value is the use alone (a `!` after it allowed).
                var end = findingEnd[use.code] ?? self.end(ofUseAt: use.code, in: file)
                if file.isChar(end + 1, "!") { end += 1 }
                guard end + 1 >= file.code.count || file.isChar(end + 1, "}") || file.isChar(end + 1, ";")
                        || file.lineBreakBetween(end, end + 1) && !file.isChar(end + 1, ".") && file.code[end + 1].kind != .operator else { continue }
                if tree == nil { tree = SyntaxTree(file) }
                // A member of a type (only types around it), not a local of a function or closure.
                guard !HarvestedPairs.enclosingTypes(at: use.code, in: tree!).isEmpty else { continue }
                if let had = out[name], had != use.token { clashed.insert(name) }
                out[name] = use.token
            }
        }
        for name in clashed { out[name] = nil }
        return out
    }

    /// These expressions and the stored members `members` (name → token), read where a chain of
    /// another value names them (`model.bgColor`).
    func adding(storedMembers members: [String: String]) -> TokenExpressions {
        guard !members.isEmpty else { return self }
        var copy = self
        for (name, token) in members where copy.storedMembers[name] == nil {
            copy.storedMembers[name] = token
            copy.memberFinders.append(ByteFinder(name))
        }
        return copy
    }

    /// The stored member read at code token `k` (its name), and where the read's chain starts:
    /// `model.bgColor`, `self.viewModel.bgColor`, `model?.bgColor`; not an assignment to it, a call,
    /// a label, an implicit member (`.bgColor`), nor a color type's own member (`UIColor.bgColor`).
    func storedMemberToken(at k: Int, in file: SwiftSource) -> (String, Int)? {
        guard file.isWord(k), file.isChar(k - 1, "."), let token = storedMembers[file.text(code: k)] else { return nil }
        if file.isChar(k + 1, "(") || file.isChar(k + 1, ":") || file.codeIs(k + 1, "=") { return nil }
        var j = k - 2
        var first = -1
        while j >= 0 {
            if file.isChar(j, "?") || file.isChar(j, "!") { j -= 1; continue }
            guard file.isWord(j) else { break }
            first = j
            if file.isChar(j - 1, ".") { j -= 2; continue }
            break
        }
        guard first >= 0, !TokenExpressions.setInitializerTypes.contains(file.text(code: first)) else { return nil }
        return (token, first)
    }
}

enum StoredColorMembers {
    /// The name a declaration gives the value starting at code token `u` (`var NAME: Color = u`,
    /// `@Published private(set) var NAME = u`), when it is no `static` or `class` member.
    static func declaredName(valueAt use: Int, in file: SwiftSource) -> String? {
        // An implicit member's finding starts at its name (`= .white`).
        let u = file.isChar(use - 1, ".") && !file.isWord(use - 2) ? use - 1 : use
        guard u >= 3, file.codeIs(u - 1, "=") else { return nil }
        var n = u - 2
        // A type annotation: `NAME: Color`, `NAME: Color?`, `NAME: SwiftUI.Color`.
        if file.isChar(n, "?") || file.isChar(n, "!") { n -= 1 }
        if file.isWord(n) {
            var t = n
            while t >= 2, file.isChar(t - 1, "."), file.isWord(t - 2) { t -= 2 }
            if file.isChar(t - 1, ":"), file.isWord(t - 2) { n = t - 2 }
        }
        guard file.isWord(n), n >= 1, file.codeIs(n - 1, "var") || file.codeIs(n - 1, "let") else { return nil }
        // The modifiers before `var` on its line: no type member (`static`, `class`).
        var m = n - 2
        while m >= 0, !file.lineBreakBetween(m, m + 1) {
            if file.codeIs(m, "static") || file.codeIs(m, "class") { return nil }
            m -= 1
        }
        return file.text(code: n)
    }

    /// How often `name` is declared (`var name`, `let name`) in `files`.
    static func declarations(of names: Set<String>, in files: [SwiftSource]) -> [String: Int] {
        var out: [String: Int] = [:]
        for file in files {
            for k in file.code.indices where file.codeIs(k, "var") || file.codeIs(k, "let") {
                guard file.isWord(k + 1) else { continue }
                let name = file.text(code: k + 1)
                if names.contains(name) { out[name, default: 0] += 1 }
            }
        }
        return out
    }
}

extension TokenExpressions {
    /// Where each mapped finding's code ends (its extent is the finding's range), by the code index it
    /// starts at: a declared value is the use alone when nothing follows that end on its line.
    static func findingEnds(in file: SwiftSource, reports: [Report], tokenOf: (Report) -> String?) -> [Int: Int] {
        var ends: [Int: Int] = [:]
        for r in reports where tokenOf(r) != nil && r.finding.range == r.finding.baseRange {
            ends[file.codeIndex(atOrAfter: r.finding.range.lowerBound)] = file.codeIndex(atOrAfter: r.finding.range.upperBound) - 1
        }
        return ends
    }
}
