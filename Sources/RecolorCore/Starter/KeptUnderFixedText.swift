/// A surface drawn under text the draft keeps with its one color keeps its own value where that text
/// is on it, when the text reads on it as written: the other side of `KeptOnSteadySurfaces`. Gulps'
/// month label (#2C67C4 in a storyboard of an iOS 9 target, which draws no named colors: kept) sits on
/// the code's #F7F7F7; init made that `primaryBackground`, #111111 in dark, and said no dark value kept
/// the label, 3.46:1 (session 41, pairs41h-v2). Read as a stuck pair whose text is fixed.
extension StarterDraft {
    /// Keeps, by a rule limited to its value, context and place, each background use of a pair left
    /// unreadable whose foreground is a fixed color that reads on the background's light value in every
    /// appearance. A use of the same value and context in that place that is no such background blocks it.
    mutating func keepBackgroundsUnderFixedText(_ reports: [Report], intended: [String?], sources: [FileResult]) -> Bool {
        let stuck = Set(unreadable.map { $0.foreground + "\u{0}" + $0.background })
        guard !stuck.isEmpty else { return false }
        var byUse: [String: [Int]] = [:]
        for (n, r) in reports.enumerated() where intended[n] != nil { byUse["\(r.file):\(r.line)", default: []].append(n) }
        var verdict: [Int: (text: String, at: String)?] = [:]
        for p in pairsSeen where p.background >= 0 {
            let bg = tokens[p.background].name, fg = p.name(foreground: true, tokens)
            let f = p.values(foreground: true, tokens)
            let fixedText = p.foreground < 0 && p.system != nil && f.resolved(.light) != nil && f.resolved(.light) == f.resolved(.dark)
                && f.resolved(.light) == f.resolved(.darkElevated)
            for use in p.uses {
                for n in byUse[use.background] ?? [] where intended[n] == bg {
                    if let seen = verdict[n], seen == nil { continue }
                    let b = reports[n].finding
                    guard fixedText, stuck.contains(fg + "\u{0}" + bg), b.choice == nil, let color = b.color, color.alpha == 255,
                          ColorRole(finding: b).isSurface,
                          [Appearance.light, .dark, .darkElevated].allSatisfy({ a in
                              f.resolved(a).map { ContrastAudit.check($0, on: color, in: a, minimum: p.minimum).passes } ?? false
                          }) else {
                        verdict[n] = .some(nil)
                        continue
                    }
                    if verdict[n] == nil { verdict[n] = (fg, use.foreground) }
                }
            }
        }
        var places = ReportPlaces(sources, receivers: true)
        var placed: [(n: Int, place: String, text: (text: String, at: String))] = []
        for (n, v) in verdict.sorted(by: { $0.key < $1.key }) {
            guard let v, let place = places.place(of: reports[n]), Self.valueKey(reports[n].finding) != nil else { continue }
            placed.append((n, place, v))
        }
        guard !placed.isEmpty else { return false }
        let keptIndices = Set(placed.map(\.n))
        let scope = { (r: Report) in (Self.valueKey(r.finding) ?? "") + "|" + (r.finding.context ?? "") }
        let scopes = Set(placed.map { scope(reports[$0.n]) })
        var blocked: Set<String> = []
        for (n, r) in reports.enumerated() where !keptIndices.contains(n) && scopes.contains(scope(r)) {
            guard let place = places.place(of: r) else { continue }
            for p in placed where scope(reports[p.n]) == scope(r) && DeclarationPlace.matches(place, within: [p.place]) {
                blocked.insert(scope(r) + "|" + p.place)
            }
        }
        let kept = placed.map { (n: $0.n, place: $0.place, evidence: "under \($0.text.text) (\($0.text.at)), which keeps its one color and reads on it only as written") }
        return keepInPlace(kept, reports: reports, blocked: blocked, scope: scope, intent: .underFixedText, foreground: false)
    }
}
