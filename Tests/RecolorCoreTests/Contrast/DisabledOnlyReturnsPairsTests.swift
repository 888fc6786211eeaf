import RecolorCore
import XCTest

/// A color a view's computed property returns only while disabled pairs with nothing (WCAG
/// exempts inactive components): ora's `OraButton` paired its enabled label color with
/// `guard !isDisabled else { return theme.disabledBackground }` (session 25). Negative: the
/// enabled return of the same property, and a `guard` on another condition, pair as before.
final class DisabledOnlyReturnsPairsTests: XCTestCase {
    static let table = ##"""
    { "palettes": ["Essentials"],
      "tokens": {
        "primaryText": { "swiftui": "Color.primaryText", "light": "#313440" },
        "actionText": { "swiftui": "Color.actionText", "light": "#3C64F4" },
        "card": { "swiftui": "Color.card", "light": "#F2F2F7" } },
      "rules": [
        { "match": "Essentials.grey70", "token": "primaryText" },
        { "match": "Essentials.blue40", "token": "actionText" },
        { "match": "Essentials.grey10", "token": "card" } ] }
    """##

    func pairs(guardLine: String) throws -> [String] {
        let code = """
        import SwiftUI
        struct Pill: View {
            var isDisabled: Bool
            var isEmpty: Bool
            private var fill: Color {
                \(guardLine)
                return Essentials.grey70
            }
            var body: some View {
                Text("a")
                    .foregroundColor(Essentials.blue40)
                    .background(fill)
            }
        }
        """
        return try PairsOfOneFile.described(code, table: Self.table)
    }

    func testAColorReturnedOnlyWhileDisabledPairsWithNothing() throws {
        XCTAssertEqual(try pairs(guardLine: "guard !isDisabled else { return Essentials.grey10 }"), ["actionText/primaryText@11-12"])
        XCTAssertEqual(try pairs(guardLine: "if isDisabled { return Essentials.grey10 }"), ["actionText/primaryText@11-12"])
    }

    func testAGuardOnAnotherConditionPairsBothReturns() throws {
        XCTAssertEqual(try pairs(guardLine: "guard !isEmpty else { return Essentials.grey10 }"), ["actionText/card@11-12", "actionText/primaryText@11-12"])
    }
}
