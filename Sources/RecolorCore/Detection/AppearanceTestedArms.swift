/// Marks the findings the code chooses by a test of the appearance that is no pair recolor can
/// replace whole: a branch of an `if`/`else if` chain, or an arm of a ternary, whose condition
/// tests the appearance joined to anything else (`forcedStyle == 2 ||
/// traitCollection.userInterfaceStyle == .dark`, `(isDark && on)`). (A test of the appearance
/// alone is a pair `AppearanceChoices` reads, or an arm `init` keeps by a rule.) The app already decides what these show in each appearance; rewriting one arm to a
/// token would give it a second, proposed dark value, inverting the app's own dark choice
/// (Mammoth's `else if overrideTheme == 2 || … == .dark { color = .white }` became a token dark
/// `#0D0D0D`). `fix` keeps them as written, with the reason `chosen by appearance`.
struct AppearanceTestedArms {
    let file: SwiftSource
    let syntax: SyntaxTreeMemo?
    /// The bracket around a token (the syntax tree's table when there is one).
    let brackets: EnclosingGroups
    /// Names of `Bool`s the file declares from a test of the appearance, beyond the conventional
    /// ones (`isDark`, `darkMode`) that `words` holds.
    let declaredFlags: Set<String>

    /// Names of the appearance in a condition (`colorScheme`, `userInterfaceStyle`, `darkAqua`,
    /// `effectiveAppearance`) and the conventional flags, as written, looked up without a
    /// string per token (every file with a finding is read).
    static let words = ByteWordMap(words: ["colorScheme", "ColorScheme", "userInterfaceStyle", "darkAqua", "aqua", "effectiveAppearance"]
        + AppearanceCondition.conventionalFlags.keys)

    /// Reads whether a condition is a test of the appearance alone.
    var condition: AppearanceCondition

    init(file: SwiftSource, syntax: SyntaxTreeMemo?, flags: [String: Bool], given: Set<String> = []) {
        self.file = file
        self.syntax = syntax
        brackets = syntax?.brackets ?? EnclosingGroups(file: file)
        condition = AppearanceCondition(file: file, flags: flags.isEmpty ? AppearanceCondition.conventionalFlags : flags, given: given)
        let conventional = AppearanceCondition.conventionalFlags
        // Most files declare no flag: their flags are the conventional ones (the same storage,
        // told at once), and both differences are empty without two sets of the 126 names made
        // and subtracted for every file with a finding (callgrind, fsnotes of corpus22: this
        // initializer 7.7 M instructions before, 0.8 M after).
        if flags.isEmpty || flags == conventional {
            declaredFlags = []
            brightnessFlags = []
        } else {
            declaredFlags = Set(flags.keys).subtracting(conventional.keys)
            brightnessFlags = Set(conventional.keys).subtracting(flags.keys)
        }
    }

    /// Conventional flag names the file declares from a color's brightness (`AppearanceCondition.flags`).
    let brightnessFlags: Set<String>

    func isAppearanceWord(_ k: Int) -> Bool {
        guard file.code[k].kind == .identifier else { return false }
        if file.lookUp(code: k, in: Self.words) != nil {
            // `classColor.isLight()`: that color's brightness (`AppearanceCondition.isBrightnessOfAColor`).
            if condition.isBrightnessOfAColor(file.text(code: k), at: k, from: 0) { return false }
            // A member the tree computes from a color's brightness (`ColorBrightnessFlags`), asked of a value.
            if !condition.colorFlags.isEmpty, file.isChar(k - 1, "."), condition.colorFlags.contains(file.text(code: k)) { return false }
            return brightnessFlags.isEmpty || !brightnessFlags.contains(file.text(code: k))
        }
        return !declaredFlags.isEmpty && declaredFlags.contains(file.text(code: k))
    }

