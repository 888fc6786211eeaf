import Foundation
import XCTest

/// A color wrapped in SwiftUI's type eraser as an arm of a test of the appearance (isowords'
/// Home: `colorScheme == .dark ? AnyView(Color.inkBlack) : AnyView(LinearGradient(…))`) is the
/// app's own dark decision: `init` keeps it as written, never maps it to a token whose proposed
/// dark value would sit under the app's dark text (session 18: 14.41:1 became 1.13:1).
final class ErasedArmTests: XCTestCase {
    static let colors = """
        import SwiftUI
        extension Color {
          public static let inkBlack = Color(red: 0x12 / 255, green: 0x12 / 255, blue: 0x12 / 255)
        }

        """

    static func home(dark: String, light: String) -> String {
        """
        import SwiftUI
        struct Home: View {
          @Environment(\\.colorScheme) var colorScheme
          var body: some View {
            VStack {
              Text("Active games")
                .foregroundColor(self.colorScheme == .dark ? Color(red: 0xEB / 255, green: 0xAE / 255, blue: 0x83 / 255) : .inkBlack)
            }
            .background(
              self.colorScheme == .dark
                ? \(dark)
                : \(light)
            )
          }
        }
        struct Plain: View {
          var body: some View { Rectangle().fill(Color.inkBlack) }
        }

        """
    }

    static let gradient = "AnyView(LinearGradient(gradient: Gradient(colors: [Color(red: 0.95, green: 0.92, blue: 0.64), Color(red: 0.88, green: 0.4, blue: 0.36)]), startPoint: .top, endPoint: .bottom))"

    func rules(_ s: Scratch) throws -> [[String: Any]] {
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return t["rules"] as? [[String: Any]] ?? []
    }

    func testTheDarkArmInAnErasedViewIsKeptAsTheAppWritesIt() throws {
        let s = try Scratch()
        try s.write("Sources/Colors.swift", Self.colors)
        try s.write("Sources/Home.swift", Self.home(dark: "AnyView(Color.inkBlack)", light: Self.gradient))
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let check = try CommandRunner.recolor(["check", "Sources/Home.swift"], in: s.url)
        // The background's dark arm (line 11) is no finding a rule maps: kept by the appearance test.
        XCTAssertFalse(check.stdout.contains("Home.swift:11:"), check.stdout)
        let fix = try CommandRunner.recolor(["fix", "--diff", "Sources/Home.swift"], in: s.url)
        XCTAssertFalse(fix.stdout.contains("-            ? AnyView(Color.inkBlack)"), "the dark arm is never rewritten alone: \(fix.stdout)")
    }

    /// Negative: the same member outside any test of the appearance is the catch-all rule's as before.
    func testTheMemberOutsideATestStaysAFinding() throws {
        let s = try Scratch()
        try s.write("Sources/Colors.swift", Self.colors)
        try s.write("Sources/Home.swift", Self.home(dark: "AnyView(Color.inkBlack)", light: Self.gradient))
        try s.write("Sources/Badge.swift", "import SwiftUI\nstruct Badge: View {\n  var body: some View { Text(\"1\").foregroundColor(.white).background(Color.inkBlack) }\n}\n")
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        let check = try CommandRunner.recolor(["check", "Sources/Badge.swift"], in: s.url)
        XCTAssertTrue(check.stdout.contains("Badge.swift:3:"), "a background outside any test stays a finding: \(check.stdout)")
    }

    /// `contrast` measures no token at the kept dark arm: the token's expression written there
    /// (`Color.inkBlack`) is the app's own dark color, not the token's proposal.
    func testContrastMeasuresNoTokenAtTheKeptArm() throws {
        let s = try Scratch()
        try s.write("Sources/Colors.swift", Self.colors)
        try s.write("Sources/Home.swift", Self.home(dark: "AnyView(Color.inkBlack)", light: Self.gradient))
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        let c = try CommandRunner.recolor(["contrast", "--format", "json", "."], in: s.url)
        XCTAssertFalse(c.stdout.contains("\"backgroundLine\" : 11") || c.stdout.contains("\"backgroundLine\":11"), c.stdout)
    }

    /// Negative: the same member as a background outside any test is measured as its token.
    func testAMemberOutsideATestIsMeasured() throws {
        let s = try Scratch()
        try s.write("Sources/Colors.swift", Self.colors)
        try s.write("Sources/Badge.swift", "import SwiftUI\nstruct Badge: View {\n  var body: some View { Text(\"1\").foregroundColor(.white).background(Color.inkBlack) }\n}\n")
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        let c = try CommandRunner.recolor(["contrast", "--format", "json", "."], in: s.url)
        XCTAssertTrue(c.stdout.contains("Badge.swift"), c.stdout)
    }
}
