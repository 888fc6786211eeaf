#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// F6's statement form (session 24's note, Left): `if theme.keyboardAppearance == .dark { x = .white }
/// else { x = .black }`. The keyboard's appearance is a style the app sets on its own theme (AnyImageKit's
/// picker theme: `.light`/`.dark` force a value whatever the system's appearance), compared with `.dark`
/// as the appearance is: read as the system's test, the two arms became one adaptive token and the host
/// app's choice of theme was dropped. The arms stay as written, the choice the app's own
/// (`OwnStyleArgument` keeps the call form).
extension AppearanceChoices {
    /// `theme.keyboardAppearance == .dark (the app's own style, not the appearance)` when the arm whose
    /// first code index is `a0` stands in the `then` or `else` block of an `if` whose condition compares
    /// one of `OwnStyleArgument.ownStyleSubjects`; nil otherwise.
    func ownStyleCondition(armAt a0: Int) -> String? {
        guard let open = brackets.opener(of: a0), file.isChar(open, "{") else { return nil }
        var thenOpen = open
        if file.codeIs(open - 1, "else"), file.isChar(open - 2, "}"), let o = file.matchingOpen(open - 2) { thenOpen = o }
        var j = thenOpen - 1
        while j > 0, thenOpen - j < 40, !file.codeIs(j, "if") {
            if file.isChar(j, "{") || file.isChar(j, "}") || file.isChar(j, ";") { return nil }
            j -= 1
        }
        guard file.codeIs(j, "if") else { return nil }
        for t in (j + 1)..<thenOpen where file.isWord(t) && OwnStyleArgument.ownStyleSubjects.contains(file.text(code: t))
            && (file.codeIs(t + 1, "==") || file.codeIs(t + 1, "!=")) {
            return "\(file.text(file.code[j + 1].begin..<file.code[thenOpen - 1].end)) (the app's own style, not the appearance)"
        }
        return nil
    }

    /// The same for a ternary (`theme.keyboardAppearance == .dark ? .white : .black`) spanning byte `range`:
    /// a subject compared before its `?`.
    func ownStyleTernary(_ range: Range<Int>) -> String? {
        let first = file.codeIndex(atOrAfter: range.lowerBound), end = file.codeIndex(atOrAfter: range.upperBound)
        var t = first
        while t < end, t < file.code.count, !(file.isChar(t, "?") && file.code[t].kind == .operator) {
            if file.isWord(t), OwnStyleArgument.ownStyleSubjects.contains(file.text(code: t)), file.codeIs(t + 1, "==") || file.codeIs(t + 1, "!=") {
                return "\(conditionText(of: range)) (the app's own style, not the appearance)"
            }
            t += 1
        }
        return nil
    }
}