    mutating func annotate(_ findings: inout [Finding]) {
        guard findings.contains(where: { $0.choice == nil && !$0.kind.isHazard }) else { return }
        let testsAppearance = file.code.indices.contains(where: isAppearanceWord)
        // A branch setting the appearance it is shown in (`AppearanceSettingBranch`), read where the file may.
        let settingTree = AppearanceSettingBranch.mayApply(file) ? syntax?.tree : nil
        for n in findings.indices where findings[n].choice == nil && !findings[n].kind.isHazard {
            let k = file.codeIndex(atOrAfter: findings[n].range.lowerBound)
            guard k < file.code.count else { continue }
            // An arm `AppearanceChoices` left as written (an alpha known only at run time) keeps its test.
            guard findings[n].appearanceTest == nil else { continue }
            findings[n].appearanceTest = labeledArmTest(at: k) ?? (testsAppearance ? branchTest(at: k) ?? ternaryTest(before: k) ?? switchTest(at: k)
                ?? enclosingBranchTest(at: k) : nil)
                ?? memberArmTest(findings[n], start: k)
                ?? settingTest(at: k)
                ?? settingTree.flatMap { AppearanceSettingBranch.setting(around: k, in: file, tree: $0) }
        }
        keepReturnsBesideSettingArms(&findings)
        // (Only where the file names the appearance: the syntax tree is not built for it otherwise.)
        if testsAppearance { keepDefaultsOfOverriddenLocals(&findings) }
    }

    /// `Color(light: .gray100, dark: .white)` (simplenote's widgets): an argument labeled `light:`
    /// or `dark:` of a call that has the other label too, whose other side is no finding (a pair of
    /// findings is a choice `AppearanceChoices` reads whole). The code gives it its own appearance:
    /// a token there would give the white a second, proposed dark value (`dark: Color.inverseText`
    /// turned the app's white text on dark to black).
    func labeledArmTest(at k: Int) -> String? {
        guard k >= 3, let side = AppearanceLabels.side(at: k - 2, in: file) else { return nil }
        let others = side == .light ? AppearanceLabels.dark : AppearanceLabels.light
        // The call's `(`, the label this argument's, within 256 elements of it.
        guard let bracket = brackets.bracket(holding: k - 2), bracket.kind == .parenthesis, bracket.label == k - 2,
              bracket.position <= 256, let close = bracket.close,
              !brackets.elements(of: bracket, before: k - 2).contains(where: { file.isChar($0, ";") }) else { return nil }
        let n = bracket.open
        var a = n + 1
        while a < close {
            if file.isChar(a, "(") || file.isChar(a, "[") || file.isChar(a, "{"), let end = file.matchingClose(a) { a = end + 1; continue }
            if file.isWord(a), others.contains(file.text(code: a)), file.isChar(a + 1, ":"), file.isChar(a - 1, ",") || a == n + 1 {
                return conditionText(k - 2, k - 1, word: k - 2) + " … " + file.text(code: a) + ":"
            }
            a += 1
        }
        return nil
    }

    /// `if forcedStyle == 2 || style == .dark` when code index `k` is directly in a branch of an
    /// `if`/`else if`/`else` chain one of whose conditions up to that branch names the appearance.
    func branchTest(at k: Int) -> String? {
        guard let (keyword, open, word) = ifChainCondition(at: k, where: isAppearanceWord) else { return nil }
        // A test of the appearance alone is the pairs' and init's keep rules' to read.
        if condition.trueBranchIsDark(keyword + 1, open - 1) != nil { return nil }
        return conditionText(keyword, open - 1, word: word)
    }

    /// The `if` keyword, the `{` after its condition, and the first word `matches` accepts in it,
    /// of the first condition naming one in the `if`/`else if`/`else` chain up to the branch that
    /// directly holds code index `k`; nil when none does.
    func ifChainCondition(at k: Int, where matches: (Int) -> Bool) -> (Int, Int, Int)? {
        guard let tree = syntax?.tree else { return nil }
        var branch = tree.scopes[tree.scope(at: k)]
        var steps = 0
        while steps < 16 {
            steps += 1
            if case .block(.else) = branch.kind, branch.keywordToken > 0, file.isChar(branch.keywordToken - 1, "}") {
                branch = tree.scopes[tree.scope(at: branch.keywordToken - 1)]
                continue
            }
            guard case .block(.if) = branch.kind, branch.keywordToken >= 0, branch.keywordToken < branch.open else { return nil }
            if let word = ((branch.keywordToken + 1)..<branch.open).first(where: matches) {
                return (branch.keywordToken, branch.open, word)
            }
            let kw = branch.keywordToken
            guard kw > 1, file.codeIs(kw - 1, "else"), file.isChar(kw - 2, "}") else { return nil }
            branch = tree.scopes[tree.scope(at: kw - 2)]
        }
        return nil
    }

