#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// White set as the drawing color while the view is selected (NetNewsWire's unread dot:
/// `if isSelected && isEmphasized { NSColor.white.setFill() } else { NSColor.controlAccentColor
/// .setFill() }`): drawn on the selection's accent highlight, which stays colored in Dark, so it
/// stays white. Once drawing colors took the fill role (session 20 audit F21) it became the
/// fill token, near black in Dark: a black dot on the blue selection.
extension FixedIntentReader {
    /// The words of a condition that tests the selection.
    static let selectionWords: Set<String> = ["selected", "emphasized"]

    /// `drawn on the selection (if isSelected && isEmphasized)` when the white drawing color at
    /// code index `k` is set in the first branch of an `if` testing the selection.
    func drawnOnSelection(_ finding: Finding, start k: Int) -> String? {
        guard let c = finding.color, c == RGBA(red: 255, green: 255, blue: 255), let context = finding.context,
              ColorContextNames.drawingSetters.contains(context) || ColorContextNames.drawingOperations.contains(context),
              let open = groups.opener(of: k), file.isChar(open, "{") else { return nil }
        var j = open - 1
        var steps = 0
        var words: [String] = []
        while j >= 0, steps < 40 {
            steps += 1
            if file.isChar(j, "}") || file.isChar(j, "{") || file.isChar(j, ";") { return nil }
            if file.codeIs(j, "if") {
                guard words.contains(where: { Self.words($0).contains(where: Self.selectionWords.contains) }) else { return nil }
                return "drawn on the selection (if \(file.text(file.code[j + 1].begin..<file.code[open - 1].end)))"
            }
            if file.isWord(j) { words.append(file.text(code: j)) }
            j -= 1
        }
        return nil
    }
}
