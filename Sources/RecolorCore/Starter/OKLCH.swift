#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A color in OKLCH (Björn Ottosson's Oklab in polar form): lightness 0…1, chroma, hue in
/// degrees. Lightness follows perceived lightness closely, so a dark value can be proposed by
/// moving L alone while hue and chroma keep the color's identity.
package struct OKLCH: Sendable, Equatable {
    package var lightness: Double
    package var chroma: Double
    /// Degrees in 0..<360; meaningless when chroma is 0.
    package var hue: Double

    package init(lightness: Double, chroma: Double, hue: Double) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
    }

    /// From 8-bit sRGB (alpha ignored).
    package init(_ color: RGBA) {
        let r = ColorSpaces.linear(Double(color.red) / 255)
        let g = ColorSpaces.linear(Double(color.green) / 255)
        let b = ColorSpaces.linear(Double(color.blue) / 255)
        let (l, a, bb) = OKLCH.oklab(linear: (r, g, b))
        lightness = l
        chroma = (a * a + bb * bb).squareRoot()
        let h = atan2(bb, a) * 180 / .pi
        hue = h < 0 ? h + 360 : h
    }

    /// Linear sRGB to Oklab (Ottosson 2020, the published M1 and M2 matrices).
    static func oklab(linear c: (Double, Double, Double)) -> (Double, Double, Double) {
        let l = cbrt(0.4122214708 * c.0 + 0.5363325363 * c.1 + 0.0514459929 * c.2)
        let m = cbrt(0.2119034982 * c.0 + 0.6806995451 * c.1 + 0.1073969566 * c.2)
        let s = cbrt(0.0883024619 * c.0 + 0.2817188376 * c.1 + 0.6299787005 * c.2)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// Oklab to linear sRGB (may fall outside 0…1: out of gamut).
    static func linear(oklab p: (Double, Double, Double)) -> (Double, Double, Double) {
        let l = p.0 + 0.3963377774 * p.1 + 0.2158037573 * p.2
        let m = p.0 - 0.1055613458 * p.1 - 0.0638541728 * p.2
        let s = p.0 - 0.0894841775 * p.1 - 1.2914855480 * p.2
        let l3 = l * l * l, m3 = m * m * m, s3 = s * s * s
        return (4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
                -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
                -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3)
    }

    func linearRGB(chroma c: Double) -> (Double, Double, Double) {
        let radians = hue * .pi / 180
        return OKLCH.linear(oklab: (lightness, c * cos(radians), c * sin(radians)))
    }

    static func inGamut(_ c: (Double, Double, Double)) -> Bool {
        let e = 1e-7
        return c.0 >= -e && c.0 <= 1 + e && c.1 >= -e && c.1 <= 1 + e && c.2 >= -e && c.2 <= 1 + e
    }

    /// The nearest sRGB color of the same lightness and hue: chroma reduced (by bisection)
    /// until the color fits the sRGB gamut, then rounded to 8 bits. `alpha` is kept as given.
    package func rgba(alpha: UInt8 = 255) -> RGBA {
        let l = min(1, max(0, lightness))
        var clamped = self
        clamped.lightness = l
        var c = max(0, chroma)
        if !OKLCH.inGamut(clamped.linearRGB(chroma: c)) {
            var low = 0.0, high = c
            for _ in 0..<40 {
                let mid = (low + high) / 2
                if OKLCH.inGamut(clamped.linearRGB(chroma: mid)) { low = mid } else { high = mid }
            }
            c = low
        }
        let (r, g, b) = clamped.linearRGB(chroma: c)
        func byte(_ x: Double) -> UInt8 {
            UInt8(max(0, min(255, (ColorSpaces.encoded(min(1, max(0, x))) * 255).rounded())))
        }
        return RGBA(red: byte(r), green: byte(g), blue: byte(b), alpha: alpha)
    }

    /// Whether the color reads as a hue rather than a gray: blue-grays (#607D8B, C 0.040;
    /// #8C93AD, C 0.039) are grays, #1E233E (C 0.051) is a navy.
    package var isChromatic: Bool { chroma >= 0.045 }
}
