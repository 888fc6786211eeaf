import Foundation
import XCTest

/// `fix --hazards` in code whose lowest OS is below iOS 13 / tvOS 13 (vlc-ios, an iOS 12 app):
/// `hasDifferentColorAppearance(comparedTo:)` is iOS 13's, so the guard and the hook it writes
/// check availability first, for the platforms of the site; at iOS 13 they stay as they were.
final class HazardAvailabilityTests: XCTestCase {
    func fixed(_ source: String, iOS: String) throws -> String {
        let s = try Scratch()
        try s.write("project.yml", HazardCLITests.spec(iOS: iOS))
        try s.write("Shop/A.swift", source)
        let r = try CommandRunner.recolor(["fix", "--hazards"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        return try s.read("Shop/A.swift")
    }

    /// vlc's ColorThemeExtension.swift shape: an extension overriding the trait-change hook with
    /// color work in it, in an iOS 12 target.
    static let themeExtension = """
        import UIKit

        extension UITableViewController {
            open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                applyTheme()
            }

            @objc func applyTheme() {}
        }

        """

    func testTheGuardChecksAvailabilityBelowIOS13() throws {
        let out = try fixed(Self.themeExtension, iOS: "12.0")
        XCTAssertTrue(out.contains("""
                    super.traitCollectionDidChange(previousTraitCollection)
                    if #available(iOS 13.0, *), !traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { return }
                    applyTheme()
            """), out)
        XCTAssertFalse(out.contains("guard traitCollection"), out)
    }

    func testTheGuardIsPlainFromIOS13() throws {
        let out = try fixed(Self.themeExtension, iOS: "13.0")
        XCTAssertTrue(out.contains("        guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else { return }\n"), out)
        XCTAssertFalse(out.contains("#available"), out)
    }

    /// Inside the app's own `if #available(iOS 13.0, *)` the site is iOS 13: no second check.
    func testASiteTheAppAlreadyChecksGetsThePlainGuard() throws {
        let out = try fixed("""
            import UIKit

            @available(iOS 13.0, *)
            final class Card: UIView {
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                    applyTheme()
                }
                func applyTheme() {}
            }

            """, iOS: "12.0")
        XCTAssertTrue(out.contains("guard traitCollection.hasDifferentColorAppearance"), out)
        XCTAssertFalse(out.contains("#available(iOS 13.0, *), !"), out)
    }

    /// A stale color's new hook, in an iOS 12 target: its guard checks availability too.
    func testTheNewHookOfAStaleColorChecksAvailabilityBelowIOS13() throws {
        let out = try fixed("""
            import UIKit

            final class Card: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layer.borderColor = UIColor.separator.cgColor
                }

                required init?(coder: NSCoder) { fatalError() }
            }

            """, iOS: "12.0")
        XCTAssertFalse(out.contains("guard traitCollection"), out)
        XCTAssertTrue(out.contains("""
                    super.traitCollectionDidChange(previousTraitCollection)
                    if #available(iOS 13.0, *), !traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { return }
                    layer.borderColor = UIColor.separator.cgColor
            """), out)
    }

    /// vlc: black in a gradient's CGColors, in a lazy property's initializer, becomes the token
    /// `label`, written as the table's own `Semantic.label` where iOS 12 lacks UIColor.label: fix
    /// names the stale color it makes.
    func testARewriteToTheOwnMemberOfADynamicTokenInAGradientIsAStaleColor() throws {
        let s = try Scratch()
        try s.write("project.yml", HazardCLITests.spec(iOS: "12.0"))
        try s.write(".recolor.json", """
            { "generate": { "swift": "Shop/Generated/Colors.swift" },
              "tokens": { "ink": { "uikit": "Semantic.ink", "light": "#111111", "dark": "#EEEEEE" },
                          "label": { "uikit": "UIColor.label", "light": "#000000", "dark": "#FFFFFF" } },
              "rules": [ { "match": "#000000", "token": "label" } ] }
            """)
        try s.write("Shop/Player.swift", """
            import UIKit

            final class PlayerController: UIViewController {
                lazy var shade: CAGradientLayer = {
                    let shade = CAGradientLayer()
                    shade.frame = self.view.bounds
                    shade.colors = [UIColor.clear.cgColor,
                                    UIColor.clear.cgColor,
                                    UIColor(red: 0, green: 0, blue: 0, alpha: 1).cgColor]
                    return shade
                }()
            }

            """)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let out = try s.read("Shop/Player.swift")
        XCTAssertTrue(out.contains("Semantic.label.cgColor]"), out)
        XCTAssertTrue(r.stderr.contains("Shop/Player.swift:9:") && r.stderr.contains("this rewrite makes a stale color"), r.stderr)
    }
}
