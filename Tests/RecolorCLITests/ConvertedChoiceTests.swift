import Foundation
import XCTest

/// Session 18's audit, F11 and F12, on a hand-written fixture in the shape of Sileo's news
/// gradient: a view whose own `isDarkModeEnabled` chooses between two gradient stops, each made
/// a CGColor where it stands beside a stop that is no finding, refreshed from a method merely named
/// `traitCollectionDidChange` (no `override`: UIKit never calls it).
final class ConvertedChoiceTests: XCTestCase {
    let gradient = """
        import UIKit

        extension UIColor {
            static var isDarkModeEnabled: Bool {
                if #available(iOS 13, *) {
                    return UITraitCollection.current.userInterfaceStyle == .dark
                }
                return false
            }
            static var shelf: UIColor { UIColor(named: "Shelf") ?? .systemBackground }
        }

        final class ShelfBackdrop: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }

            func traitCollectionDidChange(_ previous: UITraitCollection) {
                repaint()
            }

            @objc func repaint() {
                let g = layer as? CAGradientLayer
                if UIColor.isDarkModeEnabled {
                    g?.colors = [
                        UIColor.shelf.cgColor,
                        UIColor(red: 0.13, green: 0.13, blue: 0.16, alpha: 1).cgColor
                    ]
                } else {
                    g?.colors = [
                        UIColor.shelf.cgColor,
                        UIColor(white: 0.96, alpha: 1).cgColor
                    ]
                }
                layer.borderColor = UIColor.separator.cgColor
            }
        }
        """

    /// F11: the arms stay as written (the flag decides what is frozen); fix rewrites neither.
    func testArmsConvertedWhereTheyStandAreKeptByInitAndFix() throws {
        let s = try Scratch()
        try s.write("Backdrop.swift", gradient)
        let i = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(i.status, 0, i.stderr)
        XCTAssertTrue(i.stderr.contains("each arm a CGColor or CIColor where it stands"), i.stderr)
        _ = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(try s.read("Backdrop.swift"), gradient)
    }

    /// F12: the method without `override` is no hook: the separator's CGColor stored in what it
    /// calls is stale, and no guard is asked of it.
    func testAMethodMerelyNamedTraitCollectionDidChangeIsNoHook() throws {
        let s = try Scratch()
        try s.write("Backdrop.swift", gradient)
        let r = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertTrue(r.stdout.contains("[stale-color]"), r.stdout)
        XCTAssertFalse(r.stdout.contains("[unguarded-trait-change]"), r.stdout)
        // The override is the hook: stored there, the CGColor is fresh.
        try s.write("Backdrop.swift", gradient.replacingOccurrences(of: "    func traitCollectionDidChange(_ previous: UITraitCollection) {\n",
                                                                    with: "    override func traitCollectionDidChange(_ previous: UITraitCollection?) {\n        super.traitCollectionDidChange(previous)\n        guard traitCollection.hasDifferentColorAppearance(comparedTo: previous) else { return }\n"))
        let hooked = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertFalse(hooked.stdout.contains("[stale-color]"), hooked.stdout)
    }

    /// Session 19's audit, F9 (Tofu's AccountCell): CGColor literals chosen by the trait's style. init
    /// harvested a token no expression could write, and check reported the arms after fix forever.
    func testCGColorLiteralArmsAreKeptSoCheckIsCleanAfterInitAndFix() throws {
        let s = try Scratch()
        let cell = """
            import UIKit
            final class TokenCell: UITableViewCell {
                let badge = UIView()
                func refreshBadge() {
                    if traitCollection.userInterfaceStyle == .dark {
                        badge.layer.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
                    } else {
                        badge.layer.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
                    }
                }
            }

            """
        try s.write("TokenCell.swift", cell)
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        _ = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(try s.read("TokenCell.swift"), cell)
        let check = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
    }
}
