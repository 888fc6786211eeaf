#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A palette member that is the light value of one harvested pair gives its uses alone that pair's
/// token only where they are drawn in the pair's role. nRF-Mesh chose `.dynamicColor(light: .nordicFall,
/// dark: .darkNordicFall)` for a filled glyph's background (under a white glyph); its outline icon's
/// `tintColor = .nordicFall` and a status's `return .nordicFall` took the fill's dark brown #754619, an
/// orange mark on the dark cell at 7.6:1 made 2.14:1 (session 25 audit, F8). The app's dark for a
/// member is the dark of the role it chose it for; used in another role, the member's uses are
/// drafted as any other value is (a token of their own, with a proposed dark).
extension HarvestedPairs {
    /// Of `targets` (member → pair index), those whose every use alone in `reports` is in a role
    /// the pair's joins (`rolesJoin`).
    func targetsInTheirPairsRole(_ targets: [String: Int], reports: [Report]) -> [String: Int] {
        guard !targets.isEmpty else { return targets }
        var out = targets
        for r in reports where r.finding.choice == nil {
            guard let key = StarterDraft.valueKey(r.finding), let n = out[key], n < pairs.count else { continue }
            if !Self.rolesJoin(pairs[n].role, ColorRole(finding: r.finding)) { out[key] = nil }
        }
        return out
    }

    /// Whether a use in role `b` may take the dark of a pair chosen for role `a`: the same role, a
    /// role that says nothing (`color`), or two surfaces (a background and a fill).
    static func rolesJoin(_ a: ColorRole, _ b: ColorRole) -> Bool {
        if a == b || a == .color || b == .color { return true }
        let surfaces: Set<ColorRole> = [.background, .fill]
        return surfaces.contains(a) && surfaces.contains(b)
    }
}
