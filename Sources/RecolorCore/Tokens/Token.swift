/// One token: a kind and a byte range of the source. 12 bytes, no payload: the text is
/// always read back from the source buffer, so tokenizing allocates nothing per token.
public struct Token: Equatable, Sendable {
    public var kind: TokenKind
    public var start: UInt32
    public var length: UInt32

    @inlinable
    public init(kind: TokenKind, start: Int, length: Int) {
        self.kind = kind
        self.start = UInt32(truncatingIfNeeded: start)
        self.length = UInt32(truncatingIfNeeded: length)
    }

    @inlinable public var begin: Int { Int(start) }
    @inlinable public var end: Int { Int(start) + Int(length) }
    @inlinable public var range: Range<Int> { begin..<end }
}

/// A lexical problem: an unterminated literal or comment, a stray byte. The tokens still
/// cover every byte; this says where the input was malformed.
public struct LexDiagnostic: Equatable, Sendable {
    public var offset: Int
    public var message: String
}

/// The tokens of one source buffer, which concatenate back to exactly that buffer.
public struct TokenizedSource: Sendable {
    public var tokens: [Token]
    public var diagnostics: [LexDiagnostic]
}
