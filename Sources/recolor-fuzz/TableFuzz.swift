import Foundation
import RecolorCore

/// Tables: mutated `.recolor.json` files. Loading one must never crash, and every token
/// expression the loader accepts, written by a rewrite, must read as the same tokens, and
/// still be one expression (the table's expression check holds for what `fix` writes).
enum TableFuzz {
    static let words: [String] = [
        "\"", "\\\"", "\\\\", "\\u0000", "\\u0001", "\\ud83c", "\\udfa8", "\\ud83c\\udfa8", "\\u00e9", "é", "\u{FF}", "{", "}", "[", "]",
        ",", ":", " ", "\n", "\t", "//", "/*", "*/", "#if DEBUG\\n", "#endif", "#sourceLocation(file: \\\"x\\\", line: 1)", "#colorLiteral(",
        "(", ")", "a b", "a: b", "a, b", "?", "!", " ? ", " : ", "??", ".", "..", "$0", "{ $0 }", "\\\"s\\\\(x)\\\"", "`", "'", "@",
        "let ", "return ", "try ", " as ", " is ", "-", "+", "=", "==", ";", "nan", "1e999", "-0", "null", "true",
        "\"uikit\": \"Semantic.x\"", "\"asset\": \"\"", "\"asset\": \"A\\u0007\"", "\"light\": \"#FFFFFF\"", "\"exclude\": [\"\"]",
        "\"tokens\": {", "\"rules\": [", "{ \"match\": \"#FFFFFF\", \"token\": \"t\" }", "\"t\": { \"uikit\": \"", "\"swiftui\": \"",
    ]

    static let seedTable = ##"{ "tokens": { "t": { "uikit": "Semantic.text", "swiftui": "Color(uiColor: .label)", "appkit": "a ?? b", "light": "#FFFFFF", "asset": "Text" } }, "rules": [ { "match": "#FFFFFF", "token": "t" } ], "exclude": ["Vendor/**"] }"##

    static func makeInput(seed: UInt64, index: UInt64, seeds: [[UInt8]]) -> [UInt8] {
        var r = SplitMix64(state: seed &* 0x9E37_79B9_7F4A_7C15 ^ index &* 0x2545_F491_4F6C_DD1D ^ 0x7AB1E)
        // Half are whole tables mutated as bytes (most no longer parse: the parser's side); half a
        // table around one expression spliced from expression words (most load: the check's side).
        if r.below(2) == 0 {
            let all = [Array(seedTable.utf8)] + seeds
            return mutate(all[r.below(all.count)], words: words, r: &r)
        }
        let expression = (0..<(1 + r.below(6))).map { _ in expressionWords[r.below(expressionWords.count)] }.joined()
        let asset = r.below(4) == 0 ? words[r.below(words.count)] : "Text"
        return Array(##"{ "tokens": { "t": { "uikit": \##(JSONOut.quote(expression)), "light": "#FFFFFF", "asset": \##(JSONOut.quote(asset)) } }, "rules": [ { "match": "#FFFFFF", "token": "t" } ] }"##.utf8)
    }

    static let expressionWords: [String] = [
        "Semantic", ".text", ".", "a", "b", "UIColor", "Color", "(", ")", "[", "]", "{", "}", "(uiColor: ", "label", ": ", ", ", " ",
        "!", "?", " ? ", " : ", " ?? ", "0", "0.5", "1e3", "\"s\"", "\"\\(x)\"", "#colorLiteral", "#if", "#sourceLocation", "#endif",
        "\n", "\t", "\u{0}", "//", "/*", "*/", "$0", "`a`", "'", "@", "as ", "is ", "try ", "-", "+", "&&", "=", ";", "let ", "in ",
        "é", "\u{7}", ".init", ".0", "#\"raw\"#", "\"\"\"", "self", "Self.", "_",
    ]

    static func check(_ input: [UInt8]) throws {
        guard let table = try? ConfigurationLoader.parse(input, file: "fuzz.json") else { return }
        loaded += 1
        var checked = 0
        for token in table.tokens {
            for expression in token.expressions.values where checked < 8 {
                checked += 1
                try checkWritten(expression)
            }
        }
    }

    /// Tables the loader accepted, and expressions written by a rewrite (the summary says how much was checked).
    nonisolated(unsafe) static var loaded = 0
    nonisolated(unsafe) static var expressionsWritten = 0

    static let before = "import UIKit\nview.backgroundColor = "
    static let after = "\nlet after = 1\n"

    /// `expression` written over `.white` by the rewrite `fix` makes.
    static func checkWritten(_ expression: String) throws {
        let json = ##"{ "tokens": { "t": { "uikit": \##(JSONOut.quote(expression)), "light": "#FFFFFF" } }, "rules": [ { "match": "#FFFFFF", "token": "t" } ] }"##
        guard let table = try? ConfigurationLoader.parse(Array(json.utf8), file: "fuzz.json") else {
            throw Failure(message: "the expression \(expression.debugDescription) was accepted, then refused when written again")
        }
        var options = RunOptions()
        options.configuration = table
        options.threads = 1
        let source = Array((before + ".white" + after).utf8)
        let result = Engine.analyze([FileInput(path: "fuzz.swift", bytes: source)], options: options)
        guard let written = Fixer.rewrites(result).first?.bytes else { return }  // declined: nothing written
        expressionsWritten += 1
        let head = Array(before.utf8), tail = Array(after.utf8)
        guard written.count >= head.count + tail.count, written.starts(with: head), Array(written.suffix(tail.count)) == tail else {
            throw Failure(message: "the rewrite with \(expression.debugDescription) changed more than the color")
        }
        let middle = String(decoding: written[head.count..<(written.count - tail.count)], as: UTF8.self)
        let whole = codeTokens(String(decoding: written, as: UTF8.self))
        let expected = codeTokens(before).tokens + codeTokens(middle).tokens + codeTokens(after).tokens
        guard whole.tokens == expected, whole.diagnostics == 0 else {
            throw Failure(message: "the expression \(expression.debugDescription), written as \(middle.debugDescription), does not read as its own tokens")
        }
        let inner = middle.hasPrefix("(") && middle.hasSuffix(")") && middle != expression ? String(middle.dropFirst().dropLast()) : middle
        guard codeTokens(inner).tokens == codeTokens(expression).tokens || codeTokens(inner).tokens == codeTokens("UIColor" + expression).tokens else {
            throw Failure(message: "the expression \(expression.debugDescription) was written as \(middle.debugDescription)")
        }
        if let problem = TokenExpression.problem(in: middle) {
            throw Failure(message: "the expression \(expression.debugDescription), written as \(middle.debugDescription), is not one expression: \(problem)")
        }
    }

    /// The code tokens of `text` (kind and text; trivia left out) and how many lexer errors it has.
    static func codeTokens(_ text: String) -> (tokens: [String], diagnostics: Int) {
        let bytes = Array(text.utf8)
        let lexed = Tokenizer.tokenize(bytes)
        let tokens = lexed.tokens.filter { !$0.kind.isTrivia }.map { "\($0.kind):" + String(decoding: bytes[$0.range], as: UTF8.self) }
        return (tokens, lexed.diagnostics.count)
    }
}
