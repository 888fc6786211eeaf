/// A token's replacement expression as Swift code: checked once when the table loads, and
/// written so that it reads the same wherever a finding stood.
package struct TokenExpression: Sendable, Equatable {
    package let text: String
    /// A plain postfix chain (`Semantic.background`, `.systemBackground`, `Color(uiColor: .label)`):
    /// it binds tighter than any operator around it, so it never needs parentheses.
    package let isPostfixChain: Bool
    /// Starts with `.`: an implicit member, which needs its type where the replaced text had one.
    package let isImplicitMember: Bool

    /// Why `text` cannot replace a color, or nil when it can: it must lex without error, with
    /// balanced brackets and no comment, and be one expression (no `;`, no statement keyword,
    /// and the grammar of `ExpressionGrammar`).
    package static func problem(in text: String) -> String? {
        let file = SwiftSource(path: "", bytes: Array(text.utf8))
        if file.code.isEmpty { return "the expression is empty" }
        if !file.comments.isEmpty { return "holds a comment, which would swallow the code after it" }
        if let d = file.diagnostics.first { return "does not lex as Swift (\(d.message))" }
        for k in 0..<file.code.count {
            let t = file.code[k]
            if t.kind == .punct && t.length == 1 {
                switch file.bytes[t.begin] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    if file.matchingClose(k) == nil { return "'\(file.text(code: k))' is never closed" }
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if file.matchingOpen(k) == nil { return "'\(file.text(code: k))' closes nothing" }
                case UInt8(ascii: ";"): return "holds ';': one expression only"
                default: break
                }
            }
            if t.kind == .stringInterpolationOpen && file.matchingClose(k) == nil { return "an interpolation is never closed" }
            if t.kind == .keyword && statementKeywords.contains(file.text(code: k)) {
                return "'\(file.text(code: k))' starts a statement, not an expression"
            }
        }
        if file.code.last?.kind == .operator, !file.isChar(file.code.count - 1, "!"), !file.isChar(file.code.count - 1, "?") {
            return "ends with the operator '\(file.text(code: file.code.count - 1))'"
        }
        return ExpressionGrammar.problem(in: file)
    }

    static let statementKeywords: Set<String> = ["let", "var", "func", "return", "import", "if", "guard", "for", "while",
                                                   "class", "struct", "enum", "extension", "protocol", "switch", "case"]

    /// `text` read as an expression; call `problem(in:)` first.
    package init(_ text: String) {
        self.text = text
        let file = SwiftSource(path: "", bytes: Array(text.utf8))
        isImplicitMember = file.isChar(0, ".")
        isPostfixChain = TokenExpression.postfixChain(file)
    }

    /// A whole postfix chain (`PostfixChain`) and nothing after it.
    static func postfixChain(_ file: SwiftSource) -> Bool {
        PostfixChain.end(from: 0, in: file) == file.code.count
    }

    /// The text that replaces `range` of `file`: with its type when it is an implicit member and
    /// the replaced text began with one, in parentheses when an operator or a postfix next to it
    /// would otherwise bind to part of it.
    func rendered(replacing range: Range<Int>, in file: SwiftSource, writtenType: String?) -> String {
        var out = text
        if isImplicitMember, let writtenType { out = writtenType + out }
        if !isPostfixChain && !standsAlone(range, in: file) { out = "(" + out + ")" }
        return out
    }

    /// Whether the code around `range` delimits it as a whole expression (`= …,`, `(…)`, a
    /// line of its own), so that nothing can bind to part of the replacement.
    func standsAlone(_ range: Range<Int>, in file: SwiftSource) -> Bool {
        let first = file.codeIndex(atOrAfter: range.lowerBound)
        guard first < file.code.count else { return false }
        var last = first
        while last + 1 < file.code.count && file.code[last + 1].begin < range.upperBound { last += 1 }
        let before = first - 1, after = last + 1
        let openBefore = before < 0 || file.isChar(before, "(") || file.isChar(before, "[") || file.isChar(before, "{")
            || file.isChar(before, ",") || file.isChar(before, ":") || file.codeIs(before, "=") || file.codeIs(before, "return")
            || file.codeIs(before, "in")
        let closeAfter = after >= file.code.count || file.isChar(after, ")") || file.isChar(after, "]") || file.isChar(after, "}")
            || file.isChar(after, ",") || file.isChar(after, ";") || file.lineBreakBetween(last, after) && !file.isChar(after, ".")
            && file.code[after].kind != .operator
        return openBefore && closeAfter
    }
}
