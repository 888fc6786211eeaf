import Foundation
import XCTest

/// A light-only color set the table keeps as it is stays as it is in both appearances, with `check`
/// quiet (`TableKeptColorSets`): a token whose dark value is the set's own, a `fixed` token, or a
/// `keep` rule. `fix` adds no dark entry to such a set, and a palette member looking it up
/// (`static let snow = Color("Snow")`) was still valued at its light color: `check` after `fix`
/// reported every read (`Color.snow` "use snow (Color.snow)"), so `init` could keep no such set as
/// in light, and a scheme's `onX` or a gradient's stops that are sets moved where code colors are
/// kept (session 32's note; review 30's B2 and B7). Negatives: a set the table moves (`Dusk`) keeps
/// its member's reads reported until `fix` writes its dark; a set of another name is not kept.
final class TableKeptColorSetTests: XCTestCase {
    static func set(_ r: String, _ g: String, _ b: String) -> String {
        #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x\#(b)", "green" : "0x\#(g)", "red" : "0x\#(r)" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
    }

    /// Snow (white text, kept by `snow`) on Dusk (moved by `dusk`), both read through palette members.
    func app(snow: String, snowRule: String) throws -> Scratch {
        let s = try Scratch()
        try s.write("Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try s.write("Assets.xcassets/Snow.colorset/Contents.json", Self.set("FC", "FC", "FD"))
        try s.write("Assets.xcassets/Dusk.colorset/Contents.json", Self.set("1C", "20", "26"))
        try s.write("Palette.swift", """
            import SwiftUI

            extension Color {
                static let snow = Color("Snow")
                static let dusk = Color("Dusk")
            }

            """)
        try s.write("Views.swift", """
            import SwiftUI

            struct Chip: View {
                var body: some View {
                    Text("Remove").foregroundColor(.snow).padding(8).background(Color.dusk)
                }
            }

            """)
        try s.write(".recolor.json", """
            {
              "paletteFiles": ["Palette.swift"],
              "tokens": {
                "snow": \(snow),
                "dusk": { "swiftui": "Color.dusk", "light": "#1C2026", "dark": "#2A2F35", "asset": "Dusk" }
              },
              "rules": [
                { "match": "Color.snow", "token": "snow" },
                { "match": "Color.dusk", "token": "dusk" },
                \(snowRule),
                { "match": "#1C2026", "context": ["Dusk"], "token": "dusk" }
              ]
            }

            """)
        return s
    }

    static let snowToken = ##"{ "swiftui": "Color.snow", "light": "#FCFCFD", "dark": "#FCFCFD", "asset": "Snow" }"##
    static let snowRule = ##"{ "match": "#FCFCFD", "context": ["Snow"], "token": "snow" }"##

    func testASetWhoseTokenKeepsItsValueIsLeftAndItsReadsAreQuiet() throws {
        let s = try app(snow: Self.snowToken, snowRule: Self.snowRule)
        let before = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertFalse(before.stdout.contains("snow"), before.stdout)
        // Not: the set the table moves is reported, and its member's read.
        XCTAssertTrue(before.stdout.contains("color set Dusk has no dark appearance"), before.stdout)
        XCTAssertTrue(before.stdout.contains("Color.dusk"), before.stdout)
        XCTAssertEqual(try CommandRunner.recolor(["fix", "-q", "."], in: s.url).status, 0)
        XCTAssertEqual(try s.read("Assets.xcassets/Snow.colorset/Contents.json"), Self.set("FC", "FC", "FD"))
        XCTAssertTrue(try s.read("Assets.xcassets/Dusk.colorset/Contents.json").contains("dark"))
        XCTAssertTrue(try s.read("Views.swift").contains(".foregroundColor(.snow)"))
        let after = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertEqual(after.status, 0, after.stdout + after.stderr)
        // The pair is still measured, the kept set at its one value.
        let contrast = try CommandRunner.recolor(["contrast", "."], in: s.url)
        XCTAssertTrue(contrast.stdout.contains("snow on dusk"), contrast.stdout)
        XCTAssertTrue(contrast.stdout.contains("#FCFCFD on #2A2F35"), contrast.stdout)
    }

    func testAFixedTokenOrAKeepRuleKeepsTheSetToo() throws {
        for (token, rule) in [(##"{ "swiftui": "Color.snow", "light": "#FCFCFD", "fixed": true, "asset": "Snow" }"##, Self.snowRule),
                              (Self.snowToken, ##"{ "match": "#FCFCFD", "context": ["Snow"], "keep": "brand" }"##)] {
            let s = try app(snow: token, snowRule: rule)
            XCTAssertEqual(try CommandRunner.recolor(["fix", "-q", "."], in: s.url).status, 0)
            let after = try CommandRunner.recolor(["check", "."], in: s.url)
            XCTAssertEqual(after.status, 0, token + rule + after.stdout + after.stderr)
        }
    }

    /// Not: a token that moves the set (a dark of its own) leaves the member's reads findings until `fix`
    /// writes the set's dark entry; a keep rule for another set keeps nothing here.
    func testASetTheTableMovesKeepsItsReadsReported() throws {
        let s = try app(snow: ##"{ "swiftui": "Color.snow", "light": "#FCFCFD", "dark": "#E0E0E0", "asset": "Snow" }"##,
                        snowRule: ##"{ "match": "#FCFCFD", "context": ["SnowDim"], "keep": "brand" }"##)
        let before = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertTrue(before.stdout.contains("hard-coded color .snow"), before.stdout)
    }

    /// Not: a set kept by a keep rule of its own (MapaMurali's `OrangeDark`, kept for its launch screen) whose
    /// member the table maps to a token that moves it: the member's reads stay findings, for `fix` to rewrite.
    func testAMemberTheTableMovesOfAKeptSetIsStillAFinding() throws {
        let s = try app(snow: ##"{ "uikit": "Semantic.snow", "swiftui": "Color(Semantic.snow)", "light": "#FCFCFD", "dark": "#1E1E1E", "asset": "semanticSnow" }"##,
                        snowRule: ##"{ "match": "#FCFCFD", "context": ["Snow"], "keep": "launch screen" }"##)
        let before = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertTrue(before.stdout.contains("hard-coded color .snow"), before.stdout)
    }

    /// `init` keeps a gradient of two light-only sets whose proposals go opposite ways as in light (review 30's B7,
    /// /work/s30/repro/b7), and what `fix` then writes leaves the sets as they are with `check` quiet.
    func testInitKeepsAGradientOfLightOnlySetsAndCheckIsQuietAfterFix() throws {
        let s = try Scratch()
        try s.write("Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try s.write("Assets.xcassets/MintStart.colorset/Contents.json", Self.set("9A", "FE", "8A"))
        try s.write("Assets.xcassets/MintEnd.colorset/Contents.json", Self.set("8A", "FE", "CC"))
        try s.write("Gradients.swift", """
            import SwiftUI

            enum Washes {
                static let mint = LinearGradient(gradient: Gradient(colors: [Color("MintStart"), Color("MintEnd")]), startPoint: .leading, endPoint: .trailing)
            }

            struct RecoveryChip: View {
                var body: some View {
                    Text("Recommended").foregroundColor(Color(red: 0.08, green: 0.09, blue: 0.08)).padding(8).background(Washes.mint, in: Capsule())
                }
            }

            """)
        XCTAssertEqual(try CommandRunner.recolor(["init", "-q", "."], in: s.url).status, 0)
        let table = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = table["tokens"] as! [String: [String: Any]]
        for (hex, name) in [("#9AFE8A", "MintStart"), ("#8AFECC", "MintEnd")] {
            let t = try XCTUnwrap(tokens.values.first { $0["asset"] as? String == name }, "\(tokens)")
            XCTAssertEqual(t["dark"] as? String, hex, "\(t)")
        }
        XCTAssertEqual(try CommandRunner.recolor(["generate", "-q"], in: s.url).status, 0)
        XCTAssertEqual(try CommandRunner.recolor(["fix", "-q", "."], in: s.url).status, 0)
        XCTAssertEqual(try s.read("Assets.xcassets/MintEnd.colorset/Contents.json"), Self.set("8A", "FE", "CC"))
        let check = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        let contrast = try CommandRunner.recolor(["contrast", "."], in: s.url)
        XCTAssertEqual(contrast.status, 0, contrast.stdout + contrast.stderr)
    }

    /// A scheme's `onX` that is a light-only set is kept as in light with its kept `x` (review 30's B2 with the
    /// text a set), and `check` is quiet after `fix`.
    func testAKeptSchemesOnColorThatIsASetIsKept() throws {
        let s = try Scratch()
        try s.write("Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try s.write("Assets.xcassets/OnButton.colorset/Contents.json", Self.set("DD", "DD", "DD"))
        try s.write("Scheme.swift", """
            import SwiftUI

            struct ShelfScheme {
                let background: Color
                let button: Color
                let onButton: Color
            }

            extension ShelfScheme {
                static let standard = ShelfScheme(
                    background: Color(red: 0.03, green: 0.03, blue: 0.03),
                    button: Color(red: 0.455, green: 0.455, blue: 0.455).opacity(0.7),
                    onButton: Color("OnButton")
                )
            }

            final class ShelfTheme: ObservableObject {
                @Published var scheme: ShelfScheme = .standard
            }

            struct ChannelChip: View {
                @EnvironmentObject var theme: ShelfTheme
                let title: String
                var body: some View {
                    Text(title).padding(8).background(theme.scheme.button).foregroundColor(theme.scheme.onButton)
                }
            }

            struct GuideScreen: View {
                @EnvironmentObject var theme: ShelfTheme
                var body: some View {
                    ChannelChip(title: "News").background(theme.scheme.background)
                }
            }

            """)
        XCTAssertEqual(try CommandRunner.recolor(["init", "-q", "."], in: s.url).status, 0)
        let table = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = table["tokens"] as! [String: [String: Any]]
        let on = try XCTUnwrap(tokens.values.first { $0["asset"] as? String == "OnButton" }, "\(tokens)")
        XCTAssertEqual(on["dark"] as? String, "#DDDDDD", "\(on)")
        XCTAssertEqual(try CommandRunner.recolor(["generate", "-q"], in: s.url).status, 0)
        XCTAssertEqual(try CommandRunner.recolor(["fix", "-q", "."], in: s.url).status, 0)
        XCTAssertEqual(try s.read("Assets.xcassets/OnButton.colorset/Contents.json"), Self.set("DD", "DD", "DD"))
        let check = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        let contrast = try CommandRunner.recolor(["contrast", "."], in: s.url)
        XCTAssertEqual(contrast.status, 0, contrast.stdout + contrast.stderr)
    }
}
