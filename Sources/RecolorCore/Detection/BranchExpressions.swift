/// `if` and `switch` expressions (Swift 5.9): `v.tintColor = switch s { case "w": .white; default: .black }`,
/// `let c: UIColor = if dark { .black } else { .white }`. A value standing first in a branch takes
/// the context of the whole `if` or `switch`, as an arm of a ternary does.
extension ContextAnalyzer {
    /// The context of a value right after the `{` at `b` that opens a branch of an `if`
    /// expression, or nil when the block is no such branch.
    func ifBranchContext(_ b: Int, depth: Int) -> ColorContext? {
        guard let keyword = branchKeyword(ofBlockAt: b, hops: 0), file.codeIs(keyword, "if" as StaticString) else { return nil }
        return context(ofExpressionAt: keyword, depth: depth + 1)
    }

    /// The context of a value right after a `case …:` or `default:` label's colon at `b` in a
    /// `switch`, or nil when the colon is no case label's.
    func switchCaseContext(_ b: Int, depth: Int) -> ColorContext? {
        guard isCaseLabelColon(b), let open = enclosing.opener(of: b), file.isChar(open, "{"),
              let keyword = branchKeyword(ofBlockAt: open, hops: 0), file.codeIs(keyword, "switch" as StaticString) else { return nil }
        return context(ofExpressionAt: keyword, depth: depth + 1)
    }

    /// Whether the `:` at `b` ends a `case` or `default` label: walking back over the pattern
    /// at its own level, the label's keyword comes before any statement boundary.
    func isCaseLabelColon(_ b: Int) -> Bool {
        var n = b - 1
        while n >= 0 && b - n < 256 {
            if let o = skipGroupBackward(n) { n = o - 1; continue }
            if file.isChar(n, "{") || file.isChar(n, "}") || file.isChar(n, ";") || file.isChar(n, ":") { return false }
            if file.code[n].kind == .keyword && !file.isChar(n - 1, ".") {
                if file.codeIs(n, "case" as StaticString) || file.codeIs(n, "default" as StaticString) { return true }
                if !Self.patternKeywords.contains(file.text(code: n)) { return false }
            }
            n -= 1
        }
        return false
    }

    /// Keywords a case pattern may hold before its colon.
    static let patternKeywords: Set<String> = ["let", "var", "is", "as", "where", "nil", "true", "false", "self", "Self", "_"]

    /// The `if` or `switch` keyword whose body (or `else` body) the `{` at `b` opens, or nil.
    /// A condition holds no bare `{` (trailing closures need parentheses there), so the walk
    /// back stops at the first brace.
    func branchKeyword(ofBlockAt b: Int, hops: Int) -> Int? {
        guard hops < Self.nestingLimit else { return nil }
        var n = b - 1
        if file.codeIs(n, "else" as StaticString) {
            // `} else {`: the chain's first `if`.
            guard file.isChar(n - 1, "}"), let open = file.matchingOpen(n - 1) else { return nil }
            return branchKeyword(ofBlockAt: open, hops: hops + 1)
        }
        while n >= 0 && b - n < 256 {
            if let o = skipGroupBackward(n) { n = o - 1; continue }
            if file.isChar(n, "{") || file.isChar(n, "}") || file.isChar(n, ";") { return nil }
            if file.code[n].kind == .keyword && !file.isChar(n - 1, ".") {
                if file.codeIs(n, "switch" as StaticString) { return n }
                if file.codeIs(n, "if" as StaticString) {
                    // `} else if c {`: the chain's first `if`.
                    if file.codeIs(n - 1, "else" as StaticString), file.isChar(n - 2, "}"), let open = file.matchingOpen(n - 2) {
                        return branchKeyword(ofBlockAt: open, hops: hops + 1)
                    }
                    return n
                }
                if Self.branchStoppers.contains(file.text(code: n)) { return nil }
            }
            n -= 1
        }
        return nil
    }

    /// Keywords that start a block of another kind, or a statement: the walk ends there.
    static let branchStoppers: Set<String> = ["guard", "while", "for", "repeat", "do", "catch", "func", "init", "subscript",
                                              "return", "in", "else", "get", "set", "didSet", "willSet", "defer"]
}
