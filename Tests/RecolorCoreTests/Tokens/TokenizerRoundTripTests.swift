import RecolorCore
import XCTest

/// Property: whatever the input, the tokens are non-empty, contiguous and cover it exactly.
final class TokenizerRoundTripTests: XCTestCase {
    static let seeds: [String] = [
        #"let c = UIColor(red: 49/255, green: 52/255, blue: 64/255, alpha: 1)"#,
        ##"let s = "a\(f("b\(g(")"))c"))d" + #"raw \#(x) "q""#"##,
        "let m = \"\"\"\n  a \\(b) \"\"\" \n  \"\"\"\n/* a /* b */ c */ // d\n",
        "let r = /a+b/; let d = 216.0/255.0; #/x/#; #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)",
        "\u{FEFF}#!/bin/swift\r\nvar x: Color { .white }\r\n#if os(iOS)\nfoo?.bar!\n#endif",
    ]

    /// Deterministic, so a failure reproduces from its seed.
    typealias Random = SplitMix64

    static let alphabet: [UInt8] = Array("\"\\#()/*'`$.\n\r\t {}[]x0e_:;?!=<>+-\u{00}".utf8) + [0xC3, 0xA9, 0xFF, 0xE2, 0x80]

    func testRandomBytesRoundTrip() {
        var random = Random(state: 1)
        for _ in 0..<3000 {
            let n = random.below(64)
            var bytes: [UInt8] = []
            for _ in 0..<n { bytes.append(Self.alphabet[random.below(Self.alphabet.count)]) }
            assertRoundTrips(bytes)
        }
    }

    func testMutatedSeedsRoundTrip() {
        var random = Random(state: 7)
        for seed in Self.seeds {
            let original = Array(seed.utf8)
            for _ in 0..<600 {
                var bytes = original
                for _ in 0..<(1 + random.below(4)) {
                    let at = random.below(bytes.count + 1)
                    switch random.below(3) {
                    case 0: bytes.insert(Self.alphabet[random.below(Self.alphabet.count)], at: at)
                    case 1: if at < bytes.count { bytes.remove(at: at) }
                    default: if at < bytes.count { bytes[at] = Self.alphabet[random.below(Self.alphabet.count)] }
                    }
                }
                assertRoundTrips(bytes)
            }
        }
    }
}
