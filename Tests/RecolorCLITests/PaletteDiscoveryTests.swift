import Foundation
import XCTest

/// `init` finds the palettes the tree declares and uses by member name (issue 22 item 1), and
/// reads the pairs the code already decides (item 2) without guessing where it cannot know.
final class PaletteDiscoveryTests: XCTestCase {
    func table(_ s: Scratch) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
    }

    func testATypeOfFixedColorsUsedByNameIsAPaletteAndAnExtensionOfUIColorAPaletteFile() throws {
        let s = try Scratch()
        try s.write("Sources/Brand.swift", """
            import UIKit
            enum Brand {
                static let ink = UIColor(white: 0.1, alpha: 1)
                static let paper = UIColor(white: 0.95, alpha: 1)
                static let avatarColors: [UIColor] = [.red, .blue]
            }
            enum Unused {
                static let a = UIColor(white: 0.2, alpha: 1)
                static let b = UIColor(white: 0.3, alpha: 1)
            }
            enum Semantic {
                static let isDark = false
                static var text: UIColor { isDark ? UIColor(white: 1, alpha: 1) : UIColor(white: 0, alpha: 1) }
                static var line: UIColor { isDark ? UIColor(white: 0.3, alpha: 1) : UIColor(white: 0.8, alpha: 1) }
            }

            """)
        try s.write("Sources/Colors.swift", """
            import UIKit
            extension UIColor {
                static let brandBlue = UIColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
                static let brandRed = UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
            }

            """)
        try s.write("Sources/View.swift", """
            import UIKit
            final class V: UIView {
                let label = UILabel()
                func style() {
                    label.textColor = Brand.ink
                    backgroundColor = Brand.paper
                    tintColor = UIColor.brandBlue
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try table(s)
        XCTAssertEqual(t["palettes"] as? [String], ["Brand"], "used by name; Unused is not, Semantic's members are pairs")
        XCTAssertEqual(t["paletteFiles"] as? [String], ["Sources/Colors.swift"])
        let rules = (t["rules"] as! [[String: Any]]).map { $0["match"] as! String }
        XCTAssertTrue(rules.contains("Brand.ink") && rules.contains("Brand.paper"), "\(rules)")
        XCTAssertTrue(rules.contains("UIColor.brandBlue"), "\(rules)")
        let tokens = t["tokens"] as! [String: [String: String]]
        XCTAssertEqual(tokens["text"]?["uikit"], "Semantic.text")
        XCTAssertEqual(tokens["text"]?["dark"], "#FFFFFF")
        XCTAssertEqual(tokens["line"]?["source"], "code")
    }

    func testAPaletteMemberLightInTwoHarvestedTokensGetsNoRuleToEither() throws {
        let s = try Scratch()
        try s.write("Style.swift", """
            import UIKit
            enum Essentials {
                static let blue = UIColor(red: 0.2, green: 0.4, blue: 0.95, alpha: 1)
                static let grey = UIColor(white: 0.9, alpha: 1)
                static let ink = UIColor(white: 0.2, alpha: 1)
            }
            enum Semantic {
                static var darkMode: Bool { UIScreen.main.traitCollection.userInterfaceStyle == .dark }
                static var key: UIColor { darkMode ? Essentials.blue : Essentials.blue }
                static var actionText: UIColor { darkMode ? Essentials.grey : Essentials.blue }
                static var primaryText: UIColor { darkMode ? Essentials.grey : Essentials.ink }
            }

            """)
        try s.write("View.swift", "import UIKit\nlet a = UILabel()\nfunc f() {\n    a.textColor = Essentials.blue\n    a.textColor = Essentials.ink\n}\n")
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        let rules = try table(s)["rules"] as! [[String: Any]]
        let single = rules.filter { $0["dark"] == nil }.map { "\($0["match"]!) -> \($0["token"]!)" }
        XCTAssertTrue(single.contains("Essentials.ink -> primaryText"), "\(single)")
        XCTAssertFalse(single.contains { $0.hasPrefix("Essentials.blue -> key") || $0.hasPrefix("Essentials.blue -> actionText") },
                       "blue is the light value of two tokens: which one is a designer's call (\(single))")
    }
    /// A type whose stored `static var` colors the code reassigns (GoMap's label colors, chosen
    /// by a `didSet` on whether aerial imagery shows) is no palette: its uses are no fixed
    /// colors. A Bool member of a palette is no color: never a finding, never a token.
    func testReassignedStaticVarsAreNoPaletteAndABoolMemberIsNoColor() throws {
        let s = try Scratch()
        try s.write("Sources/Glyph.swift", """
            import UIKit
            final class GlyphLayer: CALayer {
                static var foreColor = UIColor.white
                static var backColor = UIColor.black
                static var whiteOnBlack = true {
                    didSet {
                        foreColor = whiteOnBlack ? UIColor.white : UIColor.black
                        backColor = whiteOnBlack ? UIColor.black : UIColor.white
                    }
                }
            }
            enum Ink {
                static let dark = UIColor(white: 0.1, alpha: 1)
                static let light = UIColor(white: 0.95, alpha: 1)
                static var isCompact = false
            }

            """)
        try s.write("Sources/View.swift", """
            import UIKit
            func style(_ label: UILabel, aerial: Bool) {
                GlyphLayer.whiteOnBlack = aerial
                label.textColor = GlyphLayer.foreColor
                label.backgroundColor = Ink.light
                label.tintColor = Ink.dark
                if Ink.isCompact { label.isHidden = true }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try table(s)
        XCTAssertEqual(t["palettes"] as? [String], ["Ink"], "GlyphLayer's colors are reassigned at run time")
        let rules = (t["rules"] as! [[String: Any]]).map { $0["match"] as! String }
        XCTAssertFalse(rules.contains { $0.contains("whiteOnBlack") || $0.contains("isCompact") }, "\(rules)")
        let check = try CommandRunner.recolor(["check", "--format", "json"], in: s.url)
        XCTAssertFalse(check.stdout.contains("isCompact"), check.stdout)
        XCTAssertFalse(check.stdout.contains("GlyphLayer.whiteOnBlack"), check.stdout)
    }
}

/// A color set that already has a dark appearance is an existing token of `init`'s draft, under its
/// asset name, with the set's values: never a proposal.
final class ColorSetTokenTests: XCTestCase {
    func testAColorSetWithADarkAppearanceIsAnExistingToken() throws {
        let s = try Scratch()
        try s.write("Assets.xcassets/Brand Ink.colorset/Contents.json", """
            { "colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x40", "green" : "0x34", "red" : "0x31" } }, "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0xFA", "green" : "0xF7", "red" : "0xF5" } }, "idiom" : "universal" }
              ], "info" : { "author" : "xcode", "version" : 1 } }
            """)
        // `.white` becomes Apple's systemBackground (no set is written for a system color); the green is the draft's own.
        try s.write("View.swift", "import UIKit\nlet v = UIView()\nfunc f() { v.backgroundColor = .white; v.tintColor = UIColor(red: 0.1, green: 0.5, blue: 0.3, alpha: 1) }\n")
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = t["tokens"] as! [String: [String: String]]
        let ink = try XCTUnwrap(tokens["brandInk"], "\(tokens.keys)")
        XCTAssertEqual(ink["asset"], "Brand Ink")
        XCTAssertEqual(ink["light"], "#313440")
        XCTAssertEqual(ink["dark"], "#F5F7FA", "the set's own dark value")
        XCTAssertEqual(ink["uikit"], "UIColor(named: \"Brand Ink\")!")
        XCTAssertEqual(ink["source"], "code")
    }

    static func colorSet(light: String, dark: String) -> String {
        func color(_ hex: String) -> String {
            let c = Array(hex)
            return #"{ "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x\#(String(c[4...5]))", "green" : "0x\#(String(c[2...3]))", "red" : "0x\#(String(c[0...1]))" } }"#
        }
        return """
            { "colors" : [
                { "color" : \(color(light)), "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : \(color(dark)), "idiom" : "universal" }
              ], "info" : { "author" : "xcode", "version" : 1 } }
            """
    }

    /// One set name in two catalogs with other values (threema's per-target ChatBubbleSent):
    /// one token of that name, the other catalog's values said in its description; two names
    /// are two tokens (the negative control).
    func testOneSetNameInTwoCatalogsWithOtherValuesIsOneToken() throws {
        let s = try Scratch()
        try s.write("Private.xcassets/ChatBubbleSent.colorset/Contents.json", Self.colorSet(light: "D9FAE9", dark: "212121"))
        try s.write("Work.xcassets/ChatBubbleSent.colorset/Contents.json", Self.colorSet(light: "DCF5FF", dark: "212121"))
        try s.write("Work.xcassets/Secondary.colorset/Contents.json", Self.colorSet(light: "DCF5FF", dark: "323232"))
        try s.write("V.swift", "import UIKit\nfunc f(_ v: UIView, _ w: UIView) { v.backgroundColor = UIColor(named: \"ChatBubbleSent\"); w.backgroundColor = UIColor(named: \"Secondary\") }\n")
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = t["tokens"] as! [String: [String: Any]]
        let sets = tokens.filter { $0.value["asset"] as? String == "ChatBubbleSent" }
        XCTAssertEqual(sets.count, 1, "\(tokens.keys)")
        XCTAssertEqual(sets.first?.key, "chatBubbleSent")
        XCTAssertTrue((sets.first?.value["description"] as? String)?.contains("another target's values") == true, "\(sets)")
        XCTAssertNotNil(tokens["secondary"], "\(tokens.keys)")
        // Two folders of one catalog are namespaces (mastodon's TextField/background and
        // Onboarding/background): two sets, two tokens.
        try s.write("Work.xcassets/Onboarding/Secondary.colorset/Contents.json", Self.colorSet(light: "101010", dark: "EEEEEE"))
        XCTAssertEqual(try CommandRunner.recolor(["init", "--force", "."], in: s.url).status, 0)
        let again = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let secondaries = (again["tokens"] as! [String: [String: Any]]).filter { $0.value["asset"] as? String == "Secondary" }
        XCTAssertEqual(secondaries.count, 2, "\(secondaries.keys)")
    }

    /// Mammoth's brand `Gold`: a color set the same in light and dark on purpose, which the code
    /// draws. The same literal in code takes the app's decision (the set) instead of tokens of its
    /// own with proposed darks; a white set the same in both says nothing of the code's other
    /// whites. (A set no code draws is no decision about a literal: `ColorSetNameTests`.)
    func testALiteralEqualToTheAppsFixedColorSetTakesThatSet() throws {
        let s = try Scratch()
        try s.write("Assets.xcassets/Gold.colorset/Contents.json", Self.colorSet(light: "DFA856", dark: "DFA856"))
        try s.write("Assets.xcassets/Paper.colorset/Contents.json", Self.colorSet(light: "FFFFFF", dark: "FFFFFF"))
        try s.write("Gradients.swift", """
            import UIKit
            enum Gradients {
                static let goldText = [UIColor(red: 223/255, green: 168/255, blue: 86/255, alpha: 1).cgColor, UIColor.white.cgColor]
            }
            func f(_ l: UILabel, _ v: UIView) { l.textColor = UIColor(red: 223/255, green: 168/255, blue: 86/255, alpha: 1); v.backgroundColor = .white }
            func badge(_ b: UIView) { b.backgroundColor = UIColor(named: "Gold") }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = t["tokens"] as! [String: [String: Any]]
        XCTAssertFalse(tokens.values.contains { ($0["light"] as? String) == "#DFA856" && $0["asset"] == nil }, "\(tokens)")
        let f = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(f.status, 0, f.stderr)
        let after = try s.read("Gradients.swift")
        XCTAssertTrue(after.contains("l.textColor = UIColor(named: \"Gold\")!"), after)
        XCTAssertTrue(after.contains("[UIColor(named: \"Gold\")!.cgColor"), after)
        XCTAssertFalse(after.contains("v.backgroundColor = UIColor(named: \"Paper\")"), after)
    }

    /// Mammoth's `HC Link Text` equals `Link Text` in light and dark: the earlier set's rule always
    /// wins, so a token of its own would be one no rule maps to, and the draft would fail its own
    /// `--strict` lint. One token, the other set named in its description; then `generate` writes
    /// neither set again into its catalog (the app's catalog has them: a duplicate in one target).
    func testEqualColorSetsAreOneTokenAndTheDraftPassesItsStrictLint() throws {
        let s = try Scratch()
        try s.write("Assets.xcassets/Link Text.colorset/Contents.json", Self.colorSet(light: "1D4ED8", dark: "93C5FD"))
        try s.write("Assets.xcassets/HC Link Text.colorset/Contents.json", Self.colorSet(light: "1D4ED8", dark: "93C5FD"))
        try s.write("Assets.xcassets/Gold.colorset/Contents.json", Self.colorSet(light: "DFA856", dark: "E0B060"))
        // `.white` becomes Apple's systemBackground (no set is written for a system color); the green is the draft's own.
        try s.write("View.swift", "import UIKit\nlet v = UIView()\nfunc f() { v.backgroundColor = .white; v.tintColor = UIColor(red: 0.1, green: 0.5, blue: 0.3, alpha: 1) }\n")
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = t["tokens"] as! [String: [String: Any]]
        let sets = tokens.filter { $0.value["asset"] != nil }
        XCTAssertEqual(sets.count, 2, "\(sets.keys)")
        let link = try XCTUnwrap(sets.values.first { ($0["light"] as? String) == "#1D4ED8" })
        XCTAssertTrue((link["description"] as? String ?? "").contains("the same light and dark"), "\(link)")
        let strict = try CommandRunner.recolor(["check", "--strict"], in: s.url)
        XCTAssertNotEqual(strict.status, 2, strict.stderr)
        XCTAssertFalse(strict.stderr.contains("no rule maps"), strict.stderr)

        // The draft names where generate writes (a Swift file only: no IB document); the catalog is asked here.
        var withCatalog = t
        withCatalog["generate"] = ["swift": "Generated/SemanticColors.swift", "assetCatalog": "Generated/Colors.xcassets"]
        try s.write(".recolor.json", String(decoding: try JSONSerialization.data(withJSONObject: withCatalog), as: UTF8.self))
        let g = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(g.status, 0, g.stderr)
        let written = (try? FileManager.default.contentsOfDirectory(atPath: s.url.appendingPathComponent("Generated/Colors.xcassets").path)) ?? []
        XCTAssertFalse(written.contains { $0.hasPrefix("Gold") || $0.hasPrefix("Link Text") || $0.hasPrefix("HC Link") }, "\(written)")
        XCTAssertTrue(written.contains { $0.hasSuffix(".colorset") }, "the draft's own token is still written: \(written)")
    }
}
