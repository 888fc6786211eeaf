import RecolorCore

/// The files a run writes its reports to (`--output`, `--write-baseline`), checked against the
/// run's own inputs before anything is read or written: a report written over a source, the
/// table or the baseline destroyed it (`check -o a.swift` made the source JSON, `fix -o a.swift`
/// left it empty, `scan -o .recolor.json` replaced the table). Files are compared by identity.
enum ReportPaths {
    /// Why the run must not write its reports (exit 2), or nil.
    /// `sources`: the run's source files when already known (the staged snapshot); nil: walked here.
    static func refusal(_ args: Arguments, command: String, options: RunOptions, sources: [String]? = nil) -> String? {
        var reports: [(option: String, path: String)] = []
        if let path = args.output { reports.append(("--output", path)) }
        if command == "check", let path = args.writeBaseline { reports.append(("--write-baseline", path)) }
        if reports.count == 2 && FileIdentity.sameFile(reports[0].path, reports[1].path) {
            return "\(reports[0].option) \(reports[0].path) and \(reports[1].option) \(reports[1].path) name the same file; nothing written"
        }
        // Only a file that is there can be an input: the walk is made only then.
        let existing = reports.compactMap { r in FileIdentity(path: r.path).map { (r.path, $0) } }
        guard !existing.isEmpty else { return nil }
        var named: [(FileIdentity, String)] = []
        // `init --force` is there to replace the table; any other command reads it.
        if command != "init", let table = options.configuration.path, let id = FileIdentity(path: table) { named.append((id, "the run's table")) }
        if let baseline = args.baseline, let id = FileIdentity(path: baseline) { named.append((id, "the run's baseline")) }
        for (path, id) in existing {
            if let hit = named.first(where: { $0.0 == id }) { return "\(path): is \(hit.1); nothing written" }
        }
        let inputs = sources ?? walk(options)
        let wanted = Set(existing.map(\.1))
        for input in inputs {
            let disk = input.hasPrefix("/") ? input : PathText.join(options.cwd, input)
            guard let id = FileIdentity(path: disk), wanted.contains(id) else { continue }
            let path = existing.first { $0.1 == id }!.0
            return "\(path): is one of the run's sources; nothing written"
        }
        return nil
    }

    /// The files the run reads, walked as the engine walks them.
    static func walk(_ options: RunOptions) -> [String] {
        var walker = FileWalker(excludes: options.excludes, cwd: options.cwd)
        walker.tableExcludes = TableExcludes(configuration: options.configuration, cwd: options.cwd)
        return walker.collect(options.paths, threads: options.threads).files
    }
}
