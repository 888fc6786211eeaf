import Foundation
import XCTest

/// Shapes an independent audit found on apps new to everyone (jyutping, vlc-ios), each on a
/// hand-written fixture: an appearance choice with one arm clear, an app's bright/dark/black
/// palettes, gradients over video and album art, colors chosen per case of an enum.
final class InitAuditShapesTests: XCTestCase {
    func table(_ s: Scratch) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
    }

    func rules(_ t: [String: Any]) -> [[String: Any]] { t["rules"] as? [[String: Any]] ?? [] }
    func tokens(_ t: [String: Any]) -> [String: [String: Any]] { t["tokens"] as? [String: [String: Any]] ?? [:] }

    /// jyutping's `glassShadow`: `isDark ? Color.clear : Color.black.opacity(0.66)`.
    func testAnArmWhoseOtherArmIsClearIsKeptNotRewrittenAlone() throws {
        let s = try Scratch()
        try s.write("Keyboard/ColorExtensions.swift", """
            import SwiftUI
            extension ColorScheme {
                var isDark: Bool { self == .dark }
                var glassShadow: Color {
                    return isDark ? Color.clear : Color.black.opacity(0.66)
                }
            }
            struct KeyView: View {
                @Environment(\\.colorScheme) private var colorScheme
                var body: some View {
                    Text("a").shadow(color: colorScheme.glassShadow, radius: 1)
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let rs = rules(try table(s))
        let black = rs.filter { ($0["match"] as? String) == "#000000A8" }
        XCTAssertFalse(black.isEmpty, "\(rs)")
        XCTAssertTrue(black.allSatisfy { ($0["keep"] as? String)?.hasPrefix("chosen by appearance") == true }, "never one arm alone: \(rs)")
    }
}
