/// The `switch` whose body holds a `case` label: its brace and its subject as written. One query
/// for the readers that judge a case by what is switched over (`DarkStyleCase`, `ThemeSwitchArms`:
/// each had its own walk, the same lines twice).
enum SwitchOfCase {
    /// For the `case` (or any token of the switch's body) at code index `c`: the body's `{` and the
    /// subject between `switch` and it, joined on one line; nil when no `switch` opens that body
    /// within 20 tokens of its brace.
    static func of(caseAt c: Int, in file: SwiftSource) -> (brace: Int, subject: String)? {
        var b = c - 1
        while b > 0, !file.isChar(b, "{") {
            if file.isChar(b, "}") || file.isChar(b, ")") || file.isChar(b, "]") { guard let o = file.matchingOpen(b) else { return nil }; b = o - 1; continue }
            b -= 1
        }
        guard b > 1 else { return nil }
        var s = b - 1
        var steps = 0
        while s > 0, steps < 20, !file.codeIs(s, "switch") {
            if file.isChar(s, ")") || file.isChar(s, "]") { guard let o = file.matchingOpen(s) else { return nil }; s = o }
            s -= 1
            steps += 1
        }
        guard file.codeIs(s, "switch"), s + 1 < b else { return nil }
        return (b, (s + 1..<b).map { file.text(code: $0) }.joined())
    }

    /// The names of the enum cases the labels of the switch body opening at `brace` match
    /// (`case .white:`, `case .pink, .blue:`), in order; nested switches' labels are not read.
    static func caseNames(brace: Int, in file: SwiftSource) -> [String] {
        guard let close = file.matchingClose(brace) else { return [] }
        var names: [String] = []
        var j = brace + 1
        while j < close {
            if file.isChar(j, "{") || file.isChar(j, "(") || file.isChar(j, "[") { j = (file.matchingClose(j) ?? close) + 1; continue }
            if file.codeIs(j, "case"), file.kind(j) == .keyword {
                var n = j + 1
                while n < close, !file.isChar(n, ":") {
                    if file.isChar(n, "."), file.isWord(n + 1), file.codeIs(n - 1, "case") || file.isChar(n - 1, ",") { names.append(file.text(code: n + 1)) }
                    n += 1
                }
                j = n
            }
            j += 1
        }
        return names
    }

    /// The `case` or `default` label whose statements hold code index `k` (groups and blocks before
    /// `k` passed over): its code index; nil when an opening brace (the switch's own, or a block's)
    /// comes first, or none within `limit` tokens. `ThemeSwitchArms` and `ColorKeyedCase` judge
    /// the case holding a color by it.
    static func label(holding k: Int, in file: SwiftSource, limit: Int) -> Int? {
        var j = k - 1
        var steps = 0
        while j > 2, steps < limit {
            steps += 1
            if file.isChar(j, ")") || file.isChar(j, "]") || file.isChar(j, "}") { guard let o = file.matchingOpen(j) else { return nil }; j = o - 1; continue }
            if file.isChar(j, "{") { return nil }
            if file.codeIs(j, "default"), file.isChar(j + 1, ":") { return j }
            if file.codeIs(j, "case"), file.kind(j) == .keyword { return j }
            j -= 1
        }
        return nil
    }
}
