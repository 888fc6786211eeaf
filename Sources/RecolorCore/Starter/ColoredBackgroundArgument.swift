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
              let open = groups.opener(of: k), file.isChar(open, "("), file.matchingClose(open) != nil else { return nil }
        let labelWords = Self.words(file.text(code: k - 2))
        // A foreground of the call (`fillColor:`, `titleColor:`), or a button's own color drawn on the
        // call's fill (foqos's Screen Time shield: `primaryButtonBackgroundColor: .white` on `backgroundColor:
        // brandColor`, made `systemBackground` a black pill in Dark).
        if !Set(labelWords.dropLast()).isDisjoint(with: Self.foregroundLabelWords) || labelWords.dropLast().contains("button") {
            return coloredBackground(ofCall: open)
        }
        // The `color:` of a label passed to such a call (`primaryButtonLabel: .init(text: …, color: .black)`,
        // `title: ShieldConfiguration.Label(text: …, color: .white)`): drawn on the outer call's fill.
        if file.codeIs(k - 2, "color"), let callee = calleeStart(ofCallOpeningAt: open), callee >= 2, file.isChar(callee - 1, ":"), file.isWord(callee - 2),
           let outer = groups.opener(of: callee), file.isChar(outer, "(") {
            return coloredBackground(ofCall: outer)
        }
        return nil
    }

    /// The first code index of the callee of the call whose `(` is at `open` (`.init`, `Label`,
    /// `ShieldConfiguration.Label`), or nil.
    func calleeStart(ofCallOpeningAt open: Int) -> Int? {
        var j = open - 1
        guard file.isWord(j) else { return nil }
        while j >= 2, file.isChar(j - 1, "."), file.isWord(j - 2) { j -= 2 }
        if j >= 1, file.isChar(j - 1, "."), !file.isWord(j - 2), !file.isChar(j - 2, ")") { j -= 1 }
        return j
    }

    /// `on backgroundColor: … of the same call` when the call whose `(` is at `open` has a
    /// background argument whose value is colored.
    func coloredBackground(ofCall open: Int) -> String? {
        guard let close = file.matchingClose(open) else { return nil }
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
                    // An unlabeled argument is the path converted (`UIColor(ThemeManager.shared.themeColor)`).
                    if file.isChar(p, "("), !(file.isWord(p + 1) && file.isChar(p + 2, ":")) { p += 1; continue }
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
                // The app's theme color, not a theme's surface (foqos's shield: `backgroundColor:
                // UIColor(ThemeManager.shared.themeColor)`, the accent the user picks): colored.
                let themeColor = words.contains("theme") && words.isDisjoint(with: ["background", "surface", "page", "base"])
                guard namedHue || writtenHue || themeColor else { return nil }
                return "on \(file.text(code: n)): \(value) of the same call"
            }
            n += 1
        }
        return nil
    }
}
