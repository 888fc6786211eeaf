import Foundation
@testable import RecolorCore
import XCTest

/// A color set may write a component as a JSON number (`"alpha": 1`, as color-studio wrote 84 sets
/// of woocommerce-ios's palette; Xcode reads them): it reads as the same text in quotes would, by
/// the same 8-bit/float rule. What stays unreadable is said in a few words, never as the set's JSON.
final class ColorSetNumberComponentTests: XCTestCase {
    func colorSet(_ components: String) -> [UInt8] {
        Array("{\n  \"colors\": [\n    {\n      \"idiom\": \"universal\",\n      \"color\": {\n        \"components\": { \(components) },\n        \"color-space\": \"srgb\"\n      }\n    }\n  ],\n  \"info\": { \"author\": \"blog.color-studio\", \"version\": \"2.0.0-rc.4\" }\n}\n".utf8)
    }

    func analyze(_ components: String) throws -> Report? {
        let language = ColorSetLanguage(configuration: try ConfigurationLoader.parse(Array("{}".utf8), file: "t.json"))
        return language.analyze(path: "A.xcassets/Celadon0.colorset/Contents.json", bytes: colorSet(components)).reports.first
    }

    // Triggering: numbers read as their text would.
    func testJSONNumberComponentsAreRead() throws {
        XCTAssertEqual(try analyze(#""red": "236", "green": "247", "blue": "244", "alpha": 1"#)?.finding.color?.description, "#ECF7F4FF")
        XCTAssertEqual(try analyze(#""red": 236, "green": 247, "blue": 244, "alpha": 0.5"#)?.finding.color?.description, "#ECF7F480")
        XCTAssertEqual(try analyze(#""red": 0.5, "green": 0.0, "blue": 1.0, "alpha": 1"#)?.finding.color?.description, "#8000FFFF")
        XCTAssertEqual(try analyze(#""white": 1, "alpha": 1.0"#).map { _ in true }, true)
    }

    // Non-triggering: a scalar that is no number (`true`, `null`) leaves the color unknown, named.
    func testAScalarThatIsNoNumberIsUnknownAndSaidShortly() throws {
        for (components, said) in [(#""red": "236", "green": "247", "blue": "244", "alpha": true"#, #""alpha": true"#),
                                   (#""red": null, "green": "247", "blue": "244", "alpha": 1"#, #""red": null"#),
                                   (#""red": "nan", "green": "247", "blue": "244", "alpha": 1"#, #""red": "nan""#)] {
            let r = try XCTUnwrap(try analyze(components), components)
            XCTAssertNil(r.finding.color, components)
            XCTAssertEqual(r.finding.explanation, said, components)
            let line = Reporters.unknownColorLine(r)
            XCTAssertFalse(line.contains("\n"), line)
            XCTAssertEqual(line, "A.xcassets/Celadon0.colorset/Contents.json: color unknown (color set Celadon0: \(said))")
        }
    }

    // A number's notation decides the entries `fix` adds, as a string's does.
    func testTheNotationOfANumberComponent() throws {
        guard let root = PositionedJSON.parse(colorSet(#""red": 236, "green": 247, "blue": 244, "alpha": 1"#)) else { return XCTFail("not JSON") }
        let red = root["colors"]?.elements.first?["color"]?["components"]?["red"]
        XCTAssertEqual(red?.componentText, "236")
        XCTAssertEqual(ColorSetColor.Notation(red), .integer)
    }
}
