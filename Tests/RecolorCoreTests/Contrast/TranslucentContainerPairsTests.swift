@testable import RecolorCore
import XCTest

/// A translucent UIKit background is drawn over the view it lies in: the pair's background is
/// the composite over that container's background (`field over bar`), never the raw color over
/// white; with no container background known, the pair is not checkable. (The blue alliance's
/// search field, `#FFFFFF38` on its navy bar, was measured over white: 1.00:1, session 20.)
final class TranslucentContainerPairsTests: XCTestCase {
    static let table = ##"""
    { "palettes": ["Brand"],
      "tokens": {
        "inverseText": { "uikit": "Semantic.inverseText", "light": "#FFFFFF", "dark": "#FFFFFF" },
        "bar": { "uikit": "Semantic.bar", "light": "#1A237E", "dark": "#0D1240" },
        "field": { "uikit": "Semantic.field", "light": "#FFFFFF38", "dark": "#FFFFFF38" },
        "card": { "uikit": "Semantic.card", "light": "#1A237E", "dark": "#1A237E" } },
      "rules": [
        { "match": "UIColor.white", "context": ["textColor", "tintColor"], "token": "inverseText" },
        { "match": "Brand.navy", "token": "bar" },
        { "match": "Brand.veil", "token": "field" },
        { "match": "Brand.ink", "token": "card" } ] }
    """##

    func described(_ code: String) throws -> [String] { try PairsOfOneFile.described(code, table: Self.table) }

    /// The search field's text over the field's white veil, the veil over the bar's navy: one pair
    /// `inverseText on field over bar`. Negative: with no background on the bar the pair is not
    /// checked at all (not measured over white).
    func testATranslucentFieldIsReadOverTheBarItLiesIn() throws {
        func code(_ barPainted: Bool) -> String {
            """
            import UIKit
            extension SearchHost {
                func setUp() {
                    \(barPainted ? "searchController.searchBar.backgroundColor = Brand.navy" : "searchController.searchBar.isTranslucent = false")
                    searchController.searchBar.searchTextField.textColor = UIColor.white
                    searchController.searchBar.searchTextField.backgroundColor = Brand.veil
                }
            }
            """
        }
        XCTAssertEqual(try described(code(true)), ["inverseText/field over bar@5-6"])
        XCTAssertEqual(try described(code(false)), [])
    }

    /// Through `addSubview`: a label on a badge painted at a written opacity, the badge on a card.
    /// Negative: the badge painted opaque pairs the label with the badge alone.
    func testAWrittenOpacityOnAnAddedViewIsReadOverItsContainer() throws {
        func code(_ alpha: String) -> String {
            """
            import UIKit
            final class Card: UIView {
                let badge = UIView()
                let title = UILabel()
                func setUp() {
                    backgroundColor = Brand.ink
                    addSubview(badge)
                    badge.backgroundColor = Brand.navy\(alpha)
                    badge.addSubview(title)
                    title.textColor = UIColor.white
                }
            }
            """
        }
        XCTAssertEqual(try described(code(".withAlphaComponent(0.5)")), ["inverseText/bar at 50% over card@10-8"])
        XCTAssertEqual(try described(code("")), ["inverseText/bar@10-8"])
    }

    /// Only over the view it lies in directly: a scrim on a button (a picture between) over a card
    /// further out is not checkable (mastodon's avatar scrim).
    func testAScrimOverAButtonIsNotReadOverTheCardBeyond() throws {
        let code = """
        import UIKit
        final class Header: UIView {
            let avatar = UIButton()
            let scrim = UIView()
            let icon = UIImageView()
            func setUp() {
                backgroundColor = Brand.ink
                addSubview(avatar)
                avatar.addSubview(scrim)
                scrim.addSubview(icon)
                scrim.backgroundColor = Brand.navy.withAlphaComponent(0.6)
                icon.tintColor = UIColor.white
            }
        }
        """
        XCTAssertEqual(try described(code), [])
    }

    /// The composite's values: per appearance the veil over the bar, each over the canvas.
    func testACompositeIsMeasuredAsDrawn() throws {
        let configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        let pair = ContrastAudit.evaluate("inverseText", TranslucentSubjects.over("field", "bar"), minimum: 4.5, source: "text",
                                          inTable: false, sightings: [], configuration)
        let light = try XCTUnwrap(pair.checks.first { $0.appearance == .light })
        // #FFFFFF at 0x38/255 over #1A237E: 26 + (255 - 26) * 0.2196 = 76.3 -> #4C...
        XCTAssertEqual(light.shownBackground.rgba.description.prefix(3), "#4C")
        XCTAssertLessThan(light.ratio, 9.0)
        XCTAssertGreaterThan(light.ratio, 4.5)
        // Not over white: that would be 1.00:1.
        XCTAssertNotEqual(light.ratio, ContrastAudit.check(RGBA(red: 255, green: 255, blue: 255), on: RGBA(red: 255, green: 255, blue: 255, alpha: 0x38), in: .light, minimum: 4.5).ratio)
    }

    /// A table may list such a pair: each side names tokens.
    func testTheTableAcceptsACompositeSubjectOfItsTokens() throws {
        let ok = Self.table.replacingOccurrences(of: #""rules": ["#, with: #""pairs": [{ "foreground": "inverseText", "background": "field over bar" }], "rules": ["#)
        XCTAssertNoThrow(try ConfigurationLoader.parse(Array(ok.utf8), file: "t.json"))
        let bad = Self.table.replacingOccurrences(of: #""rules": ["#, with: #""pairs": [{ "foreground": "inverseText", "background": "field over nothing" }], "rules": ["#)
        XCTAssertThrowsError(try ConfigurationLoader.parse(Array(bad.utf8), file: "t.json"))
    }
}
