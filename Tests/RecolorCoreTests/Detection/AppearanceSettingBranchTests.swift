@testable import RecolorCore
import XCTest

/// Session 27's review, F8 (Pine's `MarkdownView.setThemeAndWindowAppearance`): a color set in a branch that
/// also sets the window's appearance is the app's own theme. Under the table's rules `fix` made the two arms
/// tokens (two tokens with proposed darks when the flag is the theme's brightness; one pair when it reads as
/// the appearance); now both stay as written, kept with the reason. A branch setting no named style adapts.
final class AppearanceSettingBranchTests: XCTestCase {
    func fixed(_ source: String) throws -> (text: String, reports: [Report]) {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(DetectorCorrection.table.utf8), file: "table.json")
        let file = SwiftSource(path: "Preview.swift", bytes: Array(source.utf8))
        let reports = Engine.analyze([file], options: options).allReports
        return (String(decoding: Edits.apply(Engine.edits(for: reports), to: file.bytes), as: UTF8.self), reports)
    }

    func branches(_ flag: String, dark: String, light: String, brightness: Bool = true) -> String {
        "import Cocoa\nfinal class Style { static let shared = Style(); var ink: NSColor = .labelColor }\n"
            + (brightness ? "extension NSColor { var isDark: Bool { brightnessComponent < 0.5 } }\n" : "")
            + "final class PreviewView: NSView {\n  var themeBackground: NSColor = .textBackgroundColor\n  func apply(isDark: Bool) {\n"
            + "    if \(flag) {\n      Style.shared.ink = .white\n      \(dark)\n    } else {\n      Style.shared.ink = .black\n      \(light)\n    }\n  }\n}\n"
    }

    func assertKept(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let (text, reports) = try fixed(source)
        XCTAssertEqual(text, source, file: file, line: line)
        let inks = reports.filter { $0.finding.context == "ink" }
        XCTAssertEqual(inks.count, 2, "\(reports.map(\.text))", file: file, line: line)
        for r in inks {
            XCTAssertTrue(r.resolution.kept?.contains("in the same branch: the app's own theme") == true,
                          r.resolution.kept ?? r.resolution.unmappedReason ?? "mapped", file: file, line: line)
        }
    }

    /// Triggering: the theme's own flag (a brightness, no appearance test): both inks as written.
    func testTheThemesFlagWithTheWindowsAppearanceKeepsBothInks() throws {
        try assertKept(branches("themeBackground.isDark", dark: "window?.appearance = NSAppearance(named: .darkAqua)",
                                light: "window?.appearance = NSAppearance(named: .aqua)"))
    }

    /// Triggering: a flag read as the appearance (Pine's `isDark` parameter) would be one pair: kept too, and UIKit's override.
    func testAPairReadAsTheAppearanceIsKeptWhereTheBranchSetsIt() throws {
        try assertKept(branches("isDark", dark: "window?.appearance = NSAppearance(named: .dark)", light: "self.window!.appearance = NSAppearance(named: NSAppearance.Name.aqua)", brightness: false))
        let uikit = "import UIKit\nfinal class Settings: UIViewController {\n  let label = UILabel()\n  func apply(night: Bool) {\n"
            + "    switch night {\n    case true:\n      label.textColor = .white\n      view.window?.overrideUserInterfaceStyle = .dark\n"
            + "    case false:\n      label.textColor = .black\n      view.window?.overrideUserInterfaceStyle = UIUserInterfaceStyle.light\n    }\n  }\n}\n"
        let (text, reports) = try fixed(uikit)
        XCTAssertEqual(text, uikit)
        XCTAssertEqual(reports.filter { $0.resolution.kept?.contains("overrideUserInterfaceStyle") == true }.count, 2, "\(reports.map { $0.resolution.kept ?? "-" })")
    }

    /// Non-triggering: the branch gives the appearance back to the system (`nil`, `.unspecified`), or sets none.
    func testABranchSettingNoNamedStyleStillMaps() throws {
        for (dark, light) in [("window?.appearance = nil", "window?.appearance = nil"), ("needsDisplay = true", "needsDisplay = true"),
                              ("window?.appearance = NSAppearance(named: theme.appearanceName)", "window?.appearance = nil")] {
            let (text, _) = try fixed(branches("themeBackground.isDark", dark: dark, light: light))
            XCTAssertFalse(text.contains("ink = .white") || text.contains("ink = .black"), text)
        }
        let uikit = "import UIKit\nfinal class Settings: UIViewController {\n  let label = UILabel()\n  func apply(night: Bool) {\n"
            + "    if night {\n      label.textColor = .white\n      view.window?.overrideUserInterfaceStyle = .unspecified\n    }\n  }\n}\n"
        XCTAssertFalse(try fixed(uikit).text.contains("textColor = .white"))
    }
}
