@testable import RecolorCore
import XCTest

/// A style object's initializer whose labels name states (`selectedBackgroundColor:`,
/// `disabledTitleColor:`): a state's title lies on that state's background, or on the normal
/// one where the state has none; a normal title on a state's background only where the state has
/// no title of its own; a disabled state pairs nothing (WCAG exempts inactive components). ello's
/// `StyledButton.Style(…)` paired disabled titles with selected backgrounds and normal titles with
/// disabled backgrounds (24 of its 26 pairs, one a 13.08:1 light pass "broken" in dark).
final class StyleStatePairsTests: XCTestCase {
    static let table = ##"""
    { "palettes": ["Essentials"],
      "tokens": {
        "primaryText": { "uikit": "Semantic.primaryText", "light": "#313440" },
        "actionText": { "uikit": "Semantic.actionText", "light": "#3C64F4" },
        "background": { "uikit": "Semantic.background", "light": "#FFFFFF" },
        "selectedBackground": { "uikit": "Semantic.selectedBackground", "light": "#000000" } },
      "rules": [
        { "match": "Essentials.grey70", "token": "primaryText" },
        { "match": "Essentials.blue40", "token": "actionText" },
        { "match": "#FFFFFF", "token": "background" },
        { "match": "#000000", "token": "selectedBackground" } ] }
    """##

    func described(_ arguments: String) throws -> [String] {
        let code = """
        import UIKit
        final class StyledButton: UIButton {
            struct Style {
                init(backgroundColor: UIColor? = nil, selectedBackgroundColor: UIColor? = nil, disabledBackgroundColor: UIColor? = nil,
                     titleColor: UIColor? = nil, selectedTitleColor: UIColor? = nil, disabledTitleColor: UIColor? = nil) {}
            }
        }
        extension StyledButton.Style {
            static let one = StyledButton.Style(
        \(arguments)
            )
        }
        """
        return try PairsOfOneFile.described(code, table: Self.table)
    }

    /// Lines: 10 backgroundColor, 11 selectedBackgroundColor, 12 the title, 13 the other title.
    func testATitleForAStateIsOnThatStatesBackground() throws {
        XCTAssertEqual(try described("""
                backgroundColor: .white,
                selectedBackgroundColor: .black,
                titleColor: Essentials.grey70,
                selectedTitleColor: Essentials.blue40
        """), ["actionText/selectedBackground@13-11", "primaryText/background@12-10"])
    }

    /// A selected state with no title of its own draws the normal title on its background.
    func testANormalTitleIsOnAStateBackgroundWithoutItsOwnTitle() throws {
        XCTAssertEqual(try described("""
                backgroundColor: .white,
                selectedBackgroundColor: .black,
                titleColor: Essentials.grey70,
                disabledTitleColor: Essentials.blue40
        """), ["primaryText/background@12-10", "primaryText/selectedBackground@12-11"])
    }

    /// Negative: a disabled title pairs with nothing, nor does a normal title with the disabled background.
    func testTheDisabledStatePairsNothing() throws {
        XCTAssertEqual(try described("""
                backgroundColor: .white,
                disabledBackgroundColor: .black,
                titleColor: Essentials.grey70,
                disabledTitleColor: Essentials.blue40
        """), ["primaryText/background@12-10"])
        XCTAssertFalse(ContextPart.drawnTogether(foreground: "titleColor", background: "disabledBackgroundColor", foregroundStates: [nil], backgroundStates: [nil, "disabled"]))
        XCTAssertFalse(ContextPart.drawnTogether(foreground: "disabledTitleColor", background: "backgroundColor", foregroundStates: [nil, "disabled"], backgroundStates: [nil]))
    }

    /// Negative: a selected title is never on the normal background where the selected state has its own.
    func testAStateTitleIsNotOnTheNormalBackgroundWhenTheStateHasOne() throws {
        XCTAssertFalse(ContextPart.drawnTogether(foreground: "selectedTitleColor", background: "backgroundColor", foregroundStates: ["selected"], backgroundStates: [nil, "selected"]))
        XCTAssertTrue(ContextPart.drawnTogether(foreground: "selectedTitleColor", background: "backgroundColor", foregroundStates: ["selected"], backgroundStates: [nil]))
        XCTAssertEqual(ContextPart.drawnState("unselectHighlightedTitleColor"), "unselect")
        XCTAssertNil(ContextPart.drawnState("normalTitleColor"))
    }
}
