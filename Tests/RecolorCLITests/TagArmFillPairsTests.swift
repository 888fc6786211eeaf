import Foundation
import XCTest

/// A button class filling itself per tag (`switch self.tag { case 1...6: KeyOrange; default: KeyGray }`,
/// the normal arm of its `isHighlighted` didSet) fills each document instance by its `tag`: Kursvalut's
/// digit keys (tag 0, gray) had their titles paired with the first arm's orange and the gray was never
/// checked (session 30's review A4, /work/s32/repro/fixc32-a4tag). Negative: the orange key's title
/// stays on the orange.
final class TagArmFillPairsTests: XCTestCase {
    static func set(_ r: String, _ g: String, _ b: String) -> String {
        #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "\#(b)", "green" : "\#(g)", "red" : "\#(r)" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
    }

    static let button = """
        import UIKit

        class KeyButton: UIButton {
            override var isHighlighted: Bool {
                didSet {
                    if isHighlighted {
                        switch self.tag {
                        case 1...6:
                            backgroundColor = UIColor(named: "KeyOrangePressed")
                        default:
                            backgroundColor = UIColor(named: "KeyGrayPressed")
                        }
                    } else {
                        switch self.tag {
                        case 1...6:
                            backgroundColor = UIColor(named: "KeyOrange")
                        default:
                            backgroundColor = UIColor(named: "KeyGray")
                        }
                    }
                }
            }
        }

        """

    static func key(_ id: String, tag: String, fill: String, title: String, white: String) -> String {
        """
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" \(tag)id="\(id)" customClass="KeyButton" customModule="Calc" customModuleProvider="target">
                            <rect key="frame" x="0.0" y="0.0" width="99" height="89.5"/>
                            <color key="backgroundColor" name="\(fill)"/>
                            <fontDescription key="fontDescription" type="system" weight="medium" pointSize="40"/>
                            <state key="normal" title="\(title)">
                                <color key="titleColor" white="\(white)" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </state>
                        </button>
        """
    }

    static let keypad = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <dependencies>
                <capability name="Named colors" minToolsVersion="9.0"/>
            </dependencies>
            <objects>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                    <subviews>
        \(key("Key-AC-001", tag: #"tag="1" "#, fill: "KeyOrange", title: "AC", white: "0.0"))
        \(key("Key-07-001", tag: "", fill: "KeyGray", title: "7", white: "0.0"))
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
            </objects>
            <resources>
                <namedColor name="KeyOrange">
                    <color red="1" green="0.80784313725490198" blue="0.48627450980392156" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
                <namedColor name="KeyGray">
                    <color red="0.898" green="0.898" blue="0.918" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
            </resources>
        </document>

        """

    func testEachKeysTitleIsOnItsTagsFill() throws {
        let s = try Scratch()
        try s.write("Calc/Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try s.write("Calc/Assets.xcassets/KeyOrange.colorset/Contents.json", Self.set("1.000", "0.808", "0.486"))
        try s.write("Calc/Assets.xcassets/KeyOrangePressed.colorset/Contents.json", Self.set("0.886", "0.639", "0.290"))
        try s.write("Calc/Assets.xcassets/KeyGray.colorset/Contents.json", Self.set("0.898", "0.898", "0.918"))
        try s.write("Calc/Assets.xcassets/KeyGrayPressed.colorset/Contents.json", Self.set("0.765", "0.761", "0.780"))
        try s.write("Calc/KeyButton.swift", Self.button)
        try s.write("Calc/Keypad.xib", Self.keypad)
        XCTAssertEqual(try CommandRunner.recolor(["init", "-q", "."], in: s.url).status, 0)
        let contrast = try CommandRunner.recolor(["contrast", "--format", "json", "."], in: s.url)
        let pairs = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contrast.stdout.utf8)) as? [String: Any])["pairs"] as? [[String: Any]] ?? []
        // Each title sighting in the document: its line and the line of the code's fill it is measured on.
        let seen = pairs.flatMap { $0["seen"] as? [[String: Any]] ?? [] }.filter { $0["file"] as? String == "Calc/Keypad.xib" }
            .map { ($0["line"] as? Int ?? 0, $0["backgroundLine"] as? Int ?? 0) }.sorted { $0.0 < $1.0 }
        // The AC key (tag 1, first in the document) on the orange arm (line 16), the digit (no tag: 0) on the gray one (line 18).
        XCTAssertEqual(seen.map(\.1), [16, 18], "\(seen)")
    }
}
