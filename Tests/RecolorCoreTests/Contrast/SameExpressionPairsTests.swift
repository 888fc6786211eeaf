@testable import RecolorCore
import XCTest

/// A view's tint written exactly as its own background (the same color, the same expression) is
/// painted as one with it: no pair on that background. radar-covid-ios fills each switch's track
/// with its tint (`radarSwitch.tintColor = #colorLiteral(…)`, `radarSwitch.backgroundColor =` the
/// same literal, init naming the one color twice by role): 6 sightings at 1.00:1. Negative: a tint
/// on a background of another color on the same view still pairs.
final class SameExpressionPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "brandTint": { "uikit": "Semantic.brandTint", "light": "#E06C57" },
        "brandFill": { "uikit": "Semantic.brandFill", "light": "#E06C57" },
        "background": { "uikit": "Semantic.background", "light": "#FFFFFF" } },
      "rules": [
        { "match": "#E06C57", "context": ["tintColor"], "token": "brandTint" },
        { "match": "#E06C57", "context": ["backgroundColor"], "token": "brandFill" },
        { "match": "#FFFFFF", "context": ["backgroundColor"], "token": "background" } ] }
    """##

    func described(background: String) throws -> [String] {
        let code = """
        import UIKit
        final class HomeViewController: UIViewController {
            let radarSwitch = UISwitch()
            override func viewDidLoad() {
                radarSwitch.tintColor = UIColor(red: 0.878, green: 0.424, blue: 0.341, alpha: 1)
                radarSwitch.backgroundColor = \(background)
            }
        }
        """
        return try PairsOfOneFile.described(code, table: Self.table)
    }

    func testATintWrittenAsItsOwnBackgroundIsNoPair() throws {
        XCTAssertEqual(try described(background: "UIColor(red: 0.878, green: 0.424, blue: 0.341, alpha: 1)"), [])
    }

    func testATintOnAnotherBackgroundPairs() throws {
        XCTAssertEqual(try described(background: "UIColor.white"), ["brandTint/background@5-6"])
    }

    /// The same on a switch a document lays out (an outlet): the code's tint and background of the view are one paint.
    func describedOnOutlet(background: String) throws -> [String] {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
        <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="OnBoardingViewController">
        <connections>
        <outlet property="acceptSwitch" destination="sw" id="o1"/>
        </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="root">
        <subviews>
        <switch id="sw"/>
        </subviews>
        </view>
        </objects>
        </document>
        """
        let swift = """
        import UIKit
        class OnBoardingViewController: UIViewController {
            @IBOutlet weak var acceptSwitch: UISwitch!
            override func viewDidLoad() {
                acceptSwitch.tintColor = UIColor(red: 0.878, green: 0.424, blue: 0.341, alpha: 1)
                acceptSwitch.backgroundColor = \(background)
            }
        }
        """
        return CodeStyledViewsPairsTests.describe(try CodeStyledViewsPairsTests.search(swift: swift, document: xib, table: Self.table))
    }

    func testATintWrittenAsItsOwnBackgroundOnAnOutletIsNoPair() throws {
        XCTAssertEqual(try describedOnOutlet(background: "UIColor(red: 0.878, green: 0.424, blue: 0.341, alpha: 1)"), [])
        XCTAssertEqual(try describedOnOutlet(background: "UIColor.white"), ["brandTint/background@A.swift:5 on A.swift:6"])
    }
}
