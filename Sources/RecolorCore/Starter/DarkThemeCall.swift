#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A theme built by a call whose own arguments say it is dark, whatever it is bound to (Slide for
/// Reddit's `static var theme: Theme = Theme(title: "dark", displayName: "Dark Gray",
/// foregroundColor: UIColor(hexString: "#303030"), …, isLight: false)`): its colors are already
/// the dark appearance's. Read as light values, `#303030` got a proposed dark `#C1C1C1`: the dark
/// theme's cards turned light gray in system Dark Mode.
extension FixedIntentReader {
    /// Labels that carry a theme's style as `.dark`.
    static let styleLabels: Set<String> = ["style", "appearance", "colorscheme", "userinterfacestyle", "mode", "scheme", "kind"]
    /// Labels that carry a theme's name as a string.
    static let nameLabels: Set<String> = ["title", "name", "displayname", "identifier", "id"]

    /// `Theme(…, isLight: false)` when `open` is the `(` of a call of a type named for a theme
    /// whose arguments say it is dark: a flag (`isLight: false`, `isDark: true`), a style
    /// (`style: .dark`), or a name (`title: "Dark Gray"`, `name: "Midnight"`).
    func darkThemeCall(open: Int) -> String? {
        guard open > 0, file.isWord(open - 1), let close = file.matchingClose(open) else { return nil }
        let callee = file.text(code: open - 1)
        guard callee.first?.isUppercase == true, !Set(Self.words(callee)).isDisjoint(with: Self.themeWords) else { return nil }
        var n = open + 1
        while n < close {
            // A labeled argument at the call's top level: `label: value` up to `,` or `)`.
            if file.isWord(n), file.isChar(n + 1, ":"), file.isChar(n - 1, "(") || file.isChar(n - 1, ",") {
                let label = file.text(code: n)
                let words = Set(Self.words(label))
                var end = n + 2
                while end < close, !file.isChar(end, ",") {
                    if let c = file.matchingClose(end) { end = c + 1 } else { end += 1 }
                }
                let value = (n + 2..<end).map { file.text(code: $0) }.joined()
                if (words.contains("light") && value == "false") || (!words.isDisjoint(with: ["dark", "night"]) && value == "true") {
                    return "\(callee)(…, \(label): \(value)): a theme the code marks dark"
                }
                if Self.styleLabels.contains(label.lowercased()), value == ".dark" {
                    return "\(callee)(…, \(label): .dark): a theme the code marks dark"
                }
                if Self.nameLabels.contains(label.lowercased()), file.kind(n + 2) == .stringQuote, file.kind(n + 3) == .stringSegment,
                   !Set(Self.words(file.text(code: n + 3))).isDisjoint(with: Self.darkWords) {
                    return "\(callee)(\(label): \"\(file.text(code: n + 3))\", …): a theme named dark"
                }
                n = end
                continue
            }
            if let c = file.matchingClose(n), n > open { n = c + 1; continue }
            n += 1
        }
        return nil
    }
}
