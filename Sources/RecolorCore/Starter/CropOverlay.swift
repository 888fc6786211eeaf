#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The guides a crop screen draws over the photo: Brightroom's `CropView.CropInsideOverlay` (eight
/// corner handles `backgroundColor = UIColor.white`, the edge `borderColor = UIColor.white.cgColor`),
/// `_InteractiveCropGuideView`, `CropView.RuleOfThirdsView(lineColor: .white)`. They sit on the image
/// being cropped, which does not follow the appearance; made adaptive (`systemBackground`,
/// `tertiaryBorder`), the grid, handles and edge turned black on the photo in Dark, while the
/// crop's dimming overlay beside them was kept as a scrim (session 25 audit, F15).
extension FixedIntentReader {
    /// Words of a view drawn over a crop's picture, beside the word `crop`.
    static let cropGuideWords: Set<String> = ["overlay", "guide", "guides", "grid", "thirds", "handle", "handles", "corner", "corners"]

    /// `drawn over the photo being cropped (CropGuideOverlay)` when the black, white or gray at
    /// code index `k` is drawn by a type named for a crop's guides (its name, or an enclosing
    /// type's, says `crop` and a guide word), or passed to the initializer of such a view.
    func cropGuide(_ finding: Finding, start k: Int) -> String? {
        guard let c = finding.color ?? finding.baseColor, Self.isAchromatic(c) else { return nil }
        var names: [String] = []
        let tree = syntax.tree
        for s in tree.ancestors(of: tree.scope(at: k)) {
            if case .type = tree.scopes[s].kind, let name = tree.scopes[s].name { names.append(name) }
        }
        // An argument of a view's initializer: `RuleOfThirdsView(lineColor: .white)`, `CropView.GridView(…)`.
        if let open = groups.opener(of: k), file.isChar(open, "("), open > 0, file.isWord(open - 1) {
            var j = open - 1
            var callee = file.text(code: j)
            while j >= 2, file.isChar(j - 1, "."), file.isWord(j - 2) { j -= 2; callee = file.text(code: j) + "." + callee }
            if callee.first?.isUppercase == true { names.append(callee) }
        }
        let words = Set(names.flatMap(Self.words))
        guard words.contains("crop") || words.contains("cropping"), !words.isDisjoint(with: Self.cropGuideWords) else { return nil }
        return "drawn over the photo being cropped (\(names.last ?? "crop view"))"
    }
}
