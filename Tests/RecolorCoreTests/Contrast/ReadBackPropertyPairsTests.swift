@testable import RecolorCore
import XCTest

/// A view's color property read back as another view's color (`cell.iconView.backgroundColor =
/// self.view.tintColor`) holds the token the file gives it (`self.view.tintColor = .white`): Delta's
/// selected pause-menu icon, black on a circle of the menu's white tint, paired with nothing and went
/// near-white in Dark Mode (verify31 V10). Negatives: a property given two tokens, a read that goes on
/// (`.cgColor`), a receiver that is a subscript.
final class ReadBackPropertyPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "iconTint": { "uikit": "Semantic.iconTint", "light": "#000000", "dark": "#F2F2F2" },
        "menuTint": { "uikit": "Semantic.menuTint", "light": "#FFFFFF", "dark": "#FFFFFF" },
        "otherTint": { "uikit": "Semantic.otherTint", "light": "#FF0000", "dark": "#FF0000" } },
      "rules": [
        { "match": "#000000", "token": "iconTint" },
        { "match": "#FFFFFF", "token": "menuTint" },
        { "match": "#FF0000", "token": "otherTint" } ] }
    """##

    func pairs(setUp: String, read: String) throws -> [String] {
        let code = """
            import UIKit
            final class Menu: UIViewController {
                let iconView = UIImageView()
                var views: [UIView] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
            \(setUp)
                }
                func select() {
                    iconView.tintColor = UIColor.black
                    iconView.backgroundColor = \(read)
                }
            }

            """
        return try PairsOfOneFile.described(code, table: Self.table)
    }

    func testTheReadPropertyHoldsItsToken() throws {
        XCTAssertEqual(try pairs(setUp: "        self.view.tintColor = .white", read: "self.view.tintColor"), ["iconTint/menuTint@10-11"])
        XCTAssertEqual(try pairs(setUp: "        view.tintColor = UIColor.white", read: "self.view.tintColor"), ["iconTint/menuTint@10-11"])
    }

    func testAPropertyGivenTwoTokensIsUnknown() throws {
        XCTAssertEqual(try pairs(setUp: "        view.tintColor = .white\n        if isEditing { view.tintColor = .red }", read: "view.tintColor"), [])
    }

    func testAReadThatGoesOnOrAnotherReceiverIsNone() throws {
        XCTAssertEqual(try pairs(setUp: "        view.tintColor = .white", read: "view.tintColor.withAlphaComponent(0.5)"), [])
        XCTAssertEqual(try pairs(setUp: "        views[0].tintColor = .white", read: "views[0].tintColor"), [])
        XCTAssertEqual(try pairs(setUp: "        navigationController?.view.tintColor = .white", read: "view.tintColor"), [])
    }
}
