@testable import RecolorCore
import XCTest

/// A library's style that names its colors by a `color` prefix (KVKCalendar's
/// `style.month.colorWeekendDate`, set in Clendar, session 21): a palette member assigned there is
/// a palette reference, as under a `…Color` name; a scheme or mode of that form is no color.
final class ColorPrefixedNameTests: XCTestCase {
    static let theme = """
    import UIKit
    extension UIColor {
        static let appRed = UIColor(white: 0.5, alpha: 1)
    }
    """

    func findings(_ use: String) throws -> [String] {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(#"{ "paletteFiles": ["Theme.swift"] }"#.utf8), file: "t.json")
        let files = [SwiftSource(path: "Theme.swift", bytes: Array(Self.theme.utf8)), SwiftSource(path: "Use.swift", bytes: Array(use.utf8))]
        return Engine.analyze(files, options: options).allReports.map { "\($0.line):\($0.column) \($0.finding.kind.rawValue) \($0.finding.context ?? "-")" }
    }

    func testAPaletteMemberUnderAColorPrefixedNameIsAReference() throws {
        XCTAssertEqual(try findings("import UIKit\nfunc f() {\n    style.month.colorWeekendDate = .appRed\n    style.week.colorDate = .appRed\n}\n"),
                       ["3:36 palette-reference colorWeekendDate", "4:28 palette-reference colorDate"])
    }

    func testNoColorUnderASchemeOrAWordGoingOnInLowerCase() throws {
        XCTAssertEqual(try findings("import UIKit\nfunc f() {\n    style.colorful = .appRed\n    style.colorScheme = .appRed\n    let x = colorant(.appRed)\n}\n"), [])
    }

    func testTheNameRule() {
        for (name, expected) in [("colorDate", true), ("colorBackgroundSelectDate", true), ("colorScheme", false), ("colorful", false),
                                 ("color", true), ("colorSpace", false), ("textColor", true), ("colorX", true), ("colors", false)] {
            XCTAssertEqual(ColorContextNames.isColorName(name), expected, name)
        }
    }
}
