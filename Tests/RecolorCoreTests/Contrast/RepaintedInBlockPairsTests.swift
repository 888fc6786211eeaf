@testable import RecolorCore
import XCTest

/// A view an Interface Builder document lays out, painted again by code inside an `if` block
/// before a foreground the block sets on a view in it: the block's foreground is drawn on the
/// block's background, not on the one set before the block. Krypton's log cell
/// (LogCell.swift:119–128, its views nested in Sessions.storyboard): the rejected tint was paired
/// with the green fill the block replaces (session 33, pairs33).
final class RepaintedInBlockPairsTests: XCTestCase {
    typealias C = CodeStyledViewsPairsTests

    static let xib = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
    <objects>
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LogCell">
    <connections>
    <outlet property="commitView" destination="commit" id="o1"/>
    <outlet property="hashLabel" destination="hash" id="o2"/>
    </connections>
    </placeholder>
    <view contentMode="scaleToFill" id="root">
    <subviews>
    <view id="commit">
    <subviews>
    <label id="hash">
    </label>
    </subviews>
    </view>
    </subviews>
    </view>
    </objects>
    </document>
    """

    static func pairs(_ block: String) throws -> [String] {
        let swift = """
        import UIKit
        final class LogCell: UITableViewCell {
            @IBOutlet weak var commitView: UIView!
            @IBOutlet weak var hashLabel: UILabel!
            func set(rejected: Bool) {
                commitView.backgroundColor = Semantic.card
                hashLabel.textColor = Semantic.primaryText
                if rejected {
        \(block)
                }
            }
        }
        """
        let s = try C.search(swift: swift, document: xib)
        return s.pairs.flatMap { p in p.sightings.map { "\(p.foreground)/\(p.background)@\($0.line) on \($0.backgroundLine ?? -1)" } }.sorted()
    }

    func testABlockRepaintingTheViewPairsItsOwnColors() throws {
        XCTAssertEqual(try Self.pairs("""
                    commitView.backgroundColor = Semantic.background
                    hashLabel.textColor = Semantic.actionText
        """), ["actionText/background@10 on 9", "primaryText/card@7 on 6"])
    }

    /// Negatives: a block painting another view, or painting the view only after its foreground,
    /// leaves the earlier fill under the block's text.
    func testABlockRepaintingAnotherViewOrAfterKeepsTheEarlierFill() throws {
        let other = try Self.pairs("""
                    otherView.backgroundColor = Semantic.background
                    hashLabel.textColor = Semantic.actionText
        """)
        XCTAssertTrue(other.contains("actionText/card@10 on 6"), "\(other)")
        let after = try Self.pairs("""
                    hashLabel.textColor = Semantic.actionText
                    commitView.backgroundColor = Semantic.background
        """)
        XCTAssertTrue(after.contains("actionText/card@9 on 6"), "\(after)")
    }
}
