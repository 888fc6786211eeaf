#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether a bare name is a local of the function it stands in: a `let`/`var` of that name
/// declared in the function before it (`let iconBackgroundColor: UIColor`, then
/// `iconBackgroundColor = green` in an `if`). Such a name is no member of `self`: the stale-color
/// detector's stores and `contrast`'s receivers read it so (GitHawk's review cell paired its
/// labels with a local holding another view's background: session 20 audit F5).
enum LocalDeclaration {
    /// Whether code token `k` (a name) is declared by a `let`/`var` earlier in its enclosing function.
    static func isLocal(_ k: Int, in file: SwiftSource, tree: SyntaxTree) -> Bool {
        guard let function = tree.enclosingFunction(at: k) else { return false }
        var j = max(function.open, 0)
        while j < k {
            if file.kind(j) == .keyword, file.codeIs(j, "let") || file.codeIs(j, "var"), file.kind(j + 1) == .identifier,
               file.text(code: j + 1) == file.text(code: k) { return true }
            j += 1
        }
        return false
    }
}
