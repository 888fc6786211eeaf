@testable import RecolorCore
import XCTest

/// A color held by a local constant that the function then chooses by the appearance (`let darkColor
/// = Color(…)`, `return scheme == .dark ? darkColor : lightColor`, or `case .dark: return darkColor`) is
/// an arm of the code's own choice: read as two plain colors, init gave the dark one an inverted proposal
/// (the app's dark background turned light in Dark; session 36's lead check). A light and a dark local
/// chosen together are one pair from code (init harvests one token, fix writes it over both); a local
/// chosen alone is kept as written. Negatives: a local also used elsewhere, a ternary on no test of the
/// appearance, a switch over the app's own theme.
final class LocalsChosenByAppearanceTests: XCTestCase {
    func kept(_ code: String) -> [Bool] {
        let result = Engine.analyze([SwiftSource(path: "A.swift", bytes: Array(code.utf8))], options: RunOptions())
        return result.allReports.filter { !$0.finding.kind.isHazard }.map { $0.finding.appearanceTest != nil }
    }

    /// Each finding's pair (light and dark keys) when it has one.
    func pairs(_ code: String) -> [String?] {
        let result = Engine.analyze([SwiftSource(path: "A.swift", bytes: Array(code.utf8))], options: RunOptions())
        return result.allReports.filter { !$0.finding.kind.isHazard }.map { $0.finding.choice.map { "\($0.arm.rawValue): \($0.key)" } }
    }

    func testLocalsChosenByATernaryOrASwitchOnTheAppearanceAreOnePair() {
        let ternary = """
        import SwiftUI
        func paper(for scheme: ColorScheme) -> Color {
            let lightColor = Color(red: 0.99, green: 0.98, blue: 0.97)
            let darkColor = Color(red: 0.05, green: 0.05, blue: 0.06)
            return scheme == .dark ? darkColor : lightColor
        }
        """
        XCTAssertEqual(pairs(ternary), ["light: light=#FCFAF7 dark=#0D0D0F", "dark: light=#FCFAF7 dark=#0D0D0F"])
        let switched = """
        import SwiftUI
        func background(for scheme: ColorScheme) -> Color {
            let light = Color(red: 0.95, green: 0.93, blue: 0.88)
            let dark = Color(red: 0.10, green: 0.10, blue: 0.12)
            switch scheme {
            case .light: return light
            case .dark: return dark
            @unknown default: return light
            }
        }
        """
        XCTAssertEqual(pairs(switched), ["light: light=#F2EDE0 dark=#1A1A1F", "dark: light=#F2EDE0 dark=#1A1A1F"])
        // The arms swapped by the test (`!= .dark`, `== .light`).
        let swapped = """
        import SwiftUI
        func paper(for scheme: ColorScheme) -> Color {
            let lightColor = Color(red: 0.99, green: 0.98, blue: 0.97)
            let darkColor = Color(red: 0.05, green: 0.05, blue: 0.06)
            return scheme == .light ? lightColor : darkColor
        }
        """
        XCTAssertEqual(pairs(swapped), ["light: light=#FCFAF7 dark=#0D0D0F", "dark: light=#FCFAF7 dark=#0D0D0F"])
    }

    func testALocalChosenWithoutAPartnerFindingIsKeptAsWritten() {
        let alone = """
        import SwiftUI
        func paper(for scheme: ColorScheme, accent: Color) -> Color {
            let darkColor = Color(red: 0.05, green: 0.05, blue: 0.06)
            return scheme == .dark ? darkColor : accent
        }
        """
        XCTAssertEqual(kept(alone), [true])
        XCTAssertEqual(pairs(alone), [nil])
        // A switch over the app's own stored theme is no appearance: its arms stay as written, unpaired.
        let theme = """
        import UIKit
        enum Theme { case light, dark }
        final class ThemeManager { static let shared = ThemeManager(); var theme: Theme = .light }
        func paper() -> UIColor {
            let light = UIColor(red: 0.95, green: 0.93, blue: 0.88, alpha: 1)
            let dark = UIColor(red: 0.10, green: 0.10, blue: 0.12, alpha: 1)
            switch ThemeManager.shared.theme {
            case .light: return light
            case .dark: return dark
            }
        }
        """
        XCTAssertEqual(pairs(theme), [nil, nil])
    }

    func testALocalUsedElsewhereOrChosenByAnotherTestStays() {
        let elsewhere = """
        import SwiftUI
        func paper(for scheme: ColorScheme) -> Color {
            let lightColor = Color(red: 0.99, green: 0.98, blue: 0.97)
            let darkColor = Color(red: 0.05, green: 0.05, blue: 0.06)
            print(lightColor)
            return scheme == .dark ? darkColor : lightColor
        }
        """
        XCTAssertEqual(kept(elsewhere), [false, true])
        let other = """
        import SwiftUI
        func paper(selected: Bool) -> Color {
            let on = Color(red: 0.99, green: 0.98, blue: 0.97)
            let off = Color(red: 0.05, green: 0.05, blue: 0.06)
            return selected ? on : off
        }
        """
        XCTAssertEqual(kept(other), [false, false])
    }
}
