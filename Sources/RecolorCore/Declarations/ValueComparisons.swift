#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The members whose color the code reads back by comparing it with a named color:
/// `colorScheme.textColor == .white`, `theme.background() != UIColor.black`, `.clear ==
/// cell.tint`. A member so compared must keep its value: a choice by the appearance in its
/// body made one adaptive token never equals `.white`, and the comparison is then always false
/// (Atwy's sort chip: `colorScheme.textColor == .white ? .white.opacity(0.1) : .black.opacity(0.35)`
/// drew black in Dark Mode once `textColor` became a token).
///
/// Read from the bytes of the files the screening keeps, with no tokens: most files compare no
/// color, and the scan is one `memchr` walk over their `=`.
package struct ValueComparisons: Sendable, Equatable {
    package struct Site: Sendable, Equatable {
        package var path: String
        package var line: Int
        /// The receiver when it names a type (`Theme.textColor == .white`): the member is that
        /// type's, not another's of the same name. nil for a value (`colorScheme.textColor`),
        /// whose type the bytes cannot tell.
        package var receiverType: String?
        /// The receiver when it is a value (`colorScheme` in `colorScheme.textColor`): its name
        /// stands for its type only where it spells it (`colorScheme` for `ColorScheme`, `theme`
        /// for `AppTheme`); `label.textColor == .white` reads a label's, not `Color.textColor`.
        package var receiverValue: String? = nil
    }

    /// Member name → where it is compared.
    package private(set) var byMember: [String: [Site]] = [:]

    package init() {}

    package var isEmpty: Bool { byMember.isEmpty }

    package mutating func add(_ other: ValueComparisons) {
        for (name, sites) in other.byMember { byMember[name, default: []] += sites }
    }

    /// The first place member `name` of type `owner` (its declaring type, nil when unknown) is
    /// compared: a comparison through another named type is no comparison of this member.
    package func site(ofMember name: String, owner: String?) -> Site? {
        guard let sites = byMember[name] else { return nil }
        let ownerName = owner.map { String($0.split(separator: ".").last ?? Substring($0)) }
        return sites.first { site in
            guard let ownerName else { return true }
            if let receiver = site.receiverType { return receiver == ownerName }
            // A value named unlike the owner is another type's member of that name (the
            // regression: UILabel `textColor` comparisons hid Lunar's `Color.textColor` and
            // zotero's provider members; 8 findings gone).
            guard let value = site.receiverValue, value != "self" else { return true }
            return ownerName.lowercased().hasSuffix(value.lowercased())
        }
    }

    /// The colors a comparison names (`.white`, `UIColor.clear`): the frameworks' named colors.
    static let colorNames: Set<String> = Set(NamedColors.uikit.keys).union(["clear", "pink", "mint", "teal", "indigo", "primary", "secondary"])
    static let colorTypes: Set<String> = BaseColorType.viewTypeSpellings

    /// The comparisons of a file's bytes; nil when it has none.
    package static func read(_ bytes: [UInt8], path: String) -> ValueComparisons? {
        var out = ValueComparisons()
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return }
            var from = 0
            while from < b.count, let hit = memchr(base + from, Int32(UInt8(ascii: "=")), b.count - from) {
                let i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                from = i + 1
                // `==` or `!=`, not `===`, `!==`, `<=`, `>=`, `+=`.
                guard i + 1 < b.count else { break }
                let opStart: Int
                let opEnd: Int
                if b[i + 1] == UInt8(ascii: "="), i + 2 < b.count, b[i + 2] != UInt8(ascii: "="),
                   i == 0 || !isOperatorByte(b[i - 1]) {
                    (opStart, opEnd) = (i, i + 2)
                    from = i + 2
                } else if i > 0, b[i - 1] == UInt8(ascii: "!"), b[i + 1] != UInt8(ascii: "="), i < 2 || !isOperatorByte(b[i - 2]) {
                    (opStart, opEnd) = (i - 1, i + 1)
                } else {
                    continue
                }
                let member: (name: String, receiver: String?)?
                if namedColor(b, after: opEnd) {
                    member = memberBefore(b, opStart)
                } else if namedColorEnds(b, before: opStart) {
                    member = memberAfter(b, opEnd)
                } else {
                    member = nil
                }
                guard let member else { continue }
                var line = 1
                for k in 0..<opStart where b[k] == 10 { line += 1 }
                let isType = member.receiver.map { r in r.utf8.first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? false } ?? false
                out.byMember[member.name, default: []].append(Site(path: path, line: line, receiverType: isType ? member.receiver : nil,
                                                                   receiverValue: isType ? nil : member.receiver))
            }
        }
        return out.isEmpty ? nil : out
    }

    private static func isOperatorByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "-"),
             UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 9 }

    private static func word(_ b: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: b[from..<to]), as: UTF8.self)
    }

    /// Whether a named color (`.white`, `Color.white`, `UIColor.white`) follows `k`, ending the operand.
    private static func namedColor(_ b: UnsafeBufferPointer<UInt8>, after k: Int) -> Bool {
        var n = k
        while n < b.count, isSpace(b[n]) { n += 1 }
        var start = n
        while n < b.count, CharacterClasses.isWordByte(b[n]) || b[n] == UInt8(ascii: ".") { n += 1 }
        guard n > start, b[start] == UInt8(ascii: ".") || n - start < 64 else { return false }
        // Not a call or a member after it: `== .white.withAlphaComponent(…)` compares another value.
        if n < b.count, b[n] == UInt8(ascii: "(") { return false }
        var text = word(b, start, n)
        if text.hasPrefix(".") { text.removeFirst(); start += 1 }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let last = parts.last, colorNames.contains(last) else { return false }
        let type = parts.dropLast().joined(separator: ".")
        return type.isEmpty || colorTypes.contains(type)
    }

    /// Whether a named color ends just before `k` (the left operand of `.white == x.tint`).
    private static func namedColorEnds(_ b: UnsafeBufferPointer<UInt8>, before k: Int) -> Bool {
        var n = k - 1
        while n >= 0, isSpace(b[n]) { n -= 1 }
        let end = n + 1
        while n >= 0, CharacterClasses.isWordByte(b[n]) || b[n] == UInt8(ascii: ".") { n -= 1 }
        guard end - (n + 1) > 1 else { return false }
        var text = word(b, n + 1, end)
        if text.hasPrefix(".") { text.removeFirst() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let last = parts.last, colorNames.contains(last) else { return false }
        let type = parts.dropLast().joined(separator: ".")
        return type.isEmpty || colorTypes.contains(type)
    }

    /// The member (and its receiver) the left operand ending before `k` reads: `a.textColor`,
    /// `a.color()`, a bare `textColor`.
    private static func memberBefore(_ b: UnsafeBufferPointer<UInt8>, _ k: Int) -> (name: String, receiver: String?)? {
        var n = k - 1
        while n >= 0, isSpace(b[n]) { n -= 1 }
        // A call with no arguments or few: back over its parentheses.
        if n >= 0, b[n] == UInt8(ascii: ")") {
            var depth = 0
            var steps = 0
            while n >= 0, steps < 200 {
                steps += 1
                if b[n] == UInt8(ascii: ")") { depth += 1 } else if b[n] == UInt8(ascii: "(") { depth -= 1; if depth == 0 { break } }
                n -= 1
            }
            guard n > 0, depth == 0 else { return nil }
            n -= 1
        }
        return chainEnding(b, at: n)
    }

    /// The member the right operand starting at `k` reads: the last word of `a.b.c` or `a.c()`.
    private static func memberAfter(_ b: UnsafeBufferPointer<UInt8>, _ k: Int) -> (name: String, receiver: String?)? {
        var n = k
        while n < b.count, isSpace(b[n]) { n += 1 }
        while n < b.count, CharacterClasses.isWordByte(b[n]) || b[n] == UInt8(ascii: ".") { n += 1 }
        return chainEnding(b, at: n - 1)
    }

    /// The word ending at byte `n` and the word before its `.`, if any.
    private static func chainEnding(_ b: UnsafeBufferPointer<UInt8>, at n: Int) -> (name: String, receiver: String?)? {
        var s = n
        while s >= 0, CharacterClasses.isWordByte(b[s]) { s -= 1 }
        guard s < n, !(b[s + 1] >= UInt8(ascii: "0") && b[s + 1] <= UInt8(ascii: "9")) else { return nil }
        let name = word(b, s + 1, n + 1)
        if name == "self" || name == "nil" { return nil }
        guard s >= 0, b[s] == UInt8(ascii: ".") else { return (name, nil) }
        var r = s - 1
        while r >= 0, CharacterClasses.isWordByte(b[r]) { r -= 1 }
        return (name, r + 1 < s ? word(b, r + 1, s) : nil)
    }
}
