#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A `switch` statement on the system appearance whose clauses set the same places (beam's album
/// stack, session 22 F2: `switch traitCollection.userInterfaceStyle { case .dark:
/// upperView?.backgroundColor = .white … default: upperView?.backgroundColor = .black … }`,
/// re-run in `appearanceDidChange`). Each statement of one clause that has a statement of the same
/// text but for its color in the other clause is a pair: the code's own light and dark values,
/// written over both arms where they stand (`armsInPlace`), as for an `if` statement
/// (`statementPair`). Read alone, each arm got a token by its value: the `.dark` case's white became
/// `systemBackground`, black in Dark, the app's choice inverted.
/// A switch over the app's own theme (`switch theme { case .dark: … }`) is no pair here:
/// `ThemeSwitchArms` keeps its arms as written.
extension AppearanceChoices {
    /// One clause of the switch: the appearance its label names (nil for `default`), and the
    /// code indices of its statements (after the label's `:` to before the next label).
    struct SwitchClause {
        var appearance: Appearance?
        var body: Range<Int>
    }

    func switchStatementPair(_ n: Int, spans: [Span], findings: [Finding]) -> (AppearanceChoice, [(Appearance, Int)])? {
        guard switches.mayTestSystemAppearance, let syntax else { return nil }
        let a0 = spans[n].first
        let tree = syntax.tree
        let index = tree.scope(at: a0)
        let sw = tree.scopes[index]
        guard case .block(.switch) = sw.kind, sw.open < a0,
              let (_, subject) = SwitchOfCase.of(caseAt: sw.open + 1, in: file),
              Self.namesSystemAppearance(subject) || localAppearance(switchAt: sw, tree: tree) != nil,
              let clauses = appearanceClauses(open: sw.open, close: sw.close, spans: spans), clauses.count == 2,
              let mineAt = clauses.firstIndex(where: { $0.body.contains(a0) }) else { return nil }
        let here = clauses[mineAt], there = clauses[1 - mineAt]
        // `default:` stands for the appearance the other clause does not name.
        guard let named = here.appearance ?? there.appearance, here.appearance != there.appearance else { return nil }
        let hereIs = here.appearance ?? (named == .dark ? .light : .dark)
        guard let mine = clauseStatement(n, spans: spans, findings: findings, in: sw, clause: here) else { return nil }
        var match: (Int, (first: Int, last: Int, core: (Int, Int)))?
        for m in findings.indices where m != n && findings[m].matchKey != nil && findings[m].choice == nil {
            let first = file.codeIndex(atOrAfter: findings[m].range.lowerBound)
            guard there.body.contains(first), tree.scope(at: first) == index,
                  let theirs = clauseStatement(m, spans: spans, findings: findings, in: sw, clause: there),
                  sameText(mine.first, mine.core.0 - 1, theirs.first, theirs.core.0 - 1),
                  sameText(mine.core.1 + 1, mine.last, theirs.core.1 + 1, theirs.last) else { continue }
            match = (m, theirs)
            break
        }
        guard let (m, theirs) = match else { return nil }
        let (dark, light) = hereIs == .dark ? (n, m) : (m, n)
        var values: [Appearance: String] = [:]
        values[.light] = findings[light].choiceKey
        values[.dark] = findings[dark].choiceKey
        let from = min(mine.first, theirs.first), to = max(mine.last, theirs.last)
        var choice = AppearanceChoice(range: file.code[from].begin..<file.code[to].end, arm: .light, values: values)
        choice.armsInPlace = true
        choice.writtenType = findings[n].writtenType ?? findings[m].writtenType
        return (choice, [(.light, light), (.dark, dark)])
    }

    /// Whether a switch's subject (joined, `traitCollection.userInterfaceStyle`) is the system's
    /// appearance rather than a value of the app's.
    static func namesSystemAppearance(_ subject: String) -> Bool {
        let lower = subject.lowercased()
        return ["userinterfacestyle", "colorscheme", "effectiveappearance"].contains(where: lower.contains)
    }

