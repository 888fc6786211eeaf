import Foundation
import XCTest

/// One failing pair on the app's own dark accent does not move a token used on other
/// backgrounds (session 16's audit, F6: paperless's `inverseText` went #121212 in dark for white
/// on its accent, and every white text of the app turned black on green and red). The pair is
/// said on stderr and listed in the table's pairs; white stays white.
final class OnePairOnOwnAccentTests: XCTestCase {
    static let accent = """
        { "colors" : [
          { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x1C", "green" : "0x50", "red" : "0x14" } }, "idiom" : "universal" },
          { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
            "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x38", "green" : "0x90", "red" : "0x2A" } }, "idiom" : "universal" } ],
          "info" : { "author" : "xcode", "version" : 1 } }

        """

    func testAWhiteTextOnManyBackgroundsKeepsWhiteAndThePairIsListed() throws {
        let s = try Scratch()
        try s.write("Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try s.write("Assets.xcassets/AccentColor.colorset/Contents.json", Self.accent)
        try s.write("Views.swift", """
            import SwiftUI
            struct OKButton: View {
                var body: some View { Text("OK").foregroundStyle(.white).background { Capsule().fill(.accent) } }
            }
            struct Badge: View {
                var body: some View { Text("3").foregroundColor(.white).background(Color(red: 0.75, green: 0, blue: 0)) }
            }

            """)
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let table = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = table["tokens"] as! [String: [String: Any]]
        let white = tokens.values.first { $0["light"] as? String == "#FFFFFF" }
        XCTAssertEqual(white?["dark"] as? String, "#FFFFFF", "\(tokens)")
        let pairs = table["pairs"] as? [[String: Any]] ?? []
        XCTAssertEqual(pairs.count, 1, "\(table)")
        XCTAssertTrue(r.stderr.contains("Views.swift:3 on Views.swift:3) reads in light but no dark value keeps it"), r.stderr)
    }

    /// Negative: a pair whose background recolor proposes still moves it (the green badge is darkened).
    func testAProposedBackgroundStillMovesForThePair() throws {
        let s = try Scratch()
        try s.write("Views.swift", """
            import UIKit
            func badge(_ label: UILabel) {
                label.textColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
                label.backgroundColor = UIColor(red: 0x2E/255, green: 0x7D/255, blue: 0x32/255, alpha: 1)
            }

            """)
        _ = try CommandRunner.recolor(["init"], in: s.url)
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains("so that"), table)
    }
}
