@testable import RecolorCore
import XCTest

/// The postfix chain the syntax layer reads for `TokenExpression` and `CoalescedFallback`: where
/// it ends, and where none starts.
final class PostfixChainTests: XCTestCase {
    /// The text of the chain starting at the `occurrence`th token `first`, or nil.
    private func chain(_ source: String, from first: String, _ occurrence: Int = 0) -> String? {
        let s = Snippet(source)
        let start = s.token(first, occurrence)
        guard let end = PostfixChain.end(from: start, in: s.file) else { return nil }
        return s.file.text(s.file.code[start].begin..<s.file.code[end - 1].end)
    }

    func testMembersGluedCallsSubscriptsAndUnwrapsBelongToTheChain() {
        XCTAssertEqual(chain("x = a.b(c)[d]?.e!.f + 1", from: "a"), "a.b(c)[d]?.e!.f")
        XCTAssertEqual(chain("x = .systemBackground", from: "."), ".systemBackground")
        XCTAssertEqual(chain("c ?? #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1).cgColor", from: "#colorLiteral"),
                       "#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1).cgColor")
    }

    func testASpacedBracketOrOperatorEndsIt() {
        XCTAssertEqual(chain("let v = f (x)", from: "f"), "f")
        XCTAssertEqual(chain("let v = a ? b : c", from: "a"), "a")
        XCTAssertEqual(chain("let v = a.b ?? c", from: "a"), "a.b")
    }

    func testNoPrimaryNoChain() {
        XCTAssertNil(chain("let v = (a)", from: "("))
        XCTAssertNil(chain("let v = 1", from: "1"))
        XCTAssertNil(chain("let v = \"a\"", from: "\""))
    }

    func testATokenExpressionIsAChainOnlyWhenTheChainIsAllOfIt() {
        XCTAssertTrue(TokenExpression("Color(uiColor: .label)").isPostfixChain)
        XCTAssertTrue(TokenExpression(".systemBackground").isPostfixChain)
        XCTAssertFalse(TokenExpression("a ?? b").isPostfixChain)
        XCTAssertFalse(TokenExpression("Semantic.").isPostfixChain)
    }
}
