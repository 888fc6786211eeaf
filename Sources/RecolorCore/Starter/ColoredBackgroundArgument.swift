#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A white or black passed as the glyph, text or fill of a call whose background argument is a
/// colored value: OneBusAway's bulletins (session 23) draw `ImageBadgeRenderer(fillColor: .white,
/// backgroundColor: ThemeColors.shared.errorColor)`, a white glyph on a red squircle. The glyph
/// sits on that fill, not on the page: made `UIColor.systemBackground`, it turned black on red in
/// Dark Mode. A background named for a hue or a state (error, success, brand…) or a hue the file
/// writes is colored; a gray, a page's background or an unknown member is not.
extension FixedIntentReader {
    /// Labels of a call's argument that is drawn over its background.
    static let foregroundLabelWords: Set<String> = ["fill", "text", "tint", "foreground", "glyph", "icon", "title", "symbol"]
    /// Labels of a call's background argument.
    static let backgroundLabels: Set<String> = ["backgroundColor", "background", "bgColor", "fillBackground", "badgeColor"]
    /// Words of a member that say it is colored, not a page surface.
    static let coloredStateWords: Set<String> = ["error", "success", "warning", "danger", "destructive", "brand", "accent", "alert", "failure"]

    /// `on backgroundColor: ThemeColors.shared.errorColor of the same call` when the white or
    /// black at code index `k` is the value of a foreground-labeled argument of a call whose
    /// background argument is colored.
    func onColoredBackgroundArgument(_ finding: Finding, start k: Int) -> String? {
        guard let c = finding.color, c.alpha == 255, Self.isAchromatic(c), c.red == 255 || Self.isBlack(c),
              file.isChar(k - 1, ":"), file.isWord(k - 2),
              !Set(Self.words(file.text(code: k - 2)).dropLast()).isDisjoint(with: Self.foregroundLabelWords),
              let open = groups.opener(of: k), file.isChar(open, "("), let close = file.matchingClose(open) else { return nil }
        var n = open + 1
        while n + 2 < close {
            if file.isChar(n, "(") || file.isChar(n, "[") || file.isChar(n, "{"), let c = file.matchingClose(n) { n = c + 1; continue }
            if Self.backgroundLabels.contains(file.text(code: n)), file.isChar(n + 1, ":"), (file.isChar(n - 1, "(") || file.isChar(n - 1, ",")) {
                // The argument's value: to the next `,` or the call's `)` at this depth.
                var e = n + 2
                while e < close, !file.isChar(e, ",") {
                    if file.isChar(e, "(") || file.isChar(e, "["), let c = file.matchingClose(e) { e = c + 1; continue }
                    e += 1
                }
                let value = (n + 2..<e).map { file.text(code: $0) }.joined()
                // The names of the value's path only, not its call's labels (`UIColor(red: 0.11, green: …)`
                // is no hue by its labels: a dark theme's near-black background read as red).
                var pathWords: [Int] = []
                var p = n + 2
                while p < e {
                    if file.isChar(p, "(") || file.isChar(p, "["), let c = file.matchingClose(p) { p = c + 1; continue }
                    if file.isWord(p) { pathWords.append(p) }
                    p += 1
                }
                let words = Set(pathWords.flatMap { Self.words(file.text(code: $0)) })
                let hues = KeptColors.hueWords.subtracting(["gray", "grey", "black", "white", "silver"])
                let namedHue = words.contains { w in hues.contains(w) || Self.coloredStateWords.contains(w)
                    || w.hasPrefix("system") && hues.contains(String(w.dropFirst(6))) }
                let writtenHue = findingColors.first { (byte, color) in
                    byte >= file.code[n + 2].begin && byte < file.code[max(n + 2, e - 1)].end && !Self.isAchromatic(color)
                } != nil
                guard namedHue || writtenHue else { return nil }
                return "on \(file.text(code: n)): \(value) of the same call"
            }
            n += 1
        }
        return nil
    }
}
