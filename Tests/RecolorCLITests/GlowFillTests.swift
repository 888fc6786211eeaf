import Foundation
import XCTest

/// A shape's fill blurred by a constant radius is a glow (winston's finger light:
/// `Circle().fill(Color.hex("F1D9FF")).blur(radius: 32)`): kept, never given a proposed dark.
final class GlowFillTests: XCTestCase {
    func testABlurredFillIsAGlowAndKeepsItsColor() throws {
        let s = try Scratch()
        try s.write("Sources/Light.swift", """
            import SwiftUI
            struct FingerLight: View {
              var body: some View {
                Circle().fill(Color(red: 0.95, green: 0.85, blue: 1))
                  .frame(width: 50, height: 50)
                  .blur(radius: 32)
              }
            }
            struct Loading: View {
              let loading: Bool
              var body: some View {
                RoundedRectangle(cornerRadius: 8).fill(Color(red: 0.2, green: 0.4, blue: 0.9))
                  .blur(radius: loading ? 24 : 0)
                Circle().fill(Color(red: 0.9, green: 0.3, blue: 0.2)).frame(width: 8, height: 8)
              }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let rules = t["rules"] as! [[String: Any]]
        let glow = rules.first { ($0["match"] as? String) == "#F2D9FF" }
        XCTAssertTrue((glow?["keep"] as? String)?.hasPrefix("glow:") == true, "\(rules)")
        // A blur a condition chooses is a transition, and an unblurred fill is a fill: tokens.
        for value in ["#3366E6", "#E64D33"] {
            let rule = rules.first { ($0["match"] as? String) == value }
            XCTAssertNotNil(rule?["token"], "\(value): \(rules)")
        }
    }
}
