import Foundation
import XCTest

/// A type whose static members look color sets up by name (LN-Zap's `enum Zap { static let white
/// = color("white") … private static func color(_ name: String) -> UIColor { UIColor(named: name,
/// in: …) ?? .magenta } }`, or `= UIColor(named: "white")!`) is a palette whose values are the
/// sets': `init` names it, scan gives its uses the sets' colors, and an app of white text on its
/// navy set is seen dark by design, so `fix` gives its sets no inverted dark.
final class ColorSetPaletteTests: XCTestCase {
    static func colorSet(_ r: String, _ g: String, _ b: String) -> String {
        #"{ "info" : { "version" : 1, "author" : "xcode" }, "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : { "red" : "\#(r)", "alpha" : "1.000", "blue" : "\#(b)", "green" : "\#(g)" } } } ] }"#
    }

    func app(_ s: Scratch, palette: String) throws {
        try s.write("App/Palette.swift", palette)
        try s.write("App/Colors.xcassets/white.colorset/Contents.json", Self.colorSet("1.000", "1.000", "1.000"))
        try s.write("App/Colors.xcassets/deepSeaBlue.colorset/Contents.json", Self.colorSet("0.137", "0.145", "0.200"))
        var screens = "import UIKit\n\n"
        for n in 0..<7 {
            screens += """
                final class Screen\(n): UIViewController {
                    let titleLabel = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor.Zap.background
                        titleLabel.textColor = UIColor.Zap.white
                        view.addSubview(titleLabel)
                    }
                }

                """
        }
        try s.write("App/Screens.swift", screens)
    }

    static let helperPalette = """
        import UIKit

        public extension UIColor {
            enum Zap {
                public static let white = color("white")
                public static let deepSeaBlue = color("deepSeaBlue")
                public static let background = deepSeaBlue

                private static func color(_ name: String) -> UIColor {
                    return UIColor(named: name, in: Bundle.main, compatibleWith: nil) ?? UIColor.magenta
                }
            }
        }

        """

    static func adaptiveColorSet(light: String, dark: String) -> String {
        #"{ "info" : { "version" : 1, "author" : "xcode" }, "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : { "red" : "\#(light)", "alpha" : "1.000", "blue" : "\#(light)", "green" : "\#(light)" } } }, { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "red" : "\#(dark)", "alpha" : "1.000", "blue" : "\#(dark)", "green" : "\#(dark)" } } } ] }"#
    }

    // Non-triggering: the same lookups of sets that have a dark appearance (Mammoth's
    // `UIColor.custom`, through `appColorNamed("Outlines")`) are the app's adaptive colors: no
    // palette, so their uses are no findings to give proposed darks.
    func testLookupsOfSetsWithADarkAppearanceAreNoPalette() throws {
        let s = try Scratch()
        try app(s, palette: Self.helperPalette)
        try s.write("App/Colors.xcassets/white.colorset/Contents.json", Self.adaptiveColorSet(light: "1.000", dark: "0.100"))
        try s.write("App/Colors.xcassets/deepSeaBlue.colorset/Contents.json", Self.adaptiveColorSet(light: "0.220", dark: "0.925"))
        let initRun = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        XCTAssertEqual(t["palettes"] as? [String], [], "\(t)")
        let rules = t["rules"] as? [[String: Any]] ?? []
        XCTAssertFalse(rules.contains { ($0["match"] as? String ?? "").contains("Zap.") }, "\(rules)")
        let tokens = t["tokens"] as? [String: [String: Any]] ?? [:]
        XCTAssertTrue(tokens.values.allSatisfy { $0["source"] as? String == "code" }, "only the sets, from the catalog: \(tokens)")
    }

