/// A drafted token whose values are one color in every appearance adapts nothing: `fix` rewrote
/// each use into a generated provider returning that color six times, and `generate` wrote a
/// dark entry equal to the light one into the app's own color set. SimpleLiveTVOS's white text on
/// its kept scrims and over video (`inverseText`, #FFFFFF/#FFFFFF, 23 sites in 12 files),
/// PDF-Archiver's (6), OpenEmu's black game window (`inverseBackground` #000000/#000000): the code
/// got harder to read and nothing changed in Dark Mode (session 28's review, B10). Its rules keep
/// their matches instead, with that reason, as the kept surface under them is kept.
///
/// Not the code's own pairs (harvested: a decision the code makes, rewritten whole), Apple's
/// colors, fixed tokens (a shadow's, a forced-Dark app's: fixed by design and named so), an app
/// dark by design (its tokens are its look, told on stderr), nor a side of a pair the table lists
/// for review (`pairs` names its tokens).
extension StarterDraft {
    /// Whether `t` is one color in every appearance it gives, and adapts by no choice of Apple's.
    static func isUnchanged(_ t: Token) -> Bool {
        guard t.harvest == nil, t.system == nil, !t.fixed, !t.darkShown, t.darkAsDesigned == nil,
              let light = t.appearance[.light], t.appearance[.dark] != nil else { return false }
        return t.appearance.given.values.allSatisfy { $0 == light }
    }

    /// Turns each unchanged token's rules into keep rules and drops the token. `reports`,
    /// `intended`: the findings and the token each was drafted to, to list what is kept.
    mutating func keepUnchangedTokens(_ reports: [Report], intended: [String?]) {
        let listed = Set(unreadable.flatMap { [$0.foreground, $0.background] })
        let unchanged = tokens.filter { Self.isUnchanged($0) && !listed.contains($0.name) }
        guard !unchanged.isEmpty else { return }
        let byName = Dictionary(unchanged.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var usedBy: [String: [Report]] = [:]
        for (r, token) in zip(reports, intended) { if let token, byName[token] != nil { usedBy[token, default: []].append(r) } }
        for (n, rule) in rules.enumerated() where rule.keep == nil && rule.pair.isEmpty {
            guard let t = byName[rule.token] else { continue }
            let reason = Self.unchangedReason(t, first: usedBy[t.name]?.first, count: usedBy[t.name]?.count ?? 0)
            rules[n] = Rule(match: rule.match, context: rule.context, token: "", keep: reason, within: rule.within)
        }
        for t in unchanged {
            let those = usedBy[t.name] ?? []
            guard !those.isEmpty else { continue }
            kept.groups.append(KeptColors.Group(match: t.values[0].match, contexts: nil, intent: .unchanged,
                                                reason: Self.unchangedReason(t, first: those.first, count: those.count), reports: those))
        }
        tokens.removeAll { byName[$0.name] != nil }
    }

    static func unchangedReason(_ t: Token, first: Report?, count: Int) -> String {
        let value = t.appearance[.light]!
        let evidence = "its dark value would be \(value.hex(withAlpha: value.alpha != 255)), as in light\(t.darkNote.map { ": \($0)" } ?? "")"
        guard let first else { return "\(FixedIntent.unchanged.rawValue): \(evidence)" }
        return FixedIntent.unchanged.reason(evidence: evidence, file: first.file, line: first.line, more: max(0, count - 1))
    }
}
