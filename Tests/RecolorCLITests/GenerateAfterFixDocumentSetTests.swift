import Foundation
import XCTest

/// Run after `fix`, generate still writes the color set of a system-color token that an Interface
/// Builder document building below the color's floor names (`<color key="backgroundColor"
/// name="systemBackground"/>`), and `generate --check` fails until it does (session 27's review, F9,
/// GithubClient: the set was written only when generate ran before fix, so the named color fell
/// back to the document's stored white in Dark). Negative: a document naming no such set needs none.
final class GenerateAfterFixDocumentSetTests: XCTestCase {
    static func storyboard(_ color: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13122.16" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
            <scenes>
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <viewController id="BYZ-38-t0r" customClass="HomeViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                \(color)
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    static let table = ##"{ "generate": { "swift": "SemanticColors.swift", "assetCatalog": "SemanticColors.xcassets" }, "tokens": { "systemBackground": { "uikit": "UIColor.systemBackground", "light": "#FFFFFF", "dark": "#000000" } }, "rules": [ { "match": "#FFFFFF", "token": "systemBackground" } ] }"##

    func scratch(_ color: String) throws -> Scratch {
        let s = try Scratch()
        try s.write("Podfile", "platform :ios, '12.0'\ntarget 'App' do\nend\n")
        try s.write(".recolor.json", Self.table)
        try s.write("Main.storyboard", Self.storyboard(color))
        return s
    }

    func testADocumentFixWroteGetsItsSet() throws {
        let s = try scratch(#"<color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#)
        let fixed = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertTrue(try s.read("Main.storyboard").contains(#"name="systemBackground""#))
        let check = try CommandRunner.recolor(["generate", "--check", "."], in: s.url)
        XCTAssertNotEqual(check.status, 0, check.stderr)
        let generated = try CommandRunner.recolor(["generate", "."], in: s.url)
        XCTAssertEqual(generated.status, 0, generated.stderr)
        XCTAssertTrue(try s.read("SemanticColors.xcassets/systemBackground.colorset/Contents.json").contains("\"red\" : \"0x00\""))
        XCTAssertEqual(try CommandRunner.recolor(["generate", "--check", "."], in: s.url).status, 0)
    }

    func testADocumentNamingAnotherSetNeedsNone() throws {
        let s = try scratch(#"<color key="backgroundColor" name="Brand"/>"#)
        let generated = try CommandRunner.recolor(["generate", "."], in: s.url)
        XCTAssertEqual(generated.status, 0, generated.stderr)
        XCTAssertThrowsError(try s.read("SemanticColors.xcassets/systemBackground.colorset/Contents.json"))
    }
}
