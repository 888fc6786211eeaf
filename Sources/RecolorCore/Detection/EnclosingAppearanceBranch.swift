#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A color in a block nested inside a branch of a test of the appearance alone (ATV-Bilibili's
/// setting cell: `if traitCollection.userInterfaceStyle == .dark { if isFocused {
/// contentView.backgroundColor = UIColor.white … } else { … } } else { … }`): the code chose it for
/// that appearance, but it is no arm of a pair (`AppearanceChoices` reads a branch's own statements)
/// nor of the branch chain `branchTest` walks. Drafted by value with the app's other whites, the
/// dark branch's focused white became `systemBackground`, black in Dark (session 26, intent26).
/// It is kept as written, as the arms of a test joined to anything else are.
extension AppearanceTestedArms {
    /// `if traitCollection.userInterfaceStyle == .dark` when code index `k` stands in a block
    /// (an `if`, `else`, `switch`, loop) nested, up to four levels, inside a branch of an `if`/`else`
    /// whose condition is a test of the appearance alone; nil otherwise, or where a function, a
    /// closure or a type comes first.
    func enclosingBranchTest(at k: Int) -> String? {
        guard let tree = syntax?.tree else { return nil }
        var index = tree.scope(at: k)
        guard case .block = tree.scopes[index].kind else { return nil }
        for _ in 0..<4 {
            guard let parent = tree.scopes[index].parent, case .block(let kind) = tree.scopes[parent].kind else { return nil }
            index = parent
            let branch = tree.scopes[parent]
            // The `if` of this branch: itself, or the one before an `else`.
            var test = branch
            if kind == .else {
                guard branch.keywordToken > 0, file.isChar(branch.keywordToken - 1, "}") else { continue }
                test = tree.scopes[tree.scope(at: branch.keywordToken - 1)]
            } else if kind != .if {
                continue
            }
            guard case .block(.if) = test.kind, test.keywordToken >= 0, test.keywordToken + 1 < test.open,
                  condition.trueBranchIsDark(test.keywordToken + 1, test.open - 1) != nil,
                  let word = ((test.keywordToken + 1)..<test.open).first(where: isAppearanceWord) else { continue }
            return conditionText(test.keywordToken, test.open - 1, word: word)
        }
        return nil
    }
}
