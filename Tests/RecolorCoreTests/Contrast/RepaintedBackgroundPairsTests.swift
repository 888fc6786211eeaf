import RecolorCore
import XCTest

/// A view's background set again (to any color, `.clear` too) after a token's and before a
/// foreground, in a block holding that foreground, is what lies under it. Lockdown's account row
/// sets `backgroundView?.backgroundColor = UIColor.tunnelsBlue`, then in the signed-in branch
/// `= UIColor.clear` and a red title: the red was paired with the blue, 1.37:1 (session 25).
/// Negatives: a foreground before the repaint, or outside the block that repaints, keeps the token's.
final class RepaintedBackgroundPairsTests: XCTestCase {
    static let table = ##"""
    { "palettes": ["Essentials"],
      "tokens": {
        "primaryText": { "uikit": "Semantic.primaryText", "light": "#313440" },
        "actionText": { "uikit": "Semantic.actionText", "light": "#3C64F4" },
        "card": { "uikit": "Semantic.card", "light": "#F2F2F7" } },
      "rules": [
        { "match": "Essentials.grey70", "token": "primaryText" },
        { "match": "Essentials.blue40", "token": "actionText" },
        { "match": "Essentials.grey10", "token": "card" } ] }
    """##

    func pairs(_ repaint: String) throws -> [String] {
        let code = """
        import UIKit
        final class AccountRows {
            func row(signedIn: Bool) -> Cell {
                let cell = Cell()
                cell.backgroundView = UIView()
                cell.backgroundView?.backgroundColor = Essentials.grey10
                cell.label.textColor = Essentials.grey70
                if signedIn {
                    \(repaint)
                    cell.label.textColor = Essentials.blue40
                }
                return cell
            }
        }
        """
        return try PairsOfOneFile.described(code, table: Self.table)
    }

    func testABackgroundClearedInTheForegroundsBlockIsNotUnderIt() throws {
        XCTAssertEqual(try pairs("cell.backgroundView?.backgroundColor = UIColor.clear"), ["primaryText/card@7-6"])
    }

    func testWithoutTheRepaintTheTokensBackgroundIsUnderBoth() throws {
        XCTAssertEqual(try pairs("cell.accessoryType = .none"), ["actionText/card@10-6", "primaryText/card@7-6"])
        // Repainted in another block (a closure not holding the foreground): the token's stays.
        XCTAssertEqual(try pairs("handler = { cell.backgroundView?.backgroundColor = UIColor.clear }"), ["actionText/card@10-6", "primaryText/card@7-6"])
    }
}
