/// The tokens' light values in a grid of CIELAB cells, for the nearest-token hint: every unmapped
/// finding was compared with every token (2,000 unmapped colors and 2,000 tokens: 2.5 s,
/// quadratic), then with every token in a lightness window (a third of random tokens: still
/// quadratic, 4×/2× 4.18). A finding now reads the cells around its own in shells of growing
/// distance, and stops once a shell's lower bound on CIEDE2000 exceeds the best distance found
/// (or the limit): among many tokens the nearest is near, so a few shells suffice. The rest are
/// compared exactly, so the hint is the one every token compared would give (the nearest, the
/// first in the table among equals).
///
/// The lower bound of a shell (see `NearColorBound` for the terms): a cell `r` shells out differs
/// from the finding by at least `(r − 1)·s` in L, a or b. In L, ΔE00 ≥ |ΔL|/1.75. In the (a, b)
/// plane, ΔE00 ≥ √0.1339 · d / (1 + 0.03375·(C₁ + C₂)) with C₂ ≤ C₁ + d, which grows with d.
struct NearestTokenIndex: Sendable {
    struct Entry: Sendable {
        var lab: (Double, Double, Double)
        var alpha: UInt8
        var token: Int
    }

    private struct Cell: Hashable {
        var l: Int, a: Int, b: Int
    }

    private let cells: [Cell: [Entry]]
    private let size: Double
    private let low: Cell, high: Cell

    init(_ tokens: [Configuration.SemanticToken]) {
        var entries: [Entry] = []
        for (n, token) in tokens.enumerated() {
            guard let light = token.light else { continue }
            entries.append(Entry(lab: ColorDifference.lab(light), alpha: light.alpha, token: n))
        }
        // About one token a cell over the tokens' bounding box (at least half a unit wide).
        var lo = (Double.infinity, Double.infinity, Double.infinity), hi = (-Double.infinity, -Double.infinity, -Double.infinity)
        for e in entries {
            lo = (min(lo.0, e.lab.0), min(lo.1, e.lab.1), min(lo.2, e.lab.2))
            hi = (max(hi.0, e.lab.0), max(hi.1, e.lab.1), max(hi.2, e.lab.2))
        }
        let volume = entries.isEmpty ? 1 : max(1, (hi.0 - lo.0 + 1) * (hi.1 - lo.1 + 1) * (hi.2 - lo.2 + 1))
        let s = max(0.5, NearestTokenIndex.cubeRoot(volume / Double(max(1, entries.count))))
        size = s.isFinite ? s : 1
        var cells: [Cell: [Entry]] = [:]
        for e in entries { cells[NearestTokenIndex.cell(e.lab, size: size), default: []].append(e) }
        self.cells = cells
        low = Cell(l: cells.keys.map(\.l).min() ?? 0, a: cells.keys.map(\.a).min() ?? 0, b: cells.keys.map(\.b).min() ?? 0)
        high = Cell(l: cells.keys.map(\.l).max() ?? 0, a: cells.keys.map(\.a).max() ?? 0, b: cells.keys.map(\.b).max() ?? 0)
    }

    /// The offsets -r…r that stay within the grid's offsets lo…hi (none when they do not meet).
    private static func span(_ r: Int, _ lo: Int, _ hi: Int) -> Range<Int> {
        let a = max(-r, lo), b = min(r, hi)
        return a <= b ? a..<(b + 1) : 0..<0
    }

    static func cubeRoot(_ x: Double) -> Double {
        guard x > 0, x.isFinite else { return 1 }
        var y = max(x.squareRoot(), 1e-3)
        for _ in 0..<60 { y = (2 * y + x / (y * y)) / 3 }
        return y
    }

    private static func cell(_ lab: (Double, Double, Double), size: Double) -> Cell {
        Cell(l: Int((lab.0 / size).rounded(.down)), a: Int((lab.1 / size).rounded(.down)), b: Int((lab.2 / size).rounded(.down)))
    }

    /// A lower bound of ΔE00 between `lab` (of chroma `chroma`) and any color of a cell `r` shells out.
    func shellBound(_ r: Int, chroma: Double) -> Double {
        guard r > 1 else { return 0 }
        let d = Double(r - 1) * size
        let inAB = 0.1339.squareRoot() * d / (1 + 0.03375 * (2 * chroma + d))
        return min(d / 1.75, inAB) * 0.999 - 1e-9
    }

    /// The nearest token's index in `tokens` and its distance, within `limit` and `alphaTolerance`.
    func nearest(to color: RGBA, tokens: [Configuration.SemanticToken], limit: Double, alphaTolerance: Int) -> (Int, Double)? {
        guard limit.isFinite, !cells.isEmpty else { return nil }
        let lab = ColorDifference.lab(color)
        let chroma = NearColorGrid.chroma(lab)
        let c = NearestTokenIndex.cell(lab, size: size)
        var best: (token: Int, deltaE: Double)?
        // Shells until one cannot hold a token within the best distance (or the limit), or every cell is read.
        let widest = max(abs(c.l - low.l), abs(c.l - high.l), abs(c.a - low.a), abs(c.a - high.a), abs(c.b - low.b), abs(c.b - high.b))
        var r = 0
        while r <= widest && shellBound(r, chroma: chroma) <= min(best?.deltaE ?? limit, limit) {
            for dl in NearestTokenIndex.span(r, low.l - c.l, high.l - c.l) {
                for da in NearestTokenIndex.span(r, low.a - c.a, high.a - c.a) {
                    let onShell = abs(dl) == r || abs(da) == r
                    // Off the shell's l and a faces, only its two b faces are new.
                    let bs = NearestTokenIndex.span(r, low.b - c.b, high.b - c.b)
                    for db in bs where onShell || abs(db) == r {
                        guard let entries = cells[Cell(l: c.l + dl, a: c.a + da, b: c.b + db)] else { continue }
                        for entry in entries where abs(Int(entry.alpha) - Int(color.alpha)) <= alphaTolerance {
                            // `ciede2000(color, light)` from the CIELAB values already made: the same arithmetic.
                            let d = ColorDifference.deltaE2000(lab, entry.lab)
                            guard d <= limit else { continue }
                            if best == nil || d < best!.deltaE || d == best!.deltaE && entry.token < best!.token { best = (entry.token, d) }
                        }
                    }
                }
            }
            r += 1
        }
        return best.map { ($0.token, $0.deltaE) }
    }
}
