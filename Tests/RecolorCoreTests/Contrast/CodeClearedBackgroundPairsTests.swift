@testable import RecolorCore
import XCTest

/// Code that clears the background of a view a document lays out (`skipButton.backgroundColor =
/// .clear` in `viewDidLoad`): the document's background of that view is gone, and the title lies
/// on the background of the view around it. beam's welcome screen cleared its button and gave it a
/// white title; contrast paired that title with the storyboard's white button, 1.00:1 (session 22
/// audit F13). Negative: with no clearing, the button's own background stays under its title.
final class CodeClearedBackgroundPairsTests: XCTestCase {
    typealias C = CodeStyledViewsPairsTests

    /// A xib: a white root holding the skip button, white itself.
    static let xib = C.ownerButtonDocument(owner: "WelcomeViewController", outlet: "skipButton", buttonContent: """
        <state key="normal" title="Skip"/>
        \(C.white)
        """)

    func pairs(clearing: Bool) throws -> [String] {
        let swift = """
        import UIKit
        class WelcomeViewController: UIViewController {
            @IBOutlet weak var skipButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                \(clearing ? "self.skipButton.backgroundColor = .clear" : "")
                skipButton.setTitleColor(Essentials.grey70, for: .normal)
            }
        }
        """
        return C.describe(try C.search(swift: swift, document: Self.xib))
    }

    func testATitleOnAViewTheCodeClearsIsOnTheViewAroundIt() throws {
        // The code's title (line 7) on the root's white (15), not the button's (12).
        XCTAssertEqual(try pairs(clearing: true), ["primaryText/background@A.swift:7 on A.xib:15"])
    }

    func testATitleOnAViewTheCodeLeavesIsOnItsOwnBackground() throws {
        XCTAssertEqual(try pairs(clearing: false), ["primaryText/background@A.swift:7 on A.xib:12"])
    }
}
