/// A fill a control shows only while the finger is down: set where its own `isHighlighted` holds
/// (`override var isHighlighted { didSet { if isHighlighted { backgroundColor = X } else { … } } }`,
/// `backgroundColor = isHighlighted ? X : Y`). Like Interface Builder's highlighted state
/// (`ControlState.pressedInterfaceBuilderKey`) it is the pressed look, not the view's background:
/// the normal fill (the document's, or the `else` arm) stays under the title. Kursvalut's keypad
/// button set its pressed `FadeOrangeColor` so; contrast paired every title with it only, and
/// init's lightened normal orange under white titles (≈1.3:1 in Dark) went unchecked (session 30's
/// review, A4, /work/s30/repro/a4).
enum PressedFills {
    /// UIKit's property true while a control (or a cell) is pressed.
    static let property = "isHighlighted"

    /// Whether the code token `k` is set only while the receiver itself is pressed: in the true arm
    /// (or `if`) of a condition on its own `isHighlighted` (`self.isHighlighted` too). A model's
    /// `item.isHighlighted` (a search hit, a featured row) is a lasting look, not a press; the
    /// true arm of `isHighlighted || isSelected` is also the selected look (`SelectionStates`).
    static func pressedOnly(_ k: Int, in file: SwiftSource, tree: SyntaxTree) -> Bool {
        guard let c = chooser(k, in: file, tree: tree), c.holds else { return false }
        let w = c.word
        guard !file.isChar(w - 1, ".") || file.codeIs(w - 2, "self") && !file.isChar(w - 3, ".") else { return false }
        let or = c.condition.contains { file.codeIs($0, "||") }
        return !(or && c.inTrueArm)
    }

    /// The `isHighlighted` condition choosing `k`: its own ternary or `if`, else an `if`/`else`
    /// around the block holding it (Kursvalut sets its fills in a `switch self.tag` inside `if isHighlighted`).
    static func chooser(_ k: Int, in file: SwiftSource, tree: SyntaxTree) -> CodeStyledViews.Chooser? {
        let named: (String) -> Bool = { $0 == property }
        if let c = CodeStyledViews.condition(of: k, in: file, tree: tree, naming: named) { return c }
        for s in tree.ancestors(of: tree.scope(at: k)) {
            let scope = tree.scopes[s]
            guard case .block(let keyword) = scope.kind, [.if, .else].contains(keyword) else { continue }
            // A token directly in that block stands for `k`.
            guard let inside = (scope.open + 1..<scope.close).first(where: { tree.scope(at: $0) == s }) else { continue }
            if let c = CodeStyledViews.condition(of: inside, in: file, tree: tree, naming: named) { return c }
        }
        return nil
    }
}
