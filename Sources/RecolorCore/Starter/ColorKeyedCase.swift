#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A color returned in a `case` keyed by another color's hex (winston's `getSystemBrighterColor`:
/// `switch hex { case "1c1c1e": Color.hex("2c2c2e") … }`, the brighter step of the user's theme
/// color): the result is computed from that color, which is already the value of one appearance
/// (`1c1c1e` is a dark surface). Made adaptive, `#2C2C2E` got a proposed dark `#C3C3C6`: the
/// dark theme's brighter card turned light gray.
extension FixedIntentReader {
    /// `case "1c1c1e" of switch hex…` when code index `k` is in the statements of a case whose
    /// patterns are all string literals spelling a color in hex (3, 6 or 8 digits, `#` or not).
    func colorKeyedCase(holding k: Int) -> String? {
        guard let j = SwitchOfCase.label(holding: k, in: file, limit: 120), file.codeIs(j, "case") else { return nil }
        var keys: [String] = []
        var n = j + 1
        while n < k, !file.isChar(n, ":") {
            if file.kind(n) == .stringSegment { keys.append(file.text(code: n)) }
            else if !(file.kind(n) == .stringQuote || file.isChar(n, ",")) { return nil }
            n += 1
        }
        guard n < k, !keys.isEmpty, keys.allSatisfy(Self.isHexColorText), SwitchOfCase.of(caseAt: j, in: file) != nil else { return nil }
        return "case \"\(keys[0])\": chosen for the color another value holds"
    }

    /// Whether `text` spells a color in hex: 6 or 8 hex digits, or `#` and 3, 6 or 8 (`"add"`,
    /// `"bad"` are words).
    static func isHexColorText(_ text: String) -> Bool {
        let hashed = text.hasPrefix("#")
        let digits = hashed ? text.dropFirst() : Substring(text)
        return (hashed ? [3, 6, 8] : [6, 8]).contains(digits.count) && digits.allSatisfy(\.isHexDigit)
    }
}
