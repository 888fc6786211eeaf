@testable import RecolorCore
import XCTest

/// A view the document hides and the code shows under one flag (`darkPanel.isHidden = !isDarkMode`)
/// lies under its texts only in that branch: a text color chosen by the same flag pairs with it in the
/// matching arm alone; a flag on the appearance shows it in that appearance alone. WavesWallet-iOS's
/// widget label, `isDarkMode ? .white : .black`, was checked black on its dark-mode panel, light 1.52:1
/// FAIL (session 29's review, A9).
final class ConditionalVisibilityPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "ink": { "uikit": "Semantic.ink", "light": "#000000" },
        "label": { "uikit": "Semantic.label", "light": "#000000", "dark": "#FFFFFF" },
        "paper": { "uikit": "Semantic.paper", "light": "#FFFFFF" },
        "panel": { "uikit": "Semantic.panel", "light": "#2D2D2D" },
        "screen": { "uikit": "Semantic.screen", "light": "#F0F0F0" } },
      "rules": [
        { "match": "#000000", "token": "ink" },
        { "match": "#FFFFFF", "token": "paper" },
        { "match": "#2D2D2D", "token": "panel" },
        { "match": "#F0F0F0", "token": "screen" } ] }
    """##

    /// A screen (#F0F0F0) holding a panel (#2D2D2D, hidden in the document when `hidden`) and a label over both.
    static func storyboard(hidden: Bool) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="s1"><objects>
        <viewController id="vc" customClass="PulseViewController" sceneMemberID="viewController">
        <view key="view" id="root">
        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
        <subviews>
        <view \(hidden ? #"hidden="YES" "# : "")id="panel">
        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
        <color key="backgroundColor" red="0.1764705882" green="0.1764705882" blue="0.1764705882" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </view>
        <label id="error">
        <rect key="frame" x="20" y="20" width="280" height="160"/>
        </label>
        </subviews>
        <color key="backgroundColor" red="0.9411764706" green="0.9411764706" blue="0.9411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </view>
        <connections>
        <outlet property="darkPanel" destination="panel" id="o1"/>
        <outlet property="errorLabel" destination="error" id="o2"/>
        </connections>
        </viewController>
        </objects></scene></scenes>
        </document>
        """
    }

    static func swift(_ body: String, flag: String = "isDarkMode") -> String {
        """
        import UIKit
        final class PulseViewController: UIViewController {
            @IBOutlet private weak var darkPanel: UIView!
            @IBOutlet private weak var errorLabel: UILabel!
            private var \(flag) = false
            func apply(on: Bool) {
                \(flag) = on
        \(body)
            }
        }
        """
    }

    func pairs(_ swift: String, hidden: Bool = true) throws -> [String] {
        CodeStyledViewsPairsTests.describe(try CodeStyledViewsPairsTests.search(swift: swift, document: Self.storyboard(hidden: hidden),
                                                                                path: "A.storyboard", table: Self.table))
    }

    /// The repro's shape: the panel is shown only in the app's dark mode; the label's token (black in
    /// light, white in dark: the harvested `isDarkMode ? .white : .black`) is checked there in dark alone.
    func testAPanelShownByTheAppearanceFlagPairsInThatAppearanceAlone() throws {
        let found = try pairs(Self.swift("""
                darkPanel.isHidden = !isDarkMode
                errorLabel.textColor = Semantic.label
        """))
        XCTAssertEqual(found, ["label in dark/panel@A.swift:9 on A.storyboard:9"])
    }

    /// A flag on anything else: the arm where the panel shows (`isAlert`) is on the panel; the other
    /// arm lies on the screen behind it.
    func testAPanelShownByAnotherFlagPairsWithItsArmAlone() throws {
        let found = try pairs(Self.swift("""
                darkPanel.isHidden = !isAlert
                errorLabel.textColor = isAlert ? UIColor(red: 1, green: 1, blue: 1, alpha: 1) : UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        """, flag: "isAlert"))
        XCTAssertEqual(found, ["ink/screen@A.swift:9 on A.storyboard:15", "paper/panel@A.swift:9 on A.storyboard:9"])
    }

    /// `isHidden = isAlert` (no `!`): shown when the flag does not hold, under the false arm.
    func testAPanelHiddenByTheFlagPairsWithTheFalseArm() throws {
        let found = try pairs(Self.swift("""
                darkPanel.isHidden = isAlert
                errorLabel.textColor = isAlert ? UIColor(red: 0, green: 0, blue: 0, alpha: 1) : UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        """, flag: "isAlert"))
        XCTAssertEqual(found, ["ink/screen@A.swift:9 on A.storyboard:15", "paper/panel@A.swift:9 on A.storyboard:9"])
    }

    /// Negative: a panel always shown (no code hides it) lies under both arms.
    func testAPanelAlwaysShownPairsWithBothArms() throws {
        let found = try pairs(Self.swift("""
                errorLabel.textColor = isAlert ? UIColor(red: 1, green: 1, blue: 1, alpha: 1) : UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        """, flag: "isAlert"), hidden: false)
        XCTAssertEqual(found, ["ink/panel@A.swift:8 on A.storyboard:9", "paper/panel@A.swift:8 on A.storyboard:9"])
    }

    /// Negative: a panel the code also shows by a literal (`isHidden = false`) is no one flag's: both arms.
    func testAPanelAlsoShownByALiteralPairsWithBothArms() throws {
        let found = try pairs(Self.swift("""
                darkPanel.isHidden = !isAlert
                darkPanel.isHidden = false
                errorLabel.textColor = isAlert ? UIColor(red: 1, green: 1, blue: 1, alpha: 1) : UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        """, flag: "isAlert"))
        XCTAssertEqual(found, ["ink/panel@A.swift:10 on A.storyboard:9", "paper/panel@A.swift:10 on A.storyboard:9"])
    }
}
