/// Colors grouped so that every two members of a group are near (complete link): a color joins
/// the earliest group all of whose members are within ΔE00 `threshold` of it and of its alpha,
/// else starts a group of its own. Groups never chain: with A near B and B near C but A and C
/// apart, A and C are never in one group (a chain once spanned #FFFFFF to #E1E5E8, ΔE00 5.94).
/// The order given decides (the most used first: a group forms around it). `scan`'s
/// near-duplicate groups and `init`'s merges both use it, so they group alike.
enum CompleteLinkGroups {
    /// Groups of indices into `colors`, each in the order given, the groups by their first member;
    /// a nil color is a group of its own.
    /// `apart`: two colors that must never share a group, however near (the arms of one choice).
    static func groups(_ colors: [RGBA?], threshold: Double, alphaTolerance: Int = 0, apart: ((Int, Int) -> Bool)? = nil) -> [[Int]] {
        let labs = colors.map { $0.map(ColorDifference.lab) }
        // Only the groups of colors in the cells around a color can take it (see NearColorGrid).
        var grid = NearColorGrid(threshold: threshold)
        var groups: [[Int]] = []
        var groupOf: [Int: Int] = [:]
        for (k, color) in colors.enumerated() {
            guard let color, let lab = labs[k] else { groups.append([k]); continue }
            let near = Set(grid.candidates(near: lab).compactMap { groupOf[$0] })
            let joined = near.sorted().first { g in
                groups[g].allSatisfy { m in
                    let other = colors[m]!
                    return abs(Int(other.alpha) - Int(color.alpha)) <= alphaTolerance && ColorDifference.ciede2000(other, color) <= threshold
                        && apart?(m, k) != true
                }
            }
            let g = joined ?? groups.count
            if joined == nil { groups.append([]) }
            groups[g].append(k)
            groupOf[k] = g
            grid.insert(k, lab: lab)
        }
        return groups
    }
}
