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
                let head = String(decoding: UnsafeBufferPointer(rebasing: b[(k + 5)..<end]), as: UTF8.self)
                if let (name, found) = passThroughLabels(head), !found.isEmpty { out.labels[name, default: []].formUnion(found) }
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

    private static func trim(_ s: Substring) -> String {
        String(s.drop { $0 == " " || $0 == "\n" || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\n" || $0 == "\t" }.reversed())
    }

    private static func isWordByte(_ c: UInt8) -> Bool {
        c == UInt8(ascii: "_") || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
    }
}
