@testable import RecolorCore
import XCTest

/// Colors set in different branches of one `if`/`else` or `switch` are never drawn together,
/// however deep the branch: Mixin's `StyledButton` set its title in one case and its background in
/// an `if` inside another case, and the two were paired through the button's stored background.
final class BranchPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "ink": { "uikit": "UIColor.ink", "light": "#1C1C1E", "dark": "#F2F2F7" },
        "onAlert": { "uikit": "UIColor.onAlert", "light": "#FFFFFF", "dark": "#FFFFFF" },
        "alert": { "uikit": "UIColor.alert", "light": "#D70015", "dark": "#FF453A" },
        "card": { "uikit": "UIColor.card", "light": "#F2F2F7", "dark": "#1C1C1E" } } }
    """##

    func pairs(_ code: String) throws -> [String] { try PairsOfOneFile.described(code, table: Self.table) }

    func testIfInsideASwitchCaseStaysInItsCase() throws {
        let code = """
        import UIKit
        final class StyledButton: UIButton {
            enum Style { case filled, tinted }
            func update(style: Style, isEnabled: Bool) {
                switch style {
                case .filled:
                    if isEnabled {
                        backgroundColor = UIColor.alert
                    } else {
                        backgroundColor = UIColor.card
                    }
                    setTitleColor(UIColor.onAlert, for: .normal)
                case .tinted:
                    backgroundColor = UIColor.card
                    setTitleColor(UIColor.ink, for: .normal)
                }
            }
        }
        """
        // The filled title meets both of its own case's backgrounds (through the stored view), never
        // the tinted case's; the tinted title meets its own.
        XCTAssertEqual(try pairs(code), ["ink/card@15-14", "onAlert/alert@12-8", "onAlert/card@12-10"])
    }

    /// An `if`'s branches through the stored view: the title of the `else` is not on the `if`'s background.
    /// Negative: a background before the `if` is under both.
    func testIfAndElseOfOneStatementDoNotMeet() throws {
        let code = """
        import UIKit
        final class Chip: UILabel {
            func apply(selected: Bool) {
                if selected {
                    backgroundColor = UIColor.alert
                } else {
                    textColor = UIColor.ink
                }
            }
            func base(_ on: Bool) {
                layer.cornerRadius = 4
                if on { textColor = UIColor.onAlert }
            }
            func reset() {
                backgroundColor = UIColor.card
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/card@7-15", "onAlert/alert@12-5", "onAlert/card@12-15"])
    }
}
