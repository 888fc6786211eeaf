/// The tokens' light values in a grid of CIELAB cells, for the nearest-token hint: every unmapped
/// finding was compared with every token (2,000 unmapped colors and 2,000 tokens: 2.5 s,
/// quadratic), then with every token in a lightness window (a third of random tokens: still
/// quadratic, 4×/2× 4.18). A finding reads the cells around its own in shells of growing
/// distance, nearest first, so the best distance found shrinks early.
///
/// What a shell may hold is bounded twice. A cell `r` shells out differs from the finding by at
/// least `(r − 1)·s` in L, a or b (`shellBound`). And a token within ΔE00 `t` of the finding is
/// within 1.75·t in L and within the finding's own reach in a and b (`NearColorBound.reach`,
/// which knows the finding's chroma and how far its hue is from blue): only those cells are read,
/// and of their tokens only those the per-pair bound (`NearColorBound.mayBeWithin`) lets be
/// within `t` are compared exactly. The first bound alone let a saturated color read every cell
/// (its shell bound in a and b grows by d / (1 + 0.0675·C)): `recolor-bench shapes nearest-token`
/// counted 2.49 and 2.53 times the instructions at each doubling (500 → 2,000 tokens), the
/// CIEDE2000 cosines 8.9 times for 4 times the input.
///
/// The rest are compared exactly, so the hint is the one every token compared would give (the
/// nearest, the first in the table among equals).
struct NearestTokenIndex: Sendable {
    struct Entry: Sendable {
        var point: NearColorBound.Point
        var alpha: UInt8
        var token: Int
    }

    /// The entries ordered by cell; cell `k`'s are `entries[starts[k]..<starts[k + 1]]`.
    private let entries: [Entry]
    private let starts: [Int]
    private let size: Double
    /// The lowest cell's coordinates and the grid's extent in cells along L, a and b.
    private let low: (l: Int, a: Int, b: Int)
    private let extent: (l: Int, a: Int, b: Int)

    init(_ tokens: [Configuration.SemanticToken]) {
        var found: [Entry] = []
        for (n, token) in tokens.enumerated() {
            guard let light = token.light else { continue }
            found.append(Entry(point: NearColorBound.Point(ColorDifference.lab(light)), alpha: light.alpha, token: n))
        }
        // About one token a cell over the tokens' bounding box (at least half a unit wide).
        var lo = (Double.infinity, Double.infinity, Double.infinity), hi = (-Double.infinity, -Double.infinity, -Double.infinity)
        for e in found {
            lo = (min(lo.0, e.point.l), min(lo.1, e.point.a), min(lo.2, e.point.b))
            hi = (max(hi.0, e.point.l), max(hi.1, e.point.a), max(hi.2, e.point.b))
        }
        let volume = found.isEmpty ? 1 : max(1, (hi.0 - lo.0 + 1) * (hi.1 - lo.1 + 1) * (hi.2 - lo.2 + 1))
        let s = max(0.5, NearestTokenIndex.cubeRoot(volume / Double(max(1, found.count))))
        let size = s.isFinite ? s : 1
        self.size = size
        let cells = found.map { NearestTokenIndex.cell($0.point, size: size) }
        let low = (l: cells.map(\.l).min() ?? 0, a: cells.map(\.a).min() ?? 0, b: cells.map(\.b).min() ?? 0)
        let high = (l: cells.map(\.l).max() ?? 0, a: cells.map(\.a).max() ?? 0, b: cells.map(\.b).max() ?? 0)
        let extent = (l: high.l - low.l + 1, a: high.a - low.a + 1, b: high.b - low.b + 1)
        self.low = low
        self.extent = extent
        // Counting sort by cell, keeping the table's order within a cell.
        let count = extent.l * extent.a * extent.b
        var starts = [Int](repeating: 0, count: count + 1)
        let flat = cells.map { ($0.l - low.l) * extent.a * extent.b + ($0.a - low.a) * extent.b + ($0.b - low.b) }
        for k in flat { starts[k + 1] += 1 }
        for k in 0..<count { starts[k + 1] += starts[k] }
        var next = starts
        var sorted = found
        for (n, e) in found.enumerated() {
            sorted[next[flat[n]]] = e
            next[flat[n]] += 1
        }
        entries = sorted
        self.starts = starts
    }

    static func cubeRoot(_ x: Double) -> Double {
        guard x > 0, x.isFinite else { return 1 }
        var y = max(x.squareRoot(), 1e-3)
        for _ in 0..<60 { y = (2 * y + x / (y * y)) / 3 }
        return y
    }

