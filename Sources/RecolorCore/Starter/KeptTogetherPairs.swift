/// A scheme's `onX` and its `x` (`OnColorPairs`) keep or adapt together: where recolor's proposal
/// keeps one side's value in dark (a mid gray, a dark-by-design surface) and moves the other, the
/// moved one keeps its value too, so the pair reads in dark as it reads in light. Moonfin's
/// `button` (#747474 at 70 %) stayed, its `onButton` #DDDDDD went #1D1D1D: 5.6:1 in light,
/// about 2.2:1 in Dark (session 30's review, B2). Two sides that both adapt are left to
/// `keepReadable`, as any pair is.
extension StarterDraft {
    /// Keeps the moved side of each pair read from names whose other side keeps its value.
    mutating func keepNamedPairsTogether(_ pairs: [SeenPair]) {
        for p in pairs where p.together && p.foreground >= 0 && p.background >= 0 {
            let f = p.foreground, b = p.background
            guard isMovable(f) || isMovable(b) else { continue }
            let fKept = keepsValue(f), bKept = keepsValue(b)
            guard fKept != bKept else { continue }
            let (moved, stays) = fKept ? (b, f) : (f, b)
            // A light-only color set too: the table keeps it as it is (`TableKeptColorSets`).
            guard isMovable(moved), let light = tokens[moved].values[0].color else { continue }
            tokens[moved].appearance[.dark] = light
            if tokens[moved].appearance[.darkElevated] != nil { tokens[moved].appearance[.darkElevated] = light }
            tokens[moved].darkNote = "kept as in light with \(tokens[stays].name), which keeps its value: \(p.name(foreground: true, tokens)) is drawn on \(p.name(foreground: false, tokens)) (\(p.place))"
            tokens[moved].description = StarterDraft.describe(tokens[moved])
        }
    }

    /// Whether token `k`'s dark value is its light one (within a hair of lightness).
    func keepsValue(_ k: Int) -> Bool {
        guard let light = tokens[k].values[0].color, let dark = tokens[k].appearance[.dark] else { return false }
        return abs(OKLCH(light).lightness - OKLCH(dark).lightness) < 0.01 && light.alpha == dark.alpha
    }
}
