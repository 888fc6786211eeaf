@testable import RecolorCore
import XCTest

/// The one parameter-clause query: labels, names and positions as contrast's declared roles and
/// init's parameter flows read them.
final class ParameterClauseTests: XCTestCase {
    private func clause(_ source: String) -> [ParameterClause.Parameter] {
        let s = Snippet(source)
        let open = s.token("(")
        guard let close = s.file.matchingClose(open) else { XCTFail("no clause"); return [] }
        return ParameterClause.parameters(open, close, in: s.file)
    }

    private func pairs(_ source: String) -> [String] {
        clause(source).map { "\($0.label ?? "-") \($0.name ?? "-")" }
    }

    func testLabelsNamesAndUnderscore() {
        XCTAssertEqual(pairs("func f(_ image: String, title: String, with textColor: Color, _ background: Color = .white) {}"),
                       ["- image", "title title", "with textColor", "- background"])
    }

    func testCommasInsideTypesAndDefaultsSplitNothing() {
        XCTAssertEqual(pairs("func f(a: [String: Int] = [:], b: (Int, Int) -> Void = { _, _ in }, c: Color = Color(red: 1, green: 0, blue: 0)) {}"),
                       ["a a", "b b", "c c"])
    }

    func testAttributesBeforeAParameterAreSkipped() {
        XCTAssertEqual(pairs("init(@ViewBuilder content: () -> V, @MyWrapper(x: 1) tint color: Color) {}"),
                       ["content content", "tint color"])
    }

    func testAParameterNotReadKeepsItsPosition() {
        let p = clause("func f(a: Int, (b, c): (Int, Int), d: Color) {}")
        XCTAssertEqual(p.map(\.isRead), [true, false, true])
        XCTAssertEqual(p.last?.name, "d")
    }

    /// The tokens-only query the scan of declarations, the numeric color functions and the
    /// appearance helpers read (no text made for a parameter that names no color).
    func testSegmentsGiveTokensAttributesAndColons() {
        let s = Snippet("func f(@Sendable _ a: Int, b: Int = g(1, 2), (c, d): (Int, Int),) {}")
        let open = s.token("("), close = s.file.matchingClose(open)!
        let p = ParameterClause.segments(open, close, in: s.file)
        XCTAssertEqual(p.count, 3)
        XCTAssertEqual(p.map { $0.first - $0.range.lowerBound }, [2, 0, 0], "the attribute is skipped")
        XCTAssertEqual(p.map(\.hasSeparateLabel), [true, false, false])
        XCTAssertEqual(p.map { $0.colon.map { s.file.text(code: $0 - 1) } }, ["a", "b", nil])
        XCTAssertEqual(s.file.text(code: p[1].range.upperBound), ",", "the default's own commas split nothing")
    }

    func testEmptyClause() {
        XCTAssertEqual(clause("func f() {}"), [])
    }

    /// Both readers answer from the query: contrast's roles by position, init's flows labeled only.
    func testBothReadersAgreeWithTheQuery() {
        let s = Snippet("func chip(_ title: String, _ textColor: Color, backgroundColor: Color, @ViewBuilder label: () -> V) {}")
        let open = s.token("("), close = s.file.matchingClose(open)!
        XCTAssertEqual(DeclaredParameterRoles.parameters(open, close, in: s.file).map(\.role), [nil, .text, .background, nil])
        XCTAssertEqual(ParameterFlows.parameters(open, close, in: s.file).map { "\($0.0) \($0.1)" }, ["backgroundColor backgroundColor", "label label"])
    }
}
