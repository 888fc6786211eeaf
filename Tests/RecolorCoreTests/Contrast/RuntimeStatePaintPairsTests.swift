@testable import RecolorCore
import XCTest

/// A custom view's runtime attributes for two states of it (`selectedTintColor`,
/// `normalBackgroundColor`) are never drawn together: Awful's smilie keyboard keys (SmilieButton)
/// paint `selectedBackgroundColor` when selected and reset their tint otherwise, and their selected
/// tint was paired with the normal background, 1.25:1 (session 23). Negative: a tint for the same
/// state as the paint lies on it.
final class RuntimeStatePaintPairsTests: XCTestCase {
    typealias T = InterfaceBuilderPairsTests

    func pairs(tintKeyPath: String) throws -> [String] {
        let doc = """
        <view key="view" id="root">
        <subviews>
        <button id="key" customClass="SmilieButton">
        <userDefinedRuntimeAttributes>
        <userDefinedRuntimeAttribute type="color" keyPath="\(tintKeyPath)">
        \(T.tint.replacingOccurrences(of: "tintColor", with: "value"))
        </userDefinedRuntimeAttribute>
        <userDefinedRuntimeAttribute type="color" keyPath="normalBackgroundColor">
        \(T.card.replacingOccurrences(of: "backgroundColor", with: "value"))
        </userDefinedRuntimeAttribute>
        </userDefinedRuntimeAttributes>
        </button>
        </subviews>
        \(T.white)
        </view>
        """
        return try InterfaceBuilderPictureAndTapTargetPairsTests.pairs(doc)
    }

    func testATintForAnotherStateIsNotOnThePaint() throws {
        XCTAssertEqual(try pairs(tintKeyPath: "selectedTintColor"), [])
    }

    func testATintForTheSameStateIsOnThePaint() throws {
        // The tint (line 8) on the normal background paint (11).
        XCTAssertEqual(try pairs(tintKeyPath: "normalTintColor"), ["accent/card@8-11"])
    }
}
