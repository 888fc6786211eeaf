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
    /// The labels of a third and fourth argument, after a light and a dark one, each for one more
    /// appearance (`dynamic(light:dark:lightElevated:darkElevated:)`,
    /// `color(light:dark:lightHighContrast:darkHighContrast:)`).
    static let levels: [String: Appearance] = [
        "lightElevated": .lightElevated, "darkElevated": .darkElevated, "elevatedLight": .lightElevated, "elevatedDark": .darkElevated,
        "lightHighContrast": .lightHighContrast, "darkHighContrast": .darkHighContrast,
        "highContrastLight": .lightHighContrast, "highContrastDark": .darkHighContrast,
        "lightAccessibility": .lightHighContrast, "darkAccessibility": .darkHighContrast,
        "lightIncreasedContrast": .lightHighContrast, "darkIncreasedContrast": .darkHighContrast,
    ]

    /// Words after `light` or `dark` that keep a label one side's (`darkColorHex`, `lightHex`, `lightHexCode`,
    /// `lightStr`: Monotone's `colorWithDarkMode(darkColorHex:lightColorHex:)`, its palette of 12 light/dark
    /// pairs missed; session 40's held-out check, recall40f v4). `lightElevated` is a level, never a side.
    static let sideSuffixWords: Set<String> = ["color", "colour", "hex", "code", "str", "string", "value", "rgb"]

    /// Which side label `word` gives, if any.
    static func side(_ word: String) -> Appearance? {
        if light.contains(word) { return .light }
        if dark.contains(word) { return .dark }
        return nil
    }

    /// The side a hex string parameter's label gives (a helper's `darkColorHex: String`): `side`, or `light`/`dark`
    /// followed by `sideSuffixWords` only. Read only where the declaration passes the strings to a hex initializer
    /// (`ColorFunctions.hexHelperBody`): a call's labels keep the one vocabulary above.
    static func hexParameterSide(_ word: String) -> Appearance? {
        if let known = side(word) { return known }
        let side: Appearance
        if word.hasPrefix("light") { side = .light } else if word.hasPrefix("dark") { side = .dark } else { return nil }
        var rest = word.dropFirst(side == .light ? 5 : 4)
        guard rest.first?.isUppercase == true else { return nil }
        while let first = rest.first, first.isUppercase {
            var part = String(first.lowercased())
            rest = rest.dropFirst()
            while let c = rest.first, !c.isUppercase { part.append(c); rest = rest.dropFirst() }
            guard sideSuffixWords.contains(part) else { return nil }
        }
        return rest.isEmpty ? side : nil
    }

    /// The side of the call argument the expression starting at code index `start` is, where the
    /// call labels one argument of each side (beam's `AppearanceValue(light: .beamRedDarker, dark:
    /// .beamRed)`, its own function wrapping a dynamic provider), with the call's `(`; nil for
    /// any other place. The argument is drawn in that side's appearances alone: its color set
    /// keeps its value there, and `contrast` reads the call as one color (session 22's review, F8).
    static func argumentSide(of start: Int, in file: SwiftSource) -> (side: Appearance, call: Int)? {
        // An implicit member (`dark: .beamPurpleLight`) from its dot.
        let start = file.isChar(start - 1, ".") && file.isChar(start - 2, ":") ? start - 1 : start
        guard start >= 3, file.isChar(start - 1, ":"), let mine = side(at: start - 2, in: file),
              file.isChar(start - 3, "(") || file.isChar(start - 3, ",") else { return nil }
        // Back at the argument list's own level to its `(` (a nested group jumps to its opening).
        var k = start - 3, steps = 0
        while k >= 0, !file.isChar(k, "(") {
            steps += 1
            if steps > 200 || file.isChar(k, "{") || file.isChar(k, "[") || file.isChar(k, ";") { return nil }
            if file.isChar(k, ")") || file.isChar(k, "]") || file.isChar(k, "}") {
                guard let open = file.matchingOpen(k) else { return nil }
                k = open
            }
            k -= 1
        }
        guard k > 0, file.isWord(k - 1) || file.isChar(k - 1, ">"), let close = file.matchingClose(k) else { return nil }
        // Both sides labeled among the call's own arguments.
        var sides: Set<Appearance> = []
        var j = k + 1
        while j < close {
            if file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, "{"), let c = file.matchingClose(j) { j = c + 1; continue }
            if file.isChar(j - 1, "(") || file.isChar(j - 1, ","), let s = side(at: j, in: file) { sides.insert(s) }
            j += 1
        }
        return sides == [.light, .dark] ? (mine, k) : nil
    }

    /// Whether code index `k` of `file` is such a label (a word followed by `:`).
    static func side(at k: Int, in file: SwiftSource) -> Appearance? {
        guard k >= 0, k + 1 < file.code.count, file.isWord(k), file.isChar(k + 1, ":") else { return nil }
        return side(file.text(code: k))
    }
}
