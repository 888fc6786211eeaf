/// The app's own light and dark palette instances, each built in a closure and chosen by the
/// appearance: RIA-DigiDoc-iOS's `static let light: ColorPalette = { let background = Color.white
/// … }()` and `static let dark: ColorPalette = { let background = Color.black … }()`, picked by
/// `colorScheme == .dark ? AppColors.dark : AppColors.light` or the user's Light/Dark setting.
/// Each color is already its appearance's: made adaptive, the dark palette's black paper became
/// `blackColorOrNearWhite` (near white in Dark) and its light ink dark, the app's dark theme
/// inverted; the light palette's colors turned dark where the user picks the light look under a
/// dark system (session 28's review, B3). A call-built pair (`static let dark = Theme(…)`) is
/// harvested as tokens by `ThemeInstances`; a closure builds no arguments to pair, so both are kept,
/// as a dark theme's colors and the light twin of a kept dark theme (`LightThemeTwins`) are.
extension FixedIntentReader {
    /// The light or dark instance built in a closure that holds code index `k`, beside its twin of
    /// the other appearance in the same type or file: whether it is the dark one, with the evidence.
    func closureThemePair(holding k: Int) -> (isDark: Bool, evidence: String)? {
        let tree = syntax.tree
        for n in tree.ancestors(of: tree.scope(at: k)) {
            let scope = tree.scopes[n]
            guard case .closure = scope.kind else { continue }
            // `NAME[: T] = { … }()`: the closure called where it is declared.
            guard let close = file.matchingClose(scope.open), file.isChar(close + 1, "("), file.isChar(close + 2, ")") else { continue }
            var e = scope.open - 1
            guard file.codeIs(e, "=") else { continue }
            e -= 1
            if file.isWord(e), file.isChar(e - 1, ":") { e -= 2 }
            guard file.isWord(e), ThemeInstances.isInstanceDeclaration(e - 1, in: file, tree: tree) else { continue }
            let name = file.text(code: e)
            guard let kind = ThemeInstances.kind(ofInstance: name), kind == .light || kind == .dark,
                  let twin = closureTwin(of: e - 1, kind: kind == .light ? .dark : .light) else { return nil }
            return kind == .dark
                ? (true, "the \(name) palette of the app's own pair with \(twin) (static let \(name) = { … }())")
                : (false, "the \(name) palette of the app's own pair with \(twin) (static let \(name) = { … }())")
        }
        return nil
    }

    /// The name of an instance of `kind` built in a closure, declared in the same type (or file)
    /// as the instance declared at code index `k`.
    private func closureTwin(of k: Int, kind: ThemeInstances.InstanceKind) -> String? {
        let tree = syntax.tree
        let type = tree.enclosingType(at: k)
        let from = (type?.open ?? -1) + 1, to = type?.close ?? file.code.count
        var n = from
        while n + 2 < to {
            defer { n += 1 }
            guard n != k, ThemeInstances.isInstanceDeclaration(n, in: file, tree: tree), tree.enclosingType(at: n)?.open == type?.open,
                  ThemeInstances.kind(ofInstance: file.text(code: n + 1)) == kind else { continue }
            var e = n + 2
            if file.isChar(e, ":"), file.isWord(e + 1) { e += 2 }
            if file.codeIs(e, "="), file.isChar(e + 1, "{") { return file.text(code: n + 1) }
        }
        return nil
    }
}
