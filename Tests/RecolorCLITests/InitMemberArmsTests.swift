import Foundation
import XCTest

/// Issue 22, left from session 14: an appearance choice whose one arm is a literal and the other
/// the app's own member or color set is one token with the code's values (M2's harvest), wrapper
/// calls choosing by appearance are one pair, and the app's own members of its color sets are
/// the tokens' expressions (audit m7). Each fixture is hand-written in the shape of an app.
final class InitMemberArmsTests: XCTestCase {
    func table(_ s: Scratch) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
    }

    func tokens(_ t: [String: Any]) -> [String: [String: Any]] { t["tokens"] as? [String: [String: Any]] ?? [:] }

    func colorSet(_ s: Scratch, _ name: String, universal: String, dark: String? = nil) throws {
        func entry(_ hex: String, dark: Bool) -> String {
            let c = Array(hex.dropFirst())
            let comp = { (i: Int) in "0x" + String(c[i...i + 1]) }
            let appearances = dark ? "\"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"dark\" } ], " : ""
            return "{ \(appearances)\"color\" : { \"color-space\" : \"srgb\", \"components\" : { \"alpha\" : \"1.000\", \"red\" : \"\(comp(0))\", \"green\" : \"\(comp(2))\", \"blue\" : \"\(comp(4))\" } }, \"idiom\" : \"universal\" }"
        }
        let entries = [entry(universal, dark: false)] + (dark.map { [entry($0, dark: true)] } ?? [])
        try s.write("Assets.xcassets/\(name).colorset/Contents.json", "{ \"colors\" : [ \(entries.joined(separator: ", ")) ], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n")
    }

    func run(_ s: Scratch, _ args: [String]) throws -> CommandRunner.Outcome {
        try CommandRunner.recolor(args, in: s.url)
    }

    /// `generate` into SemanticColors.swift, as a user adds after `init`.
    func generate(_ s: Scratch) throws -> CommandRunner.Outcome {
        var t = try table(s)
        t["generate"] = ["swift": "SemanticColors.swift"]
        try s.write(".recolor.json", String(decoding: try JSONSerialization.data(withJSONObject: t), as: UTF8.self))
        return try run(s, ["generate"])
    }

    /// M2, Trio's sticky bar: `colorScheme == .dark ? Color.bgDarkerDarkBlue : Color.white`, the
    /// member a color set: one token, light the literal, dark the set's value; `fix` replaces
    /// the whole ternary (before, the arm was kept and the pair lost).
    func testATernaryBesideAColorSetMemberIsOneTokenWithTheSetsValue() throws {
        let s = try Scratch()
        try colorSet(s, "Background_DarkerDarkBlue", universal: "#030F1C")
        try s.write("Sticky.swift", """
            import SwiftUI
            extension Color { static let bgDarkerDarkBlue = Color("Background_DarkerDarkBlue") }
            struct StickyBar: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    VStack {
                        Rectangle().foregroundStyle(colorScheme == .dark ? Color.bgDarkerDarkBlue : Color.white)
                        Text("x").foregroundStyle(colorScheme == .dark ? Color("Night") : .black)
                    }
                }
            }

            """)
        try colorSet(s, "Night", universal: "#FFFFFF", dark: "#E0E0E0")
        XCTAssertEqual(try run(s, ["init", "."]).status, 0)
        let ts = tokens(try table(s))
        let sticky = ts.values.first { ($0["light"] as? String) == "#FFFFFF" && ($0["dark"] as? String) == "#030F1C" }
        XCTAssertNotNil(sticky, "\(ts)")
        XCTAssertEqual(sticky?["source"] as? String, "code")
        // The color set shown in dark: its dark appearance's value.
        XCTAssertNotNil(ts.values.first { ($0["light"] as? String) == "#000000" && ($0["dark"] as? String) == "#E0E0E0" }, "\(ts)")
        XCTAssertEqual(try generate(s).status, 0)
        _ = try run(s, ["fix", "."])
        let fixed = try s.read("Sticky.swift")
        XCTAssertFalse(fixed.contains("colorScheme == .dark"), "each ternary replaced whole: \(fixed)")
    }

    /// The member's value declared as a literal in the app (`static let loopGreen = Color(red: …)`).
    func testATernaryBesideALiteralMemberTakesTheMembersValue() throws {
        let s = try Scratch()
        try s.write("Loop.swift", """
            import SwiftUI
            extension Color { static let loopGreen = Color(red: 0.0, green: 0.8, blue: 0.4) }
            struct Dot: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    Circle().fill(colorScheme == .dark ? Color.loopGreen : .white)
                }
            }

            """)
        XCTAssertEqual(try run(s, ["init", "."]).status, 0)
        let ts = tokens(try table(s))
        XCTAssertNotNil(ts.values.first { ($0["light"] as? String) == "#FFFFFF" && ($0["dark"] as? String) == "#00CC66" }, "\(ts)")
        _ = try run(s, ["fix", "."])
        XCTAssertFalse(try s.read("Loop.swift").contains("colorScheme == .dark"))
    }

    /// Negative: a member recolor cannot read (declared nowhere in the tree) gives no guess;
    /// the ternary stays as written, and init says why.
    func testAMemberOfUnknownValueIsNoGuess() throws {
        let s = try Scratch()
        try s.write("Bar.swift", """
            import SwiftUI
            struct Bar: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    Rectangle().foregroundStyle(colorScheme == .dark ? Color.fromSomewhereElse : Color.white)
                }
            }

            """)
        let r = try run(s, ["init", "."])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stderr.contains("Color.fromSomewhereElse"), r.stderr)
        XCTAssertNil(tokens(try table(s)).values.first { ($0["light"] as? String) == "#FFFFFF" && $0["dark"] != nil && ($0["dark"] as? String) != "#FFFFFF" && ($0["source"] as? String) == "code" })
        _ = try run(s, ["fix", "."])
        XCTAssertTrue(try s.read("Bar.swift").contains("colorScheme == .dark ? Color.fromSomewhereElse : Color.white"))
    }

    /// Audit m7, Trio's `Color.loopGreen = Color("LoopGreen")`: the color set's token is the app's
    /// member, its name and its expression, not a qualified new name.
    func testAColorSetTokenReusesTheAppsOwnMember() throws {
        let s = try Scratch()
        try colorSet(s, "LoopGreen", universal: "#2FAF4B", dark: "#3FD05C")
        try s.write("Colors.swift", """
            import SwiftUI
            extension Color { static let loopGreen = Color("LoopGreen") }
            struct Dot: View {
                var body: some View { Circle().fill(Color.loopGreen).overlay(Text("x").foregroundColor(Color("LoopGreen"))) }
            }

            """)
        XCTAssertEqual(try run(s, ["init", "."]).status, 0)
        let ts = tokens(try table(s))
        let token = try XCTUnwrap(ts["loopGreen"], "\(ts.keys.sorted())")
        XCTAssertEqual(token["swiftui"] as? String, "Color.loopGreen", "\(token)")
        XCTAssertNil(ts["loopGreenColor"])
        XCTAssertEqual(try generate(s).status, 0)
        XCTAssertFalse(try s.read("SemanticColors.swift").contains("static var loopGreen"))
    }

    /// alpha-wallet's `colorFrom(trait:lightColor:darkColor:)`: a leading trait argument, then
    /// the pair; one token with the code's values, the call replaced whole; its role is the
    /// property it is assigned to (text), not the callee's name.
    func testAHelperWithATraitArgumentIsOnePair() throws {
        let s = try Scratch()
        try s.write("Configuration.swift", """
            import UIKit
            enum Configuration {
                static func colorFrom(trait: UITraitCollection, lightColor: UIColor, darkColor: UIColor) -> UIColor {
                    trait.userInterfaceStyle == .dark ? darkColor : lightColor
                }
            }
            final class Cell: UITableViewCell {
                func apply() {
                    textLabel?.textColor = Configuration.colorFrom(trait: traitCollection, lightColor: .black, darkColor: .white)
                }
            }

            """)
        XCTAssertEqual(try run(s, ["init", "."]).status, 0)
        let ts = tokens(try table(s))
        let pair = try XCTUnwrap(ts.first { ($0.value["light"] as? String) == "#000000" && ($0.value["dark"] as? String) == "#FFFFFF" }, "\(ts)")
        XCTAssertTrue((pair.value["description"] as? String ?? "").contains("as text; textColor"), "\(pair)")
        _ = try run(s, ["fix", "."])
        let fixed = try s.read("Configuration.swift")
        XCTAssertFalse(fixed.contains("colorFrom(trait: traitCollection"), fixed)
    }

    /// Runestone's themes: color sets named for the app's night theme, with no dark appearance
    /// (the theme forces Dark), keep their values; a light theme's set still adapts.
    func testAColorSetNamedForTheNightThemeIsKept() throws {
        let s = try Scratch()
        try colorSet(s, "TomorrowNightCurrentLine", universal: "#282A2E")
        try colorSet(s, "TomorrowCurrentLine", universal: "#EFEFEF")
        try s.write("Theme.swift", "import UIKit\nlet a = UIColor(named: \"TomorrowNightCurrentLine\")\nlet b = UIColor(named: \"TomorrowCurrentLine\")\n")
        XCTAssertEqual(try run(s, ["init", "."]).status, 0)
        let t = try table(s)
        let rules = t["rules"] as? [[String: Any]] ?? []
        XCTAssertTrue(rules.contains { ($0["match"] as? String) == "#282A2E" && (($0["keep"] as? String) ?? "").hasPrefix("dark theme") }, "\(rules)")
        XCTAssertFalse(rules.contains { ($0["match"] as? String) == "#EFEFEF" && $0["keep"] != nil }, "\(rules)")
    }

    /// Runestone's OneDark theme: a family of color sets named `OneDark…` for roles is a dark
    /// theme; a family of dark hues (`TextDarkGray`, `TextDarkBlue`, `TextDarkRed`) is none.
    func testAColorSetFamilyOfADarkThemeIsKept() throws {
        let s = try Scratch()
        for (name, hex) in [("OneDarkCurrentLine", "#363941"), ("OneDarkBackground", "#282C34"), ("OneDarkRed", "#E06C75"),
                            ("TextDarkGray", "#555555"), ("TextDarkBlue", "#223366"), ("TextDarkRed", "#662222")] {
            try colorSet(s, name, universal: hex)
        }
        try s.write("Theme.swift", "import UIKit\nlet a = UIColor(named: \"OneDarkCurrentLine\")\n")
        XCTAssertEqual(try run(s, ["init", "."]).status, 0)
        let rules = try table(s)["rules"] as? [[String: Any]] ?? []
        XCTAssertTrue(rules.contains { ($0["match"] as? String) == "#363941" && (($0["keep"] as? String) ?? "").hasPrefix("dark theme") }, "\(rules)")
        XCTAssertFalse(rules.contains { ($0["match"] as? String) == "#555555" && $0["keep"] != nil }, "\(rules)")
    }

    /// olvid's avatar colors (session 24): color sets the code looks up only by an interpolated
    /// name (`UIColor(named: "RichterColor\(index)")`) are data, kept with their values, and `fix`
    /// writes no dark into them; a set whose name ends in a digit but is named whole adapts.
    func testAColorSetFamilyLookedUpByAnInterpolatedNameIsData() throws {
        let s = try Scratch()
        for (name, hex) in [("Avatar0", "#753F2F"), ("Avatar1", "#EDE9E0"), ("Avatar2", "#323C8C"), ("Card1", "#EEEEEE")] {
            try colorSet(s, name, universal: hex)
        }
        try s.write("Colors.swift", """
            import UIKit
            enum Avatars {
                static let colors: [UIColor] = {
                    var index = 0
                    var colors = [UIColor]()
                    while let color = UIColor(named: "Avatar\\(index)") {
                        colors.append(color)
                        index += 1
                    }
                    return colors
                }()
            }
            let card = UIColor(named: "Card1")

            """)
        XCTAssertEqual(try run(s, ["init", "."]).status, 0)
        let rules = try table(s)["rules"] as? [[String: Any]] ?? []
        XCTAssertTrue(rules.contains { ($0["match"] as? String) == "#EDE9E0" && (($0["keep"] as? String) ?? "").hasPrefix("data: the color set Avatar1") }, "\(rules)")
        XCTAssertFalse(rules.contains { ($0["match"] as? String) == "#EEEEEE" && $0["keep"] != nil }, "\(rules)")
        _ = try generate(s)
        _ = try run(s, ["fix", "."])
        XCTAssertFalse(try s.read("Assets.xcassets/Avatar1.colorset/Contents.json").contains("dark"))
    }

    /// ShelfPlayer's podcast header: `isLight` is the artwork's dominant color's brightness, no
    /// appearance: the text chosen by it is kept as a computed choice, not harvested as a pair.
    func testAFlagReadFromAColorsBrightnessIsNoAppearanceTest() throws {
        let s = try Scratch()
        try s.write("Header.swift", """
            import SwiftUI
            struct Header: View {
                let dominantColor: Color?
                private var isLight: Bool? { dominantColor?.isLight }
                var body: some View {
                    Text("Title").foregroundStyle(isLight == true ? Color.black : .white)
                }
            }

            """)
        XCTAssertEqual(try run(s, ["init", "."]).status, 0)
        let t = try table(s)
        XCTAssertNil(tokens(t).values.first { ($0["source"] as? String) == "code" }, "no appearance pair: \(tokens(t))")
        let rules = t["rules"] as? [[String: Any]] ?? []
        XCTAssertTrue(rules.contains { (($0["keep"] as? String) ?? "").hasPrefix("computed") }, "\(rules)")
    }

    /// Sileo's `UIColor.tintColor`: a palette member computed at run time (the user's tint) is
    /// kept as written, not a token of unknown value that makes `generate` refuse the draft.
    func testAPaletteMemberComputedAtRunTimeIsKeptNotATokenOfUnknownValue() throws {
        let s = try Scratch()
        try s.write("Palette.swift", """
            import UIKit
            extension UIColor {
                static let sileoRed = UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
                static let sileoBlue = UIColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)
                static let sileoGreen = UIColor(red: 0.2, green: 0.8, blue: 0.3, alpha: 1)
                static var userTint: UIColor { UserDefaults.standard.bool(forKey: "pink") ? .systemPink : .systemBlue }
            }

            """)
        try s.write("View.swift", """
            import UIKit
            final class V: UIView {
                func f(l: UILabel) {
                    l.textColor = .sileoRed
                    l.tintColor = UIColor.userTint
                    backgroundColor = .sileoBlue
                    l.backgroundColor = UIColor.sileoGreen
                }
            }

            """)
        XCTAssertEqual(try run(s, ["init", "."]).status, 0)
        let t = try table(s)
        XCTAssertNil(tokens(t).values.first { $0["light"] == nil }, "no token of unknown value: \(tokens(t))")
        XCTAssertEqual(try generate(s).status, 0)
        _ = try run(s, ["fix", "."])
        XCTAssertTrue(try s.read("View.swift").contains("l.tintColor = UIColor.userTint"))
    }
}
