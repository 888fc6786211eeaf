#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A reader's screening, derived from the words it declares it needs: any of its rules, a rule
/// holding when each of its groups has a word in the file's bytes (a word found inside a longer
/// one counts: an over-approximation, never a miss of what the reader would read). All the rules'
/// words are looked for in one pass (`ByteWordSet`); a word holding another of its group is left
/// out, the shorter finds it. The words go into the screening's one pass (`ScreeningWords`). The appearance helpers' test was once written twice (a whole-bytes
/// form and one from the offsets of `olor`, kept equal by a test) and let through neither a
/// labeled pair nor a flag's setting without `colorScheme`, `userInterfaceStyle` or `darkAqua`.
struct ByteScreening: Sendable {
    /// The rules' words, bit k of a found set for `words[k]`: the screening's one pass
    /// (`ScreeningWords`) looks for them with its other words.
    let words: [String]
    private let set: ByteWordSet
    /// Each rule: for each group, the bits of its words in `words`.
    private let rules: [[UInt64]]

    init(anyOf rules: [[[String]]]) {
        var all: [String] = []
        func bit(_ w: String) -> UInt64 {
            if let n = all.firstIndex(of: w) { return 1 << UInt64(n) }
            all.append(w)
            return 1 << UInt64(all.count - 1)
        }
        self.rules = rules.map { groups in
            groups.map { group in
                let kept = group.filter { w in !group.contains { $0 != w && ByteScreening.holds(w, $0) } }
                return kept.reduce(0) { $0 | bit($1) }
            }
        }
        words = all
        set = ByteWordSet(all)
    }

    /// `whole.contains(part)`, compared as bytes when both are ASCII (the same answer, without the
    /// Unicode-aware search that made building the screenings 17 M instructions of every run, callgrind).
    static func holds(_ whole: String, _ part: String) -> Bool {
        let w = Array(whole.utf8), p = Array(part.utf8)
        guard w.allSatisfy({ $0 < 0x80 }) && p.allSatisfy({ $0 < 0x80 }) else { return whole.contains(part) }
        if p.isEmpty { return true }
        guard p.count <= w.count else { return false }
        for i in 0...(w.count - p.count) where w[i] == p[0] && w[i..<i + p.count].elementsEqual(p) { return true }
        return false
    }

    /// Whether some rule holds in `bytes`.
    func mayHold(_ bytes: [UInt8]) -> Bool { holds(set.occurring(in: bytes)) }

    /// Whether some rule holds where `found` has bit k for each of `words[k]` found.
    func holds(_ found: UInt64) -> Bool {
        found != 0 && rules.contains { groups in groups.allSatisfy { $0 & found != 0 } }
    }

    /// The words that may still change `holds` once those of `found` are found: none once it
    /// holds, else those of the groups none of whose words is found yet (`ScreeningWords` stops
    /// looking for the others).
    func undecided(_ found: UInt64) -> UInt64 {
        if holds(found) { return 0 }
        var out: UInt64 = 0
        for groups in rules { for group in groups where group & found == 0 { out |= group } }
        return out
    }
}
