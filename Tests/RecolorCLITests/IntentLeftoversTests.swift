import Foundation
import XCTest

/// Session 25's Issue 22 left-overs (session 26): what `init` drafts for the code's own Dark Mode
/// decisions in shapes it read as loose colors before.
final class IntentLeftoversTests: XCTestCase {
    /// The draft's tokens from code: light/dark → the token's `from`.
    func harvested(_ draft: InitDraft) -> [String: String] {
        var out: [String: String] = [:]
        for (_, t) in draft.tokens where t["source"] as? String == "code" {
            out["\(t["light"] as? String ?? "-")/\(t["dark"] as? String ?? "-")"] = t["from"] as? String
        }
        return out
    }

    /// `dark ? (on ? A : B) : (on ? C : D)`: one token per place of the inner ternaries, with the
    /// code's values; never four tokens with proposed darks.
    func testNestedAppearanceTernariesAreOnePairPerPlace() throws {
        let draft = try InitDraft(["Row.swift": """
            import UIKit
            final class RowCell: UITableViewCell {
                let title = UILabel()
                var isOn = false
                func paint() {
                    title.textColor = traitCollection.userInterfaceStyle == .dark
                        ? (isOn ? UIColor(white: 1, alpha: 1) : UIColor(white: 0.67, alpha: 1))
                        : (isOn ? UIColor(white: 0, alpha: 1) : UIColor(white: 0.33, alpha: 1))
                }
            }

            """])
        XCTAssertEqual(harvested(draft), ["#000000/#FFFFFF": "Row.swift:7", "#545454/#ABABAB": "Row.swift:7"], "\(draft.tokens)")
    }

    /// The same shape on a condition that is no appearance: no pair, each color a token of its own.
    func testNestedTernariesOnAnotherConditionAreNoPair() throws {
        let draft = try InitDraft(["Row.swift": """
            import UIKit
            final class RowCell: UITableViewCell {
                let title = UILabel()
                var isOn = false
                var isWide = false
                func paint() {
                    title.textColor = isWide
                        ? (isOn ? UIColor(white: 1, alpha: 1) : UIColor(white: 0.67, alpha: 1))
                        : (isOn ? UIColor(white: 0, alpha: 1) : UIColor(white: 0.33, alpha: 1))
                }
            }

            """])
        XCTAssertEqual(harvested(draft), [:], "\(draft.tokens)")
    }
}
