#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The declaration whose whole value an expression is: `var NAME: T { [return] EXPR }`,
/// `func NAME(…) -> T { [return] EXPR }` or `let/var NAME[: T] = EXPR` (the expression ending its
/// line). Harvested pairs read it twice: a static member's body is the token's expression
/// (`HarvestedPairs.member`), any other's name names the token (`ChoiceOwnName`).
enum WholeBodyDeclaration {
    /// The code index of NAME for the expression at byte `range`; nil when the expression is not
    /// a whole body. `functions`: a function's body counts too.
    static func nameIndex(of range: Range<Int>, in file: SwiftSource, functions: Bool) -> Int? {
        let s = file.codeIndex(atOrAfter: range.lowerBound)
        let e = file.codeIndex(atOrAfter: range.upperBound) - 1
        guard s > 0, e >= s else { return nil }
        var before = s - 1
        if file.codeIs(before, "return") { before -= 1 }
        if file.isChar(before, "{"), file.isChar(e + 1, "}") {
            return nameIndex(ofBodyOpening: before, in: file, functions: functions)
        }
        guard file.codeIs(before, "=") else { return nil }
        var nameIndex = before - 1
        if file.isWord(nameIndex), file.isChar(nameIndex - 1, ":") { nameIndex -= 2 }
        guard file.codeIs(nameIndex - 1, "let") || file.codeIs(nameIndex - 1, "var") else { return nil }
        if e + 1 < file.code.count, !file.lineBreakBetween(e, e + 1), !file.isChar(e + 1, "}") { return nil }
        return nameIndex
    }

    /// The code index of NAME for the body opening at the `{` at code index `open`: `var NAME: T {`
    /// (the type qualified or not: `UIColor`, `UIColor.Dynamic`), or with `functions`,
    /// `func NAME(…) -> T {`; nil for any other brace.
    static func nameIndex(ofBodyOpening open: Int, in file: SwiftSource, functions: Bool) -> Int? {
        guard open >= 3, file.isChar(open, "{"), file.isWord(open - 1) else { return nil }
        var typeStart = open - 1
        while typeStart >= 2, file.isChar(typeStart - 1, "."), file.isWord(typeStart - 2) { typeStart -= 2 }
        if typeStart >= 3, file.isChar(typeStart - 1, ":"), file.isWord(typeStart - 2), file.codeIs(typeStart - 3, "var") { return typeStart - 2 }
        if functions, file.codeIs(open - 2, "->"), file.isChar(open - 3, ")"), let parameters = file.matchingOpen(open - 3),
           file.isWord(parameters - 1), file.codeIs(parameters - 2, "func") { return parameters - 1 }
        return nil
    }

    /// `range` extended over a fallback after it (`UIColor(hex: "#000000") ?? .clear`, `?? UIColor.black`),
    /// else `range`: Tinkoff's palette declares every member so (`static var n15: UIColor { UIColor(hex:
    /// "#000000") ?? .clear }`), and read as no whole body its members' uses as the `dark:` of the app's
    /// own helper were not read, and the black became `label`, white in Dark Mode (session 27's lead sweep).
    static func withFallback(_ range: Range<Int>, in file: SwiftSource) -> Range<Int> {
        let e = file.codeIndex(atOrAfter: range.upperBound) - 1
        guard e >= 0, file.codeIs(e + 1, "??") else { return range }
        var last = e + 2
        if file.isChar(last, ".") { last += 1 }
        guard file.isWord(last) else { return range }
        while file.isChar(last + 1, "."), file.isWord(last + 2) { last += 2 }
        return range.lowerBound..<file.code[last].end
    }

    /// Whether the declaration whose name is at code index `nameIndex` is a type's `static` or
    /// `class` member (among the modifiers before its `let`/`var`).
    static func isStatic(_ nameIndex: Int, in file: SwiftSource) -> Bool {
        var m = nameIndex - 2
        while m >= 0, nameIndex - m < 6, file.isWord(m) {
            if file.codeIs(m, "static") || file.codeIs(m, "class") { return true }
            m -= 1
        }
        return false
    }
}
