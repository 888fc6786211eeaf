@testable import RecolorCore
import XCTest

/// `containsASCII` answers as `contains` does: bytes where the string is ASCII, Characters elsewhere.
final class ContainsASCIITests: XCTestCase {
    func testItAgreesWithContainsOnASCIIAndOtherStrings() {
        let strings = ["", "x", ".xc", "App.xcodeproj", "Assets.xcassets/Ink.colorset/", "a/b.xcassets", "xcassets/", ".x",
                       "caf\u{e9}.xcassets/", ".xc\u{301}assets/", "\u{e9}.xc", "hexCode", "colorHex", "hexagonSide", "he\u{301}x",
                       "HEX", "\u{1F3A8}hex", "hexagon\u{301}"]
        for s in strings {
            XCTAssertEqual(s.containsASCII(".xc"), s.contains(".xc"), s)
            XCTAssertEqual(s.containsASCII(".xcassets/"), s.contains(".xcassets/"), s)
            XCTAssertEqual(s.containsASCII("hex"), s.contains("hex"), s)
            XCTAssertEqual(s.containsASCII("hexagon"), s.contains("hexagon"), s)
        }
    }
}
