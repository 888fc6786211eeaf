@testable import RecolorCore
import XCTest

/// WCAG 2.x ratios against values worked out by hand from the W3C definitions:
/// L = 0.2126 R + 0.7152 G + 0.0722 B over components decoded as c / 12.92 (c ≤ 0.04045) or
/// ((c + 0.055) / 1.055)^2.4, and ratio = (L1 + 0.05) / (L2 + 0.05).
final class ContrastRatioTests: XCTestCase {
    func hex(_ s: String) -> RGBA { RGBA(mappingHex: s)! }

    func ratio(_ fg: String, on bg: String, in appearance: Appearance = .light, min: Double = 4.5) -> AppearanceCheck {
        ContrastAudit.check(hex(fg), on: hex(bg), in: appearance, minimum: min)
    }

    func testSeedTableRatios() {
        // #313440: R 0x31 = 0.19216 → 0.03071, G 0x34 = 0.20392 → 0.03434, B 0x40 = 0.25098 → 0.05127;
        // L = 0.00653 + 0.02456 + 0.00370 = 0.03479; (1 + 0.05) / (0.03479 + 0.05) = 12.38.
        XCTAssertEqual(ratio("#313440", on: "#FFFFFF").ratio, 12.383, accuracy: 0.001)
        XCTAssertEqual(ratio("#313440", on: "#FFFFFF").shownRatio, 12.38)
        // #8C93AD: L = 0.2126·0.26225 + 0.7152·0.29177 + 0.0722·0.41789 = 0.29460; 1.05 / 0.34460 = 3.047.
        let secondary = ratio("#8C93AD", on: "#FFFFFF")
        XCTAssertEqual(secondary.ratio, 3.047, accuracy: 0.001)
        XCTAssertEqual(secondary.shownRatio, 3.05)
        XCTAssertFalse(secondary.passes)
        // #3C64F4 on black: L = 0.2126·0.04519 + 0.7152·0.12744 + 0.0722·0.90466 = 0.16066; 0.21066 / 0.05 = 4.32.
        let action = ratio("#3C64F4", on: "#000000", in: .dark)
        XCTAssertEqual(action.ratio, 4.321, accuracy: 0.001)
        XCTAssertEqual(action.shownRatio, 4.32)
        XCTAssertFalse(action.passes)
        // The order of the two colors does not matter; white on black is the maximum.
        XCTAssertEqual(ratio("#FFFFFF", on: "#313440").ratio, ratio("#313440", on: "#FFFFFF").ratio, accuracy: 1e-12)
        XCTAssertEqual(ratio("#FFFFFF", on: "#000000").ratio, 21, accuracy: 1e-12)
    }

    func testLinearSegmentBelowThe0_04045Threshold() {
        // 0.04 lies between WCAG 2.0's old 0.03928 and the sRGB 0.04045: the linear segment applies,
        // 0.04 / 12.92 = 0.0030960 (the power curve would give 0.0030955).
        let below = WCAG.relativeLuminance(WCAG.Opaque(red: 0.04, green: 0.04, blue: 0.04))
        XCTAssertEqual(below, 0.04 / 12.92, accuracy: 1e-12)
        XCTAssertNotEqual(below, pow((0.04 + 0.055) / 1.055, 2.4), accuracy: 1e-8)
        // Just above it the power curve applies.
        let above = WCAG.relativeLuminance(WCAG.Opaque(red: 0.0405, green: 0.0405, blue: 0.0405))
        XCTAssertEqual(above, pow((0.0405 + 0.055) / 1.055, 2.4), accuracy: 1e-12)
        // 8-bit: 10/255 (0.0392) is linear, 11/255 (0.0431) is not.
        XCTAssertEqual(WCAG.relativeLuminance(hex("#0A0A0A")), 10.0 / 255 / 12.92, accuracy: 1e-12)
        XCTAssertEqual(WCAG.relativeLuminance(hex("#0B0B0B")), pow((11.0 / 255 + 0.055) / 1.055, 2.4), accuracy: 1e-12)
    }

