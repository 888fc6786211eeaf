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
}
