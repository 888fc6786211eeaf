@testable import RecolorCore
import XCTest

/// Dark values proposed in OKLCH, against values worked out by hand. For a gray, Oklab's a and b
/// are 0 and l = m = s = L, so each linear sRGB channel is L³; the sRGB encoding is
/// 1.055·x^(1/2.4) − 0.055 (x > 0.0031308), times 255, rounded.
final class DarkValueTests: XCTestCase {
    func hex(_ s: String) -> RGBA { RGBA(mappingHex: s)! }

    /// A pastel surface (L ≥ 0.9, chroma 0.1–0.15) turns dark as a light surface does; a vivid
    /// one stays vivid (COVIDSafe's #B9FFB2 alert under #00661B text stayed L 0.95 in dark).
    func testAPastelSurfaceTurnsDarkAndAVividOneStays() {
        for pastel in ["#B9FFB2", "#C8FFB9"] {
            XCTAssertLessThan(OKLCH(DarkValue.propose(for: hex(pastel), role: .background).dark).lightness, 0.3, pastel)
        }
        for vivid in ["#FFCC00", "#2E7D32", "#FFFF00"] {
            XCTAssertGreaterThanOrEqual(OKLCH(DarkValue.propose(for: hex(vivid), role: .background).dark).lightness, 0.62, vivid)
        }
    }

    /// A deep vivid surface (L below 0.4: a navy bar, a forest-green header) is dark already and
    /// stays as it is, as a dark gray surface does; its text or tint role is still lifted
    /// (WWDCScholars' #0A0172 bar went #597CE9: session 28's review, A12). Negative: a mid vivid
    /// surface (#2E7D32, L 0.52) is lifted as before (above).
    func testADeepVividSurfaceStaysDark() {
        for deep in ["#0A0172", "#1A237E", "#004D40"] {
            let l = OKLCH(hex(deep)).lightness
            XCTAssertEqual(OKLCH(DarkValue.propose(for: hex(deep), role: .background).dark).lightness, l, accuracy: 0.01, deep)
            XCTAssertGreaterThanOrEqual(OKLCH(DarkValue.propose(for: hex(deep), role: .tint).dark).lightness, 0.62, deep)
        }
    }

    /// A vivid line (a brand-colored selection ring) is a hue: lifted as its text and fill are, so
    /// it keeps its contrast on a dark surface (Moonfin's #00A4DC ring went #00516F, 2.3:1 on its
    /// near-black tile: session 30's review, B11). Negative: gray and pastel lines turn dark.
    func testAVividBorderIsLiftedAndGrayAndPastelLinesTurnDark() {
        for vivid in ["#00A4DC", "#FF3B30", "#34C759"] {
            let border = DarkValue.propose(for: hex(vivid), role: .border).dark
            XCTAssertEqual(border, DarkValue.propose(for: hex(vivid), role: .text).dark, vivid)
            XCTAssertGreaterThanOrEqual(OKLCH(border).lightness, 0.62, vivid)
        }
        for line in ["#C6C6C8", "#E5E5EA", "#D9F2FF"] {
            XCTAssertLessThan(OKLCH(DarkValue.propose(for: hex(line), role: .border).dark).lightness, 0.45, line)
        }
    }

    func testWhiteReadsAsLightnessOne() {
        let c = OKLCH(hex("#FFFFFF"))
        XCTAssertEqual(c.lightness, 1, accuracy: 1e-4)
        XCTAssertEqual(c.chroma, 0, accuracy: 1e-4)
        // #007AFF (systemBlue): L 0.6028, C 0.2177, h 257.4° (Ottosson's matrices).
        let blue = OKLCH(hex("#007AFF"))
        XCTAssertEqual(blue.lightness, 0.6028, accuracy: 1e-3)
        XCTAssertEqual(blue.chroma, 0.2177, accuracy: 1e-3)
        XCTAssertEqual(blue.hue, 257.4, accuracy: 0.1)
    }

    func testAWhiteBackgroundTurnsNearBlack() {
        // L 1 → 0.16 + 0.68·(1 − 1) = 0.16. 0.16³ = 0.004096; 0.004096^(1/2.4) = e^(−5.4977/2.4)
        // = e^(−2.2907) = 0.10118; 1.055·0.10118 − 0.055 = 0.05175; ·255 = 13.2 → 13 = 0x0D.
        // Elevated: max(0.16 + 0.06, 0.22) = 0.22. 0.22³ = 0.010648; e^(−4.5424/2.4) = 0.15069;
        // 1.055·0.15069 − 0.055 = 0.10398; ·255 = 26.5 → 27 = 0x1B.
        let d = DarkValue.propose(for: hex("#FFFFFF"), role: .background)
        XCTAssertEqual(d.dark, hex("#0D0D0D"))
        XCTAssertEqual(d.darkElevated, hex("#1B1B1B"))
        XCTAssertEqual(d.rationale, "OKLCH L 1.00 → 0.16")
    }

