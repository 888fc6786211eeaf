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
    /// Nested ternaries give a use one entry per enclosing condition, innermost first: mullvad's
    /// `focused ? (invalid ? red : blue) : white` text over `focused ? white : translucent` paired
    /// the unfocused white text with the focused white field (1.00:1, a failure that is not there).
    private(set) var branch: [Int: [(condition: String, isTrue: Bool)]] = [:]
    /// Per use, the branches holding it, innermost first: the statement (a switch's `{`, the
    /// `if` keyword starting an `if`/`else` chain) and the branch (a case's `case`/`default`, a
    /// block's `{`). Two branches of one statement are never drawn together (Mixin's `case
    /// .created: textColor = A` beside `case .filled: backgroundColor = B` paired A with B; so did
    /// its `StyledButton`, whose background was set in an `if` inside the other case).
    private(set) var branches: [Int: [Branch]] = [:]

    struct Branch: Equatable {
        var statement: Int
        var branch: Int
    }

    init(_ file: SwiftSource, uses: [TokenUse], tree: SyntaxTreeMemo? = nil) {
        var condition: AppearanceCondition?
        // Per ternary (its `?`), the uses in its arms: one token throughout is a harvested choice.
        var byTernary: [Int: [TokenUse]] = [:]
        for use in uses {
            // The app's choice read as one color (`AppearanceArmUses`): both arms, drawn in every
            // appearance; one arm alone, in its own.
            if let (light, dark) = AppearanceArmSubjects.parse(use.token) {
                if (light == nil) != (dark == nil) { arm[use.code] = light == nil ? .dark : .light }
                continue
            }
            guard let (q, isTrueArm) = AppearanceArms.ternaryArm(use.code, in: file) else { continue }
            if condition == nil { condition = AppearanceCondition(file: file) }
            let c0 = AppearanceCondition.conditionStart(before: q, in: file)
            guard let trueIsDark = c0 < q ? condition!.trueBranchIsDark(c0, q - 1) : nil else {
                // Any other condition, read whole (`mode == 0`, `count > 3`: the appearance's reader
                // stops at a literal, and DockDoor's white text of `mode == 0 ? .white : .primary` was
                // paired with the gray of the other arm of `mode == 0 ? accent : gray`).
                let g = AppearanceArms.conditionStart(before: q, in: file)
                if g < q { branch[use.code, default: []].append(((g..<q).map { file.text(code: $0) }.joined(separator: " "), isTrueArm)) }
                addEnclosing(of: q, use: use.code, in: file, condition: condition!)
                continue
            }
            arm[use.code] = trueIsDark == isTrueArm ? .dark : .light
            byTernary[q, default: []].append(use)
            addEnclosing(of: q, use: use.code, in: file, condition: condition!)
        }
        for uses in byTernary.values where uses.count > 1 && Set(uses.map(\.token)).count == 1 {
            for use in uses { arm[use.code] = nil }
        }
        let tree = tree ?? SyntaxTreeMemo(file: file)
        for use in uses {
            let held = AppearanceArms.branches(holding: use.code, in: file, tree: tree.tree)
            if !held.isEmpty { branches[use.code] = held }
            // An `if` on a condition a ternary also tests: its blocks are that condition's arms
            // (hdrezka's `premium ? .white.opacity(0.8) : .secondary` text, and its capsule painted
            // in `if premium { view.background(…) } else { view }`: the secondary text was checked on the capsule).
            for (condition, isTrue) in AppearanceArms.ifConditions(holding: use.code, in: file, tree: tree.tree) {
                branch[use.code, default: []].append((condition, isTrue))
            }
        }
    }

    /// The conditions of the `if` blocks holding code token `k`, innermost first, read whole as a
    /// ternary's are, and whether `k` is in the `if` block (true) or its plain `else` (false). Only
    /// a lone test (`if premium {`, `if item.isPremium {`): not a binding, a pattern, a list of
    /// conditions, nor an `else if` (its block is not the condition's whole true arm).
    static func ifConditions(holding k: Int, in file: SwiftSource, tree: SyntaxTree) -> [(String, Bool)] {
        var out: [(String, Bool)] = []
        for n in tree.ancestors(of: tree.scope(at: k)) {
            let scope = tree.scopes[n]
            var ifScope = scope
            var isTrue = true
            switch scope.kind {
            case .block(.if): break
            case .block(.else):
                // A plain `else {` after `}` of an `if` block.
                let keyword = scope.keywordToken
                guard file.isChar(keyword - 1, "}"), file.isChar(keyword + 1, "{"), let open = file.matchingOpen(keyword - 1),
                      let previous = tree.scope(openingAt: open), case .block(.if) = tree.scopes[previous].kind else { continue }
                ifScope = tree.scopes[previous]
                isTrue = false
            default: continue
            }
            let keyword = ifScope.keywordToken
            guard file.codeIs(keyword, "if"), !file.codeIs(keyword - 1, "else"), keyword + 1 < ifScope.open else { continue }
            let words = (keyword + 1..<ifScope.open).map { file.text(code: $0) }
            guard !words.contains(where: { $0 == "let" || $0 == "var" || $0 == "case" || $0 == "," }) else { continue }
            out.append((words.joined(separator: " "), isTrue))
        }
        return out
    }

    /// The ternaries around the one whose `?` is `q` (`a ? (b ? x : y) : z`, with or without the
    /// parentheses), out to four levels: their conditions, read whole, join the use's branches.
    private mutating func addEnclosing(of q: Int, use: Int, in file: SwiftSource, condition: AppearanceCondition) {
        var inner = q
        for _ in 0..<4 {
            var start = AppearanceArms.conditionStart(before: inner, in: file)
            // `? (b ? x : y) :`: the parenthesised ternary is the arm.
            if start > 0, file.isChar(start - 1, "("), start > 1, file.kind(start - 2) == .operator,
               file.isChar(start - 2, "?") || file.isChar(start - 2, ":") { start -= 1 }
            guard let (outer, isTrue) = AppearanceArms.ternaryArm(start, in: file) else { return }
            let c0 = AppearanceCondition.conditionStart(before: outer, in: file)
            if c0 < outer, let trueIsDark = condition.trueBranchIsDark(c0, outer - 1) {
                if arm[use] == nil { arm[use] = trueIsDark == isTrue ? .dark : .light }
            } else {
                let g = AppearanceArms.conditionStart(before: outer, in: file)
                if g < outer { branch[use, default: []].append(((g..<outer).map { file.text(code: $0) }.joined(separator: " "), isTrue)) }
            }
            inner = outer
        }
    }

    /// The branches holding code token `k`, innermost first: the blocks of `if`/`else` chains and
    /// the cases of switches around it, out to the file.
    static func branches(holding k: Int, in file: SwiftSource, tree: SyntaxTree) -> [Branch] {
        var out: [Branch] = []
        var s = tree.scope(at: k)
        // The token at scope `s`'s own level that holds `k` (itself, or the statement around it).
        var inner = k
        while s > 0 {
            let scope = tree.scopes[s]
            switch scope.kind {
            case .block(.if), .block(.else):
                out.append(Branch(statement: chainStart(of: s, in: file, tree: tree), branch: scope.open))
            case .block(.switch):
                if let c = caseLabel(inner, in: file), c.brace == scope.open { out.append(Branch(statement: scope.open, branch: c.label)) }
            default:
                break
            }
            inner = scope.declarationStart
            guard let parent = scope.parent else { break }
            s = parent
        }
        return out
    }

    /// The `if` keyword starting the `if`/`else if`/`else` chain block `s` belongs to.
    static func chainStart(of s: Int, in file: SwiftSource, tree: SyntaxTree) -> Int {
        var scope = tree.scopes[s]
        var steps = 0
        while steps < 64 {
            steps += 1
            var keyword = scope.keywordToken
            // `else if`: the `else` before this `if`.
            if file.codeIs(keyword, "if"), file.kind(keyword - 1) == .keyword, file.codeIs(keyword - 1, "else") { keyword -= 1 }
            guard file.codeIs(keyword, "else"), file.isChar(keyword - 1, "}"), let open = file.matchingOpen(keyword - 1),
                  let previous = tree.scope(openingAt: open) else { return scope.keywordToken }
            scope = tree.scopes[previous]
        }
        return scope.keywordToken
    }

    /// The `{` and the `case` (or `default`) label of the switch case whose body holds code token
    /// `start` at its own level (groups and nested braces skipped), or nil.
    static func caseLabel(_ start: Int, in file: SwiftSource) -> (brace: Int, label: Int)? {
        var label: Int?
        return walkBack(from: start, steps: 4000, in: file) { k in
            if file.isChar(k, "{") { return .stop(label.map { (k, $0) }) }
            // A label, not the pattern of `if case`, `guard case`, `for case` or `, case`.
            if label == nil, file.kind(k) == .keyword, file.codeIs(k, "case") || file.codeIs(k, "default"),
               !(file.isChar(k - 1, ",") || ["if", "guard", "while", "for"].contains { file.codeIs(k - 1, $0) }) { label = k }
            return .next
        } ?? nil
    }

    enum Step<T> { case next, stop(T) }

    /// The first code token of the condition of the ternary whose `?` is `q`: back at its level
    /// to an opening, a `,`, an assignment, `return` or another ternary's `?`/`:`.
    static func conditionStart(before q: Int, in file: SwiftSource) -> Int {
        var k = q - 1
        while k >= 0 && q - k < 64 {
            if file.isChar(k, ")") || file.isChar(k, "]") || file.isChar(k, "}") {
                guard let open = file.matchingOpen(k) else { break }
                k = open - 1
                continue
            }
            if file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{") || file.isChar(k, ",") || file.isChar(k, ";") || file.isChar(k, ":")
                || (file.kind(k) == .operator && (file.isChar(k, "=") || file.isChar(k, "?")))
                || (file.kind(k) == .keyword && UseSite.statementKeywords.contains(file.text(code: k))) { break }
            k -= 1
        }
        return k + 1
    }

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

    /// What tells use `a` apart from another use of its token for `together`: its arm, its
    /// ternary branch and its branches.
    func key(_ a: Int) -> String {
        var out = arm[a]?.rawValue ?? ""
        for b in branch[a] ?? [] { out += "\u{0}" + b.condition + (b.isTrue ? "?" : ":") }
        for b in branches[a] ?? [] { out += "\u{0}\(b.statement).\(b.branch)" }
        return out
    }

    /// Whether uses `a` and `b` are drawn together in some appearance: either in every one, or
    /// both in the same (a dark arm's elevated variant is dark too).
    func together(_ a: Int, _ b: Int) -> Bool {
        if let x = branch[a], let y = branch[b], x.contains(where: { p in y.contains { $0.condition == p.condition && $0.isTrue != p.isTrue } }) { return false }
        if let x = branches[a], let y = branches[b], x.contains(where: { p in y.contains { $0.statement == p.statement && $0.branch != p.branch } }) { return false }
        guard let x = arm[a], let y = arm[b] else { return true }
        return x.isDark == y.isDark
    }

    /// The `?` of the ternary whose arm the expression starting at code token `start` is, and
    /// whether it is the true arm: walked back over the arm (groups skipped) to its `?` or `:`.
    static func ternaryArm(_ start: Int, in file: SwiftSource) -> (Int, Bool)? {
        // The `:`s passed and not yet matched by a `?`: a ternary nested in the true arm of the
        // one the use is in (`a ? b ? x : y : z`, walked back from z) is passed whole.
        var colons = 0
        // Through a type eraser's opening (`? AnyView(Color.x) :`): the wrapped color is the arm.
        var start = TypeErasers.skipOpenings(from: start - 1, in: file) + 1
        // A glass tint's color (`? .clear.tint(X) :`): the glass is the arm.
        if file.isChar(start - 1, "("), let glass = GlassTint.expressionStart(name: start - 2, in: file) { start = glass }
        return walkBack(from: start, steps: 200, in: file) { k -> Step<(Int, Bool)?> in
            if file.isChar(k, "?") && file.code[k].kind == .operator {
                // The use is in the true arm when no `:` is pending, in the false arm of the `?`
                // that matches the first `:` passed.
                if colons == 0 { return .stop((k, true)) }
                colons -= 1
                return colons == 0 ? .stop((k, false)) : .next
            }
            if file.isChar(k, ":") {
                // A `:` whose `?` is not before it at this level (a label) ends the arm: seen as
                // the walk running out of `?`s at an opening or a statement.
                colons += 1
                return .next
            }
            if file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{") || file.isChar(k, ",") || file.isChar(k, ";") { return .stop(nil) }
            if file.kind(k) == .operator && file.isChar(k, "=") { return .stop(nil) }
            if file.kind(k) == .keyword && UseSite.statementKeywords.contains(file.text(code: k)) { return .stop(nil) }
            return .next
        } ?? nil
    }
}
