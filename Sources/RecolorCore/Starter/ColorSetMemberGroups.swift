/// One color set is one token. A palette member that looks a color set up (`static var faded:
/// Color { Color("faded") }`) draws the set: its uses, in whatever role, and the set's own finding
/// are one color with one dark value, the one `fix` writes into the set. Grouped by role and
/// value apart, the member's text uses, its stroke uses and the set became three tokens with
/// three darks (#8B8B8B written into the set, #4A4A4A generated as a second set for the strokes),
/// and init warned that its own rules missed the set (Concordium's `Pallette` of 21 `Color("…")`
/// members: faded text 2.37:1 on black in SwiftUI where the set gives 6.75:1; session 30's
/// review, A15 and A12).
enum ColorSetMemberGroups {
    typealias Group = (role: ColorRole, values: [StarterDraft.Value])

    /// `Pallette.faded` → `faded`: the fixed members that look a color set up.
    static func setsLookedUp(_ declared: DeclaredMembers) -> [String: String] {
        var out: [String: String] = [:]
        for (type, members) in declared.types {
            for (member, m) in members where !m.mutable {
                if let set = m.colorSet { out["\(type).\(member)"] = set }
            }
        }
        return out
    }

    /// The sets a value draws: its own findings' and the one its member looks up. Two values
    /// drawing different sets are never one token, as two sets are not (Concordium's white sets
    /// `background`, `whiteText` and `buttonText`, each behind a `Pallette` member: merged, the
    /// page background took the white text's white dark).
    static func sets(of v: StarterDraft.Value, _ setOfMember: [String: String]) -> Set<String> {
        setOfMember[v.match].map { v.colorSets.union([$0]) } ?? v.colorSets
    }

    /// `groups` with every value that draws one color set (its members' uses, the set's own
    /// finding) moved into one group: the set's own, where its role (read from all its uses,
    /// members' included: `ColorSetUses`) says something, else the one of a role that says
    /// something where these values are used most; a member's uses in several roles are one
    /// value there. Values drawing no set stay where they are. `members`: the members so merged,
    /// whose rules take them in every context (the role a use says no longer picks the token).
    static func merge(_ groups: [Group], declared: DeclaredMembers) -> (groups: [Group], members: Set<String>) {
        let setOfMember = setsLookedUp(declared)
        guard !setOfMember.isEmpty else { return (groups, []) }
        func draws(_ v: StarterDraft.Value, _ set: String) -> Bool {
            v.colorSets.contains(set) || setOfMember[v.match] == set
        }
        var out = groups
        var merged: Set<String> = []
        for set in Set(setOfMember.values).sorted() {
            let holding = out.indices.filter { g in out[g].values.contains { draws($0, set) } }
            guard holding.count > 1 else { continue }
            let uses = { (g: Int) in out[g].values.filter { draws($0, set) }.reduce(0) { $0 + $1.count } }
            // A role that says something wins over none (`.color`): LN-Zap's set `white`, read in no
            // role of its own, took its member's seven text uses into a group of no role, and the app
            // of white text on navy was no longer seen dark by design.
            let saying = holding.filter { out[$0].role != .color }
            let own = saying.first { g in out[g].values.contains { $0.colorSets.contains(set) } }
            let target = own ?? (saying.isEmpty ? holding : saying).max { (uses($0), $1) < (uses($1), $0) }!
            var moved: [StarterDraft.Value] = []
            for g in holding where g != target {
                moved += out[g].values.filter { draws($0, set) }
                out[g].values.removeAll { draws($0, set) }
            }
            var values: [StarterDraft.Value] = []
            for v in out[target].values + moved {
                if setOfMember[v.match] == set { merged.insert(v.match) }
                if let k = values.firstIndex(where: { $0.match == v.match }) { values[k].absorb(v) } else { values.append(v) }
            }
            out[target].values = values.sorted { ($0.count, $1.match) > ($1.count, $0.match) }
        }
        return (out.filter { !$0.values.isEmpty }, merged)
    }
}

extension StarterDraft.Value {
    /// This value with `other`'s uses (the same match, counted in another role).
    mutating func absorb(_ other: StarterDraft.Value) {
        count += other.count
        files.formUnion(other.files)
        contexts.merge(other.contexts, uniquingKeysWith: +)
        frameworks.formUnion(other.frameworks)
        colorSets.formUnion(other.colorSets)
        declaredAs.formUnion(other.declaredAs)
        localNames.formUnion(other.localNames)
        groupedTableUses += other.groupedTableUses
    }
}
