@testable import RecolorCore
import XCTest

/// An outlet the code paints through its layer (`reloadButton.layer.backgroundColor = X.cgColor`)
/// is painted as by its `backgroundColor`: its title lies on that color, not on the document's
/// view around it; painted with a run-time value (`bubbleColor.cgColor`), on an unknown color.
/// nearbyweather-legacy's white "Reload" title was paired with the storyboard's white screen
/// (1.00:1), and its cell labels with the xib's placeholder teal that the code replaces (session 28).
final class OutletLayerPaintPairsTests: XCTestCase {
    static let white = #"<color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#

    static let xib = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
    <objects>
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="EmptyListController">
    <connections>
    <outlet property="view" destination="root" id="o1"/>
    <outlet property="reloadButton" destination="reload" id="o2"/>
    <outlet property="skipButton" destination="skip" id="o3"/>
    <outlet property="bubbleView" destination="bubble" id="o4"/>
    </connections>
    </placeholder>
    <view contentMode="scaleToFill" id="root">
    <subviews>
    <button id="reload"><state key="normal" title="Reload">\(white)</state></button>
    <button id="skip"><state key="normal" title="Skip">\(white)</state></button>
    <view id="bubble">
    <subviews>
    <label id="city">\(CodeStyledViewsPairsTests.text)</label>
    </subviews>
    <color key="backgroundColor" red="0.35" green="0.78" blue="0.98" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    </view>
    </subviews>
    \(CodeStyledViewsPairsTests.white)
    </view>
    </objects>
    </document>
    """

    static let table = ##"""
    { "tokens": {
        "primaryText": { "uikit": "Semantic.primaryText", "light": "#313440" },
        "inverseText": { "uikit": "Semantic.inverseText", "light": "#FFFFFF" },
        "standardDay": { "uikit": "Semantic.standardDay", "light": "#2A62B8" },
        "teal": { "uikit": "Semantic.teal", "light": "#59C7FA" },
        "background": { "uikit": "Semantic.background", "light": "#FFFFFF" } },
      "rules": [
        { "match": "#313440", "token": "primaryText" },
        { "match": "#FFFFFF", "context": ["titleColor"], "token": "inverseText" },
        { "match": "#2A62B8", "token": "standardDay" },
        { "match": "#59C7FA", "token": "teal" },
        { "match": "#FFFFFF", "context": ["backgroundColor"], "token": "background" } ] }
    """##

    func testALayerPaintedOutletIsWhatItsTitleLiesOn() throws {
        let swift = """
        import UIKit
        final class EmptyListController: UIViewController {
            @IBOutlet var reloadButton: UIButton!
            @IBOutlet var skipButton: UIButton!
            @IBOutlet var bubbleView: UIView!
            override func viewDidLoad() {
                super.viewDidLoad()
                reloadButton.layer.backgroundColor = UIColor(red: 0.165, green: 0.384, blue: 0.722, alpha: 1).cgColor
                let bubbleColor: UIColor = isBookmark ? .white : .black
                bubbleView.layer.backgroundColor = bubbleColor.cgColor
            }
        }
        """
        let found = CodeStyledViewsPairsTests.describe(try CodeStyledViewsPairsTests.search(swift: swift, document: Self.xib, table: Self.table))
        // The reload title on its layer's blue (A.swift:8), never on the screen's white; the skip
        // button (no paint) keeps the screen's white; the city label is over a run-time color: no pair.
        XCTAssertEqual(found, ["inverseText/background@A.xib:14 on A.xib:22", "inverseText/standardDay@A.xib:13 on A.swift:8"])
    }

    /// Negative: with no layer paint, the document's colors stand: both titles on the screen, the
    /// label on the placeholder teal.
    func testWithoutALayerPaintTheDocumentsColorsStand() throws {
        let swift = """
        import UIKit
        final class EmptyListController: UIViewController {
            @IBOutlet var reloadButton: UIButton!
            @IBOutlet var skipButton: UIButton!
            @IBOutlet var bubbleView: UIView!
            override func viewDidLoad() {
                super.viewDidLoad()
                reloadButton.layer.cornerRadius = 4
            }
        }
        """
        let found = CodeStyledViewsPairsTests.describe(try CodeStyledViewsPairsTests.search(swift: swift, document: Self.xib, table: Self.table))
        XCTAssertEqual(found, ["inverseText/background@A.xib:13 on A.xib:22", "inverseText/background@A.xib:14 on A.xib:22", "primaryText/teal@A.xib:17 on A.xib:19"])
    }
}

/// A stored label whose text color the code sets to a run-time value (`cityNameLabel.textColor =
/// textColor`, a local the function chooses) does not draw the document's text color: no pair
/// from it. nearbyweather-legacy's cell labels, black in the xib, white or black by the code, were
/// measured on the xib's placeholder teal: a false dark break (session 28). Negative: a token
/// the code sets stays a pair, and a label the code leaves keeps the document's.
final class OutletRuntimeTextPairsTests: XCTestCase {
    static let xib = OutletLayerPaintPairsTests.xib.replacingOccurrences(of: #"<outlet property="bubbleView" destination="bubble" id="o4"/>"#,
        with: #"<outlet property="bubbleView" destination="bubble" id="o4"/><outlet property="cityNameLabel" destination="city" id="o5"/>"#)

    /// The pairs of `swift` with this suite's document under the outlet table, described.
    static func pairs(_ swift: String) throws -> [String] {
        CodeStyledViewsPairsTests.describe(try CodeStyledViewsPairsTests.search(swift: swift, document: Self.xib, table: OutletLayerPaintPairsTests.table))
    }

    func testARunTimeTextColorHidesTheDocumentsColor() throws {
        XCTAssertTrue(Self.xib.contains("cityNameLabel"))
        let swift = """
        import UIKit
        final class EmptyListController: UIViewController {
            @IBOutlet var cityNameLabel: UILabel!
            func configure(isBookmark: Bool) {
                var textColor: UIColor
                textColor = isBookmark ? .white : .black
                cityNameLabel.textColor = textColor
            }
        }
        """
        let found = try Self.pairs(swift)
        XCTAssertEqual(found, ["inverseText/background@A.xib:13 on A.xib:22", "inverseText/background@A.xib:14 on A.xib:22"])
    }

    /// The same where the file's tokens all go to locals first (no view is set a token directly).
    func testARunTimeTextColorChosenFromTokensHidesTheDocumentsColor() throws {
        let swift = """
        import UIKit
        final class EmptyListController: UIViewController {
            @IBOutlet var cityNameLabel: UILabel!
            func configure(isBookmark: Bool) {
                let textColor: UIColor = isBookmark ? UIColor(red: 0.165, green: 0.384, blue: 0.722, alpha: 1) : UIColor(red: 0.192, green: 0.204, blue: 0.251, alpha: 1)
                cityNameLabel.textColor = textColor
            }
        }
        """
        let found = try Self.pairs(swift)
        XCTAssertEqual(found, ["inverseText/background@A.xib:13 on A.xib:22", "inverseText/background@A.xib:14 on A.xib:22"])
    }

    func testALabelTheCodeLeavesKeepsTheDocumentsColor() throws {
        let swift = """
        import UIKit
        final class EmptyListController: UIViewController {
            @IBOutlet var cityNameLabel: UILabel!
            func configure() {
                let textColor = cityNameLabel.textColor
                print(textColor as Any)
            }
        }
        """
        let found = try Self.pairs(swift)
        XCTAssertEqual(found, ["inverseText/background@A.xib:13 on A.xib:22", "inverseText/background@A.xib:14 on A.xib:22", "primaryText/teal@A.xib:17 on A.xib:19"])
    }
}
