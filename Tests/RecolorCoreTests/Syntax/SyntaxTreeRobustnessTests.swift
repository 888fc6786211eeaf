import RecolorCore
import XCTest

/// The tree builds from any input, without recursion, and its answers agree with brute force.
final class SyntaxTreeRobustnessTests: XCTestCase {
    /// Every answer for every token, so that nothing traps; and the invariants.
    private func exercise(_ source: String, bruteForce: Bool = true, file: StaticString = #filePath, line: UInt = #line) {
        let s = Snippet(source)
        let tree = s.tree
        let count = s.file.code.count
        XCTAssertEqual(tree.scopes.first?.kind, .file, file: file, line: line)
        // Collected, then asserted once: an assertion per scope of a deep input took seconds.
        var problems: [String] = []
        for (n, scope) in tree.scopes.enumerated().dropFirst() {
            guard let p = scope.parent, p < n else { problems.append("scope \(n): parent"); continue }
            let parent = tree.scopes[p]
            if !(scope.open < scope.close && scope.close <= count) { problems.append("scope \(n): open \(scope.open) close \(scope.close)") }
            if !s.file.isChar(scope.open, "{") { problems.append("scope \(n): not at a brace") }
            if !(parent.open < scope.open && scope.close <= parent.close) { problems.append("scope \(n): outside its parent") }
            if !(parent.close == count || scope.close < parent.close) { problems.append("scope \(n): ends with its parent") }
            if scope.declarationStart > scope.open { problems.append("scope \(n): declaration after its brace") }
            if problems.count > 5 { break }
        }
        XCTAssertEqual(problems, [], source.prefix(300).debugDescription, file: file, line: line)
        // Deep inputs are read at a sample of tokens: each answer walks the scopes out.
        for k in 0..<count where bruteForce || k % 499 == 0 || k == count - 1 {
            let n = tree.scope(at: k)
            if bruteForce {
                // The innermost scope is the one with the latest `{` at or before k whose end is at or after k.
                let expected = tree.scopes.indices.filter { tree.scopes[$0].open <= k && k <= tree.scopes[$0].close }
                    .max { tree.scopes[$0].open < tree.scopes[$1].open }
                XCTAssertEqual(n, expected, "token \(k) of \(source.debugDescription)", file: file, line: line)
                let function = tree.ancestors(of: n).lazy.map { tree.scopes[$0] }.first { $0.isFunction || $0.isType }
                XCTAssertEqual(tree.enclosingFunction(at: k), function?.isFunction == true ? function : nil, file: file, line: line)
                XCTAssertEqual(tree.enclosingType(at: k), tree.ancestors(of: n).lazy.map { tree.scopes[$0] }.first { $0.isType }, file: file, line: line)
            }
            _ = tree.compilation.conditions(at: k)
            _ = tree.compilation.platforms(at: k, among: CompilationRegions.applePlatforms)
            _ = tree.availability.context(at: k)
        }
        _ = tree.scope(at: -1)
        _ = tree.scope(at: count + 5)
        _ = tree.availability.context(at: count + 5)
        _ = tree.compilation.conditions(at: -3)
    }

    func testMalformedInput() {
        let inputs = [
            "", "{", "}", "}}} {{{", "#endif", "#else\n#elseif x\n#endif", "#if", "#if (", "#if !", "#if os(", "#if a &&",
            "func", "func f(", "func f() {", "class", "class {", "class C:", "class C: {", "extension", "extension X.",
            "@available(", "@available(iOS", "@available(iOS, introduced:", "@available(iOS 13, *)", "@available(iOS 13, *) func",
            "if #available(", "if #available(iOS 13, *) {", "guard #available(iOS 13, *) else", "guard #unavailable(iOS 1) else {",
            "else {", "} else {", "else if {", "var x: Int {", "var x: Int { get", "subscript(", "get { set {",
            "\"\\(", "\"\\({ if x { \"", "f(x: {", "[{", "( { ) }", "{ ( } )", "#if os(iOS)\n{\n#else\n{\n#endif\n}",
            "let x = 1 { didSet", "case", "for case", "if case let", "catch {", "do", "repeat", "while {", "defer",
            "#if os(iOS) && !(canImport(UIKit) || DEBUG\nfunc f() {}", "@ available (iOS 13) func f() {}", "#available(iOS 13, *) { }",
        ]
        for input in inputs { exercise(input) }
    }

    func testDeepNestingBuildsWithoutRecursion() {
        let depth = 10_000
        let braces = "func f() {" + String(repeating: "if x {", count: depth) + String(repeating: "}", count: depth) + "}"
        let s = Snippet(braces)
        XCTAssertEqual(s.tree.scopes.count, depth + 2)
        let innermost = s.token("}") - 1
        XCTAssertEqual(s.tree.enclosingFunction(at: innermost)?.name, "f")
        XCTAssertEqual(Array(s.tree.ancestors(of: s.tree.scope(at: innermost))).count, depth + 2)
        exercise(String(repeating: "{", count: depth), bruteForce: false)
        exercise(String(repeating: "f({ [", count: depth), bruteForce: false)
        exercise(String(repeating: "#if os(iOS)\n", count: depth) + "a()", bruteForce: false)
        exercise("#if " + String(repeating: "(!", count: depth) + "a", bruteForce: false)
        exercise("#if " + Array(repeating: "A", count: depth).joined(separator: " && "), bruteForce: false)
        exercise(String(repeating: "@available(iOS 13, *) ", count: depth) + "func f() {}", bruteForce: false)
        let chain = "func f() {" + String(repeating: "if #available(iOS 13, *) { a() } else ", count: 3_000) + "{ b() } }"
        let tree = Snippet(chain)
        XCTAssertEqual(tree.tree.availability.context(at: tree.token("b")).belowCheck, ["iOS": OSVersion("13")!])
    }

    /// Random soup of the tokens scopes, directives and checks are made of.
    func testRandomTokenSoupKeepsInvariants() {
        let pieces = [
            "{", "}", "{", "}", "(", ")", "[", "]", "if", "else", "guard", "for", "in", "while", "repeat", "switch", "case",
            "default:", "do", "catch", "defer", "func", "f", "init", "deinit", "subscript", "class", "struct", "enum",
            "extension", "protocol", "actor", "C", ":", ",", ".", "var", "let", "x", "=", "==", "->", ";", "get", "set",
            "didSet", "willSet", "return", "static", "@objc", "\n", "\n", "#if", "#elseif", "#else", "#endif", "os(iOS)",
            "!", "&&", "||", "DEBUG", "@available(iOS 13, *)", "#available(iOS 13, *)", "#unavailable(iOS 14)",
            "@available(iOS, introduced: 15)", "\"s\\(", ")\"", "1", "where", "?", "$0", "// c\n",
        ]
        var rng = SplitMix64(state: 21)
        for _ in 0..<400 {
            let n = 1 + rng.below(60)
            var text = ""
            for _ in 0..<n {
                text += pieces[rng.below(pieces.count)]
                text += rng.below(4) == 0 ? "\n" : " "
            }
            exercise(text)
        }
    }
}
