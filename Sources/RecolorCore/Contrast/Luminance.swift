/// WCAG 2.x contrast (SC 1.4.3, 1.4.6, 1.4.11): relative luminance from sRGB, the ratio of two
/// luminances, and the alpha compositing a translucent color needs before it has a luminance.
public enum WCAG {
    /// A color after compositing: opaque sRGB components in 0...1, not rounded to 8 bits, so a
    /// ratio is not moved by the rounding of an intermediate color.
    public struct Opaque: Equatable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double

        public init(red: Double, green: Double, blue: Double) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// The color's own components; its alpha is ignored (composite first).
        public init(_ c: RGBA) {
            self.init(red: Double(c.red) / 255, green: Double(c.green) / 255, blue: Double(c.blue) / 255)
        }

        /// Rounded to 8-bit `#RRGGBB`, for reports.
        public var rgba: RGBA { RGBA(unit: red, green, blue) }
    }

    /// Relative luminance: 0.2126 R + 0.7152 G + 0.0722 B over the linear components, each decoded
    /// with the sRGB curve (c / 12.92 up to 0.04045, ((c + 0.055) / 1.055)^2.4 above).
    public static func relativeLuminance(_ c: Opaque) -> Double {
        0.2126 * ColorSpaces.linear(c.red) + 0.7152 * ColorSpaces.linear(c.green) + 0.0722 * ColorSpaces.linear(c.blue)
    }

    public static func relativeLuminance(_ c: RGBA) -> Double { relativeLuminance(Opaque(c)) }

    /// (L1 + 0.05) / (L2 + 0.05), the lighter over the darker: 1 to 21, whichever is given first.
    public static func ratio(_ a: Opaque, _ b: Opaque) -> Double {
        let la = relativeLuminance(a), lb = relativeLuminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` drawn over an opaque `bottom` ("source over", on the sRGB-encoded components, as
    /// UIKit, AppKit and browsers blend).
    public static func composite(_ top: RGBA, over bottom: Opaque) -> Opaque {
        let a = Double(top.alpha) / 255
        let t = Opaque(top)
        return Opaque(red: t.red * a + bottom.red * (1 - a),
                      green: t.green * a + bottom.green * (1 - a),
                      blue: t.blue * a + bottom.blue * (1 - a))
    }

    /// What a translucent background is drawn over when nothing else is known: the window's
    /// canvas of the appearance, white in light appearances and black in dark ones.
    public static func canvas(_ appearance: Appearance) -> Opaque {
        appearance.isDark ? Opaque(red: 0, green: 0, blue: 0) : Opaque(red: 1, green: 1, blue: 1)
    }
}
