import Foundation
import XCTest

/// A `switch` over the app's own stored theme (ringoid's `switch ThemeManager.shared.theme.value
/// { case .dark: … case .light: … }`, the theme a relay starting at `.dark` holds and the user
/// toggles; session 30's review, A10): the in-app theme chooses, kept as written. Read as the
/// system's appearance, each switch became one token named after the method (`uiColor`) and the
/// in-app toggle changed no color. A theme computed from the appearance (`Theme.current`) and a
/// switch over `userInterfaceStyle` stay the code's light/dark pairs.
final class InitStoredThemeSwitchTests: XCTestCase {
    static let manager = """
        import UIKit
        enum ColorTheme: String { case dark, light }
        final class Relay<T> { var value: T; init(value: T) { self.value = value } }
        final class ThemeManager {
            static let shared = ThemeManager()
            let theme = Relay<ColorTheme>(value: .dark)
        }

        """

    static let colors = """
        import UIKit
        class PanelColor {
            func uiColor() -> UIColor {
                switch ThemeManager.shared.theme.value {
                case .dark: return UIColor(red: 21.0 / 255.0, green: 25.0 / 255.0, blue: 29.0 / 255.0, alpha: 1.0)
                case .light: return .white
                }
            }
        }

        """

    /// The system's appearance under names of the app's: `Theme.current` computed from the traits.
    static let system = """
        import UIKit
        enum Mode { case light, dark
            static var current: Mode { UITraitCollection.current.userInterfaceStyle == .dark ? .dark : .light }
        }
        func cardFill() -> UIColor {
            switch Mode.current {
            case .dark: return UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
            case .light: return UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
            }
        }
        func rowFill(_ traits: UITraitCollection) -> UIColor {
            switch traits.userInterfaceStyle {
            case .dark: return UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
            default: return UIColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1)
            }
        }

        """

    func testASwitchOverTheAppsStoredThemeIsKept() throws {
        let s = try Scratch()
        try s.write("Sources/ThemeManager.swift", Self.manager)
        try s.write("Sources/Colors.swift", Self.colors)
        try s.write("Sources/System.swift", Self.system)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let table = try s.read(".recolor.json")
        XCTAssertFalse(table.contains("uiColor"), "no token named after the method: \(table)")
        XCTAssertTrue(table.contains("dark theme: case .dark of switch ThemeManager.shared.theme.value"), table)
        // Negative: the appearance read under the app's names is still the code's pair.
        XCTAssertTrue(table.contains("\"cardFill\""), table)
        XCTAssertTrue(table.contains("\"rowFill\""), table)
        XCTAssertEqual(try CommandRunner.recolor(["generate"], in: s.url).status, 0)
        XCTAssertEqual(try CommandRunner.recolor(["fix", "."], in: s.url).status, 0)
        let fixed = try s.read("Sources/Colors.swift")
        XCTAssertTrue(fixed.contains("switch ThemeManager.shared.theme.value {\n        case .dark: return UIColor(red: 21.0"), fixed)
        let system = try s.read("Sources/System.swift")
        XCTAssertFalse(system.contains("switch Mode.current"), system)
        XCTAssertFalse(system.contains("switch traits.userInterfaceStyle"), system)
    }
}
