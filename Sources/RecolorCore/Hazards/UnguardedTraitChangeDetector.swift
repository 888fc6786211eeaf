/// `unguarded-trait-change`: a `traitCollectionDidChange(_:)` that does color work (a color,
/// a theme or an appearance named in its body) without `hasDifferentColorAppearance`: every
/// trait change (a rotation's size class, the text size) re-runs it.
enum UnguardedTraitChangeDetector: HazardDetector {
    static let kind: FindingKind? = .unguardedTraitChange

    /// Words that say a body answers size changes too.
    static let sizeWords: [String] = ["SizeClass", "Width", "width", "ContentSize", "Height", "height"]

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
            f.repairs = guardRepair(h, scope: scope, name: name).map { [$0] } ?? []
            out.append(f)
        }
        return out
    }

    /// `guard traitCollection.hasDifferentColorAppearance(comparedTo: previous) else { return }`
    /// after the `super` call (or first in the body), with the parameter's own name.
    static func guardRepair(_ h: HazardFile, scope: Scope, name: Int) -> Edit? {
        let file = h.file
        // A body that also answers size changes (`horizontalSizeClass`, a width) would stop doing
        // so behind the guard: no repair is written, the finding stays for a person to split it.
        for k in (scope.open + 1)..<scope.close where file.isWord(k) {
            let word = file.text(code: k)
            if sizeWords.contains(where: word.contains) { return nil }
        }
        // `(_ previousTraitCollection: UITraitCollection?)`: the name before the type's `:`.
        guard file.isChar(name + 1, "("), let close = file.matchingClose(name + 1) else { return nil }
        var colon = close - 1
        while colon > name + 1 && !file.isChar(colon, ":") { colon -= 1 }
        guard colon > name + 2, file.isWord(colon - 1) else { return nil }
        let previous = file.text(code: colon - 1)
        var after = scope.open
        for k in (scope.open + 1)..<scope.close where file.codeIs(k, "super") && file.isChar(k + 1, ".") && file.codeIs(k + 2, RefreshPoints.traitChange) {
            if let c = file.matchingClose(k + 3) { after = c }
            break
        }
        let first = scope.open + 1 < scope.close ? scope.open + 1 : scope.close
        let indent = first < scope.close && file.lineBreakBetween(scope.open, first)
            ? HazardRepairText.indentation(at: file.code[first].begin, in: file)
            : HazardRepairText.indentation(at: file.code[scope.open].begin, in: file) + HazardRepairText.unit(file)
        let at = file.code[after].end
        return Edit(range: at..<at, replacement: Array("\n\(indent)\(HazardRepairText.guardLine(previous))".utf8))
    }

    static let examples: [DetectorExample] = [
        .triggering("import UIKit\nfinal class Card: UIView {\n  override func «traitCollectionDidChange»(_ previousTraitCollection: UITraitCollection?) {\n    super.traitCollectionDidChange(previousTraitCollection)\n    updateColors()\n  }\n  func updateColors() {}\n}"),
        .triggering("import UIKit\nfinal class Card: UIView {\n  override func «traitCollectionDidChange»(_ previous: UITraitCollection?) {\n    if previous?.userInterfaceStyle != traitCollection.userInterfaceStyle { applyTheme() }\n  }\n  func applyTheme() {}\n}"),
        .nonTriggering("import UIKit\nfinal class Card: UIView {\n  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {\n    super.traitCollectionDidChange(previousTraitCollection)\n    if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { updateColors() }\n  }\n  func updateColors() {}\n}"),
        .nonTriggering("import UIKit\nfinal class Grid: UIView {\n  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {\n    super.traitCollectionDidChange(previousTraitCollection)\n    setNeedsLayout()\n  }\n}"),
    ]
}
