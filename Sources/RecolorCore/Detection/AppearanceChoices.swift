/// Finds, among a file's findings, the arms of choices by the appearance the code already makes,
/// and marks each arm with its `AppearanceChoice`:
/// - a ternary on the appearance, `colorScheme == .dark ? A : B` (also `!=`, `== .light` with the
///   arms swapped, `.dark ==`, a `Bool` computed from the appearance);
/// - an `if` on the appearance whose branches are one color each (an expression, or `return`s);
/// - a `switch` whose cases are `.light`/`.dark` (or `default`), one color each;
/// - either one as the whole body of a dynamic provider (`UIColor { t in … }`,
///   `UIColor(dynamicProvider:)`, `NSColor(name:dynamicProvider:)`): the provider is the choice;
/// - a call with `light:` and `dark:` colors (`Color(light:dark:)`, an app's helper), or `base:`
///   and `elevated:` tuples of them (Shopify's `AdaptiveColor`), with a trailing member of a
///   helper that is no color type (`.value`).
/// Arms must be findings whose value is known; anything else in a branch makes it no pair.
struct AppearanceChoices {
    let file: SwiftSource
    let types: ColorTypeTable
    /// Made when a file has a finding (an arm may pair with a system color): the flags it declares are read once then.
    var condition: AppearanceCondition

    /// The file's syntax tree, built only when a choice needs it (an arm under `#available`).
    let syntax: SyntaxTreeMemo?

    /// The tree's functions choosing between two unlabeled arguments by the appearance.
    let helpers: AppearanceHelpers

    /// The bracket around a token (the syntax tree's table when there is one).
    let brackets: EnclosingGroups

    /// The members the tree compares with a named color (`DeclarationIndex.comparisons`).
    let comparisons: ValueComparisons

    init(file: SwiftSource, types: ColorTypeTable, syntax: SyntaxTreeMemo? = nil, helpers: AppearanceHelpers = AppearanceHelpers(),
         comparisons: ValueComparisons = ValueComparisons()) {
        self.file = file
        self.comparisons = comparisons
        self.types = types
        self.syntax = syntax
        self.helpers = helpers
        brackets = syntax?.brackets ?? EnclosingGroups(file: file)
        condition = AppearanceCondition(file: file, flags: [:])
    }

    /// The code index span of each finding.
    struct Span {
        var first: Int
        var last: Int
    }

    /// The code spans (`if` to the end of its `else` block) of the `if` statements whose
    /// condition tests the appearance: only a finding inside one may be an arm of a statement
    /// pair, so the syntax tree is built for those files alone.
    var appearanceIfs: [(Int, Int)] = []

    /// What the file's `switch` statements may be, told from its tokens before any rule builds the
    /// syntax tree for one (`SwitchPresence`); unknown (anything) until `annotate` reads it.
    var switches = SwitchPresence.unknown

    mutating func annotate(_ findings: inout [Finding]) {
        guard !findings.isEmpty else { return }
        condition = AppearanceCondition(file: file)
        condition.settingReaders = helpers.settingReaders
        condition.colorFlags = helpers.colorFlags
        condition.treeFlags = helpers.treeFlags
        appearanceIfs = appearanceIfStatements()
        switches = SwitchPresence(file)
        let spans = findings.map { f -> Span in
            let first = file.codeIndex(atOrAfter: f.range.lowerBound)
            return Span(first: first, last: max(first, file.codeIndex(atOrAfter: f.range.upperBound) - 1))
        }
        var byFirst: [Int: Int] = [:]
        for (n, s) in spans.enumerated() { byFirst[s.first] = n }
        let setsAppearance = AppearanceSettingBranch.mayApply(file)
        for n in findings.indices where findings[n].choice == nil {
            guard findings[n].matchKey != nil else { continue }
            if let (choice, arms) = ternary(n, spans: spans, byFirst: byFirst, findings: findings)
                ?? arrayElementPair(n, spans: spans, byFirst: byFirst, findings: findings)
                ?? nestedArmsPair(n, spans: spans, byFirst: byFirst, findings: findings)
                ?? ifChoice(n, spans: spans, byFirst: byFirst, findings: findings)
                ?? earlyReturnChoice(n, spans: spans, byFirst: byFirst, findings: findings)
                ?? statementPair(n, spans: spans, findings: findings)
                ?? switchChoice(n, spans: spans, byFirst: byFirst, findings: findings)
                ?? switchStatementPair(n, spans: spans, findings: findings)
                ?? helperCall(n, spans: spans, byFirst: byFirst, findings: findings)
                ?? unlabeledHelperCall(n, spans: spans, byFirst: byFirst, findings: findings) {
                // `self.init(light: A, dark: B)` in an initializer: a delegation, no value (`InitializerDelegation`).
                if let delegation = initializerDelegation(choice.range) {
                    for (_, m) in arms { findings[m].appearanceTest = delegation }
                    continue
                }
                // Arms set beside the appearance their branch sets (`window?.appearance = …`): the app's own theme.
                if setsAppearance, let tree = syntax?.tree,
                   let own = arms.map({ spans[$0.1].first }).lazy.compactMap({ [file] in AppearanceSettingBranch.setting(around: $0, in: file, tree: tree) }).first {
                    for (_, m) in arms { findings[m].appearanceTest = own }
                    continue
                }
                // The whole body of a member the code compares with a named color: a value read
                // back, which one adaptive token would never equal. The arms stay as written.
                if let compared = comparedMember(holding: choice.range) {
                    for (_, m) in arms { findings[m].appearanceTest = compared }
                    continue
                }
                // Inside a view whose color scheme the code overrides: the arms resolve in another scheme
                // than the test reads (`SchemeOverride`).
                if let override = schemeOverride(around: choice.range) {
                    let test = "\(conditionText(of: choice.range)) under \(override): the arms resolve in the scheme it sets, one token would too"
                    for (_, m) in arms { findings[m].appearanceTest = test }
                    continue
                }
                // A style the app sets on its own theme, compared as the appearance is (`OwnStyleCondition`).
                if let own = ownStyleCondition(armAt: spans[arms[0].1].first) ?? ownStyleTernary(choice.range) {
                    for (_, m) in arms { findings[m].appearanceTest = own }
                    continue
                }
                // An arm whose alpha is computed at run time (`.black.opacity(scrimOpacity)`) has a
                // value no token holds: replacing the choice whole lost the opacity (aizen's scrim
                // became an opaque white). The arms stay as written (init keeps them).
                if arms.contains(where: { findings[$0.1].hasComputedAlpha }) {
                    let test = "\(conditionText(of: choice.range)) (an alpha known only at run time)"
                    for (_, m) in arms { findings[m].appearanceTest = test }
                    continue
                }
                // An arm made a CGColor or CIColor where it stands (`if isDarkModeEnabled { layer.colors =
                // [A.cgColor] } else { … [B.cgColor] }`): the conversion fixes the color the code's
                // test chose. One token's conversion in its place resolves against
                // `UITraitCollection.current` instead, which in a notification handler is not the
                // view's, and drops an in-app flag's decision (Sileo's news gradient: both arms became
                // the same `Semantic.….cgColor`, session 18's audit, F11). The arms stay as written.
                // A Core Graphics or Core Image color written as such (`CGColor(red: …)`, Tofu's
                // account cell: session 19's audit, F9) is that conversion already: a harvested
                // token had no coregraphics expression, and check failed on the arms forever.
                if arms.contains(where: { findings[$0.1].conversion != nil || findings[$0.1].framework == .coregraphics || findings[$0.1].framework == .coreimage }) {
                    let test = "each arm a CGColor or CIColor where it stands (\(conditionText(of: choice.range))): the code's test decides what is frozen, one token's conversion would follow the current traits instead"
                    for (_, m) in arms { findings[m].appearanceTest = test }
                    continue
                }
                for (appearance, m) in arms {
                    var c = choice
                    c.arm = appearance
                    findings[m].choice = c
                }
            }
        }
        keepLocalsChosenByAppearance(&findings, spans: spans)
    }

