/// The lexical class of a token. The printed names of the classes that the oracle also
/// prints match `lexer-oracle tokens` exactly; `whitespace` and `byteOrderMark` are
/// trivia that the oracle leaves out.
package enum TokenKind: UInt8, Sendable, CaseIterable {
    case whitespace
    case byteOrderMark
    case comment
    case identifier
    case keyword
    case integer
    case float
    case stringQuote
    case stringSegment
    case stringInterpolationOpen
    case punct
    case `operator`
    case pound
    case regex
    /// Bytes the lexer could not make sense of: stray bytes, invalid UTF-8, a `*/` outside a comment.
    case unknown

    /// The name `lexer-oracle tokens` prints for this kind, or nil for trivia it omits.
    package var oracleName: String? {
        switch self {
        case .whitespace, .byteOrderMark: return nil
        case .comment: return "comment"
        case .identifier: return "identifier"
        case .keyword: return "keyword"
        case .integer: return "integer"
        case .float: return "float"
        case .stringQuote: return "string-quote"
        case .stringSegment: return "string-segment"
        case .stringInterpolationOpen: return "string-interp-open"
        case .punct: return "punct"
        case .operator: return "operator"
        case .pound: return "pound"
        case .regex: return "regex"
        case .unknown: return "unknown"
        }
    }

    /// Whitespace, comments and the BOM: what the parser skips.
    @inline(__always)
    package var isTrivia: Bool {
        switch self {
        case .whitespace, .comment, .byteOrderMark: return true
        default: return false
        }
    }

    /// Identifiers and keywords: the "word" class, compared as one against the oracle because
    /// contextual keywords are a parser decision.
    package var isWord: Bool { self == .identifier || self == .keyword }
}
