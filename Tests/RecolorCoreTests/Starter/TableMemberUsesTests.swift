@testable import RecolorCore
import XCTest

/// Session 25 audit F18: the other uses of a member of the app's own palette type kept by a table
/// per data case keep the table's decision; a framework color type's extension member does not
/// (Lunar's `Color.blackMauve`, a mode's color in one switch and the app's mauve elsewhere).
final class TableMemberUsesTests: XCTestCase {
    func testOnlyTheAppsOwnPaletteTypesMembersFollowTheirTable() {
        for symbol in ["MemColors.chip", "Theme.Map.rom", "Palette.series1"] {
            XCTAssertTrue(KeptColors.isOwnPaletteMember(symbol), symbol)
        }
        for symbol in ["Color.blackMauve", "UIColor.nordicRed", "SwiftUI.Color.mauve", "NSColor.chip", "chip"] {
            XCTAssertFalse(KeptColors.isOwnPaletteMember(symbol), symbol)
        }
    }
}
