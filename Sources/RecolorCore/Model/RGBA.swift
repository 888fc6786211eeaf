/// A color as 8-bit sRGB with alpha: what findings are compared and matched on.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Components in 0...1, rounded to the nearest 8-bit step and clamped.
    public init(unit r: Double, _ g: Double, _ b: Double, alpha a: Double = 1) {
        red = RGBA.byte(r)
        green = RGBA.byte(g)
        blue = RGBA.byte(b)
        alpha = RGBA.byte(a)
    }

    static func byte(_ unit: Double) -> UInt8 {
        guard unit.isFinite else { return 0 }
        return UInt8(max(0, min(255, (unit * 255).rounded())))
    }

    /// `#RRGGBBAA`, upper case: the form of `color` in reports.
    public var description: String { hex(withAlpha: true) }

    public func hex(withAlpha: Bool) -> String {
        // Built as bytes: a string per byte, from an array of Characters made per call, was a
        // hundredth of a color-dense app's run.
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        bytes.reserveCapacity(9)
        for b in withAlpha ? [red, green, blue, alpha] : [red, green, blue] {
            bytes.append(RGBA.hexDigit(b >> 4))
            bytes.append(RGBA.hexDigit(b & 15))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func hexByte(_ b: UInt8) -> String {
        String(decoding: [hexDigit(b >> 4), hexDigit(b & 15)], as: UTF8.self)
    }

    @inline(__always)
    static func hexDigit(_ v: UInt8) -> UInt8 {
        v < 10 ? UInt8(ascii: "0") + v : UInt8(ascii: "A") + v - 10
    }

    public var opaque: RGBA { RGBA(red: red, green: green, blue: blue, alpha: 255) }

    public func withAlpha(unit a: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: RGBA.byte(a))
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` required, either case), as mapping files write colors.
    public init?(mappingHex text: String) {
        guard text.hasPrefix("#") else { return nil }
        let digits = text.dropFirst()
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        if digits.count == 6 {
            self.init(red: UInt8(value >> 16 & 255), green: UInt8(value >> 8 & 255), blue: UInt8(value & 255))
        } else {
            self.init(red: UInt8(value >> 24 & 255), green: UInt8(value >> 16 & 255),
                      blue: UInt8(value >> 8 & 255), alpha: UInt8(value & 255))
        }
    }
}
