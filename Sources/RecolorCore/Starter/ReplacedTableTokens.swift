#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension StarterDraft {
    /// The tokens of `old` (the table `init --force` replaces) that the draft lacks and whose
    /// member the Swift sources still name: a migrated tree names `Semantic.x` from the generated
    /// file, which the scan skips, so a new draft forgets the migration's tokens and `generate`
    /// emptied the file under every site (session 21 audit F15). They are named on stderr, not
    /// written: the old table's rules for them would shadow or be shadowed by the draft's, and a
    /// token without a rule fails the strict lint; `generate` refuses to drop them (`DroppedMembers`).
    /// `files`: the tree's files as the walk lists them (a migrated file has no finding left, so
    /// the run's results may not hold it), read from `cwd`.
    package mutating func noteNamedTokens(from old: Configuration, files: [String], cwd: String) {
        let drafted = Set(tokens.map(\.name))
        let candidates = old.tokens.filter { !drafted.contains($0.name) }
        var memberOf: [String: [Int]] = [:]
        for (n, t) in candidates.enumerated() {
            for e in t.expressions.values { if let m = DroppedMembers.member(of: e) { memberOf[m, default: []].append(n) } }
        }
        var kept: [Int: String] = [:]
        for (name, site) in DroppedMembers.sites(of: Set(memberOf.keys), files: files, cwd: cwd) {
            for n in memberOf[name]! where kept[n] == nil { kept[n] = site }
        }
        namedButDropped = kept.keys.sorted().map { (candidates[$0], kept[$0]!) }
    }
}
