/// The app's own light and dark theme instances built by assigning their members one by one in
/// one function: Sileo's `let lightTheme = SileoTheme(…)`, `lightTheme.backgroundColor = .white`, …,
/// then `let darkTheme = SileoTheme(…)`, `darkTheme.backgroundColor = UIColor(red: 28/255, …)`, each
/// a theme the user may pick whatever the system's appearance. Each color is already its theme's:
/// drafted as tokens, the light theme's #F5F5F5 got a dark #121212 and its black text a white one,
/// so the user's "Sileo Light" turned dark under a dark system (the regression read of session 28).
/// They are kept as written, as a closure-built pair is (`ClosureThemePairs`): the dark one's as a
/// dark theme's, the light one's as the light twin of a kept dark theme.
extension FixedIntentReader {
    /// Whether the value at code index `k` is assigned to a member of such an instance
    /// (`NAME.member = VALUE`, `self.NAME.member = VALUE`), and whether that instance is the dark one,
    /// with the evidence. Both instances must be declared in the same function or type as
    /// instances of one type (`let NAME = T(…)`), and the twin must have a member assigned too.
    func assignedThemePair(holding k: Int) -> (isDark: Bool, evidence: String)? {
        guard k >= 4, file.codeIs(k - 1, "="), file.isWord(k - 2), file.isChar(k - 3, "."), file.isWord(k - 4) else { return nil }
        let root = k - 4
        // The chain's root is the instance (or `self.` before it), never a member of another value.
        if root >= 2, file.isChar(root - 1, "."), !file.codeIs(root - 2, "self") { return nil }
        let name = file.text(code: root)
        guard let kind = ThemeInstances.kind(ofInstance: name), kind == .light || kind == .dark else { return nil }
        let tree = syntax.tree
        guard let body = tree.enclosingFunction(at: k) ?? tree.enclosingType(at: k) else { return nil }
        let from = max(body.open, 0) + 1, to = min(body.close, file.code.count)
        guard let type = instanceType(of: name, from: from, to: to) else { return nil }
        let other: ThemeInstances.InstanceKind = kind == .light ? .dark : .light
        var n = from
        while n + 3 < to {
            defer { n += 1 }
            guard file.codeIs(n, "let") || file.codeIs(n, "var"), file.isWord(n + 1) else { continue }
            let twin = file.text(code: n + 1)
            guard twin != name, ThemeInstances.kind(ofInstance: twin) == other, instanceType(of: twin, from: from, to: to) == type,
                  assignsMember(of: twin, from: from, to: to) else { continue }
            let evidence = "the \(name) theme of the app's own pair with \(twin), both \(type) instances whose members it assigns (\(name).\(file.text(code: k - 2)) = …)"
            return (kind == .dark, evidence)
        }
        return nil
    }

    /// `T` where `let NAME = T(…)` or `let NAME: T = T(…)` is declared between code indices `from` and `to`.
    private func instanceType(of name: String, from: Int, to: Int) -> String? {
        var n = from
        while n + 3 < to {
            defer { n += 1 }
            guard file.codeIs(n, "let") || file.codeIs(n, "var"), file.codeIs(n + 1, name) else { continue }
            var e = n + 2
            if file.isChar(e, ":"), file.isWord(e + 1) { e += 2 }
            guard file.codeIs(e, "="), file.isWord(e + 1), file.isChar(e + 2, "("),
                  BaseColorType(rawValue: file.text(code: e + 1)) == nil else { return nil }
            return file.text(code: e + 1)
        }
        return nil
    }

    /// Whether a statement between `from` and `to` assigns a member of `name` (`name.x = …`).
    private func assignsMember(of name: String, from: Int, to: Int) -> Bool {
        var n = from
        while n + 3 < to {
            if file.codeIs(n, name), file.isChar(n + 1, "."), file.isWord(n + 2), file.codeIs(n + 3, "="),
               n == 0 || !file.isChar(n - 1, ".") || file.codeIs(n - 2, "self") { return true }
            n += 1
        }
        return false
    }
}
