/// The tokens' light values by alpha and lightness, for the nearest-token hint: every unmapped
/// finding was compared with every token (2,000 unmapped colors and 2,000 tokens: 2.5 s,
/// quadratic). A finding reads the tokens of its alpha (±2) whose CIELAB lightness is within the
/// bound that CIEDE2000 puts on it, then skips those that the a/b bound of `NearColorGrid`
/// rules out at the best distance found so far; the rest are compared exactly, so the hint is
/// the one every token compared would give (the nearest, the first in the table among equals).
struct NearestTokenIndex: Sendable {
    struct Entry: Sendable {
        var lab: (Double, Double, Double)
        var chroma: Double
        var token: Int
    }

    /// By alpha, sorted by lightness.
    private let byAlpha: [UInt8: [Entry]]

    init(_ tokens: [Configuration.SemanticToken]) {
        var byAlpha: [UInt8: [Entry]] = [:]
        for (n, token) in tokens.enumerated() {
            guard let light = token.light else { continue }
            let lab = ColorDifference.lab(light)
            byAlpha[light.alpha, default: []].append(Entry(lab: lab, chroma: NearColorGrid.chroma(lab), token: n))
        }
        self.byAlpha = byAlpha.mapValues { $0.sorted { $0.lab.0 < $1.lab.0 } }
    }

    /// Whether ΔE00 of the two may be at most `t` (false only where the bounds rule it out).
    static func mayBeWithin(_ t: Double, _ p: (Double, Double, Double), _ pc: Double, _ q: Entry) -> Bool {
        guard abs(p.0 - q.lab.0) <= 1.75 * t * 1.001 + 1e-9 else { return false }
        let radius = t * (1 + 0.03375 * (pc + q.chroma)) / 0.1339.squareRoot() * 1.001 + 1e-9
        let (x, y) = (p.1 - q.lab.1, p.2 - q.lab.2)
        return x * x + y * y <= radius * radius
    }

    /// The nearest token's index in `tokens` and its distance, within `limit` and `alphaTolerance`.
    func nearest(to color: RGBA, tokens: [Configuration.SemanticToken], limit: Double, alphaTolerance: Int) -> (Int, Double)? {
        guard limit.isFinite else { return nil }
        let lab = ColorDifference.lab(color)
        let chroma = NearColorGrid.chroma(lab)
        let window = 1.75 * limit * 1.001 + 1e-9
        var best: (token: Int, deltaE: Double)?
        for alpha in max(0, Int(color.alpha) - alphaTolerance)...min(255, Int(color.alpha) + alphaTolerance) {
            guard let entries = byAlpha[UInt8(alpha)] else { continue }
            // The first entry at or above the window's bottom.
            var lo = 0, hi = entries.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if entries[mid].lab.0 < lab.0 - window { lo = mid + 1 } else { hi = mid }
            }
            var k = lo
            while k < entries.count && entries[k].lab.0 <= lab.0 + window {
                let entry = entries[k]
                k += 1
                guard NearestTokenIndex.mayBeWithin(best?.deltaE ?? limit, lab, chroma, entry) else { continue }
                // `ciede2000(color, light)` from the CIELAB values already made: the same arithmetic.
                let d = ColorDifference.deltaE2000(lab, entry.lab)
                guard d <= limit else { continue }
                if best == nil || d < best!.deltaE || d == best!.deltaE && entry.token < best!.token { best = (entry.token, d) }
            }
        }
        return best.map { ($0.token, $0.deltaE) }
    }
}
