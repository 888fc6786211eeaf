/// An arm of a ternary that is a member's whole returned expression: `{ ok ? A : B }` (a
/// single-expression body) or `return ok ? A : B`. The condition is read as written (its
/// tokens' text), so two members choosing by `ok` are known to choose together.
enum TernaryArm {
    /// The condition and which arm (true: after `?`) holds the color starting at code token `k`
    /// (its chain: `Shades.Mint50` from `Shades` or `Mint50`); nil for anything else.
    static func of(_ k: Int, in file: SwiftSource) -> (condition: String, isTrue: Bool)? {
        var start = k
        while start >= 2, file.isChar(start - 1, "."), file.isWord(start - 2) { start -= 2 }
        guard start >= 2 else { return nil }
        let question: Int
        let isTrue: Bool
        if file.isChar(start - 1, "?") {
            question = start - 1
            isTrue = true
        } else if file.isChar(start - 1, ":"), let q = questionMark(before: start - 1, in: file) {
            question = q
            isTrue = false
        } else {
            return nil
        }
        // The condition back to the body's `{` or a `return`.
        var c = question - 1
        var steps = 0
        while c >= 0, steps < 24 {
            if file.isChar(c, ")") || file.isChar(c, "]") {
                guard let open = file.matchingOpen(c) else { return nil }
                c = open - 1
                steps += 1
                continue
            }
            if file.isChar(c, "{") || file.codeIs(c, "return") { break }
            if file.isChar(c, "}") || file.isChar(c, ";") || file.isChar(c, "(") || file.isChar(c, "[") || file.isChar(c, ",") || file.isChar(c, ":")
                || file.isChar(c, "=") || file.kind(c) == .keyword && !file.codeIs(c, "self") { return nil }
            c -= 1
            steps += 1
        }
        guard c >= 0, c + 1 < question, file.isChar(c, "{") || file.codeIs(c, "return") else { return nil }
        var condition = ""
        for j in (c + 1)..<question { condition += file.text(code: j) }
        return (condition, isTrue)
    }

    /// The `?` of the ternary whose `:` is at `colon`, on the same level.
    static func questionMark(before colon: Int, in file: SwiftSource) -> Int? {
        var j = colon - 1
        var steps = 0
        while j >= 0, steps < 32 {
            if file.isChar(j, ")") || file.isChar(j, "]") {
                guard let open = file.matchingOpen(j) else { return nil }
                j = open - 1
                steps += 1
                continue
            }
            if file.isChar(j, "?"), j + 1 < colon, file.lineBreakBetween(j, j + 1) || file.code[j].end < file.code[j + 1].begin { return j }
            if file.isChar(j, "{") || file.isChar(j, "}") || file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, ",") || file.isChar(j, ":") { return nil }
            j -= 1
            steps += 1
        }
        return nil
    }
}
