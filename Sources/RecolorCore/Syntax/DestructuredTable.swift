#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A table literal of tuples bound to a name (`let colorTable: [Int: (NSColor, NSColor)] = [0: (a,
/// b), …]`) and the tuple of names the file destructures it into (`(textColor, backgroundColor) =
/// colorTable[i]!`): each element of an entry is what the name at its position says (vAmiga's
/// console, session 25 review F17). Detection takes the names as the elements' contexts
/// (`ContextAnalyzer.destructuredTableElement`), contrast as a pair's sides (`UseSite.destructuredTupleElement`).
enum DestructuredTable {
    /// The name a literal holding the entry at `open` is bound to (`let colorTable: […] = [`,
    /// `static let table = [`): its code index; nil when the entry is not directly in a literal
    /// so bound.
    static func name(holding open: Int, in file: SwiftSource) -> Int? {
        var k = open - 1
        var steps = 0
        while k > 0, steps < 400 {
            steps += 1
            if file.isChar(k, ")") || file.isChar(k, "]") || file.isChar(k, "}") { guard let o = file.matchingOpen(k) else { return nil }; k = o - 1; continue }
            if file.isChar(k, "(") || file.isChar(k, "{") { return nil }
            if file.isChar(k, "[") { break }
            k -= 1
        }
        guard file.isChar(k, "["), file.isChar(k - 1, "=") else { return nil }
        var name = k - 2
        // A type annotation (`: [Int: (NSColor, NSColor)]`).
        if file.isChar(name, "]") || file.isChar(name, ")"), let o = file.matchingOpen(name), file.isChar(o - 1, ":") { name = o - 2 }
        guard file.isWord(name), file.codeIs(name - 1, "let") || file.codeIs(name - 1, "var") else { return nil }
        return name
    }

    /// The names of a tuple the table at `name` is destructured into (`(textColor, backgroundColor)
    /// = colorTable[i]!`, `let (fg, bg) = table[i]`), by position; nil when none of `arity` names.
    static func destructuring(_ name: Int, arity: Int, in file: SwiftSource) -> [Int]? {
        let text = file.text(code: name)
        // Bytes first: a file of a thousand-entry table asked once per element (the token scan is per call).
        guard ByteFinder("= " + text).occurs(in: file.bytes) else { return nil }
        for k in file.code.indices where k != name && file.kind(k) == .identifier && file.text(code: k) == text && file.isChar(k - 1, "=") && file.isChar(k - 2, ")") {
            guard let o = file.matchingOpen(k - 2) else { continue }
            var names: [Int] = []
            var j = o + 1
            var ok = true
            while j < k - 2 {
                if file.codeIs(j, "let") || file.codeIs(j, "var") { j += 1; continue }
                if file.isWord(j), file.isChar(j + 1, ",") || j + 1 == k - 2 { names.append(j); j += 2; continue }
                ok = false
                break
            }
            if ok, names.count == arity { return names }
        }
        return nil
    }
}
