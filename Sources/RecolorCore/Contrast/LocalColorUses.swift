/// A color a function holds in a local (`let ink: UIColor` … `ink = UIColor(…)`, in one or in each
/// arm of an `if`/`switch`) is drawn where the function sets a view's color to that local
/// (`label.textColor = ink`): each token assigned is a use there too. Charter's three-dots badge
/// sets `view.backgroundColor = background` and `label.textColor = foreground`, two locals chosen
/// in the arms of `if lightBackground { … } else { … }`: no pair was seen, and `contrast` said the
/// uses were "not set on a view" (session 32, pairs32). A local assigned in an arm is drawn with
/// the locals assigned in that same arm (`VariantCase`): the light arm's text never on the dark
/// arm's fill.
///
/// Only a name the function declares (`let`/`var NAME` in its body, before the read), assigned the
/// color whole (the statement ends after it: `NAME = X.withAlphaComponent(…)` is another color),
/// and read whole (the right side of an assignment, or a whole argument). Not a local assigned in
/// an arm of a test of the appearance (`AppearanceArmUses` reads those arms).
enum LocalColorUses {
    static func expand(_ uses: [TokenUse], in file: SwiftSource, tree: SyntaxTree, cases: inout [String: VariantCase]) -> [TokenUse] {
        // Per function (its `{`) and local name: the tokens assigned to it, with where.
        var held: [Int: [String: [(use: TokenUse, at: Int)]]] = [:]
        var onAppearance: Set<String> = []
        var condition: AppearanceCondition?
        for use in uses {
            guard let function = tree.enclosingFunction(at: use.code), let (name, at) = assignedLocal(valueAt: use.code, in: file),
                  isWholeValue(from: use.code, in: file),
                  declares(name, in: function, before: at, file: file) else { continue }
            if StatementArms.side(of: use.code, in: file, tree: tree, condition: &condition) != nil { onAppearance.insert("\(function.open)\u{0}" + name) }
            held[function.open, default: [:]][name, default: []].append((use, at))
        }
        guard !held.isEmpty else { return uses }
        var out = uses
        for (open, locals) in held {
            guard let close = file.matchingClose(open) else { continue }
            for (name, assigned) in locals where !onAppearance.contains("\(open)\u{0}" + name) {
                let first = assigned.map(\.at).min()!
                for k in (first + 1)..<close where file.code[k].kind == .identifier && file.codeIs(k, name) && isWholeRead(k, in: file) {
                    for (use, _) in assigned {
                        let added = TokenUse(token: use.token, code: k)
                        out.append(added)
                        guard let arm = AppearanceArms.branches(holding: use.code, in: file, tree: tree).first, arm.statement > open else { continue }
                        let key = VariantCase.key(added)
                        if var had = cases[key] {
                            // One token in two arms: drawn in either.
                            had.labels.insert("\(arm.branch)")
                            cases[key] = had
                        } else {
                            cases[key] = VariantCase(subject: "local\u{0}\(arm.statement)", labels: ["\(arm.branch)"], isDefault: false, listed: [])
                        }
                    }
                }
            }
        }
        return out
    }

    /// The local assigned the value starting at code token `k`, and the code token of its name:
    /// `NAME = X`, `let NAME = X`, `let NAME: UIColor = X` (a statement of its own).
    static func assignedLocal(valueAt k: Int, in file: SwiftSource) -> (String, Int)? {
        guard k >= 2, file.isChar(k - 1, "=") else { return nil }
        // `let NAME: UIColor = X`, `var NAME: UIColor? = X`.
        var j = k - 2
        while j >= 2, k - j < 6, file.isWord(j) || file.isChar(j, "?") || file.isChar(j, ".") { j -= 1 }
        if file.isChar(j, ":"), j >= 2, file.code[j - 1].kind == .identifier, file.codeIs(j - 2, "let") || file.codeIs(j - 2, "var") {
            return (file.text(code: j - 1), j - 1)
        }
        let n = k - 2
        guard n >= 0, file.code[n].kind == .identifier else { return nil }
        if file.codeIs(n - 1, "let") || file.codeIs(n - 1, "var") { return (file.text(code: n), n) }
        // A statement of its own: `NAME = X` after a line break or `;`, not `x.NAME = X`.
        guard n == 0 || file.lineBreakBetween(n - 1, n) || file.isChar(n - 1, ";") || file.isChar(n - 1, "{"), !file.isChar(n - 1, ".") else { return nil }
        return (file.text(code: n), n)
    }

    /// Whether the function declares `name` as a local (`let name`, `var name`) at or before `at`.
    static func declares(_ name: String, in function: Scope, before at: Int, file: SwiftSource) -> Bool {
        var k = function.open + 1
        while k <= at {
            if file.codeIs(k, name), file.codeIs(k - 1, "let") || file.codeIs(k - 1, "var") { return true }
            k += 1
        }
        return false
    }

    /// Whether the expression starting at `k` is the whole rest of its statement, its color kept
    /// (`X.withAlphaComponent(0.5)`, `.opacity(…)` make another color).
    static func isWholeValue(from k: Int, in file: SwiftSource) -> Bool {
        var j = k
        var steps = 0
        while j < file.code.count, steps < 64 {
            steps += 1
            if file.isChar(j, "(") || file.isChar(j, "["), let c = file.matchingClose(j) { j = c }
            if file.codeIs(j, "withAlphaComponent") || file.codeIs(j, "opacity") { return false }
            if j + 1 >= file.code.count || file.lineBreakBetween(j, j + 1) || file.isChar(j + 1, ";") || file.isChar(j + 1, "}") { return true }
            let n = j + 1
            guard file.isChar(n, ".") || file.isChar(n, "(") || file.isChar(n, "[") || file.isChar(n, "!") || file.isChar(j, ".") && file.isWord(n) else { return false }
            j = n
        }
        return false
    }

    /// Whether the name at `k` is read whole: the right side of an assignment to something else
    /// (`label.textColor = ink`) or a whole argument (`(ink)`, `color: ink,`); not a member
    /// (`x.ink`), a declaration, nor an assignment to it.
    static func isWholeRead(_ k: Int, in file: SwiftSource) -> Bool {
        if file.isChar(k - 1, ".") || file.codeIs(k - 1, "let") || file.codeIs(k - 1, "var") || file.isChar(k + 1, "=") || file.isChar(k + 1, ".") { return false }
        let ends = k + 1 >= file.code.count || file.lineBreakBetween(k, k + 1) || file.isChar(k + 1, ";") || file.isChar(k + 1, "}")
        if file.isChar(k - 1, "="), ends, k >= 2, file.isWord(k - 2) || file.isChar(k - 2, ")") || file.isChar(k - 2, "]") { return true }
        return (file.isChar(k - 1, "(") || file.isChar(k - 1, ":") || file.isChar(k - 1, ",")) && (file.isChar(k + 1, ")") || file.isChar(k + 1, ","))
    }
}
