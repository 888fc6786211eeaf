@testable import RecolorCore
import XCTest

/// A shape framed to a hairline (`Rectangle().frame(height: 0.5).foregroundStyle(X)`) is a
/// separator, not a mark that must stand out (WCAG SC 1.4.11): ku-ring's row divider, black at
/// 10 % on its card, was a graphic pair failing at 1.26:1 (session 29).
final class HairlineSeparatorPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "line": { "swiftui": "Color.line", "light": "#C8C8C8" },
        "card": { "swiftui": "Color.card", "light": "#F7F7F7" } } }
    """##

    static func row(_ frame: String) -> String {
        """
        import SwiftUI
        struct Row: View {
            var body: some View {
                VStack {
                    Text("Department")
                    Rectangle()
                        .frame(\(frame))
                        .foregroundStyle(Color.line)
                }
                .background(Color.card)
            }
        }
        """
    }

    func testAHairlineShapeIsNoMark() throws {
        XCTAssertEqual(try PairsOfOneFile.described(Self.row("height: 0.5"), table: Self.table), [])
        XCTAssertEqual(try PairsOfOneFile.described(Self.row("width: 1"), table: Self.table), [])
    }

    /// Negative: a bar 4 points high (a progress track, a badge) is still a mark on the card.
    func testAThickerShapeIsStillAMark() throws {
        XCTAssertEqual(try PairsOfOneFile.described(Self.row("height: 4"), table: Self.table), ["line/card@8-10"])
    }
}
