@testable import RecolorCore
import XCTest

/// A document's text over an outlet whose background the code sets in the branches of one condition is
/// read on each branch's fill: Yona's profile tab (`if isBuddy { tab.backgroundColor = blue } else { … =
/// grape }`) paired its white label with the blue alone (session 41, pairs41b-v10). Negative: fills set
/// in two functions are no alternatives of one condition (the first, as before).
final class BranchOutletBackgroundPairsTests: XCTestCase {
    typealias C = CodeStyledViewsPairsTests

    func pairs(_ body: String) throws -> [String] {
        let swift = """
        import UIKit
        final class ProfileViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet weak var sideView: UIView!
            var isBuddy = false
        \(body)
        }
        """
        return C.describe(try C.search(swift: swift, document: C.profileXib)).filter { $0.contains("@A.xib:") && !$0.contains("/background@") }
    }

    func testEachBranchsFillIsUnderTheDocumentsText() throws {
        let found = try pairs("""
            func paint() {
                if isBuddy {
                    sideView.backgroundColor = Essentials.grey10
                } else {
                    sideView.backgroundColor = Essentials.blue40
                }
            }
        """)
        XCTAssertTrue(found.contains { $0.hasPrefix("primaryText/card@") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("primaryText/actionText@") }, "\(found)")
    }

    func testFillsOfTwoFunctionsAreNoBranches() throws {
        let found = try pairs("""
            func paint() { sideView.backgroundColor = Essentials.grey10 }
            func highlight() { sideView.backgroundColor = Essentials.blue40 }
        """)
        XCTAssertTrue(found.contains { $0.hasPrefix("primaryText/card@") }, "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("primaryText/actionText@") }, "\(found)")
    }
}

/// A palette accessor without parameters (`class func mpInk() -> UIColor { return UIColor(named: "Ink")! }`) stands
/// for its set's token where the code writes `UIColor.mpInk()`: MaxPreps' ~150 texts never paired (session 41,
/// pairs41b-v1). Negative: an accessor that changes the set's alpha is another color.
final class AccessorFunctionPairsTests: XCTestCase {
    typealias C = CodeStyledViewsPairsTests

    static let table = ##"""
    { "tokens": {
        "ink": { "uikit": "UIColor(named: \"Ink\")!", "light": "#313440", "dark": "#E0E0E0", "asset": "Ink" },
        "background": { "uikit": "Semantic.background", "light": "#FFFFFF" } },
      "rules": [ { "match": "#FFFFFF", "context": ["backgroundColor"], "token": "background" } ] }
    """##

    func pairs(_ accessor: String) throws -> [String] {
        let swift = """
        import UIKit
        extension UIColor {
            class func mpInk() -> UIColor {
                \(accessor)
            }
        }
        final class ProfileViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            override func viewDidLoad() {
                super.viewDidLoad()
                nameLabel.textColor = UIColor.mpInk()
            }
        }
        """
        return C.describe(try C.search(swift: swift, document: C.profileXib, table: Self.table))
    }

    func testAnAccessorOfASetIsItsTokenWhereTheCodeCallsIt() throws {
        XCTAssertTrue(try pairs(#"return UIColor(named: "Ink")!"#).contains { $0.hasPrefix("ink/background@") })
        XCTAssertFalse(try pairs(#"return UIColor(named: "Ink")!.withAlphaComponent(0.5)"#).contains { $0.hasPrefix("ink/background@") })
    }
}
