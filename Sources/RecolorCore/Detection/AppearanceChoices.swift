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
    let file: SourceFile
    let types: ColorTypeTable
    /// Made when a file has two findings or more: the flags it declares are read once then.
    var condition: AppearanceCondition

    init(file: SourceFile, types: ColorTypeTable) {
        self.file = file
        self.types = types
        condition = AppearanceCondition(file: file, flags: [:])
    }

    /// The code index span of each finding.
    struct Span {
        var first: Int
        var last: Int
    }

    mutating func annotate(_ findings: inout [Finding]) {
        guard findings.count >= 2 else { return }
        condition = AppearanceCondition(file: file)
        let spans = findings.map { f -> Span in
            let first = file.codeIndex(atOrAfter: f.range.lowerBound)
            return Span(first: first, last: max(first, file.codeIndex(atOrAfter: f.range.upperBound) - 1))
        }
        var byFirst: [Int: Int] = [:]
        for (n, s) in spans.enumerated() { byFirst[s.first] = n }
        for n in findings.indices where findings[n].choice == nil {
            guard findings[n].matchKey != nil else { continue }
            if let (choice, arms) = ternary(n, spans: spans, byFirst: byFirst, findings: findings)
                ?? ifChoice(n, spans: spans, byFirst: byFirst, findings: findings)
                ?? switchChoice(n, spans: spans, byFirst: byFirst, findings: findings)
                ?? helperCall(n, spans: spans, byFirst: byFirst, findings: findings) {
                for (appearance, m) in arms {
                    var c = choice
                    c.arm = appearance
                    findings[m].choice = c
                }
            }
        }
    }

    // MARK: Ternaries

    /// `cond ? A : B` with finding `n` as `A`.
    func ternary(_ n: Int, spans: [Span], byFirst: [Int: Int], findings: [Finding]) -> (AppearanceChoice, [(Appearance, Int)])? {
        var (a0, a1) = (spans[n].first, spans[n].last)
        (a0, a1) = unwrapped(a0, a1)
        let q = a0 - 1
        guard file.isChar(q, "?"), file.code[q].kind == .operator, file.isChar(a1 + 1, ":") else { return nil }
        guard let (m, b1) = armStarting(at: a1 + 2, byFirst: byFirst, spans: spans), findings[m].matchKey != nil else { return nil }
        // Nothing may bind to the second arm alone (`… : B.withAlphaComponent(…)` is in the finding).
        if b1 + 1 < file.code.count, file.isChar(b1 + 1, ".") || file.code[b1 + 1].kind == .operator && !file.isChar(b1 + 1, "!") { return nil }
        let c0 = conditionStart(before: q)
        guard c0 < q, let trueIsDark = condition.trueBranchIsDark(c0, q - 1) else { return nil }
        let (dark, light) = trueIsDark ? (n, m) : (m, n)
        return choice(from: c0, to: b1, arms: [(.light, light), (.dark, dark)], findings: findings)
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

    // MARK: switch

    /// `switch scheme { case .light: [return] A; case .dark: [return] B }` (`default:` for the
    /// other one, `@unknown default:` ignored unless it is a color too), with finding `n` in the
    /// first clause. The case patterns say which arm is which.
    func switchChoice(_ n: Int, spans: [Span], byFirst: [Int: Int], findings: [Finding]) -> (AppearanceChoice, [(Appearance, Int)])? {
        var a0 = spans[n].first
        if file.codeIs(a0 - 1, "return") { a0 -= 1 }
        guard file.isChar(a0 - 1, ":") else { return nil }
        // The switch's `{`: the first label's `case`/`default` follows it.
        var label = a0 - 2
        while label > 0 && a0 - label < 8 && !file.codeIs(label, "case") && !file.codeIs(label, "default") { label -= 1 }
        if file.codeIs(label, "default"), file.codeIs(label - 1, "unknown"), file.isChar(label - 2, "@") { label -= 2 }
        let open = label - 1
        guard file.isChar(open, "{"), let close = file.matchingClose(open), close - open < 128 else { return nil }
        var sw = open - 1
        while sw > 0 && open - sw < 32 && !file.codeIs(sw, "switch") {
            if file.isChar(sw, "{") || file.isChar(sw, "}") || file.isChar(sw, ";") { return nil }
            sw -= 1
        }
        guard file.codeIs(sw, "switch"), sw + 1 < open else { return nil }
        // The clauses: a label, then one value (or `return` value).
        var arms: [(Appearance, Int)] = []
        var riders: [Int] = []  // `@unknown default:`'s color, which must be one of the arms'
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
            if let appearance { arms.append((appearance, m)) } else { arms.append((.light, m)); arms[arms.count - 1].0 = .lightElevated }
        }
        // `default:` stands for the appearance no case named.
        let named = Set(arms.map(\.0))
        for (i, arm) in arms.enumerated() where arm.0 == .lightElevated {
            guard sawDefault, named.count == 2 else { return nil }
            arms[i].0 = named.contains(.dark) ? .light : .dark
        }
        guard arms.count == 2, Set(arms.map(\.0)) == [.light, .dark] else { return nil }
        var built = choice(from: sw, to: close, arms: arms, findings: findings)
        for r in riders {
            guard let same = arms.first(where: { findings[$0.1].matchKey == findings[r].matchKey }) else { return nil }
            built?.1.append((same.0, r))
        }
        if returns == true, built != nil, built!.0.range == file.code[sw].begin..<file.code[close].end { built!.0.returns = true }
        return built
    }

    // MARK: Helpers with light: and dark:

    /// `Name(light: A, dark: B)`, `.name(light: A, dark: B)`, `Name(base: (light: A, dark: B),
    /// elevated: (light: C, dark: D))`, with finding `n` as `A`.
    func helperCall(_ n: Int, spans: [Span], byFirst: [Int: Int], findings: [Finding]) -> (AppearanceChoice, [(Appearance, Int)])? {
        let a0 = spans[n].first
        guard file.isChar(a0 - 1, ":"), file.codeIs(a0 - 2, "light"), file.isChar(a0 - 3, "("), let close = file.matchingClose(a0 - 3) else { return nil }
        guard let pair = lightDark(open: a0 - 3, close: close, byFirst: byFirst, spans: spans, findings: findings) else { return nil }
        var open = a0 - 3
        var arms: [(Appearance, Int)] = [(.light, pair.0), (.dark, pair.1)]
        var end = close
        // Shopify's `base: (light:, dark:), elevated: (light:, dark:)`.
        if file.isChar(open - 1, ":"), file.codeIs(open - 2, "base"), file.isChar(open - 3, "("),
           let outerClose = file.matchingClose(open - 3), file.isChar(close + 1, ","), file.codeIs(close + 2, "elevated"),
           file.isChar(close + 3, ":"), file.isChar(close + 4, "("), let elevatedClose = file.matchingClose(close + 4),
           elevatedClose + 1 == outerClose,
           let up = lightDark(open: close + 4, close: elevatedClose, byFirst: byFirst, spans: spans, findings: findings) {
            arms += [(.lightElevated, up.0), (.darkElevated, up.1)]
            open = open - 3
            end = outerClose
        } else if file.codeIs(open - 2, "base") || file.codeIs(open - 2, "elevated") {
            return nil
        }
        // The callee: `Name`, `Name.member`, `.member`, glued to the `(`.
        guard isCallParenthesis(open), file.isWord(open - 1) else { return nil }
        var start = open - 1
        while file.isChar(start - 1, "."), file.isWord(start - 2) { start -= 2 }
        if file.isChar(start - 1, "."), !file.isWord(start - 2), !file.isChar(start - 2, ")") { start -= 1 }
        // A helper that is no color type gives its color through a member (`AdaptiveColor(…).value`).
        let calleeIsColorType = file.isChar(start, ".") || types.base(file.text(code: start)) != nil
        if !calleeIsColorType, file.isChar(end + 1, "."), file.isWord(end + 2), !file.isChar(end + 3, "(") { end += 2 }
        return choice(from: start, to: end, arms: arms, findings: findings)
    }

    /// `(light: A, dark: B)` between `open` and `close`: the findings of A and B.
    func lightDark(open: Int, close: Int, byFirst: [Int: Int], spans: [Span], findings: [Finding]) -> (Int, Int)? {
        guard file.codeIs(open + 1, "light"), file.isChar(open + 2, ":"), let a = byFirst[open + 3], findings[a].matchKey != nil,
              file.isChar(spans[a].last + 1, ","), file.codeIs(spans[a].last + 2, "dark"), file.isChar(spans[a].last + 3, ":"),
              let b = byFirst[spans[a].last + 4], spans[b].last + 1 == close, findings[b].matchKey != nil else { return nil }
        return (a, b)
    }

    // MARK: The choice

    /// The choice spanning code indices `from...to`, widened to the dynamic provider it is the
    /// whole body of.
    func choice(from: Int, to: Int, arms: [(Appearance, Int)], findings: [Finding]) -> (AppearanceChoice, [(Appearance, Int)])? {
        var values: [Appearance: String] = [:]
        for (a, m) in arms {
            guard let key = findings[m].matchKey else { return nil }
            values[a] = key
        }
        var (s, e) = (from, to)
        var writtenType = arms.lazy.compactMap { findings[$0.1].writtenType }.first
        if let provider = providerAround(s, e) {
            (s, e) = provider
            if file.isWord(s) { writtenType = file.text(code: s) }
        }
        // `(cond ? A : B).cgColor`: the parentheses go with the choice (the token needs none).
        if file.isChar(s - 1, "("), file.matchingClose(s - 1) == e + 1, !isCallParenthesis(s - 1) { s -= 1; e += 1 }
        let range = file.code[s].begin..<file.code[e].end
        var choice = AppearanceChoice(range: range, arm: .light, values: values)
        choice.writtenType = writtenType
        return (choice, arms)
    }

    /// `UIColor { t in [return] CHOICE }`, `UIColor(dynamicProvider: { … })`,
    /// `NSColor(name: …, dynamicProvider: { … })`, `.init { … }`: the provider's code span when
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
            guard file.isChar(start, ".") || types.base(file.text(code: start)) != nil else { return nil }
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
