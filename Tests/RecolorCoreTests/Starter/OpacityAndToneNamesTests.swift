@testable import RecolorCore
import XCTest

/// Names say a color's opacity and tone in words a designer reads: no `…Alpha90` number, no
/// "near" for black and white themselves (F15's `nearBlackAutomaticBlack` was #000000).
final class OpacityAndToneNamesTests: XCTestCase {
    func testOpacityIsAWordNeverANumber() {
        XCTAssertEqual([0.1, 0.12, 0.35, 0.5, 0.7, 0.9].map(Qualifiers.opacityWord), ["Faint", "Faint", "Subtle", "Translucent", "Translucent", "Strong"])
    }

    func testBlackAndWhiteAreNotNear() {
        XCTAssertEqual(TokenNaming.lightnessWord(OKLCH(RGBA(mappingHex: "#000000")!).lightness), "black")
        XCTAssertEqual(TokenNaming.lightnessWord(OKLCH(RGBA(mappingHex: "#FFFFFF")!).lightness), "white")
        // Negative: near-black and near-white grays stay "near".
        XCTAssertEqual(TokenNaming.lightnessWord(OKLCH(RGBA(mappingHex: "#111111")!).lightness), "nearBlack")
        XCTAssertEqual(TokenNaming.lightnessWord(OKLCH(RGBA(mappingHex: "#F2F2F2")!).lightness), "nearWhite")
    }
}
