@testable import RecolorCore
import XCTest

/// Code that paints a document's view with a color no token is, in the view's set-up
/// (`awakeFromNib`, `viewDidLoad`, `init`): that paint, not the document's, is under the view's
/// title in every state. eurofurence's day picker: `selectedDecorationView.backgroundColor =
/// .dayPickerSelectedBackground` in `awakeFromNib`; its white title was paired with the document's
/// `secondarySystemFillColor` placeholder, 1.20:1. Negative: the same paint in one state's function,
/// or in a branch of the set-up, leaves the document's background for the other states.
final class CodePaintedOutletPairsTests: XCTestCase {
    typealias C = CodeStyledViewsPairsTests

    static let xib = C.ownerButtonDocument(owner: "DayCell", outlet: "dayButton", buttonContent: """
        <state key="normal" title="Mon">
        \(C.text.replacingOccurrences(of: "textColor", with: "titleColor"))
        </state>
        \(C.white)
        """)

    func pairs(function: String, body: String = "dayButton.backgroundColor = .dayPickerSelectedBackground") throws -> [String] {
        let swift = """
        import UIKit
        extension UIColor { static let dayPickerSelectedBackground = UIColor(named: "Day")! }
        class DayCell: UIView {
            @IBOutlet weak var dayButton: UIButton!
            \(function) {
                \(body)
            }
        }
        """
        return C.describe(try C.search(swift: swift, document: Self.xib))
    }

    func testAnUnknownPaintInTheSetUpHidesTheDocumentsBackground() throws {
        XCTAssertEqual(try pairs(function: "override func awakeFromNib()"), [])
        XCTAssertEqual(try pairs(function: "func viewDidLoad()"), [])
    }

    func testAnUnknownPaintOfOneStateLeavesTheDocumentsBackground() throws {
        let both = ["primaryText/background@A.xib:12 on A.xib:14"]
        XCTAssertEqual(try pairs(function: "func select()"), both)
        XCTAssertEqual(try pairs(function: "override func awakeFromNib()",
                                 body: "if isSelected { dayButton.backgroundColor = .dayPickerSelectedBackground }"), both)
    }

    /// A repaint through the app's own appearance helper (`.dynamicColor(light:dark:)`, nRF-Mesh's
    /// level cell, session 25 review F4) replaces the document's background under the title.
    /// Negative: the same helper's value kept in a local paints no view.
    func testARepaintThroughAnAppearanceHelperReplacesTheDocumentsBackground() throws {
        func pairs(_ body: String) throws -> [String] {
            let swift = """
            import UIKit
            extension UIColor { static func dynamicColor(light: UIColor, dark: UIColor) -> UIColor { light } }
            class DayCell: UIView {
                @IBOutlet weak var dayButton: UIButton!
                override func awakeFromNib() {
                    \(body)
                }
            }
            """
            return C.describe(try C.search(swift: swift, document: Self.xib))
        }
        XCTAssertNotEqual(try pairs("dayButton.backgroundColor = .dynamicColor(light: Essentials.blue40, dark: Essentials.grey70)"),
                          ["primaryText/background@A.xib:12 on A.xib:14"])
        XCTAssertEqual(try pairs("let paint = UIColor.dynamicColor(light: Essentials.blue40, dark: Essentials.grey70)"),
                       ["primaryText/background@A.xib:12 on A.xib:14"])
    }

    /// A theme hook (`override func updateTheme()`, run by the base class on every theme, ringoid's
    /// controllers: session 30 review A11) repaints the view in every state. Negative: a function
    /// that only names a theme (`showThemePicker`) is one state's; the document's background stays.
    func testAThemeHooksPaintHidesTheDocumentsBackground() throws {
        XCTAssertEqual(try pairs(function: "override func updateTheme()"), [])
        XCTAssertEqual(try pairs(function: "func themeDidChange()"), [])
        XCTAssertEqual(try pairs(function: "func showThemePicker()"), ["primaryText/background@A.xib:12 on A.xib:14"])
    }
}
