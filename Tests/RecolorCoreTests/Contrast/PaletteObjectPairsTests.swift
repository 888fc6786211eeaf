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

    /// A part of a style object (`style.month`) is a style object: a part's background is under
    /// that part's colors only (Campus-iOS's calendar style: the header title on the selected
    /// date's background). Negative: a view's property path with no style word is one view.
    func testAStyleObjectsPartIsAStyleObject() throws {
        func code(_ receiver: String, _ background: String) -> String {
            """
            import UIKit
            final class Calendar {
                func configure(_ style: CalendarStyle) {
                    \(receiver).colorTitleHeader = Essentials.grey70
                    \(receiver).\(background) = UIColor.white
                }
            }
            """
        }
        let table = StyleObjectPartsPairsTests.table
        XCTAssertEqual(try PairsOfOneFile.described(code("style.month", "colorBackgroundSelectDate"), table: table), [])
        XCTAssertEqual(try PairsOfOneFile.described(code("style.month", "colorBackground"), table: table), ["primaryText/background@4-5"])
        XCTAssertEqual(try PairsOfOneFile.described(code("view.month", "colorBackgroundSelectDate"), table: table), ["primaryText/background@4-5"])
        XCTAssertTrue(ContextPart.isStyleObject("style.month"))
        XCTAssertTrue(ContextPart.isStyleObject("self.settings.header"))
        XCTAssertFalse(ContextPart.isStyleObject("cell.contentView"))
        XCTAssertFalse(ContextPart.isStyleObject("styleLabel.layer"))
    }
}
