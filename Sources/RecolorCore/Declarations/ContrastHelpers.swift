/// The tree's functions that take a light and a dark color by their labels but choose between
/// them by a color's lightness, not by the appearance: GradePoint's `func visibleTextColor(lightColor:
/// UIColor, darkColor: UIColor) -> UIColor { return isLight(threshold: 0.5) ? darkColor : lightColor }`,
/// the readable text on a user-chosen class color. Read as the app's light/dark pair, its calls
/// became tokens (white in light, black in dark) and fix replaced them, the choice by the class
/// color gone: black text on the app's dark theme in Dark Mode (session 29's review, A8).
enum ContrastHelpers {
    /// Words of a call that measures a color (`isLight(threshold:)`, `isBright()`, `luminance()`).
    static let measureCallWords: Set<String> = ["light", "dark", "bright"]

    /// Whether the body between code indices `from` and `to` chooses by a color's lightness: it
    /// asks a measure of a color (`ColorBrightnessFlags.readsBrightness`) or calls the color's
    /// own test (`isLight(…)`), and reads no word of the appearance.
    static func choosesByLightness(_ file: SwiftSource, from: Int, to: Int) -> Bool {
        var measured = ColorBrightnessFlags.readsBrightness(in: file, from, to)
        var k = max(0, from)
        while k <= to, k < file.code.count {
            defer { k += 1 }
            guard file.isWord(k) else { continue }
            let word = file.text(code: k)
            if AppearanceHelpers.readsAppearance(word) || word == "isDarkMode" || word == "darkMode" { return false }
            if !measured, file.isChar(k + 1, "("), word.hasPrefix("is") {
                let words = DynamicColors.words(word)
                if words.contains(where: measureCallWords.contains) { measured = true }
            }
        }
        return measured
    }
}
