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
}
