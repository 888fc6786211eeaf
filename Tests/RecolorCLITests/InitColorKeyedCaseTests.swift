import Foundation
import XCTest

/// A color returned in a `case` keyed by another color's hex is computed from that color and kept
/// (winston's `getSystemBrighterColor`: `case "1c1c1e": Color.hex("2c2c2e")`); a case keyed by a
/// name is an ordinary use.
final class InitColorKeyedCaseTests: XCTestCase {
    func draft(_ body: String) throws -> [[String: Any]] {
        let s = try Scratch()
        try s.write("Sources/Brighter.swift", body)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return t["rules"] as? [[String: Any]] ?? []
    }

    // Triggering: keyed by a hex color.
    func testAColorInACaseKeyedByAHexColorIsKept() throws {
        let rules = try draft("""
            import SwiftUI
            func brighter(_ hex: String) -> Color? {
                switch hex.lowercased() {
                case "1c1c1e": return Color(red: 0.17, green: 0.17, blue: 0.18)
                case "000000", "#0a0a0a": return Color(red: 0.11, green: 0.11, blue: 0.12)
                default: return nil
                }
            }

            """)
        let kept = rules.filter { $0["keep"] != nil }
        XCTAssertEqual(kept.count, 2, "\(rules)")
        XCTAssertTrue(kept.allSatisfy { ($0["keep"] as? String ?? "").hasPrefix("computed") }, "\(kept)")
        XCTAssertFalse(rules.contains { $0["token"] as? String != nil && $0["keep"] == nil && $0["match"] as? String == "#2B2B2E" }, "\(rules)")
    }

    // Non-triggering: keyed by a name, the color is the app's to adapt.
    func testAColorInACaseKeyedByANameIsAToken() throws {
        let rules = try draft("""
            import SwiftUI
            func named(_ name: String) -> Color? {
                switch name {
                case "card": return Color(red: 0.17, green: 0.17, blue: 0.18)
                case "bad": return Color(red: 0.11, green: 0.11, blue: 0.12)
                default: return nil
                }
            }

            """)
        XCTAssertTrue(rules.allSatisfy { $0["keep"] == nil }, "\(rules)")
        XCTAssertEqual(rules.count, 2, "\(rules)")
    }
}
