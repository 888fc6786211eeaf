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
}
