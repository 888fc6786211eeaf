import Foundation
import XCTest

/// `recolor init`: a starter table from what scan finds, which loads, maps every finding, and
/// never replaces a table without `--force`.
final class InitTests: XCTestCase {
    func project() throws -> Scratch {
        let s = try Scratch()
        try s.write("Sources/Card.swift", """
        import UIKit
        func paint(_ v: UIView, _ w: UIView) {
            v.backgroundColor = .white
            w.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
            v.layer.borderColor = UIColor(white: 0.85, alpha: 1).cgColor
            v.tintColor = UIColor(hex: 0x3C64F4)
            print(UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1))
        }
        """)
        try s.write("Sources/Badge.swift", "import SwiftUI\nlet b = Text(\"\").background(Color.white)\nlet shadow = Color(red: 0, green: 0, blue: 0, opacity: 0.5)\n")
        return s
    }

    func testStarterTableLoadsAndMapsEveryFinding() throws {
        let s = try project()
        let before = try CommandRunner.recolor(["check", "--format", "json"], in: s.url)
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("\nrecolor init: wrote .recolor.json: 5 tokens (1 Apple system colors) and 5 rules from 7 findings in 2 files"), r.stderr)
        let table = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = (table["tokens"] as! [String: [String: Any]]).mapValues { $0.compactMapValues { $0 as? String } }
        let fixed = (table["tokens"] as! [String: [String: Any]]).filter { $0.value["fixed"] as? Bool == true }.keys.sorted()
        // White as a background in both frameworks: Apple's systemBackground, with its dark values.
        XCTAssertEqual(tokens["systemBackground"]?["uikit"], "UIColor.systemBackground")
        XCTAssertEqual(tokens["systemBackground"]?["swiftui"], "Color(uiColor: .systemBackground)")
        XCTAssertEqual(tokens["systemBackground"]?["dark"], "#000000")
        XCTAssertEqual(tokens["systemBackground"]?["darkElevated"], "#1C1C1E")
        // The others named by role and qualifier, each with a proposed dark value.
        XCTAssertEqual(tokens["primaryBorder"]?["light"], "#D9D9D9")
        XCTAssertEqual(tokens["primaryBorder"]?["coregraphics"], nil, "a UIColor converted by .cgColor is UIKit's")
        XCTAssertEqual(tokens["blueTint"]?["uikit"], "Semantic.blueTint")
        XCTAssertEqual(tokens["darkGrayColor"]?["light"], "#333333", "an unlabeled argument says nothing of the role")
        XCTAssertEqual(tokens["primaryShadowTranslucent"]?["swiftui"], "Color.primaryShadowTranslucent", "named after `let shadow`'s role")
        XCTAssertEqual(tokens["primaryShadowTranslucent"]?["light"], "#00000080", "alpha kept")
        XCTAssertEqual(tokens["primaryShadowTranslucent"]?["dark"], nil, "a shadow is fixed: one value")
        XCTAssertEqual(fixed, ["primaryShadowTranslucent"])
        for (name, t) in tokens where !fixed.contains(name) {
            XCTAssertNotNil(t["dark"], name)
            if t["uikit"]?.hasPrefix("Semantic.") ?? false { XCTAssertTrue(t["description"]!.contains("dark proposed by recolor init"), name) }
        }
        let rules = table["rules"] as! [[String: Any]]
        XCTAssertEqual(rules.first?["match"] as? String, "#00000080", "alpha first")
        XCTAssertEqual(rules.first?["token"] as? String, "primaryShadowTranslucent", "alpha first")
        XCTAssertEqual(rules.first?["context"] as? [String], ["shadow"], "a fixed token takes only its uses' contexts")