    /// `switch (colorScheme, isOn)` when code index `k` stands in a clause of a `switch` (directly,
    /// or in an `if`/`else` there) whose subject names the appearance: a tuple holding it
    /// (OnlySwitch's `case (.light, false): return .black` had its arm rewritten alone: session 22
    /// F16), or the appearance alone, or a local copy of it, where `AppearanceChoices` paired no
    /// arm (a clause with no partner). The code gives each appearance its color: every arm is
    /// kept whole, never one rewritten alone.
    func switchTest(at k: Int) -> String? {
        guard let tree = syntax?.tree else { return nil }
        var index = tree.scope(at: k)
        for _ in 0..<4 {
            let scope = tree.scopes[index]
            if case .block(.switch) = scope.kind {
                let kw = scope.keywordToken
                guard kw >= 0, kw + 1 < scope.open else { return nil }
                if let word = (kw + 1..<scope.open).first(where: isAppearanceWord) { return conditionText(kw, scope.open - 1, word: word) }
                guard kw + 2 == scope.open, file.kind(kw + 1) == .identifier,
                      let value = LocalDeclaration.initializer(of: kw + 1, in: file, tree: tree),
                      let word = value.first(where: isAppearanceWord) else { return nil }
                return conditionText(kw, kw + 1, word: kw + 1) + " (" + conditionText(value.lowerBound, value.upperBound - 1, word: word) + ")"
            }
            guard case .block(let b) = scope.kind, b == .if || b == .else, let parent = scope.parent else { return nil }
            index = parent
        }
        return nil
    }

    /// The condition of the ternary whose arm starts at code index `k` (after its `?` or `:`,
    /// through opening parentheses), when it names the appearance anywhere, groups included.
    func ternaryTest(before k: Int) -> String? {
        guard let (from, question, word) = ternaryCondition(before: k, where: isAppearanceWord),
              condition.trueBranchIsDark(from, question - 1) == nil else { return nil }
        return conditionText(from, question - 1, word: word)
    }

    /// The first code index of the condition of the ternary whose arm starts at code index `k`,
    /// its `?`, and the first word `matches` accepts in the condition; nil when none does.
    func ternaryCondition(before k: Int, where matches: (Int) -> Bool) -> (Int, Int, Int)? {
        var b = k - 1
        b = TypeErasers.skipOpenings(from: b, in: file)
        guard b >= 0, file.isChar(b, "?") || file.isChar(b, ":") else { return nil }
        var n = b - 1
        var steps = 0
        // The ternary's `?`: the condition ends before it.
        var question = file.isChar(b, "?") ? b : nil
        var word: Int?
        while n >= 0, steps < 64 {
            steps += 1
            if file.isChar(n, ")") || file.isChar(n, "]"), let open = file.matchingOpen(n) {
                if question != nil, word == nil { word = (open..<n).first(where: matches) }
                n = open - 1
                continue
            }
            if file.isChar(n, "(") || file.isChar(n, "[") || file.isChar(n, "{") || file.isChar(n, "}") || file.isChar(n, ",")
                || file.codeIs(n, "=") || file.codeIs(n, "return") || file.codeIs(n, "in") { break }
            if question == nil, file.isChar(n, "?"), file.code[n].kind == .operator { question = n }
            if question != nil, word == nil, matches(n) { word = n }
            n -= 1
        }
        guard let question, let word, question - 1 > n else { return nil }
        return (n + 1, question, word)
    }

