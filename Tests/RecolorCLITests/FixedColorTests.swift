import Foundation
import XCTest

/// Colors the table says stay fixed: a rule `"keep": "reason"` keeps its matches as written
/// (`check` does not report them, `fix` and `lock` leave them, `scan` shows the reason), and a
/// token `"fixed": true` has one value in every appearance (`generate` writes that one value).
final class FixedColorTests: XCTestCase {
    static let table = ##"""
    {
      "palettes": ["Essentials"],
      "generate": { "swift": "Sources/Generated/SemanticColors.swift", "assetCatalog": "Resources/Colors.xcassets" },
      "tokens": {
        "background": { "uikit": "Semantic.background", "light": "#FFFFFF", "dark": "#000000" },
        "shadow": { "uikit": "Semantic.shadow", "coregraphics": "Semantic.shadow.cgColor", "light": "#000000", "fixed": true, "description": "shadow: the same in every appearance" }
      },
      "rules": [
        { "match": "#000000", "context": "backgroundColor", "keep": "media surface: the background behind the video" },
        { "match": "Essentials.facebookBlue", "keep": "brand color" },
        { "match": "#000000", "context": "shadowColor", "token": "shadow" },
        { "match": "#FFFFFF", "token": "background" }
      ]
    }
    """##

    static let palette = """
    import UIKit
    enum Essentials {
        static let facebookBlue = UIColor(red: 0.23, green: 0.35, blue: 0.6, alpha: 1)
        static let grey = UIColor(white: 0.5, alpha: 1)
    }

    """

    static let player = """
    import UIKit
    final class PlayerController: UIViewController {
        let playerView = UIView()
        override func viewDidLoad() {
            playerView.backgroundColor = .black
            view.backgroundColor = .white
            view.layer.shadowColor = UIColor.black.cgColor
            let brand = Essentials.facebookBlue
        }
    }

    """

    func project() throws -> Scratch {
        let s = try Scratch()
        try s.write(".recolor.json", Self.table)
        try s.write("Sources/Essentials.swift", Self.palette)
        try s.write("Sources/PlayerController.swift", Self.player)
        return s
    }

    func testCheckDoesNotReportKeptFindings() throws {
        let s = try project()
        let r = try CommandRunner.recolor(["check"], in: s.url)
        XCTAssertEqual(r.status, 1, "the white and the shadow are still findings")
        XCTAssertFalse(r.stdout.contains(":5:"), "the kept media background is not reported: \(r.stdout)")
        XCTAssertFalse(r.stdout.contains(":8:"), "the kept brand color is not reported: \(r.stdout)")
        XCTAssertTrue(r.stdout.contains("PlayerController.swift:6:"), r.stdout)
        XCTAssertTrue(r.stderr.contains("2 kept fixed by the table not shown"), r.stderr)

        // Machine formats say nothing of them either (as SwiftLint says nothing of a disabled rule).
        for format in ["json", "sarif"] {
            let m = try CommandRunner.recolor(["check", "--format", format], in: s.url)
            XCTAssertFalse(m.stdout.contains("\"startLine\" : 5") || m.stdout.contains("\"line\": 5,"), "\(format): \(m.stdout)")
            XCTAssertFalse(m.stdout.contains("media surface"), format)
        }
    }

    func testCheckPassesWhenOnlyKeptFindingsRemain() throws {
        let s = try Scratch()
        try s.write(".recolor.json", Self.table)
        try s.write("Sources/Essentials.swift", Self.palette)
        try s.write("Sources/Player.swift", "import UIKit\nfunc f(v: UIView) {\n    v.backgroundColor = .black\n}\n")
        let r = try CommandRunner.recolor(["check", "Sources/Player.swift"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertEqual(r.stdout, "")
    }

    /// An arm of the code's own test of the appearance joined to a setting is kept by the code,
    /// with no table entry: stderr says so, never "kept fixed by the table" (which would send the
    /// reader to a rule that does not exist).
    func testArmsKeptByTheCodeAreNotSaidToBeKeptByTheTable() throws {
        let s = try Scratch()
        try s.write(".recolor.json", ##"{ "tokens": { "background": { "uikit": "Semantic.background", "light": "#FFFFFF", "dark": "#000000" } }, "rules": [] }"##)
        try s.write("Menu.swift", """
        import UIKit
        final class Menu: UIViewController {
            var overrideTheme = 0
            func tint() -> UIColor {
                var color: UIColor = .gray
                if overrideTheme == 2 || traitCollection.userInterfaceStyle == .dark { color = .white } else { color = .black }
                return color
            }
        }

