@testable import RecolorCore
import XCTest

/// A view class that clears its own background as it is made (in an initializer, `awakeFromNib`,
/// or a method one of them calls) draws none of the document's background: what lies on it is over
/// the view it lies in (session 26's review, F10: dashwallet's balance view, `init(coder:)` →
/// `configureHierarchy()` → `backgroundColor = .clear`, its white amount paired with the nib's white).
final class OwnClearedBackgroundPairsTests: XCTestCase {
    static let table = ##"""
    { "palettes": ["Essentials"],
      "tokens": {
        "primaryText": { "uikit": "Semantic.primaryText", "light": "#313440" },
        "navy": { "uikit": "Semantic.navy", "light": "#0C3C5A" },
        "background": { "uikit": "Semantic.background", "light": "#FFFFFF" } },
      "rules": [
        { "match": "Essentials.grey70", "token": "primaryText" },
        { "match": "#0C3C5A", "token": "navy" },
        { "match": "#FFFFFF", "context": ["backgroundColor"], "token": "background" } ] }
    """##

    static let xib = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
    <objects>
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="WalletController">
    <connections>
    <outlet property="amountView" destination="amt" id="o1"/>
    <outlet property="otherView" destination="oth" id="o2"/>
    <outlet property="selfView" destination="slf" id="o3"/>
    </connections>
    </placeholder>
    <view contentMode="scaleToFill" id="root">
    <subviews>
    <view id="hdr">
    <subviews>
    <view id="amt" customClass="AmountView">
    \(CodeStyledViewsPairsTests.white)
    </view>
    <view id="oth" customClass="PlainView">
    \(CodeStyledViewsPairsTests.white)
    </view>
    <view id="slf" customClass="DirectView">
    \(CodeStyledViewsPairsTests.white)
    </view>
    </subviews>
    <color key="backgroundColor" red="0.047058823529411764" green="0.23529411764705882" blue="0.35294117647058826" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    </view>
    </subviews>
    \(CodeStyledViewsPairsTests.white)
    </view>
    </objects>
    </document>
    """

    func testAClassClearingItsOwnBackgroundAtInitShowsTheViewUnderIt() throws {
        let swift = """
        import UIKit
        final class WalletController: UIViewController {
            @IBOutlet var amountView: AmountView!
            @IBOutlet var otherView: PlainView!
            @IBOutlet var selfView: DirectView!
            override func viewDidLoad() {
                super.viewDidLoad()
                amountView.tintColor = Essentials.grey70
                otherView.tintColor = Essentials.grey70
                selfView.tintColor = Essentials.grey70
            }
        }
        final class AmountView: UIView {
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                setUp()
            }
            private func setUp() {
                backgroundColor = .clear
            }
        }
        final class PlainView: UIView {
            func highlight(_ on: Bool) {
                backgroundColor = .clear
            }
        }
        final class DirectView: UIView {
            override func awakeFromNib() {
                super.awakeFromNib()
                self.backgroundColor = UIColor.clear
            }
        }
        """
        let found = CodeStyledViewsPairsTests.describe(try CodeStyledViewsPairsTests.search(swift: swift, document: Self.xib, table: Self.table))
        // The amount (cleared through the helper init calls) and the direct view (cleared in awakeFromNib) are on the
        // header's navy; the plain view clears itself only in a state method: the document's white stays.
        XCTAssertEqual(found, ["primaryText/background@A.swift:9 on A.xib:18", "primaryText/navy@A.swift:10 on A.xib:24",
                               "primaryText/navy@A.swift:8 on A.xib:24"])
    }

    /// A background set and then cleared in the same function (Bluefruit's button: white 80 %, then
    /// `.clear`, in `awakeFromNib`; session 39's pairs39c V2): the first store is dead, the view under
    /// shows. Negative: cleared first and painted after, the paint is drawn.
    func testABackgroundOverwrittenInTheSameFunctionIsDead() throws {
        func swift(_ first: String, _ second: String) -> String {
            """
            import UIKit
            final class WalletController: UIViewController {
                @IBOutlet var selfView: DirectView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    selfView.tintColor = Essentials.grey70
                }
            }
            final class DirectView: UIView {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    backgroundColor = \(first)
                    backgroundColor = \(second)
                }
            }
            """
        }
        let dead = CodeStyledViewsPairsTests.describe(try CodeStyledViewsPairsTests.search(swift: swift("UIColor.white", "UIColor.clear"), document: Self.xib, table: Self.table))
        XCTAssertEqual(dead, ["primaryText/navy@A.swift:6 on A.xib:24"])
        let drawn = CodeStyledViewsPairsTests.describe(try CodeStyledViewsPairsTests.search(swift: swift("UIColor.clear", "UIColor.white"), document: Self.xib, table: Self.table))
        XCTAssertEqual(drawn, ["primaryText/background@A.swift:6 on A.swift:13"])
    }
}
