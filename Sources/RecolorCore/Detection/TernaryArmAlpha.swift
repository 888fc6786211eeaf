/// The alpha applied to a parenthesized ternary as a whole, which each arm is drawn with: ruuvi's
/// `(viewSource == .cards ? .white : tint).withAlphaComponent(0.1)`. Read as opaque, the white arm
/// took the opaque white's surface token (black 10 % on the dark card). The finding stays the arm
/// (the rewrite replaces it alone, the ternary's modifier stays after the parentheses); its
/// color is the arm's at that alpha, what a rule with alpha matches.
enum TernaryArmAlpha {
    /// The modifiers after the parentheses when the arm `armStart...armEnd` is a whole arm of a
    /// ternary that is the whole content of them; nil otherwise or when none follow.
    static func modifiers(armStart: Int, armEnd: Int, in file: SwiftSource, brackets: EnclosingGroups, constant: (Range<Int>) -> Double?) -> Modifiers? {
        let isFirstArm = file.isChar(armStart - 1, "?") && file.code[armStart - 1].kind == .operator && file.isChar(armEnd + 1, ":")
        let isSecondArm = file.isChar(armStart - 1, ":") && file.isChar(armEnd + 1, ")")
        guard isFirstArm || isSecondArm else { return nil }
        // The `(` holding the ternary directly, within 256 elements of the `?` or `:`, with no
        // `,`, `;`, `=`, `return` or closure between: a grouping, not a call's parentheses
        // (`f(c ? .white : x).opacity(…)` is f's result).
        guard let bracket = brackets.bracket(holding: armStart - 1), bracket.kind == .parenthesis, bracket.position <= 256,
              bracket.callee == nil, let close = bracket.close else { return nil }
        for e in brackets.elements(of: bracket, before: armStart - 1)
        where file.isChar(e, "}") || file.isChar(e, ",") || file.isChar(e, ";") || file.codeIs(e, "=") || file.codeIs(e, "return") {
            return nil
        }
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
