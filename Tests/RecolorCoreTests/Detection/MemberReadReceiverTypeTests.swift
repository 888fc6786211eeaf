@testable import RecolorCore
import XCTest

/// The type whose member a read takes (`ContextAnalyzer.memberReadReceiverType`): SmartReceipts reads
/// `item.color` (a struct's background) beside `style.color` (an enum's tint); matched by name the roles
/// disagreed (verify32 V2). Known where the syntax tells it, nil otherwise.
final class MemberReadReceiverTypeTests: XCTestCase {
    /// The receiver type of the `n`th (from 1) `.color` / bare `color` read in `source`.
    func receiver(_ source: String, read n: Int = 1) -> String? {
        let file = SwiftSource(path: "A.swift", bytes: Array(source.utf8))
        let analyzer = ContextAnalyzer(file: file, types: ColorTypeTable())
        let reads = file.code.indices.filter { file.codeIs($0, "color") && !file.codeIs($0 - 1, "var") && !file.codeIs($0 - 1, "let") && !file.isChar($0 + 1, ":") }
        return analyzer.memberReadReceiverType(at: reads[n - 1])
    }

    func testTriggering() {
        // A parameter, a typed local, a constructed local, a property of the enclosing type.
        XCTAssertEqual(receiver("final class B: UIButton {\n  func set(style: SheetStyle) { tintColor = style.color }\n}"), "SheetStyle")
        XCTAssertEqual(receiver("func f() {\n  let style: SheetStyle? = nil\n  b.tintColor = style.color\n}"), "SheetStyle")
        XCTAssertEqual(receiver("func f() {\n  let style = SheetStyle(kind: 1)\n  b.tintColor = style.color\n}"), "SheetStyle")
        XCTAssertEqual(receiver("final class Cell: UIView {\n  var item: Receipt!\n  func f() { backgroundColor = item.color }\n}"), "Receipt")
        // A static member, self, Self, a bare read in an extension.
        XCTAssertEqual(receiver("func f() { b.tintColor = SheetStyle.color }"), "SheetStyle")
        XCTAssertEqual(receiver("enum S {\n  var tint: UIColor { self.color }\n}"), "S")
        XCTAssertEqual(receiver("extension Theme.Palette {\n  var tint: UIColor { color }\n}"), "Palette")
    }

    func testNonTriggering() {
        XCTAssertNil(receiver("func f() { views.forEach { $0.backgroundColor = $0.color } }"))
        XCTAssertNil(receiver("func f(cell: Cell) { b.tintColor = cell.item.color }"))
        XCTAssertNil(receiver("func f() { b.tintColor = make().color }"))
        XCTAssertNil(receiver("func f() { let style = makeStyle()\n b.tintColor = style.color }"))
        XCTAssertNil(receiver("func f() { for style in styles { b.tintColor = style.color } }"))
        // A call's argument label is no declaration: `make(style: style)` types nothing.
        XCTAssertNil(receiver("func f() { make(style: style)\n b.tintColor = style.color }"))
        // A bare name a local shadows is the local, not a member.
        XCTAssertNil(receiver("final class V: UIView {\n  func f() { let color = UIColor.red\n backgroundColor = color }\n}"))
    }
}
