@testable import RecolorCore
import XCTest

/// The byte reading of top-level hex string constants: what a line declares, and what it must not.
final class HexStringConstantsTests: XCTestCase {
    func read(_ text: String) -> HexStringConstants? { HexStringConstants.read(Array(text.utf8)) }

    func testTopLevelConstantsAndAliases() throws {
        let c = try XCTUnwrap(read("import SwiftUI\nlet gray800: String = \"#1F1E1E\"\npublic let paper = \"#FAFAFA\" // light\r\n"
                                   + "private let short=\"fff\";\nlet inkHex: String = gray800\nlet twice = \"#000000\"\nlet twice = \"#FFFFFF\"\n"))
        XCTAssertEqual(c.literal(named: "gray800"), .some("#1F1E1E"))
        XCTAssertEqual(c.literal(named: "paper"), .some("#FAFAFA"))
        XCTAssertEqual(c.literal(named: "short"), .some("fff"))
        XCTAssertEqual(c.literal(named: "inkHex"), .some("#1F1E1E"))
        XCTAssertEqual(c.literal(named: "twice"), .some(nil))
    }

    func testWhatIsNoHexConstant() {
        XCTAssertNil(read("    let local = \"#1F1E1E\"\nvar mutable = \"#1F1E1E\"\nlet name = \"Brand\"\nlet five = \"12345\"\n"
                          + "let interpolated = \"#\\(x)\"\nlet alias = gray800\nlet joined = \"#1F1E1E\" + suffix\nstatic let member = \"#1F1E1E\"\n"))
        var cycle = HexStringConstants()
        cycle.add(read("let a: String = b\nlet b: String = a\n")!)
        XCTAssertNil(cycle.literal(named: "a"))
    }
}
