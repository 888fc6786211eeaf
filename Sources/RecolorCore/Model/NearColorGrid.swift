/// Colors indexed by CIELAB cell, for the pairs within ΔE00 `t` of each other: `init` merging
/// near-identical values and `scan --format html` grouping near-duplicates compared every pair
/// (1,000 distinct colors: 0.4 s, 4,000: 4.2 s). A query reads the 27 cells around a color,
/// which hold every color within `t` of it, and the caller compares those exactly.
///
/// Why the cells are wide enough (Sharma, Wu and Dalal's formulation, kL = kC = kH = 1):
/// ΔE00² = (ΔL'/SL)² + (ΔC'/SC)² + (ΔH'/SH)² + RT·(ΔC'/SC)(ΔH'/SH), where
/// - SL ≤ 1.75 for L in 0…100, and ΔL' = ΔL: so |ΔL| ≤ 1.75 t;
/// - |RT| = 2·√(C'⁷/(C'⁷+25⁷))·|sin 2Δθ| < 2 sin 60° (Δθ ≤ 30°), so the last three terms are at
///   least (1 − sin 60°)·((ΔC'/SC)² + (ΔH'/SH)²), and 1 − sin 60° > 0.1339;
/// - SH = 1 + 0.015·C̄'·T ≤ SC = 1 + 0.045·C̄' (T ≤ 1.93), and ΔC'² + ΔH'² is the squared distance
///   of (a', b) in the plane, a' = (1 + G)·a with G ≥ 0: at least Δa² + Δb²;
/// - C' ≤ 1.5·C (G ≤ 0.5), so SC ≤ 1 + 0.03375·(C₁ + C₂) ≤ 1 + 0.0675·Cmax.
/// So ΔE00 ≤ t gives |ΔL| ≤ 1.75 t and √(Δa² + Δb²) ≤ t·(1 + 0.03375·(C₁ + C₂))/√0.1339 ≤
/// t·(1 + 0.0675·Cmax)/√0.1339: the cells are that wide (a little wider), and a query returns
/// only the colors of its 27 cells that meet the two bounds, so that few are compared exactly.
struct NearColorGrid {
    private let threshold: Double
    private let lightnessCell: Double
    private let chromaCell: Double
    /// Every color in one cell when the bound does not make cells (a threshold not finite).
    private let single: Bool
    private var cells: [Cell: [(id: Int, lab: (Double, Double, Double))]] = [:]

    private struct Cell: Hashable {
        var l: Int, a: Int, b: Int
    }

    /// `maxChroma`: at least the CIELAB chroma of every color inserted or asked about.
    init(threshold t: Double, maxChroma: Double) {
        threshold = t
        let l = 1.75 * t * 1.001 + 1e-9
        let ab = t * (1 + 0.0675 * maxChroma) / 0.1339.squareRoot() * 1.001 + 1e-9
        single = !(l.isFinite && ab.isFinite) || l < 1e-6 || ab < 1e-6 || l > 1e6 || ab > 1e6
        lightnessCell = single ? 1 : l
        chromaCell = single ? 1 : ab
    }

    static func chroma(_ lab: (Double, Double, Double)) -> Double { (lab.1 * lab.1 + lab.2 * lab.2).squareRoot() }

    private func cell(_ lab: (Double, Double, Double)) -> Cell {
        if single { return Cell(l: 0, a: 0, b: 0) }
        return Cell(l: Int((lab.0 / lightnessCell).rounded(.down)), a: Int((lab.1 / chromaCell).rounded(.down)),
                    b: Int((lab.2 / chromaCell).rounded(.down)))
    }

    mutating func insert(_ id: Int, lab: (Double, Double, Double)) {
        cells[cell(lab), default: []].append((id, lab))
    }

    /// The ids inserted in the cells around `lab` that meet the bounds: every one within ΔE00
    /// `t` of it, and some others.
    func candidates(near lab: (Double, Double, Double)) -> [Int] {
        let c = cell(lab)
        if single { return (cells[c] ?? []).map(\.id) }
        let lightness = lightnessCell
        let chroma = NearColorGrid.chroma(lab)
        var out: [Int] = []
        for dl in -1...1 {
            for da in -1...1 {
                for db in -1...1 {
                    for entry in cells[Cell(l: c.l + dl, a: c.a + da, b: c.b + db)] ?? [] {
                        let o = entry.lab
                        guard abs(o.0 - lab.0) <= lightness else { continue }
                        let radius = threshold * (1 + 0.03375 * (chroma + NearColorGrid.chroma(o))) / 0.1339.squareRoot() * 1.001 + 1e-9
                        let (x, y) = (o.1 - lab.1, o.2 - lab.2)
                        if x * x + y * y <= radius * radius { out.append(entry.id) }
                    }
                }
            }
        }
        return out
    }
}
