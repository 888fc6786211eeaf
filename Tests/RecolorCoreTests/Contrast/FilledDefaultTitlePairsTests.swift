@testable import RecolorCore
import XCTest

/// A button of a filled configuration whose title the document colors nowhere (no title color, no
/// `baseForegroundColor`): UIKit draws that title white on the capsule, in both appearances. It
/// was no pair at all, so a light fill under it (a yellow `baseBackgroundColor`, white on it about
/// 1.6:1) was checked nowhere (issue 25's leftover, session 35). The white is fixed: a subject of
/// its value (`#FFFFFF`), as a kept color is. Negatives: a tinted configuration (its title is the
/// tint), a title color of its own, a `baseForegroundColor`, a title the code colors.
final class FilledDefaultTitlePairsTests: XCTestCase {
    typealias T = InterfaceBuilderPairsTests

    func doc(style: String, state: String = "<state key=\"normal\" title=\"Go\"/>", foreground: String = "") -> String {
        let base = T.card.replacingOccurrences(of: "backgroundColor", with: "baseBackgroundColor")
        return scene("""
        <view key="view" id="root">
        <subviews>
        <button id="b1">
        \(state)
        <buttonConfiguration key="configuration" style="\(style)" title="Go">
        \(base)
        \(foreground)
        </buttonConfiguration>
        </button>
        </subviews>
        \(T.white)
        </view>
        """)
    }

    func scene(_ body: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="a"><objects><viewController id="v">
        \(body)
        </viewController></objects></scene></scenes>
        </document>
        """
    }

    /// The pairs as `foreground/background@line-backgroundLine`.
    func pairs(_ document: String) throws -> [String] {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(T.table.utf8), file: "t.json")
        options.threads = 1
        let bytes = Array(document.utf8)
        let reports = InterfaceBuilderLanguage(configuration: options.configuration).analyze(path: "A.storyboard", bytes: bytes).reports
        let found = InferredPairs.search([], documents: [("A.storyboard", bytes, reports)], subjects: .table(TokenExpressions(options.configuration))).pairs
        return found.map { p in "\(p.foreground)/\(p.background)@" + p.sightings.map { "\($0.line)-\($0.backgroundLine ?? 0)" }.joined(separator: ",") }
    }

    func testAFilledButtonsDefaultTitleIsWhiteOnItsCapsule() throws {
        XCTAssertEqual(try pairs(doc(style: "filled")), ["#FFFFFF/card@7-8"])
    }

    func testATitleColoredOrNotFilledHasNoDefaultWhite() throws {
        let title = T.text.replacingOccurrences(of: "textColor", with: "titleColor")
        let own = try pairs(doc(style: "filled", state: "<state key=\"normal\" title=\"Go\">\n\(title)\n</state>"))
        XCTAssertFalse(own.contains { $0.hasPrefix("#FFFFFF/") }, "\(own)")
        let base = try pairs(doc(style: "filled", foreground: T.text.replacingOccurrences(of: "textColor", with: "baseForegroundColor")))
        XCTAssertFalse(base.contains { $0.hasPrefix("#FFFFFF/") }, "\(base)")
        XCTAssertFalse(try pairs(doc(style: "tinted")).contains { $0.hasPrefix("#FFFFFF/") })
        XCTAssertFalse(try pairs(doc(style: "plain")).contains { $0.hasPrefix("#FFFFFF/") })
    }
}
