import Foundation
import XCTest

/// Color sets the app reaches only through SwiftGen's generated enum of its own name are said in
/// `init`'s summary (session 16's audit, F20: ruuvi's 38 sets, used 449 times as
/// `RuuviColor.x.color`, were invisible and nothing said so).
final class SwiftGenColorsTests: XCTestCase {
    static let set = #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x9F", "green" : "0xB0", "red" : "0x00" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#

    func project(enumName: String?) throws -> Scratch {
        let s = try Scratch()
        try s.write(".swiftgen.assets.yml", """
            xcassets:
              - inputs: ./Res/Colors.xcassets
                outputs:
                  - templatePath: ./Templates/xcassets-swift5.stencil
                    output: ./Res/Palette.swift
            \(enumName.map { "        params:\n          enumName: \($0)\n" } ?? "")
            """)
        try s.write("Res/Colors.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try s.write("Res/Colors.xcassets/Tint.colorset/Contents.json", Self.set)
        try s.write("Res/Colors.xcassets/Line.colorset/Contents.json", Self.set)
        try s.write("App/View.swift", "import UIKit\nfunc paint(_ v: UIView) { v.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1); v.tintColor = Palette.tint.color }\n")
        return s
    }

    func testInitSaysHowManySetsAreUsedThroughSwiftGensOwnEnum() throws {
        let s = try project(enumName: "Palette")
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("2 color sets are used through code recolor cannot see: SwiftGen's Palette (.swiftgen.assets.yml)"), r.stderr)
    }

    /// Negative: SwiftGen's default `Asset` enum is read (`Asset.Colors.x.color`): nothing to say.
    func testSwiftGensDefaultEnumIsNotSaid() throws {
        let s = try project(enumName: nil)
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertFalse(r.stderr.contains("cannot see"), r.stderr)
    }

    /// Negative: an enum name ending in `Asset`/`Assets` (`Assets`, Tuist's `KitAsset`) is read as the
    /// default's (review 28, A2): not said as unseen.
    func testAnEnumNameReadAsTheDefaultIsNotSaid() throws {
        for name in ["Assets", "KitAsset"] {
            let s = try project(enumName: name)
            let r = try CommandRunner.recolor(["init"], in: s.url)
            XCTAssertFalse(r.stderr.contains("cannot see"), name + r.stderr)
        }
    }
}
