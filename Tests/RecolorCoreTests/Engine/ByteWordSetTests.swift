@testable import RecolorCore
import XCTest

/// The one-pass search of several words against a plain search of each, on random bytes over a
/// small alphabet (partial matches common) with words planted anywhere, the edges included.
final class ByteWordSetTests: XCTestCase {
    func naivelyOccurs(_ word: [UInt8], in hay: [UInt8]) -> Bool {
        guard word.count <= hay.count else { return false }
        return (0...(hay.count - word.count)).contains { Array(hay[$0..<$0 + word.count]) == word }
    }

    func testFindsWhatAPlainSearchFinds() {
        var rng = SplitMix64(state: 7)
        let words = ["getRed", "getHue", "resolve(in", "raitC", "res", "NSA(n", "aaa"]
        let set = ByteWordSet(words)
        let alphabet = Array("getRdHuNSAa(rsolvin".utf8)
        for round in 0..<4_000 {
            let length = Int(rng.next() % 70)
            var hay = (0..<length).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
            let word = Array(words[round % words.count].utf8)
            if length >= word.count && round % 2 == 0 {
                let at = round % 4 == 0 ? length - word.count : Int(rng.next() % UInt64(length - word.count + 1))
                hay.replaceSubrange(at..<at + word.count, with: word)
            }
            var expected: UInt64 = 0
            for (k, w) in words.enumerated() where naivelyOccurs(Array(w.utf8), in: hay) { expected |= 1 << UInt64(k) }
            XCTAssertEqual(set.occurring(in: hay), expected, "round \(round): \(String(decoding: hay, as: UTF8.self))")
            XCTAssertEqual(set.anyOccurs(in: hay), expected != 0)
        }
    }

    /// The hazard screen's words, as a file holds them.
    func testHazardScreenFindsEachWord() {
        for word in HazardScreen.wordList {
            let text = Array("import UIKit\nfinal class A { func f() { let x = y.\(word)(z) } }\n".utf8)
            XCTAssertTrue(HazardScreen.mayHoldHazard(text), word)
        }
        XCTAssertFalse(HazardScreen.mayHoldHazard(Array("let resolved = getter(with: attributes)".utf8)))
    }
}
