@testable import RecolorCore
import XCTest

/// A view the code inserts under a document's views covers the background they were on:
/// tsurukame's white back button was paired with the screen's white under the page controller's
/// view that `view.insertSubview(pageController.view, belowSubview: backButton)` puts between them.
extension CodeStyledViewsPairsTests {
    static let pagedScene = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
    <scenes><scene sceneID="a"><objects><viewController id="v" customClass="LessonsController">
    <view key="view" id="root">
    <subviews>
    <label id="header">
    \(text)
    </label>
    <button id="back">
    <state key="normal" title="Back">
    \(text.replacingOccurrences(of: "textColor", with: "titleColor"))
    </state>
    </button>
    </subviews>
    \(white)
    </view>
    <connections>
    <outlet property="backButton" destination="back" id="o1"/>
    <outlet property="headerLabel" destination="header" id="o2"/>
    </connections>
    </viewController></objects></scene></scenes>
    </document>
    """

    func pagedPairs(_ line: String, in className: String = "LessonsController") throws -> [String] {
        let swift = """
        import UIKit
        final class \(className): UIViewController {
            @IBOutlet var backButton: UIButton!
            let pageController = UIPageViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                \(line)
            }
        }
        """
        return describe(try search(swift: swift, document: Self.pagedScene, path: "A.storyboard"))
    }

    /// Inserted under the back button: its title is over the page; the header laid out before it keeps the screen.
    func testAViewInsertedUnderAButtonHidesTheBackground() throws {
        XCTAssertEqual(try pagedPairs("view.insertSubview(pageController.view, belowSubview: backButton)"),
                       ["primaryText/background@A.storyboard:6 on A.storyboard:14"])
    }

    /// Inserted under every subview: nothing is over the screen's background.
    func testAViewInsertedAtTheBottomHidesItForAll() throws {
        XCTAssertEqual(try pagedPairs("view.insertSubview(pageController.view, at: 0)"), [])
    }

    /// Negatives: a view added on top (`addSubview`), or inserted by another class, changes nothing.
    func testAViewAddedOnTopOrElsewhereChangesNothing() throws {
        let both = ["primaryText/background@A.storyboard:10 on A.storyboard:14", "primaryText/background@A.storyboard:6 on A.storyboard:14"]
        XCTAssertEqual(try pagedPairs("view.addSubview(pageController.view)"), both)
        XCTAssertEqual(try pagedPairs("view.insertSubview(pageController.view, at: 0)", in: "OtherController"), both)
    }

    /// Negative: a view inserted hidden (Zotero's share sheet: `webView.isHidden = true` then
    /// `view.insertSubview(webView, at: 0)`) covers nothing.
    func testAHiddenInsertedViewCoversNothing() throws {
        let both = ["primaryText/background@A.storyboard:10 on A.storyboard:14", "primaryText/background@A.storyboard:6 on A.storyboard:14"]
        XCTAssertEqual(try pagedPairs("let web = UIView(); web.isHidden = true; view.insertSubview(web, at: 0)"), both)
    }
}
