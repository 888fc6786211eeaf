@testable import RecolorCore
import XCTest

/// Screening keeps a file for an undeclared hex function (`ZLRGBValue_H(colorValue: 0x333333)`) by the
/// detector's own description of the call (`UndeclaredHexFunctionDetector.shape`), not a copy of it in
/// `Prefilter`: one vocabulary (issue 21, item 1).
final class UndeclaredHexScreeningTests: XCTestCase {
    func bytes(_ source: String) -> [UInt8] {
        Array(source.replacingOccurrences(of: "«", with: "").replacingOccurrences(of: "»", with: "").utf8)
    }

    /// Every call the detector's examples find is screened in, by the shape and by the whole screening:
    /// an example of a new shape fails here until the shape says it.
    func testEveryTriggeringExampleIsScreenedIn() {
        let filter = Prefilter(configuration: Configuration())
        let examples = UndeclaredHexFunctionDetector.examples.filter(\.triggers)
        XCTAssertGreaterThan(examples.count, 3)
        for example in examples {
            XCTAssertTrue(UndeclaredHexFunctionDetector.shape.mayHold(bytes(example.source)), example.source)
            XCTAssertTrue(filter.mayHoldFinding(bytes(example.source)), example.source)
        }
    }

    /// A shape the detector learns (here three digits) is what screening looks for: the same bytes
    /// kept by the learned shape, not by today's.
    func testALearnedShapeIsScreenedInByTheSameDescription() {
        let short = bytes("import UIKit\nimport BaseKit\nfunc f(_ l: UILabel) { l.textColor = ZLRGBValue_H(colorValue: 0x333) }\n")
        XCTAssertFalse(UndeclaredHexFunctionDetector.shape.mayHold(short))
        let learned = UndeclaredHexFunctionDetector.CodeShape(digitCounts: [3, 6, 8])
        XCTAssertTrue(learned.mayHold(short))
        XCTAssertEqual(learned.fewestDigits, 3)
    }

    /// Negatives: a decimal, a code after `=` (no call), too few digits.
    func testBytesNoSuchCallNeedsAreNotHeld() {
        let shape = UndeclaredHexFunctionDetector.shape
        XCTAssertTrue(shape.mayHold(bytes("x = f(0x333333)")))
        XCTAssertTrue(shape.mayHold(bytes("x = f(colorValue:  0x3333_33)")))
        XCTAssertFalse(shape.mayHold(bytes("let seed = 0xCBF29CE4\nx = f(3355443)")))
        XCTAssertFalse(shape.mayHold(bytes("x = f(0x33333)")))
        XCTAssertFalse(shape.mayHold(bytes("")))
    }
}
