import Foundation
import XCTest

/// A light/dark helper called with members declared as computed properties (AnyImageKit's
/// `static var primaryText: UIColor { return UIColor.create(light: primaryTextLight, dark:
/// primaryTextDark) }` over `static var primaryTextLight: UIColor { return UIColor.color(hex:
/// 0x333333) }`, session 24's review F10): one token with the code's two values, as for stored
/// members (`InitOwnPairsTests`); the halves are kept where they stand, never tokens of their own.
final class InitComputedMemberPairsTests: XCTestCase {
    static let colors = """
        import UIKit
        extension UIColor {
            static func color(hex: UInt32) -> UIColor {
                UIColor(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
            }
            static func create(light: UIColor, dark: UIColor) -> UIColor {
                UIColor { $0.userInterfaceStyle == .dark ? dark : light }
            }
        }
        extension UIColor {
            static var primaryText: UIColor {
                return UIColor.create(light: primaryTextLight, dark: primaryTextDark)
            }
            static var primaryTextLight: UIColor {
                return UIColor.color(hex: 0x333333)
            }
            static var primaryTextDark: UIColor {
                return UIColor.color(hex: 0xEAEAEA)
            }
        }
        func title(_ l: UILabel) { l.textColor = .primaryText }

        """

    func testAHelperCalledWithComputedMembersIsOnePair() throws {
        let s = try Scratch()
        try s.write("Sources/Colors.swift", Self.colors)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = t["tokens"] as? [String: [String: Any]] ?? [:]
        let pair = try XCTUnwrap(tokens.values.first { ($0["light"] as? String) == "#333333" }, "\(tokens)")
        XCTAssertEqual(pair["dark"] as? String, "#EAEAEA", "the code's dark, never a proposal: \(tokens)")
        XCTAssertEqual(pair["source"] as? String, "code")
        XCTAssertFalse(tokens.values.contains { ($0["light"] as? String) == "#EAEAEA" }, "the dark half is no token of its own: \(tokens)")
        let f = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(f.status, 0, f.stderr)
        XCTAssertEqual(try s.read("Sources/Colors.swift"), Self.colors, "nothing to rewrite: the declarations are the pair")
    }

    /// Not a pair: a member computed by more than one statement is no declaration of one color.
    func testAMemberOfSeveralStatementsIsNoDeclaredArm() throws {
        let s = try Scratch()
        try s.write("Sources/Colors.swift", Self.colors.replacingOccurrences(of: "return UIColor.color(hex: 0xEAEAEA)",
                                                                           with: "let c = UIColor.color(hex: 0xEAEAEA)\n        return c"))
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let table = try s.read(".recolor.json")
        XCTAssertFalse(table.contains("\"source\": \"code\""), table)
    }
}
