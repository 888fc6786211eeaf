import RecolorCore
import XCTest

/// The significant tokens of `source` as (text, kind) pairs, whitespace left out.
func lex(_ source: String) -> [(String, TokenKind)] {
    let bytes = Array(source.utf8)
    return Tokenizer.tokenize(bytes).tokens.filter { $0.kind != .whitespace }.map {
        (String(decoding: bytes[$0.range], as: UTF8.self), $0.kind)
    }
}

/// Asserts that `source` lexes to exactly `expected` (whitespace left out).
func assertLexes(_ source: String, _ expected: [(String, TokenKind)], file: StaticString = #filePath, line: UInt = #line) {
    let actual = lex(source)
    let a = actual.map { "\($0.0)|\($0.1)" }
    let e = expected.map { "\($0.0)|\($0.1)" }
    XCTAssertEqual(a, e, file: file, line: line)
    assertRoundTrips(Array(source.utf8), file: file, line: line)
}

/// Asserts the tokens of `bytes` are non-empty, contiguous, and concatenate back to `bytes`.
func assertRoundTrips(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
    let tokens = Tokenizer.tokenize(bytes).tokens
    var position = 0
    for token in tokens {
        guard token.begin == position, token.length > 0 else {
            XCTFail("token \(token) at \(position) is not contiguous or is empty", file: file, line: line)
            return
        }
        position = token.end
    }
    XCTAssertEqual(position, bytes.count, "tokens do not cover the input", file: file, line: line)
}