    func testTranslucentBackgroundOverTheAppearanceCanvas() {
        // #00000080 over white: 1 · (1 − 128/255) = 127/255 = 0.49804 → L 0.21223;
        // white on it: 1.05 / 0.26223 = 4.004.
        let light = ratio("#FFFFFF", on: "#00000080", in: .light)
        XCTAssertEqual(light.shownBackground.rgba, hex("#7F7F7F"))
        XCTAssertEqual(light.ratio, 4.004, accuracy: 0.001)
        // Over black in a dark appearance it stays black: 21.
        let dark = ratio("#FFFFFF", on: "#00000080", in: .darkElevated)
        XCTAssertEqual(dark.shownBackground.rgba, hex("#000000"))
        XCTAssertEqual(dark.ratio, 21, accuracy: 1e-9)
    }

    func testTranslucentForegroundOverItsBackground() {
        // #00000080 on #ECECEC: 0.49804 · 236/255 = 0.46093 → L 0.17964; #ECECEC L 0.83901;
        // (0.83901 + 0.05) / (0.17964 + 0.05) = 3.870.
        let c = ratio("#00000080", on: "#ECECEC")
        XCTAssertEqual(c.shownForeground.red, 127.0 / 255 * 236 / 255, accuracy: 1e-12)
        XCTAssertEqual(c.ratio, 3.870, accuracy: 0.001)
    }

    func testShownRatioNeverReachesAMinimumItMisses() {
        var c = ratio("#000000", on: "#FFFFFF")
        c.ratio = 4.4971
        XCTAssertFalse(c.passes)
        XCTAssertEqual(c.shownRatio, 4.49)
        c.ratio = 4.5
        XCTAssertTrue(c.passes)
        XCTAssertEqual(c.shownRatio, 4.5)
    }

    func config(_ json: String) throws -> Configuration {
        try ConfigurationLoader.parse(Array(json.utf8), file: "t.json")
    }

    func testFallbacksAndMinimums() throws {
        let table = try config(##"""
        { "tokens": {
            "secondaryText": { "uikit": "S.secondaryText", "light": "#8C93AD" },
            "background": { "uikit": "S.background", "light": "#FFFFFF", "dark": "#000000", "darkElevated": "#20222A" },
            "icon": { "uikit": "S.icon", "light": "#8C93AD" } },
          "pairs": [ { "foreground": "secondaryText", "background": "background" },
                     { "foreground": "icon", "background": "background", "min": 3 } ] }
        """##)
        let pairs = ContrastAudit.audit(table, inferred: [])
        XCTAssertEqual(pairs.count, 2)
        let text = pairs[0]
        // Every appearance either token defines; the foreground has only light, used in dark too.
        XCTAssertEqual(text.checks.map(\.appearance), [.light, .dark, .darkElevated])
        XCTAssertEqual(text.checks.map(\.foreground), [hex("#8C93AD"), hex("#8C93AD"), hex("#8C93AD")])
        XCTAssertEqual(text.checks.map(\.foregroundFrom), [nil, .light, .light])
        XCTAssertEqual(text.checks.map(\.background), [hex("#FFFFFF"), hex("#000000"), hex("#20222A")])
        XCTAssertEqual(text.minimum, 4.5)
        XCTAssertEqual(text.checks.map(\.passes), [false, true, true])
        // The pair's own min replaces the role's: 3.05 passes 3.
        XCTAssertEqual(pairs[1].minimum, 3)
        XCTAssertEqual(pairs[1].minimumSource, "table")
        XCTAssertTrue(pairs[1].checks[0].passes)
    }

    func testInferredTintPairTakesTheNonTextMinimum() throws {
        let table = try config(##"{ "tokens": { "a": { "uikit": "S.a", "light": "#8C93AD" }, "b": { "uikit": "S.b", "light": "#FFFFFF" } } }"##)
        let seen = [PairSighting(file: "A.swift", line: 3, role: .graphic)]
        let tint = ContrastAudit.audit(table, inferred: [InferredPair(foreground: "a", background: "b", sightings: seen)])
        XCTAssertEqual(tint.first?.minimum, 3)
        XCTAssertEqual(tint.first?.passes, true)
        let text = ContrastAudit.audit(table, inferred: [InferredPair(foreground: "a", background: "b", sightings: seen + [PairSighting(file: "A.swift", line: 9, role: .text)])])
        XCTAssertEqual(text.first?.minimum, 4.5)
        XCTAssertEqual(text.first?.passes, false)
    }
}
