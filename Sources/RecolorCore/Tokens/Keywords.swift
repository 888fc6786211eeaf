/// The keywords swift-syntax's lexer classifies as such (the reserved words). Contextual
/// keywords (`get`, `some`, `override`, ...) stay identifiers: only the parser knows them.
enum Keywords {
    struct Keyword {
        let text: [UInt8]
        /// `true`, `self`, `nil`...: keywords that are whole expressions, after which a `/` is a
        /// division rather than the start of a regex literal.
        let isExpression: Bool
    }

    static let all: [Keyword] = {
        let expressions: Set<String> = ["true", "false", "Any", "nil", "self", "Self", "super"]
        let words = [
            "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
            "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
            "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
            "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return",
            "self", "Self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
            "try", "typealias", "var", "where", "while",
        ]
        return words.map { Keyword(text: Array($0.utf8), isExpression: expressions.contains($0)) }
    }()

    /// Keywords bucketed by length, then by first byte, for a lookup without hashing.
    static let buckets: [[Keyword]] = {
        var b = [[Keyword]](repeating: [], count: 16)
        for k in all { b[k.text.count].append(k) }
        return b
    }()

    @inline(__always)
    static func lookup(_ text: UnsafePointer<UInt8>, _ count: Int) -> Keyword? {
        guard count >= 2 && count < 16 else { return nil }
        let first = text[0]
        guard (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "y")) || first == UInt8(ascii: "A")
            || first == UInt8(ascii: "S") else { return nil }
        for k in buckets[count] where k.text[0] == first {
            if k.text.withUnsafeBufferPointer({ memcmpBytes($0.baseAddress!, text, count) }) { return k }
        }
        return nil
    }

    static func equals(_ text: UnsafePointer<UInt8>, _ count: Int, _ word: StaticString) -> Bool {
        guard word.utf8CodeUnitCount == count else { return false }
        return memcmpBytes(word.utf8Start, text, count)
    }

    static func isConditionalCompilationDirective(_ text: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        equals(text, count, "if") || equals(text, count, "else") || equals(text, count, "elseif")
            || equals(text, count, "endif")
    }
}

@inline(__always)
func memcmpBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
    var k = 0
    while k < n {
        if a[k] != b[k] { return false }
        k += 1
    }
    return true
}
