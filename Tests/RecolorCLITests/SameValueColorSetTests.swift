import Foundation
import XCTest

/// Two color sets equal in light and dark are one token in `init`'s draft (the other set named in
/// its description); `contrast` reads the other set as that token. GlucoseDirect's `Color("Blue")`
/// equals its AccentColor set: the white text on its blue tooltip (ChartView.swift:90) was no pair.
/// Negative: a set with another dark value is not that token.
final class SameValueColorSetTests: XCTestCase {
    static func colorSet(light: String, dark: String) -> String {
        func entry(_ green: String, _ red: String, dark: Bool) -> String {
            let appearances = dark ? #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "# : ""
            return #"{ "idiom" : "universal", \#(appearances)"color" : { "color-space" : "srgb", "components" : { "red" : "\#(red)", "alpha" : "1.000", "blue" : "1.000", "green" : "\#(green)" } } }"#
        }
        return #"{ "info" : { "version" : 1, "author" : "xcode" }, "colors" : [ \#(entry(light, "0.000", dark: false)), \#(entry(dark, "0.039", dark: true)) ] }"#
    }

    func app(_ s: Scratch, blueDark: String) throws {
        try s.write("App/Assets.xcassets/AccentColor.colorset/Contents.json", Self.colorSet(light: "0.478", dark: "0.518"))
        try s.write("App/Assets.xcassets/Blue.colorset/Contents.json", Self.colorSet(light: "0.478", dark: blueDark))
        try s.write("App/Tip.swift", """
            import SwiftUI

            struct Tip: View {
                var body: some View {
                    Text("Tip")
                        .padding(4)
                        .background(Color("Blue"))
                        .foregroundColor(Color.white)
                }
            }

            """)
    }

    func testASetEqualToATokensSetIsThatToken() throws {
        let s = try Scratch()
        try app(s, blueDark: "0.518")
        XCTAssertEqual(try CommandRunner.recolor(["init"], in: s.url).status, 0)
        XCTAssertFalse(try s.read(".recolor.json").contains(#""asset": "Blue""#))
        let contrast = try CommandRunner.recolor(["contrast"], in: s.url)
        XCTAssertNotEqual(contrast.status, 4, contrast.stdout + contrast.stderr)
        XCTAssertTrue(contrast.stdout.contains("on accentColor") && contrast.stdout.contains("App/Tip.swift:8 on App/Tip.swift:7"), contrast.stdout)
    }

    /// Negative: Blue with its own dark value is a token of its own, never AccentColor's.
    func testASetWithAnotherDarkIsNotThatToken() throws {
        let s = try Scratch()
        try app(s, blueDark: "0.300")
        XCTAssertEqual(try CommandRunner.recolor(["init"], in: s.url).status, 0)
        let contrast = try CommandRunner.recolor(["contrast"], in: s.url)
        XCTAssertFalse(contrast.stdout.contains("on accentColor"), contrast.stdout)
    }
}
