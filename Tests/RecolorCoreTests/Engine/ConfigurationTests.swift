@testable import RecolorCore
import XCTest

final class ConfigurationTests: XCTestCase {
    func error(_ json: String) -> ConfigurationError? {
        do {
            _ = try ConfigurationLoader.parse(Array(json.utf8), file: "cfg.json")
            return nil
        } catch let e as ConfigurationError {
            return e
        } catch {
            return nil
        }
    }

    func testSyntaxErrorNamesLineAndColumn() {
        let e = error("{\n  \"palettes\": [\"A\",]\n}")
        XCTAssertEqual(e?.file, "cfg.json")
        XCTAssertEqual(e?.location, "line 2, column 20")
    }

    func testUnknownKey() {
        XCTAssertEqual(error(##"{ "palete": [] }"##)?.location, "palete")
        XCTAssertEqual(error(##"{ "tokens": { "a": { "uikit": "X", "lite": "#FFFFFF" } } }"##)?.location, "tokens.a.lite")
    }

    func testTokenWithoutExpression() {
        let e = error(##"{ "tokens": { "a": { "light": "#FFFFFF" } } }"##)
        XCTAssertEqual(e?.location, "tokens.a")
        XCTAssertTrue(e?.message.contains("no replacement expression") ?? false)
    }

    func testRuleNamingUnknownToken() {
        let e = error(##"{ "tokens": { "a": { "uikit": "X" } }, "rules": [ { "match": "#FFFFFF", "token": "b" } ] }"##)
        XCTAssertEqual(e?.location, "rules[0].token")
        XCTAssertTrue(e?.message.contains("unknown token 'b'") ?? false)
    }

    /// A pair may name one of Apple's system colors by its UIKit expression (what `init` lists
    /// when no dark value keeps a token over `UIColor.label`); an unknown name is still refused.
    func testPairNamingAnAppleSystemColor() throws {
        let table = ##"{ "tokens": { "a": { "uikit": "X", "light": "#FFD60A" } }, "pairs": [ { "foreground": "UIColor.label", "background": "a" } ] }"##
        let c = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        XCTAssertEqual(c.pairs.map { $0.foreground + "/" + $0.background }, ["UIColor.label/a"])
        let e = error(##"{ "tokens": { "a": { "uikit": "X" } }, "pairs": [ { "foreground": "UIColor.brandColor", "background": "a" } ] }"##)
        XCTAssertEqual(e?.location, "pairs[0].foreground")
    }

    func testMalformedHex() {
        XCTAssertEqual(error(##"{ "tokens": { "a": { "uikit": "X", "light": "#FFF" } } }"##)?.location, "tokens.a.light")
        XCTAssertEqual(error(##"{ "tokens": { "a": { "uikit": "X" } }, "rules": [ { "match": "#12345G", "token": "a" } ] }"##)?.location, "rules[0].match")
    }

    func testShippedTablesLoad() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        for name in ["bigcommerce", "apple-system"] {
            let config = try ConfigurationLoader.load(path: root.appendingPathComponent("mappings/\(name).json").path)
            XCTAssertFalse(config.rules.isEmpty, name)
        }
    }

    func testCIEDE2000IdentityAndBlackWhite() {
        // Sanity only, not Sharma, Wu and Dalal's reference pairs: identical colors are 0
        // apart and black and white are 100 apart.
        XCTAssertEqual(ColorDifference.ciede2000(RGBA(red: 1, green: 2, blue: 3), RGBA(red: 1, green: 2, blue: 3)), 0, accuracy: 1e-9)
        XCTAssertEqual(ColorDifference.ciede2000(RGBA(red: 0, green: 0, blue: 0), RGBA(red: 255, green: 255, blue: 255)), 100, accuracy: 0.01)
    }

}