    /// `textColor, compared by value at File.swift:38` when `range` is the whole body (its
    /// expression, or `return` of it) of a computed property or function whose value the tree
    /// compares with a named color (`colorScheme.textColor == .white`); nil otherwise. The
    /// syntax tree is built only for a file whose tree compares some member.
    func comparedMember(holding range: Range<Int>) -> String? {
        guard !comparisons.isEmpty, let tree = syntax?.tree else { return nil }
        let first = file.codeIndex(atOrAfter: range.lowerBound)
        let end = file.codeIndex(atOrAfter: range.upperBound)
        guard first < file.code.count else { return nil }
        var index = tree.scope(at: first)
        var scope = tree.scopes[index]
        guard scope.open == first - 1 || scope.open == first - 2 && file.codeIs(first - 1, "return"), scope.close == end else { return nil }
        if case .function(.accessor(.get)) = scope.kind, let parent = scope.parent {
            index = parent
            scope = tree.scopes[parent]
        }
        guard let name = scope.name else { return nil }
        switch scope.kind {
        case .function(.property), .function(.func): break
        default: return nil
        }
        var owner: String?
        var up = scope.parent
        while let p = up {
            if tree.scopes[p].isType { owner = tree.scopes[p].name; break }
            up = tree.scopes[p].parent
        }
        guard let site = comparisons.site(ofMember: name, owner: owner) else { return nil }
        return "\(name)\(Self.comparedByValue)\(site.path):\(site.line)"
    }

    /// What `comparedMember`'s answer holds between the member and the comparison's place.
    static let comparedByValue = ", compared by value at "

    /// The choice's text up to its first arm, on one line: `colorScheme == .dark ?`.
    func conditionText(of range: Range<Int>) -> String {
        let text = String(decoding: file.bytes[range], as: UTF8.self)
            .split(whereSeparator: { $0 == "\n" || $0 == " " || $0 == "\t" }).joined(separator: " ")
        return text.count > 40 ? String(text.prefix(40)) + " …" : text
    }

    /// The `switch` keyword whose clauses open at the `{` at `open`; nil when that brace is no switch's.
    func switchKeyword(opening open: Int) -> Int? {
        var sw = open - 1
        while sw > 0 && open - sw < 32 && !file.codeIs(sw, "switch") {
            if file.isChar(sw, "{") || file.isChar(sw, "}") || file.isChar(sw, ";") { return nil }
            sw -= 1
        }
        return file.codeIs(sw, "switch") && sw + 1 < open ? sw : nil
    }

    /// Whether the subject of the switch (`sw` to its `{` at `open`) is a member holding the app's own
    /// theme (`ThemeManager.shared.theme.value`, `StoredThemeValues`): its cases are the in-app theme,
    /// kept as written (`ThemeSwitchArms`), not the appearance.
    func switchesOverOwnTheme(_ sw: Int, _ open: Int) -> Bool {
        (sw + 1..<open).contains(where: { file.isChar($0 - 1, ".") && file.isWord($0) && helpers.storedThemes.contains(file.text(code: $0)) })
            && !(sw + 1..<open).contains(where: { file.isWord($0) && AppearanceHelpers.readsAppearance(file.text(code: $0)) })
    }

    // MARK: Ternaries

    /// `cond ? A : B` with finding `n` as `A`.
    func ternary(_ n: Int, spans: [Span], byFirst: [Int: Int], findings: [Finding]) -> (AppearanceChoice, [(Appearance, Int)])? {
        var (a0, a1) = (spans[n].first, spans[n].last)
        (a0, a1) = unwrapped(a0, a1)
        let q = a0 - 1
        guard file.isChar(q, "?"), file.code[q].kind == .operator, file.isChar(a1 + 1, ":") else {
            return systemFirstArm(n, a0: a0, a1: a1, findings: findings)
        }
        guard let (m, b1) = armStarting(at: a1 + 2, byFirst: byFirst, spans: spans), findings[m].matchKey != nil else {
            // `cond ? A : UIColor.systemGray5`: the second arm one of Apple's colors.
            guard byFirst[a1 + 2] == nil else { return nil }
            let implicit = SystemColorArm.implicitType(findings[n].framework)
            if let system = SystemColorArm.read(at: a1 + 2, in: file, implicit: implicit) {
                return systemChoice(n, first: true, q: q, end: system.last, system: system, findings: findings)
            }
            // `cond ? A : Color.bgDarkerDarkBlue`: the second arm the app's own color.
            guard let member = MemberColorArm.read(at: a1 + 2, in: file, implicit: implicit ?? findings[n].writtenType) else { return nil }
            return memberChoice(n, first: true, q: q, end: member.last, member: member, findings: findings)
        }
        // Nothing may bind to the second arm alone (`… : B.withAlphaComponent(…)` is in the finding).
        if bindsToLastArm(b1) { return nil }
        let c0 = conditionStart(before: q)
        // `forcedStyle == 2 || style == .dark ? A : B`: the condition is the whole `||` (it binds
        // tighter than `?:`), no test of the appearance alone; replacing from `style` on broke it.
        guard c0 < q, !(c0 > 0 && (file.codeIs(c0 - 1, "||") || file.codeIs(c0 - 1, "&&"))),
              let trueIsDark = condition.trueBranchIsDark(c0, q - 1) else { return nil }
        let (dark, light) = trueIsDark ? (n, m) : (m, n)
        // Hex literals as the one argument of the tree's color function (`Color.hex(dark ? "F9EFBA"
        // : "7B733C")`): the call is the choice, whole; a token in its parentheses is no string.
        if findings[n].literalArgumentOf != nil || findings[m].literalArgumentOf != nil {
            // The argument may be labeled (`Color(hex: dark ? "FFFFFF" : "0F2B1F")`).
            let open = file.isChar(c0 - 1, ":") && file.isWord(c0 - 2) && file.isChar(c0 - 3, "(") ? c0 - 3 : c0 - 1
            guard findings[n].literalArgumentOf != nil, findings[m].literalArgumentOf != nil,
                  file.isChar(open, "("), file.matchingClose(open) == b1 + 1, isCallParenthesis(open), file.isWord(open - 1) else { return nil }
            var start = open - 1
            while file.isChar(start - 1, "."), isQualifier(start - 2) { start -= 2 }
            if file.isChar(start - 1, "."), !isQualifier(start - 2), !file.isChar(start - 2, ")") { start -= 1 }
            return choice(from: start, to: b1 + 1, arms: [(.light, light), (.dark, dark)], findings: findings)
        }
        return choice(from: c0, to: b1, arms: [(.light, light), (.dark, dark)], findings: findings)
    }

