import RecolorCore
import XCTest

final class TokenizerTests: XCTestCase {
    func testIdentifiersAndKeywords() {
        assertLexes("let café = `class` + $0 + $foo + _", [
            ("let", .keyword), ("café", .identifier), ("=", .operator), ("`class`", .identifier),
            ("+", .operator), ("$0", .identifier), ("+", .operator), ("$foo", .identifier),
            ("+", .operator), ("_", .keyword),
        ])
        assertLexes("let 😀 = ñandú", [("let", .keyword), ("😀", .identifier), ("=", .operator), ("ñandú", .identifier)])
    }

    /// swift-syntax reads `$` as part of a name after its first character (issue 11:
    /// `UIColor.white$1` was rewritten as if it were `UIColor.white`).
    /// Keywords are compared as packed words, loaded 16 bytes at a time where the buffer has
    /// them and byte by byte near its end: both ways must agree, at every length.
    func testKeywordsAtEveryLengthMidBufferAndAtItsEnd() {
        let keywords = ["as", "if", "let", "self", "Self", "class", "static", "private", "operator", "typealias",
                        "subscript", "extension", "fileprivate", "associatedtype", "precedencegroup"]
        let near = ["asx", "iff", "lets", "selfie", "Selfish", "classy", "statics", "privateX", "operators",
                    "typealiases", "subscripts", "extensions", "fileprivate_", "associatedtypes", "precedencegroups", "s"]
        for word in keywords {
            let padding = String(repeating: " ", count: 20)
            assertLexes(word + padding + word, [(word, .keyword), (word, .keyword)])
        }
        for word in near {
            assertLexes(word + " " + String(repeating: "x", count: 20) + " " + word, [
                (word, .identifier), (String(repeating: "x", count: 20), .identifier), (word, .identifier),
            ])
        }
    }

    func testDollarContinuesAnIdentifier() {
        assertLexes("UIColor.white$1 a$b", [("UIColor", .identifier), (".", .punct), ("white$1", .identifier), ("a$b", .identifier)])
    }

