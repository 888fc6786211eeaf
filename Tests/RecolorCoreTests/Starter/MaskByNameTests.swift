@testable import RecolorCore
import XCTest

/// A mask declared under a name and applied by `.mask(NAME)` in its file is a mask, as an inline
/// `.mask { … }` is (session 22's "left": Unwatched's `scrollingMask`); a gradient under a name
/// the file never masks with, or drawn, is not.
final class MaskByNameTests: XCTestCase {
    let stored = """
        import SwiftUI
        struct Speed: View {
            let fade = LinearGradient(colors: [Color.black, Color.black.opacity(0)], startPoint: .leading, endPoint: .trailing)
            var body: some View {
                Text("1.5x").mask(fade)
            }
        }

        """
    let computed = """
        import SwiftUI
        struct Speed: View {
            private var scrollingMask: some View {
                LinearGradient(stops: [.init(color: .clear, location: 0), .init(color: Color.black, location: 0.1)], startPoint: .leading, endPoint: .trailing)
            }
            var body: some View {
                ScrollView { Text("1.5x") }
                    .mask { scrollingMask }
            }
        }

        """

    func testAMaskUnderANameIsAMask() {
        XCTAssertEqual(intentOf(stored, "Color.black")?.intent, .mask)
        XCTAssertEqual(intentOf(stored, "Color.black")?.evidence, "fade, which .mask(…) takes (line 5)")
        XCTAssertEqual(intentOf(computed, "Color.black")?.intent, .mask)
    }

    func testAGradientNeverMaskedWithIsNot() {
        let drawn = stored.replacingOccurrences(of: ".mask(fade)", with: ".background(fade)")
        XCTAssertNil(intentOf(drawn, "Color.black"))
        let other = computed.replacingOccurrences(of: ".mask { scrollingMask }", with: ".mask { Rectangle() }\n        .overlay { scrollingMask }")
        XCTAssertNil(intentOf(other, "Color.black"))
    }
}
