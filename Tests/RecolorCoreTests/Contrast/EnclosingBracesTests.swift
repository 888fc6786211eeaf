@testable import RecolorCore
import XCTest

/// The enclosing `{` of every code token, read from the table built in one pass, against the
/// walk back token by token.
final class EnclosingBracesTests: XCTestCase {
    func testAgreesWithTheWalkOnRandomBrackets() {
        var rng = SplitMix64(state: 4000)
        let pieces = ["{", "}", "(", ")", "[", "]", "a", " ", "\n", "x.y = z\n", "\"s\\(t)\"", "f {", "}"]
        var inBrace = 0, total = 0
        for _ in 0..<2_000 {
            let text = (0..<(1 + rng.below(40))).map { _ in pieces[rng.below(pieces.count)] }.joined()
            let file = SwiftSource(path: "A.swift", bytes: Array(text.utf8))
            let braces = EnclosingBraces(file)
            for k in 0...file.code.count {
                let expected = UseSite.enclosingBrace(k, in: file)
                XCTAssertEqual(braces.brace(of: k), expected, "\(text.debugDescription) at \(k)")
                total += 1
                if expected >= 0 { inBrace += 1 }
            }
        }
        XCTAssertGreaterThan(inBrace, total / 5)
        XCTAssertLessThan(inBrace, total * 4 / 5)
    }

    /// The first token of the chain ending at every code token, from the table built in one
    /// pass, against the walk back.
    func testChainRootsAgreeWithTheWalkOnRandomChains() {
        var rng = SplitMix64(state: 4001)
        let pieces = ["{", "}", "(", ")", "[", "]", "a", ".", "b", "?", "!", " ", "\n", "x.y = z\n", ".f(1)", "Text(\"s\")", "f {", "}", "+"]
        for _ in 0..<2_000 {
            let text = (0..<(1 + rng.below(40))).map { _ in pieces[rng.below(pieces.count)] }.joined()
            let file = SwiftSource(path: "A.swift", bytes: Array(text.utf8))
            let chains = ChainRoots(file)
            for k in -1...file.code.count {
                XCTAssertEqual(chains.root(endingAt: k), UseSite.chainRoot(endingAt: k, in: file), "\(text.debugDescription) at \(k)")
            }
        }
    }
}
