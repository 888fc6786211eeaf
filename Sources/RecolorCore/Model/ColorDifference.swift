#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CIEDE2000 color difference between two sRGB colors (alpha ignored), through CIELAB (D65).
public enum ColorDifference {
    public static func ciede2000(_ a: RGBA, _ b: RGBA) -> Double {
        deltaE2000(lab(a), lab(b))
    }

    static func lab(_ c: RGBA) -> (Double, Double, Double) {
        let r = ColorSpaces.linear(Double(c.red) / 255)
        let g = ColorSpaces.linear(Double(c.green) / 255)
        let b = ColorSpaces.linear(Double(c.blue) / 255)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = (0.2126729 * r + 0.7151522 * g + 0.0721750 * b) / 1.0
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// Sharma, Wu and Dalal's formulation (kL = kC = kH = 1).
    static func deltaE2000(_ p: (Double, Double, Double), _ q: (Double, Double, Double)) -> Double {
        let (l1, a1, b1) = p, (l2, a2, b2) = q
        let c1 = (a1 * a1 + b1 * b1).squareRoot(), c2 = (a2 * a2 + b2 * b2).squareRoot()
        let cMean = (c1 + c2) / 2
        let c7 = pow(cMean, 7)
        let g = 0.5 * (1 - (c7 / (c7 + pow(25, 7))).squareRoot())
        let a1p = (1 + g) * a1, a2p = (1 + g) * a2
        let c1p = (a1p * a1p + b1 * b1).squareRoot(), c2p = (a2p * a2p + b2 * b2).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) * 180 / .pi
            return h >= 0 ? h : h + 360
        }
        let h1p = hue(b1, a1p), h2p = hue(b2, a2p)
        let dLp = l2 - l1
        let dCp = c2p - c1p
        var dhp = 0.0
        if c1p * c2p != 0 {
            dhp = h2p - h1p
            if dhp > 180 { dhp -= 360 } else if dhp < -180 { dhp += 360 }
        }
        let dHp = 2 * (c1p * c2p).squareRoot() * sin(dhp * .pi / 360)
        let lMean = (l1 + l2) / 2
        let cMeanP = (c1p + c2p) / 2
        var hMean = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) > 180 { hMean += h1p + h2p < 360 ? 360 : -360 }
            hMean /= 2
        }
        let t = 1 - 0.17 * cos((hMean - 30) * .pi / 180) + 0.24 * cos(2 * hMean * .pi / 180)
            + 0.32 * cos((3 * hMean + 6) * .pi / 180) - 0.20 * cos((4 * hMean - 63) * .pi / 180)
        let dTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
        let c7p = pow(cMeanP, 7)
        let rc = 2 * (c7p / (c7p + pow(25, 7))).squareRoot()
        let l50 = (lMean - 50) * (lMean - 50)
        let sl = 1 + 0.015 * l50 / (20 + l50).squareRoot()
        let sc = 1 + 0.045 * cMeanP
        let sh = 1 + 0.015 * cMeanP * t
        let rt = -sin(2 * dTheta * .pi / 180) * rc
        let tl = dLp / sl, tc = dCp / sc, th = dHp / sh
        return (tl * tl + tc * tc + th * th + rt * tc * th).squareRoot()
    }
}
