@testable import RecolorCore
import XCTest

/// A button's title for the selected or the unselected state lies over the background the code gives
/// that selection (`SelectionStates`). Recast's `FillNumberButton`: its `.normal` sea title was checked
/// on the sea `fillColor` its `isSelected` observer shows only when selected, false 1.00:1 FAIL
/// (session 29's review, A6, /work/s29/repro/a6).
final class SelectionStatePairsTests: XCTestCase {
    static let table = ##"""
    { "palettes": ["Essentials"],
      "tokens": {
        "primaryText": { "uikit": "Semantic.primaryText", "light": "#313440" },
        "inverseText": { "uikit": "Semantic.inverseText", "light": "#FFFFFF" },
        "accentFill": { "uikit": "Semantic.accentFill", "light": "#3CA5A0" },
        "background": { "uikit": "Semantic.background", "light": "#F2F2F2" } },
      "rules": [
        { "match": "Essentials.grey70", "token": "primaryText" },
        { "match": "Essentials.sea", "token": "accentFill" },
        { "match": "Essentials.paper", "token": "background" },
        { "match": "#FFFFFF", "token": "inverseText" } ] }
    """##

    func described(_ code: String) throws -> [String] { try PairsOfOneFile.described(code, table: Self.table).sorted() }

    /// The app's shape: the fill is a stored property the `isSelected` observer reads only when selected.
    func testANormalTitleIsNotOnTheFillShownOnlyWhenSelected() throws {
        let code = """
        import UIKit
        final class CountButton: UIButton {
            var fillColor: UIColor = .clear
            var unfillColor: UIColor = .clear
            func setup() {
                fillColor = Essentials.sea
                unfillColor = Essentials.paper
                setTitleColor(Essentials.grey70, for: .normal)
                setTitleColor(UIColor.white, for: .selected)
            }
            override var isSelected: Bool {
                didSet {
                    if self.isSelected {
                        self.backgroundColor = fillColor
                    } else {
                        self.backgroundColor = unfillColor
                    }
                }
            }
        }
        """
        XCTAssertEqual(try described(code), ["inverseText/accentFill@9-6", "primaryText/background@8-7"])
    }

    /// Negative: with no title of its own for the selected state, the button draws its normal
    /// title when selected too: on the selected fill.
    func testWithoutASelectedTitleTheNormalOneIsOnEveryFill() throws {
        let code = """
        import UIKit
        final class CountButton: UIButton {
            var fillColor: UIColor = .clear
            var unfillColor: UIColor = .clear
            func setup() {
                fillColor = Essentials.sea
                unfillColor = Essentials.paper
                setTitleColor(Essentials.grey70, for: .normal)
            }
            override var isSelected: Bool {
                didSet { backgroundColor = isSelected ? fillColor : unfillColor }
            }
        }
        """
        XCTAssertEqual(try described(code), ["primaryText/accentFill@8-6", "primaryText/background@8-7"])
    }

    /// Negative: a fill also shown whatever the selection (read into the background outside the
    /// observer) is under the normal title.
    func testAFillShownInEverySelectionIsUnderTheNormalTitle() throws {
        let code = """
        import UIKit
        final class CountButton: UIButton {
            var fillColor: UIColor = .clear
            func setup() {
                fillColor = Essentials.sea
                setTitleColor(Essentials.grey70, for: .normal)
                setTitleColor(UIColor.white, for: .selected)
                backgroundColor = fillColor
            }
            override var isSelected: Bool {
                didSet { if isSelected { backgroundColor = fillColor } }
            }
        }
        """
        XCTAssertEqual(try described(code), ["inverseText/accentFill@7-5", "primaryText/accentFill@6-5"])
    }

    /// A background chosen directly by the selection, and titles through the state properties
    /// (`deselectedTextColor`): each with its own selection's background.
    func testATernaryOnTheSelectionAndStateProperties() throws {
        let code = """
        import UIKit
        final class TopicButton: UIButton {
            var selectedTextColor: UIColor = .clear
            var deselectedTextColor: UIColor = .clear
            func setup() {
                deselectedTextColor = Essentials.grey70
                selectedTextColor = UIColor.white
                backgroundColor = isSelected ? Essentials.sea : Essentials.paper
            }
        }
        """
        XCTAssertEqual(try described(code), ["inverseText/accentFill@7-8", "primaryText/background@6-8"])
    }

    /// `if isHighlighted || isSelected { fill } else { unfill }` (Recast's `FillButton`): the else is
    /// the unselected look, the if the pressed or selected one, never under the normal title.
    func testAnEitherConditionKeepsItsElseForTheUnselectedTitle() throws {
        let code = """
        import UIKit
        final class TopicButton: UIButton {
            var fillColor: UIColor = .clear
            var unfillColor: UIColor = .clear
            func setup() {
                fillColor = Essentials.sea
                unfillColor = Essentials.paper
                setTitleColor(Essentials.grey70, for: .normal)
                setTitleColor(UIColor.white, for: .selected)
            }
            override var isHighlighted: Bool {
                didSet {
                    if self.isHighlighted || self.isSelected { self.backgroundColor = self.fillColor } else { self.backgroundColor = self.unfillColor }
                }
            }
        }
        """
        XCTAssertEqual(try described(code), ["inverseText/accentFill@9-6", "primaryText/background@8-7"])
    }
}
