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

    /// Negative: a disabled title over the background the code sets for the disabled state.
    func testADisabledTitleOverTheDisabledBackground() throws {
        let code = """
        import UIKit
        func style(_ button: UIButton) {
            button.backgroundColor = button.isEnabled ? UIColor.white : Essentials.grey70
            button.setTitleColor(Essentials.blue40, for: .disabled)
        }
        """
        XCTAssertEqual(try PairsOfOneFile.described(code, table: InferredPairsTests.table), ["actionText/primaryText@4-3"])
    }
}
