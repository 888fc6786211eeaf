/// One token: a kind and a byte range of the source. 12 bytes, no payload: the text is
/// always read back from the source buffer, so tokenizing allocates nothing per token.
package struct Token: Equatable, Sendable {
    package var kind: TokenKind
    package var start: UInt32
    package var length: UInt32

    @inlinable
    package init(kind: TokenKind, start: Int, length: Int) {
        self.kind = kind
        self.start = UInt32(truncatingIfNeeded: start)
        self.length = UInt32(truncatingIfNeeded: length)
    }

    @inlinable package var begin: Int { Int(start) }
    @inlinable package var end: Int { Int(start) + Int(length) }
    @inlinable package var range: Range<Int> { begin..<end }
}

/// A lexical problem: an unterminated literal or comment, a stray byte. The tokens still
/// cover every byte; this says where the input was malformed.
package struct LexDiagnostic: Equatable, Sendable {
    package var offset: Int
    package var message: String
}

/// The tokens of one source buffer, which concatenate back to exactly that buffer.
package struct TokenizedSource: Sendable {
    package var tokens: [Token]
    package var diagnostics: [LexDiagnostic]
}
