@testable import RecolorCore
import XCTest

/// A view's tint written exactly as its own background (the same color, the same expression) is
/// painted as one with it: no pair on that background. radar-covid-ios fills each switch's track
/// with its tint (`radarSwitch.tintColor = #colorLiteral(…)`, `radarSwitch.backgroundColor =` the
/// same literal, init naming the one color twice by role): 6 sightings at 1.00:1. Negative: a tint
/// on a background of another color on the same view still pairs.
final class SameExpressionPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "brandTint": { "uikit": "Semantic.brandTint", "light": "#E06C57" },
        "brandFill": { "uikit": "Semantic.brandFill", "light": "#E06C57" },
        "background": { "uikit": "Semantic.background", "light": "#FFFFFF" } },
      "rules": [
        { "match": "#E06C57", "context": ["tintColor"], "token": "brandTint" },
        { "match": "#E06C57", "context": ["backgroundColor"], "token": "brandFill" },
        { "match": "#FFFFFF", "context": ["backgroundColor"], "token": "background" } ] }
    """##

    func described(background: String) throws -> [String] {
        let code = """
        import UIKit
        final class HomeViewController: UIViewController {
            let radarSwitch = UISwitch()
            override func viewDidLoad() {
                radarSwitch.tintColor = UIColor(red: 0.878, green: 0.424, blue: 0.341, alpha: 1)
                radarSwitch.backgroundColor = \(background)
            }
        }
        """
        return try PairsOfOneFile.described(code, table: Self.table)
    }

    func testATintWrittenAsItsOwnBackgroundIsNoPair() throws {
        XCTAssertEqual(try described(background: "UIColor(red: 0.878, green: 0.424, blue: 0.341, alpha: 1)"), [])
    }

    func testATintOnAnotherBackgroundPairs() throws {
        XCTAssertEqual(try described(background: "UIColor.white"), ["brandTint/background@5-6"])
    }
}
