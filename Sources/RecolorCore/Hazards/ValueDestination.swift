/// Where a value goes, read backwards from its first code token on the tokens of its statement:
/// assigned (`layer.borderColor = …`), declared (`let c = …`), passed (`ctx.setFillColor(…)`), or
/// something else (returned, compared, a statement of its own). Array and dictionary literals
/// and ternary arms around the value are crossed: `gradient.colors = [a.cgColor, b.cgColor]`.
enum ValueDestination {
    /// `lhs = value`; `lhs` is the chain assigned to, when it is one.
    case assignment(equals: Int, lhs: MemberChain?)
    /// `let name = value` / `var name: T = value`: the name's code index.
    case declaration(name: Int)
    /// `callee(…value…)`: the callee's code index, when a name stands before the `(`.
    case argument(callee: Int?)
    case other

    static func of(valueAt start: Int, in file: SwiftSource) -> ValueDestination {
        var k = start - 1
        var steps = 0
        while k >= 0 && steps < 400 {
            steps += 1
            if file.lineBreakBetween(k, k + 1) && !continuesExpression(k, file) && !continuesExpression(k + 1, file, after: true) {
                return .other
            }
            if file.isChar(k, ")") || file.isChar(k, "]") {
                guard let open = file.matchingOpen(k) else { return .other }
                k = open - 1
                continue
            }
            if file.isChar(k, "(") {
                let glued = k > 0 && file.isWord(k - 1) && file.code[k - 1].end == file.code[k].begin
                return .argument(callee: glued ? k - 1 : nil)
            }
            if file.isChar(k, "[") { k -= 1; continue }  // an array or dictionary literal: where it goes
            if file.isChar(k, "{") || file.isChar(k, "}") || file.isChar(k, ";") { return .other }
            if file.kind(k) == .operator && file.codeIs(k, "=") {
                if let name = declaredName(before: k, file) { return .declaration(name: name) }
                let lhs = file.isWord(k - 1) ? MemberChain.ending(at: k - 1, in: file) : nil
                return .assignment(equals: k, lhs: lhs)
            }
            if file.kind(k) == .keyword, statementKeywords.contains(file.text(code: k)) { return .other }
            k -= 1
        }
        return .other
    }

    static let statementKeywords: Set<String> = ["return", "if", "guard", "while", "case", "in", "throw", "else", "switch", "for", "where", "let", "var"]

    /// `let name =` / `var name: CGColor =` / `let name: [CGColor]? =`: the name before `=` at `equals`.
    static func declaredName(before equals: Int, _ file: SwiftSource) -> Int? {
        var k = equals - 1
        while k >= 0 && k > equals - 12 {
            if file.kind(k) == .keyword && (file.codeIs(k, "let") || file.codeIs(k, "var")) {
                return file.kind(k + 1) == .identifier ? k + 1 : nil
            }
            guard file.isWord(k) || file.isChar(k, ":") || file.isChar(k, ".") || file.isChar(k, "?") || file.isChar(k, "!")
                    || file.isChar(k, "[") || file.isChar(k, "]") || file.kind(k) == .operator && (file.codeIs(k, "<") || file.codeIs(k, ">")) else { return nil }
            k -= 1
        }
        return nil
    }

    /// A token that joins the lines around it into one expression (`.`, `,`, an operator, an open group).
    static func continuesExpression(_ k: Int, _ file: SwiftSource, after: Bool = false) -> Bool {
        guard let kind = file.kind(k) else { return false }
        if kind == .operator { return true }
        if after { return file.isChar(k, ".") || file.isChar(k, ",") || file.isChar(k, ":") || file.isChar(k, ")") || file.isChar(k, "]") }
        return file.isChar(k, ".") || file.isChar(k, ",") || file.isChar(k, ":") || file.isChar(k, "(") || file.isChar(k, "[")
    }
}
