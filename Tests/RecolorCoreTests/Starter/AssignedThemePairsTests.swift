@testable import RecolorCore
import XCTest

/// The app's own light and dark theme instances whose members one function assigns one by one
/// (Sileo's `let lightTheme = SileoTheme(…)`, `lightTheme.backgroundColor = .white`, then the dark
/// one): their colors are kept, the dark one's as a dark theme's, the light one's as chosen by the
/// appearance (the regression read of session 28: drafted as tokens, the user's light theme
/// turned dark under a dark system). Hand-written.
final class AssignedThemePairsTests: XCTestCase {
    let themes = """
        import UIKit
        final class Skin { var paper: UIColor?; var ink: UIColor?; init(title: String) {} }
        final class SkinStore {
            var all: [Skin] = []
            init() {
                let lightSkin = Skin(title: "Light")
                lightSkin.paper = UIColor(white: 245/255, alpha: 1)
                lightSkin.ink = .black
                all.append(lightSkin)
                let darkSkin = Skin(title: "Dark")
                darkSkin.paper = UIColor(red: 28/255, green: 28/255, blue: 30/255, alpha: 1)
                darkSkin.ink = .white
                all.append(darkSkin)
            }
        }
        """

    func intents(_ source: String) -> [String: FixedIntent?] {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([FileInput(path: "Skins.swift", bytes: Array(source.utf8))], options: options)
        XCTAssertFalse(result.allReports.isEmpty, source)
        let sites = KeptColors.intents(result.allReports, sources: result.files, represented: RepresentedViews(sources: [Array(source.utf8)]), restOfTree: { [] })
        var out: [String: FixedIntent?] = [:]
        for (n, r) in result.allReports.enumerated() { out.updateValue(sites[n]?.intent, forKey: r.text) }
        return out
    }

    func testTheMembersOfALightAndADarkAssignedThemeAreKept() {
        let found = intents(themes)
        XCTAssertEqual(found["UIColor(red: 28/255, green: 28/255, blue: 30/255, alpha: 1)"], .darkTheme, "\(found)")
        XCTAssertEqual(found[".white"], .darkTheme, "\(found)")
        XCTAssertEqual(found["UIColor(white: 245/255, alpha: 1)"], .chosenByAppearance, "\(found)")
        XCTAssertEqual(found[".black"], .chosenByAppearance, "\(found)")
    }

    /// Negatives: a light theme with no dark twin; a twin of another type; names that only contain
    /// a light word (`lightView`, a view of the app's) are no pair: their colors are ordinary.
    func testALoneThemeATwinOfAnotherTypeOrALightNamedViewIsNoPair() {
        let alone = themes.replacingOccurrences(of: "darkSkin", with: "compactSkin")
        XCTAssertEqual(intents(alone)["UIColor(white: 245/255, alpha: 1)"], .some(nil))
        let other = themes.replacingOccurrences(of: "let darkSkin = Skin(", with: "let darkSkin = Cover(")
        XCTAssertEqual(intents(other)["UIColor(white: 245/255, alpha: 1)"], .some(nil))
        let views = themes.replacingOccurrences(of: "lightSkin", with: "lightView").replacingOccurrences(of: "darkSkin", with: "darkView")
        XCTAssertEqual(intents(views)["UIColor(white: 245/255, alpha: 1)"], .some(nil))
    }
}
