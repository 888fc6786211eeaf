@testable import RecolorCore
import XCTest

/// Words looked up by bytes, with few and with many words of one length (the many by hash),
/// against a dictionary of the same words (a word given twice keeps its last value).
final class ByteWordMapTests: XCTestCase {
    func testAgreesWithADictionary() {
        var rng = SplitMix64(state: 20_000)
        let letters = Array("abT01é").map(String.init)
        for count in [3, 15, 17, 40, 400] {
            var pairs: [(String, Int)] = []
            for n in 0..<count {
                let word = (0..<(1 + rng.below(5))).map { _ in letters[rng.below(letters.count)] }.joined()
                pairs.append((word, n))
            }
            let map = ByteWordMap(pairs)
            let expected = Dictionary(pairs, uniquingKeysWith: { _, last in last })
            var found = 0
            for _ in 0..<2_000 {
                let word = (0..<(1 + rng.below(5))).map { _ in letters[rng.below(letters.count)] }.joined()
                let bytes = Array(word.utf8)
                let value = bytes.withUnsafeBufferPointer { map.value($0.baseAddress!, count: $0.count) }
                XCTAssertEqual(value, expected[word], "\(word) among \(count)")
                if value != nil { found += 1 }
            }
            XCTAssertGreaterThan(found, 0)
        }
    }
}
