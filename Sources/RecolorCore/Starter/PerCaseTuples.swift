/// A member that returns a tuple of colors per case of a data value (`var previewColors: (UIColor,
/// UIColor) { switch self { case .brown: let c0 = UIColor(…); let c1 = UIColor(…); return (c0, c1) … } }`,
/// Delta's Game Boy Color palettes drawn as swatches) is a table of data as a switch of one color per
/// case is (`perCaseColor`): its colors stay as written. Read as design, the "Black" swatch became
/// `UIColor.label`, white in Dark, and 19 palette colors moved (session 31's held-out check, V5).
extension FixedIntentReader {
    /// `one of 3 color tuples chosen per case of a data value (switch self)` when the color at code
    /// index `k` stands in a case (of three or more) of a switch that is the body of a member declared
    /// to return a tuple of colors, where neither the subject (its type for `self`) nor the member
    /// names a state or a style.
    func perCaseTupleColor(_ k: Int) -> String? {
        guard let label = SwitchOfCase.label(holding: k, in: file, limit: 96),
              let (brace, subject) = SwitchOfCase.of(caseAt: label, in: file), let close = file.matchingClose(brace),
              let member = syntax.tree.enclosingFunction(at: k), let name = member.name, returnsColorTuple(member.open) else { return nil }
        let cases = caseLabels(open: brace, close: close).filter { !$0.isDefault }
        guard cases.count >= Self.smallTableCases else { return nil }
        var names = Self.words(name)
        if subject == "self", let type = syntax.tree.enclosingType(at: k)?.name { names += Self.words(type) } else { names += Self.words(subject) }
        guard Set(names).isDisjoint(with: Self.stateWords) else { return nil }
        return "one of \(cases.count) color tuples chosen per case of a data value (switch \(subject))"
    }

    /// Whether the declaration whose body opens at `open` is declared with a tuple of color types
    /// (`: (UIColor, UIColor) {`, `-> (Color, Color) {`).
    func returnsColorTuple(_ open: Int) -> Bool {
        guard file.isChar(open - 1, ")"), let o = file.matchingOpen(open - 1), file.isChar(o - 1, ":") || file.codeIs(o - 1, "->") else { return false }
        let types = (o + 1..<(open - 1)).filter { file.isWord($0) }.map { file.text(code: $0) }
        return types.count >= 2 && types.allSatisfy { ["UIColor", "NSColor", "Color", "CGColor"].contains($0) }
    }
}
