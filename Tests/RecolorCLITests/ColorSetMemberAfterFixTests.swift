import Foundation
import XCTest

/// A light-only color set the app reads through its own member (`static let purple80 =
/// UIColor(named: "Purple80")!` in a design-system file) and that `fix` gives a dark appearance.
/// focus-ios: the pair `inverseText on darkPurpleBackground` (white letters on `.purple80`) was
/// seen before `fix` and lost after it, and the member's `.cgColor` stored in a gradient became a
/// stale color `check` reported and `fix` never said; all three were for a dark equal to the
/// light, a color that does not change (session 21 audit F9).
final class ColorSetMemberAfterFixTests: XCTestCase {
    func set(_ s: Scratch, _ name: String, _ red: String, _ green: String, _ blue: String) throws {
        try s.write("Design/Colors.xcassets/\(name).colorset/Contents.json", """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "\(blue)", "green" : "\(green)", "red" : "\(red)" } }, "idiom" : "universal" } ],
              "info" : { "author" : "xcode", "version" : 1 } }
            """)
    }

    func app(dark purpleDark: String) throws -> Scratch {
        let s = try Scratch()
        try s.write("Design/Colors.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try set(s, "Purple80", "0x44", "0x00", "0x71")
        try set(s, "Purple70", "0x59", "0x2A", "0xCB")
        try s.write("Design/UIColor+AppColors.swift", """
            import UIKit

            public extension UIColor {
                static let purple80 = UIColor(named: "Purple80")!
                static let purple70 = UIColor(named: "Purple70")!
            }

            """)
        try s.write("App/SearchEngine.swift", """
            import UIKit

            final class SearchEngine {
                func favicon(letter: String) -> UILabel {
                    let faviconLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
                    faviconLabel.backgroundColor = .purple80
                    faviconLabel.text = letter
                    faviconLabel.textColor = UIColor.white
                    return faviconLabel
                }
            }

            """)
        try s.write("App/TooltipView.swift", """
            import UIKit

            final class TooltipView: UIView {
                private let gradient = CAGradientLayer()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    gradient.colors = [UIColor.purple70.cgColor, UIColor.purple80.cgColor]
                    layer.addSublayer(gradient)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            """)
        try s.write(".recolor.json", ##"""
            { "generate": { "swift": "App/SemanticColors.swift" },
              "tokens": {
                "inverseText": { "uikit": "Semantic.inverseText", "light": "#FFFFFF", "dark": "#FFFFFF" },
                "darkPurpleBackground": { "uikit": "Semantic.darkPurpleBackground", "light": "#440071", "dark": "\##(purpleDark)" },
                "darkIndigoFill": { "uikit": "Semantic.darkIndigoFill", "light": "#592ACB", "dark": "#592ACB" } },
              "rules": [ { "match": "#FFFFFF", "token": "inverseText" },
                         { "match": "#440071", "context": ["Purple80"], "token": "darkPurpleBackground" },
                         { "match": "#592ACB", "context": ["Purple70"], "token": "darkIndigoFill" } ] }
            """##)
        return s
    }

    func pairs(_ s: Scratch) throws -> [String] {
        let r = try CommandRunner.recolor(["contrast", "--format", "json", "."], in: s.url)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        return (json?["pairs"] as? [[String: Any]] ?? []).map { "\($0["foreground"] ?? "") on \($0["background"] ?? "")" }
    }

    func testThePairOnASetsMemberIsStillSeenAfterFixGivesTheSetItsDark() throws {
        let s = try app(dark: "#6A2A9E")
        XCTAssertTrue(try pairs(s).contains("inverseText on darkPurpleBackground"), "before fix")
        _ = try CommandRunner.recolor(["generate", "-q"], in: s.url)
        let fix = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertTrue(try s.read("Design/Colors.xcassets/Purple80.colorset/Contents.json").contains("dark"), fix.stderr)
        XCTAssertTrue(try pairs(s).contains("inverseText on darkPurpleBackground"), "after fix: \(fix.stderr)")
    }

    /// The member's `.cgColor` stored in the gradient: made stale by the set's new dark, said by `fix`.
    func testFixSaysTheStaleColorItMakesThroughASetsMember() throws {
        let s = try app(dark: "#6A2A9E")
        _ = try CommandRunner.recolor(["generate", "-q"], in: s.url)
        let fix = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertTrue(fix.stderr.contains("App/TooltipView.swift:7:"), fix.stderr)
        XCTAssertTrue(fix.stderr.contains("stale color"), fix.stderr)
    }

    /// Negative: a dark equal to the light changes nothing: no stale color made, none reported after.
    func testASetWhoseDarkEqualsItsLightMakesNoStaleColor() throws {
        let s = try app(dark: "#440071")
        _ = try CommandRunner.recolor(["generate", "-q"], in: s.url)
        let fix = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertFalse(fix.stderr.contains("stale color"), fix.stderr)
        let check = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertFalse(check.stdout.contains("stale-color"), check.stdout)
    }
    /// A set whose entries name a system color (NetNewsWire's `barBackgroundColor`, `"reference":
    /// "systemBackgroundColor"` in the any and dark entries) adapts: its cgColor stored is stale.
    func testASetOfSystemColorReferencesStaysDynamic() throws {
        let s = try Scratch()
        try s.write("Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try s.write("Assets.xcassets/barBackgroundColor.colorset/Contents.json", """
            { "colors" : [ { "color" : { "platform" : "ios", "reference" : "systemBackgroundColor" }, "idiom" : "universal" },
                           { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                             "color" : { "platform" : "ios", "reference" : "systemBackgroundColor" }, "idiom" : "universal" } ],
              "info" : { "author" : "xcode", "version" : 1 } }
            """)
        try s.write("SearchBar.swift", """
            import UIKit
            final class SearchBar: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layer.backgroundColor = UIColor(named: "barBackgroundColor")?.cgColor
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            """)
        let check = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertTrue(check.stdout.contains("stale-color"), check.stdout)
    }
}
