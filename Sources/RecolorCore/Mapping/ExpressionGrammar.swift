/// The grammar a token expression must follow, read over recolor's own tokens: one expression,
/// so that `fix` can put it where a color stood and the file still parses. Brackets balance and
/// hold arguments (`label: expression`, separated by commas); outside them there is no comma,
/// no colon but a ternary's, and no two operands side by side (`a b`). No compiler directive
/// (`#if`, `#sourceLocation`), which must start a line of its own, and no control character.
///
///     expression := operand (binary-operator operand | '?' expression ':' operand | as/is type)*
///     operand    := prefix-operator* primary postfix*
///     primary    := word | .word | literal | #word | ( arguments ) | [ elements ] | { closure }
///     postfix    := .word | .digit | ( arguments ) | [ arguments ] | { closure } | glued ! or ?
struct ExpressionGrammar {
    let file: SwiftSource
    var k = 0

    struct Refusal: Error {
        var message: String
    }

    static let directives: Set<String> = ["#if", "#else", "#elseif", "#endif", "#sourceLocation", "#warning", "#error", "#line"]

    /// Why the tokens of `file` are not one expression, or nil.
    static func problem(in file: SwiftSource) -> String? {
        if let control = file.bytes.first(where: { $0 < 0x20 || $0 == 0x7F }) {
            return "holds the control character U+\(hex(control)), which no Swift expression holds"
        }
        for t in 0..<file.code.count where file.code[t].kind == .pound && directives.contains(file.text(code: t)) {
            return "'\(file.text(code: t))' is a compiler directive, not an expression"
        }
        var grammar = ExpressionGrammar(file: file)
        do {
            try grammar.whole()
        } catch {
            return error.message
        }
        return nil
    }

    mutating func whole() throws(Refusal) {
        try expression(upTo: file.code.count)
        if k < file.code.count { throw unexpected(k) }
    }

