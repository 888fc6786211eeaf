import RecolorCore
import XCTest

/// Places where swift-syntax's parser, not its lexer, decides the tokens; the tokenizer follows
/// the parser so that its boundaries match the oracle's.
final class ParserDecisionTests: XCTestCase {
    func testGenericClosersAreSplit() {
        assertLexes("let a: Array<Set<Int>>? = nil", [
            ("let", .keyword), ("a", .identifier), (":", .punct), ("Array", .identifier), ("<", .operator),
            ("Set", .identifier), ("<", .operator), ("Int", .identifier), (">", .operator), (">", .operator),
            ("?", .operator), ("=", .operator), ("nil", .keyword),
        ])
        assertLexes("f<T>(x)", [("f", .identifier), ("<", .operator), ("T", .identifier), (">", .operator), ("(", .punct), ("x", .identifier), (")", .punct)])
    }

    func testComparisonsAreNotGenerics() {
        assertLexes("if a<b && c>d {}", [
            ("if", .keyword), ("a", .identifier), ("<", .operator), ("b", .identifier), ("&&", .operator),
            ("c", .identifier), (">", .operator), ("d", .identifier), ("{", .punct), ("}", .punct),
        ])
        assertLexes("x >> 2", [("x", .identifier), (">>", .operator), ("2", .integer)])
    }

    func testVersionsInAvailabilityAreNotFloats() {
        assertLexes("if #available(iOS 13.0, *) {}", [
            ("if", .keyword), ("#available", .pound), ("(", .punct), ("iOS", .identifier), ("13", .integer),
            (".", .punct), ("0", .integer), (",", .punct), ("*", .operator), (")", .punct), ("{", .punct), ("}", .punct),
        ])
        assertLexes("@available(macOS 10.15, *) let x = 1.5", [
            ("@", .punct), ("available", .identifier), ("(", .punct), ("macOS", .identifier), ("10", .integer),
            (".", .punct), ("15", .integer), (",", .punct), ("*", .operator), (")", .punct), ("let", .keyword),
            ("x", .identifier), ("=", .operator), ("1.5", .float),
        ])
    }

    func testKeyPathDotBeforeOptionalChain() {
        assertLexes(#"\.?.hashValue"#, [("\\", .punct), (".", .punct), ("?", .operator), (".", .punct), ("hashValue", .identifier)])
    }
}
