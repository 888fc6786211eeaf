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

    func testTypeMembersAreKeyedByTheirType() throws {
        let c = try XCTUnwrap(read("enum Styles {\n    enum Colors {\n        static let purple = \"6f42c1\"\n        enum Blue {\n"
                                   + "            public static let medium: String = \"#0366d6\" // link\n        }\n    }\n}\n"
                                   + "extension Styles.Red {\n\tstatic let dark = \"75151d\"\n}\nenum Other {\n    enum Blue {\n        static let medium = \"000000\"\n    }\n}\n"))
        XCTAssertEqual(c.literal(ofMember: "purple", in: "Colors"), .some("6f42c1"))
        XCTAssertEqual(c.literal(ofMember: "dark", in: "Red"), .some("75151d"))
        XCTAssertEqual(c.literal(ofMember: "medium", in: "Blue"), .some(nil))
        XCTAssertTrue(c.literal(ofMember: "medium", in: "Colors") == nil, "no hex member of Colors")
    }

    func testWhatIsNoHexTypeMember() {
        XCTAssertNil(read("enum A {\n    static var v = \"0366d6\"\n    static let name = \"Brand\"\n    let instance = \"0366d6\"\n"
                          + "    static let joined = \"0366d6\" + x\n    func f() {\n        static let inFunction = \"0366d6\"\n    }\n}\n"))
    }

    func testWhatIsNoHexConstant() {
        XCTAssertNil(read("    let local = \"#1F1E1E\"\nvar mutable = \"#1F1E1E\"\nlet name = \"Brand\"\nlet five = \"12345\"\n"
                          + "let interpolated = \"#\\(x)\"\nlet alias = gray800\nlet joined = \"#1F1E1E\" + suffix\nstatic let member = \"#1F1E1E\"\n"))
        var cycle = HexStringConstants()
        cycle.add(read("let a: String = b\nlet b: String = a\n")!)
        XCTAssertTrue(cycle.literal(named: "a") == nil, "a cycle names no literal")
    }

    /// Only lines holding `let` and a space are read: each once, wherever its `let`s stand, the
    /// last line without a newline too.
    func testLinesAreFoundByTheirLet() throws {
        let c = try XCTUnwrap(read("let a = \"#111111\"; let unused = 1\n// outlet let\nlet\tb = \"#222222\"\r\n"
                                   + "enum E {\n    static let m = \"#333333\" // let\n}\nlet last = \"#444444\""))
        XCTAssertEqual(c.literal(named: "a"), .some("#111111"))
        XCTAssertEqual(c.literal(named: "b"), .some("#222222"))
        XCTAssertEqual(c.literal(ofMember: "m", in: "E"), .some("#333333"))
        XCTAssertEqual(c.literal(named: "last"), .some("#444444"))
        XCTAssertNil(read("let"))
        XCTAssertNil(read("x\nlet"))
        XCTAssertNil(read("outlet = \"#111111\"\n"))
    }
}
