@testable import RecolorCore
import XCTest

/// The bracket around a token, as the syntax layer answers it: kind, head, label, position,
/// and the elements a reader checks its stop rules on; on balanced and unbalanced input.
final class EnclosingBracketTests: XCTestCase {
    private func groups(_ source: String) -> (EnclosingGroups, Snippet) {
        let snippet = Snippet(source)
        return (EnclosingGroups(file: snippet.file), snippet)
    }

    func testCallArgumentHasItsCalleeLabelAndPosition() throws {
        let (g, s) = groups("let c = UIColor.dynamic(trait: t.collection, light: .white, dark: .black)")
        let b = try XCTUnwrap(g.bracket(holding: s.token("white")))
        XCTAssertEqual(b.kind, .parenthesis)
        XCTAssertEqual(b.open, s.token("("))
        XCTAssertEqual(b.close, s.token(")"))
        XCTAssertEqual(b.callee, s.token("dynamic"))
        XCTAssertNil(b.attribute)
        XCTAssertEqual(b.label, s.token("light"))
        // trait : t . collection , light : . white
        XCTAssertEqual(b.position, 9)
        XCTAssertEqual(g.bracket(holding: s.token("light"))?.label, s.token("light"))
        XCTAssertEqual(g.bracket(holding: s.token("t"))?.label, s.token("trait"))
    }

    func testNestedGroupsCountAsOneElementAndAreListedByTheirCloser() throws {
        let (g, s) = groups("f(a: g(x, y)[0], { z }, q)")
        let q = s.token("q")
        let b = try XCTUnwrap(g.bracket(holding: q))
        XCTAssertEqual(b.open, s.token("("))
        // a : g (…) […] , {…} ,
        XCTAssertEqual(b.position, 8)
        XCTAssertNil(b.label)
        let listed = g.elements(of: b, before: q).map { s.file.text(code: $0) }
        XCTAssertEqual(listed, [",", "}", ",", "]", ")", "g", ":", "a"])
        XCTAssertEqual(g.bracket(holding: s.token("y"))?.open, s.token("(", 1))
        XCTAssertEqual(g.bracket(holding: s.token("z"))?.kind, .brace)
        XCTAssertEqual(g.bracket(holding: s.token("0"))?.kind, .squareBracket)
        XCTAssertNil(g.bracket(holding: s.token("0"))?.label)
    }

    func testAGroupingHasNoCalleeAndAnAttributeItsAt() throws {
        let (g, s) = groups("let c = (on ? a : b)\n@Theme.Scheme (light: x) var d = f (y)")
        let grouping = try XCTUnwrap(g.bracket(holding: s.token("on")))
        XCTAssertNil(grouping.callee)
        XCTAssertNil(grouping.attribute)
        XCTAssertNil(grouping.label)
        let attribute = try XCTUnwrap(g.bracket(holding: s.token("x")))
        XCTAssertEqual(attribute.attribute, s.token("@"))
        XCTAssertNil(attribute.callee, "a space between the name and the `(`")
        let spaced = try XCTUnwrap(g.bracket(holding: s.token("y")))
        XCTAssertNil(spaced.callee)
        XCTAssertNil(spaced.attribute)
    }

    func testGenericAndChainedCallsHaveACallee() {
        let (g, s) = groups("a = Box<Int>(v)\nb = f(x)(w)\nc = m[0](u)")
        XCTAssertEqual(g.bracket(holding: s.token("v"))?.callee, s.token(">"))
        XCTAssertEqual(g.bracket(holding: s.token("w"))?.callee, s.token(")", 1))
        XCTAssertEqual(g.bracket(holding: s.token("u"))?.callee, s.token("]"))
    }

    func testOpenersAndClosersAndTheTopLevel() {
        let (g, s) = groups("x(a, (b))")
        XCTAssertNil(g.bracket(holding: s.token("x")))
        XCTAssertNil(g.bracket(holding: s.token("(")), "the outer `(` is at the top level")
        XCTAssertEqual(g.bracket(holding: s.token("(", 1))?.open, s.token("("), "an opener is held by the bracket around it")
        XCTAssertEqual(g.bracket(holding: s.token(")", 0))?.open, s.token("(", 1), "a closer by the one it closes")
        XCTAssertNil(g.bracket(holding: -1))
        XCTAssertNil(g.bracket(holding: s.file.code.count))
    }

    func testAnInterpolationIsABracketOfItsOwn() throws {
        let (g, s) = groups("f(\"a \\(v) b\")")
        let b = try XCTUnwrap(g.bracket(holding: s.token("v")))
        XCTAssertEqual(b.kind, .interpolation)
        XCTAssertNil(b.callee)
        let outer = try XCTUnwrap(g.bracket(holding: b.open))
        XCTAssertEqual(outer.open, s.token("("))
    }

    func testUnbalancedInput() throws {
        // An unclosed `(`: it holds the rest of the file, with no closer.
        let (g, s) = groups("f(light: a, dark: b\nlet z = 1")
        let b = try XCTUnwrap(g.bracket(holding: s.token("z")))
        XCTAssertEqual(b.open, s.token("("))
        XCTAssertNil(b.close)
        XCTAssertEqual(b.label, s.token("dark"))
        XCTAssertEqual(g.elements(of: b, before: s.token("z")).map { s.file.text(code: $0) }, ["let", "b", ":", "dark", ",", "a", ":", "light"])
        // A stray closer closes nothing: what follows is at the top level.
        let (h, t) = groups(") ] } g(k)")
        XCTAssertNil(h.bracket(holding: t.token("g")))
        XCTAssertEqual(h.bracket(holding: t.token("k"))?.callee, t.token("g"))
        XCTAssertEqual(h.bracket(holding: t.token("k"))?.position, 0)
        // A mismatched closer closes the innermost bracket, whatever its kind.
        let (m, u) = groups("a(b] c")
        XCTAssertNil(m.bracket(holding: u.token("c")))
        XCTAssertEqual(m.bracket(holding: u.token("b"))?.open, u.token("("))
    }

    func testElementsStopAtTheOpener() throws {
        let (g, s) = groups("(x)")
        let b = try XCTUnwrap(g.bracket(holding: s.token("x")))
        XCTAssertEqual(Array(g.elements(of: b, before: s.token("x"))), [])
        XCTAssertEqual(b.position, 0)
    }
}