    private static func cell(_ p: NearColorBound.Point, size: Double) -> (l: Int, a: Int, b: Int) {
        (l: Int((p.l / size).rounded(.down)), a: Int((p.a / size).rounded(.down)), b: Int((p.b / size).rounded(.down)))
    }

    /// A lower bound of ΔE00 between `lab` (of chroma `chroma`) and any color of a cell `r` shells out.
    func shellBound(_ r: Int, chroma: Double) -> Double {
        guard r > 1 else { return 0 }
        let d = Double(r - 1) * size
        let inAB = 0.1339.squareRoot() * d / (1 + 0.03375 * (2 * chroma + d))
        return min(d / 1.75, inAB) * 0.999 - 1e-9
    }

    /// How many cells out a token within ΔE00 `t` of `p` can be: in L (|ΔL| ≤ SL·t ≤ 1.75·t) and
    /// in a and b (the reach). A distance of `x` is at most ⌊x/s⌋ + 1 cells.
    private func cellsOut(_ p: NearColorBound.Point, within t: Double) -> (l: Int, ab: Int) {
        func cells(_ x: Double) -> Int {
            let n = x / size
            return n.isFinite && n < 1e6 ? Int(n.rounded(.down)) + 1 : Int.max / 4
        }
        return (cells(1.75 * t * 1.001 + 1e-9), cells(NearColorBound.reach(of: p, threshold: t)))
    }

    /// The nearest token's index in `tokens` and its distance, within `limit` and `alphaTolerance`.
    func nearest(to color: RGBA, tokens: [Configuration.SemanticToken], limit: Double, alphaTolerance: Int) -> (Int, Double)? {
        guard limit.isFinite, !entries.isEmpty else { return nil }
        let p = NearColorBound.Point(ColorDifference.lab(color))
        let lab = (p.l, p.a, p.b)
        let c = NearestTokenIndex.cell(p, size: size)
        // The finding's cell relative to the grid: offsets from it stay within 0..<extent.
        let at = (l: c.l - low.l, a: c.a - low.a, b: c.b - low.b)
        var best: (token: Int, deltaE: Double)?
        var threshold = limit
        var out = cellsOut(p, within: threshold)
        let widest = max(abs(at.l), abs(at.l - extent.l + 1), abs(at.a), abs(at.a - extent.a + 1), abs(at.b), abs(at.b - extent.b + 1))
        var r = 0
        while r <= widest && r <= max(out.l, out.ab) && shellBound(r, chroma: p.chroma) <= threshold {
            let rl = min(r, out.l), rab = min(r, out.ab)
            for dl in NearestTokenIndex.span(rl, -at.l, extent.l - 1 - at.l) {
                for da in NearestTokenIndex.span(rab, -at.a, extent.a - 1 - at.a) {
                    let onShell = abs(dl) == r || abs(da) == r
                    let row = ((at.l + dl) * extent.a + at.a + da) * extent.b + at.b
                    // Off the shell's l and a faces, only its two b faces are new.
                    for db in NearestTokenIndex.span(rab, -at.b, extent.b - 1 - at.b) where onShell || abs(db) == r {
                        for e in starts[row + db]..<starts[row + db + 1] {
                            let entry = entries[e]
                            guard abs(Int(entry.alpha) - Int(color.alpha)) <= alphaTolerance,
                                  NearColorBound.mayBeWithin(threshold, p, entry.point) else { continue }
                            // `ciede2000(color, light)` from the CIELAB values already made: the same arithmetic.
                            let d = ColorDifference.deltaE2000(lab, (entry.point.l, entry.point.a, entry.point.b))
                            guard d <= limit else { continue }
                            if best == nil || d < best!.deltaE || d == best!.deltaE && entry.token < best!.token {
                                best = (entry.token, d)
                                if d < threshold {
                                    threshold = d
                                    out = cellsOut(p, within: threshold)
                                }
                            }
                        }
                    }
                }
            }
            r += 1
        }
        return best.map { ($0.token, $0.deltaE) }
    }

    /// The offsets -r…r that stay within lo…hi (none when they do not meet).
    private static func span(_ r: Int, _ lo: Int, _ hi: Int) -> Range<Int> {
        let a = max(-r, lo), b = min(r, hi)
        return a <= b ? a..<(b + 1) : 0..<0
    }
}
