/// A CSS color in functional notation, `"rgb(190,190,190)"` or `"rgba(124,124,124,0.8)"`, as the one
/// argument of a member call of a color type: airbnb/Lona's `NSColor.parse(css: "rgb(210,210,212)")!`
/// (its own parser, in `extension NSColor`): 5 colors drawn in its canvas, missed (Lona 385/390;
/// session 35, recall35). The literal says the color; the call is a finding as `NSColor(red:green:blue:alpha:)`
/// would be. Asked only at a color type's member call with one argument (`HexConstructorDetector`),
/// after the literal's first bytes are `rgb`.
enum CSSColorString {
    /// The color of the plain string literal (quote, one segment, quote) at `value`; nil when it is
    /// anything else (a hex string, a name, `rgb(10%, …)`, a channel over 255 or an alpha over 1).
    static func color(_ file: SwiftSource, value: Range<Int>) -> RGBA? {
        let k = value.lowerBound
        guard value.count == 3, file.code[k].kind == .stringQuote, file.code[k + 1].kind == .stringSegment,
              file.code[k + 2].kind == .stringQuote, file.firstByte(k + 1) == UInt8(ascii: "r") else { return nil }
        return parse(file.text(code: k + 1))
    }

    /// `rgb(r, g, b)` with integer channels 0–255, or `rgba(r, g, b, a)` with an alpha 0–1.
    static func parse(_ text: String) -> RGBA? {
        let lower = text.lowercased()
        let isRGBA = lower.hasPrefix("rgba(")
        guard isRGBA || lower.hasPrefix("rgb("), lower.hasSuffix(")") else { return nil }
        let inner = lower.dropFirst(isRGBA ? 5 : 4).dropLast()
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { trimmed($0) }
        guard parts.count == (isRGBA ? 4 : 3) else { return nil }
        let channels = parts.prefix(3).compactMap { UInt8($0) }
        guard channels.count == 3 else { return nil }
        var alpha: UInt8 = 255
        if isRGBA {
            guard let a = Double(parts[3]), a >= 0, a <= 1 else { return nil }
            alpha = UInt8((a * 255).rounded())
        }
        return RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    static func trimmed(_ s: Substring) -> String {
        String(s.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
