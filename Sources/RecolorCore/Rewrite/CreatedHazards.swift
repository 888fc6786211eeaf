/// What `fix` creates: a rewrite that turns a fixed color into a dynamic one where the color is
/// made a CGColor once (a `stale-color` site) is still made, and said. Found by detecting the
/// rewritten files in memory, with the run's color sets, and comparing their stale colors with
/// those the files had: per file, by the property or call each one is stored in.
public enum CreatedHazards {
    /// The `stale-color` reports the rewrites of `result` would add, in file order.
    public static func staleColors(_ result: RunResult, options: RunOptions, hazards: Bool = false) -> [Report] {
        let rewritten = Fixer.rewrites(result, hazards: hazards)
        guard !rewritten.isEmpty else { return [] }
        var before: [String: [String]] = [:]
        for file in result.files {
            for r in file.reports where r.finding.kind == .staleColor { before[r.file, default: []].append(r.finding.context ?? "") }
        }
        let byPath = Dictionary(result.files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let sources = rewritten.filter { byPath[$0.path]?.kind == .swift }
            .map { FileInput(path: $0.path, bytes: $0.bytes, diskPath: byPath[$0.path]?.diskPath ?? $0.path) }
        guard !sources.isEmpty else { return [] }
        var again = options
        again.knownColorSets = result.dynamicColorSets
        var created: [Report] = []
        for r in Engine.analyze(sources, options: again).allReports where r.finding.kind == .staleColor {
            if let n = before[r.file]?.firstIndex(of: r.finding.context ?? "") {
                before[r.file]!.remove(at: n)
            } else {
                created.append(r)
            }
        }
        return created
    }
}
