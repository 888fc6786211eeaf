/// The color sets of a run that have a dark appearance: a `.cgColor` of one of them keeps the
/// value of the moment it was taken.
enum DynamicColorSets {
    /// The names of the sets among `inputs` (their `Contents.json`) with a dark entry, but those
    /// whose entries are all one color: such a set draws the same in every appearance, and its
    /// `.cgColor` is never stale (focus-ios, "dark by design", got a dark equal to the light in
    /// 24 sets; `check` then reported 3 stale colors of colors that do not change: session 21 audit F9).
    /// Read on every worker (`threads`): one after the other they were a serial phase before the Swift scan.
    static func names(_ inputs: [FileInput], threads: Int = Parallel.defaultThreads) -> Set<String> {
        read(inputs, threads: threads).changing
    }

    /// The sets with a dark entry (`withDark`), and of those the ones whose entries are not all
    /// one color (`changing`): a set `fix` gave a dark equal to its light is still the app's set
    /// that `contrast` reads by name (`ColorSetRuleTokens`).
    static func read(_ inputs: [FileInput], threads: Int = Parallel.defaultThreads) -> (withDark: Set<String>, changing: Set<String>) {
        let sets = inputs.filter { SourceKind(path: $0.diskPath) == .colorSet }
        let dark = Parallel.map(sets.count, threads: threads) { k -> (String, Bool)? in
            guard case .success(let bytes) = sets[k].contents(), let root = PositionedJSON.parse(bytes),
                  let entries = root["colors"]?.elements,
                  entries.contains(where: { ColorSetLanguage.appearances($0).contains(.dark) }) else { return nil }
            // One color in every entry (each read, none unknown): the same in every appearance. An
            // entry naming a system color (`"reference": "systemBackgroundColor"`, NetNewsWire's bar
            // color) has no components: it adapts, unknown here.
            let colors = entries.map { entry -> RGBA? in
                guard let color = entry["color"], color["components"] != nil, color["reference"] == nil else { return nil }
                return ColorSetColor.read(color).color
            }
            let known = colors.compactMap { $0 }
            let same = !known.isEmpty && known.count == colors.count && known.allSatisfy { $0 == known[0] }
            return (ColorSetLanguage.setName(sets[k].path), !same)
        }
        let found = dark.compactMap { $0 }
        return (Set(found.map(\.0)), Set(found.filter(\.1).map(\.0)))
    }
}
