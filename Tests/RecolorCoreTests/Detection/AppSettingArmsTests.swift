@testable import RecolorCore
import XCTest

/// Arms chosen by the app's own dark-mode setting (a flag-named reader of `UserDefaults`) stay as
/// written, with the other colors their helper returns (session 34's held-out check, V2: bittr's
/// `if darkModeIsOn {return UIColor.white} else {return UIColor.black}` became `systemBackground` /
/// `label`, white text on the app's fixed light page in system Dark with the setting off).
final class AppSettingArmsTests: XCTestCase {
    func findings(_ sources: [String: String]) -> [Finding] {
        let files = sources.keys.sorted().map { SwiftSource(path: $0, bytes: Array(sources[$0]!.utf8)) }
        return Engine.analyze(files, options: RunOptions()).allReports.map(\.finding)
    }

    static let prefs = """
        import Foundation
        class Prefs {
            static func darkModeIsOn() -> Bool {
                if let on = UserDefaults.standard.value(forKey: "darkmode") as? Bool { return on }
                return false
            }
        }

        """

    static func palette(_ local: String) -> String {
        """
        import UIKit
        class Palette {
            static func color(_ name: String) -> UIColor {
                \(local)
                switch name {
                case "blackorwhite":
                    if darkModeIsOn {return UIColor.white}
                    else {return UIColor.black}
                default:
                    return UIColor.white
                }
            }
        }

        """
    }

    func testArmsChosenByALocalOfTheAppsSettingAreKeptWithTheHelpersOtherReturns() {
        let all = findings(["Prefs.swift": Self.prefs, "Palette.swift": Self.palette("let darkModeIsOn = Prefs.darkModeIsOn()")])
        XCTAssertEqual(all.count, 3)
        for f in all {
            XCTAssertNil(f.choice)
            XCTAssertTrue(f.isChosenByAppearanceAlone, f.appearanceTest ?? "none")
            XCTAssertTrue(f.appearanceTest?.hasSuffix(AppearanceTestedArms.settingReason) == true, f.appearanceTest ?? "none")
        }
        XCTAssertEqual(all.filter { $0.appearanceTest?.hasPrefix("returned beside if darkModeIsOn") == true }.count, 1)
    }

    func testALocalOfAnotherNameAndATernaryOnTheReaderAreTheAppsSettingToo() {
        let other = Self.palette("let on = Prefs.darkModeIsOn()").replacingOccurrences(of: "if darkModeIsOn", with: "if on")
        XCTAssertTrue(findings(["Prefs.swift": Self.prefs, "Palette.swift": other]).allSatisfy(\.isChosenByAppearanceAlone))
        let ternary = "import UIKit\nfunc paint(_ v: UIView) {\n  v.backgroundColor = Prefs.darkModeIsOn() ? .black : .white\n}\n"
        let all = findings(["Prefs.swift": Self.prefs, "Paint.swift": ternary])
        XCTAssertEqual(all.count, 2)
        XCTAssertTrue(all.allSatisfy { $0.isChosenByAppearanceAlone && $0.appearanceTest == "Prefs.darkModeIsOn() (the app's own setting, not the system's appearance)" },
                      all.map { $0.appearanceTest ?? "none" }.description)
    }

    func testALocalOfTheReadersNameSetFromTheTraitsIsTheAppearance() {
        // The same name, set from the system's appearance: no setting of the app's (its arms are the
        // appearance's to read), and the helper's other return is no setting's sibling.
        let traits = Self.palette("let darkModeIsOn = UITraitCollection.current.userInterfaceStyle == .dark")
        let all = findings(["Prefs.swift": Self.prefs, "Palette.swift": traits])
        XCTAssertFalse(all.contains { $0.appearanceTest?.contains("own setting") == true })
    }

    func testWithoutASettingReaderNothingIsKept() {
        // A flag of the same name that reads no setting (a stored property the app toggles) keeps nothing
        // of its helper's other returns.
        let noSetting = Self.prefs.replacingOccurrences(of: "if let on = UserDefaults.standard.value(forKey: \"darkmode\") as? Bool { return on }\n", with: "")
        let all = findings(["Prefs.swift": noSetting, "Palette.swift": Self.palette("let darkModeIsOn = Prefs.darkModeIsOn()")])
        XCTAssertFalse(all.contains { $0.appearanceTest?.contains("own setting") == true }, all.map { $0.appearanceTest ?? "none" }.description)
        XCTAssertNil(all.first { $0.appearanceTest?.hasPrefix("returned beside") == true })
    }
}
