@testable import RecolorCore
import XCTest

/// A background reaches a text only through the view tree: on a style object that colors several
/// views (`settings.style`), a title pairs with its own part's background or a part holding it,
/// never with another view's (GitHawk's tab titles on the 2-pt selection underline, session 20
/// audit F5). Negatives: a bar's `barTintColor` under its `tintColor`, a plain `backgroundColor`.
final class StyleObjectPartsPairsTests: XCTestCase {
    /// White is the background token wherever it is set (the rule's contexts dropped).
    static let table = InferredPairsTests.table.replacingOccurrences(of: #""context": ["backgroundColor", "background"], "#, with: "")

    func described(_ code: String) throws -> [String] { try PairsOfOneFile.described(code, table: Self.table) }

    func testATitleNeverLiesOnAnotherPartsBackground() throws {
        func code(_ underline: String) -> String {
            """
            import UIKit
            final class Tabs: ButtonBarPagerTabStripViewController {
                override func viewDidLoad() {
                    \(underline) = UIColor.white
                    settings.style.buttonBarItemTitleColor = Essentials.grey70
                }
            }
            """
        }
        XCTAssertEqual(try described(code("settings.style.selectedBarBackgroundColor")), [])
        XCTAssertEqual(try described(code("settings.style.buttonBarItemBackgroundColor")), ["primaryText/background@5-4"])
        XCTAssertEqual(try described(code("settings.style.buttonBarBackgroundColor")), ["primaryText/background@5-4"])
        XCTAssertEqual(try described(code("settings.style.backgroundColor")), ["primaryText/background@5-4"])
    }

    func testABarsTintLiesOnItsBarTint() throws {
        let code = """
        import UIKit
        func style(_ bar: UINavigationBar) {
            bar.barTintColor = UIColor.white
            bar.tintColor = Essentials.blue40
        }
        """
        XCTAssertEqual(try described(code), ["actionText/background@4-3"])
        XCTAssertEqual(ContextPart.of("barTintColor"), "")
        XCTAssertEqual(ContextPart.of("setTitleColor"), "")
        XCTAssertEqual(ContextPart.of("selectedBarBackgroundColor"), "selectedbar")
        XCTAssertFalse(ContextPart.meet(foreground: "buttonBarItemTitleColor", background: "selectedBarBackgroundColor"))
    }

    /// Two states of one view are never drawn together (zotero's checkbox: deselected tint, selected
    /// background). Negative: the same state pairs.
    func testAStatesTintNeverLiesOnAnotherStatesBackground() throws {
        func code(_ tint: String) -> String {
            """
            import UIKit
            func style(_ checkbox: CheckboxButton) {
                checkbox.selectedBackgroundColor = UIColor.white
                checkbox.\(tint) = Essentials.blue40
            }
            """
        }
        XCTAssertEqual(try described(code("deselectedTintColor")), [])
        XCTAssertEqual(try described(code("selectedTintColor")), ["actionText/background@4-3"])
        XCTAssertTrue(ContextPart.otherStates(foreground: "deselectedTintColor", background: "selectedBackgroundColor"))
        XCTAssertFalse(ContextPart.otherStates(foreground: "tintColor", background: "selectedBackgroundColor"))
    }
}
