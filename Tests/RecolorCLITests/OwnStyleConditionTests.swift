import Foundation
import XCTest

/// F6's statement form (session 24's note, Left): `if theme.keyboardAppearance == .dark { … } else { … }`
/// compares a style the app sets on its own theme, not the system's appearance: both arms stay as
/// written (no token from code), and `fix` leaves them, as it leaves the call form (`OwnStyleArgument`).
final class OwnStyleConditionTests: XCTestCase {
    func source(_ condition: String) -> String {
        """
        import UIKit
        struct Theme { var keyboardAppearance: UIKeyboardAppearance = .dark }
        final class Bar: UIView {
            func apply(_ theme: Theme) {
                if \(condition) {
                    backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
                } else {
                    backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
                }
            }
        }

        """
    }

    func run(_ condition: String) throws -> (table: String, fixed: String) {
        let s = try Scratch()
        try s.write("Sources/Bar.swift", source(condition))
        let initRun = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        var t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        t["generate"] = ["swift": "Sources/SemanticColors.swift"]
        try s.write(".recolor.json", String(decoding: try JSONSerialization.data(withJSONObject: t), as: UTF8.self))
        _ = try CommandRunner.recolor(["generate"], in: s.url)
        _ = try CommandRunner.recolor(["fix", "."], in: s.url)
        return (try s.read(".recolor.json"), try s.read("Sources/Bar.swift"))
    }

    /// Triggering: the theme's keyboard appearance: no pair from code, both arms as written after fix.
    func testTheThemesKeyboardAppearanceKeepsBothArms() throws {
        let (table, fixed) = try run("theme.keyboardAppearance == .dark")
        XCTAssertFalse(table.contains("\"source\" : \"code\"") || table.contains("\"source\":\"code\""), table)
        XCTAssertTrue(fixed.contains("UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)") && fixed.contains("UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)"), fixed)
    }

    /// Non-triggering: the trait collection's style is the system's appearance: one token from code, replaced whole.
    func testTheTraitCollectionsStyleIsStillOnePair() throws {
        let (table, fixed) = try run("traitCollection.userInterfaceStyle == .dark")
        XCTAssertTrue(table.contains("from code"), table)
        XCTAssertFalse(fixed.contains("userInterfaceStyle == .dark"), fixed)
    }
}
