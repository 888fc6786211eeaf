#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A draft rule an earlier one always beats takes no finding, and the table's lint calls it an
/// error under `--strict` ("never matches"): init's own draft failed its own lint. After the
/// repair puts a rule limited to a place first (`"in"`), the rule it replaces may be left
/// behind a wider one of the same color: beam's `#000000` in `color` for the filled passcode
/// dot, behind `#000000` in `color, tintColor` (session 22 audit F18). Such a rule maps nothing,
/// so dropping it changes no finding's token.
extension StarterDraft {
    mutating func dropRulesThatNeverMatch() {
        let base = Configuration()
        var read: [Configuration.Rule] = [], readIndex: [Int] = []
        for (n, r) in rules.enumerated() {
            guard let rule = Self.configurationRule(r, base: base) else { continue }
            read.append(rule)
            readIndex.append(n)
        }
        // A rule beaten by a dead one is beaten by what beats that one (the same match, a context
        // at least as wide): one pass drops them all.
        let dead = Set(TableLint.shadowing(read).compactMap { s -> Int? in
            if case let .neverMatches(rule, _) = s { return readIndex[rule] }
            return nil
        })
        guard !dead.isEmpty else { return }
        rules = rules.enumerated().filter { !dead.contains($0.offset) }.map(\.element)
    }
}

/// A rule for a light/dark choice whose dark repeats its color (`"dark"` the same) followed, with no rule of its color between,
/// by a rule of the same color, places and token for every finding of that color: the second
/// maps whatever the first would, so the first is a second decision of the same thing to review.
/// A color set whose dark repeats its light, read through the app's member, gave both (Wasserflug:
/// 10 of 37 rules; session 29's review, B8).
extension StarterDraft {
    mutating func dropPairRulesAWiderRuleRepeats() {
        var dropped: Set<Int> = []
        // Only a pair whose other arms repeat its match (a set the same in dark) says nothing the
        // wider rule does not: a pair of two values records the code's own light/dark choice, which
        // the table shows beside the lone member's rule (`LoneMemberUseTests`, the seed's `Semantic`).
        for (n, r) in rules.enumerated() where !r.pair.isEmpty && r.keep == nil && r.pair.values.allSatisfy({ $0 == r.match }) {
            for later in rules[(n + 1)...] where later.match == r.match {
                // The first later rule of the color decides: the same token for every finding of
                // the color where `r` applies, or `r` is needed.
                if later.pair.isEmpty, later.keep == nil, later.token == r.token, later.within == nil || later.within == r.within,
                   later.context == nil || Set(later.context!).isSuperset(of: r.context ?? []) && r.context != nil {
                    dropped.insert(n)
                }
                break
            }
        }
        guard !dropped.isEmpty else { return }
        rules = rules.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }
}
