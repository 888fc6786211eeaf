/// The argument labels with which the app's own helpers take a color for each appearance:
/// `Color(light: a, dark: b)`, Sileo's `dynamicColor(default: a, dark: b)`,
/// `UIColor(lightColor: a, darkColor: b)`. A call is a pair when it has one label of each side;
/// a `default:` alone (`dict[key, default: .red]`) is none. The one vocabulary of such labels.
enum AppearanceLabels {
    static let light: Set<String> = ["light", "default", "lightColor", "any", "anyAppearance"]
    static let dark: Set<String> = ["dark", "darkColor", "darkAppearance"]
    /// The label of a third argument, after a light and a dark one, for the high-contrast value
    /// (`color(light:dark:highContrast:)`).
    static let highContrast: Set<String> = ["highContrast", "highContrastColor", "increasedContrast", "lightHighContrast"]

    /// Which side label `word` gives, if any.
    static func side(_ word: String) -> Appearance? {
        if light.contains(word) { return .light }
        if dark.contains(word) { return .dark }
        return nil
    }

    /// Whether code index `k` of `file` is such a label (a word followed by `:`).
    static func side(at k: Int, in file: SwiftSource) -> Appearance? {
        guard k >= 0, k + 1 < file.code.count, file.isWord(k), file.isChar(k + 1, ":") else { return nil }
        return side(file.text(code: k))
    }
}
