#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `static let defaultDarkColors = ["#1a1b1f", "#2d2e33", "#ffffff"]`: an array literal of hex
/// color strings and nothing else, which a name the rules call a color holds (Pearcleaner's theme
/// palette, read back as `Color(hex: currentColors[0])`, where no literal stands). Each string is
/// a hard-coded color. Its type is a `String`: no token's expression may stand there, so the
/// finding has no framework and `fix` leaves it, saying why. One string, a string without `#`,
/// an array holding anything else, or an array no color name holds is nothing (an array of
/// hashes or identifiers is no palette). Read by `HexStringConversionDetector`, whose examples
/// hold this one's.
enum HexStringArray {
    /// Why `fix` leaves each string.
    static let reason = "it is a hex string in an array of strings, where no color token can stand; rewrite the array's use by hand"

    /// Literals longer than this are read no further (a constant cost per element).
    static let elementLimit = 64

    static func detect(_ d: FileDetector, at k: Int) -> (Finding, Int)? {
        guard let digits = hexString(d.file, at: k),
              let open = arrayOpen(d.file, element: k), isHexStringArray(d.file, open: open) else { return nil }
        guard let name = holderName(d.file, open: open), namesColors(name) else { return nil }
        let context = ColorContext(name: name, isColor: true)
        let color = HexLiteral(digits: digits, isString: true, valid: true).decode(order: HexStringConversionDetector.hexOrder(d))
        var (finding, last) = d.finding(kind: .hexConstructor, type: nil, start: k, baseEnd: k + 2, color: color, context: context)
        finding.framework = nil
        finding.undecidedType = reason
        return (finding, last)
    }

    /// The name the literal opened at `open` is given to: `let name = [`, `let name: [String] = [`,
    /// or an argument's label, `name: [`.
    static func holderName(_ file: SwiftSource, open: Int) -> String? {
        var n = open - 1
        if file.codeIs(n, "=") {
            n -= 1
            if file.isChar(n, "]"), let typeOpen = file.matchingOpen(n), file.isChar(typeOpen - 1, ":") { n = typeOpen - 2 }
            guard file.isWord(n), file.codeIs(n - 1, "let") || file.codeIs(n - 1, "var") else { return nil }
            return file.text(code: n)
        }
        guard file.isChar(n, ":"), file.isWord(n - 1) else { return nil }
        return file.text(code: n - 1)
    }

    /// A color's name by the name rules, or its plural (`defaultDarkColors`, `tintColors`).
    static func namesColors(_ name: String) -> Bool {
        ColorContextNames.isColorName(name) || name.hasSuffix("s") && ColorContextNames.isColorName(String(name.dropLast()))
    }

    /// The digits of `"#RRGGBB"` or `"#RRGGBBAA"` opening at code token `k` (quote, one segment, quote).
    static func hexString(_ file: SwiftSource, at k: Int) -> String? {
        guard k + 2 < file.code.count, file.code[k].kind == .stringQuote, file.code[k].length == 1,
              file.code[k + 1].kind == .stringSegment, file.code[k + 2].kind == .stringQuote, file.code[k + 2].length == 1,
              file.firstByte(k + 1) == UInt8(ascii: "#") else { return nil }
        let digits = file.text(code: k + 1).dropFirst()
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else { return nil }
        return String(digits)
    }

    /// The `[` of the array literal the string at `k` is an element of, walking back over hex
    /// strings only; nil when anything else stands before it.
    static func arrayOpen(_ file: SwiftSource, element k: Int) -> Int? {
        var n = k - 1
        for _ in 0..<elementLimit {
            if file.isChar(n, "[") { return n }
            guard file.isChar(n, ","), n >= 3, hexString(file, at: n - 3) != nil else { return nil }
            n -= 4
        }
        return nil
    }

    /// Whether the literal opened at `open` holds two or more hex strings and nothing else.
    static func isHexStringArray(_ file: SwiftSource, open: Int) -> Bool {
        var n = open + 1
        var count = 0
        while count < elementLimit, hexString(file, at: n) != nil {
            count += 1
            n += 3
            if file.isChar(n, ",") { n += 1 }
            if file.isChar(n, "]") { return count >= 2 }
        }
        return false
    }
}
