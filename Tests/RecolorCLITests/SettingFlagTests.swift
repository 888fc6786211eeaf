import Foundation
import XCTest

/// A function named as an appearance flag that answers by the app's own setting (`case .light:
/// return false`) is the user's theme, not the system appearance: a ternary on it is no light/dark
/// pair, and its arms stay as written (session 17's audit, F1: SynthOne's keyboard theme became
/// tokens that follow the system). One that reads the trait collection alone is still a pair.
final class SettingFlagTests: XCTestCase {
    func code(_ body: String) -> String {
        """
        import UIKit
        enum PadTheme: Int {
            case light, dark, system
            func isDarkMode(view: UIView) -> Bool {
        \(body)
            }
        }
        final class PadView: UIView {
            var theme: PadTheme = .system
            override func draw(_ rect: CGRect) {
                let fill: UIColor = theme.isDarkMode(view: self) ? UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1) : UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1)
                fill.setFill()
            }
        }

        """
    }

    let setting = """
            switch self {
            case .system: return view.traitCollection.userInterfaceStyle == .dark
            case .light: return false
            case .dark: return true
            }
    """
    let traitsAlone = """
            if #available(iOS 12.0, *) { return view.traitCollection.userInterfaceStyle == .dark }
            return false
    """

    /// A switch on the appearance itself (stats' `switch effectiveAppearance.name { case .darkAqua:
    /// return true; default: return false }`) is a test of the appearance: still a pair.
    let switchOnTraits = """
            switch view.traitCollection.userInterfaceStyle {
            case .dark: return true
            default: return false
            }
    """

    func testASwitchOnTheAppearanceIsAPair() throws {
        let s = try Scratch()
        try s.write("PadView.swift", code(switchOnTraits))
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(try s.read(".recolor.json").contains(#""source": "code""#))
    }

    func testATernaryOnTheUsersThemeIsKeptAsWritten() throws {
        let s = try Scratch()
        try s.write("PadView.swift", code(setting))
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let table = try s.read(".recolor.json")
        XCTAssertFalse(table.contains(#""source": "code""#), table)
        XCTAssertFalse(table.contains(#""uikit""#), table)
        let fix = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(try s.read("PadView.swift"), code(setting), fix.stderr)
    }

    func testATernaryOnAFunctionReadingTheTraitsAloneIsAPair() throws {
        let s = try Scratch()
        try s.write("PadView.swift", code(traitsAlone))
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains(#""source": "code""#), table)
    }
}
