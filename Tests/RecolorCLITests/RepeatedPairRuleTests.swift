import Foundation
import XCTest

/// A color set whose dark repeats its light, read through the app's member, drew two rules for one
/// color and token: one with `"dark"`, one for every finding of the color, which maps whatever the
/// first does (Wasserflug: 10 of 37 rules; session 29's review, B8). init writes the one rule.
/// Hand-written.
final class RepeatedPairRuleTests: XCTestCase {
    static let set = """
        { "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x66", "green" : "0x66", "red" : "0x00" } }, "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "DARK", "green" : "0x66", "red" : "0x00" } }, "idiom" : "universal" }
          ], "info" : { "author" : "xcode", "version" : 1 } }
        """

    func rules(darkBlue: String) throws -> [[String: Any]] {
        let s = try Scratch()
        try s.write("A.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try s.write("A.xcassets/Teal.colorset/Contents.json", Self.set.replacingOccurrences(of: "DARK", with: darkBlue))
        try s.write("P.swift", """
            import SwiftUI
            enum Palette { static let teal = Color("Teal") }
            struct V: View { var body: some View { Text("x").foregroundColor(Palette.teal).background(Color.white) } }
            """)
        let run = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        let table = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return (table["rules"] as? [[String: Any]] ?? []).filter { $0["match"] as? String == "#006666" }
    }

    func testASetWhoseDarkRepeatsItsLightGetsOneRule() throws {
        let found = try rules(darkBlue: "0x66")
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertEqual(found.first?["token"] as? String, "teal")
    }
}
