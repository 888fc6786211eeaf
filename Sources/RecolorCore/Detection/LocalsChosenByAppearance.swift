/// Colors held by local constants that the function then chooses by the appearance:
/// `let lightColor = Color(red: 0.99, …)`, `let darkColor = Color(red: 0.05, …)`, then
/// `return scheme == .dark ? darkColor : lightColor` (or `case .dark: return darkColor` in a switch
/// over the appearance). Read as two plain colors, init gave the dark one an inverted proposal
/// (#0D0D0F drafted `darkGrayColor` with dark #D8D8DB: the app's dark background turned light in
/// Dark; session 36's lead check of a shape common in public SwiftUI code).
/// - A light local and a dark local chosen together are one pair from code: `init` harvests one
///   token with the code's light and dark values, and `fix` writes it over both declarations where
///   they stand (`armsInPlace`), the choice then between one token twice, which adapts on its own.
/// - A local chosen alone (its partner no finding, or an arm of several choices that disagree) stays
///   as written, an arm of the code's own choice that no token may replace by half.
extension AppearanceChoices {
    /// One local's part in a choice: the choice (the ternary's `?`, or the switch's `{`) and the
    /// appearance the local is chosen for there.
    struct LocalArm: Equatable {
        var choice: Int
        var appearance: Appearance
    }

    mutating func keepLocalsChosenByAppearance(_ findings: inout [Finding], spans: [Span]) {
        // The candidates: finding index, the braces holding the `let`, its arms, what chose it.
        var candidates: [(n: Int, open: Int, arms: [LocalArm], test: String)] = []
        for n in findings.indices where findings[n].choice == nil && findings[n].appearanceTest == nil {
            let first = spans[n].first, last = spans[n].last
            // `let NAME = <the finding>` ending its line, inside a function's braces.
            guard first >= 3, file.codeIs(first - 1, "="), file.isWord(first - 2), file.codeIs(first - 3, "let"),
                  last + 1 >= file.code.count || file.lineBreakBetween(last, last + 1) || file.isChar(last + 1, ";"),
                  let open = brackets.opener(of: first), file.isChar(open, "{"), let close = file.matchingClose(open) else { continue }
            let name = file.text(code: first - 2)
            // Every later use of the name in those braces is a ternary's arm whose condition tests the appearance.
            var test: String?
            var arms: [LocalArm] = []
            var uses = 0
            for k in (last + 1)..<close where file.codeIs(k, name) && !file.isChar(k - 1, ".") {
                uses += 1
                let q: Int
                let firstArm: Bool
                if file.isChar(k - 1, "?"), file.code[k - 1].kind == .operator, file.isChar(k + 1, ":") {
                    (q, firstArm) = (k - 1, true)
                } else if file.isChar(k - 1, ":"), file.isWord(k - 2), file.isChar(k - 3, "?"), file.code[k - 3].kind == .operator {
                    (q, firstArm) = (k - 3, false)
                } else if file.codeIs(k - 1, "return"), file.isChar(k - 2, ":"), file.codeIs(k - 3, "default") {
                    continue  // `default: return lightColor` beside the appearance's cases
                } else if file.codeIs(k - 1, "return"), file.isChar(k - 2, ":"), file.isWord(k - 3), file.isChar(k - 4, "."), file.codeIs(k - 5, "case"),
                          let dark = condition.styleConstant(k - 4, k - 3) {
                    // `case .dark: return darkColor`: a switch over the appearance, or over the app's own light and
                    // dark theme; either way the code's decision, kept as written (and a pair only over the appearance).
                    test = "a switch's case .\(file.text(code: k - 3))"
                    if let open = brackets.opener(of: k - 5), let sw = switchKeyword(opening: open), !switchesOverOwnTheme(sw, open) {
                        arms.append(LocalArm(choice: open, appearance: dark ? .dark : .light))
                    }
                    continue
                } else { test = nil; break }
                let from = AppearanceCondition.conditionStart(before: q, in: file)
                guard let trueIsDark = condition.trueBranchIsDark(from, q - 1) else { test = nil; break }
                test = conditionText(of: file.code[from].begin..<file.code[q].end)
                arms.append(LocalArm(choice: q, appearance: trueIsDark == firstArm ? .dark : .light))
            }
            guard uses > 0, let test else { continue }
            candidates.append((n, open, arms, "\(name), an arm of \(test) (line \(file.line(of: file.code[first].begin)))"))
        }
        var paired = Set<Int>()
        for c in candidates where !paired.contains(c.n) {
            guard let partner = partner(of: c, among: candidates, paired: paired, findings: findings) else { continue }
            let (light, dark) = c.arms[0].appearance == .light ? (c.n, partner) : (partner, c.n)
            var values: [Appearance: String] = [:]
            values[.light] = findings[light].choiceKey
            values[.dark] = findings[dark].choiceKey
            let range = min(findings[light].range.lowerBound, findings[dark].range.lowerBound)..<max(findings[light].range.upperBound, findings[dark].range.upperBound)
            var choice = AppearanceChoice(range: range, arm: .light, values: values)
            choice.armsInPlace = true
            choice.writtenType = findings[light].writtenType ?? findings[dark].writtenType
            // Named after the function or property that chooses (`paper(for:)`), not after a local (`darkColor = Color.lightColor`).
            // Where the braces are no such declaration's (a closure), the role names it ("" is no usable name).
            choice.ownName = WholeBodyDeclaration.nameIndex(ofBodyOpening: c.open, in: file, functions: true).map { file.text(code: $0) } ?? ""
            for (appearance, m) in [(Appearance.light, light), (.dark, dark)] {
                var mine = choice
                mine.arm = appearance
                findings[m].choice = mine
            }
            paired.formUnion([light, dark])
        }
        for c in candidates where !paired.contains(c.n) {
            findings[c.n].appearanceTest = c.test
        }
    }

    /// The local chosen for the other appearance in the same choices as `c`, declared in the same
    /// braces: both chosen for one appearance each in every choice they are arms of, together in one
    /// at least, and both colors known and fit for one token (no alpha known only at run time, no
    /// conversion where they stand).
    private func partner(of c: (n: Int, open: Int, arms: [LocalArm], test: String), among candidates: [(n: Int, open: Int, arms: [LocalArm], test: String)],
                         paired: Set<Int>, findings: [Finding]) -> Int? {
        // A type's stored properties (`private let darkPanel = Color(…)` beside `colorScheme == .dark ? darkPanel :
        // lightPanel`) are `MemberTernaryPairs'` harvest: kept where they stand, the ternary the token.
        guard !PropertyFlows.isTypeBody(c.open, in: file), let mine = Self.oneAppearance(c.arms), Self.fitForToken(findings[c.n]) else { return nil }
        for d in candidates where d.n != c.n && d.open == c.open && !paired.contains(d.n) {
            guard let theirs = Self.oneAppearance(d.arms), theirs != mine, Self.fitForToken(findings[d.n]),
                  Set(c.arms.map(\.choice)) == Set(d.arms.map(\.choice)) else { continue }
            return d.n
        }
        return nil
    }

    private static func oneAppearance(_ arms: [LocalArm]) -> Appearance? {
        guard let first = arms.first?.appearance, arms.allSatisfy({ $0.appearance == first }) else { return nil }
        return first
    }

    private static func fitForToken(_ f: Finding) -> Bool {
        f.matchKey != nil && !f.hasComputedAlpha && f.conversion == nil && f.framework != .coregraphics && f.framework != .coreimage
    }
}
