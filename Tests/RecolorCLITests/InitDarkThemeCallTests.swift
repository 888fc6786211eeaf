import Foundation
import XCTest

/// A theme built by a call whose arguments mark it dark (`isLight: false`, `style: .dark`,
/// `title: "Dark Gray"`) holds dark values whatever it is bound to (Slide for Reddit's default
/// `static var theme: Theme = Theme(title: "dark", …, isLight: false)`); one marked light does not.
final class InitDarkThemeCallTests: XCTestCase {
    func rules(_ source: String) throws -> [[String: Any]] {
        let s = try Scratch()
        try s.write("Sources/Themes.swift", source)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return t["rules"] as? [[String: Any]] ?? []
    }

    static let theme = """
        import UIKit
        struct Theme {
            var title: String
            var cardColor: UIColor
            var fontColor: UIColor
            var isLight: Bool
        }

        """

    // Triggering: the flag, the style and the name each mark it dark.
    func testAThemeCallMarkedDarkKeepsItsValues() throws {
        for marked in ["title: \"Slate\", cardColor: UIColor(red: 0.19, green: 0.19, blue: 0.19, alpha: 1), fontColor: UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1), isLight: false",
                       "title: \"Dark Gray\", cardColor: UIColor(red: 0.19, green: 0.19, blue: 0.19, alpha: 1), fontColor: UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1), isLight: true"] {
            let rules = try rules(Self.theme + """
                enum Current {
                    static var theme: Theme = Theme(\(marked))
                }

                """)
            let kept = rules.filter { ($0["keep"] as? String ?? "").hasPrefix("dark theme") }
            XCTAssertEqual(kept.count, 2, "\(marked): \(rules)")
        }
    }

    // Non-triggering: a theme marked light, and a call of a type named for no theme.
    func testAThemeCallMarkedLightOrNoThemeIsTokens() throws {
        let rules = try rules(Self.theme + """
            struct Badge { var cardColor: UIColor; var isLight: Bool }
            enum Current {
                static var theme: Theme = Theme(title: "Paper", cardColor: UIColor(red: 0.96, green: 0.95, blue: 0.9, alpha: 1), fontColor: UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1), isLight: true)
                static var badge = Badge(cardColor: UIColor(red: 0.19, green: 0.19, blue: 0.19, alpha: 1), isLight: false)
            }

            """)
        XCTAssertTrue(rules.allSatisfy { $0["keep"] == nil }, "\(rules)")
    }
}
