import RecolorCore
import XCTest

/// A computed member's returned color keeps what its expression does to it (dashwallet's field,
/// session 26's review, F9): `if hasError { return Color.alert.opacity(0.1) }` under gray text is
/// the alert at 10 %, never the opaque alert (four false failures before).
final class ReturnedOpacityPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "ink": { "swiftui": "Color.ink", "light": "#525C66" },
        "alert": { "swiftui": "Color.alert", "light": "#EB3842" },
        "stone": { "swiftui": "Color.stone", "light": "#75808A" } },
      "rules": [] }
    """##

    func pairs(_ code: String) throws -> [String] {
        try PairsOfOneFile.infer(code, table: Self.table).map { "\($0.foreground)/\($0.background)" }.sorted()
    }

    func testTheReturnedOpacityIsKept() throws {
        let code = """
        import SwiftUI
        struct Field: View {
            var hasError = false
            var body: some View {
                Text("a").foregroundColor(.ink).background(fill)
            }
            private var fill: Color {
                if hasError {
                    return Color.alert.opacity(0.1)
                }
                return Color.stone.opacity(0.13)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/alert at 10%", "ink/stone at 13%"])
    }

    /// Non-triggering: an opaque return is the token itself; a run-time opacity is unknown (no pair).
    func testAnOpaqueReturnStaysTheTokenAndARuntimeOpacityIsUnknown() throws {
        let code = """
        import SwiftUI
        struct Field: View {
            var hasError = false
            var level: Double
            var body: some View {
                Text("a").foregroundColor(.ink).background(fill)
                Text("b").foregroundColor(.ink).background(faded)
            }
            private var fill: Color {
                if hasError { return Color.alert }
                return Color.stone.opacity(1)
            }
            private var faded: Color { return Color.alert.opacity(level) }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/alert", "ink/stone"])
    }
}
