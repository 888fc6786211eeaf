@testable import RecolorCore
import XCTest

/// A background of an Interface Builder view drawn at part opacity (`alpha="0.6"`) lets the
/// background under its view show through: text on it is measured on that color composited over
/// the next background up (`scrim over background`), and is unknown when nothing under it is
/// known. Measured opaque, sphinx-ios's 60 % black list over its artwork read as plain black.
/// Negatives: an opaque background stays itself; a clear one is looked through (as before).
final class InterfaceBuilderTranslucentBackgroundPairsTests: XCTestCase {
    typealias T = InterfaceBuilderPairsTests

    static let table = ##"""
    { "tokens": {
        "primaryText": { "uikit": "Semantic.primaryText", "light": "#313440" },
        "scrim": { "uikit": "Semantic.scrim", "light": "#00000099" },
        "card": { "uikit": "Semantic.card", "light": "#F2F2F7" },
        "background": { "uikit": "Semantic.background", "light": "#FFFFFF" } },
      "rules": [
        { "match": "#313440", "token": "primaryText" },
        { "match": "#00000099", "token": "scrim" },
        { "match": "#F2F2F7", "token": "card" },
        { "match": "#FFFFFF", "context": ["backgroundColor"], "token": "background" } ] }
    """##

    static let scrim = #"<color key="backgroundColor" white="0.0" alpha="0.59999999999999998" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#

    func pairs(_ body: String) throws -> [String] { try InterfaceBuilderPictureAndTapTargetPairsTests.pairs(body, table: Self.table) }

    /// A root of `rootBackground` holding a panel of `panelBackground` holding a label.
    func document(panel panelBackground: String, root rootBackground: String) -> String {
        """
        <view key="view" id="root">
        <subviews>
        <view id="panel">
        <subviews>
        <label id="title">
        \(T.text)
        </label>
        </subviews>
        \(panelBackground)
        </view>
        </subviews>
        \(rootBackground)
        </view>
        """
    }

    func testTextOnATranslucentBackgroundIsOnItOverTheOneUnderIt() throws {
        // The text (line 8) on the scrim (11) over the root's white.
        XCTAssertEqual(try pairs(document(panel: Self.scrim, root: T.white)), ["primaryText/scrim over background@8-11"])
    }

    func testTextOnATranslucentBackgroundOverNothingKnownIsNoPair() throws {
        XCTAssertEqual(try pairs(document(panel: Self.scrim, root: "")), [])
    }

    func testOpaqueAndClearBackgroundsAreAsBefore() throws {
        XCTAssertEqual(try pairs(document(panel: T.card, root: T.white)), ["primaryText/card@8-11"])
        XCTAssertEqual(try pairs(document(panel: T.clear, root: T.white)), ["primaryText/background@8-14"])
    }
}
