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
        XCTAssertNotNil(c.site(ofMember: "textColor", owner: "ColorScheme"), "a value named as its type: it counts")
        XCTAssertNotNil(c.site(ofMember: "background", owner: "AppTheme"), "theme for AppTheme")
        XCTAssertNotNil(c.site(ofMember: "textColor", owner: nil), "the owner unknown: it counts")
        XCTAssertNil(c.site(ofMember: "accent", owner: "Palette"), "Theme's accent is not Palette's")
        XCTAssertNotNil(c.site(ofMember: "accent", owner: "Theme"))
    }

    /// A label's `textColor` compared is not `Color.textColor` nor a view controller's member of
    /// that name (the regression of Lunar and zotero: 8 findings were hidden).
    func testAValueNamedUnlikeTheOwnerIsAnotherMember() throws {
        let c = try XCTUnwrap(read("""
            if label.textColor == .white { }
            guard self.additionalLabel.textColor == .red else { return }
            """))
        XCTAssertNil(c.site(ofMember: "textColor", owner: "Color"))
        XCTAssertNil(c.site(ofMember: "textColor", owner: "ExportLocalePickerView"))
        XCTAssertNotNil(c.site(ofMember: "textColor", owner: "StatusLabel"), "label for StatusLabel")
        XCTAssertNotNil(try XCTUnwrap(read("if self.textColor == .white { }")).site(ofMember: "textColor", owner: "Card"), "self is the owner")
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
