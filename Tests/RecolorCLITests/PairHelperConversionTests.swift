import Foundation
import XCTest

/// A conversion after a call of the app's light/dark function (`AppearanceValue(light: A, dark:
/// B).cgColor` into `layer.borderColor`) converts the color the call returns: the token replaces
/// the call and the conversion stays (session 22's review, F11: beam's spoiler border became
/// `layer.borderColor = Semantic.secondaryBorder`, a UIColor into a CGColor). A member that is no
/// conversion (`AdaptiveColor(…).value`) still goes with the call.
final class PairHelperConversionTests: XCTestCase {
    let appearance = """
    import UIKit
    func AppearanceValue(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { traits in
            switch traits.userInterfaceStyle {
            case .dark: return dark
            default: return light
            }
        }
    }
    struct AdaptiveColor {
        let light: UIColor
        let dark: UIColor
        var value: UIColor { UIColor { $0.userInterfaceStyle == .dark ? self.dark : self.light } }
    }

    """

    func cell(_ expression: String) -> String {
        """
        import UIKit
        final class SpoilerCell: UITableViewCell {
            let overlay = UIView()
            func appearanceDidChange() {
                overlay.layer.borderColor = \(expression)
            }
        }

        """
    }

    let pair = "light: UIColor(red: 1, green: 1, blue: 1, alpha: 1), dark: UIColor(red: 0, green: 0, blue: 0, alpha: 1)"
    let table = ##"{ "tokens": { "border": { "uikit": "Semantic.border", "light": "#FFFFFF", "dark": "#000000" } }, "rules": [ { "match": "#FFFFFF", "dark": "#000000", "token": "border" } ] }"##

    func fixed(_ expression: String) throws -> String {
        let s = try Scratch()
        try s.write(".recolor.json", table)
        try s.write("Appearance.swift", appearance)
        try s.write("SpoilerCell.swift", cell(expression))
        let r = try CommandRunner.recolor(["fix", "SpoilerCell.swift"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        return try s.read("SpoilerCell.swift")
    }

    func testTheConversionAfterAHelperCallStays() throws {
        let out = try fixed("AppearanceValue(\(pair)).cgColor")
        XCTAssertTrue(out.contains("overlay.layer.borderColor = Semantic.border.cgColor"), out)
    }

    /// The non-triggering control: a member that is no conversion is the helper's color, replaced with the call.
    func testAMemberThatIsNoConversionGoesWithTheCall() throws {
        let out = try fixed("AdaptiveColor(\(pair)).value.cgColor")
        XCTAssertTrue(out.contains("overlay.layer.borderColor = Semantic.border.cgColor"), out)
    }
}
