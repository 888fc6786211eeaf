import Foundation
@testable import RecolorCore
import XCTest

/// A token expression is one Swift expression by a small grammar read over recolor's own tokens:
/// anything else would make `fix` write code that does not parse.
final class TokenExpressionGrammarTests: XCTestCase {
    func refusal(_ expression: String) -> ConfigurationError? {
        let json = "{ \"tokens\": { \"primaryText\": { \"uikit\": \(JSONOut.quote(expression)) } } }"
        do {
            _ = try ConfigurationLoader.parse(Array(json.utf8), file: "t.json")
            return nil
        } catch {
            return error as? ConfigurationError
        }
    }

    func testExpressionsThatAreNotOneExpressionAreRefused() {
        let refused = ["a b", "a: b", "a, b", "Semantic.text Semantic.back", "#if DEBUG\nSemantic.a\n#else\nSemantic.b\n#endif",
                       "#sourceLocation(file: \"x\", line: 1)", "Semantic.a\u{0}", "Semantic\u{7}.a", "a\nb", "f(a b)", "f(x: a: b)",
                       "(a, b c)", "a[0 1]", "a ? b", "a ? b : c : d", "a.", "@a", "a\u{1B}", "#warning(\"x\")", "Semantic.text #if",
                       "#", "else", "throw x", "a in b", "in", "f(x: in)"]
        for expression in refused {
            let e = refusal(expression)
            XCTAssertNotNil(e, "accepted: \(expression.debugDescription)")
            XCTAssertEqual(e?.location, "tokens.primaryText.uikit", expression.debugDescription)
        }
    }

    func testEveryKindOfExpressionTheContractAllowsIsAccepted() {
        let accepted = ["Semantic.text", ".systemBackground", "Color(uiColor: .label)", "UIColor(named: \"Brand\")!", "a ?? b",
                        "Theme.current.colors[0]", "Palette.shared?.text", "#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)",
                        "UIColor.label.withAlphaComponent(0.5)", "UIColor { $0.userInterfaceStyle == .dark ? .black : .white }",
                        "flag ? Semantic.a : Semantic.b", "Color(\"x\\(n)\")", "-x", "(a ?? b).cgColor", "Color.primary.opacity(0.5)",
                        "UIColor(white: 0.5, alpha: 1.0)", "x as UIColor", "[a, b][0]", "Theme.colors[\"text\"]!", "Self.text"]
        for expression in accepted {
            XCTAssertNil(refusal(expression), "refused: \(expression): \(refusal(expression)?.message ?? "")")
        }
    }

    /// Every table the repository ships still loads.
    func testEveryShippedTableLoads() throws {
        let root = SampleAppTests.repository
        var tables: [URL] = []
        for folder in ["mappings", "samples"] {
            let walk = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = walk?.nextObject() as? URL {
                let name = url.lastPathComponent
                if folder == "mappings" ? name.hasSuffix(".json") && name != "schema.json" : name == ".recolor.json" { tables.append(url) }
            }
        }
        XCTAssertGreaterThan(tables.count, 4)
        for table in tables {
            let bytes = [UInt8](try Data(contentsOf: table))
            guard case .object = try JSONParser.parse(bytes) else { continue }
            XCTAssertNoThrow(try ConfigurationLoader.parse(bytes, file: table.path), table.path)
        }
    }
}