        """)
        for command in [["check"], ["fix", "--diff"], ["fix"]] {
            let r = try CommandRunner.recolor(command, in: s.url)
            XCTAssertFalse(r.stderr.contains("by the table"), "\(command): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("2 arms of the code's own choices by the appearance kept as written"), "\(command): \(r.stderr)")
        }
        XCTAssertTrue(try s.read("Menu.swift").contains("{ color = .white } else { color = .black }"))
    }

    /// `Color(light: .gray100, dark: .white)` (simplenote's widgets): the white is the code's dark
    /// side of a pair whose other side is no finding; `fix` keeps it (a token there gave the dark
    /// side a second, proposed dark value: `dark: Color.inverseText`, black text on dark), while a
    /// white outside such a call is rewritten.
    func testAnArmOfALightDarkCallBesideAMemberIsKeptByTheCode() throws {
        let s = try Scratch()
        try s.write(".recolor.json", ##"{ "tokens": { "text": { "swiftui": "Color.text", "light": "#FFFFFF", "dark": "#000000" } }, "rules": [ { "match": "#FFFFFF", "token": "text" } ] }"##)
        try s.write("Widget.swift", """
        import SwiftUI
        extension Color {
            static var bodyText: Color { Color(light: .gray100, dark: .white) }
            static var background: Color {
                Color(
                    light: .white, dark: .darkGray1
                )
            }
        }
        struct V: View { var body: some View { Text("a").foregroundColor(.white) } }

