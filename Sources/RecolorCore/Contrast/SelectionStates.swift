/// Whether a button's colors are drawn while it is selected or while it is not: a title color set
/// for `.selected` (or through a `selectedTextColor`) is drawn over the background the code gives
/// the selected button, a `.normal` one (or a `deselectedTextColor`) over the unselected one, when
/// the code gives the selected state a title of its own. Recast's `FillNumberButton` sets
/// `fillColor = .sea`, `setTitleColor(.sea, for: .normal)`, `setTitleColor(.offWhite, for: .selected)`
/// and, in its `isSelected` observer, `if self.isSelected { backgroundColor = fillColor } else
/// { backgroundColor = unfillColor }`: its normal sea title was checked on the sea fill, a pair
/// never drawn, 1.00:1 FAIL (session 29's review, A6).
enum SelectionStates {
    /// The property that selects a button (`isSelected`), the word a background's condition names.
    static let property = ControlState.selectedProperty

    /// Whether a color is drawn while selected (true) or while not (false).
    typealias Selected = Bool

    /// The selection a foreground at code token `use`, set through `via` (code index, or -1), is drawn
    /// in: `setTitleColor(X, for: .selected)` or a `selected…` property selected; `for: .normal` or a
    /// `deselected…`/`unselected…` property not selected, but only where `receiverHasSelectedTitle`
    /// (a state with no title of its own draws the normal one); nil for every selection.
    static func foreground(at use: Int, via: Int, in file: SwiftSource, receiverHasSelectedTitle: Bool) -> Selected? {
        let state: String?
        if let word = StateTitles.stateWord(after: use, in: file) { state = word }
        else if via >= 0 { state = ContextPart.drawnState(file.text(code: via)) }
        else { state = nil }
        switch state {
        case "selected": return true
        case "normal", "deselected", "unselected": return receiverHasSelectedTitle ? false : nil
        default: return nil
        }
    }

    /// Whether a foreground at `use` (through `via`) names the selected state.
    static func isSelectedTitle(at use: Int, via: Int, in file: SwiftSource) -> Bool {
        if let word = StateTitles.stateWord(after: use, in: file) { return word == ControlState.selectedInterfaceBuilderKey }
        return via >= 0 && ContextPart.drawnState(file.text(code: via)) == "selected"
    }

    /// The selection a background at code token `use` is drawn in: chosen by the receiver's own
    /// `isSelected` (`if isSelected { backgroundColor = X }`, `isSelected ? X : Y`); or, set
    /// through a stored color property of its type (`fillColor = X`, `via` its name), the
    /// selection every place reading that property into `backgroundColor` is chosen by. Nil when
    /// drawn in both, or when any read is in neither.
    static func background(at use: Int, via: Int, in file: SwiftSource, tree: SyntaxTree) -> Selected? {
        if let s = chosen(use, in: file, tree: tree) { return s }
        guard via >= 0, file.isWord(via), !file.codeIs(via, "backgroundColor"), file.codeIs(via + 1, "="),
              let type = tree.enclosingType(at: use), let close = file.matchingClose(type.open) else { return nil }
        let name = file.text(code: via)
        var found: Selected?
        var reads = 0
        for m in type.open..<close where file.codeIs(m, name) && m != via {
            // A read: not declared, not assigned to, not another value's member (`self.` allowed).
            guard !file.codeIs(m - 1, "var"), !file.codeIs(m - 1, "let"), !(file.codeIs(m + 1, "=") && file.kind(m + 1) == .operator),
                  !file.isChar(m - 1, ".") || file.codeIs(m - 2, "self") && !file.isChar(m - 3, ".") else { continue }
            guard let target = assignedProperty(readAt: m, in: file) else { continue }
            // Read into another property (`layer.borderColor = fillColor.cgColor`): not the background.
            guard file.codeIs(target, "backgroundColor") else { continue }
            guard let s = chosen(m, in: file, tree: tree) else { return nil }
            if reads > 0, found != s { return nil }
            found = s
            reads += 1
        }
        return found
    }

    /// The selection the code token `k` is chosen in by an `isSelected` condition: true in its true arm or
    /// `if` (false under `!isSelected`); false in its false arm or `else`. Where the word is joined with
    /// others, only where the condition decides it: in the true arm of an `&&`, in the false arm of an
    /// `||`; the true arm of `isHighlighted || isSelected` is the pressed or the selected look, never
    /// the normal state's (Recast's `FillButton` is so), taken as the selected one.
    static func chosen(_ k: Int, in file: SwiftSource, tree: SyntaxTree) -> Selected? {
        guard let c = CodeStyledViews.condition(of: k, in: file, tree: tree, naming: { $0 == property }) else { return nil }
        let and = c.condition.contains { file.codeIs($0, "&&") }, or = c.condition.contains { file.codeIs($0, "||") }
        switch (and, or) {
        case (false, false): return c.holds
        case (true, false): return c.inTrueArm ? c.holds : nil
        case (false, true): return c.inTrueArm ? (c.holds ? true : nil) : c.holds
        case (true, true): return nil
        }
    }

    /// The property a read at code token `m` is assigned to on its line (`self.backgroundColor = fillColor`,
    /// `backgroundColor = isSelected ? fillColor : unfillColor`): the code index of the name before
    /// the line's first `=`, nil without one.
    static func assignedProperty(readAt m: Int, in file: SwiftSource) -> Int? {
        var j = m - 1
        while j > 0, !file.lineBreakBetween(j, j + 1) {
            if file.codeIs(j, "="), file.kind(j) == .operator, file.isWord(j - 1) { return j - 1 }
            j -= 1
        }
        return nil
    }

    /// Whether a foreground drawn in selection `fg` can lie on a background drawn in `bg`.
    static func together(_ fg: Selected?, _ bg: Selected?) -> Bool {
        guard let fg, let bg else { return true }
        return fg == bg
    }
}
