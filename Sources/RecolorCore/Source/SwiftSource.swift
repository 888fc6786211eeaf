#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One Swift file as the detectors see it: its bytes, its tokens, and the code tokens (no
/// whitespace or comments) by index, with helpers to compare token text without allocating.
public struct SwiftSource: Sendable {
    /// The path reports show: relative to the cwd when below it.
    public let path: String
    /// Where the file is read and written.
    public let diskPath: String
    public let bytes: [UInt8]
    /// The comments, in order (suppression directives live there).
    package let comments: [Token]
    package let diagnostics: [LexDiagnostic]
    /// The code tokens, in order: everything but whitespace, comments and a BOM.
    package let code: [Token]
    /// Byte offset of the start of each line.
    public let lineStarts: [Int]
    /// For each code token that opens or closes a group, the index of its partner; else -1
    /// (paired by the lexer with a stack, so matching is O(1) however deep or long the groups:
    /// walking to a partner each time made nested input quadratic).
    let partners: [Int32]
    /// The tree of these tokens, built once for every reader (`SharedSyntaxTree`).
    private let sharedTree = SharedSyntaxTree()

    /// The file's scopes and regions, built on first use and shared with every copy of this value.
    package var syntaxTree: SyntaxTree { sharedTree.tree(of: self) }

    public init(path: String, bytes: [UInt8], diskPath: String? = nil) {
        self.path = path
        self.diskPath = diskPath ?? path
        self.bytes = bytes
        let lexed = Tokenizer.codeTokens(bytes)
        code = lexed.code
        comments = lexed.comments
        diagnostics = lexed.diagnostics
        partners = lexed.partners
        lineStarts = SwiftSource.lineStarts(bytes)
    }

    /// Offsets where lines start: after `\n`, `\r\n`, or a lone `\r`. Files without `\r`
    /// (nearly all) are searched with memchr.
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return }
            let n = b.count
            if memchr(base, 13, n) == nil {
                var k = 0
                while k < n, let hit = memchr(base + k, 10, n - k) {
                    k = UnsafeRawPointer(hit) - UnsafeRawPointer(base) + 1
                    starts.append(k)
                }
                return
            }
            for k in 0..<n where b[k] == 10 || (b[k] == 13 && (k + 1 == n || b[k + 1] != 10)) {
                starts.append(k + 1)
            }
        }
        return starts
    }

    /// 1-based line and column (UTF-8 bytes from the start of the line, as swiftc counts).
    public func location(of offset: Int) -> (line: Int, column: Int) {
        TextLines.location(of: offset, lineStarts: lineStarts)
    }

    /// 1-based column in UTF-16 code units (a scalar above U+FFFF counts two), on the
    /// 1-based `line` that holds `offset` (found once, by `location(of:)`).
    public func utf16Column(of offset: Int, onLine line: Int) -> Int {
        TextLines.utf16Column(of: offset, onLine: line, bytes: bytes, lineStarts: lineStarts)
    }

    public func line(of offset: Int) -> Int { location(of: offset).line }

    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    package func text(code k: Int) -> String { text(code[k].range) }

    /// Whether code token `k` exists and its text is exactly `word`.
    package func codeIs(_ k: Int, _ word: StaticString) -> Bool {
        guard k >= 0 && k < code.count else { return false }
        let t = code[k]
        guard Int(t.length) == word.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { b in memcmpBytes(word.utf8Start, b.baseAddress! + t.begin, Int(t.length)) }
    }

    /// Disfavoured: a literal takes the `StaticString` version, compared without a copy (43 call
    /// sites passed literals to this one, a String made per token asked).
    @_disfavoredOverload
    package func codeIs(_ k: Int, _ word: String) -> Bool {
        guard k >= 0 && k < code.count else { return false }
        let t = code[k]
        var w = word
        return w.withUTF8 { u in
            guard u.count == Int(t.length) else { return false }
            return bytes.withUnsafeBufferPointer { b in memcmpBytes(u.baseAddress!, b.baseAddress! + t.begin, u.count) }
        }
    }

    package func kind(_ k: Int) -> TokenKind? {
        k >= 0 && k < code.count ? code[k].kind : nil
    }

    package func isWord(_ k: Int) -> Bool { kind(k)?.isWord ?? false }

    /// The index of the `)`, `]` or `}` matching the opener (or `\(`) at code index `k`, or nil.
    package func matchingClose(_ k: Int) -> Int? {
        guard k >= 0 && k < partners.count, partners[k] > k else { return nil }
        return Int(partners[k])
    }

    /// The index of the opener matching the closer at code index `k`, or nil.
    package func matchingOpen(_ k: Int) -> Int? {
        guard k >= 0 && k < partners.count, partners[k] >= 0, partners[k] < k else { return nil }
        return Int(partners[k])
    }

    /// The first byte of the code token `k`, or 0.
    package func firstByte(_ k: Int) -> UInt8 {
        guard k >= 0 && k < code.count else { return 0 }
        return bytes[code[k].begin]
    }

    /// Whether code token `k` is the one-byte punctuation or operator `c`.
    /// Whether code token `k` is the one ASCII character `c` (a Unicode.Scalar, not a
    /// Character: Character.asciiValue costs hundreds of instructions on this hot path).
    package func isChar(_ k: Int, _ c: Unicode.Scalar) -> Bool {
        guard k >= 0 && k < code.count, code[k].length == 1 else { return false }
        return bytes[code[k].begin] == UInt8(truncatingIfNeeded: c.value)
    }

    /// The index of the first code token that begins at or after `offset` (binary search).
    package func codeIndex(atOrAfter offset: Int) -> Int {
        var lo = 0, hi = code.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if code[mid].begin < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Whether a comment lies within `range` (binary search over the comments).
    package func hasComment(in range: Range<Int>) -> Bool {
        var lo = 0, hi = comments.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if comments[mid].end <= range.lowerBound { lo = mid + 1 } else { hi = mid }
        }
        return lo < comments.count && comments[lo].begin < range.upperBound
    }

    /// Whether a line break lies between code tokens `a` and `b`.
    package func lineBreakBetween(_ a: Int, _ b: Int) -> Bool {
        guard a >= 0, b < code.count, a < b else { return false }
        for k in code[a].end..<code[b].begin where bytes[k] == 10 || bytes[k] == 13 { return true }
        return false
    }
}
