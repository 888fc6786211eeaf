import XCTest
@testable import RecolorCore

/// A color wrapped in `AnyView(…)` is the arm of the ternary around it; one passed to any other
/// call is not.
final class TypeErasersTests: XCTestCase {
    func arm(of word: String, in swift: String) -> (Int, Bool)? {
        let file = SwiftSource(path: "A.swift", bytes: Array(swift.utf8))
        guard let k = file.code.indices.first(where: { file.text(code: $0) == word }) else { return nil }
        return AppearanceArms.ternaryArm(k, in: file)
    }

    func testTriggering() {
        XCTAssertEqual(arm(of: "Color", in: "let v = dark ? AnyView(Color.ink) : AnyView(g)")?.1, true)
        XCTAssertEqual(arm(of: "Color", in: "let v = dark ? AnyView(g) : AnyView(Color.ink)")?.1, false)
        XCTAssertEqual(arm(of: "Color", in: "let v = dark ? AnyShapeStyle(Color.ink) : AnyShapeStyle(g)")?.1, true)
        XCTAssertEqual(arm(of: "Color", in: "let v = dark ? (Color.ink) : g")?.1, true)
    }

    func testNonTriggering() {
        XCTAssertNil(arm(of: "Color", in: "let v = dark ? makeView(Color.ink) : g"))
        XCTAssertNil(arm(of: "Color", in: "let v = AnyView(Color.ink)"))
    }
}
