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

    /// Words anchored inside (their head three bytes in), and a pass told which words still
    /// matter, against a plain search of each.
    func testAnchoredWordsAndWantedWordsFindWhatAPlainSearchFinds() {
        var rng = SplitMix64(state: 11)
        let words: [(String, Int)] = [("getRed", 3), ("getHue", 0), ("resolve(in", 2), ("raitC", 0), ("aaraitC", 2), ("NSA(n", 1), ("aaa", 0)]
        let set = ByteWordSet(anchored: words)
        let plain = ByteWordSet(words.map(\.0))
        let alphabet = Array("getRdHuNSAa(rsolvinC".utf8)
        for round in 0..<4_000 {
            let length = Int(rng.next() % 70)
            var hay = (0..<length).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
            let word = Array(words[round % words.count].0.utf8)
            if length >= word.count && round % 2 == 0 {
                let at = round % 4 == 0 ? length - word.count : Int(rng.next() % UInt64(length - word.count + 1))
                hay.replaceSubrange(at..<at + word.count, with: word)
            }
            var expected: UInt64 = 0
            for (k, w) in words.enumerated() where naivelyOccurs(Array(w.0.utf8), in: hay) { expected |= 1 << UInt64(k) }
            XCTAssertEqual(set.occurring(in: hay), expected, "round \(round): \(String(decoding: hay, as: UTF8.self))")
            XCTAssertEqual(plain.occurring(in: hay), expected)
            // Once word 0 or word 1 is found neither matters; word 6 never does.
            let found = set.occurring(in: hay) { $0 & 0b11 != 0 ? 0b11_1100 : 0b11_1111 }
            XCTAssertEqual(found & 0b11 != 0, expected & 0b11 != 0, "round \(round)")
            XCTAssertEqual(found & 0b11_1100, expected & 0b11_1100, "round \(round)")
            XCTAssertEqual(found & 0b100_0000, 0)
        }
    }

    /// A rule screening stops looking for a decided rule's words, and answers as the full search.
    func testUndecidedWordsKeepTheAnswer() {
        let screening = ByteScreening(anyOf: [[["(_ "], ["dark", "light"]], [["dark:"]]])
        let wordSet = ByteWordSet(screening.words)
        for text in ["func f(_ a: Int, dark: Bool)", "func f(_ a: Int)", "let light = 1", "(_ light", "dark: 1", ""] {
            let bytes = Array(text.utf8)
            XCTAssertEqual(screening.holds(wordSet.occurring(in: bytes, wanted: screening.undecided)), screening.mayHold(bytes), text)
        }
        XCTAssertEqual(screening.undecided(0), (1 << UInt64(screening.words.count)) - 1)
    }

    /// The hazard screen's words, as a file holds them.
    func testHazardScreenFindsEachWord() {
        for word in HazardScreen.wordList {
            let text = Array("import UIKit\nfinal class A { func f() { let x = y.\(word)(z) } }\n".utf8)
            XCTAssertTrue(HazardScreen.mayHoldHazard(text), word)
        }
        XCTAssertFalse(HazardScreen.mayHoldHazard(Array("let resolved = getter(with: attributes)".utf8)))
    }

    /// `ByteScreening.holds` (the byte compare that drops a group's word holding another) answers
    /// as `String.contains`, on ASCII words and on words that are not.
    func testScreeningContainmentIsStringContains() {
        let words = ["dark", "darkColor:", "Dark", "ark", "colorScheme", "Scheme", "é", "café", "cafe", "e\u{301}", "a", "ab"]
        for w in words { for p in words { XCTAssertEqual(ByteScreening.holds(w, p), w.contains(p), "\(w) \(p)") } }
    }
}
