#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The branch of an `if` or a `switch` statement on the system's appearance that holds a use:
/// `switch traitCollection.userInterfaceStyle { case .dark: … default: … }` (`default` and
/// `.light` are the light branch), `if traitCollection.userInterfaceStyle == .dark { … } else { … }`.
/// What a branch sets is drawn in its appearance alone (session 22's review, F8 and F2: beam's
/// `case .dark:` background paired with the text set outside the switch "failed" in light).
enum StatementArms {
    /// The innermost statement on the appearance around code token `k` (its `switch` brace, or
    /// its `if`), and the appearance of the branch holding `k`; nil when none holds it.
    static func side(of k: Int, in file: SwiftSource, tree: SyntaxTree, condition: inout AppearanceCondition?) -> (statement: Int, side: Appearance)? {
        for b in AppearanceArms.branches(holding: k, in: file, tree: tree) {
            if file.codeIs(b.branch, "case") || file.codeIs(b.branch, "default") {
                guard let (_, subject) = SwitchOfCase.of(caseAt: b.branch, in: file), AppearanceChoices.namesSystemAppearance(subject) else { continue }
                if file.codeIs(b.branch, "default") { return (b.statement, .light) }
                var names: Set<String> = []
                var n = b.branch + 1
                while n < file.code.count, n - b.branch < 32, !file.isChar(n, ":") {
                    if file.isChar(n, "."), file.isWord(n + 1) { names.insert(file.text(code: n + 1)) }
                    n += 1
                }
                if names == ["dark"] || names == ["darkAqua"] { return (b.statement, .dark) }
                if !names.isEmpty, names.isSubset(of: ["light", "aqua", "unspecified"]) { return (b.statement, .light) }
                continue
            }
            // `if COND {` … `} else {` … `}`: the condition's first block, or the plain `else` after it.
            guard file.codeIs(b.statement, "if"), let open = firstBlock(after: b.statement, in: file), let close = file.matchingClose(open) else { continue }
            if condition == nil { condition = AppearanceCondition(file: file) }
            guard let trueIsDark = condition!.trueBranchIsDark(b.statement + 1, open - 1) else { continue }
            if b.branch == open { return (b.statement, trueIsDark ? .dark : .light) }
            if file.codeIs(close + 1, "else"), file.isChar(close + 2, "{"), b.branch == close + 2 { return (b.statement, trueIsDark ? .light : .dark) }
        }
        return nil
    }

    /// The `{` of the first block after the `if` at `k` (groups in the condition skipped).
    static func firstBlock(after k: Int, in file: SwiftSource) -> Int? {
        var j = k + 1
        while j < file.code.count, j - k < 64 {
            if file.isChar(j, "{") { return j }
            if file.isChar(j, "(") || file.isChar(j, "["), let c = file.matchingClose(j) { j = c + 1; continue }
            j += 1
        }
        return nil
    }
}