        """)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertTrue(r.stderr.contains("2 arms of the code's own choices by the appearance kept as written"), r.stderr)
        let fixed = try s.read("Widget.swift")
        XCTAssertTrue(fixed.contains("Color(light: .gray100, dark: .white)"), fixed)
        XCTAssertTrue(fixed.contains("light: .white, dark: .darkGray1"), fixed)
        XCTAssertTrue(fixed.contains("foregroundColor(Color.text)"), fixed)
    }

    func testScanShowsTheReason() throws {
        let s = try project()
        let r = try CommandRunner.recolor(["scan"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("kept fixed: brand color"), r.stdout)
        let json = try CommandRunner.recolor(["scan", "--format", "json"], in: s.url)
        XCTAssertTrue(json.stdout.contains("\"media surface: the background behind the video\": 1"), json.stdout)
    }

    /// A row whose uses are kept only in part says how many, not the reason alone (session 15's
    /// audit, F13: one kept `Color.black` labelled 37 uses, 21 of which `check` reported).
    func testScanSaysHowManyOfARowAreKept() throws {
        let s = try Scratch()
        try s.write(".recolor.json", Self.table)
        try s.write("Sources/Player.swift", "import UIKit\nfunc f(v: UIView) {\n    v.backgroundColor = .black\n}\n")
        try s.write("Sources/Label.swift", "import UIKit\nfunc f(l: UILabel) {\n    l.textColor = .black\n    l.tintColor = .black\n}\n")
        let r = try CommandRunner.recolor(["scan"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let row = r.stdout.split(separator: "\n").first { $0.contains("UIColor.black") && $0.contains("named-color") }.map(String.init) ?? ""
        XCTAssertTrue(row.contains("1 of 3 kept fixed: media surface"), r.stdout)
        XCTAssertTrue(row.contains("#000000"), row)
    }

    func testFixLeavesKeptFindingsAndRewritesTheFixedToken() throws {
        let s = try project()
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let fixed = try s.read("Sources/PlayerController.swift")
        XCTAssertTrue(fixed.contains("playerView.backgroundColor = .black"), fixed)
        XCTAssertTrue(fixed.contains("let brand = Essentials.facebookBlue"), fixed)
        XCTAssertTrue(fixed.contains("view.backgroundColor = Semantic.background"), fixed)
        XCTAssertTrue(fixed.contains("view.layer.shadowColor = Semantic.shadow.cgColor"), fixed)
        XCTAssertTrue(r.stderr.contains("2 kept fixed by the table"), r.stderr)
        XCTAssertEqual(try CommandRunner.recolor(["check", "Sources/PlayerController.swift"], in: s.url).status, 0)
    }

    func testLockIgnoresKeptUsesAndLeavesTheirMembersVisible() throws {
        let s = try project()
        _ = try CommandRunner.recolor(["fix"], in: s.url)
        let r = try CommandRunner.recolor(["lock"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        let locked = try s.read("Sources/Essentials.swift")
        XCTAssertTrue(locked.contains("    static let facebookBlue"), "a kept use still compiles: \(locked)")
        XCTAssertTrue(locked.contains("fileprivate static let grey"), locked)
        XCTAssertTrue(r.stderr.contains("1 left visible for 1 use the table keeps fixed"), r.stderr)
    }

    func testGenerateWritesOneValueForAFixedToken() throws {
        let s = try project()
        let r = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let swift = try s.read("Sources/Generated/SemanticColors.swift")
        XCTAssertTrue(swift.contains("/// `shadow` in the table: fixed, the same in every appearance.\n    static var shadow: UIColor {\n        UIColor(red: 0, green: 0, blue: 0, alpha: 1)\n    }"), swift)
        XCTAssertTrue(swift.contains("static var background: UIColor {\n        UIColor { traits in"), "an adaptive token stays dynamic")
        let set = try s.read("Resources/Colors.xcassets/shadow.colorset/Contents.json")
        XCTAssertFalse(set.contains("\"dark\""), set)
        XCTAssertTrue(try s.read("Resources/Colors.xcassets/background.colorset/Contents.json").contains("\"dark\""))
    }

    func testAFixedTokenWithAnotherDarkIsRefused() throws {
        let s = try Scratch()
        try s.write(".recolor.json", ##"{ "tokens": { "brand": { "uikit": "Semantic.brand", "light": "#3B5999", "dark": "#8899CC", "fixed": true } }, "rules": [] }"##)
        try s.write("a.swift", "import UIKit\n")
        let r = try CommandRunner.recolor(["check"], in: s.url)
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("tokens.brand: the token is \"fixed\" (one value in every appearance) but its dark #8899CC differs from its light #3B5999"), r.stderr)

        // The same value again is no contradiction.
        try s.write(".recolor.json", ##"{ "tokens": { "brand": { "uikit": "Semantic.brand", "light": "#3B5999", "dark": "#3B5999", "fixed": true } }, "rules": [] }"##)
        XCTAssertEqual(try CommandRunner.recolor(["check"], in: s.url).status, 0)
    }

    func testAKeepRuleNamesNoToken() throws {
        let s = try Scratch()
        try s.write("a.swift", "import UIKit\n")
        try s.write(".recolor.json", ##"{ "tokens": { "t": { "uikit": "Semantic.t" } }, "rules": [ { "match": "#000000", "token": "t", "keep": "video" } ] }"##)
        let both = try CommandRunner.recolor(["check"], in: s.url)
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.stderr.contains("rules[0]: a rule either maps to a \"token\" or keeps its matches (\"keep\"), not both"), both.stderr)
        try s.write(".recolor.json", ##"{ "rules": [ { "match": "#000000", "keep": "" } ] }"##)
        let empty = try CommandRunner.recolor(["check"], in: s.url)
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.stderr.contains("rules[0].keep: expected the reason"), empty.stderr)
        try s.write(".recolor.json", ##"{ "tokens": { "t": { "uikit": "Semantic.t", "fixed": "yes" } } }"##)
        XCTAssertTrue(try CommandRunner.recolor(["check"], in: s.url).stderr.contains("tokens.t.fixed: expected true or false"))
    }
}
