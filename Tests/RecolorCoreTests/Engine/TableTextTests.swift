@testable import RecolorCore
import XCTest

/// A table's strings are read exactly or refused: no character is replaced by a guess, and no
/// asset name that would make a rewritten `.xib` ill-formed gets through.
final class TableTextTests: XCTestCase {
    func load(_ bytes: [UInt8]) throws -> Configuration {
        try ConfigurationLoader.parse(bytes, file: "t.json")
    }

    func error(_ json: String) -> ConfigurationError? {
        error(Array(json.utf8))
    }

    func error(_ bytes: [UInt8]) -> ConfigurationError? {
        do {
            _ = try load(bytes)
            return nil
        } catch {
            return error as? ConfigurationError
        }
    }

    func testASurrogatePairIsOneCharacter() throws {
        let config = try load(Array(#"{ "tokens": { "a": { "uikit": "X", "description": "\ud83c\udfa8 palette" } } }"#.utf8))
        XCTAssertEqual(config.tokens.first?.description, "🎨 palette")
    }

    func testALoneSurrogateIsRefusedWithItsLine() {
        for escape in [#"\ud83c"#, #"\udfa8"#, #"\ud83c\u0041"#, #"\ud83cx"#] {
            let e = error("{\n \"tokens\": { \"a\": { \"uikit\": \"X\", \"description\": \"\(escape)\" } } }")
            XCTAssertEqual(e?.location.hasPrefix("line 2"), true, "\(escape): \(String(describing: e))")
            XCTAssertEqual(e?.message.contains("surrogate"), true, "\(escape): \(String(describing: e))")
        }
    }

    func testATableThatIsNotUTF8IsRefusedWithTheByteOffset() {
        var bytes = Array("{\n \"tokens\": { \"a\": { \"uikit\": \"X\", \"description\": \"caf".utf8)
        let offset = bytes.count
        bytes += [0xE9] + Array("\" } } }".utf8)  // Latin-1 é
        let e = error(bytes)
        XCTAssertEqual(e?.file, "t.json")
        XCTAssertEqual(e?.location.contains("line 2"), true, String(describing: e))
        XCTAssertEqual(e?.location.contains("byte offset \(offset)"), true, String(describing: e))
        XCTAssertEqual(e?.message.contains("UTF-8"), true, String(describing: e))
    }

    func testAnAssetNameWithAControlCharacterOrEmptyIsRefused() {
        for (json, location) in [(#"{ "tokens": { "a": { "uikit": "X", "asset": "Brand\u0001" } } }"#, "tokens.a.asset"),
                                 (#"{ "tokens": { "a": { "uikit": "X", "asset": "" } } }"#, "tokens.a.asset"),
                                 (#"{ "tokens": { "a": { "uikit": "X", "asset": "Br\u007fand" } } }"#, "tokens.a.asset"),
                                 (#"{ "tokens": { "a\u0000b": { "uikit": "X" } } }"#, "tokens.a\u{0}b"),
                                 (#"{ "tokens": { "": { "uikit": "X" } } }"#, "tokens.")] {
            XCTAssertEqual(error(json)?.location, location, json)
        }
        XCTAssertNil(error(#"{ "tokens": { "": { "uikit": "X", "asset": "Brand" } } }"#))
        XCTAssertNil(error(#"{ "tokens": { "a": { "uikit": "X", "asset": "Brand Ünïcode 🎨" } } }"#))
    }
}
