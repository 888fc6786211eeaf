@testable import RecolorCore
import XCTest

/// Reference values computed by hand (the arithmetic in each comment); sRGB encode is
/// 1.055·c^(1/2.4) − 0.055 above 0.0031308, decode ((v + 0.055)/1.055)^2.4 above 0.04045.
final class ColorSpacesTests: XCTestCase {
    func testGamma22GrayIsNotReadAsSRGB() {
        // 0.5^2.2 = 0.21764 linear; encoded: 1.055·0.21764^(1/2.4) − 0.055 = 0.50387 → ×255 = 128.49 → 128 (0x80).
        XCTAssertEqual(RGBA(unit: ColorSpaces.sRGB(fromGamma22White: 0.5), 0, 0).red, 128)
        // 0.33^2.2 = 0.087243; encoded 0.32685 → ×255 = 83.35 → 83 (0x53), where naive 0.33·255 = 84.15 → 84.
        XCTAssertEqual(RGBA(unit: ColorSpaces.sRGB(fromGamma22White: 0.33), 0, 0).red, 83)
    }

    func testDisplayP3InsideSRGB() {
        // P3 (0.8, 0.4, 0.2): decoded (0.60383, 0.13287, 0.033105);
        // R = 1.2249401·0.60383 − 0.2249404·0.13287 = 0.70976 → encoded ×255 = 219.19 → 219;
        // G = −0.0420569·0.60383 + 1.0420571·0.13287 = 0.11306 → 94.45 → 94;
        // B = −0.0196376·0.60383 − 0.0786361·0.13287 + 1.0982735·0.033105 = 0.014052 → 31.48 → 31.
        let c = ColorSpaces.displayP3(0.8, 0.4, 0.2)
        XCTAssertEqual(c.rgba(alpha: 1), RGBA(red: 219, green: 94, blue: 31))
        XCTAssertFalse(c.clipped)
    }

    func testDisplayP3OutsideSRGBIsClippedAndSaysSo() {
        // P3 red (1, 0, 0): linear sRGB (1.2249, −0.0421, −0.0196): beyond 1 and below 0 → clipped to (255, 0, 0).
        let c = ColorSpaces.displayP3(1, 0, 0)
        XCTAssertEqual(c.rgba(alpha: 1), RGBA(red: 255, green: 0, blue: 0))
        XCTAssertTrue(c.clipped)
        // P3 white is sRGB white, not clipped (the rows sum to 1 within the matrix's rounding).
        XCTAssertFalse(ColorSpaces.displayP3(1, 1, 1).clipped)
    }

    func testGenericRGB() {
        // Gray 0.5: 0.5^2.2 = 0.21764 on every channel; each row of the matrix sums to 1 (±1e-7), so
        // the sRGB gray is encode(0.21764) ×255 = 128.49 → 128: a gray stays gray.
        XCTAssertEqual(ColorSpaces.genericRGB(0.5, 0.5, 0.5).rgba(alpha: 1), RGBA(red: 128, green: 128, blue: 128))
        // (0.2, 0.4, 0.6): linear (0.028991, 0.13321, 0.32504);
        // R = 1.0252525·0.028991 − 0.0265475·0.13321 + 0.0012951·0.32504 = 0.026608 → ×255 45.34 → 45;
        // G = 0.0193935·0.028991 + 0.948028·0.13321 + 0.0325785·0.32504 = 0.13744 → 103.65 → 104;
        // B = −0.0017695·0.028991 − 0.0014423·0.13321 + 1.0032119·0.32504 = 0.32584 → 154.58 → 155.
        // Read naively as sRGB it would be (51, 102, 153).
        XCTAssertEqual(ColorSpaces.genericRGB(0.2, 0.4, 0.6).rgba(alpha: 1), RGBA(red: 45, green: 104, blue: 155))
        // Generic RGB's red lies outside sRGB: G = 0.0193935 → encoded 0.14907 ×255 = 38.01 → 38; B = −0.0018 → 0.
        let red = ColorSpaces.genericRGB(1, 0, 0)
        XCTAssertEqual(red.rgba(alpha: 1), RGBA(red: 255, green: 38, blue: 0))
        XCTAssertTrue(red.clipped)
    }

    func testExtendedAndLinearSRGB() {
        XCTAssertEqual(ColorSpaces.extendedSRGB(1.2, 0.5, -0.1).rgba(alpha: 1), RGBA(red: 255, green: 128, blue: 0))
        XCTAssertTrue(ColorSpaces.extendedSRGB(1.2, 0.5, -0.1).clipped)
        // Linear 0.5: encoded 1.055·0.5^(1/2.4) − 0.055 = 0.73536 → ×255 187.5… = 187.52 → 188.
        XCTAssertEqual(ColorSpaces.linearSRGB(0.5, 0.5, 0.5).rgba(alpha: 1).red, 188)
    }
}
