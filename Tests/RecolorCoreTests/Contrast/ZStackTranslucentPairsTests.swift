@testable import RecolorCore
import XCTest

/// A translucent background of a view in a ZStack is over the stack's earlier layer, not over the
/// window: iTorrent's AirPlay label (white on a 12 % white capsule, over the stack's `Color.black`)
/// was blended over the window's white, 1.00:1 in light, 16.48:1 in dark (repro s23/r7). Negative:
/// with no layer before it the capsule is over the window (as before), and an opaque background stays itself.
final class ZStackTranslucentPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "inverseText": { "swiftui": "Color.inverseText", "light": "#FFFFFF" },
        "faint": { "swiftui": "Color.faint", "light": "#FFFFFF1F" },
        "scrim": { "swiftui": "Color.scrim", "light": "#000000" } },
      "rules": [
        { "match": "#FFFFFF1F", "token": "faint" },
        { "match": "#000000", "token": "scrim" },
        { "match": "#FFFFFF", "token": "inverseText" } ] }
    """##

    /// The capsule as `fix` writes it: the translucent token's expression.
    func described(layer: String, background: String = ".background(Color.faint, in: Capsule())") throws -> [String] {
        let code = """
        import SwiftUI
        struct AirPlay: View {
            var body: some View {
                ZStack {
                    \(layer)
                    Text("Displaying via AirPlay")
                        .foregroundStyle(Color.white)
                        \(background)
                }
            }
        }
        """
        return try PairsOfOneFile.described(code, table: Self.table)
    }

    func testATranslucentCapsuleIsOverTheLayerBeneath() throws {
        XCTAssertEqual(try described(layer: "Color.black.ignoresSafeArea()"), ["inverseText/faint over scrim@7-8"])
    }

    func testNoLayerOrAnOpaqueBackground() throws {
        XCTAssertEqual(try described(layer: "EmptyView()"), ["inverseText/faint@7-8"])
        XCTAssertEqual(try described(layer: "Color.black.ignoresSafeArea()", background: ".background(Color.black, in: Capsule())"), ["inverseText/scrim@7-8"])
    }
}
