import Foundation
import XCTest

/// A shadow's color laid out in Interface Builder (OpenEmu's CollectionViewItem.xib: a game cover's
/// `<imageView>` and a white title with `<shadow key="shadow"><color key="color" white="0.0" …/>`):
/// a shadow, as `NSShadow.shadowColor` in code is. Review 28 B7: read as a `color`, the draft's
/// black-text rule (from the Swift `.black` text) mapped both and fix wrote `labelColor`, a white
/// glow around every cover in Dark. Hand-written, in the app's shape.
final class InterfaceBuilderShadowTests: XCTestCase {
    static let label = "import AppKit\n\nfinal class PlainLabel: NSTextField {\n    func style() { textColor = .black }\n}\n"
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="17505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="168" height="143"/>
                    <subviews>
                        <imageView id="i1">
                            <rect key="frame" x="13" y="48" width="142" height="88"/>
                            <shadow key="shadow" blurRadius="1">
                                <size key="offset" width="0.0" height="-1"/>
                                <color key="color" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </shadow>
                            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyUpOrDown" id="c1"/>
                        </imageView>
                        <textField id="t1">
                            <rect key="frame" x="-2" y="15" width="172" height="16"/>
                            <shadow key="shadow">
                                <size key="offset" width="0.0" height="1"/>
                                <color key="color" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                            </shadow>
                            <textFieldCell key="cell" lineBreakMode="truncatingTail" alignment="center" title="Label" id="c2">
                                <font key="font" metaFont="system"/>
                                <color key="textColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                                <color key="backgroundColor" name="controlColor" catalog="System" colorSpace="catalog"/>
                            </textFieldCell>
                        </textField>
                        <colorWell id="w1">
                            <rect key="frame" x="0" y="0" width="44" height="23"/>
                            <color key="color" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                        </colorWell>
                    </subviews>
                </customView>
            </objects>
        </document>

        """

    func testTheShadowsColorIsAShadowAndFixWritesNoTextColorThere() throws {
        let draft = try InitDraft(["PlainLabel.swift": Self.label, "CoverItem.xib": Self.xib])
        let scan = try CommandRunner.recolor(["scan", "."], in: draft.scratch.url)
        XCTAssertTrue(scan.stdout.contains("shadowColor"), scan.stdout)
        // The shadow's rule is a kept color or a fixed shadow token, never the text token.
        let shadowRules = draft.rules.filter { ($0["context"] as? [String]) == ["shadowColor"] }
        XCTAssertFalse(shadowRules.isEmpty, "\(draft.rules)")
        for rule in shadowRules {
            if let token = rule["token"] as? String {
                XCTAssertEqual(draft.tokens[token]?["fixed"] as? Bool, true, "\(token): \(draft.tokens[token] ?? [:])")
            } else {
                XCTAssertNotNil(rule["keep"], "\(rule)")
            }
        }
        let fix = try CommandRunner.recolor(["fix", "."], in: draft.scratch.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        let xib = try draft.scratch.read("CoverItem.xib")
        let shadowColors = xib.components(separatedBy: "\n").enumerated().filter { n, line in
            line.contains("<color key=\"color\"") && xib.components(separatedBy: "\n")[n - 2].contains("<shadow")
                || line.contains("<color key=\"color\"") && xib.components(separatedBy: "\n")[n - 1].contains("<size key=\"offset\"")
        }.map(\.1)
        XCTAssertEqual(shadowColors.count, 2, xib)
        XCTAssertFalse(shadowColors.contains { $0.contains("labelColor") }, xib)
        // The negatives: the title's black text and the Swift text still take the text token, and the
        // color well's color (a user's pick, `key="color"` too) is still data, not a shadow.
        XCTAssertTrue(xib.contains("<color key=\"textColor\" name=\"labelColor\" catalog=\"System\" colorSpace=\"catalog\"/>"), xib)
        XCTAssertTrue(try draft.scratch.read("PlainLabel.swift").contains("textColor = NSColor.labelColor"))
        XCTAssertTrue(draft.rules.contains { ($0["keep"] as? String)?.hasPrefix("data: the color the user picks in a color well") == true }, "\(draft.rules)")
    }

    /// Not a test of the change (it passes without it): UIKit's label archives its shadow as a key of its own,
    /// read as a shadow before; the same fixed shadow token the AppKit shadow now takes.
    func testUIKitsLabelShadowColorKeyIsAShadowToo() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="v1">
                        <subviews>
                            <label opaque="NO" text="Title" id="l1">
                                <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <color key="shadowColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <size key="shadowOffset" width="0.0" height="1"/>
                            </label>
                        </subviews>
                    </view>
                </objects>
            </document>

            """
        let draft = try InitDraft(["Title.swift": "import UIKit\n\nfinal class Title: UILabel {\n    func style() { textColor = .black }\n}\n", "Title.xib": storyboard])
        let shadowRules = draft.rules.filter { ($0["context"] as? [String]) == ["shadowColor"] }
        XCTAssertFalse(shadowRules.isEmpty, "\(draft.rules)")
        XCTAssertTrue(shadowRules.allSatisfy { rule in rule["keep"] != nil || (rule["token"] as? String).flatMap { draft.tokens[$0]?["fixed"] as? Bool } == true }, "\(draft.rules)")
    }
}