    static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "00" + String(digits[Int(b >> 4)]) + String(digits[Int(b & 15)])
    }

    func text(_ t: Int) -> String { file.text(code: t) }

    /// Whether token `t` touches the one before it (`a!`, `a?.b`, `f(`): postfix, not binary.
    func glued(_ t: Int) -> Bool { t > 0 && t < file.code.count && file.code[t].begin == file.code[t - 1].end }

    func unexpected(_ t: Int) -> Refusal {
        if file.isChar(t, ",") { return Refusal(message: "holds ',' outside brackets: one expression only") }
        if file.isChar(t, ":") { return Refusal(message: "holds ':' outside brackets (a label or a type, not an expression)") }
        if t > 0 && !file.isChar(t - 1, ".") {
            return Refusal(message: "'\(text(t))' follows '\(text(t - 1))' with no operator between: two expressions, not one")
        }
        return Refusal(message: "'\(text(t))' cannot stand there in an expression")
    }

    /// Reads an expression from `k`; stops before `,`, `:` or `end`, which the caller judges.
    mutating func expression(upTo end: Int) throws(Refusal) {
        try operand(upTo: end)
        while k < end {
            if file.isChar(k, ",") || file.isChar(k, ":") { return }
            if file.kind(k) == .operator && file.isChar(k, "?") {
                k += 1
                try expression(upTo: end)
                guard k < end, file.isChar(k, ":") else { throw Refusal(message: "a '?' without its ':' (a ternary needs both)") }
                k += 1
                try operand(upTo: end)
                continue
            }
            if file.codeIs(k, "as") || file.codeIs(k, "is") {
                k += 1
                if k < end && glued(k) && (file.isChar(k, "?") || file.isChar(k, "!")) { k += 1 }
                try type(upTo: end)
                continue
            }
            guard file.kind(k) == .operator else { throw unexpected(k) }
            k += 1
            try operand(upTo: end)
        }
    }

    mutating func operand(upTo end: Int) throws(Refusal) {
        while k < end, file.kind(k) == .operator, !file.isChar(k, "?"), k + 1 < end, file.code[k + 1].begin == file.code[k].end { k += 1 }
        while k < end, file.codeIs(k, "try") || file.codeIs(k, "await") {
            k += 1
            if k < end && glued(k) && (file.isChar(k, "?") || file.isChar(k, "!")) { k += 1 }
        }
        guard k < end else {
            throw Refusal(message: k > 0 ? "an operand is missing after '\(text(k - 1))'" : "the expression is empty")
        }
        try primary(upTo: end)
        try postfixes(upTo: end)
    }

    mutating func primary(upTo end: Int) throws(Refusal) {
        let t = k
        switch file.kind(t) {
        case .identifier?:
            k += 1
        case .keyword?:
            if TokenExpression.statementKeywords.contains(text(t)) { throw Refusal(message: "'\(text(t))' starts a statement, not an expression") }
            // `self`, `nil`, `true`…; any other keyword (`else`, `throw`, `in`) is no operand.
            guard Keywords.expressions.contains(text(t)) else { throw Refusal(message: "the keyword '\(text(t))' is not an expression") }
            k += 1
        case .pound?:
            // `#colorLiteral`, a macro; a `#` alone names nothing.
            guard file.code[t].length > 1 else { throw Refusal(message: "'#' names nothing") }
            k += 1
        case .integer?, .float?, .regex?:
            k += 1
        case .stringQuote?:
            try string(upTo: end)
        case .punct?:
            if file.isChar(t, "."), t + 1 < end, file.isWord(t + 1) {
                k += 2
            } else if file.isChar(t, "(") || file.isChar(t, "["), let close = file.matchingClose(t), close < end {
                try arguments(t, close, dictionary: file.isChar(t, "["))
                k = close + 1
            } else if file.isChar(t, "{"), let close = file.matchingClose(t), close < end {
                k = close + 1  // a closure holds statements: brackets, comments and directives were checked already
            } else {
                throw unexpected(t)
            }
        default:
            throw unexpected(t)
        }
    }

    mutating func postfixes(upTo end: Int) throws(Refusal) {
        while k < end {
            if file.isChar(k, "."), k + 1 < end, file.isWord(k + 1) || file.kind(k + 1) == .integer {
                k += 2
            } else if file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{"), !file.lineBreakBetween(k - 1, k),
                      let close = file.matchingClose(k), close < end {
                if !file.isChar(k, "{") { try arguments(k, close, dictionary: false) }
                k = close + 1
            } else if glued(k) && (file.isChar(k, "!") || file.isChar(k, "?")) {
                k += 1
            } else if file.isChar(k, ".") {
                throw Refusal(message: "'.' is not followed by a member name")
            } else {
                return
            }
        }
    }

    /// `label: expression, …` between `open` and `close` (a dictionary's `key: value` in `[…]`).
    mutating func arguments(_ open: Int, _ close: Int, dictionary: Bool) throws(Refusal) {
        k = open + 1
        if dictionary && file.isChar(k, ":") && k + 1 == close { k = close; return }  // [:]
        while k < close {
            if file.isWord(k) && file.isChar(k + 1, ":") && !dictionary { k += 2 }
            try expression(upTo: close)
            if dictionary && k < close && file.isChar(k, ":") {
                k += 1
                try expression(upTo: close)
            }
            guard k < close else { break }
            guard file.isChar(k, ",") else {
                if file.isChar(k, ":") { throw Refusal(message: "':' stands where an argument's label cannot: '\(file.text(file.code[open].begin..<file.code[close].end))'") }
                throw unexpected(k)
            }
            k += 1
        }
        k = close
    }

    /// A string literal: its segments and interpolations (each read as arguments) up to its closing quote.
    mutating func string(upTo end: Int) throws(Refusal) {
        k += 1
        while k < end {
            if file.kind(k) == .stringQuote { k += 1; return }
            if file.kind(k) == .stringInterpolationOpen, let close = file.matchingClose(k), close < end {
                try arguments(k, close, dictionary: false)
                k = close + 1
                continue
            }
            k += 1
        }
        throw Refusal(message: "a string is never closed")
    }

    /// A type after `as` or `is`: `Name(.Name)*` with optional `?`/`!`.
    mutating func type(upTo end: Int) throws(Refusal) {
        guard k < end, file.isWord(k) else { throw Refusal(message: "a type must follow 'as' or 'is'") }
        k += 1
        while k < end {
            if file.isChar(k, "."), file.isWord(k + 1) { k += 2 } else if glued(k) && (file.isChar(k, "?") || file.isChar(k, "!")) { k += 1 } else { return }
        }
    }
}
