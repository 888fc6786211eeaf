@testable import RecolorCore
import XCTest

/// `PaletteRamps`: the sets of one stem differing by a number, three or more, none drawn by name.
final class PaletteRampsTests: XCTestCase {
    func testAStemAndItsNumber() {
        XCTAssertEqual(PaletteRamps.split("Gray100").map { "\($0.stem)|\($0.number)" }, "Gray|100")
        XCTAssertEqual(PaletteRamps.split("grey_darken2").map { "\($0.stem)|\($0.number)" }, "grey_darken|2")
        XCTAssertNil(PaletteRamps.split("100"))
        XCTAssertNil(PaletteRamps.split("Accent"))
    }

    func testARampIsThreeNumbersOfOneStemInOneFolder() {
        let sets = [("Gray0", "A.xcassets/Gray0.colorset/Contents.json"), ("Gray50", "A.xcassets/Gray50.colorset/Contents.json"),
                    ("Gray100", "A.xcassets/Gray100.colorset/Contents.json"), ("Blue10", "A.xcassets/Blue10.colorset/Contents.json"),
                    ("Blue20", "A.xcassets/Blue20.colorset/Contents.json"),
                    ("Red1", "A.xcassets/Red1.colorset/Contents.json"), ("Red2", "B.xcassets/Red2.colorset/Contents.json"),
                    ("Red3", "C.xcassets/Red3.colorset/Contents.json")]
        let ramps = PaletteRamps.members(sets.map { (name: $0.0, path: $0.1) }, drawn: [])
        XCTAssertEqual(Set(ramps.keys), ["Gray0", "Gray50", "Gray100"])
        XCTAssertTrue(PaletteRamps.members(sets.map { (name: $0.0, path: $0.1) }, drawn: ["Gray50"]).isEmpty)
    }
}
