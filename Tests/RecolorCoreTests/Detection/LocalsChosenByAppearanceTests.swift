@testable import RecolorCore
import XCTest

/// A color held by a local constant that the function then chooses by the appearance (`let darkColor
/// = Color(…)`, `return scheme == .dark ? darkColor : lightColor`, or `case .dark: return darkColor`) is
/// an arm of the code's own choice, kept as written: read as two plain colors, init gave the dark one an
/// inverted proposal (the app's dark background turned light in Dark; session 36's lead check).
/// Negatives: a local also used elsewhere, and a ternary on no test of the appearance.
final class LocalsChosenByAppearanceTests: XCTestCase {
    func kept(_ code: String) -> [Bool] {
        let result = Engine.analyze([SwiftSource(path: "A.swift", bytes: Array(code.utf8))], options: RunOptions())
        return result.allReports.filter { !$0.finding.kind.isHazard }.map { $0.finding.appearanceTest != nil }
    }

    func testLocalsChosenByATernaryOrASwitchOnTheAppearance() {
        let ternary = """
        import SwiftUI
        func paper(for scheme: ColorScheme) -> Color {
            let lightColor = Color(red: 0.99, green: 0.98, blue: 0.97)
            let darkColor = Color(red: 0.05, green: 0.05, blue: 0.06)
            return scheme == .dark ? darkColor : lightColor
        }
        """
        XCTAssertEqual(kept(ternary), [true, true])
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
        XCTAssertEqual(kept(switched), [true, true])
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
