#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A mark set beside a media view's background in one function: a loading ring, a check mark or a
/// play glyph of a media cell, drawn over the picture (beam's album cell, session 22 F1 leftover:
/// `progressView.color = UIColor.white` next to `mediaImageView.backgroundColor = #383838`, the
/// placeholder init keeps as a media surface; the ring became `systemBackground`, black on
/// #383838 at 1.8:1 in Dark). The picture does not follow the appearance, so the mark over it
/// does not either.
extension FixedIntentReader {
    /// Names of the marks a media cell draws over its picture (beside the spinners' words).
    static let overMediaMarkWords: Set<String> = Set(ColorContextNames.spinnerReceiverWords).union(["progress", "check", "checkmark", "selection", "play"])

    /// `over the picture of mediaImageView (…:17)` when the black, white or gray at code index `k`
    /// is set on a mark's receiver (`progressView.color = …`) in a function that also sets the
    /// background of another receiver named for media (`mediaImageView.backgroundColor = …`).
    func overMediaSibling(_ finding: Finding, receiver: (words: [String], text: String?), start k: Int) -> String? {
        guard let c = finding.color ?? finding.baseColor, Self.isAchromatic(c), let mine = receiver.text,
              !ColorRole(finding: finding).isSurface, ColorRole(finding: finding) != .shadow,
              !Set(receiver.words).isDisjoint(with: Self.overMediaMarkWords),
              !TextPreviewNames.namesMedia(receiver.words, mediaWords: Self.mediaWords),
              let function = syntax.tree.enclosingFunction(at: k) else { return nil }
        var j = function.open + 1
        while j < function.close {
            defer { j += 1 }
            // `x.backgroundColor = …` of another receiver named for media.
            guard file.isWord(j), file.codeIs(j + 1, "="), file.isChar(j - 1, "."),
                  ContrastRole(contextName: file.text(code: j)) == .background else { continue }
            let other = receiverWords(before: j + 2)
            guard let text = other.text, text != mine, TextPreviewNames.namesMedia(other.words, mediaWords: Self.mediaWords) else { continue }
            return "over the picture of \(text) (\(file.path):\(file.line(of: file.code[j].begin)))"
        }
        return nil
    }
}
