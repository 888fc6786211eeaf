/// The keywords swift-syntax's lexer classifies as such (the reserved words). Contextual
/// keywords (`get`, `some`, `override`, ...) stay identifiers: only the parser knows them.
enum Keywords {
    struct Keyword {
        /// `true`, `self`, `nil`...: keywords that are whole expressions, after which a `/` is a
        /// division rather than the start of a regex literal.
        let isExpression: Bool
    }

    static let expressions: Set<String> = ["true", "false", "Any", "nil", "self", "Self", "super"]
    static let words = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
        "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
        "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
        "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return",
        "self", "Self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
        "try", "typealias", "var", "where", "while",
    ]

    /// A keyword's bytes packed into two little-endian words (all are under 16 bytes), so a
    /// candidate is compared in two integer comparisons. Arrays of bytes per keyword cost a
    /// retain and a release for every identifier the lexer read.
    struct Entry {
        var low: UInt64
        var high: UInt64
        var isExpression: Bool
    }

    /// The entries sorted by length; `starts[n]..<starts[n + 1]` are those of length `n`.
    nonisolated(unsafe) static let entries: UnsafePointer<Entry> = {
        let sorted = words.sorted { ($0.utf8.count, $0) < ($1.utf8.count, $1) }
        let buffer = UnsafeMutablePointer<Entry>.allocate(capacity: sorted.count)
        for (k, word) in sorted.enumerated() {
            let (low, high) = Array(word.utf8).withUnsafeBufferPointer { pack($0.baseAddress!, $0.count) }
            (buffer + k).initialize(to: Entry(low: low, high: high, isExpression: expressions.contains(word)))
        }
        return UnsafePointer(buffer)
    }()

    nonisolated(unsafe) static let starts: UnsafePointer<Int> = {
        let buffer = UnsafeMutablePointer<Int>.allocate(capacity: 17)
        let lengths = words.map(\.utf8.count)
        for n in 0...16 { (buffer + n).initialize(to: lengths.filter { $0 < n }.count) }
        return UnsafePointer(buffer)
    }()

    @inline(__always)
    static func pack(_ text: UnsafePointer<UInt8>, _ count: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0, high: UInt64 = 0
        for k in 0..<min(count, 8) { low |= UInt64(text[k]) << (8 * UInt64(k)) }
        if count > 8 { for k in 8..<count { high |= UInt64(text[k]) << (8 * UInt64(k - 8)) } }
        return (low, high)
    }

    /// `pack` with two unaligned loads, masked to `count` bytes; 16 bytes must be readable.
    /// Little-endian only: byte k lands in bits 8k, as `pack` puts it.
    @inline(__always)
    static func packLoaded(_ text: UnsafePointer<UInt8>, _ count: Int) -> (UInt64, UInt64) {
        #if _endian(little)
        let raw = UnsafeRawPointer(text)
        let low = raw.loadUnaligned(as: UInt64.self)
        let high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        if count >= 8 {
            let keep = count == 8 ? 0 : ~UInt64(0) >> UInt64(64 - 8 * (count - 8))
            return (low, high & keep)
        }
        return (low & ~(~UInt64(0) << UInt64(8 * count)), 0)
        #else
        return pack(text, count)
        #endif
    }

    /// For each length, a bit per first letter (`a`…`z` in bits 0–25, `A` and `S` in 26 and 27)
    /// that some keyword of that length starts with: most identifiers stop there, unpacked.
    nonisolated(unsafe) static let firstLetters: UnsafePointer<UInt32> = {
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: 16)
        buffer.initialize(repeating: 0, count: 16)
        for word in words { buffer[word.utf8.count] |= letterBit(word.utf8.first!) }
        return UnsafePointer(buffer)
    }()

    @inline(__always)
    static func letterBit(_ c: UInt8) -> UInt32 {
        if c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z") { return 1 << UInt32(c - UInt8(ascii: "a")) }
        if c == UInt8(ascii: "A") { return 1 << 26 }
        if c == UInt8(ascii: "S") { return 1 << 27 }
        return 0
    }

    /// The three tables, read once per lexer: a static's every read is a `swift_once` check,
    /// three per identifier.
    struct Table {
        let entries = Keywords.entries
        let starts = Keywords.starts
        let firstLetters = Keywords.firstLetters

        /// `readable`: how many bytes may be read from `text` (the rest of the buffer), so that
        /// a word is packed with two loads, not byte by byte, when 16 bytes are there.
        @inline(__always)
        func lookup(_ text: UnsafePointer<UInt8>, _ count: Int, readable: Int = 0) -> Keyword? {
            guard count >= 2 && count < 16, firstLetters[count] & Keywords.letterBit(text[0]) != 0 else { return nil }
            let (low, high) = readable >= 16 ? Keywords.packLoaded(text, count) : Keywords.pack(text, count)
            for k in starts[count]..<starts[count + 1] where entries[k].low == low && entries[k].high == high {
                return Keyword(isExpression: entries[k].isExpression)
            }
            return nil
        }
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