    func testBlackTextTurnsNearWhite() {
        // L 0 → 0.96 − 0.48·0 = 0.96. 0.96³ = 0.884736; e^(ln 0.884736 / 2.4) = e^(−0.051025)
        // = 0.95026; 1.055·0.95026 − 0.055 = 0.94752; ·255 = 241.6 → 242 = 0xF2.
        let d = DarkValue.propose(for: hex("#000000"), role: .text)
        XCTAssertEqual(d.dark, hex("#F2F2F2"))
        XCTAssertNil(d.darkElevated, "only surfaces are elevated")
    }

    func testDarkGrayTextTurnsLightGray() {
        // #333333: 0.2 → ((0.2 + 0.055)/1.055)^2.4 = 0.24171^2.4 = e^(2.4·−1.41998) = 0.033105
        // linear; L = ∛0.033105 = 0.32109. L' = 0.96 − 0.48·0.32109 = 0.80588; 0.80588³ = 0.52337;
        // e^(ln 0.52337 / 2.4) = e^(−0.26978) = 0.76354; 1.055·0.76354 − 0.055 = 0.75053;
        // ·255 = 191.4 → 191 = 0xBF.
        XCTAssertEqual(OKLCH(hex("#333333")).lightness, 0.32109, accuracy: 1e-4)
        XCTAssertEqual(DarkValue.propose(for: hex("#333333"), role: .text).dark, hex("#BFBFBF"))
        XCTAssertEqual(DarkValue.propose(for: hex("#333333"), role: .text).rationale, "OKLCH L 0.32 → 0.81")
    }

    func testLightTextAndDarkSurfacesAndShadowsStay() {
        XCTAssertEqual(DarkValue.propose(for: hex("#FFFFFF"), role: .text).dark, hex("#FFFFFF"), "white text on an accent stays white")
        XCTAssertEqual(DarkValue.propose(for: hex("#000000"), role: .background).dark, hex("#000000"))
        XCTAssertEqual(DarkValue.propose(for: hex("#00000080"), role: .shadow).dark, hex("#00000080"))
        XCTAssertEqual(DarkValue.propose(for: hex("#808080"), role: .color).dark, hex("#808080"), "a mid gray of no role")
        XCTAssertEqual(DarkValue.propose(for: hex("#00000080"), role: .color).dark, hex("#00000080"), "an overlay of no role")
    }

    func testAlphaIsKept() {
        // #EEEEEE at 0xCC as a background: the opaque proposal at the same alpha.
        XCTAssertEqual(DarkValue.propose(for: hex("#EEEEEECC"), role: .background).dark.alpha, 0xCC)
        XCTAssertEqual(DarkValue.propose(for: hex("#FFFFFFE6"), role: .background).dark, hex("#0D0D0DE6"), "a frosted bar is a surface")
    }

    func testATranslucentWhiteStaysWhite() {
        // White at half alpha or less vanishes on a white page, so the code draws it over something
        // else (ShelfPlayer's progress ring track `.white.opacity(0.3)` over artwork, a card over a
        // gray page): over a picture it stays, and in Dark Mode a lighter veil still lifts what it
        // covers. Proposed near black, the track became a dark ring around a white tint.
        for role in [ColorRole.background, .fill, .border, .separator] {
            XCTAssertEqual(DarkValue.propose(for: hex("#FFFFFF4D"), role: role).dark, hex("#FFFFFF4D"), "\(role)")
            XCTAssertEqual(DarkValue.propose(for: hex("#FFFFFF80"), role: role).dark, hex("#FFFFFF80"), "\(role)")
        }
        XCTAssertEqual(DarkValue.propose(for: hex("#FFFFFF"), role: .background).dark, hex("#0D0D0D"), "an opaque white is a page")
        XCTAssertEqual(DarkValue.propose(for: hex("#AAAAAA4D"), role: .background).dark, hex("#3737374D"), "a translucent gray is no white")
    }

    func testAHueKeepsItsHueAndIsLifted() {
        // systemBlue's L 0.6028 → max(0.6028, 0.62) + 0.03 = 0.65, hue kept.
        let d = DarkValue.propose(for: hex("#007AFF"), role: .tint)
        let out = OKLCH(d.dark)
        XCTAssertEqual(out.lightness, 0.65, accuracy: 0.005)
        XCTAssertEqual(out.hue, 257.4, accuracy: 1.5)
        // At L 0.65 and hue 257° sRGB's blue edge is at C ≈ 0.19: chroma reduced only that far.
        XCTAssertGreaterThan(out.chroma, 0.18)
        XCTAssertLessThanOrEqual(out.chroma, 0.2177)
        // A navy text (L 0.32) becomes a blue readable on black: L 0.65.
        XCTAssertEqual(OKLCH(DarkValue.propose(for: hex("#1A237E"), role: .text).dark).lightness, 0.65, accuracy: 0.005)
    }

    func testOutOfGamutChromaIsReduced() {
        // Pure red lifted to L 0.66 keeps hue 29° but cannot keep C 0.258 in sRGB.
        let out = OKLCH(DarkValue.propose(for: hex("#FF0000"), role: .tint).dark)
        XCTAssertEqual(out.hue, 29.2, accuracy: 1.5)
        XCTAssertLessThan(out.chroma, 0.258)
        XCTAssertEqual(out.lightness, 0.658, accuracy: 0.01)
    }