    /// `cond ? [A, B] : [C, D]` (a gradient's stops per appearance) with finding `n` one of the
    /// elements: element i of one array pairs with element i of the other, when both arrays hold
    /// only findings, as many. Each pair is written over where it stands (`armsInPlace`); the
    /// ternary stays, its two arrays then the same tokens. Read as values of their own, the dark
    /// array's stops were light values that a proposed dark turned light in Dark Mode.
    func arrayElementPair(_ n: Int, spans: [Span], byFirst: [Int: Int], findings: [Finding]) -> (AppearanceChoice, [(Appearance, Int)])? {
        let a0 = spans[n].first
        // The `[` holding the finding directly.
        var open = a0 - 1
        while open >= 0, a0 - open < 256 {
            if file.isChar(open, ")") || file.isChar(open, "]"), let o = file.matchingOpen(open) { open = o - 1; continue }
            if file.isChar(open, "[") { break }
            if file.isChar(open, "(") || file.isChar(open, "{") || file.isChar(open, "}") || file.isChar(open, ";") { return nil }
            open -= 1
        }
        guard open >= 1, file.isChar(open, "["), let close = file.matchingClose(open) else { return nil }
        let (first, second): ((Int, Int), (Int, Int))
        if file.isChar(open - 1, "?"), file.code[open - 1].kind == .operator, file.isChar(close + 1, ":"), file.isChar(close + 2, "["),
           let other = file.matchingClose(close + 2) {
            (first, second) = ((open, close), (close + 2, other))
        } else if file.isChar(open - 1, ":"), file.isChar(open - 2, "]"), let o = file.matchingOpen(open - 2), o > 0, file.isChar(o - 1, "?"),
                  file.code[o - 1].kind == .operator {
            (first, second) = ((o, open - 2), (open, close))
        } else {
            return nil
        }
        if bindsToLastArm(second.1) { return nil }
        guard let mine = elements(first.0, first.1, byFirst: byFirst, spans: spans, findings: findings),
              let theirs = elements(second.0, second.1, byFirst: byFirst, spans: spans, findings: findings),
              mine.count == theirs.count, mine.count > 0 else { return nil }
        let q = first.0 - 1
        let c0 = conditionStart(before: q)
        guard c0 < q, !(c0 > 0 && (file.codeIs(c0 - 1, "||") || file.codeIs(c0 - 1, "&&"))),
              let trueIsDark = condition.trueBranchIsDark(c0, q - 1) else { return nil }
        guard let i = (mine + theirs).firstIndex(of: n).map({ $0 % mine.count }) else { return nil }
        let (dark, light) = trueIsDark ? (mine[i], theirs[i]) : (theirs[i], mine[i])
        guard let lightKey = findings[light].choiceKey, let darkKey = findings[dark].choiceKey else { return nil }
        let range = min(findings[mine[i]].range.lowerBound, findings[theirs[i]].range.lowerBound)..<max(findings[mine[i]].range.upperBound, findings[theirs[i]].range.upperBound)
        var choice = AppearanceChoice(range: range, arm: .light, values: [.light: lightKey, .dark: darkKey])
        choice.armsInPlace = true
        choice.writtenType = findings[light].writtenType ?? findings[dark].writtenType
        return (choice, [(.light, light), (.dark, dark)])
    }

    /// The findings that are the elements of the array literal `open...close`, in order; nil
    /// when an element is anything else.
    func elements(_ open: Int, _ close: Int, byFirst: [Int: Int], spans: [Span], findings: [Finding]) -> [Int]? {
        var out: [Int] = []
        var k = open + 1
        while k < close {
            guard let m = byFirst[k], findings[m].matchKey != nil else { return nil }
            out.append(m)
            k = spans[m].last + 1
            if file.isChar(k, ",") { k += 1 } else if k != close { return nil }
        }
        return out
    }

    /// Whether an operator or a member binds to the ternary's last arm, ending at `b1`, alone.
    func bindsToLastArm(_ b1: Int) -> Bool {
        b1 + 1 < file.code.count && (file.isChar(b1 + 1, ".") || file.code[b1 + 1].kind == .operator && !file.isChar(b1 + 1, "!"))
    }

    /// `cond ? UIColor.systemGray5 : B` with finding `n` (`a0...a1`) as `B`.
    func systemFirstArm(_ n: Int, a0: Int, a1: Int, findings: [Finding]) -> (AppearanceChoice, [(Appearance, Int)])? {
        let colon = a0 - 1
        guard file.isChar(colon, ":") else { return nil }
        // Back over the first arm (a few tokens, calls skipped whole) to its `?`.
        var j = colon - 1
        var q: Int?
        while j >= 0, colon - j < 16 {
            if file.isChar(j, ")"), let open = file.matchingOpen(j) { j = open - 1; continue }
            if file.isChar(j, "?"), file.code[j].kind == .operator { q = j; break }
            if file.isChar(j, "(") || file.isChar(j, ",") || file.isChar(j, ":") || file.isChar(j, "{") || file.isChar(j, "}") { return nil }
            j -= 1
        }
        guard let q, q + 1 < colon, !bindsToLastArm(a1) else { return nil }
        let implicit = SystemColorArm.implicitType(findings[n].framework)
        if let system = SystemColorArm.read(at: q + 1, to: colon - 1, in: file, implicit: implicit) {
            return systemChoice(n, first: false, q: q, end: a1, system: system, findings: findings)
        }
        guard let member = MemberColorArm.read(at: q + 1, to: colon - 1, in: file, implicit: implicit ?? findings[n].writtenType) else { return nil }
        return memberChoice(n, first: false, q: q, end: a1, member: member, findings: findings)
    }

    /// The choice between finding `n` and the app's own color (`MemberColorArm`), whose value
    /// `init` reads from the tree: the arm is written as its value.
    func memberChoice(_ n: Int, first: Bool, q: Int, end: Int, member: MemberColorArm, findings: [Finding]) -> (AppearanceChoice, [(Appearance, Int)])? {
        guard findings[n].matchKey != nil, !(first && bindsToLastArm(end)) else { return nil }
        let c0 = conditionStart(before: q)
        guard c0 < q, !(c0 > 0 && (file.codeIs(c0 - 1, "||") || file.codeIs(c0 - 1, "&&"))),
              let trueIsDark = condition.trueBranchIsDark(c0, q - 1) else { return nil }
        let findingArm: Appearance = trueIsDark == first ? .dark : .light
        let memberArm: Appearance = findingArm == .dark ? .light : .dark
        guard var built = choice(from: c0, to: end, arms: [(findingArm, n)], findings: findings) else { return nil }
        built.0.values[memberArm] = member.written
        built.0.memberArms[memberArm] = member.written
        return built
    }

    /// The choice between finding `n` and a system color arm, when Apple's value of it is known.
    func systemChoice(_ n: Int, first: Bool, q: Int, end: Int, system: SystemColorArm, findings: [Finding]) -> (AppearanceChoice, [(Appearance, Int)])? {
        guard let values = system.values, findings[n].matchKey != nil, !(first && bindsToLastArm(end)) else { return nil }
        let c0 = conditionStart(before: q)
        guard c0 < q, let trueIsDark = condition.trueBranchIsDark(c0, q - 1) else { return nil }
        // The finding's appearance: dark when it is the true arm of a test for dark.
        let findingArm: Appearance = trueIsDark == first ? .dark : .light
        let systemArm: Appearance = findingArm == .dark ? .light : .dark
        guard let systemValue = values[systemArm] else { return nil }
        guard var built = choice(from: c0, to: end, arms: [(findingArm, n)], findings: findings) else { return nil }
        built.0.values[systemArm] = systemValue.hex(withAlpha: systemValue.alpha != 255)
        if systemArm == .dark, let elevated = values[.darkElevated], elevated != systemValue {
            // `systemBackground` in a sheet: the code's choice shows Apple's elevated value there.
            built.0.values[.darkElevated] = elevated.hex(withAlpha: elevated.alpha != 255)
        }
        built.0.systemArms[systemArm] = system.written
        return built
    }

    func conditionStart(before q: Int) -> Int { AppearanceCondition.conditionStart(before: q, in: file) }

    /// A finding (in parentheses or not) starting at code index `k`: its index and the last
    /// code index of the arm, closing parentheses included.
    func armStarting(at k: Int, byFirst: [Int: Int], spans: [Span]) -> (Int, Int)? {
        var start = k, opens = 0
        while byFirst[start] == nil, file.isChar(start, "(") { start += 1; opens += 1 }
        guard let m = byFirst[start] else { return nil }
        var last = spans[m].last
        for _ in 0..<opens {
            guard file.isChar(last + 1, ")") else { return nil }
            last += 1
        }
        return (m, last)
    }

