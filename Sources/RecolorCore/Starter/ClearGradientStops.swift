#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A fully transparent stop of a gradient is the clear end of the stops beside it: it draws no
/// color of its own, only the fade of its neighbours, so it takes their decision. Feather's
/// header veil `Gradient(colors: [Color.black.opacity(0.8), Color.black.opacity(0)])` had its
/// first stop kept as a scrim and its clear end made a token of its own, `inverseFillFaint`
/// (#00000000 in both appearances: one stop of a kept gradient migrated alone, session 23 sweep).
/// A clear stop beside stops that adapt adapts with them (no decision to take).
extension KeptColors {
    static func sameDecisionForClearStops(_ reports: [Report], sites: inout [FixedIntentSite?], readers: [String: FixedIntentReader]) {
        let clear = reports.indices.filter { sites[$0] == nil && reports[$0].finding.choice == nil && reports[$0].finding.color?.alpha == 0 }
        guard !clear.isEmpty else { return }
        let byFile = Dictionary(grouping: reports.indices.filter { reports[$0].finding.choice == nil }, by: { reports[$0].file })
        for n in clear {
            let r = reports[n]
            guard let reader = readers[r.file], let list = stopList(of: r, reader: reader) else { continue }
            let decided = (byFile[r.file] ?? []).first { m in
                m != n && sites[m] != nil && stopList(of: reports[m], reader: reader) == list
            }
            guard let m = decided, var site = sites[m] else { continue }
            site.note = nil
            site.evidence = "the clear end of a gradient whose stop is kept: \(site.evidence)"
            sites[n] = site
        }
    }

    /// The `[` of the gradient's list that holds the stop at `r` (directly, or through a
    /// `Gradient.Stop(color:location:)` / `.init(color:…)` one group in).
    static func stopList(of r: Report, reader: FixedIntentReader) -> Int? {
        var k = reader.file.codeIndex(atOrAfter: r.finding.range.lowerBound)
        for _ in 0..<2 {
            guard let open = reader.groups.opener(of: k) else { return nil }
            if reader.file.isChar(open, "[") { return open }
            k = open
        }
        return nil
    }
}
