/// A hex literal argument: an integer literal or a string literal without interpolation.
struct HexLiteral {
    var digits: String
    var isString: Bool
    var valid: Bool

    static func read(_ file: SwiftSource, _ value: Range<Int>, unlabeled: Bool) -> HexLiteral? {
        if value.count == 1, file.code[value.lowerBound].kind == .integer {
            let literal = file.text(code: value.lowerBound)
            let text = literal.utf8.contains(UInt8(ascii: "_")) ? literal.replacing("_", with: "") : literal
            if text.hasPrefix("0x") {
                return HexLiteral(digits: String(text.dropFirst(2)), isString: false, valid: true)
            }
            // A decimal integer is taken as a labeled hex value only: `UIColor(255)` is no hex.
            guard !unlabeled, let v = UInt64(text) else { return nil }
            let hex = String(v, radix: 16)
            return HexLiteral(digits: v <= 0xFFFFFF ? String(repeating: "0", count: 6 - hex.count) + hex : hex,
                              isString: false, valid: v <= 0xFFFFFFFF)
        }
        // `"…"`: quote, one segment, quote.
        guard value.count == 3, file.code[value.lowerBound].kind == .stringQuote, file.code[value.lowerBound + 1].kind == .stringSegment,
              file.code[value.lowerBound + 2].kind == .stringQuote, file.code[value.lowerBound].length == 1 else { return nil }
        let text = file.text(code: value.lowerBound + 1)
        if unlabeled && !text.hasPrefix("#") { return nil }  // `Color("Brand")` is an asset color
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        let isHex = !digits.isEmpty && digits.allSatisfy(\.isHexDigit)
        return HexLiteral(digits: digits, isString: true, valid: isHex && [3, 6, 8].contains(digits.count))
    }

    func decode(order: Configuration.HexOrder) -> RGBA? {
        guard valid, let v = UInt64(digits, radix: 16) else { return nil }
        if isString {
            switch digits.count {
            case 3:
                let r = UInt8(v >> 8 & 15) * 17, g = UInt8(v >> 4 & 15) * 17, b = UInt8(v & 15) * 17
                return RGBA(red: r, green: g, blue: b)
            case 6: return RGBA(red: UInt8(v >> 16 & 255), green: UInt8(v >> 8 & 255), blue: UInt8(v & 255))
            default: return RGBA(red: UInt8(v >> 24 & 255), green: UInt8(v >> 16 & 255), blue: UInt8(v >> 8 & 255), alpha: UInt8(v & 255))
            }
        }
        // Integer literals: RRGGBB by value up to six digits (an integer has one value: `0x0` is
        // #000000, `0xFF` #0000FF, as the shifts of any RRGGBB initializer read them; Rocket.Chat's
        // `UIColor(rgb: 0x0, alphaVal: 0.08)` was "color unknown" six times, session 18's audit,
        // F3), or eight digits in the configured order; seven digits (an alpha or a red byte
        // cut short?) are undecodable rather than a guess.
        let count = digits.count
        if count <= 6 { return RGBA(red: UInt8(v >> 16 & 255), green: UInt8(v >> 8 & 255), blue: UInt8(v & 255)) }
        guard count == 8 else { return nil }
        if order == .aarrggbb {
            return RGBA(red: UInt8(v >> 16 & 255), green: UInt8(v >> 8 & 255), blue: UInt8(v & 255), alpha: UInt8(v >> 24 & 255))
        }
        return RGBA(red: UInt8(v >> 24 & 255), green: UInt8(v >> 16 & 255), blue: UInt8(v >> 8 & 255), alpha: UInt8(v & 255))
    }
}
