/// Stored properties of the app's types whose initial value is a fixed theme case (`.dark`,
/// `.light`): ringoid's `let theme = BehaviorRelay<ColorTheme>(value: .dark)`, a setting's
/// `var theme: ColorTheme = ColorTheme(rawValue: …) ?? .dark`. The app holds and changes that value
/// itself (its in-app theme toggle); the system's appearance is read, never initialized with a
/// literal case. A `switch` over one (`switch ThemeManager.shared.theme.value { case .dark: … }`)
/// is the app's own theme, not the appearance (session 30's review, A10: the four switches became
/// tokens following the system, and the in-app toggle changed no color). A computed property
/// (`static var current: Theme { traitCollection.userInterfaceStyle == .dark ? .dark : .light }`)
/// or one read from the appearance is not one.
enum StoredThemeValues {
    /// What a file must hold for `names` to find one.
    static let screening: [[String]] = [["= .dark", "= .light", "?? .dark", "?? .light", "value: .dark", "value: .light"]]

    /// The names of the stored member properties declared in `file` whose initializer ends in a
    /// dark or light case and reads nothing of the appearance.
    static func names(in file: SwiftSource, tree: SyntaxTree) -> Set<String> {
        var out: Set<String> = []
        var k = 0
        while k + 2 < file.code.count {
            defer { k += 1 }
            guard file.codeIs(k, "var") || file.codeIs(k, "let"), file.isWord(k + 1) else { continue }
            guard case .type = tree.scopes[tree.scope(at: k)].kind else { continue }
            // The initializer: from `=` to the end of its line (a `{` of observers ends it too).
            var j = k + 2
            while j < file.code.count, !file.isChar(j, "="), !file.isChar(j, "{"), !file.lineBreakBetween(j - 1, j) { j += 1 }
            guard j < file.code.count, file.isChar(j, "=") else { continue }
            // Up to the end of its line or an observer block's `{`; brackets read whole.
            var e = j + 1
            var words: [String] = []
            var cases = false
            while e < file.code.count, !file.lineBreakBetween(e - 1, e) {
                if file.isChar(e, "{") { break }
                let end = (file.isChar(e, "(") || file.isChar(e, "[")) ? (file.matchingClose(e) ?? e) : e
                for t in e...end {
                    if file.isWord(t) { words.append(file.text(code: t)) }
                    if file.isChar(t, "."), file.codeIs(t + 1, "dark") || file.codeIs(t + 1, "light") { cases = true }
                }
                e = end + 1
            }
            guard cases, !words.contains(where: AppearanceHelpers.readsAppearance) else { continue }
            out.insert(file.text(code: k + 1))
        }
        return out
    }
}
