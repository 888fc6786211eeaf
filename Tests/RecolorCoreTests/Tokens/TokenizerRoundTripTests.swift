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

    static let alphabet: [UInt8] = Array("\"\\#()/*'`$.\n\r\t {}[]x0e_:;?!=<>+-\u{00}".utf8) + [0xC3, 0xA9, 0xFF, 0xE2, 0x80]

    func testRandomBytesRoundTrip() {
        for bytes in randomInputs(seed: 1, count: 3000, maxLength: 64, alphabet: Self.alphabet) { assertRoundTrips(bytes) }
    }

    func testMutatedSeedsRoundTrip() {
        for bytes in mutatedInputs(Self.seeds, seed: 7, perSeed: 600, alphabet: Self.alphabet) { assertRoundTrips(bytes) }
    }
}
