@testable import RecolorCore
import XCTest

/// The cursor that resumes a line's read from word to word answers as `positionOnLine`, which
/// reads every word's line from its start.
final class LinePositionCursorTests: XCTestCase {
    func answers(_ bytes: [UInt8], _ offsets: [Int]) -> (cursor: [SiteWalk.LinePosition], reference: [SiteWalk.LinePosition]) {
        bytes.withUnsafeBufferPointer { b in
            let walk = SiteWalk(base: b.baseAddress!, n: b.count)
            var cursor = LinePositionCursor(base: b.baseAddress!, n: b.count)
            return (offsets.map { cursor.position($0) }, offsets.map { walk.positionOnLine($0) })
        }
    }

    /// Random lines of quotes, escapes, interpolations, comments and line breaks; offsets asked
    /// in increasing runs (a run may start over, as the `tint` words after the `olor` words do).
    func testAgreesWithTheReferenceOnRandomLines() {
        var rng = SplitMix64(state: 2607)
        let pieces = ["a", "a", " ", "color", "\"", "\"", "\\", "\\(", "(", ")", "//", "/", "*", "#", "'", "\n", "\r", "\"\"", "x = \""]
        var seen: [SiteWalk.LinePosition: Int] = [:]
        for _ in 0..<3_000 {
            let text = (0..<(1 + rng.below(40))).map { _ in pieces[rng.below(pieces.count)] }.joined()
            let bytes = Array(text.utf8)
            var offsets: [Int] = []
            for _ in 0..<(1 + rng.below(3)) {
                var p = rng.below(bytes.count)
                for _ in 0..<(1 + rng.below(12)) where p < bytes.count {
                    offsets.append(p)
                    p += rng.below(6)
                }
            }
            let (cursor, reference) = answers(bytes, offsets)
            XCTAssertEqual(cursor, reference, "\(text.debugDescription) at \(offsets)")
            for r in reference { seen[r, default: 0] += 1 }
        }
        // Every answer comes up often.
        for position in [SiteWalk.LinePosition.code, .comment, .string, .unclear] {
            XCTAssertGreaterThan(seen[position] ?? 0, 500, "\(position)")
        }
    }

    func testALongLineOfWords() {
        let line = "let css = \"" + String(repeating: "p { color: red } ", count: 200) + "\" // color\n" + "x.color = 1 // \\(color)\n"
        let bytes = Array(line.utf8)
        var offsets: [Int] = []
        for k in 0..<(bytes.count - 4) where bytes[k] == UInt8(ascii: "c") && bytes[k + 1] == UInt8(ascii: "o") { offsets.append(k) }
        let (cursor, reference) = answers(bytes, offsets)
        XCTAssertEqual(cursor, reference)
        XCTAssertEqual(reference.first, .string)
        XCTAssertEqual(Set(reference), [.string, .comment, .code])
    }
}
