#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Conversions from the color spaces and models that constructors, Interface Builder and asset
/// catalogs write, to sRGB components in 0...1. Pure arithmetic (no AppKit, so it runs on Linux);
/// the facts and their sources are in ../shared/data/color-spaces.md.
package enum ColorSpaces {
    /// sRGB components and whether the color lay outside sRGB and was clipped to it.
    package struct Converted: Sendable, Equatable {
        package var red: Double
        package var green: Double
        package var blue: Double
        package var clipped: Bool

        /// Clips linear-light components to sRGB's gamut and encodes them.
        init(linear r: Double, _ g: Double, _ b: Double) {
            // A hair of tolerance: a color on sRGB's own boundary (P3's white, pure gray) must not
            // read as clipped through rounding in the matrix.
            let tolerance = 1e-6
            clipped = [r, g, b].contains { $0 < -tolerance || $0 > 1 + tolerance }
            red = ColorSpaces.encoded(min(1, max(0, r)))
            green = ColorSpaces.encoded(min(1, max(0, g)))
            blue = ColorSpaces.encoded(min(1, max(0, b)))
        }

        package init(red: Double, green: Double, blue: Double, clipped: Bool = false) {
            self.red = red
            self.green = green
            self.blue = blue
            self.clipped = clipped
        }

        package func rgba(alpha: Double) -> RGBA { RGBA(unit: red, green, blue, alpha: alpha) }
    }

    /// HSB (all in 0...1) to RGB.
    package static func rgb(hue: Double, saturation s: Double, brightness v: Double) -> (Double, Double, Double) {
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

    /// The sRGB transfer curve, decoded (IEC 61966-2-1).
    static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The sRGB transfer curve, encoded.
    static func encoded(_ c: Double) -> Double {
        c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }

    /// Display P3 (sRGB transfer curve, P3 primaries, D65) to sRGB, clamped to the sRGB gamut.
    package static func sRGB(fromDisplayP3 r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let c = displayP3(r, g, b)
        return (c.red, c.green, c.blue)
    }

    /// Display P3 to sRGB, saying whether the color lay outside sRGB.
    package static func displayP3(_ r: Double, _ g: Double, _ b: Double) -> Converted {
        let lr = linear(r), lg = linear(g), lb = linear(b)
        // The P3 → sRGB matrix (both D65): P3→XYZ followed by XYZ→sRGB.
        return Converted(linear: 1.2249401 * lr - 0.2249404 * lg + 0.0000001 * lb,
                         -0.0420569 * lr + 1.0420571 * lg - 0.0000001 * lb,
                         -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb)
    }

    /// A gray of gamma 2.2 (`genericGamma22White`, IB's genericGamma22GrayColorSpace and
    /// calibratedWhite, the catalog's gray-gamma-22) as an sRGB gray.
    package static func sRGB(fromGamma22White w: Double) -> Double {
        encoded(pow(max(0, w), 2.2))
    }

    /// Apple's Generic RGB (IB's `calibratedRGB`, AppKit's `NSColor(calibratedRed:…)` as stored)
    /// to sRGB. Primaries R(0.630, 0.340) G(0.295, 0.605) B(0.155, 0.077), white D65: adapted to
    /// D50 with Bradford they give the colorants of the profile as published, X/Y (0.454, 0.242),
    /// (0.353, 0.674), (0.157, 0.084). Gamma 2.2, which Generic RGB has used since Mac OS X 10.6
    /// (1.8 before). The matrix below is sRGB's inverse times Generic RGB's (both D65, so no
    /// adaptation): Generic RGB's red lies just outside sRGB, so a pure red is clipped.
    package static func genericRGB(_ r: Double, _ g: Double, _ b: Double) -> Converted {
        let lr = pow(max(0, r), 2.2), lg = pow(max(0, g), 2.2), lb = pow(max(0, b), 2.2)
        return Converted(linear: 1.0252525 * lr - 0.0265475 * lg + 0.0012951 * lb,
                         0.0193935 * lr + 0.9480280 * lg + 0.0325785 * lb,
                         -0.0017695 * lr - 0.0014423 * lg + 1.0032119 * lb)
    }

    /// Linear sRGB (the catalog's extended-linear-srgb) encoded, clipped to 0...1.
    package static func linearSRGB(_ r: Double, _ g: Double, _ b: Double) -> Converted {
        Converted(linear: r, g, b)
    }

    /// sRGB-encoded components that may lie beyond 0...1 (extended-srgb), clipped.
    package static func extendedSRGB(_ r: Double, _ g: Double, _ b: Double) -> Converted {
        let clipped = [r, g, b].contains { $0 < 0 || $0 > 1 }
        return Converted(red: min(1, max(0, r)), green: min(1, max(0, g)), blue: min(1, max(0, b)), clipped: clipped)
    }
}
