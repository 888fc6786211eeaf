#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A local color the code declares before its own test of the appearance and uses only inside one
/// branch of it (fsnotes' outline header, session 22 F10: `let lightColor = NSColor(white…)`,
/// `let darkColor = NSColor(red: 0.16, …)`, then `if NSAppearance.current.isDark {
/// darkColor.setFill() } else { lightColor.setFill() }`). The code already chooses it by the
/// appearance: `darkColor` is drawn in Dark only, so it is the dark value as written. Read alone,
/// it got a lifted proposal (#292B2E → #C2C5C9): the header light gray in Dark under light text.
/// Kept as written (`chosen by appearance`), as an arm of a ternary or `if` on the appearance is.
extension FixedIntentReader {
    /// `darkColor, used only where if NSAppearance.current.isDark decides` when the finding
    /// starting at code index `k` initializes `let NAME` in a function and every later use of
    /// NAME in that function stands in a branch of an `if` testing the appearance, or in an arm
    /// of a ternary testing it.
    func appearanceBranchLocal(_ k: Int) -> String? {
        var eq = k - 1
        guard file.codeIs(eq, "=") else { return nil }
        if file.isWord(eq - 1), file.isChar(eq - 2, ":"), file.isWord(eq - 3) { eq -= 2 }  // `NAME: T =`
        guard file.isWord(eq - 1), file.codeIs(eq - 2, "let") || file.codeIs(eq - 2, "var") else { return nil }
        let name = file.text(code: eq - 1)
        let tree = syntax.tree
        let home = tree.scope(at: k)
        guard tree.enclosingFunction(at: k) != nil, !tree.scopes[home].isType else { return nil }
        let end = tree.scopes[home].close
        var tests: [String] = []
        var j = k + 1
        while j < end {
            defer { j += 1 }
            guard file.codeIs(j, name), !file.isChar(j - 1, "."), !file.isChar(j + 1, ":") else { continue }
            guard let test = appearanceBranch(holding: j, within: home) ?? conditionWord(beforeArm: j, where: namesAppearance).map({ file.text(code: $0) }) else { return nil }
            tests.append(test)
        }
        guard let first = tests.first else { return nil }
        return "\(name), used only where \(first) decides"
    }

    /// `if NSAppearance.current.isDark` when code index `j` stands in the `if` or `else` block
    /// of an `if` whose condition names the appearance, that block inside scope `home`.
    func appearanceBranch(holding j: Int, within home: Int) -> String? {
        let tree = syntax.tree
        for n in tree.ancestors(of: tree.scope(at: j)) {
            if n == home { return nil }
            var branch = tree.scopes[n]
            if case .block(.else) = branch.kind, branch.keywordToken > 0, file.isChar(branch.keywordToken - 1, "}") {
                branch = tree.scopes[tree.scope(at: branch.keywordToken - 1)]
            }
            guard case .block(.if) = branch.kind, branch.keywordToken >= 0, branch.keywordToken < branch.open else { continue }
            if (branch.keywordToken + 1..<branch.open).contains(where: namesAppearance) {
                let condition = file.bytes[file.code[branch.keywordToken].begin..<file.code[branch.open - 1].end]
                return String(decoding: condition, as: UTF8.self)
            }
        }
        return nil
    }
}
