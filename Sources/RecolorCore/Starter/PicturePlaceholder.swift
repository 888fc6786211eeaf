#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A color that stands in for a picture while there is none: the other branch of `if let
/// snapshot { Image(uiImage: snapshot)… } else { Color.black }` (OneBusAway's stop header, a map
/// snapshot behind white text and a dark scrim; session 23). It is the picture's place, drawn
/// under the same white text, so it does not follow the appearance: made `Color.primary` (then a
/// token with a proposed dark #F2F2F2), the placeholder turned white under white text in Dark.
extension FixedIntentReader {
    /// `the placeholder of Image in the other branch` when the black, white or gray at code index
    /// `k` is the first statement of one branch of an `if`/`else` whose other branch starts with a
    /// picture view (`pictureViews`, not a symbol).
    func picturePlaceholder(at k: Int) -> String? {
        let tree = syntax.tree
        let branch = tree.scopes[tree.scope(at: k)]
        guard case .block(let keyword) = branch.kind, keyword == .if || keyword == .else, branch.open + 1 == k else { return nil }
        // The sibling branch's `{`: after this one's `}` (`} else {`), or before this `else`.
        var other: Int?
        if keyword == .if, file.codeIs(branch.close + 1, "else"), file.isChar(branch.close + 2, "{") {
            other = branch.close + 2
        } else if keyword == .else, branch.keywordToken > 0, file.isChar(branch.keywordToken - 1, "}"), let open = file.matchingOpen(branch.keywordToken - 1) {
            other = open
        }
        guard let o = other, file.isWord(o + 1) else { return nil }
        let word = file.text(code: o + 1)
        guard Self.pictureViews.contains(word), !(file.isChar(o + 2, "(") && file.codeIs(o + 3, "systemName")) else { return nil }
        return "the placeholder of \(word) in the other branch"
    }
}
