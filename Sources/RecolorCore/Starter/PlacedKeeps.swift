/// The keep rules limited to a place that the pair readers add for one side of a pair left unreadable
/// (`KeptOnSteadySurfaces` keeps text, `KeptUnderFixedText` its surface): one rule per value, context and
/// place, before the first rule of its value, and the kept sightings leave `pairsSeen`.
extension StarterDraft {
    /// Adds the keeps for `placed` (report index, place, the evidence the reason quotes) but where `blocked`
    /// holds `scope|place`; `foreground`: which side of a sighting the kept use is. Returns whether any was kept.
    mutating func keepInPlace(_ placed: [(n: Int, place: String, evidence: String)], reports: [Report], blocked: Set<String>,
                              scope: (Report) -> String, intent: FixedIntent, foreground: Bool) -> Bool {
        var byScope: [String: Int] = [:]
        var keptUses: Set<String> = []
        var added: [Rule] = []
        for (n, place, evidence) in placed {
            let r = reports[n], key = scope(r) + "|" + place
            guard !blocked.contains(key) else { continue }
            var kept = r
            kept.finding.place = place
            keptUses.insert("\(r.file):\(r.line)")
            if let g = byScope[key] { self.kept.groups[g].reports.append(kept); continue }
            let reason = intent.reason(evidence: evidence, file: r.file, line: r.line, more: 0)
            byScope[key] = self.kept.groups.count
            let group = KeptColors.Group(match: Self.valueKey(r.finding)!, contexts: r.finding.context.map { [$0] }, intent: intent,
                                         reason: reason, reports: [kept], within: [place])
            self.kept.groups.append(group)
            var rule = Rule(match: group.match, context: group.contexts, token: "", keep: reason)
            rule.within = group.within
            added.append(rule)
        }
        guard !added.isEmpty else { return false }
        // Before the first rule of its value (a rule limited to a place wins wherever it stands).
        for rule in added {
            let at = rules.firstIndex { $0.match == rule.match } ?? rules.count
            rules.insert(rule, at: at)
        }
        // The kept sightings are no longer the token's; a pair left without any leaves, and its notes.
        var gone: [(String, String)] = []
        pairsSeen = pairsSeen.compactMap { p in
            guard (foreground ? p.foreground : p.background) >= 0 else { return p }
            var q = p
            q.uses = p.uses.filter { !keptUses.contains(foreground ? $0.foreground : $0.background) }
            if q.uses.isEmpty, !p.uses.isEmpty {
                gone.append((p.name(foreground: true, tokens), p.name(foreground: false, tokens)))
                return nil
            }
            return q
        }
        for (fg, bg) in gone {
            let note = "no dark value keeps \(fg) on \(bg) "
            for j in tokens.indices {
                tokens[j].description = tokens[j].description.components(separatedBy: "; ").filter { !$0.hasPrefix(note) }.joined(separator: "; ")
                tokens[j].darkNote = tokens[j].darkNote?.components(separatedBy: "; ").filter { !$0.hasPrefix(note) }.joined(separator: "; ")
                if tokens[j].darkNote?.isEmpty ?? false { tokens[j].darkNote = nil }
            }
        }
        return true
    }
}
