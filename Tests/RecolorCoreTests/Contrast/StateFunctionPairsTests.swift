@testable import RecolorCore
import XCTest

/// A view's text color and background set in two of its state functions (`warn()`, `link()`)
/// are never known to be drawn together (audit 18 F9: Rocket.Chat's `highlightMentions` and
/// `highlightChannels` made a 1.21:1 FAIL of two colors never on screen at once). A background
/// set in the view's setup (`init`, `awakeFromNib`, `setupViews`, `configure`) stays under a
/// text color set in any state, and one function's colors meet.
final class StateFunctionPairsTests: XCTestCase {
    func pairs(_ code: String) throws -> [String] { try PairsOfOneFile.described(code, table: BranchPairsTests.table) }

    func testTwoStateFunctionsDoNotMeet() throws {
        let code = """
        import UIKit
        final class Badge: UILabel {
            func warn() {
                backgroundColor = UIColor.alert
            }
            func link() {
                textColor = UIColor.ink
            }
        }
        """
        XCTAssertEqual(try pairs(code), [])
    }

    func testSetupBackgroundMeetsAStatesText() throws {
        let code = """
        import UIKit
        final class Badge: UILabel {
            func setupViews() {
                backgroundColor = UIColor.card
            }
            func warn() {
                textColor = UIColor.onAlert
                backgroundColor = UIColor.alert
            }
            func link() {
                textColor = UIColor.ink
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/card@11-4", "onAlert/alert@7-8"])
    }

    /// Two style functions that each set the title color are alternatives: the first one's
    /// title is never on the second one's background (woocommerce-ios, lead sweep 26).
    func testAlternativeStylesDoNotMeet() throws {
        let code = """
        import UIKit
        final class Pill: UIButton {
            func applyPrimaryStyle() {
                setTitleColor(UIColor.ink, for: .normal)
            }
            func applyCancelStyle() {
                backgroundColor = UIColor.card
                setTitleColor(UIColor.onAlert, for: .normal)
            }
            func applyLinkStyle() {
                backgroundColor = UIColor.alert
                self.setTitleColor(.systemBlue, for: .normal)
            }
        }
        """
        // Each style's title on its own background; ink (the primary style's) on neither.
        XCTAssertEqual(try pairs(code), ["UIColor.systemBlue/alert@12-11", "onAlert/card@8-7"])
    }

    /// Non-triggering: a style function that sets a background and no title color is the
    /// surface of the other style's title; and a text color of another property (the tint)
    /// does not make the background's function an alternative.
    func testStyleFunctionWithoutItsOwnTitleStaysUnderIt() throws {
        let code = """
        import UIKit
        final class Pill: UIButton {
            func applyTitleStyle() {
                setTitleColor(UIColor.ink, for: .normal)
            }
            func applySurfaceStyle() {
                backgroundColor = UIColor.card
                tintColor = UIColor.onAlert
            }
        }
        """
        XCTAssertEqual(try pairs(code).filter { $0.hasPrefix("ink/") }, ["ink/card@4-7"])
    }

    func testNamesByTheirFirstWord() {
        XCTAssertEqual(SetupFunctions.firstWord("highlightMentions"), "highlight")
        XCTAssertEqual(SetupFunctions.firstWord("viewDidLoad"), "view")
        XCTAssertEqual(SetupFunctions.firstWord("_setup"), "setup")
    }
}
