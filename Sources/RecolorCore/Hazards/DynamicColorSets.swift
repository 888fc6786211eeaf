/// The color sets of a run that have a dark appearance: a `.cgColor` of one of them keeps the
/// value of the moment it was taken.
enum DynamicColorSets {
    /// The names of the sets among `inputs` (their `Contents.json`) with a dark entry.
    /// Read on every worker (`threads`): one after the other they were a serial phase before the Swift scan.
    static func names(_ inputs: [FileInput], threads: Int = Parallel.defaultThreads) -> Set<String> {
        let sets = inputs.filter { SourceKind(path: $0.diskPath) == .colorSet }
        let dark = Parallel.map(sets.count, threads: threads) { k -> String? in
            guard case .success(let bytes) = sets[k].contents(), let root = PositionedJSON.parse(bytes),
                  let entries = root["colors"]?.elements,
                  entries.contains(where: { ColorSetLanguage.appearances($0).contains(.dark) }) else { return nil }
            return ColorSetLanguage.setName(sets[k].path)
        }
        return Set(dark.compactMap { $0 })
    }
}
