@testable import RecolorCore
import XCTest

/// A view that adds a sublayer its name says is a line (`bottomBorder`, `separatorLayer`) paints no
/// surface: its document's background stays under its text. ello's `UserListItemCell` adds a 1-pt
/// `bottomBorder`; it was taken for self-painted and the pairs of its labels (`nameLabel.textColor =
/// UIColor.greyA` on the xib's white cell) were lost. Negative: a `backgroundLayer` paints the view.
final class SublayerLinePairsTests: XCTestCase {
    typealias C = CodeStyledViewsPairsTests

    func pairs(layer: String) throws -> [String] {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
        <objects>
        <view contentMode="scaleToFill" id="root">
        <subviews>
        <button id="b1" customClass="UserButton">
        </button>
        </subviews>
        \(C.white)
        </view>
        </objects>
        </document>
        """
        let swift = """
        import UIKit
        final class UserButton: UIButton {
            private let \(layer) = CALayer()
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                setTitleColor(Essentials.grey70, for: .normal)
                layer.addSublayer(\(layer))
            }
        }
        """
        return C.describe(try C.search(swift: swift, document: xib))
    }

    func testALineLayerLeavesTheDocumentsBackground() throws {
        XCTAssertEqual(try pairs(layer: "bottomBorder"), ["primaryText/background@A.swift:6 on A.xib:8"])
        XCTAssertEqual(try pairs(layer: "separatorLayer"), ["primaryText/background@A.swift:6 on A.xib:8"])
    }

    func testASurfaceLayerPaintsTheView() throws {
        XCTAssertEqual(try pairs(layer: "backgroundLayer"), [])
        XCTAssertEqual(try pairs(layer: "gradient"), [])
    }
}
