@testable import RecolorCore
import XCTest

/// A background the code sets at part opacity on a document's view is that token at the opacity,
/// over what lies under the view. Zap's channel-backup screen sets `errorBackgroundView.backgroundColor
/// = UIColor.Zap.superRed.withAlphaComponent(0.1)` and `errorMessageLabel.textColor = UIColor.Zap.superRed`:
/// the red text was measured on the opaque red, 1.00:1 (session 25). Negatives: an opacity decided at
/// run time is an unknown surface (no pair); an opaque code background pairs as itself.
final class TranslucentCodeBackgroundPairsTests: XCTestCase {
    typealias C = CodeStyledViewsPairsTests

    static let xib = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
    <objects>
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BackupViewController">
    <connections>
    <outlet property="errorBox" destination="box" id="o1"/>
    <outlet property="errorLabel" destination="msg" id="o2"/>
    </connections>
    </placeholder>
    <view contentMode="scaleToFill" id="root">
    <subviews>
    <view id="box">
    <subviews>
    <label id="msg">
    </label>
    </subviews>
    </view>
    </subviews>
    \(C.white)
    </view>
    </objects>
    </document>
    """

    func pairs(_ background: String) throws -> [String] {
        let swift = """
        import UIKit
        final class BackupViewController: UIViewController {
            @IBOutlet weak var errorBox: UIView!
            @IBOutlet weak var errorLabel: UILabel!
            override func viewDidLoad() {
                super.viewDidLoad()
                errorBox.backgroundColor = \(background)
                errorLabel.textColor = Essentials.blue40
            }
        }
        """
        return C.describe(try C.search(swift: swift, document: Self.xib))
    }

    func testALiteralOpacityIsTheTokenAtItOverTheViewUnder() throws {
        XCTAssertEqual(try pairs("Essentials.blue40.withAlphaComponent(0.1)"),
                       ["actionText/actionText at 10% over background@A.swift:8 on A.swift:7"])
    }

    func testAnOpacityDecidedAtRunTimeIsUnknown() throws {
        XCTAssertEqual(try pairs("Essentials.blue40.withAlphaComponent(alpha)"), [])
    }

    func testAnOpaqueCodeBackgroundPairsAsItself() throws {
        XCTAssertEqual(try pairs("Essentials.grey10"), ["actionText/card@A.swift:8 on A.swift:7"])
    }
}
