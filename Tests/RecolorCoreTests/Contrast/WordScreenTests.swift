import XCTest
@testable import RecolorCore

/// The one-pass screen used for tables of many expressions says what the per-word searches say
/// for every word that stands as a whole identifier, and never no where a code token holds it.
final class WordScreenTests: XCTestCase {
    func testWholeIdentifiersOnly() {
        let screen = WordScreen(["primaryText", "t12", "fondÉcran", "Semantic"])
        let text = "let a = Style.Semantic.primaryTextColor; b = S.t12 // fondÉcran\nc = t123"
        XCTAssertEqual(screen.present(in: Array(text.utf8)), [false, true, true, true])
        XCTAssertEqual(screen.present(in: []), [false, false, false, false])
        XCTAssertEqual(screen.present(in: Array("primaryText".utf8)), [true, false, false, false])
    }

    /// A table with more words than the per-word searches take: the expression screen switches to
    /// the one-pass screen and still needs every word of one expression.
    func testManyExpressionsScreenAsFewDo() throws {
        let tokens = (0..<40).map { "\"t\($0)\": { \"uikit\": \"Palette.Semantic.token\($0)\", \"light\": \"#FFFFFF\" }" }
        let table = try ConfigurationLoader.parse(Array(("{ \"tokens\": { " + tokens.joined(separator: ", ") + " } }").utf8), file: "t.json")
        let expressions = TokenExpressions(table)
        XCTAssertNotNil(expressions.wordScreen)
        XCTAssertTrue(expressions.mayOccur(in: Array("v.textColor = Palette.Semantic.token17".utf8)))
        XCTAssertTrue(expressions.mayOccur(in: Array("v.textColor = Palette\n  .Semantic\n  .token3 }".utf8)))
        XCTAssertFalse(expressions.mayOccur(in: Array("v.textColor = Palette.Semantic.token170".utf8)))
        XCTAssertFalse(expressions.mayOccur(in: Array("v.textColor = token17 // no Semantic here".utf8)))
        // The same answers from the per-word searches of a small table.
        let few = try ConfigurationLoader.parse(Array(##"{ "tokens": { "t17": { "uikit": "Palette.Semantic.token17", "light": "#FFFFFF" } } }"##.utf8), file: "t.json")
        let small = TokenExpressions(few)
        XCTAssertNil(small.wordScreen)
        // The per-word searches find substrings (`token17` in `token170`): the one-pass screen is
        // the tighter of the two, and they agree where the words stand whole.
        for text in ["v.textColor = Palette.Semantic.token17", "token17 // no Semantic here", "Palette.Semantic.token170"] {
            let one = expressions.mayOccur(in: Array(text.utf8)), each = small.mayOccur(in: Array(text.utf8))
            XCTAssertTrue(!one || each, text)
        }
        XCTAssertTrue(small.mayOccur(in: Array("Palette.Semantic.token17".utf8)))
        XCTAssertTrue(small.mayOccur(in: Array("Palette.Semantic.token170".utf8)))
    }
}
