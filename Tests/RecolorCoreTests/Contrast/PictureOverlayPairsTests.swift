@testable import RecolorCore
import XCTest

/// A translucent fill laid over a picture (`Image(…).overlay { RoundedRectangle().fill(X.opacity(0.35))
/// .overlay(Text(…)) }`) shows the picture through it: the text on it is over an unknown mix, never
/// the fill blended over the white window. bitchat's "tap to reveal" on a 35 % black over a blurred
/// photo was measured so, 2.17:1 (session 23). Negative: the same overlay on a text is as before.
final class PictureOverlayPairsTests: XCTestCase {
    func described(root: String) throws -> [String] {
        let code = """
        import SwiftUI
        struct Reveal: View {
            var body: some View {
                \(root)
                    .overlay {
                        RoundedRectangle(cornerRadius: 16)
                            .fill(Color.white.opacity(0.35))
                            .overlay(Text("Tap").foregroundColor(Essentials.grey70))
                    }
            }
        }
        """
        return try PairsOfOneFile.described(code, table: StyleObjectPartsPairsTests.table)
    }

    func testTextOnATranslucentFillOverAPictureIsNoPair() throws {
        XCTAssertEqual(try described(root: #"Image("photo")"#), [])
    }

    func testTextOnATranslucentFillOverAnotherViewPairs() throws {
        XCTAssertEqual(try described(root: #"Text("caption")"#), ["primaryText/background at 35%@8-7"])
    }
}
