/// The alpha applied to a parenthesized ternary as a whole, which each arm is drawn with: ruuvi's
/// `(viewSource == .cards ? .white : tint).withAlphaComponent(0.1)`. Read as opaque, the white arm
/// took the opaque white's surface token (black 10 % on the dark card). The finding stays the arm
/// (the rewrite replaces it alone, the ternary's modifier stays after the parentheses); its
/// color is the arm's at that alpha, what a rule with alpha matches.
enum TernaryArmAlpha {
    /// The modifiers after the parentheses when the arm `armStart...armEnd` is a whole arm of a
    /// ternary that is the whole content of them; nil otherwise or when none follow.
    static func modifiers(armStart: Int, armEnd: Int, in file: SwiftSource, constant: (Range<Int>) -> Double?) -> Modifiers? {
        let isFirstArm = file.isChar(armStart - 1, "?") && file.code[armStart - 1].kind == .operator && file.isChar(armEnd + 1, ":")
        let isSecondArm = file.isChar(armStart - 1, ":") && file.isChar(armEnd + 1, ")")
        guard isFirstArm || isSecondArm else { return nil }
        // The `(` holding the ternary directly: a walk back over the condition's groups.
        var k = armStart - 2
        var steps = 0
        while k >= 0, steps < 256 {
            steps += 1
            if file.isChar(k, ")") || file.isChar(k, "]") {
                guard let o = file.matchingOpen(k) else { return nil }
                k = o - 1
                continue
            }
            if file.isChar(k, "(") { break }
            if file.isChar(k, "{") || file.isChar(k, "}") || file.isChar(k, "[") || file.isChar(k, ",") || file.isChar(k, ";")
                || file.codeIs(k, "=") || file.codeIs(k, "return") { return nil }
            k -= 1
        }
        guard k >= 0, file.isChar(k, "("), let close = file.matchingClose(k) else { return nil }
        // A call's parentheses are no grouping: `f(c ? .white : x).opacity(…)` is f's result.
        if k > 0, file.isWord(k - 1) || file.isChar(k - 1, ")") || file.isChar(k - 1, "]"),
           file.code[k].begin == file.code[k - 1].end { return nil }
        // The ternary is the parentheses' whole content: the second arm ends at the `)`.
        if isFirstArm {
            var m = armEnd + 2
            var depth = 0
            while m < close {
                if file.isChar(m, "(") || file.isChar(m, "[") || file.isChar(m, "{") { depth += 1 }
                if file.isChar(m, ")") || file.isChar(m, "]") || file.isChar(m, "}") { depth -= 1 }
                if depth == 0, file.isChar(m, "?") && file.code[m].kind == .operator || file.isChar(m, ",") { return nil }
                m += 1
            }
        } else if armEnd + 1 != close {
            return nil
        }
        let outer = Modifiers.scan(file, after: close, constant: constant)
        return outer.touched ? outer : nil
    }
}
