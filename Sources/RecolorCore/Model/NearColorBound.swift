#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lower bound on CIEDE2000 that costs no trigonometry per pair, and the reach of a color (how
/// far in a and b a color within ΔE00 `t` of it can be): what `NearColorGrid` filters and visits by.
///
/// Sharma, Wu and Dalal's formulation (kL = kC = kH = 1):
/// ΔE00² = (ΔL'/SL)² + x² + y² + RT·x·y, with x = ΔC'/SC and y = ΔH'/SH.
/// - ΔL' = ΔL, and SL is known from the pair's mean lightness.
/// - x² + y² + RT·x·y ≥ (1 − |RT|/2)(x² + y²).
/// - SH = 1 + 0.015·C̄'·T ≤ SC = 1 + 0.045·C̄' (T ≤ 1.93), so x² + y² ≥ (ΔC'² + ΔH'²)/SC², and
///   ΔC'² + ΔH'² is exactly the squared distance in the (a', b) plane, a' = (1 + G)·a with the
///   pair's G ≥ 0: at least Δa² + Δb².
/// - C' ≤ (1 + G)·C, so SC ≤ 1 + 0.045·(1 + G)·C̄ with the raw mean chroma C̄ (G is a function of it).
/// - |RT| = RC·sin(2Δθ), Δθ = 30°·exp(−((h̄' − 275°)/25°)²) with h̄' the midpoint of the short arc
///   between the pair's a'-hues. An a'-hue is within 11.54° of the raw hue (the most atan(1.5x) −
///   atan(x) reaches, G ≤ 0.5), so where 275° is not within 11.6° of the raw arc, h̄' is at least
///   min(d₁, d₂) − 11.6 from it (dᵢ: each raw hue's distance to 275°). Away from blue, RT is
///   negligible (0.0003 at 75° away); at 275° it reaches −√3, the one place the old single bound
///   (1 − sin 60°) was needed.
/// So ΔE00² ≥ (ΔL/SL)² + (1 − RC·sin(2Δθ)/2)·(Δa² + Δb²)/SC², computed per pair from values each
/// point keeps: lightness, a, b, chroma, hue and the hue's distance to 275°.
enum NearColorBound {
    struct Point {
        let l: Double, a: Double, b: Double
        let chroma: Double
        /// Raw CIELAB hue, degrees in 0..<360.
        let hue: Double
        /// The hue's circular distance to 275°, where RT peaks.
        let blueDistance: Double

        init(_ lab: (Double, Double, Double)) {
            l = lab.0; a = lab.1; b = lab.2
            chroma = (a * a + b * b).squareRoot()
            let h = atan2(b, a) * 180 / .pi
            hue = h >= 0 ? h : h + 360
            blueDistance = NearColorBound.circularDistance(hue, 275)
        }
    }

    /// How far an a'-hue can be from the raw hue (degrees), rounded up from 11.54.
    static let primedHueShift = 11.6
    static let sin60 = 3.0.squareRoot() / 2

    static func circularDistance(_ x: Double, _ y: Double) -> Double {
        let d = abs(x - y).truncatingRemainder(dividingBy: 360)
        return d > 180 ? 360 - d : d
    }

    /// sin(2Δθ) for a mean hue at least `d` degrees from 275°, d = 0...180 (by whole degrees,
    /// rounded down: the larger value).
    private static let rotation: [Double] = (0...180).map { d in
        let dTheta = 30 * exp(-pow(Double(d) / 25, 2))
        return sin(2 * dTheta * .pi / 180)
    }

    /// sin(2Δθ) at most, for a mean hue at least `away` degrees from 275°.
    @inline(__always)
    static func rotationSine(away: Double) -> Double {
        guard away > 0 else { return sin60 }
        return rotation[min(180, Int(away))]
    }

    @inline(__always)
    static func seventhRatio(_ c: Double) -> Double {
        let c2 = c * c, c7 = c2 * c2 * c2 * c
        return (c7 / (c7 + 6_103_515_625)).squareRoot()   // 25⁷
    }

    /// Whether the bound lets `p` and `q` be within ΔE00 `t` (every pair that is passes).
    @inline(__always)
    static func mayBeWithin(_ t: Double, _ p: Point, _ q: Point) -> Bool {
        let limit = t * t * 1.0002 + 1e-9
        let dL = p.l - q.l
        let lm = (p.l + q.l) / 2 - 50
        let sl = 1 + 0.015 * lm * lm / (20 + lm * lm).squareRoot()
        let lTerm = (dL / sl) * (dL / sl)
        if lTerm > limit { return false }
        let cMean = (p.chroma + q.chroma) / 2
        let g = 0.5 * (1 - seventhRatio(cMean))
        let cUp = (1 + g) * cMean
        let sc = 1 + 0.045 * cUp
        let da = p.a - q.a, db = p.b - q.b
        let rc = 2 * seventhRatio(cUp)
        let factor = 1 - rc * rotationBound(p, q) / 2
        return lTerm + factor * (da * da + db * db) / (sc * sc) <= limit
    }

    /// sin(2Δθ) at most for the pair: its mean a'-hue's distance to 275° bounded from below.
    @inline(__always)
    private static func rotationBound(_ p: Point, _ q: Point) -> Double {
        // A gray has hue 0 by convention and CIEDE2000 then takes the other's hue as the mean.
        if min(p.chroma, q.chroma) < 1e-9 { return sin60 }
        let arc = circularDistance(p.hue, q.hue)
        // A wide arc's primed twin may be the other arc: no bound.
        if arc > 150 { return sin60 }
        // 275° lies on the short arc when the distances to it add up to the arc.
        if p.blueDistance + q.blueDistance <= arc + 1e-9 { return sin60 }
        return rotationSine(away: min(p.blueDistance, q.blueDistance) - primedHueShift)
    }

    /// A distance in a and b beyond which no color is within ΔE00 `t` of `p` (infinite when `t`
    /// is too large for the bound to hold one).
    static func reach(of p: Point, threshold t: Double) -> Double {
        // A partner d away has chroma ≤ C + d, so SC ≤ 1 + 0.0675·(C + d/2) (G ≤ 0.5); with the
        // factor k² = 1 − sin(2Δθ) (RC ≤ 2): d ≤ (t/k)(1 + 0.0675·C)/(1 − 0.03375·t/k).
        func bound(_ k: Double) -> Double {
            let shrink = 1 - 0.03375 * t / k
            guard shrink > 0 else { return .infinity }
            return (t / k) * (1 + 0.0675 * p.chroma) / shrink * 1.001 + 1e-9
        }
        var d = bound((1 - sin60).squareRoot())
        // Each bound is valid given the one before (a partner within d has its hue within
        // asin(d/C) of this one, so the mean hue within half that plus the primed shift).
        for _ in 0..<3 where d.isFinite && d < p.chroma {
            let spread = asin(d / p.chroma) * 180 / .pi
            guard spread <= 150 else { break }
            let away = p.blueDistance - spread / 2 - primedHueShift
            d = min(d, bound((1 - rotationSine(away: away)).squareRoot()))
        }
        return d
    }
}
