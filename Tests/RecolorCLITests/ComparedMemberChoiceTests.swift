import Foundation
import XCTest

/// A member whose color the code reads back (`colorScheme.textColor == .white`, Atwy's sort chip):
/// its choice by the appearance is no pair to migrate. One adaptive token never equals `.white`,
/// so after `fix` the comparison was always false (the chip's fill black in Dark Mode).
final class ComparedMemberChoiceTests: XCTestCase {
    let extensionFile = """
        import SwiftUI
        extension ColorScheme {
            var textColor: Color {
                self == .dark ? .white : .black
            }
        }

        """

    func chip(_ comparison: String) -> String {
        """
        import SwiftUI
        struct Chip: View {
            @Environment(\\.colorScheme) var colorScheme
            var body: some View {
                Capsule().fill(\(comparison) ? Color.white.opacity(0.1) : Color.black.opacity(0.35))
            }
        }

        """
    }

    /// A table mapping the pair (black in light, white in dark) to one token.
    let pairTable = """
        {
          "tokens": {
            "primaryText": { "swiftui": "Color.primaryText", "light": "#000000", "dark": "#FFFFFF" }
          },
          "rules": [ { "match": "#000000", "dark": "#FFFFFF", "token": "primaryText" } ]
        }

        """

    func testFixDeclinesTheChoiceOfAMemberComparedInAnotherFile() throws {
        let s = try Scratch()
        try s.write("Sources/ColorSchemeExtension.swift", extensionFile)
        try s.write("Sources/Chip.swift", chip("colorScheme.textColor == .white"))
        try s.write(".recolor.json", pairTable)
        let fix = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(try s.read("Sources/ColorSchemeExtension.swift"), extensionFile, "the member's value is read back: kept\n\(fix.stdout)\n\(fix.stderr)")
        let scan = try CommandRunner.recolor(["scan", "--format", "json", "."], in: s.url)
        XCTAssertTrue((scan.stdout + scan.stderr).contains("textColor, compared by value at Sources/Chip.swift:5"), scan.stdout + scan.stderr)
    }

    func testFixStillReplacesTheChoiceOfAMemberNeverCompared() throws {
        let s = try Scratch()
        try s.write("Sources/ColorSchemeExtension.swift", extensionFile)
        try s.write("Sources/Chip.swift", chip("colorScheme == .dark"))
        try s.write(".recolor.json", pairTable)
        let fix = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        let fixed = try s.read("Sources/ColorSchemeExtension.swift")
        XCTAssertTrue(fixed.contains("Color.primaryText") && !fixed.contains("self == .dark"), fixed)
    }

    func testAComparisonOfAnotherTypesMemberOfTheSameNameLeavesTheChoice() throws {
        let s = try Scratch()
        try s.write("Sources/ColorSchemeExtension.swift", extensionFile)
        try s.write("Sources/Chip.swift", chip("Theme.textColor == .white"))
        try s.write(".recolor.json", pairTable)
        let fix = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        XCTAssertTrue(try s.read("Sources/ColorSchemeExtension.swift").contains("Color.primaryText"), "Theme's textColor is not ColorScheme's")
    }

    func testInitHarvestsNoTokenFromAComparedMemberAndSaysWhere() throws {
        let s = try Scratch()
        try s.write("Sources/ColorSchemeExtension.swift", extensionFile)
        try s.write("Sources/Chip.swift", chip(".white != colorScheme.textColor"))
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let rules = t["rules"] as? [[String: Any]] ?? []
        XCTAssertFalse(rules.contains { $0["dark"] as? String == "#FFFFFF" && $0["match"] as? String == "#000000" }, "no pair harvested: \(rules)")
        XCTAssertTrue(r.stderr.contains("textColor, compared by value at Sources/Chip.swift:5"), r.stderr)
    }

    func testInitHarvestsTheChoiceOfAMemberNeverCompared() throws {
        let s = try Scratch()
        try s.write("Sources/ColorSchemeExtension.swift", extensionFile)
        try s.write("Sources/Chip.swift", chip("colorScheme == .dark"))
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let rules = t["rules"] as? [[String: Any]] ?? []
        XCTAssertTrue(rules.contains { $0["dark"] as? String == "#FFFFFF" && $0["match"] as? String == "#000000" }, "one pair, as before: \(rules)")
    }
}
