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
        var s = "#" + RGBA.hexByte(red) + RGBA.hexByte(green) + RGBA.hexByte(blue)
        if withAlpha { s += RGBA.hexByte(alpha) }
        return s
    }

    static func hexByte(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(b >> 4)], digits[Int(b & 15)]])
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

/// Conversions from the color spaces and models constructors take, to sRGB components.
public enum ColorSpaces {
    /// HSB (all in 0...1) to RGB.
    public static func rgb(hue: Double, saturation s: Double, brightness v: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    static func encoded(_ c: Double) -> Double {
        c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }

    /// Display P3 (sRGB transfer curve, P3 primaries, D65) to sRGB, clamped to the sRGB gamut.
    public static func sRGB(fromDisplayP3 r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let lr = linear(r), lg = linear(g), lb = linear(b)
        // The P3 → sRGB matrix (both D65): P3→XYZ followed by XYZ→sRGB.
        let sr = 1.2249401 * lr - 0.2249404 * lg + 0.0000001 * lb
        let sg = -0.0420569 * lr + 1.0420571 * lg - 0.0000001 * lb
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return (encoded(min(1, max(0, sr))), encoded(min(1, max(0, sg))), encoded(min(1, max(0, sb))))
    }

    /// A gray of gamma 2.2 (`genericGamma22White`) as an sRGB gray.
    public static func sRGB(fromGamma22White w: Double) -> Double {
        encoded(pow(max(0, w), 2.2))
    }
}
