@testable import RecolorCore
import XCTest

/// A view laid over a container view is drawn on the embedded controller's view, not on the
/// background around the container: Krypton's scan frame (an image view tinted green) over the
/// container holding the camera scanner was paired with the pairing screen's white
/// (Pair.storyboard:157 on :165; session 33). Negative: a view beside the container, not over it.
final class ContainerViewOverlayPairsTests: XCTestCase {
    typealias P = InterfaceBuilderPictureAndTapTargetPairsTests
    typealias T = InterfaceBuilderPairsTests

    func testALabelOverAContainerIsOnItsUnknownContent() throws {
        let doc = """
        <view key="view" id="root">
        \(P.frame(0, 0, 400, 800))
        <subviews>
        <containerView id="scanner">
        \(P.frame(0, 60, 400, 550))
        </containerView>
        <label id="over" text="Scan">
        \(P.frame(60, 200, 250, 40))
        \(T.text)
        </label>
        <label id="below" text="Help">
        \(P.frame(20, 700, 100, 30))
        \(T.text)
        </label>
        </subviews>
        \(T.white)
        </view>
        """
        // Lines: "below"'s text (15) on the root's white (18); "over"'s (11) on the container: nothing.
        XCTAssertEqual(try P.pairs(doc), ["primaryText/background@15-18"])
    }
}
