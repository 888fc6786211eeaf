/// Text drawn on a surface that stays light (or dark) in every appearance keeps its color: a token
/// that turns white in Dark Mode turns it into its opposite on a surface that did not turn.
/// stepik's black peer-review title (`QuizViewController.xib`) on `peerReviewButton.backgroundColor =
/// .stepikYellow` (the app's own dynamic yellow, dark #FDF17A) was merged into `label` with the
/// page's other black texts: white on light yellow in Dark Mode, 1.16:1, and init said "no dark value
/// keeps it" where the black as written keeps 18:1 (session 30's held-out check, V2). Alone, the
/// title was released as `fixedText` (`releaseSystemMatches`); beside other uses, it is split off
/// by a keep rule limited to its place, as text on Apple's yellow is (`KeptOnSystemColors`).
extension StarterDraft {
    /// Keeps, by a rule limited to its value, context and place, each foreground use of a pair left
    /// unreadable whose every pair reads as written (the finding's own color) on its background's
    /// light and dark values. A use of the same value and context in that place that is not such a
    /// foreground keeps the place from a rule (a rule limited to it would keep that use too).
    /// The kept sightings leave `pairsSeen`; returns whether any use was kept.
    mutating func keepForegroundsOnSteadySurfaces(_ reports: [Report], intended: [String?], sources: [FileResult]) -> Bool {
        let stuck = Set(unreadable.map { $0.foreground + "\u{0}" + $0.background })
        guard !stuck.isEmpty else { return false }
        var byUse: [String: [Int]] = [:]  // file:line → report indices
        for (n, r) in reports.enumerated() where intended[n] != nil { byUse["\(r.file):\(r.line)", default: []].append(n) }
        // Per report index: the surface it reads on as written, or nil once one of its pairs does not.
        var verdict: [Int: (surface: String, at: String)?] = [:]
        for p in pairsSeen where p.foreground >= 0 {
            let fg = tokens[p.foreground].name, bg = p.name(foreground: false, tokens)
            let isStuck = stuck.contains(fg + "\u{0}" + bg)
            let b = p.values(foreground: false, tokens)
            for use in p.uses {
                for n in byUse[use.foreground] ?? [] where intended[n] == fg {
                    if let seen = verdict[n], seen == nil { continue }
                    let f = reports[n].finding
                    guard isStuck, f.choice == nil, let color = f.color, color.alpha == 255,
                          [.text, .tint].contains(ColorRole(finding: f)),
                          [Appearance.light, .dark, .darkElevated].allSatisfy({ a in
                              b.resolved(a).map { ContrastAudit.check(color, on: $0, in: a, minimum: p.minimum).passes } ?? false
                          }) else {
                        verdict[n] = .some(nil)
                        continue
                    }
                    if verdict[n] == nil { verdict[n] = (bg, use.background) }
                }
            }
        }
        var places = ReportPlaces(sources)
        // An Interface Builder element of no class of its own is placed by its document (MaxPreps' black
        // card label on the app's fixed-white `CardWhite`, in a xib of plain views: init mapped it to
        // `label` and said "no dark value keeps it"; session 41, pairs41b-v2).
        let documentPlace = { (r: Report) in r.finding.kind == .ibColor ? r.finding.documentPlace : nil }
        var placed: [(n: Int, place: String, surface: (surface: String, at: String))] = []
        for (n, v) in verdict.sorted(by: { $0.key < $1.key }) {
            guard let v, let place = places.place(of: reports[n]) ?? documentPlace(reports[n]), Self.valueKey(reports[n].finding) != nil else { continue }
            placed.append((n, place, v))
        }
        guard !placed.isEmpty else { return false }
        // Blocked: another finding of the value and context that a rule limited to the place reaches.
        let keptIndices = Set(placed.map(\.n))
        let scope = { (r: Report) in (Self.valueKey(r.finding) ?? "") + "|" + (r.finding.context ?? "") }
        var blocked: Set<String> = []
        let scopes = Set(placed.map { scope(reports[$0.n]) })
        for (n, r) in reports.enumerated() where !keptIndices.contains(n) && scopes.contains(scope(r)) {
            let place = places.place(of: r), document = documentPlace(r)
            guard place != nil || document != nil else { continue }
            // (The resolver matches a rule's place against an IB finding's class and its document.)
            for p in placed where scope(reports[p.n]) == scope(r)
                && (DeclarationPlace.matches(place, within: [p.place]) || DeclarationPlace.matches(document, within: [p.place])) {
                blocked.insert(scope(r) + "|" + p.place)
            }
        }
        let kept = placed.map { (n: $0.n, place: $0.place, evidence: "drawn on \($0.surface.surface) (\($0.surface.at)), which keeps it readable as written in light and dark") }
        return keepInPlace(kept, reports: reports, blocked: blocked, scope: scope, intent: .onSteadySurface, foreground: true)
    }
}
