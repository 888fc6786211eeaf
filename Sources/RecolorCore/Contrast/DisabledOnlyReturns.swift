#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A color a computed property returns only while its control is disabled (`guard !isDisabled
/// else { return theme.disabledBackground }`, an `if isDisabled { … }` branch, an arm of
/// `isEnabled ? a : b`) is drawn under the disabled title alone, which WCAG exempts (inactive
/// components): it pairs with nothing, as `setTitleColor(X, for: .disabled)` does not. ora's
/// `OraButton` paired its enabled `theme.foreground` label with the disabled background (session 25).
enum DisabledOnlyReturns {
    static func isDisabledOnly(_ k: Int, in file: SwiftSource, tree: SyntaxTree) -> Bool {
        if CodeStyledViews.controlState(of: k, in: file, tree: tree) == .disabled { return true }
        // `guard COND else { … }`: the else body runs when COND is false.
        let scope = tree.scopes[tree.scope(at: k)]
        guard case .block(.guard) = scope.kind, scope.keywordToken >= 0, scope.open - 1 > scope.keywordToken,
              file.codeIs(scope.open - 1, "else") else { return false }
        for c in scope.keywordToken + 1..<scope.open - 1 where file.isWord(c) {
            guard let state = ControlState(conditionWord: file.text(code: c)) else { continue }
            // A `!` before the word (its chain: `!self.isDisabled`) negates it.
            var b = c - 1
            while b > scope.keywordToken, file.isChar(b, ".") || (file.isWord(b) && file.isChar(b + 1, ".")) { b -= 1 }
            let negated = b > scope.keywordToken && file.kind(b) == .operator && file.isChar(b, "!")
            let whenTrue = negated ? state.negated : state
            return whenTrue.negated == .disabled
        }
        return false
    }
}
