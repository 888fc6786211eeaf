import RecolorCore
import XCTest

/// Inputs the fuzzer found (minimized with Scripts/fuzz_minimize.py): token soup on which a
/// rewrite creates a new context. They must tokenize losslessly and run through detection,
/// mapping and rewriting without a crash, and the rewrite must add no lexer error.
final class FuzzRegressionTests: XCTestCase {
    static let inputs: [[UInt8]] = [
        Array("Color=Color(hex:0x313440)case ? .white".utf8),
        Array("\"\"t c:Color=UIColor(displayP3Red:1,green:0,blue:0,alpha:1)in ?Essentials.grey70'".utf8) + [0xF0, 0x9F, 0x98, 0x80],
        Array("Color(.sRGB,red:1,green:1,blue:1)(.white".utf8),
        Array(".fill(#colorLiteral(red:1,green:0,blue:0,alpha:1)enum{}\n? .white".utf8),
        Array("Color=UIColor(red:49/255,green:52/255,blue:64/255,alpha:1)return ? .white".utf8),
        // The rewrite used to fuse with the next word (`Semantic.greyreturn`), adding a lexer error.
        Array("UIColor(red:49/255,green:52/255,blue:64/255,alpha:1)return /".utf8) + [0] + Array("*/".utf8),
    ]

    /// Findings that span lines, where joining the lines would make an unclosed backtick or a
    /// lone `/` reach the next line (10-million-input run, seed 2026). Their edits are declined.
    static let joiningInputs: [[UInt8]] = [
        Array("`Color\n.black//`/*".utf8),
        Array("/''UIColor\n.black'/'".utf8),
    ]

    func testEditsThatWouldJoinLinesIntoALexerErrorAreDeclined() throws {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(##"""
        { "tokens": { "text": { "uikit": "Semantic.text", "swiftui": "Color.text", "light": "#000000" } },
          "rules": [ { "match": "#000000", "token": "text" } ] }
        """##.utf8), file: "fuzz.json")
        for input in Self.joiningInputs {
            let result = Engine.analyze([FileInput(path: "f.swift", bytes: input)], options: options)
            let edits = Edits.normalized(Engine.edits(for: result.files.first?.reports ?? []))
            XCTAssertEqual(edits.count, 1, "the finding is mapped")
            let errors = Tokenizer.tokenize(input).diagnostics.count
            XCTAssertGreaterThan(Tokenizer.tokenize(Edits.apply(edits, to: input)).diagnostics.count, errors, "joining the lines adds an error")
            let rewrite = SafeRewrite.apply(edits, to: input)
            XCTAssertEqual(rewrite.declined, edits)
            XCTAssertEqual(rewrite.bytes, input)
            XCTAssertEqual(result.files.first?.rewritten(), input, "the public in-memory rewrite declines it as fix does")
        }
        // The same finding in ordinary code is rewritten, lines joined.
        let plain = Array("import UIKit\nlet c = UIColor\n    .black\n".utf8)
        let result = Engine.analyze([FileInput(path: "f.swift", bytes: plain)], options: options)
        let rewrite = SafeRewrite.apply(Engine.edits(for: result.files.first?.reports ?? []), to: plain)
        XCTAssertEqual(rewrite.declined, [])
        XCTAssertEqual(String(decoding: rewrite.bytes, as: UTF8.self), "import UIKit\nlet c = Semantic.text\n")
    }

    /// The CI's bounded fuzz pass (session 35, input 3019) crashed on `alpha: )`, an argument with no expression, once a
    /// constant color at a run-time alpha was read (fixa35): the alpha's text was cut from an empty range. No finding, no crash.
    func testAnEmptyAlphaArgumentIsNoColor() throws {
        let input = Array("import UIKit\nlet gold = UIColor(red: 0.95, green: 0.76, blue: 0.26, alpha: )\nlet ink = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: a)\n".utf8)
        let result = Engine.analyze([FileInput(path: "f.swift", bytes: input)], options: RunOptions())
        XCTAssertEqual(result.allReports.map(\.text), ["UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: a)"])
    }

    func testMinimizedFuzzInputsStayLosslessAndSafe() throws {
        let configuration = try ConfigurationLoader.parse(Array(##"""
        { "palettes": ["Essentials"],
          "tokens": { "background": { "uikit": "Semantic.background", "swiftui": "Color.background", "light": "#FFFFFF" },
                      "grey": { "uikit": "Semantic.grey", "swiftui": "Color.grey", "light": "#313440" },
                      "accent": { "uikit": "Semantic.accent", "swiftui": "Color.accent", "light": "#FF0000" } },
          "rules": [ { "match": "#FFFFFF", "token": "background" }, { "match": "#313440", "token": "grey" },
                     { "match": "#FF0000", "token": "accent" }, { "match": "Essentials.grey70", "token": "grey" } ] }
        """##.utf8), file: "fuzz.json")
        var options = RunOptions()
        options.configuration = configuration
        for input in Self.inputs {
            let lexed = Tokenizer.tokenize(input)
            XCTAssertEqual(lexed.tokens.flatMap { input[$0.range] }, input)
            let result = Engine.analyze([FileInput(path: "f.swift", bytes: input)], options: options)
            let edits = Edits.normalized(Engine.edits(for: result.files.first?.reports ?? []))
            XCTAssertFalse(edits.isEmpty, "each input has a mapped finding")
            let output = Edits.apply(edits, to: input)
            XCTAssertLessThanOrEqual(Tokenizer.tokenize(output).diagnostics.count, lexed.diagnostics.count)
        }
    }
}