    /// `#"""#` is a one-line raw string holding one quote (swift-syntax: `#"` of 2 bytes),
    /// not the opener of a multi-line raw string that would swallow the code after it.
    func testARawStringHoldingOneQuoteIsOneLine() {
        assertLexes(##"let q = #"""# + "UIColor.white""##, [
            ("let", .keyword), ("q", .identifier), ("=", .operator), ("#\"", .stringQuote), ("\"", .stringSegment), ("\"#", .stringQuote),
            ("+", .operator), ("\"", .stringQuote), ("UIColor.white", .stringSegment), ("\"", .stringQuote),
        ])
        assertLexes("let m = #\"\"\"\nx\n\"\"\"#", [
            ("let", .keyword), ("m", .identifier), ("=", .operator), ("#\"\"\"", .stringQuote), ("\nx\n", .stringSegment), ("\"\"\"#", .stringQuote),
        ])
    }

    /// swift-syntax reads a raw `"""` opener as one line when a quote and the closing `#`s follow
    /// on the same line (issue 21: `#""""#` was read as a multi-line opener, so a `UIColor.black`
    /// in a later `//` comment became code, a finding, and `fix` rewrote the comment).
    func testARawStringClosedOnItsLineIsOneLine() {
        assertLexes("let q = #\"\"\"\"# // UIColor.black\nlet r = 1", [
            ("let", .keyword), ("q", .identifier), ("=", .operator), ("#\"", .stringQuote), ("\"\"", .stringSegment), ("\"#", .stringQuote),
            ("// UIColor.black", .comment), ("let", .keyword), ("r", .identifier), ("=", .operator), ("1", .integer),
        ])
        assertLexes("let q = ##\"\"\"a\"#b\"##", [
            ("let", .keyword), ("q", .identifier), ("=", .operator), ("##\"", .stringQuote), ("\"\"a\"#b", .stringSegment), ("\"##", .stringQuote),
        ])
        // A quote with too few `#` on the line does not close it: still a multi-line opener.
        assertLexes("let m = ##\"\"\" a\"#\nx\n\"\"\"##", [
            ("let", .keyword), ("m", .identifier), ("=", .operator), ("##\"\"\"", .stringQuote), (" a\"#\nx\n", .stringSegment), ("\"\"\"##", .stringQuote),
        ])
    }

    func testIntegerLiterals() {
        assertLexes("0x3c64f4 0o17 0b1010_0101 1_000_000 42", [
            ("0x3c64f4", .integer), ("0o17", .integer), ("0b1010_0101", .integer),
            ("1_000_000", .integer), ("42", .integer),
        ])
    }

    func testFloatLiterals() {
        assertLexes("1.5 1e10 1.5e-3 2E+8 0x1.8p3 0xFFp-2 3_000.000_1", [
            ("1.5", .float), ("1e10", .float), ("1.5e-3", .float), ("2E+8", .float),
            ("0x1.8p3", .float), ("0xFFp-2", .float), ("3_000.000_1", .float),
        ])
    }

    func testMemberAccessOnNumbersIsNotAFloat() {
        assertLexes("1.description", [("1", .integer), (".", .punct), ("description", .identifier)])
        assertLexes("t.0.1", [("t", .identifier), (".", .punct), ("0", .integer), (".", .punct), ("1", .integer)])
        assertLexes("0xFF.description", [("0xFF", .integer), (".", .punct), ("description", .identifier)])
    }

    func testSingleLineStringWithEscapes() {
        assertLexes(#""a\"b\\" x"#, [("\"", .stringQuote), (#"a\"b\\"#, .stringSegment), ("\"", .stringQuote), ("x", .identifier)])
        assertLexes("\"\"", [("\"", .stringQuote), ("\"", .stringQuote)])
    }

    func testNestedInterpolationWithStringsInside() {
        assertLexes(#""a\(f("b\(g(")"))c"))d""#, [
            ("\"", .stringQuote), ("a", .stringSegment), ("\\(", .stringInterpolationOpen),
            ("f", .identifier), ("(", .punct),
            ("\"", .stringQuote), ("b", .stringSegment), ("\\(", .stringInterpolationOpen),
            ("g", .identifier), ("(", .punct), ("\"", .stringQuote), (")", .stringSegment), ("\"", .stringQuote),
            (")", .punct), (")", .punct),
            ("c", .stringSegment), ("\"", .stringQuote),
            (")", .punct), (")", .punct),
            ("d", .stringSegment), ("\"", .stringQuote),
        ])
    }

    func testInterpolationWithParenthesesInside() {
        assertLexes(#""\((a + b) * (c))""#, [
            ("\"", .stringQuote), ("\\(", .stringInterpolationOpen), ("(", .punct), ("a", .identifier),
            ("+", .operator), ("b", .identifier), (")", .punct), ("*", .operator), ("(", .punct),
            ("c", .identifier), (")", .punct), (")", .punct), ("\"", .stringQuote),
        ])
    }

    func testRawStringHoldingAQuote() {
        assertLexes(##"#"he said "hi" \(no) \#(yes)"#"##, [
            ("#\"", .stringQuote), (#"he said "hi" \(no) "#, .stringSegment), ("\\#(", .stringInterpolationOpen),
            ("yes", .identifier), (")", .punct), ("\"#", .stringQuote),
        ])
        assertLexes(###"##"a"#b"##"###, [("##\"", .stringQuote), ("a\"#b", .stringSegment), ("\"##", .stringQuote)])
    }

    /// On one line, swift-syntax reads this as a one-line raw string whose text holds the quotes.
    func testTripleQuotesInsideRawString() {
        assertLexes(##"#"""   a """ b   """#"##, [("#\"", .stringQuote), ("\"\"   a \"\"\" b   \"\"", .stringSegment), ("\"#", .stringQuote)])
    }

    func testMultilineString() {
        let source = "let s = \"\"\"\n  one \"quoted\" \\(x)\n  two\n  \"\"\"\nnext"
        assertLexes(source, [
            ("let", .keyword), ("s", .identifier), ("=", .operator), ("\"\"\"", .stringQuote),
            ("\n  one \"quoted\" ", .stringSegment), ("\\(", .stringInterpolationOpen), ("x", .identifier),
            (")", .punct), ("\n  two\n  ", .stringSegment), ("\"\"\"", .stringQuote), ("next", .identifier),
        ])
    }

    func testComments() {
        assertLexes("a // line\n/// doc\n/** doc block */ b /* outer /* inner */ still */ c", [
            ("a", .identifier), ("// line", .comment), ("/// doc", .comment), ("/** doc block */", .comment),
            ("b", .identifier), ("/* outer /* inner */ still */", .comment), ("c", .identifier),
        ])
    }

    func testRegexLiteralNextToDivision() {
        assertLexes("UIColor(white: 216.0/255.0, alpha: 44.0/255.0)", [
            ("UIColor", .identifier), ("(", .punct), ("white", .identifier), (":", .punct), ("216.0", .float),
            ("/", .operator), ("255.0", .float), (",", .punct), ("alpha", .identifier), (":", .punct),
            ("44.0", .float), ("/", .operator), ("255.0", .float), (")", .punct),
        ])
        assertLexes("let r = /ab+c/", [("let", .keyword), ("r", .identifier), ("=", .operator), ("/ab+c/", .regex)])
        assertLexes("x = a / b / c", [
            ("x", .identifier), ("=", .operator), ("a", .identifier), ("/", .operator), ("b", .identifier),
            ("/", .operator), ("c", .identifier),
        ])
        assertLexes("let r = #/a/b/#", [("let", .keyword), ("r", .identifier), ("=", .operator), ("#/a/b/#", .regex)])
        assertLexes("f(/x/)", [("f", .identifier), ("(", .punct), ("/x/", .regex), (")", .punct)])
        assertLexes("reduce(0, /)", [("reduce", .identifier), ("(", .punct), ("0", .integer), (",", .punct), ("/", .operator), (")", .punct)])
    }

    func testPoundKeywordsAndDirectives() {
        assertLexes("#if DEBUG\n#colorLiteral(red: 1)\n#Preview {}\n#endif", [
            ("#if", .pound), ("DEBUG", .identifier), ("#colorLiteral", .pound), ("(", .punct), ("red", .identifier),
            (":", .punct), ("1", .integer), (")", .punct), ("#Preview", .pound), ("{", .punct), ("}", .punct),
            ("#endif", .pound),
        ])
    }

    func testOperators() {
        assertLexes("a ?? b; x?.y!; c ..< d; p -> q; &v; a == b; a ≠ b", [
            ("a", .identifier), ("??", .operator), ("b", .identifier), (";", .punct),
            ("x", .identifier), ("?", .operator), (".", .punct), ("y", .identifier), ("!", .operator), (";", .punct),
            ("c", .identifier), ("..<", .operator), ("d", .identifier), (";", .punct),
            ("p", .identifier), ("->", .operator), ("q", .identifier), (";", .punct),
            ("&", .operator), ("v", .identifier), (";", .punct),
            ("a", .identifier), ("==", .operator), ("b", .identifier), (";", .punct),
            ("a", .identifier), ("≠", .operator), ("b", .identifier),
        ])
    }

    func testCommentInsideOperator() {
        assertLexes("a +// c\n", [("a", .identifier), ("+", .operator), ("// c", .comment)])
    }

    func testPunctuation() {
        assertLexes("@objc f(a: [1], b: {}) \\.x A::B", [
            ("@", .punct), ("objc", .identifier), ("f", .identifier), ("(", .punct), ("a", .identifier),
            (":", .punct), ("[", .punct), ("1", .integer), ("]", .punct), (",", .punct), ("b", .identifier),
            (":", .punct), ("{", .punct), ("}", .punct), (")", .punct), ("\\", .punct), (".", .punct),
            ("x", .identifier), ("A", .identifier), ("::", .punct), ("B", .identifier),
        ])
    }

    func testShebangBomAndCRLF() {
        let source = "\u{FEFF}#!/usr/bin/swift\r\nlet a = 1\r\n"
        let bytes = Array(source.utf8)
        let tokens = Tokenizer.tokenize(bytes).tokens
        XCTAssertEqual(tokens.first?.kind, .byteOrderMark)
        XCTAssertEqual(tokens[1].kind, .comment)
        XCTAssertEqual(String(decoding: bytes[tokens[1].range], as: UTF8.self), "#!/usr/bin/swift")
        assertRoundTrips(bytes)
    }

    func testUnterminatedLiteralsAtEndOfFile() {
        for source in ["let s = \"abc", "/* never closed", "let s = \"\"\"\nabc", "let s = \"\\(x", "#\"abc", "let r = #/abc"] {
            let result = Tokenizer.tokenize(Array(source.utf8))
            XCTAssertFalse(result.diagnostics.isEmpty, "no diagnostic for \(source)")
            assertRoundTrips(Array(source.utf8))
        }
        // A single-line string ends at the line break; the next line lexes as code.
        assertLexes("\"abc\nlet", [("\"", .stringQuote), ("abc", .stringSegment), ("let", .keyword)])
    }

    func testInvalidUTF8AndStrayBytesBecomeUnknownTokens() {
        let bytes: [UInt8] = Array("let a".utf8) + [0xFF, 0xC3] + Array(" = 1\u{7F}".utf8)
        let result = Tokenizer.tokenize(bytes)
        XCTAssertTrue(result.tokens.contains { $0.kind == .unknown })
        XCTAssertFalse(result.diagnostics.isEmpty)
        assertRoundTrips(bytes)
    }

    func testBlockCommentEndOutsideCommentIsUnknown() {
        XCTAssertEqual(lex("a */ b").map(\.1), [.identifier, .unknown, .identifier])
    }
}