    /// `(…(A)…)` around code indices `a0...a1`: the outermost parentheses that hold exactly it.
    func unwrapped(_ a0: Int, _ a1: Int) -> (Int, Int) {
        var (s, e) = (a0, a1)
        while file.isChar(s - 1, "("), file.matchingClose(s - 1) == e + 1, !isCallParenthesis(s - 1) { s -= 1; e += 1 }
        return (s, e)
    }

    /// Whether the `(` at `k` opens a call's arguments (glued to a name or a `)`).
    func isCallParenthesis(_ k: Int) -> Bool {
        k > 0 && file.code[k].begin == file.code[k - 1].end && (file.isWord(k - 1) || file.isChar(k - 1, ")") || file.isChar(k - 1, "]") || file.isChar(k - 1, ">"))
    }

    // MARK: if

    /// `if cond { A } else { B }` (or `{ return A } else { return B }`) with finding `n` as `A`.
    func ifChoice(_ n: Int, spans: [Span], byFirst: [Int: Int], findings: [Finding]) -> (AppearanceChoice, [(Appearance, Int)])? {
        var a0 = spans[n].first
        let returns = file.codeIs(a0 - 1, "return")
        if returns { a0 -= 1 }
        let open = a0 - 1
        guard file.isChar(open, "{"), let close = file.matchingClose(open), close == spans[n].last + 1,
              file.codeIs(close + 1, "else"), file.isChar(close + 2, "{"), let elseClose = file.matchingClose(close + 2) else { return nil }
        var b0 = close + 3
        if returns {
            guard file.codeIs(b0, "return") else { return nil }
            b0 += 1
        }
        guard let m = byFirst[b0], spans[m].last + 1 == elseClose, findings[m].matchKey != nil else { return nil }
        // The condition runs from the `if` to the `{`.
        var k = open - 1
        while k >= 0, !file.codeIs(k, "if") {
            if file.isChar(k, ")") || file.isChar(k, "]"), let o = file.matchingOpen(k) { k = o - 1; continue }
            if file.isChar(k, "{") || file.isChar(k, "}") || file.isChar(k, ";") || open - k > 64 { return nil }
            k -= 1
        }
        guard k >= 0, k + 1 < open, !file.codeIs(k - 1, "else"), let trueIsDark = condition.trueBranchIsDark(k + 1, open - 1) else { return nil }
        let (dark, light) = trueIsDark ? (n, m) : (m, n)
        var built = choice(from: k, to: elseClose, arms: [(.light, light), (.dark, dark)], findings: findings)
        if returns, built != nil, built!.0.range == file.code[k].begin..<file.code[elseClose].end {
            built!.0.returns = true  // a statement: not inside a provider that became the choice
        }
        return built
    }

    /// `if cond { return A }` followed by `return B` closing the body (aizen's
    /// `headerIconTintColor`), with finding `n` as `A`: the two statements are the choice,
    /// written `return <token>`.
    func earlyReturnChoice(_ n: Int, spans: [Span], byFirst: [Int: Int], findings: [Finding]) -> (AppearanceChoice, [(Appearance, Int)])? {
        let a0 = spans[n].first
        guard file.codeIs(a0 - 1, "return"), file.isChar(a0 - 2, "{"), let close = file.matchingClose(a0 - 2),
              close == spans[n].last + 1, file.codeIs(close + 1, "return"),
              let m = byFirst[close + 2], findings[m].matchKey != nil, file.isChar(spans[m].last + 1, "}") else { return nil }
        let open = a0 - 2
        // The condition runs from the `if` to the `{`; the `if` is a statement of its own.
        var k = open - 1
        while k >= 0, !file.codeIs(k, "if") {
            if file.isChar(k, ")") || file.isChar(k, "]"), let o = file.matchingOpen(k) { k = o - 1; continue }
            if file.isChar(k, "{") || file.isChar(k, "}") || file.isChar(k, ";") || open - k > 64 { return nil }
            k -= 1
        }
        guard k >= 1, k + 1 < open, file.isChar(k - 1, "{") || file.isChar(k - 1, "}") || file.codeIs(k - 1, "in") || file.isChar(k - 1, ";"),
              !file.codeIs(k - 1, "else"), let trueIsDark = condition.trueBranchIsDark(k + 1, open - 1) else { return nil }
        let (dark, light) = trueIsDark ? (n, m) : (m, n)
        var built = choice(from: k, to: spans[m].last, arms: [(.light, light), (.dark, dark)], findings: findings)
        if built != nil, built!.0.range == file.code[k].begin..<file.code[spans[m].last].end { built!.0.returns = true }
        return built
    }

    // MARK: if statements setting one place in both branches

    /// `if dark { label.textColor = A } else { label.textColor = B }`: a statement of the `if`
    /// branch holding finding `n` as `A`, and one of the `else` branch the same token for token
    /// but for its color (the alpha modifiers belong to the color, a conversion such as
    /// `.cgColor` to the statement). Where each branch is that one statement, the choice is the
    /// whole `if`, written once with the token; where the branches hold more, the pair is still
    /// the code's decision (read by `init`), and `fix` writes the token over both arms where they
    /// stand (`AppearanceChoice.armsInPlace`).
    func statementPair(_ n: Int, spans: [Span], findings: [Finding]) -> (AppearanceChoice, [(Appearance, Int)])? {
        let a0 = spans[n].first
        guard let syntax, appearanceIfs.contains(where: { $0.0 < a0 && a0 < $0.1 }) else { return nil }
        let tree = syntax.tree
        let thenIndex = tree.scope(at: a0)
        let then = tree.scopes[thenIndex]
        guard case .block(.if) = then.kind, then.open < a0, file.codeIs(then.close + 1, "else"),
              let elseIndex = tree.scope(openingAt: then.close + 2), case .block(.else) = tree.scopes[elseIndex].kind else { return nil }
        let other = tree.scopes[elseIndex]
        // The condition: from the `if` to its `{`.
        guard then.keywordToken >= 0, then.keywordToken + 1 < then.open,
              let trueIsDark = condition.trueBranchIsDark(then.keywordToken + 1, then.open - 1) else { return nil }
        guard let mine = armStatement(n, spans: spans, findings: findings, in: then) else { return nil }
        // The else branch's statement of the same text.
        var match: (Int, (first: Int, last: Int, core: (Int, Int)))?
        for m in findings.indices where m != n && findings[m].matchKey != nil && findings[m].choice == nil {
            let first = file.codeIndex(atOrAfter: findings[m].range.lowerBound)
            guard first > other.open, first < other.close, tree.scope(at: first) == elseIndex,
                  let theirs = armStatement(m, spans: spans, findings: findings, in: other),
                  sameText(mine.first, mine.core.0 - 1, theirs.first, theirs.core.0 - 1),
                  sameText(mine.core.1 + 1, mine.last, theirs.core.1 + 1, theirs.last) else { continue }
            match = (m, theirs)
            break
        }
        guard let (m, theirs) = match else { return nil }
        let (dark, light) = trueIsDark ? (n, m) : (m, n)
        var values: [Appearance: String] = [:]
        values[.light] = findings[light].choiceKey
        values[.dark] = findings[dark].choiceKey
        let whole = mine.first == then.open + 1 && mine.last == then.close - 1 && theirs.first == other.open + 1 && theirs.last == other.close - 1
        // `else if` is one branch of a longer chain; `let c = A` declares in its branch only.
        let elseIf = file.codeIs(then.keywordToken - 1, "else") || file.codeIs(mine.first, "let") || file.codeIs(mine.first, "var")
        var choice: AppearanceChoice
        if whole && !elseIf {
            choice = AppearanceChoice(range: file.code[then.keywordToken].begin..<file.code[other.close].end, arm: .light, values: values)
            // The statement's own text around the color, its spacing as written.
            let bytes = { (r: Range<Int>) in String(decoding: self.file.bytes[r], as: UTF8.self) }
            choice.statement = ChoiceStatement(before: bytes(file.code[mine.first].begin..<file.code[mine.core.0].begin),
                                               after: bytes(file.code[mine.core.1].end..<file.code[mine.last].end))
        } else {
            choice = AppearanceChoice(range: file.code[mine.first].begin..<file.code[theirs.last].end, arm: .light, values: values)
            choice.armsInPlace = true
        }
        choice.writtenType = findings[n].writtenType ?? findings[m].writtenType
        return (choice, [(.light, light), (.dark, dark)])
    }

