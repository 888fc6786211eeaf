/// The name a light/dark pair of the app's own members shares once the appearance words are
/// taken out (`isDark ? .darkInput : .lightInput` → `input`, `Theme.nightText`/`Theme.dayText`
/// → `text`): the code's own name for the adaptive color, with the appearance words of
/// `ThemeInstances` (the one vocabulary of light and dark names).
enum MemberPairName {
    /// `input` for light `UIColor.lightInput` and dark `UIColor.darkInput`; nil when the two
    /// members differ in more than their appearance word, or either lacks one.
    static func shared(light: String, dark: String) -> String? {
        guard !light.hasPrefix("#"), !dark.hasPrefix("#"),
              let l = light.split(separator: ".").last.map(String.init), let d = dark.split(separator: ".").last.map(String.init) else { return nil }
        guard let a = without(ThemeInstances.lightWords, in: l), let b = without(ThemeInstances.darkWords, in: d), a == b, !a.isEmpty else { return nil }
        return a.enumerated().map { $0.offset == 0 ? $0.element : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
    }

    /// Whether the two members are named as one color's light and dark: the same but for an appearance
    /// word in either or both (`lightInput`/`darkInput`, `meshFall`/`darkMeshFall`, `dayText`/`text`).
    static func namedAsOne(light: String, dark: String) -> Bool {
        if shared(light: light, dark: dark) != nil { return true }
        guard !light.hasPrefix("#"), !dark.hasPrefix("#"),
              let l = light.split(separator: ".").last.map(String.init), let d = dark.split(separator: ".").last.map(String.init) else { return false }
        let plain = { (name: String) -> [String] in
            var words = FixedIntentReader.words(name)
            if words.count > 1, words.last == name.lowercased() { words.removeLast() }
            return words
        }
        if let b = without(ThemeInstances.darkWords, in: d), !b.isEmpty, b == plain(l) { return true }
        if let a = without(ThemeInstances.lightWords, in: l), !a.isEmpty, a == plain(d) { return true }
        return false
    }

    /// The words of `name` without its one appearance word; nil when it has none or several.
    static func without(_ appearanceWords: Set<String>, in name: String) -> [String]? {
        // (`words` adds the whole name, lowercased, after its parts.)
        var words = FixedIntentReader.words(name)
        if words.count > 1, words.last == name.lowercased() { words.removeLast() }
        let found = words.filter(appearanceWords.contains)
        guard found.count == 1 else { return nil }
        return words.filter { !appearanceWords.contains($0) }
    }
}
