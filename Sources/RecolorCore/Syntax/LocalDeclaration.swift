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

extension LocalDeclaration {
    /// The code range of the value a bare name at code token `k` holds when it is a `let` of its
    /// enclosing function declared before it with an initializer (`let style =
    /// traitCollection.userInterfaceStyle`, then `switch style`): from after `=` to the end of
    /// the line; nil for anything else (a `var`, which may change, a parameter, a member).
    static func initializer(of k: Int, in file: SwiftSource, tree: SyntaxTree) -> Range<Int>? {
        guard let function = tree.enclosingFunction(at: k) else { return nil }
        let name = file.text(code: k)
        var found: Range<Int>?
        var j = max(function.open, 0)
        while j < k {
            defer { j += 1 }
            guard file.kind(j) == .identifier, file.text(code: j) == name, file.kind(j - 1) == .keyword else { continue }
            // A later `var` or `let` of the name shadows the one before.
            guard file.codeIs(j - 1, "let") else { found = nil; continue }
            var eq = j + 1
            if file.isChar(eq, ":") { eq += 2 }
            guard file.codeIs(eq, "="), eq + 1 < k else { found = nil; continue }
            var end = eq + 1
            while end + 1 < k, !file.lineBreakBetween(end, end + 1) { end += 1 }
            found = eq + 1..<end + 1
        }
        return found
    }
}
