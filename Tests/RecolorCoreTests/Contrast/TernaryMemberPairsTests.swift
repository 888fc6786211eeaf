@testable import RecolorCore
import XCTest

/// A text and a background chosen by the same condition through two computed properties
/// (`var pillBackground: Color { ok ? Shades.Mint50 : Shades.Rose50 }`, `var pillContent: Color
/// { ok ? Shades.Moss700 : Shades.Wine800 }`, drawn as `.background(pillBackground)
/// .foregroundStyle(pillContent)`) pair arm with arm, as the README says of `ok ? A : B` written
/// inline. Session 28's review (B11): no pair, exit 4.
final class TernaryMemberPairsTests: XCTestCase {
    static let table = ##"""
    { "palettes": ["Shades"],
      "tokens": {
        "mint": { "swiftui": "Color.mint50", "light": "#EBF7EB" },
        "moss": { "swiftui": "Color.moss700", "light": "#218024" },
        "rose": { "swiftui": "Color.rose50", "light": "#F5EBED" },
        "wine": { "swiftui": "Color.wine800", "light": "#571F26" } },
      "rules": [
        { "match": "Shades.Mint50", "token": "mint" },
        { "match": "Shades.Moss700", "token": "moss" },
        { "match": "Shades.Rose50", "token": "rose" },
        { "match": "Shades.Wine800", "token": "wine" } ] }
    """##

    static func pill(content condition: String, returned: Bool = false) -> String {
        """
        import SwiftUI
        enum Shades {
            static let Mint50 = Color(red: 0.92, green: 0.97, blue: 0.92)
            static let Moss700 = Color(red: 0.13, green: 0.5, blue: 0.14)
            static let Rose50 = Color(red: 0.96, green: 0.92, blue: 0.93)
            static let Wine800 = Color(red: 0.34, green: 0.12, blue: 0.15)
        }
        struct StatusPill: View {
            let ok: Bool
            let urgent: Bool
            let text: String
            private var pillBackground: Color {
                ok ? Shades.Mint50 : Shades.Rose50
            }
            private var pillContent: Color {
                \(returned ? "return " : "")\(condition) ? Shades.Moss700 : Shades.Wine800
            }
            var body: some View {
                Text(text)
                    .background(pillBackground)
                    .foregroundStyle(pillContent)
            }
        }
        """
    }

    func pairs(_ code: String) throws -> [String] {
        try PairsOfOneFile.infer(code, table: Self.table).map { "\($0.foreground)/\($0.background)" }.sorted()
    }

    func testTwoMembersChoosingByOneConditionPairArmWithArm() throws {
        XCTAssertEqual(try pairs(Self.pill(content: "ok")), ["moss/mint", "wine/rose"])
        XCTAssertEqual(try pairs(Self.pill(content: "ok", returned: true)), ["moss/mint", "wine/rose"])
    }

    /// Negative: two conditions choose apart: every arm may meet every arm.
    func testTwoConditionsPairEveryArm() throws {
        XCTAssertEqual(try pairs(Self.pill(content: "urgent")), ["moss/mint", "moss/rose", "wine/mint", "wine/rose"])
    }
}