    /// `traitCollection.userInterfaceStyle` when the switch's subject is one bare name, a `let`
    /// of the function holding it whose value names the system's appearance (`let style =
    /// traitCollection.userInterfaceStyle; switch style { … }`, session 22 F2's leftover: the
    /// copy was read as the app's own style, its arms kept by value as its dark theme).
    func localAppearance(switchAt sw: Scope, tree: SyntaxTree) -> String? {
        guard sw.keywordToken >= 0, sw.keywordToken + 2 == sw.open, file.kind(sw.keywordToken + 1) == .identifier,
              let value = LocalDeclaration.initializer(of: sw.keywordToken + 1, in: file, tree: tree) else { return nil }
        let text = value.map { file.text(code: $0) }.joined()
        return Self.namesSystemAppearance(text) ? text : nil
    }

    /// The statement holding finding `n` directly in a clause: `armStatement`'s, its start moved
    /// past the clause's label when both stand on one line (`case .dark: v.backgroundColor = A`).
    func clauseStatement(_ n: Int, spans: [Span], findings: [Finding], in sw: Scope, clause: SwitchClause)
        -> (first: Int, last: Int, core: (Int, Int))? {
        guard var s = armStatement(n, spans: spans, findings: findings, in: sw) else { return nil }
        if s.first < clause.body.lowerBound { s.first = clause.body.lowerBound }
        guard s.last < clause.body.upperBound else { return nil }
        return s
    }

    /// The clauses of the switch body between `open` and `close` when every label is `case .light`,
    /// `case .dark` (or their spellings, `AppearanceCondition`), `default` or an `@unknown default`
    /// holding no color; nil when any label is something else.
    func appearanceClauses(open: Int, close: Int, spans: [Span]) -> [SwitchClause]? {
        var clauses: [SwitchClause] = []
        var unknownDefault: Int?
        var k = open + 1
        while k < close {
            if file.isChar(k, "("), let c = file.matchingClose(k) { k = c + 1; continue }
            if file.isChar(k, "["), let c = file.matchingClose(k) { k = c + 1; continue }
            if file.isChar(k, "{"), let c = file.matchingClose(k) { k = c + 1; continue }
            var label: (appearance: Appearance?, end: Int)?
            var unknown = false
            if file.isChar(k, "@"), file.codeIs(k + 1, "unknown"), file.codeIs(k + 2, "default"), file.isChar(k + 3, ":") {
                unknown = true
                label = (nil, k + 3)
            } else if file.codeIs(k, "default"), file.isChar(k + 1, ":") {
                label = (nil, k + 1)
            } else if file.codeIs(k, "case"), file.kind(k) == .keyword,
                      file.lineBreakBetween(k - 1, k) || file.isChar(k - 1, "{") || file.isChar(k - 1, ";") {
                // `.dark`, `.light` or `.light, .unspecified`: one appearance.
                var j = k + 1
                var dark = false, light = false
                while j < close, !file.isChar(j, ":") {
                    if file.isChar(j, "."), file.isWord(j + 1) {
                        let word = file.text(code: j + 1)
                        if AppearanceCondition.darkWords.contains(word) { dark = true }
                        else if AppearanceCondition.lightWords.contains(word) || word == "unspecified" { light = true }
                        else { return nil }
                        j += 2
                    } else if file.isChar(j, ",") {
                        j += 1
                    } else {
                        return nil
                    }
                }
                guard j < close, dark != light else { return nil }
                label = (dark ? .dark : .light, j)
            }
            if let label {
                if let last = clauses.indices.last { clauses[last].body = clauses[last].body.lowerBound..<k }
                if unknown { unknownDefault = clauses.count }
                clauses.append(SwitchClause(appearance: label.appearance, body: label.end + 1..<close))
                k = label.end + 1
                continue
            }
            guard !clauses.isEmpty else { return nil }
            k += 1
        }
        // `@unknown default:` is left out: it must hold no color (`fatalError()`, a `break`).
        if let u = unknownDefault {
            guard !spans.contains(where: { clauses[u].body.contains($0.first) }) else { return nil }
            clauses.remove(at: u)
        }
        return clauses
    }
}