    /// Every `if COND { … } else { … }` whose condition is a test of the appearance: from the
    /// `if` to the `else` block's `}` (read from tokens and brace partners, a few per `if`).
    func appearanceIfStatements() -> [(Int, Int)] {
        var out: [(Int, Int)] = []
        for k in 0..<file.code.count where file.code[k].kind == .keyword && file.codeIs(k, "if") {
            var open = k + 1
            while open < file.code.count, open - k < 64, !file.isChar(open, "{") {
                if file.isChar(open, "(") || file.isChar(open, "["), let c = file.matchingClose(open) { open = c + 1; continue }
                if file.isChar(open, "}") || file.isChar(open, ";") { break }
                open += 1
            }
            guard open < file.code.count, file.isChar(open, "{"), open > k + 1, let close = file.matchingClose(open),
                  file.codeIs(close + 1, "else"), file.isChar(close + 2, "{"), let end = file.matchingClose(close + 2),
                  condition.trueBranchIsDark(k + 1, open - 1) != nil else { continue }
            out.append((k, end))
        }
        return out
    }

    /// The statement holding finding `n` directly in block `scope`: its first and last code
    /// index (one line, or lines joined by an open group), and the color's own span within it
    /// (the base and its alpha modifiers); nil when the line holds another finding or a brace.
    func armStatement(_ n: Int, spans: [Span], findings: [Finding], in scope: Scope) -> (first: Int, last: Int, core: (Int, Int))? {
        let a0 = spans[n].first
        let coreEnd = max(a0, file.codeIndex(atOrAfter: findings[n].alphaRange.upperBound) - 1)
        var first = a0
        while first - 1 > scope.open, !file.lineBreakBetween(first - 1, first), !file.isChar(first - 1, ";") {
            if file.isChar(first - 1, "{") || file.isChar(first - 1, "}") { return nil }
            if let open = file.matchingOpen(first - 1) { first = open; continue }
            first -= 1
        }
        var last = spans[n].last
        while last + 1 < scope.close, !file.lineBreakBetween(last, last + 1), !file.isChar(last + 1, ";") {
            if file.isChar(last + 1, "{") || file.isChar(last + 1, "}") { return nil }
            if let close = file.matchingClose(last + 1) { last = close; continue }
            last += 1
        }
        // Exactly one color in the statement, and it is not under a closure of its own.
        let from = file.code[first].begin, to = file.code[last].end
        guard findings.indices.filter({ findings[$0].range.lowerBound >= from && findings[$0].range.lowerBound < to }).count == 1,
              syntaxScope(of: a0) == syntaxScope(of: first) else { return nil }
        return (first, last, (a0, coreEnd))
    }

    func syntaxScope(of k: Int) -> Int { syntax?.tree.scope(at: k) ?? 0 }

    /// Whether code tokens `a0...a1` and `b0...b1` are the same words and marks (both may be empty).
    func sameText(_ a0: Int, _ a1: Int, _ b0: Int, _ b1: Int) -> Bool {
        guard a1 - a0 == b1 - b0 else { return false }
        if a1 < a0 { return true }
        for i in 0...(a1 - a0) where file.text(code: a0 + i) != file.text(code: b0 + i) { return false }
        return true
    }

    // MARK: switch

    /// `switch scheme { case .light: [return] A; case .dark: [return] B }` (`default:` for the
    /// other one, `@unknown default:` ignored unless it is a color too), with finding `n` in the
    /// first clause. The case patterns say which arm is which.
    func switchChoice(_ n: Int, spans: [Span], byFirst: [Int: Int], findings: [Finding]) -> (AppearanceChoice, [(Appearance, Int)])? {
        var a0 = spans[n].first
        if file.codeIs(a0 - 1, "return") { a0 -= 1 }
        let open: Int
        if file.isChar(a0 - 1, ":") {
            // The switch's `{`: the first label's `case`/`default` follows it.
            var label = a0 - 2
            while label > 0 && a0 - label < 8 && !file.codeIs(label, "case") && !file.codeIs(label, "default") { label -= 1 }
            if file.codeIs(label, "default"), file.codeIs(label - 1, "unknown"), file.isChar(label - 2, "@") { label -= 2 }
            open = label - 1
        } else if let gated = switchAroundAvailabilityBranch(a0) {
            open = gated  // the first clause's color is under `if #available`
        } else {
            return nil
        }
        guard file.isChar(open, "{"), let close = file.matchingClose(open), close - open < 160 else { return nil }
        guard let sw = switchKeyword(opening: open), !switchesOverOwnTheme(sw, open) else { return nil }
        // The clauses: a label, then one value (or `return` value).
        var arms: [(Appearance, Int)] = []
        var riders: [Int] = []  // `@unknown default:`'s color, which must be one of the arms'
        var olderSystems: [(arm: Int, finding: Int)] = []  // an arm's color below an `#available` check
        var returns: Bool?
        var k = open + 1
        var sawDefault = false
        while k < close {
            var unknown = false
            if file.isChar(k, "@"), file.codeIs(k + 1, "unknown") { unknown = true; k += 2 }
            let appearance: Appearance?
            if file.codeIs(k, "default"), file.isChar(k + 1, ":") {
                appearance = nil
                sawDefault = !unknown
                k += 2
            } else if file.codeIs(k, "case"), file.isChar(k + 1, "."), file.isWord(k + 2), file.isChar(k + 3, ":") {
                let word = file.text(code: k + 2)
                guard let dark = AppearanceCondition.darkWords.contains(word) ? true : AppearanceCondition.lightWords.contains(word) ? false : nil else { return nil }
                appearance = dark ? .dark : .light
                k += 4
            } else {
                return nil
            }
            // `case .dark: if #available(iOS 26, *) { return A } else { return B }`: the clause's
            // color is the newer system's (A); B, the older one's, is rewritten with the choice.
            if let gated = availabilityArm(at: k, byFirst: byFirst, spans: spans, findings: findings) {
                if returns == nil { returns = gated.returned } else if returns != gated.returned { return nil }
                k = gated.next
                if file.isChar(k, ";") { k += 1 }
                if unknown { riders.append(gated.taken); continue }
                olderSystems.append((arms.count, gated.older))
                if let appearance { arms.append((appearance, gated.taken)) } else { arms.append((.lightElevated, gated.taken)) }
                continue
            }
            let returned = file.codeIs(k, "return")
            if returned { k += 1 }
            guard let m = byFirst[k], findings[m].matchKey != nil else {
                // `@unknown default: fatalError()`: no arm.
                if unknown { while k < close, !file.codeIs(k, "case"), !file.codeIs(k, "default"), !file.isChar(k, "@") { k += 1 }; continue }
                return nil
            }
            if returns == nil { returns = returned } else if returns != returned { return nil }
            k = spans[m].last + 1
            if file.isChar(k, ";") { k += 1 }
            if unknown { riders.append(m); continue }
            if let appearance { arms.append((appearance, m)) } else { arms.append((.lightElevated, m)) }
        }
        // `default:` stands for the appearance no case named.
        let named = Set(arms.map(\.0))
        for (i, arm) in arms.enumerated() where arm.0 == .lightElevated {
            guard sawDefault, named.count == 2 else { return nil }
            arms[i].0 = named.contains(.dark) ? .light : .dark
        }
        guard arms.count == 2, Set(arms.map(\.0)) == [.light, .dark] else { return nil }
        var built = choice(from: sw, to: close, arms: arms, findings: findings)
        for older in olderSystems { built?.1.append((arms[older.arm].0, older.finding)) }
        // A rider of another color (olvid's call buttons, session 24: `case .light: return .black
        // .withAlphaComponent(0.75); case .dark: return .white; @unknown default: return .black`) is
        // never drawn: `@unknown default:` takes only appearances a later SDK adds. It goes with the
        // light arm, the appearance UIKit and SwiftUI fall back to, and is replaced with the choice.
        for r in riders {
            let same = arms.first(where: { findings[$0.1].choiceKey == findings[r].choiceKey }) ?? arms.first(where: { $0.0 == .light })!
            built?.1.append((same.0, r))
        }
        if returns == true, built != nil, built!.0.range == file.code[sw].begin..<file.code[close].end { built!.0.returns = true }
        return built
    }

