#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tree's functions that return the type of one of their arguments, a generic parameter:
/// SlimHUD's `static func getItem<T>(for key: String, defaultValue: T) -> T where T: NSCoding`.
/// An implicit member passed there (`volumeIconColor = getItem(for: key, defaultValue: .white)`)
/// has the type of the call's own context (an `NSColor` property): 3 icon colors were missed.
///
/// Read from the bytes of every file, with no tokens (the declaring file often names no color):
/// one `ByteFinder` walk over its `func `s, a generic `func` read only where `<` follows its name.
package struct GenericPassThroughs: Sendable, Equatable {
    /// Function name → the labels of its parameters typed by the generic parameter it returns.
    package private(set) var labels: [String: Set<String>] = [:]

    package init() {}

    package var isEmpty: Bool { labels.isEmpty }

    package mutating func add(_ other: GenericPassThroughs) {
        for (name, found) in other.labels { labels[name, default: []].formUnion(found) }
    }

    /// Whether `label` of a call to `callee` passes its argument through as the call's value.
    func passesThrough(_ label: String, callee: String) -> Bool {
        labels[callee]?.contains(label) == true
    }

    private static let funcFinder = ByteFinder("func ")

    /// The pass-through functions `bytes` declares, nil when none.
    package static func read(_ bytes: [UInt8]) -> GenericPassThroughs? {
        var heads: [Int] = []
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return }
            var from = 0
            // `func ` found 16 bytes at a time (`ByteFinder`), where a `memchr` of each `f`
            // stopped every few dozen bytes of every file of the run.
            while from < b.count, let k = funcFinder.first(in: base, from: from, to: b.count) {
                from = k + 1
                if isGenericHead(base, k, b.count) { heads.append(k) }
            }
        }
        return read(bytes, heads: heads)
    }

    /// Whether `func NAME<` starts at `k` (a word boundary before, the name glued to `<`), given
    /// `base[k] == "f"`: where `read` looks.
    @inline(__always)
    static func isGenericHead(_ base: UnsafePointer<UInt8>, _ k: Int, _ count: Int) -> Bool {
        guard k + 6 < count, base[k + 1] == UInt8(ascii: "u"), base[k + 2] == UInt8(ascii: "n"), base[k + 3] == UInt8(ascii: "c"),
              base[k + 4] == UInt8(ascii: " "), k == 0 || !isWordByte(base[k - 1]) else { return false }
        var n = k + 5
        while n < count, isWordByte(base[n]) { n += 1 }
        return n > k + 5 && n < count && base[n] == UInt8(ascii: "<")
    }

    /// The same, where the `func NAME<` heads are known (`ColorWordOffsets.genericFunctions`, ascending).
    static func read(_ bytes: [UInt8], heads: [Int]) -> GenericPassThroughs? {
        guard !heads.isEmpty else { return nil }
        var out = GenericPassThroughs()
        bytes.withUnsafeBufferPointer { b in
            for k in heads {
                var n = k + 5
                while n < b.count, isWordByte(b[n]) { n += 1 }
                // The head up to the body (bounded: a declaration's head is short).
                var end = n
                while end < b.count, end - k < 600, b[end] != UInt8(ascii: "{"), b[end] != UInt8(ascii: "\n") || b[end - 1] == UInt8(ascii: ",") { end += 1 }
                let head = UnsafeBufferPointer(rebasing: b[(k + 5)..<end])
                let read = isPlainASCII(head) ? passThroughLabels(ascii: head) : passThroughLabels(String(decoding: head, as: UTF8.self))
                if let (name, found) = read, !found.isEmpty { out.labels[name, default: []].formUnion(found) }
            }
        }
        return out.isEmpty ? nil : out
    }

    /// `getItem<T>(for key: String, defaultValue: T) -> T where …` → (`getItem`, [`defaultValue`]).
    static func passThroughLabels(_ head: String) -> (String, Set<String>)? {
        guard let angle = head.firstIndex(of: "<"), let close = head[angle...].firstIndex(of: ">"),
              let open = head[close...].firstIndex(of: "("), head[head.index(after: close)..<open].allSatisfy(\.isWhitespace) else { return nil }
        let name = String(head[..<angle])
        // The generic parameters' names: `T`, `T: NSCoding`, `Value, Key`.
        let generics = Set(head[head.index(after: angle)..<close].split(separator: ",").compactMap {
            $0.split(separator: ":").first.map(trim)
        })
        // The parameter clause, to its matching `)`.
        var depth = 0
        var closeParen: String.Index?
        for i in head[open...].indices {
            if head[i] == "(" { depth += 1 } else if head[i] == ")" { depth -= 1; if depth == 0 { closeParen = i; break } }
        }
        guard let closeParen else { return nil }
        // `) -> T`, `) throws -> T`: the text after the clause up to its arrow.
        let after = head[head.index(after: closeParen)...]
        guard let dash = after.firstIndex(of: "-"), after[after.index(after: dash)...].first == ">" else { return nil }
        let result = trim(after[after.index(dash, offsetBy: 2)...]).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard generics.contains(String(result)) else { return nil }
        var labels: Set<String> = []
        var parameterDepth = 0
        var current = ""
        func take(_ parameter: String) {
            // `label name: T`, `label: T`, with a default (`= x`) or not.
            let parts = parameter.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { return }
            let type = parts[1].split(separator: "=").first.map(trim) ?? ""
            guard type == String(result), let label = parts[0].split(separator: " ").first.map(String.init), label != "_" else { return }
            labels.insert(label)
        }
        for c in head[head.index(after: open)..<closeParen] {
            if c == "(" || c == "[" || c == "<" { parameterDepth += 1 }
            if c == ")" || c == "]" || c == ">" { parameterDepth -= 1 }
            if c == "," && parameterDepth == 0 { take(current); current = ""; continue }
            current.append(c)
        }
        take(current)
        return (name, labels)
    }

    /// Whether every byte of `head` is ASCII and none is a carriage return: then each byte is one
    /// `Character` (only `\r\n` joins two ASCII bytes into one), and `passThroughLabels(ascii:)`
    /// reads what `passThroughLabels(_:)` reads of the same text.
    static func isPlainASCII(_ head: UnsafeBufferPointer<UInt8>) -> Bool {
        !head.contains { $0 >= 0x80 || $0 == 13 }
    }

    /// `passThroughLabels(_:)` over the bytes of a plain ASCII head (`isPlainASCII`), step for step
    /// the same (the same `split`, `firstIndex`, `prefix` and trims, on bytes): the `String` form read
    /// `Character`s, and was 11.6 % of a `check` of swift-foundation (its thousands of generic functions;
    /// perf, session 30), 1.9 % of corpus27's.
    static func passThroughLabels(ascii head: UnsafeBufferPointer<UInt8>) -> (String, Set<String>)? {
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), open = UInt8(ascii: "("), close = UInt8(ascii: ")")
        guard let angle = head.firstIndex(of: lt), let closeAngle = head[angle...].firstIndex(of: gt),
              let openParen = head[closeAngle...].firstIndex(of: open),
              head[(closeAngle + 1)..<openParen].allSatisfy(isASCIIWhitespace) else { return nil }
        let name = text(head[..<angle])
        let generics = Set(head[(angle + 1)..<closeAngle].split(separator: UInt8(ascii: ",")).compactMap {
            $0.split(separator: UInt8(ascii: ":")).first.map(trim)
        })
        var depth = 0
        var closeParen: Int?
        for i in openParen..<head.count {
            if head[i] == open { depth += 1 } else if head[i] == close { depth -= 1; if depth == 0 { closeParen = i; break } }
        }
        guard let closeParen else { return nil }
        let after = head[(closeParen + 1)...]
        guard let dash = after.firstIndex(of: UInt8(ascii: "-")), after[(dash + 1)...].first == gt else { return nil }
        let result = trim(after[(dash + 2)...]).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard generics.contains(String(result)) else { return nil }
        var labels: Set<String> = []
        func take(_ parameter: Slice<UnsafeBufferPointer<UInt8>>) {
            let parts = parameter.split(separator: UInt8(ascii: ":"), maxSplits: 1)
            guard parts.count == 2 else { return }
            let type = parts[1].split(separator: UInt8(ascii: "=")).first.map(trim) ?? ""
            guard type == String(result), let label = parts[0].split(separator: UInt8(ascii: " ")).first.map(text), label != "_" else { return }
            labels.insert(label)
        }
        var parameterDepth = 0
        var start = openParen + 1
        for i in (openParen + 1)..<closeParen {
            let c = head[i]
            if c == open || c == UInt8(ascii: "[") || c == lt { parameterDepth += 1 }
            if c == close || c == UInt8(ascii: "]") || c == gt { parameterDepth -= 1 }
            if c == UInt8(ascii: ",") && parameterDepth == 0 { take(head[start..<i]); start = i + 1 }
        }
        take(head[start..<closeParen])
        return (name, labels)
    }

    /// `Character.isWhitespace` of an ASCII byte: tab to carriage return, and space.
    private static func isASCIIWhitespace(_ c: UInt8) -> Bool { c == 32 || (c >= 9 && c <= 13) }

    private static func text(_ s: Slice<UnsafeBufferPointer<UInt8>>) -> String { String(decoding: s, as: UTF8.self) }

    /// `trim(_:)` of plain ASCII bytes.
    private static func trim(_ s: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        let blank: (UInt8) -> Bool = { $0 == 32 || $0 == 10 || $0 == 9 }
        guard let first = s.firstIndex(where: { !blank($0) }) else { return "" }
        let last = s.lastIndex(where: { !blank($0) })!
        return text(s[first...last])
    }

    private static func trim(_ s: Substring) -> String {
        String(s.drop { $0 == " " || $0 == "\n" || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\n" || $0 == "\t" }.reversed())
    }

    private static func isWordByte(_ c: UInt8) -> Bool {
        c == UInt8(ascii: "_") || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
    }
}
