@testable import RecolorCore
import XCTest

/// The hazard screen keeps the files a hazard detector can read something in, and not files that
/// only name attributes of another kind (swift-syntax's generated `AttributedTypeSyntax` nodes).
final class HazardScreenTests: XCTestCase {
    func testAttributedStringsAndDrawingWithAttributesAreKeptOtherAttributedWordsAreNot() {
        func kept(_ source: String) -> Bool { HazardScreen.mayHoldHazard(Array(source.utf8)) }
        XCTAssertTrue(kept("let m = NSMutableAttributedString(string: s)"))
        XCTAssertTrue(kept("let t = NSAttributedString(html: data, documentAttributes: nil)"))
        XCTAssertTrue(kept("let a: [NSAttributedString.Key: Any] = [:]\n\"x\".draw(with: r, options: [], attributes: a, context: nil)"))
        XCTAssertTrue(kept("\"x\".draw(at: .zero, withAttributes: attributes)"))
        XCTAssertTrue(kept("layer.borderColor = UIColor.red.cgColor"))
        XCTAssertFalse(kept("public struct AttributedTypeSyntax: TypeSyntaxProtocol { var attributedType: Int }"))
        XCTAssertFalse(kept("let attributes = node.attributes"))
    }

    /// Told from the offsets of `olor` (as the screening does), the screen keeps what the passes keep.
    func testTheScreenGivenColorOffsetsAgreesWithItsPasses() {
        let sources = ["layer.borderColor = UIColor.red.cgColor", "let c: CGColor = x", "CIColor(color: c)", "let ciColor = 1",
                       "xCIColor", "IColor", "Color.red", "GC", "olor", "c.getRed(&r, green: &g, blue: &b, alpha: &a)",
                       "view.traitCollection", "NSAppearance.current", "let color = UIColor.red // plain", "",
                       "resolve(in: env)", "background: Color(.systemBackground)", "gColorgColor", "\u{e9}CGColor"]
        for source in sources {
            let bytes = Array(source.utf8)
            XCTAssertEqual(HazardScreen.mayHoldHazard(bytes, olor: ColorWordOffsets(bytes).olor), HazardScreen.mayHoldHazard(bytes), source)
        }
        XCTAssertTrue(HazardScreen.mayHoldHazard(Array("let c: CGColor".utf8), olor: ColorWordOffsets(Array("let c: CGColor".utf8)).olor))
        XCTAssertFalse(HazardScreen.mayHoldHazard(Array("let c = Color.red".utf8), olor: ColorWordOffsets(Array("let c = Color.red".utf8)).olor))
    }

    /// The hazard candidates are screened by what the detectors declare they need: every
    /// triggering example of every hazard detector meets its own detector's needs (and so the
    /// union), and files the hazard words keep without a detector's needs are no candidates.
    func testEveryTriggeringExampleMeetsItsDetectorsNeeds() {
        for detector in HazardDetectors.all {
            let own = ByteScreening(anyOf: detector.needs)
            for example in detector.examples where example.triggers {
                let bytes = Array(example.source.replacingOccurrences(of: "«", with: "").replacingOccurrences(of: "»", with: "").utf8)
                XCTAssertTrue(own.mayHold(bytes), "\(detector): \(example.source)", file: example.file, line: example.line)
                XCTAssertTrue(HazardDetectors.needs.mayHold(bytes), example.source, file: example.file, line: example.line)
            }
        }
        let kept = ["let m = NSMutableAttributedString(string: s)", "let size = view.traitCollection.horizontalSizeClass",
                    "override func traitCollectionDidChange(_ p: UITraitCollection?) { super.traitCollectionDidChange(p) }"]
        for source in kept.prefix(2) {
            XCTAssertTrue(HazardScreen.mayHoldHazard(Array(source.utf8)), source)
            XCTAssertFalse(HazardDetectors.needs.mayHold(Array(source.utf8)), source)
            XCTAssertFalse(Prefilter(configuration: Configuration()).screen(Array(source.utf8)).mayHoldFinding, source)
        }
        XCTAssertTrue(HazardDetectors.needs.mayHold(Array(kept[2].utf8)))
    }
}
