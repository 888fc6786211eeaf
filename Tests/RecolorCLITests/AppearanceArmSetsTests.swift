import Foundation
import XCTest

/// The app's own `AppearanceValue(light:dark:)` (a function wrapping a dynamic provider) called with
/// members declared as light-only color sets (beam's navigation bar tint, session 22's review, F8):
/// `init` keeps both sets (the dark arm's value is the app's dark value; the light arm's dark is
/// never drawn), `fix` gives neither a dark appearance, and `contrast` measures the call as one
/// foreground, the light arm in light and the dark arm in dark. Before: the dark arm "failed" in
/// light (1.90:1, never drawn there) and its set got a proposed dark, changing the app's Dark.
final class AppearanceArmSetsTests: XCTestCase {
    static let colors = """
        import UIKit

        extension UIColor {
            static var beamPurple: UIColor { UIColor(named: "purple")! }
            static var beamPurpleLight: UIColor { UIColor(named: "purple_light")! }
            static var beamBar: UIColor { UIColor(named: "bar")! }
        }

        func AppearanceValue(light: UIColor, dark: UIColor) -> UIColor {
            UIColor { traits in
                switch traits.userInterfaceStyle {
                case .dark: return dark
                default: return light
                }
            }
        }

        """

    static func bar(_ tint: String) -> String {
        """
        import UIKit

        final class NavigationBar: UINavigationBar {
            func apply() {
                barTintColor = UIColor.beamBar
                tintColor = \(tint)
            }
        }

        """
    }

    func app(_ s: Scratch, tint: String) throws {
        try s.write("App/Colors.swift", Self.colors)
        try s.write("App/NavigationBar.swift", Self.bar(tint))
        try s.write("App/Assets.xcassets/purple.colorset/Contents.json", AdaptiveSetPaletteTests.colorSet(light: ("0x7E", "0x5C", "0xE6"), dark: nil))
        try s.write("App/Assets.xcassets/purple_light.colorset/Contents.json", AdaptiveSetPaletteTests.colorSet(light: ("0xC0", "0xAF", "0xFA"), dark: nil))
        try s.write("App/Assets.xcassets/bar.colorset/Contents.json", AdaptiveSetPaletteTests.colorSet(light: ("0xFC", "0xFC", "0xFC"), dark: ("0x33", "0x33", "0x33")))
    }

    func testTheArmsOfTheAppsChoiceKeepTheirSetsAndPairArmWithArm() throws {
        let s = try Scratch()
        try app(s, tint: "AppearanceValue(light: UIColor.beamPurple, dark: UIColor.beamPurpleLight)")
        let initRun = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        let contrast = try CommandRunner.recolor(["contrast"], in: s.url)
        XCTAssertTrue(contrast.stdout.contains("#7E5CE6 in light, #C0AFFA in dark on beamBar"), contrast.stdout + contrast.stderr)
        XCTAssertFalse(contrast.stdout.contains("FAIL"), contrast.stdout)
        XCTAssertEqual(contrast.status, 0, contrast.stdout)
        let fix = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        for set in ["purple", "purple_light"] {
            let json = try s.read("App/Assets.xcassets/\(set).colorset/Contents.json")
            XCTAssertFalse(json.contains("luminosity"), "\(set) got a dark appearance: \(json)")
        }
    }

    /// Negative: the same sets drawn with no choice are proposed darks as any set.
    func testSetsDrawnAloneAreProposedDarks() throws {
        let s = try Scratch()
        try app(s, tint: "UIColor.beamPurpleLight\n        backgroundColor = UIColor.beamPurple")
        let initRun = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        XCTAssertEqual(try CommandRunner.recolor(["fix"], in: s.url).status, 0)
        for set in ["purple", "purple_light"] {
            XCTAssertTrue(try s.read("App/Assets.xcassets/\(set).colorset/Contents.json").contains("luminosity"), set)
        }
    }
}