    /// The `{` of the `switch` whose clause holds, directly, the `if #available` branch in which
    /// code index `k` stands (read from the syntax tree).
    func switchAroundAvailabilityBranch(_ k: Int) -> Int? {
        guard switches.any, let syntax, file.isChar(k - 1, "{") else { return nil }
        let tree = syntax.tree
        guard let branch = tree.scope(openingAt: k - 1), let parent = tree.scopes[branch].parent else { return nil }
        switch tree.scopes[branch].kind {
        case .block(.if), .block(.else): break
        default: return nil
        }
        guard case .block(.switch) = tree.scopes[parent].kind else { return nil }
        return tree.scopes[parent].open
    }

    /// `if #available(iOS 26, *) { [return] A } else { [return] B }` at code index `k`, each
    /// branch one color: A is the color of the newer systems (B for `#unavailable`), the one a
    /// dynamic provider shows where the check holds; the branches and the check are read from
    /// the syntax layer. Nil for any other `if`.
    func availabilityArm(at k: Int, byFirst: [Int: Int], spans: [Span], findings: [Finding])
        -> (taken: Int, older: Int, returned: Bool, next: Int)? {
        guard let syntax, file.codeIs(k, "if"), file.code[k + 1].kind == .pound else { return nil }
        let tree = syntax.tree
        // The `{` after the check: the first one at the `if`'s own level.
        var open = k + 1
        while open < file.code.count, !file.isChar(open, "{") {
            if file.isChar(open, "("), let c = file.matchingClose(open) { open = c + 1; continue }
            if file.isChar(open, "}") || file.isChar(open, ";") || open - k > 32 { return nil }
            open += 1
        }
        guard let then = tree.scope(openingAt: open), case .block(.if) = tree.scopes[then].kind,
              file.codeIs(tree.scopes[then].close + 1, "else"), let other = tree.scope(openingAt: tree.scopes[then].close + 2),
              case .block(.else) = tree.scopes[other].kind else { return nil }
        func branch(_ scope: Scope) -> (finding: Int, returned: Bool)? {
            var b = scope.open + 1
            let returned = file.codeIs(b, "return")
            if returned { b += 1 }
            guard let m = byFirst[b], spans[m].last + 1 == scope.close, findings[m].matchKey != nil else { return nil }
            return (m, returned)
        }
        guard let a = branch(tree.scopes[then]), let b = branch(tree.scopes[other]), a.returned == b.returned else { return nil }
        let thenContext = tree.availability.context(at: spans[a.finding].first)
        let elseContext = tree.availability.context(at: spans[b.finding].first)
        if !thenContext.minimum.isEmpty, !elseContext.belowCheck.isEmpty, thenContext.belowCheck.isEmpty {
            return (a.finding, b.finding, a.returned, tree.scopes[other].close + 1)
        }
        if !elseContext.minimum.isEmpty, !thenContext.belowCheck.isEmpty, elseContext.belowCheck.isEmpty {
            return (b.finding, a.finding, a.returned, tree.scopes[other].close + 1)
        }
        return nil
    }

    // MARK: Helpers with light: and dark:

    /// `Name(light: A, dark: B)`, `.name(light: A, dark: B)`, `Name(base: (light: A, dark: B),
    /// elevated: (light: C, dark: D))`, with finding `n` as `A`.
    func helperCall(_ n: Int, spans: [Span], byFirst: [Int: Int], findings: [Finding]) -> (AppearanceChoice, [(Appearance, Int)])? {
        let a0 = spans[n].first
        // An unlabeled first literal of the tree's light/dark function, its parameter named for a
        // side (gem-ios's `dynamicColor(_ light: String, dark: String?)`: the finding's context).
        let unlabeledSide = file.isChar(a0 - 1, "(") && findings[n].literalArgumentOf != nil
            ? findings[n].context.flatMap(AppearanceLabels.side) : nil
        guard unlabeledSide != nil || file.isChar(a0 - 1, ":") && pairLabel(a0 - 2) != nil else { return nil }
        // The pair after arguments that are no color (alpha-wallet's `colorFrom(trait: trait,
        // lightColor: .black, darkColor: .white)`): the call is still the choice, whole.
        let before = unlabeledSide != nil ? a0 - 1 : a0 - 3
        guard let callOpen = file.isChar(before, "(") ? before : leadingArgumentsOpen(before),
              let close = file.matchingClose(callOpen) else { return nil }
        // A style of the app's own chooses (`create(style: theme.style, light:, dark:)`): no pair of the system's.
        guard OwnStyleArgument.selector(inCallAt: callOpen, in: file) == nil else { return nil }
        // A function choosing by a color's lightness (`tagColor.readableText(lightColor:darkColor:)`): no pair.
        if file.isWord(callOpen - 1), helpers.contrastHelpers.contains(file.text(code: callOpen - 1)) { return nil }
        // One side a constant the file declares (`dynamicColor(dark: .black, light: lightBackground)`): `ConstantColorArm`.
        var constant: (side: Appearance, value: String, name: String)?
        let pair: (Int, Int, highContrast: Int?, alpha: Double?, levels: [(Appearance, Int)])
        if let found = lightDark(open: before, close: close, byFirst: byFirst, spans: spans, findings: findings, firstSide: unlabeledSide) {
            pair = found
        } else if unlabeledSide == nil, let named = constantSide(of: n, open: callOpen, close: close, spans: spans, byFirst: byFirst, findings: findings) {
            constant = named
            pair = (n, n, nil, nil, [])
        } else {
            return nil
        }
        var open = callOpen
        var arms: [(Appearance, Int)] = constant.map { [($0.side == .light ? .dark : .light, n)] } ?? [(.light, pair.0), (.dark, pair.1)]
        if let contrast = pair.highContrast { arms.append((.lightHighContrast, contrast)) }
        arms += pair.levels
        var end = close
        // Shopify's `base: (light:, dark:), elevated: (light:, dark:)`.
        if open == before, file.isChar(open - 1, ":"), file.codeIs(open - 2, "base"), file.isChar(open - 3, "("),
           let outerClose = file.matchingClose(open - 3), file.isChar(close + 1, ","), file.codeIs(close + 2, "elevated"),
           file.isChar(close + 3, ":"), file.isChar(close + 4, "("), let elevatedClose = file.matchingClose(close + 4),
           elevatedClose + 1 == outerClose,
           let up = lightDark(open: close + 4, close: elevatedClose, byFirst: byFirst, spans: spans, findings: findings), up.highContrast == nil, up.alpha == nil, up.levels.isEmpty, pair.levels.isEmpty {
            arms += [(.lightElevated, up.0), (.darkElevated, up.1)]
            open = open - 3
            end = outerClose
        } else if file.codeIs(open - 2, "base") || file.codeIs(open - 2, "elevated") {
            return nil
        }
        // The callee: `Name`, `Name.member`, `.member`, glued to the `(`.
        guard isCallParenthesis(open), file.isWord(open - 1) else { return nil }
        var start = open - 1
        while file.isChar(start - 1, "."), isQualifier(start - 2) { start -= 2 }
        if file.isChar(start - 1, "."), !isQualifier(start - 2), !file.isChar(start - 2, ")") { start -= 1 }
        // A helper that is no color type gives its color through a member (`AdaptiveColor(…).value`);
        // a conversion after it is of the color the call returns and stays after the token: beam's
        // `layer.borderColor = AppearanceValue(light: …, dark: …).cgColor` became `= Semantic.secondaryBorder`,
        // a UIColor into a CGColor (session 22's review, F11).
        // The type constructed is the callee's last name: Tinkoff's `UIColor.Dynamic(light:dark:)` is a
        // struct nested in UIColor (its color is `.color`), and read by its first name as a UIColor,
        // the call was replaced by a token where a `UIColor.Dynamic` was wanted (session 27's lead sweep).
        // Only where a color type qualifies it (`UIColor.Dynamic(`): a bare capitalized callee may be the app's
        // function returning a color (`AppearanceValue(light:dark:)`) or a type the app's own member is of.
        let last = file.text(code: open - 1)
        let constructsOtherType = last.first?.isUppercase == true && types.base(last) == nil && start < open - 1
            && types.base(file.text(code: start)) != nil
        let calleeIsColorType = !constructsOtherType && (file.isChar(start, ".") || types.base(file.text(code: start)) != nil)
        if !calleeIsColorType, file.isChar(end + 1, "."), file.isWord(end + 2), !file.isChar(end + 3, "("),
           ColorConversion(rawValue: file.text(code: end + 2)) == nil { end += 2 }
        guard var built = choice(from: start, to: end, arms: arms, findings: findings) else { return nil }
        if let constant {
            built.0.values[constant.side] = constant.value
            built.0.constantArms[constant.side] = constant.name
        }
        if let alpha = pair.alpha, pair.highContrast == nil {
            for (side, m) in arms {
                guard let c = findings[m].color else { return nil }
                let applied = c.withAlpha(unit: Double(c.alpha) / 255 * alpha)
                built.0.values[side] = applied.hex(withAlpha: applied.alpha != 255)
            }
        }
        if !calleeIsColorType, end == close { typed(&built.0, byHelper: last, arms: arms, findings: findings) }
        // A call making a value of a type that is no color, whose color no member after it reads
        // (`static var base: UIColor.Dynamic { UIColor.Dynamic(light: …, dark: …) }`): no token's
        // expression has that type; the pair is still the app's (init reads it), the call stays.
        if constructsOtherType, end == close, built.0.declined == nil, helpers.returnType(ofPairHelper: last) == nil {
            built.0.declined = "\(file.text(code: start ... open - 1))(…) makes a \(last), the app's own light/dark value that is no color (its color is read through a member): kept as written"
            built.0.keptAsWritten = true
        }
        return built
    }

