@testable import RecolorCore
import XCTest

/// A button's title color for a state set in code (`setTitleColor(X, for: .highlighted)`) is drawn
/// in that state only (review 23 F12: metatext's highlighted and disabled `.lightText` titles were
/// paired with the normal `.link` background, 2.34:1 FAIL).
final class StateTitlePairsTests: XCTestCase {
    func testPressedAndDisabledTitlesPairNotWithTheNormalBackground() throws {
        let code = """
        import UIKit
        func style(_ button: UIButton) {
            button.backgroundColor = UIColor.white
            button.setTitleColor(Essentials.grey70, for: .normal)
            button.setTitleColor(Essentials.blue40, for: .highlighted)
            button.setTitleColor(Essentials.blue40, for: .disabled)
        }
        """
        XCTAssertEqual(try PairsOfOneFile.described(code, table: InferredPairsTests.table), ["primaryText/background@4-3"])
    }

    /// A disabled title, even over the background the code sets for the disabled state, pairs with
    /// nothing: WCAG exempts an inactive component's text (it was `actionText/primaryText@4-3`
    /// until session 24; ello's style objects showed 9 such pairs, every one a disabled state).
    func testADisabledTitleOverTheDisabledBackgroundIsNoPair() throws {
        let code = """
        import UIKit
        func style(_ button: UIButton) {
            button.backgroundColor = button.isEnabled ? UIColor.white : Essentials.grey70
            button.setTitleColor(Essentials.blue40, for: .disabled)
        }
        """
        XCTAssertEqual(try PairsOfOneFile.described(code, table: InferredPairsTests.table), [])
    }
}
