#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A color inside the views or blocks of a `switch` arm, and a color inside an `if` that compares
/// the same value a theme switch of its type switches over. macai's theme picker (`ThemeButton`)
/// draws a miniature of each appearance: `switch mode { case .light: VStack { Text("Lorem ipsum")
/// .foregroundColor(.black) } case .dark: … }` and `if mode == .system { HStack { Rectangle()
/// .fill(Color.white); Rectangle().fill(Color.black) } }`. The case label was looked for only
/// up to the first `{` (the VStack's), so the light miniature's black text became `Color.primary`
/// (white on its white tile in Dark Mode) and the system miniature's white half `systemBackground`.
extension FixedIntentReader {
    /// How many closures and blocks are passed on the way out to a case label.
    static let nestedArmLevels = 6

    /// The `case`/`default` label (code index) whose statements hold `k`, across the closures and
    /// statement blocks (not a `switch`, function or type) between them; nil when none.
    func nestedCaseLabel(holding k: Int) -> Int? {
        if let j = SwitchOfCase.label(holding: k, in: file, limit: 160) { return j }
        let tree = syntax.tree
        var s = tree.scope(at: k)
        for _ in 0..<Self.nestedArmLevels {
            let scope = tree.scopes[s]
            guard Self.isArmContent(scope.kind), let parent = scope.parent else { return nil }
            if let j = SwitchOfCase.label(holding: scope.declarationStart, in: file, limit: 160) { return j }
            s = parent
        }
        return nil
    }

    /// A closure or a statement block other than a `switch`'s body (whose cases are the arms).
    static func isArmContent(_ kind: Scope.Kind) -> Bool {
        switch kind {
        case .closure: return true
        case .block(let keyword): return keyword != .switch
        default: return false
        }
    }

    /// `if mode == .system of ThemeButton …` when `k` is inside an `if` (through closures and
    /// blocks) whose condition is `X == .name` and its type (or file) switches over `X` by a
    /// theme switch (`isThemeSwitch`).
    func themeComparisonBlock(holding k: Int) -> String? {
        let tree = syntax.tree
        var s = tree.scope(at: k)
        for _ in 0..<Self.nestedArmLevels {
            let scope = tree.scopes[s]
            guard Self.isArmContent(scope.kind), let parent = scope.parent else { return nil }
            if case .block(.if) = scope.kind, scope.keywordToken >= 0, let subject = comparedSubject(from: scope.keywordToken + 1, to: scope.open),
               let owner = tree.enclosingType(at: k) ?? tree.scopes.first, switchesOverTheme(subject, in: owner) {
                return "if \(subject) == …: the app's own theme chooses the color"
            }
            // `if theme.style == .dark { … } else { … }`: a test of the app's own theme by its style's name
            // (Releasify's tab bar: its light theme's #EFEFF2 became near-black under system Dark beside the
            // theme's dark-blue text, unreadable; the same values in a `switch` were kept; session 40's verify40g v3).
            if case .block(let keyword) = scope.kind, keyword == .if || keyword == .else, let test = appThemeTest(of: scope) {
                return "\(test) ? … : …: the app's own theme chooses the color"
            }
            s = parent
        }
        return nil
    }

    /// `X` of a condition `X == .name` (or `.name == X`) spanning code indices `from..<to`, X a plain name.
    func comparedSubject(from: Int, to: Int) -> String? {
        guard to - from == 4 else { return nil }
        if file.isWord(from), file.codeIs(from + 1, "=="), file.isChar(from + 2, "."), file.isWord(from + 3) { return file.text(code: from) }
        if file.isChar(from, "."), file.isWord(from + 1), file.codeIs(from + 2, "=="), file.isWord(from + 3) { return file.text(code: from + 3) }
        return nil
    }

    /// Whether `scope` holds `switch X {` that is a theme switch.
    func switchesOverTheme(_ subject: String, in scope: Scope) -> Bool {
        let from = max(0, scope.open + 1), to = min(scope.close, file.code.count - 2)
        var n = from
        while n < to {
            if file.codeIs(n, "switch"), file.codeIs(n + 1, subject), file.isChar(n + 2, "{"), isThemeSwitch(brace: n + 2, subject: subject) { return true }
            n += 1
        }
        return false
    }

    /// `if theme.style == .dark` for the block of that `if` or of its `else`: a condition comparing a
    /// member chain naming the app's theme, style or mode (never the system's appearance) with a case
    /// naming a light or dark theme.
    func appThemeTest(of scope: Scope) -> String? {
        var keyword = scope.keywordToken
        guard keyword >= 0 else { return nil }
        if file.codeIs(keyword, "else") {
            // The `if` whose block the `else` follows: back over its `}` to its `{`, then to its keyword.
            guard file.isChar(keyword - 1, "}"), let open = file.matchingOpen(keyword - 1) else { return nil }
            var n = open - 1
            while n >= 0, open - n < 24, !file.codeIs(n, "if") {
                if file.isChar(n, "}") || file.isChar(n, "{") || file.isChar(n, ";") { return nil }
                n -= 1
            }
            guard n >= 0, file.codeIs(n, "if") else { return nil }
            keyword = n
        }
        // The condition up to the block's `{`.
        var open = keyword + 1
        while open < file.code.count, open - keyword < 24, !file.isChar(open, "{") { open += 1 }
        guard file.isChar(open, "{") else { return nil }
        let c = (keyword + 1)..<open
        guard let eq = c.first(where: { file.codeIs($0, "==") || file.codeIs($0, "!=") }),
              file.isChar(eq + 1, "."), file.isWord(eq + 2), eq + 3 == open,
              ThemeInstances.kind(ofInstance: file.text(code: eq + 2)) != nil else { return nil }
        let subject = (keyword + 1..<eq).map { file.text(code: $0) }.joined()
        guard subject.count > 1, (keyword + 1..<eq).allSatisfy({ file.isWord($0) || file.isChar($0, ".") }) else { return nil }
        let lower = subject.lowercased()
        guard !["userinterfacestyle", "colorscheme", "effectiveappearance", "traitcollection", "nsapp"].contains(where: lower.contains),
              ["theme", "style", "mode", "skin"].contains(where: lower.contains) else { return nil }
        return "if \(subject) \(file.text(code: eq)) .\(file.text(code: eq + 2))"
    }
}
