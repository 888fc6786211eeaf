/// Reads the condition after `#if` / `#elseif` from the code tokens: `||` over `&&` over a
/// prefix `!`, a parenthesized condition, a word with an argument list on its line, or a word.
/// Bounded (depth and length), so that hostile input costs little and builds a shallow tree.
struct CompilationConditionParser {
    let file: SwiftSource
    private(set) var k: Int
    private var depth = 0
    private var operands = 0
    private static let depthLimit = 32
    private static let operandLimit = 128
    /// The line the directive stands on: a condition starts there.
    private let line: Int

    init(_ file: SwiftSource, after directive: Int) {
        self.file = file
        k = directive + 1
        line = file.line(of: file.code[directive].begin)
    }

    /// The condition, and the index of the first code token after it.
    mutating func parse() -> (CompilationCondition, Int) {
        guard k < file.code.count, file.line(of: file.code[k].begin) == line else { return (.other(""), k) }
        return (disjunction(), k)
    }

    private mutating func disjunction() -> CompilationCondition {
        var left = conjunction()
        while let nots = binary("||") {
            left = .or(left, negated(conjunction(), nots))
        }
        return left
    }

    private mutating func conjunction() -> CompilationCondition {
        var left = unary()
        while let nots = binary("&&") {
            left = .and(left, negated(unary(), nots))
        }
        return left
    }

    /// If the token at `k` is the operator `op` (possibly glued to prefix `!`s: `&&!`), consumes
    /// it and returns how many `!` follow it; else nil.
    private mutating func binary(_ op: StaticString) -> Int? {
        guard operands < Self.operandLimit, k < file.code.count, file.code[k].kind == .operator else { return nil }
        let text = file.text(code: k)
        let symbol = String(decoding: UnsafeBufferPointer(start: op.utf8Start, count: op.utf8CodeUnitCount), as: UTF8.self)
        guard text.hasPrefix(symbol), text.dropFirst(symbol.count).allSatisfy({ $0 == "!" }) else { return nil }
        k += 1
        return text.count - symbol.count
    }

    private func negated(_ c: CompilationCondition, _ nots: Int) -> CompilationCondition {
        nots % 2 == 1 ? .not(c) : c
    }

    private mutating func unary() -> CompilationCondition {
        operands += 1
        guard k < file.code.count, depth < Self.depthLimit else { return .other("") }
        let t = file.code[k]
        if t.kind == .operator, file.text(code: k).allSatisfy({ $0 == "!" }) {
            let nots = Int(t.length)
            k += 1
            depth += 1
            defer { depth -= 1 }
            return negated(unary(), nots)
        }
        if file.isChar(k, "(") {
            let close = file.matchingClose(k)
            k += 1
            depth += 1
            let inner = disjunction()
            depth -= 1
            if let close { k = max(k, close + 1) }
            return inner
        }
        guard t.kind.isWord || t.kind == .integer else {
            return .other("")
        }
        let word = file.text(code: k)
        k += 1
        if file.isChar(k, "("), !file.lineBreakBetween(k - 1, k), let close = file.matchingClose(k) {
            let argument = String(file.text(file.code[k + 1 < close ? k + 1 : close].begin..<file.code[close].begin)
                .filter { !$0.isWhitespace })
            k = close + 1
            switch word {
            case "os": return .os(argument)
            case "canImport": return .canImport(String(argument.prefix { $0 != "," }))
            case "targetEnvironment": return .targetEnvironment(argument)
            case "swift", "compiler": return .version(word + "(" + argument + ")")
            default: return .other(word + "(" + argument + ")")
            }
        }
        if word == "true" { return .literal(true) }
        if word == "false" { return .literal(false) }
        return .flag(word)
    }
}
