@testable import RecolorCore
import XCTest

/// `Self` in an extension of a color type is that type (MarkEdit's `extension NSColor { static var
/// x: Self { Self(white: 0.95, alpha: 1) } }`, session 24). A member declared `Self` in a class's
/// extension returns the dynamic type, which a token's expression is not: `fix` leaves the color
/// there; declared as the class itself, or in SwiftUI's struct `Color`, the token goes in. Hand-written.
final class OwnTypeSelfTests: XCTestCase {
    let table = #"""
        { "tokens": { "pane": { "appkit": "Semantic.surface", "swiftui": "Color.surface", "light": "#F2F2F2" } },
          "rules": [ { "match": "#F2F2F2", "token": "pane" } ] }
        """#

    func run(_ source: String) throws -> RunResult {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        return Engine.analyze([SwiftSource(path: "Palette.swift", bytes: Array(source.utf8))], options: options)
    }

    func testAMemberDeclaredSelfInAClassExtensionIsFoundAndLeft() throws {
        let result = try run("import AppKit\nextension NSColor {\n    static var pane: Self { Self(white: 0.95, alpha: 1) }\n}\n")
        let pane = try XCTUnwrap(result.allReports.first)
        XCTAssertEqual(pane.text, "Self(white: 0.95, alpha: 1)")
        XCTAssertEqual(pane.finding.color?.description, "#F2F2F2FF")
        XCTAssertEqual(pane.resolution.token, "pane")
        XCTAssertNil(pane.resolution.replacement)
        XCTAssertEqual(pane.resolution.unmappedReason, "it builds `Self` for a member declared as `Self`, the class's dynamic type, "
                       + "which a token's expression is not; rewrite the member's type or body by hand")
        XCTAssertTrue(Engine.edits(for: result.allReports).isEmpty)
    }

    /// The type's own hex factory called bare in a member declared `Self` (criticalmaps' `static var
    /// attention: Self { hex(0xFF3355) }`, session 27): left too; declared as the class, rewritten.
    func testAHexFactoryInAMemberDeclaredSelfIsLeft() throws {
        let factory = "    static func hex(_ v: Int) -> Self { Self(white: CGFloat(v & 0xFF) / 255, alpha: 1) }\n"
        let result = try run("import AppKit\nextension NSColor {\n" + factory + "    static var pane: Self { hex(0xF2F2F2) }\n    static var sheet: NSColor { hex(0xF2F2F2) }\n}\n")
        let reports = result.allReports.filter { $0.text.hasPrefix("hex(") }
        XCTAssertEqual(reports.count, 2, "\(result.allReports.map(\.text))")
        XCTAssertNil(reports.first { $0.line == 4 }?.resolution.replacement)
        XCTAssertNotNil(reports.first { $0.line == 5 }?.resolution.replacement)
    }

    func testAGetterOfAMemberDeclaredSelfIsLeftToo() throws {
        let result = try run("import AppKit\nextension NSColor {\n    static var pane: Self {\n        get { Self.init(white: 0.95, alpha: 1) }\n    }\n}\n")
        let pane = try XCTUnwrap(result.allReports.first)
        XCTAssertNil(pane.resolution.replacement)
    }

    func testAMemberDeclaredAsTheClassTakesTheToken() throws {
        let result = try run("import AppKit\nextension NSColor {\n    static var pane: NSColor { Self(white: 0.95, alpha: 1) }\n}\n")
        let pane = try XCTUnwrap(result.allReports.first)
        XCTAssertEqual(pane.resolution.replacement, "Semantic.surface")
    }

    func testSwiftUIsColorIsAStructWhoseSelfTakesTheToken() throws {
        let result = try run("import SwiftUI\nextension Color {\n    static var pane: Self { Self(white: 0.95) }\n}\n")
        let pane = try XCTUnwrap(result.allReports.first)
        XCTAssertEqual(pane.resolution.replacement, "Color.surface")
    }
}
