/// Views the code shows only while a flag holds (or only while it does not): `darkPanel.isHidden =
/// !isDarkMode` shows the panel only when `isDarkMode`. What lies on such a view is drawn on it only
/// in that branch: a text color chosen by the same flag is paired with it in its matching arm alone,
/// and a flag testing the appearance shows it in that appearance alone. WavesWallet-iOS's widget
/// (session 29's review, A9) hides a #2D2D2D panel in its storyboard and shows it by `isHidden =
/// !isDarkMode`, its label `isDarkMode ? .white : .black`: the black arm was checked on the panel,
/// light 1.52:1 FAIL, a pair never drawn.
struct ConditionalVisibility: Sendable, Equatable {
    /// The condition's code text (words and dots, as `CodeStyledViews.Styled.Arm` writes it).
    var condition: String
    /// Whether the view is shown when the condition holds (`isHidden = !flag`).
    var shownIfTrue: Bool
    /// The appearance the view is shown in when the condition tests the appearance, nil otherwise.
    var side: Appearance?

    static let finder = ByteFinder("isHidden")

    /// Per class (last component of its name), per member (`self` for a bare `isHidden`), the
    /// condition `file` shows it under. A member given two conditions, or a literal (`= true`), is
    /// left out: its visibility is no one flag's.
    static func read(_ file: SwiftSource, tree: SyntaxTree, into known: inout [String: [String: ConditionalVisibility?]]) {
        var appearance: AppearanceCondition?
        for k in file.code.indices where file.isWord(k) && file.codeIs(k, "isHidden") && file.codeIs(k + 1, "=") {
            guard let type = tree.enclosingType(at: k), let name = type.name else { continue }
            let className = name.split(separator: ".").last.map(String.init) ?? name
            // `panel.isHidden`, `self.panel.isHidden`, bare or `self.isHidden`.
            var member = "self"
            if file.isChar(k - 1, ".") {
                guard file.isWord(k - 2) else { continue }
                if !file.codeIs(k - 2, "self") {
                    guard !file.isChar(k - 3, ".") || (file.codeIs(k - 4, "self") && !file.isChar(k - 5, ".")) else { continue }
                    member = file.text(code: k - 2)
                }
            }
            // The value: `!flag` or `flag` (a chain of names), alone on its line.
            var from = k + 2
            let negated = file.isChar(from, "!") && file.code[from].kind == .operator
            if negated { from += 1 }
            var to = from
            while to + 1 < file.code.count, !file.lineBreakBetween(to, to + 1), !file.isChar(to + 1, ";"), !file.isChar(to + 1, "}") { to += 1 }
            let simple = to >= from && file.isWord(to) && (from...to).allSatisfy { file.isWord($0) || file.isChar($0, ".") }
            let literal = simple && from == to && (file.codeIs(from, "true") || file.codeIs(from, "false"))
            var found: ConditionalVisibility?
            if simple && !literal {
                if appearance == nil { appearance = AppearanceCondition(file: file) }
                let condition = (from...to).map { file.text(code: $0) }.joined(separator: " ")
                let side = appearance!.trueBranchIsDark(from, to).map { trueIsDark -> Appearance in (trueIsDark == negated) ? .dark : .light }
                found = ConditionalVisibility(condition: condition, shownIfTrue: negated, side: side)
            }
            if let seen = known[className]?[member], seen != found { known[className]![member] = .some(nil); continue }
            known[className, default: [:]][member] = .some(found)
        }
    }

    /// Whether a foreground that is an arm of a ternary (`condition ? a : b`) is never drawn on the
    /// view: the arm of the same condition where the view is hidden.
    func hides(_ arm: CodeStyledViews.Styled.Arm?) -> Bool {
        guard let arm, arm.condition == condition else { return false }
        return arm.isTrue != shownIfTrue
    }
}
