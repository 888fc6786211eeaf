@testable import RecolorCore
import XCTest

/// The comparisons that read a member's color back, from a file's bytes.
final class ValueComparisonsTests: XCTestCase {
    func read(_ text: String) -> ValueComparisons? { ValueComparisons.read(Array(text.utf8), path: "A.swift") }

    func testAMemberComparedWithANamedColorOnEitherSide() throws {
        let c = try XCTUnwrap(read("""
            let a = colorScheme.textColor == .white ? 1 : 2
            if .clear != cell.tint { }
            if theme.background() == UIColor.black { }
            if Theme.accent == Color.red { }
            """))
        XCTAssertEqual(c.byMember["textColor"]?.first?.line, 1)
        XCTAssertEqual(c.byMember["tint"]?.first?.line, 2)
        XCTAssertEqual(c.byMember["background"]?.first?.line, 3)
        XCTAssertEqual(c.byMember["accent"]?.first?.receiverType, "Theme")
        XCTAssertNotNil(c.site(ofMember: "textColor", owner: "ColorScheme"), "a value's type is unknown: it counts")
        XCTAssertNil(c.site(ofMember: "accent", owner: "Palette"), "Theme's accent is not Palette's")
        XCTAssertNotNil(c.site(ofMember: "accent", owner: "Theme"))
    }

    func testNoComparisonOfAColor() {
        XCTAssertNil(read("""
            if colorScheme == .dark { }
            label.textColor = .white
            if a.count >= 2, b === c, d !== e { }
            if x.color == .white.withAlphaComponent(0.5) { }
            if style == .blackTranslucent { }
            """))
    }
}
