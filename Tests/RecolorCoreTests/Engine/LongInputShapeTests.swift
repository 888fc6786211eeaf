import RecolorCore
import XCTest

/// The input shapes that were quadratic (a finding's walk, column or suppression lookup crossed
/// everything before it), checked for correct results at small sizes. Their time is shown
/// linear by `recolor-bench shapes` (1×, 2×, 4×), not here: a timed unit test on a shared
/// machine proves nothing.
final class LongInputShapeTests: XCTestCase {
    func reports(_ text: String, table: String? = nil) throws -> [Report] {
        var options = RunOptions()
        options.threads = 1
        if let table { options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: ".recolor.json") }
        return Engine.analyze([FileInput(path: "Shape.swift", bytes: Array(text.utf8))], options: options).allReports
    }

    func testEveryAssignmentOfManyLinesHasItsOwnProperty() throws {
        let text = "import UIKit\n" + String(repeating: "x.backgroundColor = .white\ny.tintColor = a ?? .black\n", count: 500)
        let result = try reports(text)
        XCTAssertEqual(result.count, 1_000)
        XCTAssertEqual(Set(result.filter { $0.text == ".white" }.map(\.finding.context)), ["backgroundColor"])
        XCTAssertEqual(Set(result.filter { $0.text == ".black" }.map(\.finding.context)), ["tintColor"])
    }

    /// The walk back from `=` used to cross the `=` before it into the previous statement:
    /// a declaration's name became the context of the assignment after it.
    func testAnAssignmentAfterADeclarationHasItsOwnContext() throws {
        let result = try reports("import UIKit\nlet a: UIColor = .white\nx.backgroundColor = .red\n")
        XCTAssertEqual(result.map(\.finding.context), ["a", "backgroundColor"])
    }

    func testEachElementOfALongArrayLiteralTakesTheArraysContext() throws {
        let n = 2_000
        let result = try reports("import UIKit\nlet colors: [UIColor] = [" + String(repeating: ".white, ", count: n) + "]\n")
        XCTAssertEqual(result.count, n)
        XCTAssertEqual(Set(result.map(\.finding.context)), ["colors"])
    }

    func testReturnsInManyBranchesTakeTheFunctionsColorType() throws {
        let n = 300
        let text = "import UIKit\nfunc f(a: Bool) -> UIColor {\n" + String(repeating: "if a { return .white }\n", count: n) + "return .black\n}\n"
        XCTAssertEqual(try reports(text).count, n + 1)
    }

    func testManyDisableRegionsSuppressExactlyWhatTheyHold() throws {
        let n = 400
        let text = "import UIKit\n" + String(repeating: "// recolor:disable\nlet a = UIColor.white\n// recolor:enable\nlet b = UIColor.red\n", count: n)
        let result = try reports(text)
        XCTAssertEqual(result.count, n)
        XCTAssertEqual(Set(result.map(\.text)), ["UIColor.red"])
        XCTAssertEqual(result.first?.line, 5)
    }

    /// UTF-16 columns come from a table of the bytes that count differently, not from counting
    /// each line again: they must agree with the count from the line start everywhere.
    func testUTF16ColumnsAgreeWithCountingFromTheLineStart() throws {
        let pieces = ["UIColor.white", "é", "中文", "😀", "x", "\u{10FFFF}", "ß"]
        var line = "let a = ["
        for k in 0..<400 { line += pieces[k % pieces.count] == "UIColor.white" ? "UIColor.white, " : "\"\(pieces[k % pieces.count])\", UIColor.white, " }
        let text = "import UIKit\n// 😀 a comment\n" + line + "]\n" + "let b = UIColor.red // ✓\n"
        let file = SwiftSource(path: "Shape.swift", bytes: Array(text.utf8))
        let result = try reports(text)
        XCTAssertEqual(result.count, 401)
        for r in result {
            XCTAssertEqual(r.utf16Column, file.utf16Column(of: r.finding.range.lowerBound, onLine: r.line))
            XCTAssertEqual(r.utf16EndColumn, file.utf16Column(of: r.finding.range.upperBound, onLine: r.endLine))
        }
        XCTAssertGreaterThan(result.last!.column, result.last!.utf16Column - 1, "columns in bytes stay bytes")
    }

    /// Rules are looked up by what they match, not scanned: the order of the table and the
    /// precedence of a matching context must be what a scan gives, across kinds of match.
    func testRuleLookupKeepsTableOrderAndContextPrecedence() throws {
        var tokens = ["\"first\": { \"uikit\": \"S.first\" }", "\"second\": { \"uikit\": \"S.second\" }", "\"bg\": { \"uikit\": \"S.bg\" }"]
        var rules: [String] = []
        for k in 0..<2_000 {  // many rules that match nothing here
            tokens.append("\"t\(k)\": { \"uikit\": \"S.t\(k)\" }")
            rules.append("{ \"match\": \"#\(String(format: "%06X", k))\", \"token\": \"t\(k)\" }")
        }
        rules += [
            "{ \"match\": \"UIColor.white\", \"token\": \"first\" }",
            "{ \"match\": \"#FFFFFF\", \"token\": \"second\" }",
            "{ \"match\": \"#FFFFFF\", \"context\": [\"backgroundColor\"], \"token\": \"bg\" }",
            "{ \"match\": \"#FF0000CC\", \"token\": \"first\" }",
            "{ \"match\": \"#FF0000\", \"token\": \"second\" }",
        ]
        let table = "{ \"tokens\": { " + tokens.joined(separator: ", ") + " }, \"rules\": [ " + rules.joined(separator: ", ") + " ] }"
        let text = "import UIKit\nx.backgroundColor = .white\nlet c = UIColor.white\nlet d = UIColor(white: 1, alpha: 1)\nlet e = UIColor.red.withAlphaComponent(0.8)\nlet f = UIColor(red: 0, green: 0, blue: 0, alpha: 1)\n"
        let result = try reports(text, table: table)
        XCTAssertEqual(result.map(\.resolution.token), ["bg", "first", "second", "first", "t0"])
    }
}
