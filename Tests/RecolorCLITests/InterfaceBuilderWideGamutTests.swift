import Foundation
import XCTest

/// A Display P3 color outside sRGB is read clipped: a token's hex holds only sRGB, so mapping it
/// would change the color in light on a wide-gamut screen (Kursvalut's settings tiles in
/// displayP3, rewritten to their clipped sRGB #FF0057: session 30's review A13). `init` keeps it
/// with the reason, and `fix` leaves the element as drawn. Non-triggering: a Display P3 color
/// inside sRGB maps to a token as any other.
final class InterfaceBuilderWideGamutTests: XCTestCase {
    static func xib(red: String, green: String, blue: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="tile-1">
                    <rect key="frame" x="0.0" y="0.0" width="29" height="29"/>
                    <color key="backgroundColor" red="\(red)" green="\(green)" blue="\(blue)" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
                </view>
            </objects>
        </document>

        """
    }

    func testAColorOutsideSRGBIsKeptAsDrawn() throws {
        let s = try Scratch()
        try s.write("Tiles/Tile.xib", Self.xib(red: "0.94677980979999998", green: "0.12428611923541118", blue: "0.3541919753881308"))
        let initRun = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains("\"keep\": \"outside sRGB"), table)
        let before = try s.read("Tiles/Tile.xib")
        let fix = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        XCTAssertEqual(try s.read("Tiles/Tile.xib"), before)
        XCTAssertEqual(try CommandRunner.recolor(["check"], in: s.url).status, 0)
    }

    func testAColorInsideSRGBStillMaps() throws {
        let s = try Scratch()
        try s.write("Tiles/Tile.xib", Self.xib(red: "0.5", green: "0.5", blue: "0.5"))
        XCTAssertEqual(try CommandRunner.recolor(["init"], in: s.url).status, 0)
        XCTAssertFalse(try s.read(".recolor.json").contains("outside sRGB"))
        _ = try CommandRunner.recolor(["fix"], in: s.url)
        let after = try s.read("Tiles/Tile.xib")
        XCTAssertTrue(after.contains("name=\""), after)
    }
}
