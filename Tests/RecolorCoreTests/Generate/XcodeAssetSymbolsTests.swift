@testable import RecolorCore
import XCTest

final class XcodeAssetSymbolsTests: XCTestCase {
    func testXcodesNamesForColorSets() {
        // Lower camel case; a trailing "Color" dropped.
        XCTAssertEqual(XcodeAssetSymbols.memberName(forColorSet: "Primary Text Color"), "primaryText")
        XCTAssertEqual(XcodeAssetSymbols.memberName(forColorSet: "brand-blue"), "brandBlue")
        XCTAssertEqual(XcodeAssetSymbols.memberName(forColorSet: "BackgroundColor"), "background")
        XCTAssertEqual(XcodeAssetSymbols.memberName(forColorSet: "accent"), "accent")
        XCTAssertEqual(XcodeAssetSymbols.memberName(forColorSet: "Color"), "color")
    }
}
