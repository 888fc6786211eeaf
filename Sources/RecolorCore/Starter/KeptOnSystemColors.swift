/// Text or a tint drawn on one of Apple's adaptive colors that it reads on in both appearances
/// as written is kept: AnimeNow's "Buy me a coffee", black on `.yellow` (Apple's yellow, light
/// in Dark Mode too), became `Color.primary`, white on #FFD60A in Dark Mode, 1.41:1 (session
/// 16's audit, F10). The surface does not adapt to the appearance's darkness, so the text on it
/// must not either; adapted, it turns into its opposite on a surface that did not.
extension KeptColors {
    /// Keeps, limited to its place, each opaque text or tint left to adapt whose every pair the
    /// view structure shows is on an Apple system color it keeps its minimum on, light and dark.
    /// A use of the same value and context in that place that is not so keeps the place from a rule.
    mutating func keepForegroundsOnSteadySystemColors(sources: [FileResult]) {
        let candidates = rest.filter { r in
            r.finding.choice == nil && [.text, .tint].contains(ColorRole(finding: r.finding)) && (r.finding.color?.alpha ?? 0) == 255
                && StarterDraft.valueKey(r.finding) != nil
        }
        guard !candidates.isEmpty else { return }
        let system = TokenExpressions(Configuration())
        var keep: [String: (system: String, line: Int)] = [:]  // file|offset → the surface
        for (path, reports) in Dictionary(grouping: candidates, by: \.file) {
            guard let content = sources.first(where: { $0.path == path }), content.kind == .swift else { continue }
            let file = SwiftSource(path: content.path, bytes: content.bytes)
            let surfaces = system.uses(in: file)
            guard !surfaces.isEmpty else { continue }
            // Every finding of the file is a side (a background that is a finding is no steady
            // system color: AnimeNow's `state ? Color.white : Color.gray` under black text).
            let all = rest.filter { $0.file == path } + groups.flatMap { $0.reports.filter { $0.file == path } }
            let own = TokenExpressions.findingUses(in: file, reports: all) { "#\($0.finding.range.lowerBound)" }
            let owned = Set(own.map(\.code))
            let uses = (own + surfaces.filter { !owned.contains($0.code) }).sorted { $0.code < $1.code }
            var notes = PairSearchNotes()
            // Per foreground: its surface, or nil once one of its pairs is not on a steady one.
            var verdict: [String: (system: String, line: Int)?] = [:]
            for (fg, bg, sighting) in InferredPairs.pairs(in: file, uses: uses, notes: &notes, apples: ApplesPairs(fixed: SystemColorSubjects.isSystem)) where fg.hasPrefix("#") {
                if let seen = verdict[fg], seen == nil { continue }
                guard let r = reports.first(where: { "#\($0.finding.range.lowerBound)" == fg }), let color = r.finding.color,
                      let values = SystemColorSubjects.values(bg), let light = values.resolved(.light), let dark = values.resolved(.dark),
                      ContrastAudit.check(color, on: light, in: .light, minimum: sighting.role.minimum).passes,
                      ContrastAudit.check(color, on: dark, in: .dark, minimum: sighting.role.minimum).passes else {
                    verdict[fg] = .some(nil)
                    continue
                }
                verdict[fg] = (bg, sighting.backgroundLine ?? sighting.line)
            }
            for (fg, surface) in verdict { if let surface { keep[path + "|" + fg.dropFirst()] = surface } }
        }
        guard !keep.isEmpty else { return }
        var left: [Report] = []  // the reports that stay to adapt
        var placed: [(Report, String, (system: String, line: Int))] = []
        var files: [String: SwiftSource] = [:]
        for r in rest {
            guard let surface = keep[r.file + "|" + String(r.finding.range.lowerBound)] else { left.append(r); continue }
            if files[r.file] == nil, let content = sources.first(where: { $0.path == r.file }) { files[r.file] = SwiftSource(path: content.path, bytes: content.bytes) }
            guard let file = files[r.file], let place = Self.place(of: r, in: file) else { left.append(r); continue }
            placed.append((r, place, surface))
        }
        // A use of the same value and context in the same place that stays to adapt: a rule limited
        // to the place would keep it too.
        let keptKeys = Set(placed.map { Self.scopeKey($0.0, place: $0.1) })
        var blocked: Set<String> = []
        for r in left where r.finding.choice == nil {
            guard let file = files[r.file] else { continue }
            let sameFile = placed.contains { $0.0.file == r.file }
            guard sameFile, let place = Self.place(of: r, in: file) else { continue }
            let key = Self.scopeKey(r, place: place)
            if keptKeys.contains(key) { blocked.insert(key) }
        }
        var keptIDs: Set<String> = []
        var byScope: [String: Int] = [:]
        for (r, place, surface) in placed {
            let scope = Self.scopeKey(r, place: place)
            guard !blocked.contains(scope), let key = StarterDraft.valueKey(r.finding) else { continue }
            var kept = r
            kept.finding.place = place
            keptIDs.insert(r.file + "|" + String(r.finding.range.lowerBound))
            if let g = byScope[scope] { groups[g].reports.append(kept); continue }
            let name = surface.system.split(separator: ".").last.map(String.init) ?? surface.system
            let reason = FixedIntent.onSystemColor.reason(evidence: "drawn on Apple's \(name) (line \(surface.line)), which it reads on in both appearances as written", file: r.file, line: r.line, more: 0)
            byScope[scope] = groups.count
            groups.append(Group(match: key, contexts: r.finding.context.map { [$0] }, intent: .onSystemColor, reason: reason, reports: [kept], within: [place]))
        }
        rest = rest.filter { !keptIDs.contains($0.file + "|" + String($0.finding.range.lowerBound)) }
    }

    static func scopeKey(_ r: Report, place: String) -> String {
        [r.file, StarterDraft.valueKey(r.finding) ?? "", r.finding.context ?? "", place].joined(separator: "|")
    }
}
