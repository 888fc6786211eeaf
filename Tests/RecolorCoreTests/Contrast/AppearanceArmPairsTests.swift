@testable import RecolorCore
import XCTest

/// The app's own choice by the appearance is one color, arm with arm: beam's
/// `tintColor = AppearanceValue(light: UIColor.beam, dark: UIColor.beamPurpleLight)` (its function
/// wrapping a dynamic provider) on its bar paired each arm alone in every appearance: the dark
/// arm "failed" in light (1.90:1, never drawn there), the light arm was measured in Dark with a
/// proposal never drawn (session 22's review, F8).
final class AppearanceArmPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "brand": { "uikit": "Semantic.brand", "light": "#7E5CE6", "dark": "#9172FE" },
        "brandLight": { "uikit": "Semantic.brandLight", "light": "#C0AFFA", "dark": "#C9BAFF" },
        "bar": { "uikit": "Semantic.bar", "light": "#FCFCFC", "dark": "#333333" } } }
    """##

    func bar(_ tint: String) -> String {
        """
        import UIKit
        final class NavigationBar: UINavigationBar {
            func apply() {
                barTintColor = Semantic.bar
                tintColor = \(tint)
            }
        }
        """
    }

    func audited(_ code: String) throws -> [AuditedPair] {
        let configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        return ContrastAudit.audit(configuration, inferred: try PairsOfOneFile.infer(code, table: Self.table))
    }

    /// Rows `foreground/background: appearance ratio` of every check.
    func checks(_ code: String) throws -> [String] {
        try audited(code).flatMap { p in p.checks.map { "\(p.foreground)/\(p.background): \($0.appearance.rawValue) \($0.shownRatio)" } }
    }

    func testTheArmsOfALightDarkCallAreOneForeground() throws {
        XCTAssertEqual(try checks(bar("AppearanceValue(light: Semantic.brand, dark: Semantic.brandLight)")),
                       ["brand in light, brandLight in dark/bar: light 4.49", "brand in light, brandLight in dark/bar: dark 7.19"])
        // Either order of the labels, and the ternary on the appearance.
        XCTAssertEqual(try PairsOfOneFile.described(bar("Color(dark: Semantic.brandLight, light: Semantic.brand)"), table: Self.table),
                       ["brand in light, brandLight in dark/bar@5-4"])
        XCTAssertEqual(try PairsOfOneFile.described(bar("traitCollection.userInterfaceStyle == .dark ? Semantic.brandLight : Semantic.brand"), table: Self.table),
                       ["brand in light, brandLight in dark/bar@5-4"])
    }

    /// An arm whose other arm is no token (`.white`) is drawn in its own appearance alone.
    func testALoneArmIsMeasuredInItsAppearanceAlone() throws {
        XCTAssertEqual(try checks(bar("AppearanceValue(light: .white, dark: Semantic.brandLight)")), ["brandLight in dark/bar: dark 7.19"])
        XCTAssertEqual(try checks(bar("AppearanceValue(light: Semantic.brand, dark: .white)")), ["brand in light/bar: light 4.49"])
    }

    /// Negative: one token in both arms is that token (a harvested choice); a condition on
    /// anything but the appearance is no choice: each token in every appearance. (One label alone
    /// is no choice either: `ColorSetUsesTests.testTheArmOfALabeledCallFollowsItsLabel`.)
    func testNoChoiceLeavesTheTokenAlone() throws {
        XCTAssertEqual(try checks(bar("AppearanceValue(light: Semantic.brand, dark: Semantic.brand)")), ["brand/bar: light 4.49", "brand/bar: dark 3.64"])
        XCTAssertEqual(try PairsOfOneFile.described(bar("isSelected ? Semantic.brandLight : Semantic.brand"), table: Self.table),
                       ["brand/bar@5-4", "brandLight/bar@5-4"])
    }

    func cell(_ switched: String) -> String {
        """
        import UIKit
        final class Cell: UITableViewCell {
            let titleLabel = UILabel()
            func apply() {
                titleLabel.textColor = Semantic.brand
                \(switched)
            }
        }
        """
    }

    /// A branch of a statement on the appearance is drawn in its appearance alone: beam's
    /// `case .dark:` background under a text set outside the switch "failed" in light (F2's family).
    func testABranchOfAStatementOnTheAppearanceIsItsAppearanceAlone() throws {
        XCTAssertEqual(try checks(cell("switch traitCollection.userInterfaceStyle {\n case .dark: titleLabel.backgroundColor = Semantic.bar\n default: break\n }")),
                       ["brand/bar in dark: dark 3.64"])
        XCTAssertEqual(try checks(cell("if traitCollection.userInterfaceStyle == .dark { } else { titleLabel.backgroundColor = Semantic.bar }")),
                       ["brand/bar in light: light 4.49"])
    }

    /// Negative: a switch on the app's own state, and one token in both branches (a statement
    /// pair the code decides), are drawn in every appearance.
    func testOtherStatementsAndOneTokenInBothBranchesAreEveryAppearance() throws {
        XCTAssertEqual(try checks(cell("switch state {\n case .dark: titleLabel.backgroundColor = Semantic.bar\n default: break\n }")),
                       ["brand/bar: light 4.49", "brand/bar: dark 3.64"])
        XCTAssertEqual(try checks(cell("if traitCollection.userInterfaceStyle == .dark { titleLabel.backgroundColor = Semantic.bar } else { titleLabel.backgroundColor = Semantic.bar }")),
                       ["brand/bar: light 4.49", "brand/bar: dark 3.64"])
    }

    func testArmSubjectsParseBack() {
        XCTAssertEqual(AppearanceArmSubjects.parse("a in light, b in dark")?.light, "a")
        XCTAssertEqual(AppearanceArmSubjects.parse("a in light, b in dark")?.dark, "b")
        XCTAssertEqual(AppearanceArmSubjects.parse("b in dark")?.light, nil)
        XCTAssertNil(AppearanceArmSubjects.parse("card at 40%"))
        XCTAssertEqual(TranslucentSubjects.tokens(of: "a in light, b in dark at 40%"), ["a", "b"])
        XCTAssertFalse(AppearanceArmSubjects.isDrawn("b in dark at 40%", in: .light))
    }
}