    /// The call of the tree's light/dark function `name` has the type the function returns
    /// (`dynamicColor(light:dark:) -> Color` with two `UIColor`s): the choice is written in that
    /// type's framework, or declined when it returns no color type recolor knows.
    func typed(_ choice: inout AppearanceChoice, byHelper name: String, arms: [(Appearance, Int)], findings: [Finding]) {
        guard let returned = helpers.returnType(ofPairHelper: name) else { return }
        let bare = String(returned.split(separator: ".").last ?? Substring(returned))
        guard let type = types.base(bare) else {
            choice.declined = "\(name)(…) returns \(returned), which no token's expression is"
            return
        }
        let armFrameworks = Set(arms.compactMap { findings[$0.1].framework })
        guard armFrameworks != [type.framework] else { return }
        choice.resultFramework = type.framework
        choice.writtenType = bare
    }

    /// `adaptive(A, B)`, `theme.adaptive(A, B)` with finding `n` as `A`, where the tree declares
    /// `adaptive(_:_:)` choosing between its arguments by the appearance (`AppearanceHelpers`),
    /// in any file: the call, its receiver included, is the choice.
    func unlabeledHelperCall(_ n: Int, spans: [Span], byFirst: [Int: Int], findings: [Finding]) -> (AppearanceChoice, [(Appearance, Int)])? {
        guard !helpers.isEmpty else { return nil }
        let a0 = spans[n].first
        let open = a0 - 1
        guard file.isChar(open, "("), isCallParenthesis(open), file.isWord(open - 1),
              let firstIsDark = helpers.firstArgumentIsDark(file.text(code: open - 1)),
              file.isChar(spans[n].last + 1, ","), let m = byFirst[spans[n].last + 2], findings[m].matchKey != nil,
              let close = file.matchingClose(open), close == spans[m].last + 1 else { return nil }
        // The receiver: names and members before the callee (`self.folioReader.`); a call or a
        // subscript in it is no receiver a token can replace.
        var start = open - 1
        while file.isChar(start - 1, "."), isQualifier(start - 2) { start -= 2 }
        if file.isChar(start - 1, ".") {
            if file.isChar(start - 2, ")") || file.isChar(start - 2, "]") || file.isChar(start - 2, "?") || file.isChar(start - 2, "!") { return nil }
            start -= 1  // an implicit member, `.dynamic(A, B)`
        }
        let (dark, light) = firstIsDark ? (n, m) : (m, n)
        return choice(from: start, to: close, arms: [(.light, light), (.dark, dark)], findings: findings)
    }

    /// The `(` of the call whose arguments before the `,` at `comma` are labeled and hold no
    /// color finding (`trait: traitCollection,`), within 63 elements of it and with no `?`, `;`
    /// or closure among them; nil for anything else.
    func leadingArgumentsOpen(_ comma: Int) -> Int? {
        guard file.isChar(comma, ","), let bracket = brackets.bracket(holding: comma), bracket.kind == .parenthesis,
              bracket.position <= 63, bracket.callee != nil, file.isWord(bracket.open + 1), file.isChar(bracket.open + 2, ":") else { return nil }
        for e in brackets.elements(of: bracket, before: comma) where file.isChar(e, "}") || file.isChar(e, ";") || file.codeIs(e, "?") {
            return nil
        }
        return bracket.open
    }

