@testable import RecolorCore
import XCTest

/// A title laid over artwork: an image view with no image in the document that an outlet reaches
/// (the code gives it its picture), drawn before the title in the same parent, holding the centre
/// of the title's frame though the title overhangs it. sphinx-ios's podcast player: its white
/// chevron (a 407-point button from x 20) over the 414-point episode artwork was read on the
/// header's background, 1.00:1. Negatives: the same image view with no outlet shows nothing; a
/// title whose centre lies below the artwork is on the view's background.
final class InterfaceBuilderArtworkPairsTests: XCTestCase {
    typealias T = InterfaceBuilderPairsTests
    typealias P = InterfaceBuilderPictureAndTapTargetPairsTests
    func frame(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> String { P.frame(x, y, w, h) }
    func search(_ body: String) throws -> [String] { try P.pairs(body) }

    func document(outlet: Bool) -> String {
        """
        <view key="view" id="root">
        \(frame(0, 0, 400, 700))
        <subviews>
        <imageView id="art">
        \(frame(0, 0, 400, 400))
        </imageView>
        <label id="chevron" text="v">
        \(frame(20, 50, 410, 50))
        \(T.text)
        </label>
        <label id="below" text="Episode">
        \(frame(20, 420, 300, 30))
        \(T.text)
        </label>
        </subviews>
        \(T.white)
        </view>
        <connections>
        \(outlet ? #"<outlet property="episodeImageView" destination="art" id="o1"/>"# : "")
        </connections>
        """
    }

    func testATitleOverArtworkTheCodeShowsIsOnThePicture() throws {
        // Only "below" (line 15) pairs with the root's white (18); the chevron (11) is on the artwork.
        XCTAssertEqual(try search(document(outlet: true)), ["primaryText/background@15-18"])
    }

    func testAnImageViewNoCodeReachesShowsNothing() throws {
        XCTAssertEqual(try search(document(outlet: false)), ["primaryText/background@11-18,15-18"])
    }
}
