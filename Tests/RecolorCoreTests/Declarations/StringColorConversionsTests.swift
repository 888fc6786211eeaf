@testable import RecolorCore
import XCTest

/// The members of an `extension String` that return a color type, read from a file.
final class StringColorConversionsTests: XCTestCase {
    func read(_ text: String) -> StringColorConversions? { StringColorConversions.read(Array(text.utf8), path: "a.swift") }

    func testColorReturningMembersOfString() throws {
        let c = try XCTUnwrap(read("import UIKit\nextension String {\n    public var color: UIColor { UIColor.fromHex(self) }\n"
                                   + "    var uiColor: UIColor? { nil }\n    var count2: Int { 0 }\n    func helper() { let x: UIColor = .red }\n}\n"
                                   + "public extension StringProtocol {\n    func toColor() -> PlatformColor { fatalError() }\n    func tinted(_ a: Int) -> UIColor { fatalError() }\n}\n"))
        XCTAssertEqual(c.returnType(of: "color"), "UIColor")
        XCTAssertEqual(c.returnType(of: "uiColor"), "UIColor")
        XCTAssertEqual(c.returnType(of: "toColor"), "PlatformColor")
        XCTAssertNil(c.returnType(of: "count2"))
        XCTAssertNil(c.returnType(of: "tinted"))
        XCTAssertNil(c.returnType(of: "x"))
    }

    func testOtherTypesAndNoExtension() {
        XCTAssertNil(read("import UIKit\nextension Label {\n    var color: UIColor { .red }\n}\nstruct S {\n    var color: UIColor\n}\n"))
        XCTAssertNil(read("import UIKit\nextension String {\n    var trimmed: String { self }\n}\n"))
        XCTAssertNil(StringColorConversions.read(Array("extension String {\n    var color: UIColor { .red }\n}\n".utf8), path: "a.swift", mentionsColor: false))
    }
}