    /// `(light: A, dark: B)` or `(dark: B, light: A)` (ello-ios's `.dynamic(dark: .black, light:
    /// .white)`), with any of `AppearanceLabels` (Sileo's `dynamicColor(default: A, dark: B)`) or a
    /// light and a dark hex code, between `open` and `close`: the findings of A and B.
    /// A third argument labeled for high contrast (`color(light: A, dark: B, highContrast: C)`)
    /// is the pair's high-contrast value: read alone, C became a token of its own with a
    /// proposed dark (a black high-contrast ink got #F2F2F2).
    /// An `alpha:` literal after two colors (`UIColor(light: A, dark: B, alpha: 0.9)`) applies to
    /// both: the pair's values carry it, as the call draws them.
    /// `firstSide`: the first argument is unlabeled and that side (`dynamicColor("#FFFFFF", dark: "#222222")`).
    func lightDark(open: Int, close: Int, byFirst: [Int: Int], spans: [Span], findings: [Finding],
                   firstSide: Appearance? = nil) -> (Int, Int, highContrast: Int?, alpha: Double?, levels: [(Appearance, Int)])? {
        let first: (isLight: Bool, suffix: String)
        let a: Int
        if let side = firstSide {
            guard let f = byFirst[open + 1], findings[f].matchKey != nil else { return nil }
            (first, a) = ((side == .light, ""), f)
        } else {
            guard let label = pairLabel(open + 1), file.isChar(open + 2, ":"), let f = byFirst[open + 3], findings[f].matchKey != nil else { return nil }
            (first, a) = (label, f)
        }
        guard file.isChar(spans[a].last + 1, ","), let second = pairLabel(spans[a].last + 2), second.isLight != first.isLight,
              second.suffix == first.suffix, file.isChar(spans[a].last + 3, ":"),
              let b = byFirst[spans[a].last + 4], findings[b].matchKey != nil else { return nil }
        // After hex codes, an alpha for both (`.theme(lightHexCode: …, darkHexCode: …, alpha: 0.5)`).
        let end = spans[b].last + 1
        // Two more sides of one level (`lightElevated:`, `darkElevated:`): `LevelArguments`.
        if first.suffix.isEmpty, let levels = LevelArguments.read(after: end, close: close, in: file, byFirst: byFirst, lastOf: { spans[$0].last }, findings: findings) {
            return first.isLight ? (a, b, nil, nil, levels) : (b, a, nil, nil, levels)
        }
        if first.suffix.isEmpty, file.isChar(end, ","), AppearanceLabels.highContrast.contains(file.text(code: end + 1)), file.isChar(end + 2, ":"),
           let c = byFirst[end + 3], findings[c].matchKey != nil, spans[c].last + 1 == close {
            return first.isLight ? (a, b, c, nil, []) : (b, a, c, nil, [])
        }
        if first.suffix.isEmpty, file.isChar(end, ","), file.isWord(end + 1), HexConstructorDetector.isAlphaLabel(file.text(code: end + 1)),
           file.isChar(end + 2, ":"), end + 4 == close, file.kind(end + 3) == .float || file.kind(end + 3) == .integer, let alpha = Double(file.text(code: end + 3)), alpha >= 0, alpha <= 1,
           findings[a].kind != .paletteReference, findings[b].kind != .paletteReference, findings[a].color != nil, findings[b].color != nil {
            return first.isLight ? (a, b, nil, alpha, []) : (b, a, nil, alpha, [])
        }
        guard end == close || !first.suffix.isEmpty && file.isChar(end, ",") && file.isWord(end + 1)
                && HexConstructorDetector.isAlphaLabel(file.text(code: end + 1)) && file.isChar(end + 2, ":")
                && ArgumentList.parse(file, open: open)?.arguments.count == 3 else { return nil }
        return first.isLight ? (a, b, nil, nil, []) : (b, a, nil, nil, [])
    }

    /// `light`/`dark`, or one of them before a label naming a hex code (`lightHexCode`, the
    /// app's light/dark function of numbers, `ColorFunctionCallDetector`): which, and the rest.
    func pairLabel(_ k: Int) -> (isLight: Bool, suffix: String)? {
        // The vocabulary's labels (`light`, Sileo's `default`, `lightColor`), then hex codes.
        if let side = AppearanceLabels.side(at: k, in: file) { return (side == .light, "") }
        guard file.isWord(k) else { return nil }
        let label = file.text(code: k)
        for (prefix, isLight) in [("light", true), ("dark", false)] where label.hasPrefix(prefix) {
            let suffix = String(label.dropFirst(prefix.count))
            if !suffix.isEmpty && Configuration.namesHex(suffix) { return (isLight, suffix) }
        }
        return nil
    }

    // MARK: The choice

    /// The choice spanning code indices `from...to`, widened to the dynamic provider it is the
    /// whole body of.
    func choice(from: Int, to: Int, arms: [(Appearance, Int)], findings: [Finding]) -> (AppearanceChoice, [(Appearance, Int)])? {
        var values: [Appearance: String] = [:]
        for (a, m) in arms {
            guard let key = findings[m].choiceKey else { return nil }
            values[a] = key
        }
        var (s, e) = (from, to)
        var writtenType = arms.lazy.compactMap { findings[$0.1].writtenType }.first
        if let provider = providerAround(s, e) {
            (s, e) = provider
            if file.isWord(s) { writtenType = file.text(code: s) }
        }
        // `(cond ? A : B).cgColor`: the parentheses go with the choice (the token needs none).
        if file.isChar(s - 1, "("), file.matchingClose(s - 1) == e + 1, !isCallParenthesis(s - 1) {
            s -= 1; e += 1
            // `(cond ? A : B).opacity(0.5)`: the arms carry the alpha applied to the parentheses after
            // their own (`TernaryArmAlpha`), so the token does; the alpha modifiers go with the choice,
            // or the token's alpha was applied twice (`.opacity` multiplies: Sora's fades over artwork
            // drew 0.5 × 0.5; an arm with an opacity of its own drew 0.16 for 0.4, session 39's intent39b M3).
            // A conversion after them stays (`.cgColor`).
            let outer = Modifiers.scan(file, after: e)
            if outer.touched, !outer.alphaUnknown { e = outer.alphaEnd }
        }
        let range = file.code[s].begin..<file.code[e].end
        var choice = AppearanceChoice(range: range, arm: .light, values: values)
        choice.writtenType = writtenType
        return (choice, arms)
    }

    /// Whether code index `k` can qualify a callee (`UIColor.dynamic`, `self.theme.adaptive`): a
    /// name, `self`, `Self` or `super`, never a statement's keyword. `return .dynamic(light:
    /// …, dark: …)` was read as the member `return.dynamic`, so the choice began at `return` and
    /// `fix` wrote the token without it (stepik's `subtitleTextColor`: `case .blue, .pink:
    /// Semantic.x` beside `case .purple: return …`, which does not compile; session 23).
    func isQualifier(_ k: Int) -> Bool {
        guard let kind = file.kind(k) else { return false }
        if kind == .identifier { return true }
        return kind == .keyword && ["self", "Self", "super"].contains(file.text(code: k))
    }

    /// `UIColor { t in [return] CHOICE }`, `UIColor(dynamicProvider: { … })`,
    /// `NSColor(name: …, dynamicProvider: { … })`, `.init { … }`, `Self { … }`: the provider's code span when
    /// the choice at `s...e` is its whole body.
    func providerAround(_ s: Int, _ e: Int) -> (Int, Int)? {
        var before = s - 1
        if file.codeIs(before, "return") { before -= 1 }
        guard file.isChar(e + 1, "}"), let open = file.matchingOpen(e + 1) else { return nil }
        if file.codeIs(before, "in") {
            var k = before - 1
            while k > open {
                if before - k > 64 { return nil }
                if file.isChar(k, "{") || file.isChar(k, "}") || file.isChar(k, ";") { return nil }
                k -= 1
            }
        } else if before != open {
            return nil
        }
        let closeBrace = e + 1
        // Trailing closure: `UIColor {`, `UIColor.init {`, `.init {`.
        if file.isWord(open - 1) {
            var start = open - 1
            if file.codeIs(start, "init") {
                guard file.isChar(start - 1, ".") else { return nil }
                start -= 1
                if file.isWord(start - 1) { start -= 1 }
            }
            // `Self { … }` in a color type's extension is its initializer with a provider (criticalmaps-ios's
            // `static var backgroundPrimary: Self { Self { $0.isDarkMode ? … : … } }`, session 27): read as a bare
            // ternary, `fix` wrote `Self { Semantic.x }`, which does not compile.
            guard file.isChar(start, ".") || types.base(file.text(code: start)) != nil || file.codeIs(start, "Self") else { return nil }
            // `var x: UIColor {` and `func f() -> UIColor {` are bodies of declarations, not providers.
            if file.isChar(start - 1, ":") || file.codeIs(start - 1, "->") { return nil }
            return (start, closeBrace)
        }
        // `dynamicProvider: { … })`.
        guard file.isChar(open - 1, ":"), file.codeIs(open - 2, "dynamicProvider"), file.isChar(closeBrace + 1, ")"),
              let callOpen = file.matchingOpen(closeBrace + 1), isCallParenthesis(callOpen) else { return nil }
        var start = callOpen - 1
        if file.codeIs(start, "init"), file.isChar(start - 1, ".") { start -= 1; if file.isWord(start - 1) { start -= 1 } }
        guard file.isChar(start, ".") || types.base(file.text(code: start)) != nil else { return nil }
        return (start, closeBrace + 1)
    }
}
