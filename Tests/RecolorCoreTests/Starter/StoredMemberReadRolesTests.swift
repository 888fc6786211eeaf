@testable import RecolorCore
import XCTest

/// The value a computed property returns is read as the property (`StoredMemberReadRoles.isComputedValue`):
/// the body's single value, an `#if` around it included; never one of several statements, a getter's
/// assignment, or a stored property's initial value (read as a declaration already).
final class StoredMemberReadRolesTests: XCTestCase {
    func check(_ source: String, _ name: String, at marker: String) -> Bool {
        let bytes = Array(source.utf8)
        let offset = Array(source.utf8).indices.first { Array(bytes[$0...].prefix(marker.utf8.count)) == Array(marker.utf8) }!
        return StoredMemberReadRoles.isComputedValue(of: name, at: offset, in: bytes)
    }

    func testTheSingleValueOfAComputedProperty() {
        XCTAssertTrue(check("var headline: Color {\n  Color(white: 0.9)\n}", "headline", at: "Color(white"))
        XCTAssertTrue(check("var headline: Color {\n  #if os(tvOS)\n  Color(white: 0.9)\n  #endif\n}", "headline", at: "Color(white"))
        XCTAssertTrue(check("var headline: Color { return Color(white: 0.9) }", "headline", at: "Color(white"))
    }

    func testNotAStatementBodyAStoredValueOrAnotherName() {
        XCTAssertFalse(check("var headline: Color {\n  let x = 1\n  return Color(white: 0.9)\n}", "headline", at: "Color(white"))
        XCTAssertFalse(check("var headline: Color = Color(white: 0.9)", "headline", at: "Color(white"))
        XCTAssertFalse(check("var headline: Color {\n  get { Color(white: 0.9) }\n}", "headline", at: "Color(white"))
        XCTAssertFalse(check("var headline: Color { base }\nfunc f() { x.color = Color(white: 0.9) }", "headline", at: "Color(white"))
    }

    /// A value with no context of its own (behind `#if os(tvOS)`) is named by its computed property (WXYC's
    /// `headlineColor`, session 31's held-out check, V2 on the app itself); a stored value or a statement body is not.
    func testAValueBehindAnIfIsNamedByItsProperty() {
        let source = "struct P {\n  var headlineColor: Color {\n    #if os(tvOS)\n    Color.init(white: 0.90)\n    #else\n    Color.white\n    #endif\n  }\n}"
        let bytes = Array(source.utf8)
        let at = Array(source.utf8).indices.first { Array(bytes[$0...].prefix(10)) == Array("Color.init".utf8) }!
        XCTAssertEqual(StoredMemberReadRoles.computedProperty(at: at, in: bytes), "headlineColor")
        let stored = Array("struct P {\n  var c: Color = Color.init(white: 0.9)\n}".utf8)
        XCTAssertNil(StoredMemberReadRoles.computedProperty(at: 30, in: stored))
    }
}
