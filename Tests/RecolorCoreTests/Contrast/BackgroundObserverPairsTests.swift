@testable import RecolorCore
import XCTest

/// A view that passes its own `backgroundColor` on to its outlets (`override var backgroundColor:
/// UIColor? { didSet { contentView?.backgroundColor = backgroundColor } }`) paints them with whatever
/// it is given: the document's background there is never drawn. Zap's amount input paired its white
/// "Balance" label with the xib's red placeholder, 3.99:1 (session 25). Negative: an observer of
/// another property repaints in one state only; the document's background stays.
final class BackgroundObserverPairsTests: XCTestCase {
    typealias C = CodeStyledViewsPairsTests

    static let xib = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
    <objects>
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="AmountView">
    <connections>
    <outlet property="contentView" destination="root" id="o1"/>
    </connections>
    </placeholder>
    <view contentMode="scaleToFill" id="root">
    <subviews>
    <label id="balance">
    \(C.text)
    </label>
    </subviews>
    \(C.white)
    </view>
    </objects>
    </document>
    """

    func pairs(_ property: String) throws -> [String] {
        let swift = """
        import UIKit
        final class AmountView: UIView {
            @IBOutlet var contentView: UIView!
            override var \(property) {
                didSet { contentView?.backgroundColor = backgroundColor }
            }
        }
        """
        return C.describe(try C.search(swift: swift, document: Self.xib))
    }

    func testAViewPassingItsBackgroundToItsOutletsHidesTheDocuments() throws {
        XCTAssertEqual(try pairs("backgroundColor: UIColor?"), [])
    }

    func testAnObserverOfAnotherPropertyLeavesTheDocumentsBackground() throws {
        XCTAssertEqual(try pairs("isHighlighted: Bool"), ["primaryText/background@A.xib:11 on A.xib:14"])
    }
}
