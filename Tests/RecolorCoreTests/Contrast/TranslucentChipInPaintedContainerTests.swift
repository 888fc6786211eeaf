@testable import RecolorCore
import XCTest

/// A SwiftUI chip whose background is a token of a translucent value (`.white.opacity(0.06)`
/// drafted as its own token), inside a container painting a background of its own, or in a view
/// property the type draws inside one, shows that paint: unknown here, never the window's white.
/// WXYC's chips on its dark backdrop were 9 false 1.00:1 FAILs (session 31's held-out check, V3).
/// Negative: with no painted container around it, the chip is paired as before.
final class TranslucentChipInPaintedContainerTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "inverseText": { "swiftui": "Color.inverseText", "light": "#FFFFFF", "dark": "#FFFFFF" },
        "chip": { "swiftui": "Color.chip", "light": "#FFFFFF0F", "dark": "#FFFFFF0F" },
        "backdrop": { "swiftui": "Color.backdrop", "light": "#100E1A", "dark": "#100E1A" } },
      "rules": [
        { "match": "#FFFFFF0F", "token": "chip" },
        { "match": "#100E1A", "token": "backdrop" },
        { "match": "#FFFFFF", "token": "inverseText" } ] }
    """##

    static func detail(painted: Bool) -> String {
        """
        import SwiftUI
        struct Detail: View {
            var body: some View {
                ScrollView {
                    VStack {
                        Text("Venue").foregroundStyle(Color.white).background(Color.white.opacity(0.06))
                        whereSection
                    }
                }
                \(painted ? ".background(Color(red: 0.063, green: 0.055, blue: 0.102))" : ".padding()")
            }
            private var whereSection: some View {
                Text("Directions").foregroundStyle(Color.white).background(Color.white.opacity(0.06))
            }
        }
        """
    }

    func testAChipInAPaintedContainerIsNotMeasuredOverTheWindow() throws {
        XCTAssertEqual(try PairsOfOneFile.described(Self.detail(painted: true), table: Self.table), [])
        XCTAssertEqual(try PairsOfOneFile.described(Self.detail(painted: false), table: Self.table).count, 1,
                       "with nothing painted around it the chip is paired (both sightings in one pair)")
    }

    /// The translucent fill as the background of the text's container (`VStack { Text… }.background(…)`), in a view
    /// property the painted ScrollView draws (WXYC's venue card): over that paint too, unknown. Negative: with the
    /// ScrollView unpainted the card is paired as before.
    func testACardsTranslucentContainerInAPaintedContainerIsNotMeasuredOverTheWindow() throws {
        func code(_ painted: Bool) -> String {
            """
            import SwiftUI
            struct Detail: View {
                var body: some View {
                    ScrollView {
                        whereSection
                    }
                    \(painted ? ".background(Color(red: 0.063, green: 0.055, blue: 0.102))" : ".padding()")
                }
                private var whereSection: some View {
                    VStack {
                        Text("Venue").foregroundStyle(Color.white)
                    }
                    .background(Color.white.opacity(0.06))
                }
            }
            """
        }
        XCTAssertEqual(try PairsOfOneFile.described(code(true), table: Self.table), [])
        XCTAssertEqual(try PairsOfOneFile.described(code(false), table: Self.table).count, 1)
    }
}