        // The table loads, and every finding is now mapped: the same findings, none left unmapped.
        let after = try CommandRunner.recolor(["check", "--format", "json"], in: s.url)
        XCTAssertEqual(after.status, 1, after.stderr)
        let summary = (try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as! [String: Any])["summary"] as! [String: Int]
        XCTAssertEqual(summary["findings"], 7)
        XCTAssertEqual(summary["mapped"], 7)
        XCTAssertEqual(before.stdout.components(separatedBy: "\"kind\"").count, after.stdout.components(separatedBy: "\"kind\"").count)
    }

    func testAnExistingTableIsKeptWithoutForce() throws {
        let s = try project()
        try s.write(".recolor.json", "{ \"palettes\": [\"Essentials\"] }\n")
        let refused = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr, "recolor init: .recolor.json exists; pass --force to overwrite it\n")
        XCTAssertEqual(try s.read(".recolor.json"), "{ \"palettes\": [\"Essentials\"] }\n")

        let forced = try CommandRunner.recolor(["init", "--force", "--quiet"], in: s.url)
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertEqual(forced.stderr, "")
        XCTAssertTrue(try s.read(".recolor.json").contains("\"palettes\": [\n    \"Essentials\"\n  ]"), "the table it replaces gave the palettes")

        let elsewhere = try CommandRunner.recolor(["init", "--output", "starter.json"], in: s.url)
        XCTAssertEqual(elsewhere.status, 0, elsewhere.stderr)
        XCTAssertTrue(try s.read("starter.json").contains("\"rules\""))
        XCTAssertEqual(try CommandRunner.recolor(["check", "--force"], in: s.url).status, 2, "--force belongs to init")
    }

    func testExcludeIsWrittenToTheTableAndEveryCommandHonoursIt() throws {
        let s = try project()
        try s.write("Fixtures/CardProbe.swift", "import UIKit\nlet probe = UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)\n")
        let r = try CommandRunner.recolor(["init", "--exclude", "Fixtures/**"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let table = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        XCTAssertEqual(table["exclude"] as? [String], ["Fixtures/**"])
        XCTAssertFalse(try s.read(".recolor.json").contains("#E61A1A"), "the excluded file's color is not drafted")
        // The table's exclude applies without --exclude, from a subfolder too (relative to the table).
        // (Test folders are excluded by init anyway: InitTestCodeTests.)
        let check = try CommandRunner.recolor(["check", "--format", "json", "."], in: s.url)
        XCTAssertFalse(check.stdout.contains("CardProbe.swift"), check.stdout)
        let sub = try CommandRunner.recolor(["check", "--format", "json", "../Fixtures"], in: s.url.appendingPathComponent("Sources"))
        XCTAssertFalse(sub.stdout.contains("CardProbe.swift"), sub.stdout)
        XCTAssertEqual(sub.status, 0, sub.stderr)
    }

    func testMergeDeltaEIsAnOptionOfInit() throws {
        let s = try project()
        XCTAssertEqual(try CommandRunner.recolor(["init", "--merge-delta-e", "x"], in: s.url).status, 2)
        XCTAssertEqual(try CommandRunner.recolor(["check", "--merge-delta-e", "2"], in: s.url).status, 2)
        XCTAssertEqual(try CommandRunner.recolor(["init", "--merge-delta-e", "0"], in: s.url).status, 0)
    }

    func testTheLintWarnsOnceAndStrictMakesItAnError() throws {
        let s = try project()
        try s.write(".recolor.json", ##"""
        { "tokens": { "ink": { "uikit": "Semantic.ink", "light": "#000000" },
                      "scrim": { "uikit": "Semantic.scrim", "light": "#00000080" },
                      "spare": { "uikit": "Semantic.spare", "light": "#123456" } },
          "rules": [ { "match": "#000000", "token": "ink" }, { "match": "#00000080", "token": "scrim" } ] }
        """##)
        let r = try CommandRunner.recolor(["check", "--quiet"], in: s.url)
        XCTAssertEqual(r.status, 1)
        let lines = r.stderr.split(separator: "\n").filter { $0.contains(".recolor.json") }
        XCTAssertEqual(lines.count, 2, r.stderr)
        XCTAssertTrue(lines.contains { $0.contains("rules[1]: warning: #00000080 whose alpha a modifier gives") }, r.stderr)
        XCTAssertTrue(lines.contains { $0.contains("tokens.spare: warning: no rule maps to this token") }, r.stderr)
        let strict = try CommandRunner.recolor(["fix", "--strict"], in: s.url)
        XCTAssertEqual(strict.status, 2)
        XCTAssertTrue(strict.stderr.contains("tokens.spare: error: no rule maps to this token"), strict.stderr)
        XCTAssertFalse(try s.read("Sources/Card.swift").contains("Semantic."), "a strict fix writes nothing")
    }
}
