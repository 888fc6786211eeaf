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

    /// A light-only color set drawn as a gradient stop under dark text: the text reads in dark (rarime's mint
    /// stop kept #C0FFB5 under #CFD4CF text, 1.30:1, "no dark value keeps it": session 30's review B7). The
    /// two stops' proposals go opposite ways, so both are kept as in light with their gradient (the table keeps
    /// the sets as they are, `TableKeptColorSets`) and the text on them is moved to read. (The negative, a
    /// token drawn elsewhere that does not cross for one pair, is `testAWhiteTextOnManyBackgroundsKeepsWhiteAndThePairIsListed`.)
    func testTextOnAGradientOfLightOnlySetsReadsWithTheStopsKept() throws {
        func app(_ s: Scratch) throws {
            let set = { (r: String, g: String, b: String) in #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "\#(b)", "green" : "\#(g)", "red" : "\#(r)" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"# }
            try s.write("Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
            try s.write("Assets.xcassets/MintStart.colorset/Contents.json", set("0x9A", "0xFE", "0x8A"))
            try s.write("Assets.xcassets/MintEnd.colorset/Contents.json", set("0x8A", "0xFE", "0xCC"))
            try s.write("Chip.swift", """
                import SwiftUI
                enum Washes {
                    static let mint = LinearGradient(gradient: Gradient(colors: [Color("MintStart"), Color("MintEnd")]), startPoint: .leading, endPoint: .trailing)
                }
                struct Chip: View {
                    var body: some View {
                        Text("Recommended").foregroundColor(Color(red: 0.08, green: 0.09, blue: 0.08)).padding(8).background(Washes.mint, in: Capsule())
                    }
                }

                """)
        }
        let s = try Scratch()
        try app(s)
        XCTAssertEqual(try CommandRunner.recolor(["init"], in: s.url).status, 0)
        let contrast = try CommandRunner.recolor(["contrast"], in: s.url)
        XCTAssertEqual(contrast.status, 0, contrast.stdout + contrast.stderr)
        XCTAssertTrue(contrast.stdout.contains("0 below the minimum"), contrast.stdout)
        let table = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = table["tokens"] as! [String: [String: Any]]
        let stop = try XCTUnwrap(tokens.values.first { $0["light"] as? String == "#9AFE8A" })
        XCTAssertEqual(stop["dark"] as? String, "#9AFE8A", "\(stop)")
    }
}

/// OKLCH lightness of a `#RRGGBB` string, for the tests' assertions.
enum RGBAHex {
    static func lightness(_ hex: String) -> Double? {
        let h = hex.dropFirst()
        guard h.count >= 6, let v = UInt32(h.prefix(6), radix: 16) else { return nil }
        func lin(_ c: UInt32) -> Double { let x = Double(c) / 255; return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4) }
        let r = lin(v >> 16 & 0xFF), g = lin(v >> 8 & 0xFF), b = lin(v & 0xFF)
        let l = 0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b
        let m = 0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b
        let sh = 0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b
        return 0.2104542553 * cbrt(l) + 0.7936177850 * cbrt(m) - 0.0040720468 * cbrt(sh)
    }
}
