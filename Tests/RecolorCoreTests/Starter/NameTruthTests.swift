@testable import RecolorCore
import XCTest

/// A token name says each word once, and its lightness and hue words hold in every appearance the
/// token knows (session 22 audit F15, beam: `lightLightText`, `midMidText`, `mutedPurpleGrayText`
/// #6E6A7A → #FFFFFF). A palette's lightness name (`grey_dark`) names no dark theme.
final class NameTruthTests: XCTestCase {
    func hex(_ s: String) -> RGBA { RGBA(mappingHex: s)! }

    func testADoubledWordIsRefused() {
        XCTAssertTrue(NameTruth.doublesAWord("lightLightText"))
        XCTAssertTrue(NameTruth.doublesAWord("midMidText"))
        XCTAssertTrue(NameTruth.doublesAWord("palePaleBackground"))
        XCTAssertFalse(NameTruth.doublesAWord("lighterPaleBackground"))
        XCTAssertFalse(NameTruth.doublesAWord("midText"))
        XCTAssertFalse(NameTruth.doublesAWord("darkGrayOrLightGrayColor"), "each appearance said on its side of Or")
    }

    func testAWordMustHoldOfTheDarkValue() {
        // Triggering: a hue or lightness the dark value does not have.
        XCTAssertFalse(NameTruth.holds("mutedPurpleGrayText", of: hex("#FFFFFF"), light: hex("#6E6A7A")))
        XCTAssertFalse(NameTruth.holds("midText", of: hex("#FFFFFF"), light: hex("#7F7F7F")))
        XCTAssertFalse(NameTruth.holds("lightText", of: hex("#605E66"), light: hex("#949494")))
        XCTAssertFalse(NameTruth.holds("grayText", of: hex("#FFFFFF"), light: hex("#808080")), "white is no gray")
        // Non-triggering: a small step keeps the word; a hue lifted for dark keeps its hue.
        XCTAssertTrue(NameTruth.holds("midText", of: hex("#969696"), light: hex("#808080")))
        XCTAssertTrue(NameTruth.holds("blueText", of: hex("#419AFF"), light: hex("#3090F9")))
        XCTAssertTrue(NameTruth.holds("greenText", of: hex("#5A9C51"), light: hex("#449C39")))
        XCTAssertTrue(NameTruth.holds("secondaryText", of: hex("#FFFFFF"), light: hex("#222222")), "a rank says no lightness")
        XCTAssertTrue(NameTruth.holds("whiteOrBlackColor", of: hex("#000000"), light: hex("#FFFFFF")), "each appearance said")
        XCTAssertTrue(NameTruth.holds("orangeTint", of: hex("#FF9C46"), light: hex("#FF8C00")), "or inside a word is no `Or`")
    }

    func testAnUntrueNameSaysTheDarkValue() {
        XCTAssertEqual(NameTruth.forms("midText", dark: hex("#FFFFFF80"), light: hex("#7F7F7F")), ["midTextOrWhite"])
        XCTAssertEqual(NameTruth.forms("secondaryText", dark: hex("#FFFFFF"), light: hex("#222222")), ["secondaryText"])
        XCTAssertEqual(NameTruth.forms("lightLightText", dark: hex("#EEEEEE"), light: hex("#DDDDDD")), [])
    }

    func testAPalettesLightnessNameIsNoDarkTheme() {
        XCTAssertFalse(FixedIntentReader.namesDarkMode("grey_dark"))
        XCTAssertFalse(FixedIntentReader.namesDarkMode("grey_extra_dark"))
        XCTAssertFalse(FixedIntentReader.namesDarkMode("blueDark"))
        XCTAssertTrue(FixedIntentReader.namesDarkMode("backgroundDark"))
        XCTAssertTrue(FixedIntentReader.namesDarkMode("textColorDark"))
        XCTAssertTrue(FixedIntentReader.namesDarkMode("TomorrowNightCurrentLine"))
    }
}
