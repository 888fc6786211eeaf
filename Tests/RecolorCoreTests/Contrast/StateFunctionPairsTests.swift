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

    func testNamesByTheirFirstWord() {
        XCTAssertEqual(SetupFunctions.firstWord("highlightMentions"), "highlight")
        XCTAssertEqual(SetupFunctions.firstWord("viewDidLoad"), "view")
        XCTAssertEqual(SetupFunctions.firstWord("_setup"), "setup")
    }
}
