/// The starting value of a local that a branch on the appearance overrides: `var color = UIColor.white`
/// then `if style == .light { color = .black }` (Jotify's four screens) is the code's light/dark pair
/// written as a default and an override. The override is kept as written (`chosen by appearance`);
/// the default was rewritten alone to a token with a proposed dark value, half the pair adapting and
/// half not, though `init` said one arm is never rewritten alone (session 39's intent39a, m1). The
/// default takes the override's test, so both stay as written.
extension AppearanceTestedArms {
    func keepDefaultsOfOverriddenLocals(_ findings: inout [Finding]) {
        guard let tree = syntax?.tree else { return }
        var byStart: [Int: Int] = [:]
        for n in findings.indices where findings[n].choice == nil && !findings[n].kind.isHazard {
            byStart[file.codeIndex(atOrAfter: findings[n].range.lowerBound)] = n
        }
        for n in findings.indices where findings[n].choice == nil && !findings[n].kind.isHazard {
            let k = file.codeIndex(atOrAfter: findings[n].range.lowerBound)
            // `name = <override>` directly in an `if` branch.
            guard k >= 2, file.codeIs(k - 1, "="), file.isWord(k - 2), !file.isChar(k - 3, "."),
                  case .block(.if) = tree.scopes[tree.scope(at: k)].kind else { continue }
            // The override's test: one joined to anything else is set already; a test of the appearance
            // alone (`if style == .light { c = .black }`, no `else`) is no pair recolor replaces whole.
            var test = findings[n].appearanceTest
            if test == nil, let (ifKeyword, open, word) = ifChainCondition(at: k, where: isAppearanceWord),
               condition.trueBranchIsDark(ifKeyword + 1, open - 1) != nil {
                test = conditionText(ifKeyword, open - 1, word: word)
            }
            guard let test else { continue }
            let name = file.text(code: k - 2)
            // An `if` with no `else`: the default is what the other path draws (with an `else` it is never drawn).
            let branch = tree.scopes[tree.scope(at: k)]
            guard case .block(.if) = branch.kind, branch.close >= 0, !file.codeIs(branch.close + 1, "else"), let outer = branch.parent else { continue }
            let from = max(tree.scopes[outer].open, 0) + 1
            // `var name = <default>` or `var name: T = <default>` before the `if`, in the scope holding it.
            var j = branch.keywordToken - 1
            while j >= from {
                if file.codeIs(j, "var"), file.codeIs(j + 1, name), tree.scope(at: j) == outer {
                    var eq = j + 2
                    while eq < branch.keywordToken, eq - j < 8, !file.codeIs(eq, "=") { eq += 1 }
                    if file.codeIs(eq, "="), let m = byStart[eq + 1], findings[m].appearanceTest == nil {
                        findings[m].appearanceTest = test
                        findings[n].appearanceTest = test
                    }
                    break
                }
                j -= 1
            }
        }
    }
}
