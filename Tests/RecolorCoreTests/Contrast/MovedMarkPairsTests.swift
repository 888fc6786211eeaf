import RecolorCore
import XCTest

/// A mark moved at run time over a ZStack layer that holds fills of its own lies over one of them,
/// unknown (session 26's review, F20: one-percent-better's white trash icon, slid onto its row's
/// red delete fill, was paired with the row's card, a false 1.00:1).
final class MovedMarkPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "inverseText": { "swiftui": "Color.inverseText", "light": "#FFFFFF" },
        "card": { "swiftui": "Color.card", "light": "#FFFFFF" },
        "navy": { "swiftui": "Color.navy", "light": "#0C3C5A" },
        "danger": { "swiftui": "Color.danger", "light": "#FF3B30" } },
      "rules": [] }
    """##

    func row(offset: String, fill: Bool) -> String {
        """
        import SwiftUI
        struct Row: View {
            var shift: CGFloat
            var body: some View {
                ZStack {
                    HStack {
                        Text("Name")
                        Spacer()
                        \(fill ? "Rectangle().fill(Color.danger).frame(width: shift)" : "Spacer()")
                    }
                    .background(Color.navy)
                    HStack {
                        Spacer()
                        Image(systemName: "trash")
                            .offset(x: \(offset))
                            .foregroundColor(.inverseText)
                    }
                }
            }
        }
        """
    }

    func pairs(_ code: String) throws -> [String] {
        try PairsOfOneFile.infer(code, table: Self.table).map { "\($0.foreground)/\($0.background)" }.sorted()
    }

    func testAMarkMovedAtRunTimeOverALayerWithFillsIsNotPairedWithTheLayer() throws {
        XCTAssertEqual(try pairs(row(offset: "shift - 20", fill: true)), [])
    }

    /// Non-triggering: a literal offset, or a layer with no fill of its own, keeps the layer's background.
    func testALiteralOffsetOrALayerWithoutFillsKeepsThePair() throws {
        XCTAssertEqual(try pairs(row(offset: "8", fill: true)), ["inverseText/navy"])
        XCTAssertEqual(try pairs(row(offset: "shift - 20", fill: false)), ["inverseText/navy"])
    }
}
