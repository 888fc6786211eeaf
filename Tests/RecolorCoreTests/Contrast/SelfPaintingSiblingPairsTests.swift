@testable import RecolorCore
import XCTest

/// A view that paints itself (a `layerClass` gradient, a `draw(_:)`) laid out before a label
/// and under it: the label's text is over that paint, not over the container's background
/// (tsurukame's white answer text over a sibling `GradientView` was paired with the screen's white).
extension CodeStyledViewsPairsTests {
    static func gradientScene(_ siblingClass: String, stops: String = "") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="a"><objects><viewController id="v" customClass="ReviewController">
        <view key="view" id="root">
        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
        <subviews>
        <view id="g" customClass="\(siblingClass)">
        <rect key="frame" x="0.0" y="0.0" width="414" height="792"/>
        \(stops)
        </view>
        <label id="over">
        <rect key="frame" x="0.0" y="68" width="414" height="724"/>
        \(text)
        </label>
        <label id="below">
        <rect key="frame" x="0.0" y="800" width="414" height="40"/>
        \(text)
        </label>
        </subviews>
        \(white)
        </view>
        </viewController></objects></scene></scenes>
        </document>
        """
    }

    static let gradientCode = """
    import UIKit
    class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }
    class PlainView: UIView {}
    """

    /// The label inside the gradient's frame pairs with nothing; the one below it (negative) keeps the screen's background.
    func testASelfPaintingSiblingHidesTheBackground() throws {
        let doc = Self.gradientScene("GradientView")
        XCTAssertEqual(describe(try search(swift: Self.gradientCode, document: doc, path: "A.storyboard")),
                       ["primaryText/background@A.storyboard:16 on A.storyboard:19"])
    }

    /// Negative: a sibling of a class that paints nothing (no background of its own) is looked through.
    func testASiblingThatPaintsNothingIsLookedThrough() throws {
        let doc = Self.gradientScene("PlainView")
        XCTAssertEqual(describe(try search(swift: Self.gradientCode, document: doc, path: "A.storyboard")), [
            "primaryText/background@A.storyboard:12 on A.storyboard:19",
            "primaryText/background@A.storyboard:16 on A.storyboard:19",
        ])
    }

    /// A sibling the document gives paint colors (runtime attributes): the label over it is on each
    /// stop (here a color no token is: no pair), not on the screen's background.
    func testASiblingsStopsAreUnderTheLabel() throws {
        let stops = """
        <userDefinedRuntimeAttributes>
        <userDefinedRuntimeAttribute type="color" keyPath="firstColor">
        <color key="value" red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </userDefinedRuntimeAttribute>
        </userDefinedRuntimeAttributes>
        """
        let doc = Self.gradientScene("PlainView", stops: stops)
        XCTAssertEqual(describe(try search(swift: Self.gradientCode, document: doc, path: "A.storyboard")),
                       ["primaryText/background@A.storyboard:20 on A.storyboard:23"])
    }

    /// A self-painting class the document hands its background through a runtime attribute
    /// (Lunar's `PaddedButton` with a `backgroundColor` key path): its text is on that color (kept through session 20's
    /// reading of painting files with no token). Negative: the same class with none is unknown (above).
    func testARuntimeBackgroundOfASelfPaintingViewIsUnderItsText() throws {
        let doc = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="a"><objects><viewController id="v">
        <view key="view" id="root">
        <subviews>
        <view id="g" customClass="GradientView">
        <subviews>
        <label id="l">
        \(Self.text)
        </label>
        </subviews>
        <userDefinedRuntimeAttributes>
        <userDefinedRuntimeAttribute type="color" keyPath="backgroundColor">
        \(Self.disabledTitle.replacingOccurrences(of: "titleColor", with: "value"))
        </userDefinedRuntimeAttribute>
        </userDefinedRuntimeAttributes>
        </view>
        </subviews>
        \(Self.white)
        </view>
        </viewController></objects></scene></scenes>
        </document>
        """
        XCTAssertEqual(describe(try search(swift: Self.gradientCode, document: doc, path: "A.storyboard")),
                       ["primaryText/actionText@A.storyboard:8 on A.storyboard:13"])
    }
}
