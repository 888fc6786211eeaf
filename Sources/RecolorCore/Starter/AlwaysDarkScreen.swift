/// A screen dark by design in an app that does not force Dark: a view controller that paints its
/// own `view` black (`view.backgroundColor = .black`), as ATV-Bilibili's tab customization screen
/// does (session 26's "Left"). Black in light mode already, the screen stays black; the whites and
/// grays of its file are drawn on it (its labels, its cells' focused and idle fills), so they are
/// its dark values as written. Made adaptive, the focused cell's white fill turned black on the
/// black screen in Dark (`systemBackground`), and its black title white on white in Light never
/// changed but lost its contrast in Dark. Kept `forced dark`, with the screen as the reason.
///
/// The screen is its controller and the views of its file that are not screens of their own: a
/// second controller in the file is another screen (a settings screen beside a player was kept
/// "forced dark" and stayed white in Dark: session 38's intent38c M1). A controller that forces
/// Dark on itself in code (`overrideUserInterfaceStyle = .dark`) is such a screen too: its whites
/// made adaptive resolved to black in every appearance (intent38c M5).
struct AlwaysDarkScreen: Equatable {
    /// Why: the controller and the code that makes it dark.
    var reason: String
    /// The `{` of the controller's body.
    var typeOpen: Int

    /// Whether code index `k` is drawn on the screen: in its controller, or in a type of the
    /// file that is no other controller.
    func holds(_ k: Int, tree: SyntaxTree) -> Bool {
        var outermost: Scope?
        for n in tree.ancestors(of: tree.scope(at: k)) where tree.scopes[n].isType { outermost = tree.scopes[n] }
        guard let type = outermost else { return true }
        if type.open == typeOpen { return true }
        return !type.inherited.contains { $0.hasSuffix("Controller") }
    }
}

extension FixedIntentReader {
    /// `view.backgroundColor = .black` (`self.view`, `UIColor.black`) or `overrideUserInterfaceStyle =
    /// .dark` (`self.`, `view.`) in a view controller of `file`; nil when the file has none.
    static func alwaysDarkScreen(in file: SwiftSource, syntax: SyntaxTreeMemo) -> AlwaysDarkScreen? {
        let code = file.code
        guard code.count > 6 else { return nil }
        let tree = syntax.tree
        for k in 0..<(code.count - 4) where file.codeIs(k, "overrideUserInterfaceStyle") && file.codeIs(k + 1, "=") {
            var j = k + 2
            if file.codeIs(j, "UIUserInterfaceStyle") { j += 1 }
            guard file.isChar(j, "."), file.codeIs(j + 1, "dark"), j + 2 >= code.count || file.lineBreakBetween(j + 1, j + 2) || file.isChar(j + 2, ";") else { continue }
            // Its own (`self.`, `view.`, bare), not a child's or a window's.
            guard k == 0 || !file.isChar(k - 1, ".") || (k >= 2 && (file.codeIs(k - 2, "self") || file.codeIs(k - 2, "view")) && !file.isChar(k - 3, ".")) else { continue }
            guard let type = tree.enclosingType(at: k), type.inherited.contains(where: { $0.hasSuffix("Controller") }) else { continue }
            let owner = type.name ?? "its screen"
            return AlwaysDarkScreen(reason: "on the screen of \(owner), which forces Dark (overrideUserInterfaceStyle = .dark at line \(file.line(of: code[k].begin)))", typeOpen: type.open)
        }
        for k in 0..<(code.count - 4) where file.codeIs(k, "view") && file.isChar(k + 1, ".") && file.codeIs(k + 2, "backgroundColor") && file.codeIs(k + 3, "=") {
            // `.black` or `UIColor.black` / `NSColor.black`, ending the statement.
            var j = k + 4
            if file.codeIs(j, "UIColor") || file.codeIs(j, "NSColor") { j += 1 }
            guard j + 1 < code.count, file.isChar(j, "."), file.codeIs(j + 1, "black"),
                  j + 2 >= code.count || !file.isChar(j + 2, ".") else { continue }
            // The receiver is the controller's own view (`view`, `self.view`), not a subview's.
            guard k == 0 || !file.isChar(k - 1, ".") || (k >= 2 && file.codeIs(k - 2, "self")) else { continue }
            // … of a view controller, and no local named `view` (eidolon's Spinner is a UIView; focus-ios
            // builds a dimming `let view = UIView()` in a closure: session 27's regression reading).
            guard let type = tree.enclosingType(at: k), type.inherited.contains(where: { $0.hasSuffix("Controller") }) else { continue }
            var scope = tree.scope(at: k)
            var local = false
            while scope > 0, tree.scopes[scope].open != type.open {
                let open = max(0, tree.scopes[scope].open)
                if (open..<k).contains(where: { (file.codeIs($0, "let") || file.codeIs($0, "var")) && file.codeIs($0 + 1, "view") }) { local = true; break }
                guard let parent = tree.scopes[scope].parent else { break }
                scope = parent
            }
            guard !local, !isConditional(k, in: file, tree: tree, upTo: type.open) else { continue }
            let owner = type.name ?? "its screen"
            return AlwaysDarkScreen(reason: "on the always-dark screen of \(owner) (view.backgroundColor = .black at line \(file.line(of: code[k].begin)))", typeOpen: type.open)
        }
        return nil
    }

    /// Whether code index `k` is set only on a condition: in an `if` (but `if #available`), `else`,
    /// `guard` or `switch` body inside the controller whose body opens at `typeOpen`. Black in the
    /// dark branch of a test of the appearance (Jotify's premium screen: `if style == .light {
    /// .jotifyGray } else if pureBlack { .black }`) is the dark side of a light screen: read as
    /// always dark, its other colors were kept "forced dark" (session 39's intent39a, M3).
    static func isConditional(_ k: Int, in file: SwiftSource, tree: SyntaxTree, upTo typeOpen: Int) -> Bool {
        var scope = tree.scope(at: k)
        while scope > 0, tree.scopes[scope].open != typeOpen {
            let s = tree.scopes[scope]
            if case let .block(keyword) = s.kind {
                switch keyword {
                case .if:
                    let available = (s.keywordToken..<max(s.keywordToken, s.open)).contains { file.codeIs($0, "#available") || file.codeIs($0, "available") }
                    if !available { return true }
                case .else, .guard, .switch: return true
                default: break
                }
            }
            guard let parent = s.parent else { break }
            scope = parent
        }
        return false
    }
}
