/// The focused look of tvOS code (`FixedIntent.focusLook`): Apple's focus engine draws the focused item as a
/// white pill with black content in light and dark alike, and a tvOS focus style copies it (sing-box-for-apple's
/// ActionButtonStyle in `#if os(tvOS)`: `.foregroundStyle(isFocused ? AnyShapeStyle(.black) : AnyShapeStyle(.primary))`,
/// `.background(isFocused ? Color.white : Color.secondary.opacity(0.1))`). Made adaptive, the focused pill turned
/// #0D0D0D in Dark under a white glyph, darker than the unfocused pills beside it: the remote's focus could no
/// longer be seen (verify33 V4). Only white and black arms of a choice by focus in code only tvOS builds: an iOS
/// text field's `isFocused ? Color.black : Color.gray` border is drawn on the page and adapts with it.
extension FixedIntentReader {
    /// The words of a condition that tests focus (`isFocused`, `hasFocus`, `focused`).
    static let focusWords: Set<String> = ["focused", "focus"]

    /// `isFocused ? … : … in tvOS code` when the white or black finding starting at code index `k` is an
    /// arm of a choice by focus inside a region of code only tvOS compiles (`#if os(tvOS)`).
    func focusLook(_ finding: Finding, start k: Int) -> String? {
        guard let c = finding.color ?? finding.baseColor, c.alpha == 255, Self.isBlack(c) || Self.isWhite(c) else { return nil }
        let platforms = syntax.tree.compilation.platforms(at: k)
        guard platforms == ["tvOS"],
              let word = conditionWord(beforeArm: k, where: { Self.words(self.file.text(code: $0)).contains(where: Self.focusWords.contains) })
        else { return nil }
        return "\(file.text(code: word)) ? … : … in code only tvOS builds (#if os(tvOS))"
    }
}
