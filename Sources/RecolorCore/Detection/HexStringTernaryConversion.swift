/// `(on ? "FF6959" : "1ABC9C").color`: both arms of a parenthesized ternary are hex strings and a
/// member the run declares on String (`StringColorConversions`) makes the result a color. Each arm
/// is a color; `fix` leaves them, as a token in an arm would then meet `.color` (no member of a
/// color). haxpor/Potatso's TodayWidget writes it once, 2 colors, missed after session 34's SwiftColor
/// entry (recall 67/69; session 35, recall35).
enum HexStringTernaryConversion {
    /// Why `fix` leaves each arm.
    static let reason = "it is a hex string in a ternary made a color by a String member after it; rewrite the expression by hand"

    /// The finding at the string opening at `k` when it is either arm of `(c ? "…" : "…").member`.
    /// Asked only when the run declares a conversion on String and the token after the string is
    /// not `.`; the first tests are the one-byte tokens around the string.
    static func detect(_ d: FileDetector, at k: Int) -> (Finding, Int)? {
        let file = d.file
        let close: Int
        if file.isChar(k - 1, "?"), file.isChar(k + 3, ":"), isPlainString(file, at: k + 4) {
            close = k + 7
        } else if file.isChar(k - 1, ":"), isPlainString(file, at: k - 4), file.isChar(k - 5, "?") {
            close = k + 3
        } else {
            return nil
        }
        guard isPlainString(file, at: k), file.isChar(close, ")"), file.isChar(close + 1, "."),
              let open = file.matchingOpen(close), open < k - 1,
              file.lookUp(code: close + 2, in: d.settings.stringConversionTypes) != nil else { return nil }
        let literal = HexConstructorDetector.hexLiteral(file.text(code: k + 1))
        guard literal.valid, HexConstructorDetector.hexLiteral(file.text(code: (close == k + 7 ? k + 5 : k - 3))).valid else { return nil }
        var (finding, last) = d.finding(kind: .hexConstructor, type: nil, start: k, baseEnd: k + 2,
                                        color: literal.decode(order: HexStringConversionDetector.hexOrder(d)))
        finding.framework = nil
        finding.undecidedType = reason
        return (finding, last)
    }

    /// A one-segment string literal (quote, segment, quote) opening at `k`.
    static func isPlainString(_ file: SwiftSource, at k: Int) -> Bool {
        k >= 0 && k + 2 < file.code.count && file.code[k].kind == .stringQuote && file.code[k].length == 1
            && file.code[k + 1].kind == .stringSegment && file.code[k + 2].kind == .stringQuote && file.code[k + 2].length == 1
    }
}
