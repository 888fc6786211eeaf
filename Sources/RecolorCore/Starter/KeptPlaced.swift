#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One keep rule per value, context and place for the foregrounds a reader found on a kept surface
/// (`evidence`: each site's `file|offset` and what it is drawn on), unless a use of the same value and
/// context in that place is no such site (it must adapt, and a rule limited to the place would keep it
/// too). The first site of a place is the evidence. Shared by the readers of text on chosen colors,
/// on per-case cell colors and on dark surfaces (session 30's duplicates reread).
extension KeptColors {
    mutating func keepPlaced(_ candidates: [Report], evidence: [String: String], intent: FixedIntent, files: [String: SwiftSource]) {
        let site = { (r: Report) in r.file + "|" + String(r.finding.range.lowerBound) }
        var order: [String] = []
        var placed: [String: (reports: [Report], place: String, evidence: String)] = [:]
        for r in candidates {
            guard let why = evidence[site(r)], let file = files[r.file], let place = Self.place(of: r, in: file) else { continue }
            var k = r
            k.finding.place = place
            let key = Self.scopeKey(r, place: place)
            if placed[key] == nil { order.append(key); placed[key] = ([], place, why) }
            placed[key]!.reports.append(k)
        }
        let keptSites = Set(placed.values.flatMap { $0.reports.map(site) })
        var blocked: Set<String> = []
        for r in rest where r.finding.choice == nil && !keptSites.contains(site(r)) {
            guard let file = files[r.file], let place = Self.place(of: r, in: file) else { continue }
            blocked.insert(Self.scopeKey(r, place: place))
        }
        var removed: Set<String> = []
        for key in order where !blocked.contains(key) {
            let g = placed[key]!
            let first = g.reports[0]
            let reason = intent.reason(evidence: g.evidence, file: first.file, line: first.line, more: g.reports.count - 1)
            groups.append(Group(match: StarterDraft.valueKey(first.finding)!, contexts: first.finding.context.map { [$0] }, intent: intent,
                                reason: reason, reports: g.reports, within: [g.place]))
            removed.formUnion(g.reports.map(site))
        }
        rest.removeAll { removed.contains(site($0)) }
    }
}
