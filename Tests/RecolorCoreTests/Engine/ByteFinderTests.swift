@testable import RecolorCore
import XCTest

/// The SIMD word search against a plain one, on random bytes over a small alphabet (so that
/// partial matches are common) with needles planted at the edges, where the vector loop hands
/// over to the byte loop.
final class ByteFinderTests: XCTestCase {
    func naiveFirst(_ needle: [UInt8], in hay: [UInt8], from: Int) -> Int? {
        guard needle.count <= hay.count else { return nil }
        var k = from
        while k + needle.count <= hay.count {
            if Array(hay[k..<k + needle.count]) == needle { return k }
            k += 1
        }
        return nil
    }

    func testFindsWhatAPlainSearchFinds() {
        var rng = SplitMix64(state: 42)
        let alphabet = Array("olrC(.#".utf8)
        for round in 0..<3_000 {
            let length = Int(rng.next() % 90)
            var hay = (0..<length).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
            // One-byte needles too: a user's names are that short (a color set `x`, audit 20 F8).
            let needle = Array(["olor", "ol", "Color(", "#colorLiteral", "oo", "olrC(.#lo", "o", "#"][round % 8].utf8)
            if length >= needle.count && round % 3 == 0 {
                let at = round % 2 == 0 ? length - needle.count : Int(rng.next() % UInt64(length - needle.count + 1))
                hay.replaceSubrange(at..<at + needle.count, with: needle)
            }
            let finder = ByteFinder(bytes: needle)
            let from = length == 0 ? 0 : Int(rng.next() % UInt64(length))
            let found = hay.withUnsafeBufferPointer { b in b.baseAddress.flatMap { finder.first(in: $0, from: from, to: b.count) } }
            XCTAssertEqual(found, naiveFirst(needle, in: hay, from: from), "\(String(decoding: needle, as: UTF8.self)) in \(String(decoding: hay, as: UTF8.self)) from \(from)")
            XCTAssertEqual(hay.containsSequence(needle), naiveFirst(needle, in: hay, from: 0) != nil)
        }
    }
}
