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

    /// The arms of a `switch` that is a computed property's whole body are its values (verify32 V2:
    /// SmartReceipts' `ActionSheet` style `var color: UIColor { switch self { case .normal: return .srViolet2 … } }`).
    /// Negatives: a switch inside a statement body, a switch in a function, two switches.
    func testTheArmsOfASwitchThatIsTheBody() {
        let body = "enum S {\n  case a, b\n  var color: UIColor {\n    switch self {\n    case .a: return .inkViolet\n    case .b: return .red\n    }\n  }\n}"
        XCTAssertTrue(check(body, "color", at: ".inkViolet"))
        XCTAssertTrue(check(body, "color", at: ".red"))
        let bytes = Array(body.utf8)
        let at = bytes.indices.first { Array(bytes[$0...].prefix(4)) == Array(".red".utf8) }!
        XCTAssertEqual(StoredMemberReadRoles.computedProperty(at: at, in: bytes), "color")
        XCTAssertFalse(check("var color: UIColor {\n  let x = 1\n  switch self {\n  case .a: return .inkViolet\n  }\n}", "color", at: ".inkViolet"))
        XCTAssertFalse(check("var color: UIColor { base }\nfunc f() {\n  switch self {\n  case .a: return .inkViolet\n  }\n}", "color", at: ".inkViolet"))
        XCTAssertFalse(check("var color: UIColor {\n  switch a {\n  case .a:\n    switch b {\n    case .c: return .inkViolet\n    }\n  }\n}", "color", at: ".inkViolet"))
        let function = Array("func color() -> UIColor {\n  switch self {\n  case .a: return .inkViolet\n  }\n}".utf8)
        XCTAssertNil(StoredMemberReadRoles.computedProperty(at: function.indices.first { Array(function[$0...].prefix(4)) == Array(".ink".utf8) }!, in: function))
    }

    /// Reads are matched by their receiver's type where the syntax tells it (`memberReadReceiverType`):
    /// SmartReceipts' `item.color` (a struct's `let color`, a background) beside `style.color` (an enum's
    /// computed color, a tint) made the roles disagree and neither got one. Negatives: reads of unknown
    /// receivers still count for every declaration of the name; two unknown reads that disagree give none.
    func testReadsAreMatchedByTheirReceiversType() {
        let style = "enum SheetStyle {\n  case a\n  var color: UIColor {\n    switch self {\n    case .a: return .inkViolet\n    }\n  }\n}\n"
        let item = "struct GraphItem {\n  let color: UIColor = .red\n}\n"
        let styleBytes = Array(style.utf8), itemBytes = Array(item.utf8)
        func offset(_ b: [UInt8], _ m: String) -> Int { b.indices.first { Array(b[$0...].prefix(m.utf8.count)) == Array(m.utf8) }! }
        let members = [("Style.swift", "color", offset(styleBytes, ".inkViolet")), ("Item.swift", "color", offset(itemBytes, ".red"))]
        func roles(_ reads: String) -> [String: ColorRole] {
            StoredMemberReadRoles.roles(members, files: [("Style.swift", styleBytes), ("Item.swift", itemBytes), ("Use.swift", Array(reads.utf8))])
        }
        let typed = """
            final class SheetButton: UIButton {
              func set(style: SheetStyle) { tintColor = style.color }
            }
            final class GraphCell: UIView {
              var item: GraphItem!
              func fill() { backgroundColor = item.color }
            }
            """
        let known = roles(typed)
        XCTAssertEqual(known["Style.swift|color"], .tint, "\(known)")
        XCTAssertEqual(known["Item.swift|color"], .background, "\(known)")
        // Unknown receivers (a closure's `$0`, a chain) read as before: both declarations, and two roles give none.
        let unknown = roles("func f() {\n  views.forEach { $0.tintColor = $0.style.color }\n  cells.forEach { $0.backgroundColor = $0.item.color }\n}")
        XCTAssertNil(unknown["Style.swift|color"], "\(unknown)")
        XCTAssertNil(unknown["Item.swift|color"], "\(unknown)")
        let one = roles("func f() {\n  views.forEach { $0.tintColor = $0.style.color }\n}")
        XCTAssertEqual(one["Style.swift|color"], .tint, "\(one)")
        XCTAssertEqual(one["Item.swift|color"], .tint, "\(one)")
    }
}
