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
        declineMembersOfOneType(&reports, declined: declined, in: file, reasons: &reasons)
        for (n, reason) in reasons { reports[n].resolution.declined = reason }
    }

    /// A type's stored foreground and background (vimr's package `Theme`: `public var foreground =
    /// NSColor.black`, `public var background = NSColor.white`) are drawn one on the other wherever
    /// the type is used, which one file does not show: the foreground became `labelColor` (a system
    /// color the package may name) while the background was declined, white on white in Dark
    /// (session 22's review, F22). A mapped text or tint declared in the same type as a declined
    /// background (or the reverse) is declined with it.
    static func declineMembersOfOneType(_ reports: inout [Report], declined: [Int], in file: SwiftSource, reasons: inout [Int: String]) {
        let tree = SyntaxTreeMemo(file: file).tree
        // The type whose body declares the color itself (a stored property's value), not one of
        // its methods: a controller's `viewDidLoad` colors are paired by what they are set on.
        func type(_ n: Int) -> Int? {
            let scope = tree.scopes[tree.scope(at: file.codeIndex(atOrAfter: reports[n].finding.range.lowerBound))]
            return scope.isType ? scope.open : nil
        }
        func side(_ n: Int) -> Bool? {
            switch ColorRole(finding: reports[n].finding) {
            case .text, .tint: return true
            case .background, .fill: return false
            default: return nil
            }
        }
        for kept in declined {
            guard let keptType = type(kept), let keptIsForeground = side(kept) else { continue }
            for other in reports.indices where reports[other].resolution.isMapped && reasons[other] == nil {
                guard side(other) == !keptIsForeground, type(other) == keptType else { continue }
                let what = keptIsForeground ? "the foreground declared beside it" : "the background declared beside it"
                reasons[other] = "\(what), \(reports[kept].text) (line \(reports[kept].line)), stays as written, and a type's foreground and background are migrated whole (one is drawn on the other): \(reports[kept].resolution.declined!)"
            }
        }
    }
}
