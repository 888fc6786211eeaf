@testable import RecolorCore
import XCTest

/// A visual effect view's material is the surface under its contentView's subviews
/// (`InterfaceBuilderPairs`): Kursvalut's white "Close" label in a blur's contentView was checked on
/// the collection view drawn before the blur, a false 1.00:1 FAIL (session 30's review, A5;
/// /work/s30/repro/a5). Negatives: the contentView's own background is under the label; a plain
/// container (no material) still lies on the sibling drawn before it.
final class VisualEffectPairsTests: XCTestCase {
    typealias C = CodeStyledViewsPairsTests

    static let collection = """
    <collectionView id="pages" dataMode="prototypes">
    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
    \(C.white)
    </collectionView>
    """
    static let label = """
    <label id="close" text="Close">
    <rect key="frame" x="78" y="13" width="93" height="27"/>
    <color key="textColor" red="0.19215686" green="0.20392157" blue="0.25098039" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    </label>
    """

    func pairs(_ container: String) throws -> [String] {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
        <objects>
        <view id="root">
        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
        <subviews>
        \(Self.collection)
        \(container)
        </subviews>
        </view>
        </objects>
        </document>
        """
        return C.describe(try C.search(swift: "import UIKit\n", document: xib))
    }

    func testALabelInABlursContentViewIsOnTheMaterial() throws {
        let blur = """
        <visualEffectView id="blur" opaque="NO">
        <rect key="frame" x="90" y="800" width="250" height="55"/>
        <view key="contentView" id="content" opaque="NO">
        <rect key="frame" x="0.0" y="0.0" width="250" height="55"/>
        <subviews>
        \(Self.label)
        </subviews>
        </view>
        <blurEffect style="systemThinMaterial"/>
        </visualEffectView>
        """
        XCTAssertEqual(try pairs(blur), [], "the collection view behind the blur is no surface of the label")
    }

    /// Not: the contentView's own background is under its label.
    func testTheContentViewsOwnBackgroundIsUnderTheLabel() throws {
        let blur = """
        <visualEffectView id="blur" opaque="NO">
        <rect key="frame" x="90" y="800" width="250" height="55"/>
        <view key="contentView" id="content">
        <rect key="frame" x="0.0" y="0.0" width="250" height="55"/>
        <subviews>
        \(Self.label)
        </subviews>
        \(C.white)
        </view>
        <blurEffect style="systemThinMaterial"/>
        </visualEffectView>
        """
        XCTAssertEqual(try pairs(blur), ["primaryText/background@A.xib:17 on A.xib:20"])
    }

    /// Not: a plain container (no material) over the collection view lies on it, as before.
    func testAPlainContainerLiesOnTheSiblingBehindIt() throws {
        let plain = """
        <view id="bar" opaque="NO">
        <rect key="frame" x="90" y="800" width="250" height="55"/>
        <subviews>
        \(Self.label)
        </subviews>
        </view>
        """
        XCTAssertEqual(try pairs(plain).count, 1)
    }
}
