/// `unguarded-trait-change`: a `traitCollectionDidChange(_:)` that does color work (a color,
/// a theme or an appearance named in its body) without `hasDifferentColorAppearance`: every
/// trait change (a rotation's size class, the text size) re-runs it.
enum UnguardedTraitChangeDetector: HazardDetector {
    static let kind: FindingKind? = .unguardedTraitChange

    /// Words that say a body works on colors.
    static let colorWords: [String] = ["olor", "olour", "heme", "ppearance"]

    static func findings(in h: HazardFile) -> [Finding] {
        let file = h.file
        var out: [Finding] = []
        for scope in h.tree.scopes {
            guard case .function = scope.kind, scope.name == RefreshPoints.traitChange, scope.open >= 0,
                  scope.close <= file.code.count, scope.open < scope.close else { continue }
            var guarded = false
            var colorWork = false
            for k in (scope.open + 1)..<scope.close where file.isWord(k) {
                let word = file.text(code: k)
                if word == "hasDifferentColorAppearance" { guarded = true; break }
                if word == RefreshPoints.traitChange || word.hasPrefix("previousTrait") || word == "traitCollection" { continue }
                if colorWords.contains(where: word.contains) { colorWork = true }
            }
            guard colorWork && !guarded else { continue }
            // The name in the declaration: `func traitCollectionDidChange`.
            var name = scope.declarationStart
            while name < scope.open && !file.codeIs(name, RefreshPoints.traitChange) { name += 1 }
            guard name < scope.open else { continue }
            let range = file.code[name].range
            var f = Finding(kind: .unguardedTraitChange, framework: .uikit, range: range, baseRange: range, color: nil, baseColor: nil,
                            context: h.tree.enclosingType(at: name)?.name, symbol: nil)
            f.explanation = "traitCollectionDidChange does color work on every trait change: guard it with if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection)"
            out.append(f)
        }
        return out
    }

    static let examples: [DetectorExample] = [
        .triggering("import UIKit\nfinal class Card: UIView {\n  override func «traitCollectionDidChange»(_ previousTraitCollection: UITraitCollection?) {\n    super.traitCollectionDidChange(previousTraitCollection)\n    updateColors()\n  }\n  func updateColors() {}\n}"),
        .triggering("import UIKit\nfinal class Card: UIView {\n  override func «traitCollectionDidChange»(_ previous: UITraitCollection?) {\n    if previous?.userInterfaceStyle != traitCollection.userInterfaceStyle { applyTheme() }\n  }\n  func applyTheme() {}\n}"),
        .nonTriggering("import UIKit\nfinal class Card: UIView {\n  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {\n    super.traitCollectionDidChange(previousTraitCollection)\n    if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { updateColors() }\n  }\n  func updateColors() {}\n}"),
        .nonTriggering("import UIKit\nfinal class Grid: UIView {\n  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {\n    super.traitCollectionDidChange(previousTraitCollection)\n    setNeedsLayout()\n  }\n}"),
    ]
}
