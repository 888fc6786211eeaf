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
        XCTAssertTrue(r.stderr.hasPrefix("recolor init: wrote .recolor.json: 5 tokens and as many rules from 7 findings in 2 files"), r.stderr)
        let table = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = table["tokens"] as! [String: [String: String]]
        // #FFFFFF in both frameworks, named after its commonest context; the rest after theirs.
        XCTAssertEqual(tokens["background"], ["description": "3 uses in 2 files; backgroundColor, background",
                                              "uikit": "Semantic.background", "swiftui": "Color.background", "light": "#FFFFFF"])
        XCTAssertEqual(tokens["border"]?["light"], "#D9D9D9")
        XCTAssertEqual(tokens["tint"]?["uikit"], "Semantic.tint")
        XCTAssertEqual(tokens["print"]?["light"], "#333333", "an unlabeled argument: named after the call")
        XCTAssertEqual(tokens["shadow"]?["swiftui"], "Color.shadow")
        XCTAssertEqual(tokens["shadow"]?["light"], "#00000080", "alpha kept")
        let rules = table["rules"] as! [[String: String]]
        XCTAssertEqual(rules.first, ["match": "#FFFFFF", "token": "background"], "the most used first")

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
}
