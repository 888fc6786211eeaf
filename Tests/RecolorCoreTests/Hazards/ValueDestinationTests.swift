@testable import RecolorCore
import XCTest

/// Where a value goes, read backwards from its first token.
final class ValueDestinationTests: XCTestCase {
    func destination(_ source: String, of word: String) -> (ValueDestination, SwiftSource) {
        let file = SwiftSource(path: "A.swift", bytes: Array(source.utf8))
        let k = file.code.indices.first { file.codeIs($0, word) }!
        return (ValueDestination.of(valueAt: k, in: file), file)
    }

    func describe(_ source: String, of word: String) -> String {
        let (d, file) = destination(source, of: word)
        switch d {
        case .assignment(_, let lhs): return "assignment " + (lhs.map { $0.names(in: file).joined(separator: ".") } ?? "?")
        case .declaration(let name): return "declaration " + file.text(code: name)
        case .argument(let callee): return "argument " + (callee.map { file.text(code: $0) } ?? "?")
        case .other: return "other"
        }
    }

    func testAssignmentsDeclarationsArgumentsAndTheRest() {
        XCTAssertEqual(describe("view.layer?.borderColor = UIColor.label.cgColor", of: "UIColor"), "assignment view.layer.borderColor")
        XCTAssertEqual(describe("g.colors = [UIColor.a.cgColor, UIColor.b.cgColor]", of: "b"), "assignment g.colors")
        XCTAssertEqual(describe("layer.borderColor = dark ? UIColor.a.cgColor : X", of: "UIColor"), "assignment layer.borderColor")
        XCTAssertEqual(describe("let edge: CGColor = UIColor.label.cgColor", of: "UIColor"), "declaration edge")
        XCTAssertEqual(describe("ctx.setShadow(offset: .zero, blur: 2, color: UIColor.label.cgColor)", of: "UIColor"), "argument setShadow")
        XCTAssertEqual(describe("if layer.borderColor == UIColor.label.cgColor {}", of: "UIColor"), "other")
        XCTAssertEqual(describe("return UIColor.label.cgColor", of: "UIColor"), "other")
        XCTAssertEqual(describe("let a = 1\nUIColor.label.getRed(&r, green: &g, blue: &b, alpha: &a)", of: "UIColor"), "other")
    }
}
