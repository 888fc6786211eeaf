import RecolorCore
import XCTest

/// The lexer pairs brackets as it emits them; property: its pairs are those of a stack walked
/// over the code tokens afterwards (the pass it replaced), on random and mutated inputs.
final class GroupPairingTests: XCTestCase {
    /// The reference: `(`, `[`, `{` and `\(` open a group, `)`, `]`, `}` close the innermost;
    /// a closer with nothing open pairs with nothing.
    static func pairedByStack(_ code: [Token], _ bytes: [UInt8]) -> [Int32] {
        var partners = [Int32](repeating: -1, count: code.count)
        var open: [Int] = []
        for (n, t) in code.enumerated() {
            if t.kind == .stringInterpolationOpen { open.append(n); continue }
            guard t.kind == .punct && t.length == 1 else { continue }
            switch bytes[t.begin] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append(n)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let o = open.popLast() {
                    partners[o] = Int32(n)
                    partners[n] = Int32(o)
                }
            default: break
            }
        }
        return partners
    }

    func assertPairs(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let lexed = Tokenizer.codeTokens(bytes)
        XCTAssertEqual(lexed.partners, Self.pairedByStack(lexed.code, bytes),
                       "input: \(String(decoding: bytes, as: UTF8.self).debugDescription)", file: file, line: line)
    }

    func testExamples() {
        let lexed = Tokenizer.codeTokens(Array(#"f(a["k"], { "\(x(1))" })"#.utf8))
        XCTAssertEqual(lexed.code.count, lexed.partners.count)
        XCTAssertEqual(lexed.partners[1], Int32(lexed.code.count - 1), "the call's parentheses pair")
        assertPairs(Array("a) b] c} (( [".utf8))
        assertPairs(Array(#"let s = "\(a["\(b)"])" // ( not a group"#.utf8))
        assertPairs(Array("x = /(/ + #/[/# ; y = [1, 2].map { ($0) }".utf8))
    }

    static let alphabet: [UInt8] = Array("\"\\#()/*'`$.\n {}[]x0_:;?!=<>+-".utf8)

    func testRandomInputs() {
        for bytes in randomInputs(seed: 11, count: 4000, maxLength: 48, alphabet: Self.alphabet) { assertPairs(bytes) }
    }

    func testMutatedSeeds() {
        for bytes in mutatedInputs(TokenizerRoundTripTests.seeds, seed: 5, perSeed: 400, alphabet: Self.alphabet) { assertPairs(bytes) }
    }
}
