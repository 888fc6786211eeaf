import Foundation
import XCTest

/// Interface Builder documents and color sets through the command line: staged, fixed, diffed.
final class InterfaceBuilderCLITests: XCTestCase {
    let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <dependencies>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <objects>
            <view id="v1">
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
        </objects>
    </document>

    """
    let table = ##"{ "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF", "dark": "#000000" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" } ] }"##

    func testStagedDocumentsAreChecked() throws {
        let s = try Scratch()
        try s.initRepository()
        try s.write("View.xib", xib)
        try CommandRunner.git(["add", "View.xib"], in: s.url)
        let r = try CommandRunner.spawned(["check", "--staged"], in: s.url, because: .staged)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("View.xib:8:13: warning: hard-coded color <color key=\"backgroundColor\""), r.stdout)
        XCTAssertTrue(r.stdout.hasSuffix("[ib-color]\n"), r.stdout)
    }

    func testFixSaysWhenTheTokensAssetIsMissingAndTheDiffApplies() throws {
        let s = try Scratch()
        try s.initRepository()
        try s.write(".recolor.json", table)
        try s.write("View.xib", xib)
        try CommandRunner.git(["add", "-A"], in: s.url)
        try CommandRunner.git(["commit", "-qm", "base"], in: s.url)
        let diff = try CommandRunner.recolor(["fix", "--diff"], in: s.url)
        XCTAssertEqual(diff.status, 0, diff.stderr)
        XCTAssertTrue(diff.stderr.contains("no color set named bg"), diff.stderr)
        try s.write("p.patch", diff.stdout)
        try CommandRunner.git(["apply", "p.patch"], in: s.url)
        let applied = try String(contentsOf: s.url.appendingPathComponent("View.xib"), encoding: .utf8)
        try CommandRunner.git(["checkout", "View.xib"], in: s.url)
        // With the color set in a catalog, fix says nothing of it.
        try s.write("Assets.xcassets/bg.colorset/Contents.json", #"{ "colors" : [ { "idiom" : "universal" } ] }"#)
        let fix = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        XCTAssertFalse(fix.stderr.contains("no color set"), fix.stderr)
        let fixed = try String(contentsOf: s.url.appendingPathComponent("View.xib"), encoding: .utf8)
        XCTAssertEqual(fixed, applied)
        XCTAssertTrue(fixed.contains(#"<color key="backgroundColor" name="bg"/>"#))
        XCTAssertEqual(try CommandRunner.recolor(["check"], in: s.url).status, 0)
    }
}
