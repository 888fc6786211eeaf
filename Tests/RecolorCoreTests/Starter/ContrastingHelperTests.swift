@testable import RecolorCore
import XCTest

/// A black or white chosen by another color's contrast (OneBusAway's route badges, session 23):
/// a WCAG contrast ratio compared, or a helper named for contrast choosing its return; a helper
/// for the accessibility setting (high contrast) or one that chooses nothing is not.
final class ContrastingHelperTests: XCTestCase {
    let ratio = """
        import UIKit
        extension UIColor {
            func wcagContrastRatio(against other: UIColor) -> CGFloat { 1 }
            func badgeTextColor(minimumRatio: CGFloat) -> UIColor {
                let blackRatio = UIColor.black.wcagContrastRatio(against: self)
                let whiteRatio = UIColor.white.wcagContrastRatio(against: self)
                return blackRatio >= whiteRatio ? .black : .white
            }
        }

        """
    let named = """
        import UIKit
        extension UIColor {
            var isLightColor: Bool { true }
            var contrastingTextColor: UIColor {
                if isLightColor {
                    return UIColor.darkText
                }
                else {
                    return UIColor.lightText
                }
            }
        }

        """

    func testAChoiceByContrastIsComputed() {
        XCTAssertEqual(intentOf(ratio, "UIColor.black")?.intent, .computed)
        XCTAssertEqual(intentOf(ratio, ".white")?.intent, .computed)
        XCTAssertEqual(intentOf(named, "UIColor.darkText")?.intent, .computed)
        XCTAssertEqual(intentOf(named, "UIColor.darkText")?.evidence, "contrastingTextColor chooses by contrasting")
        XCTAssertEqual(intentOf(named, "UIColor.lightText")?.intent, .computed)
    }

    func testHighContrastAndPlainHelpersAreNot() {
        let high = named.replacingOccurrences(of: "contrastingTextColor", with: "highContrastTextColor")
        XCTAssertNil(intentOf(high, "UIColor.darkText"))
        let plain = named.replacingOccurrences(of: "contrastingTextColor", with: "headerTextColor")
        XCTAssertNil(intentOf(plain, "UIColor.darkText"))
        // Named for contrast, but no choice: the one color it returns adapts.
        let single = "import UIKit\nextension UIColor {\n  var contrastBorder: UIColor {\n    let c = UIColor.black\n    return c\n  }\n}\n"
        XCTAssertNil(intentOf(single, "UIColor.black"))
        // A ratio not of contrast (an aspect ratio) is no measure of brightness.
        let aspect = ratio.replacingOccurrences(of: "wcagContrastRatio", with: "aspectRatio")
        XCTAssertNil(intentOf(aspect, "UIColor.black"))
    }
}
