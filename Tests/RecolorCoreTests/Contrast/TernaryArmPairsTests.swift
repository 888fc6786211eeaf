@testable import RecolorCore
import XCTest

/// A foreground and a background chosen by one condition are drawn arm with arm: DockDoor's
/// selected segment (`.background(mode == 0 ? Color.accentColor : Color.secondary.opacity(0.15))`
/// `.foregroundColor(mode == 0 ? .white : .primary)`): its white text was paired with the 15 % gray of the other arm.
final class TernaryArmPairsTests: XCTestCase {
    func pairs(_ code: String) throws -> [String] { try PairsOfOneFile.described(code, table: DrawnPairsTests.table) }

    func testArmsOfOneConditionPairArmWithArm() throws {
        let code = """
        import SwiftUI
        struct Segment: View {
            let mode: Int
            var body: some View {
                Button(action: {}) { Text("a") }
                    .background(mode == 0 ? Color.alert : Color.card.opacity(0.15))
                    .foregroundColor(mode == 0 ? Color.onAlert : Color.ink)
                Text("b")
                    .background(mode == 0 ? Color.alert : Color.secondary.opacity(0.15))
                    .foregroundColor(mode == 0 ? .white : .primary)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/card at 15%@7-6", "onAlert/alert@7-6"])
    }

    /// Negative: arms of two different conditions may be drawn together: every foreground on every background.
    func testArmsOfTwoConditionsPairEveryWay() throws {
        let code = """
        import SwiftUI
        struct Segment: View {
            let mode: Int
            let hovered: Bool
            var body: some View {
                Text("a")
                    .background(mode == 0 ? Color.alert : Color.card)
                    .foregroundColor(hovered ? Color.onAlert : Color.ink)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/alert@8-7", "ink/card@8-7", "onAlert/alert@8-7", "onAlert/card@8-7"])
    }

    /// A ternary nested in an arm of another keeps the outer condition: mullvad's field text
    /// `focused ? (invalid ? red : blue) : white` over `focused ? white : translucent` paired the
    /// unfocused white text with the focused white field (1.00:1), with and without parentheses.
    func testNestedTernaryKeepsTheOuterCondition() throws {
        for (open, close) in [("", ""), ("(", ")")] {
            let code = """
            import SwiftUI
            struct Field: View {
                let focused: Bool
                let invalid: Bool
                var body: some View {
                    Text("a")
                        .foregroundColor(focused ? \(open)invalid ? Color.alert : Color.ink\(close) : Color.onAlert)
                        .background(focused ? Color.card : Color.alert)
                }
            }
            """
            let found = try pairs(code)
            // Never the unfocused text over the focused field.
            XCTAssertFalse(found.contains { $0.hasPrefix("onAlert/card") }, "\(open): \(found)")
            // Without parentheses each arm is read where it is drawn (a parenthesised arm's
            // modifier is not found yet: no pair, and no wrong one).
            if open.isEmpty { XCTAssertEqual(found, ["alert/card@7-8", "ink/card@7-8", "onAlert/alert@7-8"]) }
        }
    }

    /// Negative: in the false arm of a chain (`a ? x : b ? y : z`) a use is in both conditions'
    /// arms; a background of another condition still pairs with every arm.
    func testChainedTernaryArmsAndAnotherCondition() throws {
        let code = """
        import SwiftUI
        struct Badge: View {
            let level: Int
            let hovered: Bool
            var body: some View {
                Text("a")
                    .foregroundColor(level == 0 ? Color.ink : level == 1 ? Color.onAlert : Color.alert)
                    .background(level == 0 ? Color.card : Color.alert)
                Text("b")
                    .foregroundColor(level == 0 ? Color.ink : level == 1 ? Color.onAlert : Color.alert)
                    .background(hovered ? Color.card : Color.alert)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["alert/card@10-11", "ink/alert@10-11", "ink/card@7-8,10-11", "onAlert/alert@7-8,10-11", "onAlert/card@10-11"])
    }
}
