@testable import RecolorCore
import XCTest

/// A palette object (a receiver named `…Palette`) sets the colors of several views, as a style
/// object does: a foreground naming no part lies on the palette's own background, never on the
/// background of a named part. beam's asset picker paired `colorPalette.titleColor` with
/// `colorPalette.albumCellSelectedBackgroundColor` (session 22 audit F13). Negative: the palette's
/// plain `backgroundColor` is under its title.
final class PaletteObjectPairsTests: XCTestCase {
    func described(_ background: String) throws -> [String] {
        let code = """
        import UIKit
        final class Picker {
            func configure(_ colorPalette: AssetsPickerColorPalette) {
                colorPalette.\(background) = UIColor.white
                colorPalette.titleColor = Essentials.grey70
            }
        }
        """
        return try PairsOfOneFile.described(code, table: StyleObjectPartsPairsTests.table)
    }

    func testAPalettesTitleIsNotOnAPartsBackground() throws {
        XCTAssertEqual(try described("albumCellSelectedBackgroundColor"), [])
        XCTAssertTrue(ContextPart.isStyleObject("picker.colorPalette"))
        XCTAssertFalse(ContextPart.meet(foreground: "titleColor", background: "albumCellSelectedBackgroundColor"))
    }

    func testAPalettesTitleIsOnItsOwnBackground() throws {
        XCTAssertEqual(try described("backgroundColor"), ["primaryText/background@5-4"])
        XCTAssertTrue(ContextPart.meet(foreground: "titleColor", background: "backgroundColor"))
    }
}
