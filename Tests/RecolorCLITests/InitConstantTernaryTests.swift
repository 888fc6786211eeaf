import Foundation
import XCTest

/// A ternary on the appearance between two named constants (winston's Onboarding:
/// `colorScheme == .dark ? BG_GRAD_DARK : BG_GRAD_LIGHT` over top-level `private let`s of the
/// app's hex function): one token with the constants' values, both declarations kept.
final class InitConstantTernaryTests: XCTestCase {
    func tokens(_ s: Scratch) throws -> [String: [String: Any]] {
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return t["tokens"] as? [String: [String: Any]] ?? [:]
    }

    static let onboarding = """
        import SwiftUI
        extension Color {
          static func hex(_ h: String) -> Color { fatalError() }
        }
        private let BG_GRAD_DARK = Color.hex("FFB13D")
        private let BG_GRAD_LIGHT = Color.hex("FFCC02")
        struct Onboarding: View {
          @Environment(\\.colorScheme) var colorScheme: ColorScheme
          var body: some View {
            let BG_GRAD = colorScheme == .dark ? BG_GRAD_DARK : BG_GRAD_LIGHT
            Rectangle().fill(BG_GRAD)
          }
        }

        """

    func testATernaryBetweenTwoConstantsIsOnePairFromTheirDeclarations() throws {
        let s = try Scratch()
        try s.write("Sources/Onboarding.swift", Self.onboarding)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let all = try tokens(s)
        let harvested = all.values.filter { ($0["source"] as? String) == "code" }
        XCTAssertEqual(harvested.count, 1, "\(all)")
        XCTAssertEqual(harvested.first?["light"] as? String, "#FFCC02")
        XCTAssertEqual(harvested.first?["dark"] as? String, "#FFB13D", "the code's dark, never a proposal")
        XCTAssertNotNil(all["bgGrad"], "the constants' shared name: \(all.keys)")
        XCTAssertEqual(all.count, 1, "no token of either constant alone: \(all.keys)")
        let strict = try CommandRunner.recolor(["check", "--strict", "."], in: s.url)
        XCTAssertEqual(strict.status, 0, "both declarations are kept where they stand: \(strict.stdout)")
        let f = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(f.status, 0, f.stderr)
        XCTAssertEqual(try s.read("Sources/Onboarding.swift"), Self.onboarding)
    }

    /// The view's own stored colors (UTM's `private let darkOverlay = Color(…)` beside
    /// `.fill(colorScheme == .dark ? darkOverlay : lightOverlay)`, session 21 audit F4): one
    /// token with their values; proposed alone, the dark panel got a light gray "dark".
    func testATernaryBetweenTwoStoredPropertiesIsOnePair() throws {
        let s = try Scratch()
        let card = """
            import SwiftUI
            struct Card: View {
              @Environment(\\.colorScheme) private var colorScheme
              private let darkPanel = Color(red: 60/255, green: 60/255, blue: 64/255)
              private let lightPanel = Color(red: 236/255, green: 236/255, blue: 240/255)
              var body: some View {
                Text("a").padding().background(colorScheme == .dark ? darkPanel : lightPanel)
              }
            }

            """
        try s.write("Sources/Card.swift", card)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let all = try tokens(s)
        let harvested = all.values.filter { ($0["source"] as? String) == "code" }
        XCTAssertEqual(harvested.count, 1, "\(all)")
        XCTAssertEqual(harvested.first?["light"] as? String, "#ECECF0")
        XCTAssertEqual(harvested.first?["dark"] as? String, "#3C3C40", "the code's dark, never a proposal")
        XCTAssertEqual(all.count, 1, "no token of either property alone: \(all.keys)")
        let f = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(f.status, 0, f.stderr)
        XCTAssertEqual(try s.read("Sources/Card.swift"), card, "both declarations kept where they stand")
    }

    /// Not on the appearance (`isOn ? A : B`), or a constant with no color finding: no pair.
    func testATernaryNotOnTheAppearanceOrOverUnknownConstantsIsNoPair() throws {
        let s = try Scratch()
        try s.write("Sources/Onboarding.swift", Self.onboarding.replacing("colorScheme == .dark ?", with: "isOn ?")
            .replacing("var body", with: "var isOn = false\n  var body"))
        try s.write("Sources/Other.swift", """
            import SwiftUI
            struct Other: View {
              @Environment(\\.colorScheme) var colorScheme: ColorScheme
              let accentDark: Color, accentLight: Color
              var body: some View { Rectangle().fill(colorScheme == .dark ? accentDark : accentLight) }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let all = try tokens(s)
        XCTAssertTrue(all.values.allSatisfy { ($0["source"] as? String) != "code" }, "\(all)")
        XCTAssertTrue(all.values.contains { ($0["light"] as? String) == "#FFCC02" }, "the light constant is a token of its own: \(all)")
    }
}
