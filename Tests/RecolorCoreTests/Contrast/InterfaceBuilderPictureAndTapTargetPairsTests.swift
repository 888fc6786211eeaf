@testable import RecolorCore
import XCTest

/// Interface Builder foregrounds drawn on no view's background: a label laid over an image view
/// showing a picture (entourage's white titles on its header images were paired with the
/// page's white), and the title color of a button with no title that code cannot reach (a tap
/// target over a label: no outlet, no class of the app's). Negatives: a label beside the image
/// (not over it), an image view with no image, a titleless button with an outlet (code gives it
/// its title), and one of the app's own class.
final class InterfaceBuilderPictureAndTapTargetPairsTests: XCTestCase {
    typealias T = InterfaceBuilderPairsTests

    /// The pairs of a storyboard scene holding `body` (its first line is the document's third).
    func search(_ body: String) throws -> [String] { try Self.pairs(body) }

    /// The pairs of a storyboard scene holding `body`, each as `fg/bg@line-backgroundLine,…`.
    static func pairs(_ body: String, table: String = T.table) throws -> [String] {
        let document = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="a"><objects><viewController id="v">
        \(body)
        </viewController></objects></scene></scenes>
        </document>
        """
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        let bytes = Array(document.utf8)
        let reports = InterfaceBuilderLanguage(configuration: options.configuration).analyze(path: "A.storyboard", bytes: bytes).reports
        let pairs = InferredPairs.search([], documents: [("A.storyboard", bytes, reports)], subjects: .table(TokenExpressions(options.configuration))).pairs
        return pairs.map { p in "\(p.foreground)/\(p.background)@" + p.sightings.map { "\($0.line)-\($0.backgroundLine ?? 0)" }.joined(separator: ",") }
    }

    func frame(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> String { Self.frame(x, y, w, h) }

    static func frame(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> String {
        #"<rect key="frame" x="\#(x)" y="\#(y)" width="\#(w)" height="\#(h)"/>"#
    }

    func testALabelOverAPictureIsOnThePicture() throws {
        let doc = """
        <view key="view" id="root">
        \(frame(0, 0, 400, 800))
        <subviews>
        <imageView id="header" image="header_orange">
        \(frame(0, 0, 400, 300))
        </imageView>
        <label id="over" text="Title">
        \(frame(20, 40, 100, 30))
        \(T.text)
        </label>
        <imageView id="blank">
        \(frame(0, 300, 400, 100))
        </imageView>
        <label id="onBlank" text="Note">
        \(frame(20, 320, 100, 30))
        \(T.text)
        </label>
        <label id="below" text="Body">
        \(frame(20, 500, 100, 30))
        \(T.text)
        </label>
        </subviews>
        \(T.white)
        </view>
        """
        // Lines: the text of "onBlank" (18) and "below" (22) on the root's white (25); "over" (10) on nothing.
        XCTAssertEqual(try search(doc), ["primaryText/background@18-25,22-25"])
    }

    func testAnUntitledButtonNoCodeReachesDrawsNoTitle() throws {
        let state = #"<state key="normal">\#n\#(T.text.replacingOccurrences(of: "textColor", with: "titleColor"))\#n</state>"#
        let doc = """
        <view key="view" id="root">
        <subviews>
        <button id="tap">
        \(state)
        </button>
        <button id="wired">
        \(state)
        </button>
        <button id="own" customClass="PillButton">
        \(state)
        </button>
        </subviews>
        \(T.white)
        </view>
        <connections>
        <outlet property="wiredButton" destination="wired" id="o1"/>
        </connections>
        """
        // "wired" (line 12) and "own" (line 17) pair with the root's white (21); "tap" (7) draws nothing.
        XCTAssertEqual(try search(doc), ["primaryText/background@12-21,17-21"])
    }
}
