/// A foreground and the background it is drawn on are one decision: on tvOS and watchOS, which
/// lack `systemBackground`, `fix` declined a white background and still rewrote the black text on
/// it to `label`, white text on the white that stayed in Dark Mode (watchOS is always dark). Where
/// one side of a pair the code draws (`Text(…).foregroundStyle(X).background(Y)`, a label's
/// `textColor` and its view's `backgroundColor`, a layer of a `ZStack` over another) is declined
/// because the site's platform or OS lacks its color, the other side is declined with it. So
/// too where a side is declined because its file is a package target's, which cannot see the
/// table's members (AnimeNow's player: `actionButton(…, .black, .white)` became
/// `(…, Color.primary, .white)`, white on white: session 16's audit, F10).
enum DeclinedPairs {
    /// Whether a side declined for `reason` is declined for where it ships (its platform, OS or
    /// target), which its pair's other side shares.
    static func isWhereItShips(_ reason: String) -> Bool {
        AvailabilityGate.isAvailabilityReason(reason) || TargetMembership.isPackageRefusal(reason)
    }

    /// Declines, in one file's reports, each mapped side of a pair whose other side the
    /// availability gate declined. Reads the pairs only when such a decline exists.
    static func declineWholePairs(_ reports: inout [Report], in file: SwiftSource) {
        let declined = reports.indices.filter { reports[$0].resolution.declined.map(isWhereItShips) ?? false }
        guard !declined.isEmpty, reports.contains(where: { $0.resolution.isMapped }) else { return }
        // Each report's own subject (its offset), so a pair names the two reports it joins.
        var byName: [String: Int] = [:]
        for n in reports.indices where reports[n].resolution.token != nil { byName["#\(reports[n].finding.range.lowerBound)"] = n }
        let uses = TokenExpressions.findingUses(in: file, reports: reports) { r in
            r.resolution.token == nil ? nil : "#\(r.finding.range.lowerBound)"
        }
        var notes = PairSearchNotes()
        let isDeclined = Set(declined)
        var reasons: [Int: String] = [:]
        for (fg, bg, _) in InferredPairs.pairs(in: file, uses: uses, notes: &notes, apples: ApplesPairs(fixed: { _ in false })) {
            guard let f = byName[fg], let b = byName[bg] else { continue }
            for (kept, other) in [(b, f), (f, b)] where isDeclined.contains(kept) && reports[other].resolution.isMapped && reasons[other] == nil {
                let side = kept == b ? "the background it is drawn on" : "the foreground drawn on it"
                // The kept side's reason (where the app ships) goes with it: the decline is of the same kind.
                reasons[other] = "\(side), \(reports[kept].text) (line \(reports[kept].line)), stays as written, and a pair is migrated whole (a color adapting on a surface that does not is unreadable in one appearance): \(reports[kept].resolution.declined!)"
            }
        }
        for (n, reason) in reasons { reports[n].resolution.declined = reason }
    }
}
