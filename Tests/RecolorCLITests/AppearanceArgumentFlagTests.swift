import Foundation
import XCTest

/// A ternary on a `Bool` parameter whose calls pass a test of the appearance, call and ternary in
/// two files (CopilotForXcode's `brightMode ? NSColor.black : NSColor.white`, verify30 V10): one
/// token with the code's values, and fix replaces the whole choice, never one arm.
final class AppearanceArgumentFlagTests: XCTestCase {
    static let highlighting = """
        import AppKit
        public enum CodeHighlighting {
            public static func highlightedCodeBlock(code: String, brightMode: Bool, font: NSFont) -> NSAttributedString {
                NSAttributedString(string: code, attributes: [.foregroundColor: brightMode ? NSColor.black : NSColor.white, .font: font])
            }
        }

        """

    static func block(_ argument: String) -> String {
        """
        import SwiftUI
        struct CodeBlock: View {
            @Environment(\\.colorScheme) var colorScheme
            let code: String
            let isSelected: Bool
            var body: some View {
                Text(AttributedString(CodeHighlighting.highlightedCodeBlock(code: code, brightMode: \(argument), font: .systemFont(ofSize: 12))))
            }
        }

        """
    }

    func run(_ argument: String) throws -> (tokens: [[String: Any]], after: String) {
        let s = try Scratch()
        try s.write("Sources/Shared/SyntaxHighlighting.swift", Self.highlighting)
        try s.write("Sources/Shared/CodeBlock.swift", Self.block(argument))
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        _ = try CommandRunner.recolor(["generate"], in: s.url)
        let f = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(f.status, 0, f.stderr)
        return (Array((t["tokens"] as? [String: [String: Any]] ?? [:]).values), try s.read("Sources/Shared/SyntaxHighlighting.swift"))
    }

    func testAParameterPassedAnAppearanceTestMakesTheTernaryTheCodesPair() throws {
        let (tokens, after) = try run("colorScheme != .dark")
        XCTAssertTrue(tokens.contains { ($0["light"] as? String) == "#000000" && ($0["dark"] as? String) == "#FFFFFF" && ($0["source"] as? String) == "code" }, "\(tokens)")
        XCTAssertFalse(after.contains("brightMode ?"), "replaced whole: \(after)")
    }

    /// The real shape: a local test passed on (`let brightMode = view.colorScheme != .dark`,
    /// `brightMode: brightMode`), and a parameter forwarded under its own label.
    func testALocalTestPassedOnAndAForwardedParameterKeepTheFlag() throws {
        let s = try Scratch()
        try s.write("Sources/Shared/SyntaxHighlighting.swift", Self.highlighting + """
            public enum Lines {
                public static func lines(code: String, brightMode: Bool) -> NSAttributedString {
                    let mode = brightMode ? "light" : "dark"
                    switch mode { default: print(mode) }
                    return CodeHighlighting.highlightedCodeBlock(code: code, brightMode: brightMode, font: .systemFont(ofSize: 12))
                }
            }

            """)
        try s.write("Sources/Shared/Highlighter.swift", """
            import SwiftUI
            final class Highlighter {
                func highlight(for view: CodeView) -> NSAttributedString {
                    let brightMode = view.colorScheme != .dark
                    return Lines.lines(code: view.code, brightMode: brightMode)
                }
            }
            struct CodeView: View {
                @Environment(\\.colorScheme) var colorScheme
                let code: String
                var body: some View { Text(code) }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = Array((t["tokens"] as? [String: [String: Any]] ?? [:]).values)
        XCTAssertTrue(tokens.contains { ($0["light"] as? String) == "#000000" && ($0["dark"] as? String) == "#FFFFFF" && ($0["source"] as? String) == "code" }, "\(tokens)")
    }

    /// Passed a selection, the flag is the app's own: no pair from the code.
    func testAParameterPassedAnythingElseIsNoAppearanceFlag() throws {
        let (tokens, _) = try run("isSelected")
        XCTAssertFalse(tokens.contains { ($0["source"] as? String) == "code" }, "\(tokens)")
    }
}
