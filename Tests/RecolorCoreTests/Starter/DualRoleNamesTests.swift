@testable import RecolorCore
import XCTest

/// A value used both as text and as a background gets a token per role, each named for its
/// use: Lockdown's yellow was `yellowBackground` and also the color of a storyboard's attributed
/// text, because Interface Builder keys that text color `NSColor`, a context that said nothing.
final class DualRoleNamesTests: XCTestCase {
    static let board = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
    <scenes><scene sceneID="a"><objects><viewController id="v">
    <view key="view" id="root">
    <subviews>
    <label id="l">
    <attributedString key="attributedText">
    <fragment content="Warning">
    <attributes>
    <color key="NSColor" red="0.94901960784313721" green="0.76470588235294112" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    <color key="NSBackgroundColor" red="0.2" green="0.2" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    </attributes>
    </fragment>
    </attributedString>
    </label>
    </subviews>
    <color key="backgroundColor" red="0.1" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    </view>
    </viewController></objects></scene></scenes>
    </document>
    """

    static let code = """
    import UIKit
    func style(_ banner: UIView, _ badge: UIView) {
        banner.backgroundColor = UIColor(red: 0xF2/255, green: 0xC3/255, blue: 0, alpha: 1)
        badge.backgroundColor = UIColor(red: 0xF2/255, green: 0xC3/255, blue: 0, alpha: 1)
    }
    """

    func testAttributedTextInADocumentIsText() {
        XCTAssertEqual(ColorRole(context: "NSColor"), .text)
        XCTAssertEqual(ColorRole(context: "NSBackgroundColor"), .background)
        XCTAssertEqual(ColorRole(context: "NSStrokeColor"), .border)
        XCTAssertEqual(ColorRole(context: "nsColor"), .color, "a Swift label of that spelling says nothing")
    }

    /// The yellow's background uses and its text use are two tokens, each named for its role;
    /// the document's text pairs with the text token. Negative: the background token is no side
    /// of a text pair.
    func testAValueUsedAsTextAndBackgroundIsNamedPerRole() throws {
        var options = RunOptions()
        options.threads = 1
        let sources = [SwiftSource(path: "Main.storyboard", bytes: Array(Self.board.utf8)), SwiftSource(path: "Style.swift", bytes: Array(Self.code.utf8))]
        let result = Engine.analyze(sources, options: options)
        let draft = StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
        let yellows = draft.tokens.filter { $0.values.contains { $0.match == "#F2C300" } }
        XCTAssertEqual(yellows.map(\.role).sorted(), [.text, .background].sorted(), yellows.map(\.name).joined(separator: ","))
        let text = try XCTUnwrap(yellows.first { $0.role == .text })
        let background = try XCTUnwrap(yellows.first { $0.role == .background })
        XCTAssertTrue(text.name.hasSuffix("Text"), text.name)
        XCTAssertTrue(background.name.hasSuffix("Background"), background.name)
        let pairs = draft.pairsSeen.map { "\($0.name(foreground: true, draft.tokens))/\($0.name(foreground: false, draft.tokens))" }
        XCTAssertTrue(pairs.contains { $0.hasPrefix(text.name + "/") }, pairs.joined(separator: ","))
        XCTAssertFalse(pairs.contains { $0.hasPrefix(background.name + "/") }, pairs.joined(separator: ","))
    }
}
