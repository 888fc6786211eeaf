import Foundation
import XCTest

/// Issue 22 (session 26 F3): a static color member whose finding says no role (`static let paper =
/// Color(…)`) takes the surface role where its own file draws it only as a background
/// (`.background(SnippetStyle.paper)`): a near-black surface keeps a dark value in Dark, never the
/// light gray a mark's proposal gives (ChatGPTSwiftUI's code block under a dark highlighter theme).
final class MemberUseRoleTests: XCTestCase {
    func token(_ d: InitDraft, light: String) -> [String: Any]? {
        d.tokens.values.first { ($0["light"] as? String) == light }
    }

    func isDark(_ hex: String?) -> Bool {
        guard let hex, hex.count >= 7, let v = Int(hex.dropFirst().prefix(6), radix: 16) else { return false }
        return (v >> 16) < 0x60 && ((v >> 8) & 0xFF) < 0x60 && (v & 0xFF) < 0x60
    }

    func snippet(_ uses: String) -> String {
        """
        import SwiftUI
        enum SnippetStyle {
            static let paper = Color(red: 30/255, green: 30/255, blue: 30/255)
        }
        struct SnippetView: View {
            let code: AttributedString
            var body: some View {
                VStack {
        \(uses)
                }
            }
        }

        """
    }

    // Triggering: drawn only as a background in its file.
    func testAMemberDrawnAsABackgroundIsASurface() throws {
        let d = try InitDraft(["Sources/Snippet.swift": snippet("            Text(code).background(SnippetStyle.paper)\n            Text(\"x\").padding().background(SnippetStyle.paper)")])
        let t = try XCTUnwrap(token(d, light: "#1E1E1E"), "\(d.tokens)")
        XCTAssertTrue(isDark(t["dark"] as? String), "\(t)")
        XCTAssertTrue((t["description"] as? String ?? "").contains("background"), "\(t)")
        // The member's own name is kept (AudioKitSynthOne's recordingAltColor was renamed by hue).
        XCTAssertNotNil(d.tokens["paper"], "\(d.tokens.keys)")
    }

    // Non-triggering: drawn as text too, or only as text: no surface role from the uses.
    func testAMemberDrawnInTwoRolesKeepsItsOwn() throws {
        let d = try InitDraft(["Sources/Snippet.swift": snippet("            Text(code).background(SnippetStyle.paper)\n            Text(\"x\").foregroundColor(SnippetStyle.paper)")])
        let t = try XCTUnwrap(token(d, light: "#1E1E1E"), "\(d.tokens)")
        XCTAssertFalse(isDark(t["dark"] as? String), "\(t)")
    }

    /// Drawn only as text, a near-black member is text: its dark value is light (5 Calls' shape, `static let inkGray`
    /// as a label's text on the system background kept #4E4E4E in dark, 2.52:1; session 41, pairs41h-v5).
    func testAMemberDrawnOnlyAsTextIsText() throws {
        let d = try InitDraft(["Sources/Snippet.swift": snippet("            Text(code).foregroundColor(SnippetStyle.paper)\n            Text(\"x\").foregroundColor(SnippetStyle.paper)")])
        let t = try XCTUnwrap(token(d, light: "#1E1E1E"), "\(d.tokens)")
        XCTAssertFalse(isDark(t["dark"] as? String), "\(t)")
        XCTAssertTrue((t["description"] as? String ?? "").contains("as text"), "\(t)")
    }

    /// A member drawn only as a gradient's stops (`LinearGradient(colors: [Self.start, Self.mid])`)
    /// is a fill: its near-black keeps a dark value under the white text on it (Moonfin's sign-in
    /// backdrop went #DBDBDB and #CACBE7; session 30's review B1).
    func testAMemberDrawnAsAGradientsStopsIsAFill() throws {
        let d = try InitDraft(["Sources/Backdrop.swift": """
            import SwiftUI
            struct EntryBackdrop: View {
                private static let start = Color(red: 0.04, green: 0.04, blue: 0.04)
                private static let mid = Color(red: 0.10, green: 0.10, blue: 0.18)
                var body: some View {
                    ZStack {
                        LinearGradient(colors: [Self.start, Self.mid], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
                        Text("Sign in").foregroundColor(.white)
                    }
                }
            }

            """])
        for light in ["#0A0A0A", "#1A1A2E"] {
            let t = try XCTUnwrap(token(d, light: light), "\(d.tokens)")
            XCTAssertTrue(isDark(t["dark"] as? String), "\(t)")
        }
    }

    /// Read by its type's name in another file (`button.backgroundColor = Shades.charcoal` on the one
    /// screen drawing it), the member is a surface there too: its near-black keeps a dark value under
    /// the white glyph (session 30's review A8: #353535 became #949494). Non-triggering: read as text
    /// in the other file, no surface role.
    func testAMemberDrawnAsABackgroundInAnotherFileIsASurface() throws {
        let shades = "import UIKit\npublic enum Shades {\n    public static let charcoal = UIColor(red: 0.207, green: 0.207, blue: 0.207, alpha: 1.0)\n}\n"
        let viewer = { (line: String) in "import UIKit\nfinal class Viewer: UIViewController {\n    let button = UIButton()\n    override func viewDidLoad() {\n        button.tintColor = .white\n        \(line)\n    }\n}\n" }
        let d = try InitDraft(["Sources/Shades.swift": shades, "Sources/Viewer.swift": viewer("button.backgroundColor = Shades.charcoal")])
        let t = try XCTUnwrap(token(d, light: "#353535"), "\(d.tokens)")
        XCTAssertTrue(isDark(t["dark"] as? String), "\(t)")
        let text = try InitDraft(["Sources/Shades.swift": shades, "Sources/Viewer.swift": viewer("button.setTitleColor(Shades.charcoal, for: .normal)")])
        let u = try XCTUnwrap(token(text, light: "#353535"), "\(text.tokens)")
        XCTAssertFalse(isDark(u["dark"] as? String), "\(u)")
    }
}
