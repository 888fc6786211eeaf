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

/// `count` random byte strings of up to `maxLength - 1` bytes from `alphabet`, the same for the
/// same `seed`, so that a failure reproduces.
func randomInputs(seed: UInt64, count: Int, maxLength: Int, alphabet: [UInt8]) -> [[UInt8]] {
    var random = SplitMix64(state: seed)
    return (0..<count).map { _ in
        let n = random.below(maxLength)
        return (0..<n).map { _ in alphabet[random.below(alphabet.count)] }
    }
}

/// Each of `seeds`, mutated `perSeed` times by one to four random inserts, removals or
/// replacements of a byte from `alphabet`.
func mutatedInputs(_ seeds: [String], seed: UInt64, perSeed: Int, alphabet: [UInt8]) -> [[UInt8]] {
    var random = SplitMix64(state: seed)
    var out: [[UInt8]] = []
    for text in seeds {
        let original = Array(text.utf8)
        for _ in 0..<perSeed {
            var bytes = original
            for _ in 0..<(1 + random.below(4)) {
                let at = random.below(bytes.count + 1)
                switch random.below(3) {
                case 0: bytes.insert(alphabet[random.below(alphabet.count)], at: at)
                case 1: if at < bytes.count { bytes.remove(at: at) }
                default: if at < bytes.count { bytes[at] = alphabet[random.below(alphabet.count)] }
                }
            }
            out.append(bytes)
        }
    }
    return out
}