    func testAPaletteOfColorSetLookupsThroughAHelperIsFoundWithTheSetsValues() throws {
        let s = try Scratch()
        try app(s, palette: Self.helperPalette)
        let initRun = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains(#""palettes": [\#n    "Zap"\#n  ]"#) || table.contains(#""palettes": ["Zap"]"#), table)
        // The members' values are the sets': white text on the navy set, 7 screens: dark by design.
        XCTAssertTrue(initRun.stderr.contains("dark by design"), initRun.stderr)
        let scan = try CommandRunner.recolor(["scan", "--format", "json"], in: s.url)
        XCTAssertTrue(scan.stdout.contains("#232533"), scan.stdout)
        let fix = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertLessThan(fix.status, 2, fix.stderr)
        // The white set is never given a black dark (white text on navy stays white).
        let white = try s.read("App/Colors.xcassets/white.colorset/Contents.json")
        XCTAssertFalse(white.contains(#""red" : "0.000""#), white)
    }

    /// With too few uses to tell the design (one screen), the set `white` that `Zap.white` looks
    /// up still takes the member's token (white text, kept white), not that of a white background.
    func testAColorSetTakesTheTokenOfThePaletteMemberThatLooksItUp() throws {
        let s = try Scratch()
        try s.write("App/Palette.swift", Self.helperPalette)
        try s.write("App/Colors.xcassets/white.colorset/Contents.json", Self.colorSet("1.000", "1.000", "1.000"))
        try s.write("App/Colors.xcassets/deepSeaBlue.colorset/Contents.json", Self.colorSet("0.137", "0.145", "0.200"))
        try s.write("App/Screens.swift", """
            import UIKit
            final class Title: UIViewController {
                let titleLabel = UILabel()
                override func viewDidLoad() {
                    view.backgroundColor = UIColor.Zap.background
                    titleLabel.textColor = UIColor.Zap.white
                }
            }
            final class Toast: UIView {
                func styleInfo() { backgroundColor = .white }
            }

            """)
        XCTAssertEqual(try CommandRunner.recolor(["init"], in: s.url).status, 0)
        let fix = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertLessThan(fix.status, 2, fix.stderr)
        let white = try s.read("App/Colors.xcassets/white.colorset/Contents.json")
        XCTAssertFalse(white.contains(#""red" : "0.000""#), white)
    }

    func testMembersThatUnwrapANamedColorAreAPaletteToo() throws {
        let s = try Scratch()
        try app(s, palette: """
            import UIKit

            extension UIColor {
                enum Zap {
                    static let white = UIColor(named: "white")!
                    static let background = UIColor(named: "deepSeaBlue")!
                }
            }

            """)
        let initRun = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains("\"Zap\""), table)
    }

    /// `"palettes": ["UIColor.Zap"]`, the spelling every use reads, is the nested type; a name
    /// that matches no type is said, with the nearest.
    func testAPaletteNamedByItsQualifiedNameMatchesAndAnUnknownOneIsSaid() throws {
        let s = try Scratch()
        try app(s, palette: Self.helperPalette)
        try s.write(".recolor.json", #"{ "palettes": ["UIColor.Zap"] }"#)
        let qualified = try CommandRunner.recolor(["scan", "--format", "json"], in: s.url)
        XCTAssertTrue(qualified.stdout.contains("Zap.background"), qualified.stdout)
        try s.write(".recolor.json", #"{ "palettes": ["Zapp"] }"#)
        let unknown = try CommandRunner.recolor(["scan"], in: s.url)
        XCTAssertTrue(unknown.stderr.contains("palettes[0]") && unknown.stderr.contains("nearest is 'Zap'"), unknown.stderr)
    }

    /// A palette member looking a set up (`static var faded: Color { Color("faded") }`) draws the
    /// set: its text and stroke uses and the set's own finding are one token with one dark, the
    /// one written into the set (session 30's review A15: three tokens, #8B8B8B in the set and
    /// #4A4A4A in a second generated set; A12: init warned that its own rules missed the set).
    /// Non-triggering: a gray of the same value in code, drawn as a background, stays its own, and
    /// so does another set of that gray behind another member (Concordium's three white sets).
    func testAPaletteMemberLookingUpASetIsTheSetsOneToken() throws {
        let s = try Scratch()
        try s.write("App/Colors.xcassets/faded.colorset/Contents.json", Self.colorSet("0x96", "0x96", "0x96"))
        try s.write("App/Colors.xcassets/paper.colorset/Contents.json", Self.colorSet("0xFB", "0xFB", "0xFB"))
        try s.write("App/Colors.xcassets/mist.colorset/Contents.json", Self.colorSet("0x96", "0x96", "0x96"))
        try s.write("App/Shades.swift", """
            import SwiftUI

            enum Shades {
                static var faded: Color { Color("faded") }
                static var paper: Color { Color("paper") }
                static var mist: Color { Color("mist") }
            }

            """)
        try s.write("App/WordList.swift", """
            import SwiftUI

            struct WordList: View {
                var body: some View {
                    VStack {
                        Text("12 words").foregroundColor(Shades.faded)
                        RoundedRectangle(cornerRadius: 8).stroke(Shades.faded, lineWidth: 1)
                        Capsule().stroke(Shades.faded, lineWidth: 1)
                    }
                    .background(Shades.paper)
                    Text("hint").foregroundColor(Shades.mist)
                }
            }

            """)
        try s.write("App/Hint.swift", """
            import UIKit

            final class Hint: UILabel {
                func style() { textColor = UIColor(named: "faded") }
            }
            final class Well: UIView {
                func style() { backgroundColor = UIColor(red: 0.588, green: 0.588, blue: 0.588, alpha: 1) }
            }

            """)
        let initRun = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        XCTAssertFalse(initRun.stderr.contains("rules' order"), initRun.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = t["tokens"] as? [String: [String: Any]] ?? [:]
        let rules = t["rules"] as? [[String: Any]] ?? []
        let fadedTokens = Set(rules.filter { r in
            let match = r["match"] as? String ?? ""
            return match == "Shades.faded" || (r["context"] as? [String]) == ["faded"]
        }.compactMap { $0["token"] as? String })
        XCTAssertEqual(fadedTokens.count, 1, "one token for the set and its member: \(rules)")
        XCTAssertNil(rules.first { ($0["match"] as? String) == "Shades.faded" && $0["context"] != nil }, "the member in every context: \(rules)")
        let faded = try XCTUnwrap(fadedTokens.first.flatMap { tokens[$0] })
        // Another set of the same gray, behind another member, is another token (two sets never merge).
        let mist = rules.first { ($0["match"] as? String) == "Shades.mist" }?["token"] as? String
        XCTAssertNotNil(mist, "\(rules)")
        XCTAssertNotEqual(mist, fadedTokens.first, "\(rules)")
        let dark = try XCTUnwrap(faded["dark"] as? String)
        // The code's gray background is no use of the set.
        let well = rules.first { ($0["match"] as? String) == "#969696" && $0["context"] == nil }
        XCTAssertNotNil(well, "\(rules)")
        XCTAssertNotEqual(well?["token"] as? String, fadedTokens.first, "\(rules)")
        let fix = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        _ = try CommandRunner.recolor(["generate"], in: s.url)
        // The set holds the token's dark; no second set of that color is generated.
        let set = try JSONSerialization.jsonObject(with: Data(try s.read("App/Colors.xcassets/faded.colorset/Contents.json").utf8)) as! [String: Any]
        let darkEntry = (set["colors"] as? [[String: Any]] ?? []).first { $0["appearances"] != nil }
        let components = (darkEntry?["color"] as? [String: Any])?["components"] as? [String: String]
        XCTAssertEqual(components?["red"]?.uppercased().replacingOccurrences(of: "0X", with: ""), String(dark.dropFirst().prefix(2)), "\(dark): \(set)")
        let sets = try FileManager.default.subpathsOfDirectory(atPath: s.url.path).filter { $0.hasSuffix(".colorset") }
        XCTAssertEqual(sets.filter { $0.lowercased().contains("faded") }.count, 1, "\(sets)")
    }
}
