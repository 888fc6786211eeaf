import Foundation
import XCTest

/// `generate` accepts `init`'s own draft on the same tree (session 23's review): a set with
/// Xcode's "Any, Light, Dark" appearances is read by its Light entry, as `init` reads it
/// (emitron-iOS's backgroundColor, F2); Xcode's empty template set (a widget's or a tvOS app's
/// `AccentColor`) holds no value and clashes with nothing, and another set of the name does not
/// clash where the app's own set is the token's (iTorrent, F4). The negative controls: a set
/// holding another value than the token's still clashes (`GenerateOwnColorSetTests`).
final class InitDraftGenerateTests: XCTestCase {
    static func entry(_ appearance: String?, _ red: String, _ green: String, _ blue: String) -> String {
        let appearances = appearance.map { #""appearances" : [ { "appearance" : "luminosity", "value" : "\#($0)" } ], "# } ?? ""
        return #"{ \#(appearances)"color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "\#(blue)", "green" : "\#(green)", "red" : "\#(red)" } }, "idiom" : "universal" }"#
    }

    static func set(_ entries: [String]) -> String {
        #"{ "colors" : [ \#(entries.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }"#
    }

    /// An Interface Builder color: `init`'s draft then names a generated asset catalog too, whose
    /// sets generate compares with the app's.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23077.2" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" colorMatched="YES">
            <objects>
                <view contentMode="scaleToFill" id="6PN-eI-ZGF">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="68"/>
                    <color key="backgroundColor" red="0.2" green="0.4" blue="0.9" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
            </objects>
        </document>

        """

    static let emptySet = #"{ "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#

    /// emitron's set: Any #FFFFFF, Light #F2F6FA, Dark #14161E, named by the app's own member.
    func testASetWithAnyLightAndDarkEntriesIsTheDraftsOwn() throws {
        let s = try Scratch()
        try s.write("Assets.xcassets/backgroundColor.colorset/Contents.json", Self.set([
            Self.entry(nil, "1.000", "1.000", "1.000"), Self.entry("light", "0.949", "0.965", "0.980"), Self.entry("dark", "0x14", "0x16", "0x1E")]))
        try s.write("UIColor+Extensions.swift", "import UIKit\n\nextension UIColor {\n  static var backgroundColor: UIColor { UIColor(named: \"backgroundColor\")! }\n}\n")
        try s.write("Cell.xib", Self.xib)
        try s.write("Header.swift", "import UIKit\n\nfinal class Header: UIView {\n  func setUp() {\n    backgroundColor = .backgroundColor\n    tintColor = UIColor(red: 0.1, green: 0.5, blue: 0.3, alpha: 1)\n  }\n}\n")
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains("\"light\": \"#F2F6FA\"") && table.contains("\"assetCatalog\""), table)
        let generated = try CommandRunner.recolor(["generate", "."], in: s.url)
        XCTAssertEqual(generated.status, 0, generated.stderr)
        XCTAssertFalse(generated.stderr.contains("holds other values"), generated.stderr)
        // The app's set is not written a second time.
        XCTAssertThrowsError(try s.read("SemanticColors.xcassets/backgroundColor.colorset/Contents.json"))
    }

    /// iTorrent: the app's light-only AccentColor, the widget's and the tvOS app's empty template sets.
    func testEmptyTemplateSetsOfTheNameAreNoClash() throws {
        let s = try Scratch()
        try s.write("App/Assets.xcassets/AccentColor.colorset/Contents.json", Self.set([Self.entry(nil, "0xF1", "0x9E", "0x69")]))
        try s.write("Widget/Assets.xcassets/AccentColor.colorset/Contents.json", Self.emptySet)
        try s.write("TV/Assets.xcassets/AccentColor.colorset/Contents.json", Self.emptySet)
        try s.write("App/TagsView.swift", "import UIKit\n\nfinal class TagsView: UIView {\n  func setUp() { backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1) }\n}\n")
        try s.write("App/Cell.xib", Self.xib)
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains("\"asset\": \"AccentColor\"") && table.contains("\"assetCatalog\""), table)
        let generated = try CommandRunner.recolor(["generate", "."], in: s.url)
        XCTAssertEqual(generated.status, 0, generated.stderr)
        XCTAssertTrue(generated.stderr.contains("App/Assets.xcassets/AccentColor.colorset"), generated.stderr)
    }

    /// Another target's set of the name with other values: the app's own set is the token's, so
    /// generate writes no set of the name and makes none ambiguous. Where no set of the name is
    /// the token's, the other values still clash.
    func testAnotherSetOfTheNameDoesNotClashWhereTheAppsSetIsTheTokens() throws {
        for appsIsTokens in [true, false] {
            let s = try Scratch()
            let light = appsIsTokens ? "#F19E69" : "#F19E6A"
            try s.write(".recolor.json", ##"{ "generate": { "swift": "SemanticColors.swift", "assetCatalog": "SemanticColors.xcassets" }, "tokens": { "accent": { "uikit": "Semantic.accent", "light": "\##(light)", "dark": "#F7A97A", "asset": "AccentColor" } } }"##)
            try s.write("App/Assets.xcassets/AccentColor.colorset/Contents.json", Self.set([Self.entry(nil, "0xF1", "0x9E", "0x69")]))
            try s.write("Widget/Assets.xcassets/AccentColor.colorset/Contents.json", Self.set([Self.entry(nil, "0x00", "0x80", "0xFF")]))
            let generated = try CommandRunner.recolor(["generate", "."], in: s.url)
            XCTAssertEqual(generated.status, appsIsTokens ? 0 : 2, generated.stderr)
            XCTAssertEqual(generated.stderr.contains("holds other values"), !appsIsTokens, generated.stderr)
        }
    }
}