    /// `colorScheme == .dark ? Color.bgDarkerDarkBlue : Color.white` (Trio): an arm of a ternary
    /// testing the appearance alone whose other arm is the app's own member (no finding, none
    /// of Apple's colors, not `clear`): the code already gives each appearance its color, and
    /// no pair can be read, so `fix` keeps the arm rather than rewrite it alone (the light arm
    /// became `systemBackground` beside the app's dark blue; `defaultSystemColorScheme == .light
    /// ? ApnBackground : UIColor.gray` had its dark arm changed).
    func memberArmTest(_ finding: Finding, start k: Int) -> String? {
        var b = k - 1
        b = TypeErasers.skipOpenings(from: b, in: file)
        guard b >= 1 else { return nil }
        let other: (Int, Int)
        let question: Int
        if file.isChar(b, "?"), file.code[b].kind == .operator {
            var c = file.codeIndex(atOrAfter: finding.range.upperBound)
            while c < file.code.count, file.isChar(c, ")"), let o = file.matchingOpen(c), o > b { c += 1 }
            guard c + 1 < file.code.count, file.isChar(c, ":") else { return nil }
            var e = c + 1
            guard file.isWord(e) else { return nil }
            while file.isChar(e + 1, "."), file.isWord(e + 2) { e += 2 }
            // A call ending the arm (`Reader.shared.buttonBackground(for: context)`).
            if file.isChar(e + 1, "("), let close = file.matchingClose(e + 1), !file.isChar(close + 1, ".") { e = close }
            guard !file.isChar(e + 1, "("), !file.isChar(e + 1, "."), !(e + 1 < file.code.count && file.code[e + 1].kind == .operator && !file.isChar(e + 1, "!")) else { return nil }
            other = (c + 1, e)
            question = b
        } else if file.isChar(b, ":") {
            var j = b - 1
            // A call ending the arm: back over its arguments to the function's name.
            if file.isChar(j, ")"), let open = file.matchingOpen(j), open > 0, file.isWord(open - 1) { j = open - 1 }
            while j >= 0, b - j < 12 || file.isChar(b - 1, ")"), file.isWord(j) || file.isChar(j, ".") { j -= 1 }
            guard j >= 0, j + 1 < b, file.isChar(j, "?"), file.code[j].kind == .operator, file.isWord(j + 1) || file.isChar(j + 1, ".") else { return nil }
            other = (j + 1, b - 1)
            question = j
        } else {
            return nil
        }
        // The other arm a call of the app's (Hamster's `context.hasDarkColorScheme ?
        // HamsterUIColor.shared.standardButtonBackground(for: context) : .white`): the code picks each
        // appearance's color, the dark one by a function of its own. Rewritten alone, the white
        // became `Semantic.inverseText` (a pressed key's background named as text) beside an arm
        // kept as written (session 27 verify, m-1): both arms stay as written, as beside a member.
        let otherIsCall = file.isChar(other.1, ")")
        guard file.isWord(other.1) || otherIsCall, !file.codeIs(other.1, "clear"), !file.codeIs(other.1, "nil"),
              SystemColorArm.read(at: other.0, to: other.1, in: file, implicit: SystemColorArm.implicitType(finding.framework)) == nil else { return nil }
        let c0 = AppearanceCondition.conditionStart(before: question, in: file)
        guard c0 < question, !(c0 > 0 && (file.codeIs(c0 - 1, "||") || file.codeIs(c0 - 1, "&&"))),
              let trueIsDark = condition.trueBranchIsDark(c0, question - 1) else { return nil }
        // The light arm beside a value the code computes (`isDark ? tint : .white`) shows the
        // token's light value, the code's own: it may be rewritten. The dark arm never, and no
        // arm beside a fixed color of the app (`Color.bgDarkerDarkBlue`): a two-color choice.
        let isDarkArm = trueIsDark == (b == question)
        let otherIsColorMember = file.isChar(other.0, ".") || other.1 > other.0 && ExpressionAPIs.colorTypes.contains(file.text(code: other.0))
        guard isDarkArm || otherIsColorMember || otherIsCall else { return nil }
        return conditionText(c0, question - 1, word: c0) + " … " + (other.0...other.1).map { file.text(code: $0) }.joined()
    }

    /// The condition as written, on one line and cut short: `if forcedStyle == 2 || traitColl…`.
    func conditionText(_ from: Int, _ to: Int, word: Int) -> String {
        let end = min(max(from, to), from + 16)
        let text = String(decoding: file.bytes[file.code[from].begin..<file.code[end].end], as: UTF8.self)
            .split(whereSeparator: { $0 == "\n" || $0 == " " || $0 == "\t" }).joined(separator: " ")
        return end < to ? text + " …" : text
    }
}

extension Finding {
    /// Kept as written by `fix`: an arm of a test of the appearance that no pair replaces whole.
    package var isChosenByAppearanceAlone: Bool { choice == nil && appearanceTest != nil }
}
