/// Which appearance a color use is drawn in when it stands in an arm of a ternary on the
/// appearance (`colorScheme == .dark ? A : B`, `isDarkMode ? A : B`): A only in dark, B only in
/// light. A text color of the dark arm is never read over a background of the light arm (isowords'
/// `GameButton` had black text in dark paired with a black background in light). A choice whose
/// arms are one token (a harvested pair, both values in it) is drawn in every appearance.
struct AppearanceArms {
    /// Per use (its first code token), its appearance; absent: every appearance.
    private(set) var arm: [Int: Appearance] = [:]
    /// Per use in an arm of a ternary on anything else (`red ? A : B`), the condition's text and
    /// whether it is the true arm: a text of one arm is never read over a background of the other
    /// arm of the same condition (dime's `red ? .white : ink` on `red ? alertRed : card` paired
    /// white with the card).
    private(set) var branch: [Int: (condition: String, isTrue: Bool)] = [:]
    /// Per use in a `switch` case's body, the switch's `{` and the case's `case`/`default`: two
    /// cases of one switch are never drawn together (Mixin's `case .created: textColor = A` beside
    /// `case .filled: backgroundColor = B` paired A with B).
    private(set) var switchCase: [Int: (brace: Int, label: Int)] = [:]

    init(_ file: SwiftSource, uses: [TokenUse]) {
        var condition: AppearanceCondition?
        // Per ternary (its `?`), the uses in its arms: one token throughout is a harvested choice.
        var byTernary: [Int: [TokenUse]] = [:]
        for use in uses {
            guard let (q, isTrueArm) = AppearanceArms.ternaryArm(use.code, in: file) else { continue }
            if condition == nil { condition = AppearanceCondition(file: file) }
            let c0 = AppearanceCondition.conditionStart(before: q, in: file)
            guard c0 < q else { continue }
            guard let trueIsDark = condition!.trueBranchIsDark(c0, q - 1) else {
                branch[use.code] = ((c0..<q).map { file.text(code: $0) }.joined(separator: " "), isTrueArm)
                continue
            }
            arm[use.code] = trueIsDark == isTrueArm ? .dark : .light
            byTernary[q, default: []].append(use)
        }
        for uses in byTernary.values where uses.count > 1 && Set(uses.map(\.token)).count == 1 {
            for use in uses { arm[use.code] = nil }
        }
        for use in uses { if let c = AppearanceArms.caseLabel(use.code, in: file) { switchCase[use.code] = c } }
    }

    /// The `{` and the `case` (or `default`) label of the switch case whose body holds code token
    /// `start` at its own level (groups and nested braces skipped), or nil.
    static func caseLabel(_ start: Int, in file: SwiftSource) -> (brace: Int, label: Int)? {
        var label: Int?
        return walkBack(from: start, steps: 4000, in: file) { k in
            if file.isChar(k, "{") { return .stop(label.map { (k, $0) }) }
            if label == nil, file.kind(k) == .keyword, file.codeIs(k, "case") || file.codeIs(k, "default") { label = k }
            return .next
        } ?? nil
    }

    enum Step<T> { case next, stop(T) }

    /// Walks back from before code token `start` at the start's own level (a closing `)`, `]` or
    /// `}` jumps to its opening), at most `steps` tokens, asking `visit` of each token it stands
    /// on: nil when the walk runs out or a group is unbalanced.
    static func walkBack<T>(from start: Int, steps limit: Int, in file: SwiftSource, _ visit: (Int) -> Step<T>) -> T? {
        var k = start - 1
        var steps = 0
        while k >= 0 && steps < limit {
            steps += 1
            if file.isChar(k, ")") || file.isChar(k, "]") || file.isChar(k, "}") {
                guard let open = file.matchingOpen(k) else { return nil }
                k = open - 1
                continue
            }
            if case .stop(let value) = visit(k) { return value }
            k -= 1
        }
        return nil
    }

    /// Whether uses `a` and `b` are drawn together in some appearance: either in every one, or
    /// both in the same (a dark arm's elevated variant is dark too).
    func together(_ a: Int, _ b: Int) -> Bool {
        if let x = branch[a], let y = branch[b], x.condition == y.condition, x.isTrue != y.isTrue { return false }
        if let x = switchCase[a], let y = switchCase[b], x.brace == y.brace, x.label != y.label { return false }
        guard let x = arm[a], let y = arm[b] else { return true }
        return x.isDark == y.isDark
    }

    /// The `?` of the ternary whose arm the expression starting at code token `start` is, and
    /// whether it is the true arm: walked back over the arm (groups skipped) to its `?` or `:`.
    static func ternaryArm(_ start: Int, in file: SwiftSource) -> (Int, Bool)? {
        var colon: Int?
        return walkBack(from: start, steps: 200, in: file) { k -> Step<(Int, Bool)?> in
            if file.isChar(k, "?") && file.code[k].kind == .operator {
                // The true arm ends at the `:` this walk passed, or the use is in it.
                return .stop((k, colon == nil))
            }
            if file.isChar(k, ":") {
                // A second `:` (a label before the ternary) ends the arm.
                if colon != nil { return .stop(nil) }
                colon = k
                return .next
            }
            if file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{") || file.isChar(k, ",") || file.isChar(k, ";") { return .stop(nil) }
            if file.kind(k) == .operator && file.isChar(k, "=") { return .stop(nil) }
            if file.kind(k) == .keyword && UseSite.statementKeywords.contains(file.text(code: k)) { return .stop(nil) }
            return .next
        } ?? nil
    }
}
