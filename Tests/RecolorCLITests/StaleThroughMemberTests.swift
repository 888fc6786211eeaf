import Foundation
import XCTest

/// A member of the app's color extension whose body `fix` makes a dynamic token, used in another
/// file through `.cgColor` into a layer property outside the refresh points: that stored color is
/// stale now. `fix` says so, and `check` reports it (the audit's r15, BookPlayer's UIColor.textColor).
final class StaleThroughMemberTests: XCTestCase {
    func testAMemberMadeDynamicByFixIsAStaleColorWhereItIsStoredAsACGColor() throws {
        let s = try Scratch()
        try s.write(".recolor.json", ##"""
            { "generate": { "swift": "Shared/SemanticColors.swift" },
              "tokens": { "primaryText": { "uikit": "Semantic.primaryText", "light": "#38454F", "dark": "#A9B9C4" } },
              "rules": [ { "match": "#38454F", "token": "primaryText" } ] }
            """##)
        try s.write("Shared/UIColor+App.swift", """
            import UIKit

            extension UIColor {
                public static var textColor: UIColor {
                    return UIColor(red: 0.22, green: 0.27, blue: 0.31, alpha: 1)
                }
            }

            """)
        try s.write("Art.swift", """
            import UIKit

            final class ArtView: UIView {
                func setup() {
                    layer.borderColor = UIColor.textColor.withAlphaComponent(0.2).cgColor
                }
            }

            """)
        XCTAssertEqual(try CommandRunner.recolor(["check"], in: s.url).stdout.contains("Art.swift"), false, "fixed before fix")
        XCTAssertEqual(try CommandRunner.recolor(["generate", "-q"], in: s.url).status, 0)
        let fix = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertTrue(try s.read("Shared/UIColor+App.swift").contains("return Semantic.primaryText"), fix.stderr)
        XCTAssertTrue(fix.stderr.contains("recolor: Art.swift:5:29: this rewrite makes a stale color: UIColor.textColor is declared dynamic in Shared/UIColor+App.swift"), fix.stderr)
        let check = try CommandRunner.recolor(["check"], in: s.url)
        XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("Art.swift:5:29: warning: UIColor.textColor is declared dynamic in Shared/UIColor+App.swift"), check.stdout)
        XCTAssertTrue(check.stdout.contains("[stale-color]"), check.stdout)
    }
}
