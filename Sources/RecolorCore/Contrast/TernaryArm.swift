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
        let bad: (Int) -> Bool = { c in
            file.isChar(c, "}") || file.isChar(c, ";") || file.isChar(c, "(") || file.isChar(c, "[") || file.isChar(c, ",") || file.isChar(c, ":")
                || file.isChar(c, "=") || file.kind(c) == .keyword && !file.codeIs(c, "self")
        }
        guard let c = backAtOneLevel(from: question - 1, steps: 24, in: file, stop: { c in
            file.isChar(c, "{") || file.codeIs(c, "return") ? true : bad(c) ? nil : false
        }), c + 1 < question else { return nil }
        var condition = ""
        for j in (c + 1)..<question { condition += file.text(code: j) }
        return (condition, isTrue)
    }

    /// The `?` of the ternary whose `:` is at `colon`, on the same level.
    static func questionMark(before colon: Int, in file: SwiftSource) -> Int? {
        backAtOneLevel(from: colon - 1, steps: 32, in: file) { j in
            if file.isChar(j, "?"), j + 1 < colon, file.lineBreakBetween(j, j + 1) || file.code[j].end < file.code[j + 1].begin { return true }
            if file.isChar(j, "{") || file.isChar(j, "}") || file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, ",") || file.isChar(j, ":") { return nil }
            return false
        }
    }

    /// The first code index back from `start` where `stop` says true, at one level (a closed `)` or
    /// `]` is stepped over to its opening), within `steps` steps; nil where `stop` says nil (give up),
    /// at the file's start or past the steps.
    static func backAtOneLevel(from start: Int, steps limit: Int, in file: SwiftSource, stop: (Int) -> Bool?) -> Int? {
        var k = start
        var steps = 0
        while k >= 0, steps < limit {
            if file.isChar(k, ")") || file.isChar(k, "]") {
                guard let open = file.matchingOpen(k) else { return nil }
                k = open - 1
                steps += 1
                continue
            }
            switch stop(k) {
            case .some(true): return k
            case .none: return nil
            case .some(false): break
            }
            k -= 1
            steps += 1
        }
        return nil
    }
}
