#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Colors indexed by CIELAB cell, for the pairs within ΔE00 `t` of each other: `init` merging
/// near-identical values and `scan --format html` grouping near-duplicates compared every pair
/// (1,000 distinct colors: 0.4 s, 4,000: 4.2 s). A query visits the cells within the color's own
/// reach (`NearColorBound.reach`) and returns the colors whose lower bound on ΔE00 is within `t`
/// (`NearColorBound.lowerBound`); the caller compares those exactly.
///
/// The first grid used one reach for every color, from the worst hue and the largest chroma of
/// the run: its cells were 53 units wide in a and b for t = 2, the 27 cells around a color held a
/// third of a run's random colors, and 25 times more pairs passed its filter than were near
/// (8,000 random colors: 430,000 for 15,800; `recolor-bench shapes` html-distinct-colors 3.01 at
/// 4×). Bounding per color and per pair passes 2.7 times the near pairs (42,000 for 15,800).
struct NearColorGrid {
    private let threshold: Double
    private let lightnessCell: Double
    private let chromaCell: Double
    /// Every color in one cell when the threshold does not make cells (not finite, or tiny or huge).
    private let single: Bool
    private var cells: [Cell: [NearColorBound.Point]] = [:]
    private var ids: [Cell: [Int]] = [:]

    private struct Cell: Hashable {
        var l: Int, a: Int, b: Int
    }

    init(threshold t: Double) {
        threshold = t
        // |ΔL| ≤ SL·t ≤ 1.75 t for every pair within t: one lightness cell each way holds them.
        let l = 1.75 * t * 1.001 + 1e-9
        // A chroma cell of 4 t: a low-chroma color's reach (about 1.2 t) is one cell each way,
        // a saturated blue's (up to 30 t) about eight; a cell of the largest reach made every
        // query read a third of the colors.
        let ab = 4 * t
        single = !(l.isFinite && ab.isFinite) || l < 1e-6 || ab < 1e-6 || l > 1e6 || ab > 1e6
        lightnessCell = single ? 1 : l
        chromaCell = single ? 1 : ab
    }

    static func chroma(_ lab: (Double, Double, Double)) -> Double { (lab.1 * lab.1 + lab.2 * lab.2).squareRoot() }

    private func cell(_ p: NearColorBound.Point) -> Cell {
        if single { return Cell(l: 0, a: 0, b: 0) }
        return Cell(l: Int((p.l / lightnessCell).rounded(.down)), a: Int((p.a / chromaCell).rounded(.down)),
                    b: Int((p.b / chromaCell).rounded(.down)))
    }

    mutating func insert(_ id: Int, lab: (Double, Double, Double)) {
        let p = NearColorBound.Point(lab)
        let c = cell(p)
        cells[c, default: []].append(p)
        ids[c, default: []].append(id)
    }

    /// The ids inserted whose lower bound on ΔE00 to `lab` is within the threshold: every one
    /// within ΔE00 `t` of it, and some others.
    func candidates(near lab: (Double, Double, Double)) -> [Int] {
        let p = NearColorBound.Point(lab)
        let c = cell(p)
        if single { return ids[c] ?? [] }
        let reach = NearColorBound.reach(of: p, threshold: threshold)
        let spread = reach.isFinite ? Int((reach / chromaCell).rounded(.up)) : Int.max
        // A reach past the gamut's width (a huge threshold) reads every cell once.
        if spread > 64 { return everyCandidate(near: p) }
        var out: [Int] = []
        for dl in -1...1 {
            for da in -spread...spread {
                for db in -spread...spread {
                    let key = Cell(l: c.l + dl, a: c.a + da, b: c.b + db)
                    guard let points = cells[key] else { continue }
                    let keys = ids[key]!
                    for (k, o) in points.enumerated() where NearColorBound.mayBeWithin(threshold, p, o) {
                        out.append(keys[k])
                    }
                }
            }
        }
        return out
    }

    private func everyCandidate(near p: NearColorBound.Point) -> [Int] {
        var out: [Int] = []
        for (key, points) in cells {
            let keys = ids[key]!
            for (k, o) in points.enumerated() where NearColorBound.mayBeWithin(threshold, p, o) { out.append(keys[k]) }
        }
        return out
    }
}
