@testable import RecolorCore
import XCTest

/// A foreground and a background chosen by the same condition (`red ? A : B` in both) are
/// drawn arm with arm: dime's alert button drew white on its red and ink on its card, and the
/// white was paired with the card. Negative: different conditions still meet every arm.
final class ConditionArmsPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "ink": { "swiftui": "Color.ink", "light": "#1C1C1E", "dark": "#F2F2F7" },
        "onAlert": { "swiftui": "Color.onAlert", "light": "#FFFFFF", "dark": "#FFFFFF" },
        "alert": { "swiftui": "Color.alert", "light": "#D70015", "dark": "#FF453A" },
        "card": { "swiftui": "Color.card", "light": "#F2F2F7", "dark": "#1C1C1E" } } }
    """##

    func pairs(_ code: String) throws -> [String] { try PairsOfOneFile.described(code, table: Self.table) }

    func testArmsOfOneConditionPairArmWithArm() throws {
        let code = """
        import SwiftUI
        struct AlertButton: View {
            let red: Bool
            let wide: Bool
            var body: some View {
                Text("a")
                    .foregroundColor(red ? Color.onAlert : Color.ink)
                    .background(red ? Color.alert : Color.card)
                Text("b")
                    .foregroundColor(red ? Color.onAlert : Color.ink)
                    .background(wide ? Color.alert : Color.card)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/alert@10-11", "ink/card@7-8,10-11", "onAlert/alert@7-8,10-11", "onAlert/card@10-11"])
    }

    /// The cases of one `switch` are drawn case with case (Mixin's order state: secondary text on
    /// a gray chip when created, white on green when filled); the same case still pairs.
    func testCasesOfOneSwitchPairCaseWithCase() throws {
        let table = Self.table.replacingOccurrences(of: #""swiftui": "Color.ink""#, with: #""uikit": "UIColor.ink""#)
            .replacingOccurrences(of: #""swiftui": "Color.onAlert""#, with: #""uikit": "UIColor.onAlert""#)
            .replacingOccurrences(of: #""swiftui": "Color.alert""#, with: #""uikit": "UIColor.alert""#)
            .replacingOccurrences(of: #""swiftui": "Color.card""#, with: #""uikit": "UIColor.card""#)
        let code = """
        import UIKit
        func style(_ label: UILabel, _ state: Int, _ chip: UILabel) {
            switch state {
            case 0:
                label.textColor = UIColor.ink
                label.backgroundColor = UIColor.card
            case 1, 2:
                label.textColor = UIColor.onAlert
                label.backgroundColor = UIColor.alert
            default:
                break
            }
        }
        """
        XCTAssertEqual(try PairsOfOneFile.described(code, table: table), ["ink/card@5-6", "onAlert/alert@8-9"])
    }
}
