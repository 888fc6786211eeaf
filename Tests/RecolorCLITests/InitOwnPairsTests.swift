import Foundation
import XCTest

/// Light/dark pairs the code already decides in shapes `init` did not read (session 12's
/// notes, Pulse and Mos): a helper called with members, a function named as a test of the
/// appearance called with arguments, and several statements in each branch of an `if`.
final class InitOwnPairsTests: XCTestCase {
    func table(_ s: Scratch) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
    }

    func tokens(_ t: [String: Any]) -> [String: [String: Any]] { t["tokens"] as? [String: [String: Any]] ?? [:] }

    /// Pulse's shape: the pair's values are private members' declarations.
    static let palette = """
        import UIKit
        struct Palette {
            static var red: UIColor {
                UIColor.dynamic(light: Palette.lightRed, dark: Palette.darkRed)
            }
            static var pink: UIColor { .dynamic(light: lightPink, dark: darkPink) }

            private static let lightRed = UIColor(red: 196.0/255.0, green: 26.0/255.0, blue: 22.0/255.0, alpha: 1.0)
            private static let darkRed = UIColor(red: 254.0/255.0, green: 129.0/255.0, blue: 112.0/255.0, alpha: 1.0)
            private static let lightPink = UIColor(red: 155.0/255.0, green: 35.0/255.0, blue: 147.0/255.0, alpha: 1.0)
            private static let darkPink = UIColor(red: 252.0/255.0, green: 95.0/255.0, blue: 163.0/255.0, alpha: 1.0)
        }
        extension UIColor {
            static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
                UIColor { $0.userInterfaceStyle == .dark ? dark : light }
            }
        }
        func badge(_ l: UILabel) { l.textColor = Palette.red }

        """

    func testAHelperCalledWithMembersIsOnePairFromTheirDeclarations() throws {
        let s = try Scratch()
        try s.write("Sources/Palette.swift", Self.palette)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try table(s)
        let all = tokens(t)
        let red = try XCTUnwrap(all["red"], "\(all.keys)")
        XCTAssertEqual(red["light"] as? String, "#C41A16")
        XCTAssertEqual(red["dark"] as? String, "#FE8170", "the code's dark, never a proposal")
        XCTAssertEqual(red["source"] as? String, "code")
        XCTAssertEqual(red["uikit"] as? String, "Palette.red")
        let pink = try XCTUnwrap(all["pink"], "\(all.keys)")
        XCTAssertEqual(pink["dark"] as? String, "#FC5FA3")
        XCTAssertFalse(all.keys.contains { $0.lowercased().contains("lightred") || $0.lowercased().contains("darkred") }, "\(all.keys)")
        let strict = try CommandRunner.recolor(["check", "--strict", "."], in: s.url)
        XCTAssertNotEqual(strict.status, 2, strict.stderr)
        XCTAssertEqual(strict.status, 0, "the declarations are kept where they stand: \(strict.stdout)")
        let f = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(f.status, 0, f.stderr)
        XCTAssertEqual(try s.read("Sources/Palette.swift"), Self.palette, "nothing to rewrite: the declarations are the pair")
        // Elsewhere the same value is no pair's: it still adapts.
        try s.write("Sources/Other.swift", "import UIKit\nfunc f(v: UIView) { v.backgroundColor = UIColor(red: 196.0/255.0, green: 26.0/255.0, blue: 22.0/255.0, alpha: 1.0) }\n")
        let other = try CommandRunner.recolor(["check", "Sources/Other.swift"], in: s.url)
        XCTAssertEqual(other.status, 1, "a use outside Palette is no kept declaration: \(other.stdout)")
    }

    /// Mos's `Utils.isDarkMode(for: view) ? a : b`: one token with the code's two values,
    /// replaced whole.
    func testAFunctionNamedAsATestOfTheAppearanceCalledWithArgumentsIsAPair() throws {
        let s = try Scratch()
        try s.write("Sources/Row.swift", """
            import AppKit
            enum Utils { static func isDarkMode(for view: NSView) -> Bool { view.effectiveAppearance.name == .darkAqua } }
            final class Row: NSView {
                let title = NSTextField()
                func refresh() {
                    title.textColor = Utils.isDarkMode(for: self) ? NSColor(white: 0.9, alpha: 1) : NSColor(white: 0.2, alpha: 1)
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let harvested = tokens(try table(s)).values.filter { ($0["source"] as? String) == "code" }
        XCTAssertEqual(harvested.count, 1, "\(harvested)")
        XCTAssertEqual(harvested.first?["light"] as? String, "#333333")
        XCTAssertEqual(harvested.first?["dark"] as? String, "#E6E6E6")
        let f = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(f.status, 0, f.stderr)
        let after = try s.read("Sources/Row.swift")
        XCTAssertFalse(after.contains("isDarkMode(for: self) ?"), after)
        XCTAssertFalse(f.stderr.contains("kept"), f.stderr)
    }

    /// amperfy's MiniPlayerView shape: two places set in each branch, and a statement that is no
    /// color. Harvested as pairs; fix writes each pair's token over both arms where they stand.
    func testSeveralStatementsPerBranchAreRewrittenArmByArm() throws {
        let s = try Scratch()
        let source = """
            import UIKit
            final class MiniPlayer: UIView {
                let title = UILabel(), artist = UILabel(), handle = UIView()
                func refresh() {
                    if traitCollection.userInterfaceStyle == .dark {
                        title.textColor = .white
                        artist.textColor = UIColor(white: 0.7, alpha: 1)
                        handle.isHidden = false
                    } else {
                        title.textColor = .black
                        artist.textColor = UIColor(white: 0.3, alpha: 1)
                        handle.isHidden = true
                    }
                }
            }

            """
        try s.write("Sources/MiniPlayer.swift", source)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let harvested = tokens(try table(s)).filter { ($0.value["source"] as? String) == "code" }
        XCTAssertEqual(harvested.count, 2, "\(harvested)")
        let f = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(f.status, 0, f.stderr)
        XCTAssertFalse(f.stderr.contains("declined"), f.stderr)
        let lines = try s.read("Sources/MiniPlayer.swift").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(lines[5], lines[9], "both arms the same token: \(lines)")
        XCTAssertEqual(lines[6], lines[10], "\(lines)")
        XCTAssertTrue(lines[5].hasPrefix("title.textColor = Semantic."), lines[5])
        XCTAssertTrue(lines[6].hasPrefix("artist.textColor = Semantic."), lines[6])
        XCTAssertEqual(lines[7], "handle.isHidden = false")
        XCTAssertEqual(try CommandRunner.recolor(["check", "."], in: s.url).status, 0)
    }
}
