#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A black or white a helper returns by another color's contrast: OneBusAway's route badges
/// (session 23). `func badgeTextColor(…) { let blackRatio = UIColor.black.wcagContrastRatio(against:
/// self); … return blackRatio >= whiteRatio ? .black : .white }` and `var contrastingTextColor:
/// UIColor { if isLightColor { return UIColor.darkText } else { return UIColor.lightText } }`: the
/// text is chosen for the route's color, which Dark Mode does not change. Made `UIColor.label`,
/// black text on a yellow route badge turned white, and the ratio was measured against the label.
extension FixedIntentReader {
    /// `contrast` + `ratio` as a name's last two words (`wcagContrastRatio`, `contrastRatio`): the
    /// measure, as `luminance` is.
    static func namesContrastRatio(_ name: String) -> Bool {
        let parts = words(name).dropLast()
        return parts.count >= 2 && parts.last == "ratio" && parts[parts.index(before: parts.endIndex - 1)] == "contrast"
    }

    /// Words of a helper's name that say it picks a color for contrast with another.
    static let contrastingWords: Set<String> = ["contrasting", "contrast"]

    /// `contrastingTextColor chooses by contrast` when code index `k` is in the body of a property
    /// or function named for contrast (not high contrast, an accessibility setting) whose body is a
    /// choice (`if`, `?`, `switch`) returning the color.
    func contrastingHelper(around k: Int) -> String? {
        guard let function = syntax.tree.enclosingFunction(at: k), let name = function.name else { return nil }
        let parts = Self.words(name).dropLast()
        guard let word = parts.first(where: Self.contrastingWords.contains), !parts.contains("high"), !parts.contains("accessibility"),
              function.close - function.open < 200 else { return nil }
        let body = (function.open + 1)..<function.close
        guard body.contains(where: { file.codeIs($0, "if") || file.codeIs($0, "switch") || file.isChar($0, "?") && file.code[$0].begin != file.code[$0 - 1].end }),
              body.contains(where: { file.codeIs($0, "return") }) || function.close - function.open < 40 else { return nil }
        return "\(name) chooses by \(word)"
    }
}
