/// Reads a type as a declaration writes it (`UIColor?`, `[Int: NSColor]`, `(light: UIColor,
/// dark: UIColor)`, `SwiftUI.Color`, `Optional<Color>`) down to a `DeclaredType`.
///
/// Static functions of the file they read, borrowed: a value holding the file copied it (a retain
/// and release of each of its arrays) at every type read, a fiftieth of a color-dense app's run.
enum TypeSyntax {

    static let frameworkModules = Set(Framework.allCases.flatMap(\.importModules) + ["Foundation", "QuartzCore"])
    /// `inout`, `some`, `any` and the ownership modifiers, compared in place.
    static func isModifier(_ file: SwiftSource, _ k: Int) -> Bool {
        file.codeIs(k, "inout" as StaticString) || file.codeIs(k, "some" as StaticString) || file.codeIs(k, "any" as StaticString)
            || file.codeIs(k, "borrowing" as StaticString) || file.codeIs(k, "consuming" as StaticString)
            || file.codeIs(k, "sending" as StaticString) || file.codeIs(k, "__owned" as StaticString) || file.codeIs(k, "__shared" as StaticString)
    }

    /// The type starting at `k`: its value type, the labelled elements when it is a tuple, and
    /// the index after it.
    /// `isTreeType`: lexical lookup of an unqualified name among the tree's types where the type
    /// is written.
    static func parse(_ file: SwiftSource, _ k: Int, isTreeType: (String) -> Bool) -> (DeclaredType?, [(String, DeclaredType)], Int) {
        parse(file, k, depth: 0, isTreeType: isTreeType)
    }

    /// Types nested deeper than this (`[[[…UIColor…]]]`, `A<A<…>>`, tuples in tuples) are
    /// unknown: the reading stops there instead of recursing once per level (30,000 levels
    /// overflowed the stack).
    static let maximumDepth = 64

    private static func parse(_ file: SwiftSource, _ k: Int, depth: Int, isTreeType: (String) -> Bool) -> (DeclaredType?, [(String, DeclaredType)], Int) {
        if depth > maximumDepth { return (nil, [], k + 1) }
        var k = k
        while file.isChar(k, "@") { k += 2 }
        while file.isWord(k) && TypeSyntax.isModifier(file, k) { k += 1 }
        var result: DeclaredType?
        var tuple: [(String, DeclaredType)] = []
        if file.isChar(k, "["), let close = file.matchingClose(k) {
            // `[T]`, or `[K: V]` whose values are what a literal's elements hold.
            var valueStart = k + 1
            var n = k + 1
            while n < close {
                if let c = file.matchingClose(n), file.isChar(n, "(") || file.isChar(n, "[") { n = c }
                if file.isChar(n, ":") { valueStart = n + 1; break }
                n += 1
            }
            result = parse(file, valueStart, depth: depth + 1, isTreeType: isTreeType).0
            result?.isCollectionElement = true
            result?.isOptional = false
            k = close + 1
        } else if file.isChar(k, "("), let close = file.matchingClose(k) {
            if file.codeIs(close + 1, "->") || file.codeIs(close + 1, "async") || file.codeIs(close + 1, "throws") {
                return (DeclaredType(name: "->"), [], close + 1)
            }
            // A tuple: its labelled elements are parameters of their own (`base: (light: UIColor, dark: UIColor)`).
            var n = k + 1
            var count = 0
            while n < close {
                count += 1
                if file.isWord(n), file.isChar(n + 1, ":") {
                    let (t, _, after) = parse(file, n + 2, depth: depth + 1, isTreeType: isTreeType)
                    if let t { tuple.append((file.text(code: n), t)) }
                    n = after
                } else {
                    let (t, _, after) = parse(file, n, depth: depth + 1, isTreeType: isTreeType)
                    if count == 1 { result = t }
                    n = after
                }
                while n < close && !file.isChar(n, ",") {
                    if let c = file.matchingClose(n) { n = c }
                    n += 1
                }
                n += 1
            }
            if count != 1 { result = DeclaredType(name: "()") }
            k = close + 1
        } else if file.isWord(k) {
            // Token indices, not Strings: only the last name becomes text (the scan reads a type
            // for every `let x: T` it meets).
            let first = k
            var count = 1
            while file.isChar(k + 1, "."), file.isWord(k + 2) { count += 1; k += 2 }
            let lastIndex = k
            k += 1
            var generic: DeclaredType?
            if file.codeIs(k, "<" as StaticString) || file.firstByte(k) == UInt8(ascii: "<") && file.code[k].kind == .operator {
                generic = parse(file, k + 1, depth: depth + 1, isTreeType: isTreeType).0
                k = skipAngles(file, k)
            }
            let isOptional = file.codeIs(lastIndex, "Optional" as StaticString), isArray = file.codeIs(lastIndex, "Array" as StaticString)
            if count == 1 && (isOptional || isArray) && generic != nil {
                result = generic
                if isOptional { result?.isOptional = true } else { result?.isCollectionElement = true }
            } else {
                let last = file.text(code: lastIndex)
                let qualifiedByTree = count > 1 && !TypeSyntax.frameworkModules.contains(file.text(code: first))
                result = DeclaredType(name: last, isTreeType: qualifiedByTree || (count == 1 && isTreeType(last)))
            }
        } else {
            return (nil, [], k + 1)
        }
        while file.code.indices.contains(k), file.code[k].kind == .operator,
              file.code[k].begin == file.code[k - 1].end, file.isChar(k, "?") || file.isChar(k, "!") {
            result?.isOptional = true
            k += 1
        }
        return (result, tuple, k)
    }

    /// The index after a generic clause `<…>` starting at `k` (or `k` when there is none).
    /// The lexer may join closing angles (`>>`) into one operator token.
    static func skipAngles(_ file: SwiftSource, _ k: Int) -> Int {
        guard file.code.indices.contains(k), file.code[k].kind == .operator, file.firstByte(k) == UInt8(ascii: "<") else { return k }
        var depth = 0
        var n = k
        while n < file.code.count && n < k + 256 {
            if file.code[n].kind == .operator {
                for b in file.bytes[file.code[n].range] {
                    if b == UInt8(ascii: "<") { depth += 1 } else if b == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 { return n + 1 }
            } else if file.isChar(n, "{") || file.isChar(n, ";") {
                return k
            }
            n += 1
        }
        return k
    }

}
