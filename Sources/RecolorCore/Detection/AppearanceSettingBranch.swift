/// A color set in a branch that also sets the appearance it is shown in (Pine's `MarkdownView`:
/// `if isDark { theme.text = .white; window?.appearance = NSAppearance(named: .dark) } else { theme.text
/// = .black; window?.appearance = NSAppearance(named: .light) }`, the flag the editor theme's background,
/// `bg.isDark`). The app's own theme chooses the color and the appearance together: read as two colors,
/// each got a proposed dark and the dark theme's white ink resolved to #0D0D0D in the window the same
/// branch made darkAqua; read as one pair, the token followed the system's appearance wherever the color
/// was flattened (`theme.text.hex` into the preview's CSS; session 27's review, F8). The arms stay as
/// written (`fix` keeps them, `init` makes no token of them). Only a style written as such forces one
/// (`.dark`, `.darkAqua`, `UIUserInterfaceStyle.light`): `nil`, `.unspecified` or a computed value follow
/// the system's. The app-wide forcing of one appearance is `ForcedAppearance`'s.
struct AppearanceSettingBranch {
    /// The bytes of a file that may set an appearance (the reading is skipped for the others).
    static let needles = [ByteFinder("overrideUserInterfaceStyle"), ByteFinder("NSAppearance")]

    /// AppKit's named appearances, and `light`/`dark` of an app's own `NSAppearance.Name` extension (Pine's).
    static let appearanceNames: Set<String> = ["aqua", "darkAqua", "vibrantLight", "vibrantDark", "accessibilityHighContrastAqua",
                                               "accessibilityHighContrastDarkAqua", "accessibilityHighContrastVibrantLight",
                                               "accessibilityHighContrastVibrantDark", "light", "dark"]

    static func mayApply(_ file: SwiftSource) -> Bool { needles.contains { $0.occurs(in: file.bytes) } }

    /// `window?.appearance = NSAppearance(named: .darkAqua) in the same branch: …` when code index `k`
    /// stands directly in an `if`/`else` block, or a `switch` case, that sets a window's or view's
    /// appearance to a named style; nil otherwise.
    static func setting(around k: Int, in file: SwiftSource, tree: SyntaxTree) -> String? {
        let s = tree.scope(at: k)
        let scope = tree.scopes[s]
        var from = scope.open + 1, to = min(scope.close, file.code.count)
        switch scope.kind {
        case .block(.if), .block(.else): break
        case .block(.switch):
            // The case holding `k`: from its `case`/`default` to the next one of this switch.
            func isLabel(_ j: Int) -> Bool { tree.scope(at: j) == s && (file.codeIs(j, "case") || file.codeIs(j, "default")) }
            var a = k
            while a > from, !isLabel(a) { a -= 1 }
            var b = k + 1
            while b < to, !isLabel(b) { b += 1 }
            guard isLabel(a) else { return nil }
            (from, to) = (a, b)
        default: return nil
        }
        guard from < to else { return nil }
        for j in from..<to where tree.scope(at: j) == s {
            if let shown = forcedStyle(at: j, in: file) {
                return "\(shown) in the same branch: the app's own theme, shown in the appearance it sets"
            }
        }
        return nil
    }

    /// `overrideUserInterfaceStyle = .dark` (or `.light`) or `appearance = NSAppearance(named: .x)` starting
    /// at code index `j` (its receiver before it), as written; nil for anything else.
    static func forcedStyle(at j: Int, in file: SwiftSource) -> String? {
        // `.light`, `UIUserInterfaceStyle.light`, `NSAppearance.Name.darkAqua`: the last word.
        func styleWord(_ k: Int) -> (word: String, end: Int)? {
            var e = k
            if file.isChar(e, ".") {
                e += 1
            } else {
                while file.isWord(e), file.isChar(e + 1, "."), file.isWord(e + 2) { e += 2 }
                guard e > k else { return nil }  // a computed value (`theme.style`): no style written
            }
            guard file.isWord(e) else { return nil }
            return (file.text(code: e), e)
        }
        var end: Int
        if file.codeIs(j, "overrideUserInterfaceStyle"), file.codeIs(j + 1, "="), let style = styleWord(j + 2), ["light", "dark"].contains(style.word) {
            end = style.end
        } else if file.codeIs(j, "appearance"), file.codeIs(j + 1, "="), file.codeIs(j + 2, "NSAppearance"), file.isChar(j + 3, "("),
                  file.codeIs(j + 4, "named"), file.isChar(j + 5, ":"), let style = styleWord(j + 6), Self.appearanceNames.contains(style.word),
                  file.isChar(style.end + 1, ")") {
            end = style.end + 1
        } else {
            return nil
        }
        // The receiver as written (`window?.`, `self.view.window!.`), within the statement.
        var start = j
        while start >= 2, file.isChar(start - 1, ".") {
            var r = start - 2
            if file.isChar(r, "?") || file.isChar(r, "!") { r -= 1 }
            guard file.isWord(r) else { break }
            start = r
        }
        end = min(end, file.code.count - 1)
        return file.text(file.code[start].begin..<file.code[end].end)
    }
}
