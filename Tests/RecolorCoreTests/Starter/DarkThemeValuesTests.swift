@testable import RecolorCore
import XCTest

/// An app's dark theme told by its values where no name says dark: kept as the dark
/// appearance's colors, never inverted a second time.
final class DarkThemeValuesTests: XCTestCase {
    func intents(_ source: String) -> [String: FixedIntent?] {
        let run = Engine.analyze([SwiftSource(path: "Themes.swift", bytes: Array(source.utf8))], options: RunOptions())
        let sites = KeptColors.intents(run.allReports, sources: run.files)
        return Dictionary(zip(run.allReports.map(\.text), sites.map { $0?.intent }), uniquingKeysWith: { a, _ in a })
    }

    static let instance = """
    import UIKit
    struct Theme { let background: UIColor; let text: UIColor; let accent: UIColor }
    enum Themes {
        static let ocean = Theme(background: UIColor(red: 0.08, green: 0.1, blue: 0.16, alpha: 1), text: UIColor(white: 0.94, alpha: 1),
                                 accent: UIColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1))
    }
    """

    func testAThemeInstanceWithDarkBackgroundsAndLightTextIsADarkTheme() {
        let got = intents(Self.instance)
        XCTAssertEqual(got["UIColor(red: 0.08, green: 0.1, blue: 0.16, alpha: 1)"], .darkTheme)
        XCTAssertEqual(got["UIColor(white: 0.94, alpha: 1)"], .darkTheme)
        XCTAssertEqual(got["UIColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1)"], .darkTheme, "its accent too: a value of the dark theme")
    }

    func testATypeOfAThemeWithDarkBackgroundsAndLightTextIsADarkTheme() {
        let got = intents("""
        import UIKit
        protocol Theme { var background: UIColor { get } }
        struct OceanTheme: Theme {
            let background = UIColor(red: 0.08, green: 0.1, blue: 0.16, alpha: 1)
            let text = UIColor(white: 0.94, alpha: 1)
        }
        """)
        XCTAssertEqual(got["UIColor(red: 0.08, green: 0.1, blue: 0.16, alpha: 1)"], .darkTheme)
        XCTAssertEqual(got["UIColor(white: 0.94, alpha: 1)"], .darkTheme)
    }

    /// Negative: a light theme's values; a name that says light; a dark background under dark
    /// text; backgrounds without text; a struct that is no theme.
    func testNearMissesAdapt() {
        let paper = Self.instance.replacingOccurrences(of: "red: 0.08, green: 0.1, blue: 0.16", with: "red: 0.98, green: 0.98, blue: 0.96")
            .replacingOccurrences(of: "white: 0.94", with: "white: 0.1")
        XCTAssertEqual(intents(paper)["UIColor(white: 0.1, alpha: 1)"], .some(nil))
        let named = Self.instance.replacingOccurrences(of: "static let ocean", with: "static let lightOcean")
        XCTAssertEqual(intents(named)["UIColor(white: 0.94, alpha: 1)"], .some(nil))
        let darkText = Self.instance.replacingOccurrences(of: "white: 0.94", with: "white: 0.3")
        XCTAssertEqual(intents(darkText)["UIColor(white: 0.3, alpha: 1)"], .some(nil))
        let noText = Self.instance.replacingOccurrences(of: "text: UIColor", with: "tint: UIColor").replacingOccurrences(of: "let text:", with: "let tint:")
        XCTAssertEqual(intents(noText)["UIColor(red: 0.08, green: 0.1, blue: 0.16, alpha: 1)"], .some(nil))
        let banner = intents("""
        import UIKit
        struct Banner {
            let background = UIColor(red: 0.08, green: 0.1, blue: 0.16, alpha: 1)
            let text = UIColor(white: 0.94, alpha: 1)
        }
        """)
        XCTAssertEqual(banner["UIColor(white: 0.94, alpha: 1)"], .some(nil))
    }

    /// SaxWeather's `auroraOverride` card (session 37's intent37a V3): no member name says text, but the doc comment of
    /// `accent` does (or the file reads it in `.foregroundStyle`), and its ocean-blue background (L 0.42) is a dark card's.
    /// Negative: the same card on a light background.
    static let card = """
    import SwiftUI
    struct CardColorScheme {
        /// The accent colour for the card's content (e.g. icon, value text).
        let accent: Color
        let background: Color
        let border: Color
        static let aurora = CardColorScheme(accent: Color(red: 0.77, green: 0.88, blue: 0.86), background: BACKGROUND,
                                            border: Color(red: 0.95, green: 0.71, blue: 0.63))
    }
    """

    func testACardThemeWhoseTextIsToldByItsDocCommentIsADarkTheme() {
        let dark = intents(Self.card.replacingOccurrences(of: "BACKGROUND", with: "Color(red: 0.12, green: 0.31, blue: 0.47)"))
        XCTAssertEqual(dark["Color(red: 0.95, green: 0.71, blue: 0.63)"], .darkTheme, "\(dark)")
        let light = intents(Self.card.replacingOccurrences(of: "BACKGROUND", with: "Color(red: 0.97, green: 0.97, blue: 0.98)"))
        XCTAssertNotEqual(light["Color(red: 0.95, green: 0.71, blue: 0.63)"], .darkTheme, "\(light)")
    }
}