    func testRoles() {
        XCTAssertEqual(ColorRole(context: "textColor"), .text)
        XCTAssertEqual(ColorRole(context: "foregroundColor"), .text)
        XCTAssertEqual(ColorRole(context: "setTitleColor"), .text)
        XCTAssertEqual(ColorRole(context: "backgroundColor"), .background)
        XCTAssertEqual(ColorRole(context: "barTintColor"), .background)
        XCTAssertEqual(ColorRole(context: "tintColor"), .tint)
        XCTAssertEqual(ColorRole(context: "borderColor"), .border)
        XCTAssertEqual(ColorRole(context: "shadowColor"), .shadow)
        XCTAssertEqual(ColorRole(context: "separatorColor"), .separator)
        XCTAssertEqual(ColorRole(context: "fill"), .fill)
        XCTAssertEqual(ColorRole(context: "iconColor"), .tint)
        XCTAssertEqual(ColorRole(context: "linkColor"), .text)
        XCTAssertEqual(ColorRole(context: "textBackgroundColor"), .background)
        XCTAssertEqual(ColorRole(context: "XCTAssertEqual"), .color)
        XCTAssertEqual(ColorRole(context: nil), .color)
    }

    func testNamesAreValidIdentifiers() {
        XCTAssertTrue(TokenNaming.isValidIdentifier("primaryText"))
        XCTAssertFalse(TokenNaming.isValidIdentifier("default"))
        XCTAssertFalse(TokenNaming.isValidIdentifier("2nd"))
        XCTAssertFalse(TokenNaming.isValidIdentifier("`default`"))
        XCTAssertEqual(TokenNaming.hueName(OKLCH(hex("#007AFF"))), "blue")
        XCTAssertEqual(TokenNaming.hueName(OKLCH(hex("#FF3B30"))), "red")
        XCTAssertEqual(TokenNaming.hueName(OKLCH(hex("#34C759"))), "green")
        XCTAssertEqual(TokenNaming.hueName(OKLCH(hex("#A2845E"))), "brown")
        // Magenta is no purple (Zap's `UIColor.magenta` became `purpleColor`, audit 15 F4);
        // Apple's purples and a deep violet stay purple.
        XCTAssertEqual(TokenNaming.hueName(OKLCH(hex("#FF00FF"))), "magenta")
        XCTAssertEqual(TokenNaming.hueName(OKLCH(hex("#E040E0"))), "magenta")
        XCTAssertEqual(TokenNaming.hueName(OKLCH(hex("#AF52DE"))), "purple")
        XCTAssertEqual(TokenNaming.hueName(OKLCH(hex("#BF5AF2"))), "purple")
        XCTAssertEqual(TokenNaming.hueName(OKLCH(hex("#800080"))), "purple")
    }

    /// The light value proposed for a dark one (an app that forces Dark) is the one whose dark
    /// proposal is the dark one: #0D0D0D (L 0.16), what white surfaces turn into, comes back white.
    func testALightValueForADarkOneInvertsTheProposal() {
        XCTAssertEqual(DarkValue.proposeLight(for: hex("#0D0D0D"), role: .background).light, hex("#FFFFFF"))
        // Near-white text stays near white in the dark proposal and black text lands near white
        // (L 0.96): of the two, a text that adapts is taken, dark in light.
        let text = DarkValue.proposeLight(for: hex("#F2F2F2"), role: .text)
        XCTAssertLessThan(OKLCH(text.light).lightness, 0.1, "\(text)")
        // White text (the proposal leaves it white) is taken to come from black, whose proposal is L 0.96.
        XCTAssertEqual(DarkValue.proposeLight(for: hex("#FFFFFF99"), role: .text).light, hex("#00000099"))
        // A hue keeps its hue; its lightness comes back to where the proposal lifts hues from (L 0.62:
        // every darker hue is lifted to 0.65, so 0.60 cannot be told from 0.62).
        let blue = DarkValue.proposeLight(for: DarkValue.propose(for: hex("#007AFF"), role: .tint).dark, role: .tint).light
        XCTAssertEqual(OKLCH(blue).hue, OKLCH(hex("#007AFF")).hue, accuracy: 2)
        XCTAssertEqual(OKLCH(blue).lightness, 0.62, accuracy: 0.005)
    }

    /// A surface its proposal leaves as it is gets no elevated value (session 38's intent38f M1: a black sheet turned
    /// #1B1B1B elevated); a surface that turns dark does.
    func testASurfaceThatStaysAsItIsHasNoElevatedValue() {
        XCTAssertNil(DarkValue.propose(for: RGBA(red: 0, green: 0, blue: 0), role: .background).darkElevated)
        XCTAssertNotNil(DarkValue.propose(for: RGBA(red: 255, green: 255, blue: 255), role: .background).darkElevated)
    }
}
