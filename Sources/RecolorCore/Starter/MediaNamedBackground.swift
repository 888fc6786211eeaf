#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A black, white or gray that a member named for a media viewer's background holds (beam's photo
/// gallery, session 22 F1: `@objc public static func galleryBackgroundColor() -> UIColor { return
/// UIColor.black }`, the background of the full-screen photo viewer and of its gradients over the
/// picture). A receiver named for media (`playerView.backgroundColor = .black`) was kept as a
/// media surface, but the same color returned by a member named so was not: it became `label`,
/// and the gallery turned white in Dark behind the photos and under the white captions.
extension FixedIntentReader {
    /// Words of a viewer of pictures besides `mediaWords`.
    static let viewerWords: Set<String> = ["gallery", "viewer", "lightbox", "slideshow", "carousel"]
    /// Words of a background.
    static let backgroundWords: Set<String> = ["background", "backdrop"]

    /// `galleryBackgroundColor()` when the finding starting at code index `k` is the value (the
    /// whole returned expression, or the initial value) of a member whose name says it is the
    /// background of media or of a viewer of pictures.
    func mediaNamedBackground(_ finding: Finding, start k: Int) -> String? {
        guard let c = finding.color ?? finding.baseColor, Self.isAchromatic(c) else { return nil }
        var name: String?
        if file.codeIs(k - 1, "return") || file.isChar(k - 1, "{") {
            // The returned value of a function or computed property (its body a single expression).
            guard let function = syntax.tree.enclosingFunction(at: k), let n = function.name else { return nil }
            let end = file.codeIndex(atOrAfter: finding.range.upperBound)
            guard file.isChar(end, "}"), function.close == end else { return nil }
            name = n
        } else if file.codeIs(k - 1, "="), let declared = finding.context, syntax.tree.enclosingType(at: k) != nil,
                  syntax.tree.enclosingFunction(at: k) == nil {
            name = declared  // `static let galleryBackground = UIColor.black`
        }
        guard let name else { return nil }
        let words = Set(Self.words(name))
        guard !words.isDisjoint(with: Self.backgroundWords),
              !words.isDisjoint(with: Self.mediaWords.union(Self.viewerWords)) else { return nil }
        return "\(name), the background of a media viewer"
    }
}
