#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Color sets the code looks up only by an interpolated name: olvid's avatar colors (session 24),
/// `while let color = UIColor(named: "RichterColor\(index)") { colors.append(color) }` over the
/// sets RichterColor0 … RichterColor19, one picked per contact from the bytes of its identity.
/// They are data, a family indexed by number: `init` read each set as a light-only color and `fix`
/// wrote a proposed dark into all twenty, so in Dark Mode the same contact's avatar changed color
/// (RichterColor2 #EDE9E0 became #1A1710 under its white initials).
enum InterpolatedSetNames {
    /// The name prefixes the Swift files interpolate into a color set's name (`"RichterColor\(`
    /// after `named:` or `Color(`), each with the first file:line that does.
    static func prefixes(_ swift: [(path: String, bytes: [UInt8])]) -> [String: String] {
        var found: [String: String] = [:]
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), paren = UInt8(ascii: "(")
        for file in swift {
            let b = file.bytes
            var i = 0
            while i < b.count {
                guard b[i] == quote, calledForColorSet(b, before: i) else { i += 1; continue }
                var j = i + 1
                while j < b.count, CollectionUses.isIdentifierByte(b[j]) { j += 1 }
                if j - i > 2, j + 1 < b.count, b[j] == backslash, b[j + 1] == paren {
                    let prefix = String(decoding: b[(i + 1)..<j], as: UTF8.self)
                    if found[prefix] == nil {
                        let line = b[..<i].reduce(1) { $1 == 10 ? $0 + 1 : $0 }
                        found[prefix] = "\(file.path):\(line)"
                    }
                }
                i = j
            }
        }
        return found
    }

    /// Whether the bytes before the quote at `i` end in `named:` or `Color(` (spaces between).
    static func calledForColorSet(_ b: [UInt8], before i: Int) -> Bool {
        var k = i - 1
        while k >= 0, b[k] == 32 { k -= 1 }
        guard k >= 5 else { return false }
        let tail = String(decoding: b[max(0, k - 5)...k], as: UTF8.self)
        return tail.hasSuffix("named:") || tail.hasSuffix("Color(")
    }

    /// `data` for a color set whose name is one of `prefixes` followed by digits alone.
    static func site(_ r: Report, prefixes: [String: String]) -> FixedIntentSite? {
        guard !prefixes.isEmpty, let name = r.finding.context else { return nil }
        let digits = name.reversed().prefix { $0.isNumber }.count
        guard digits > 0, digits < name.count, let place = prefixes[String(name.dropLast(digits))] else { return nil }
        return FixedIntentSite(intent: .data, evidence: "the color set \(name), one of a family the code looks up by an interpolated name (\"\(name.dropLast(digits))\\(…)\" at \(place)) and picks by index")
    }
}
