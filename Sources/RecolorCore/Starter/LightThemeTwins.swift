#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The app's light themes whose dark twin it declares as a type of its own: fsnotes'
/// `SolarizedLightTheme`/`SolarizedDarkTheme`, `GitHubLightTheme`/`GitHubDarkTheme`, picked by
/// `makeStyle(isDark:)`. The dark twin's colors are kept (a dark theme's, `FixedIntentReader.darkTheme`);
/// the light twin's became the app's generic UI tokens with proposed darks (`#657b83` →
/// `tertiaryText`, `#fdf6e3` → `secondaryBackground`, shared with the app's other views), never
/// drawn in Dark since the app draws the dark twin there (session 22's review, F14). They are the
/// light appearance's values of the same theme, kept as written.
enum LightThemeTwins {
    /// The word pairs of a light theme's name and its dark twin's, as written in camel case.
    static let twinWords: [(light: String, dark: String)] = [("Light", "Dark"), ("light", "dark"), ("Day", "Night"), ("day", "night")]

    /// The type names `files` declare that are named for a dark theme (a dark word and a theme
    /// word, as `FixedIntentReader.darkTheme` reads a type's name). Only files naming a dark word are lexed.
    static func darkThemeTypes(_ files: [SwiftSource]) -> Set<String> {
        var out: Set<String> = []
        for file in files where screens.contains(where: { $0.occurs(in: file.bytes) }) {
            for k in file.code.indices where file.isWord(k + 1) && ["struct", "class", "enum", "extension"].contains(where: { file.codeIs(k, $0) }) {
                let name = file.text(code: k + 1)
                if isThemeName(name, words: FixedIntentReader.darkWords) { out.insert(name) }
            }
        }
        return out
    }

    static let screens = [ByteFinder("Dark"), ByteFinder("Night"), ByteFinder("dark"), ByteFinder("night")]

    /// Whether `name`'s words hold one of `words` and a theme word.
    static func isThemeName(_ name: String, words: Set<String>) -> Bool {
        let all = Set(FixedIntentReader.words(name))
        return !all.isDisjoint(with: words) && !all.isDisjoint(with: FixedIntentReader.themeWords)
    }

    /// The dark twin among `darkTypes` of the light theme type `name`, or nil.
    static func twin(of name: String, among darkTypes: Set<String>) -> String? {
        guard !darkTypes.isEmpty else { return nil }
        if isThemeName(name, words: ThemeInstances.lightWords) {
            for (light, dark) in twinWords where name.contains(light) {
                let candidate = name.replacing(light, with: dark)
                if darkTypes.contains(candidate) { return candidate }
            }
        }
        return darkTypes.sorted().first { addsOneDarkWord($0, to: name) }
    }

    /// Whether `dark`'s words are `light`'s with one dark word added and `light` names a theme:
    /// the light theme named by no light word, wireguard-apple's `ConfTextAquaColorTheme` beside
    /// `ConfTextDarkAquaColorTheme`, chosen by `effectiveAppearance` (session 24, L1: its 14 colors
    /// became tokens with proposed darks while the dark twin's were kept).
    static func addsOneDarkWord(_ dark: String, to light: String) -> Bool {
        // (`words` adds the whole name lowercased: compare the camel-case words alone.)
        let lightWords = FixedIntentReader.words(light).filter { $0 != light.lowercased() }
        guard !Set(lightWords).isDisjoint(with: FixedIntentReader.themeWords) else { return false }
        var darkWords = FixedIntentReader.words(dark).filter { $0 != dark.lowercased() }
        guard let i = darkWords.firstIndex(where: ThemeInstances.darkWords.contains) else { return false }
        darkWords.remove(at: i)
        return darkWords == lightWords
    }
}

extension FixedIntentReader {
    /// The light twin of a dark theme type that holds code index `k` (`LightThemeTwins`).
    func lightThemeTwin(holding k: Int) -> String? {
        let tree = syntax.tree
        guard !darkThemeTypes.isEmpty, let type = tree.enclosingType(at: k), let name = type.name?.split(separator: ".").last.map(String.init),
              let twin = LightThemeTwins.twin(of: name, among: darkThemeTypes) else { return nil }
        return "a member of \(name), the light theme of the app's pair with \(twin) (its dark theme, kept)"
    }
}
