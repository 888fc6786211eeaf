#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import RecolorCore

/// The files a run writes its reports to (`--output`, `--write-baseline`), checked against the
/// run's own inputs before anything is read or written: a report written over a source, the
/// table or the baseline destroyed it (`check -o a.swift` made the source JSON, `fix -o a.swift`
/// left it empty, `scan -o .recolor.json` replaced the table). Files are compared by identity.
enum ReportPaths {
    /// Why the run must not write its reports (exit 2), or nil.
    /// `sources`: the run's source files when already known (the staged snapshot); nil: walked here.
    static func refusal(_ args: Arguments, command: String, options: RunOptions, sources: [String]? = nil) -> String? {
        // Paths as given (relative to the run's folder, not the process's) for the file system.
        func disk(_ path: String) -> String { path.hasPrefix("/") ? path : PathText.join(options.cwd, path) }
        var reports: [(option: String, path: String)] = []
        if let path = args.output { reports.append(("--output", path)) }
        if command == "check", let path = args.writeBaseline { reports.append(("--write-baseline", path)) }
        if reports.count == 2 && FileIdentity.sameFile(disk(reports[0].path), disk(reports[1].path)) {
            return "\(reports[0].option) \(reports[0].path) and \(reports[1].option) \(reports[1].path) name the same file; nothing written"
        }
        // Only a file that is there can be an input: the walk is made only then.
        let existing = reports.compactMap { r in FileIdentity(path: disk(r.path)).map { (r.path, $0) } }
        guard !existing.isEmpty else { return nil }
        var named: [(FileIdentity, String)] = []
        // `init --force` is there to replace the table; any other command reads it.
        if command != "init", let table = options.configuration.path, let id = FileIdentity(path: disk(table)) { named.append((id, "the run's table")) }
        if let baseline = args.baseline, let id = FileIdentity(path: disk(baseline)) { named.append((id, "the run's baseline")) }
        for (path, id) in existing {
            if let hit = named.first(where: { $0.0 == id }) { return "\(path): is \(hit.1); nothing written" }
        }
        let inputs = sources ?? walk(options)
        let wanted = Set(existing.map(\.1))
        for input in inputs {
            guard let id = FileIdentity(path: disk(input)), wanted.contains(id) else { continue }
            let path = existing.first { $0.1 == id }!.0
            return "\(path): is one of the run's sources; nothing written"
        }
        // The project files the run reads for its targets (and what they name: `.xcconfig`
        // files, XcodeGen includes of any name), by identity.
        let projectInputs = ProjectInputs.filesRead(paths: options.paths, cwd: options.cwd)
        for input in projectInputs {
            guard let id = FileIdentity(path: input), wanted.contains(id) else { continue }
            let path = existing.first { $0.1 == id }!.0
            return "\(path): is a project file the run reads; a report is never written over one; nothing written"
        }
        // A source or a table that this run does not read (excluded, untracked, elsewhere) is
        // still someone's code: `scan -o Vendor/Lib.swift` with Vendor/** excluded replaced it.
        for (path, _) in existing {
            if let what = readByRecolor(path, cwd: options.cwd, command: command) {
                return "\(path): is \(what) (recolor reads such files); a report is never written over one; nothing written"
            }
        }
        return nil
    }

    /// What kind of file recolor reads `path` is (by its name, or the name it links to), or nil.
    /// `init` writes tables (`--force` replaces one), so a table is not refused to it.
    static func readByRecolor(_ path: String, cwd: String, command: String) -> String? {
        let absolute = path.hasPrefix("/") ? path : PathText.join(cwd, path)
        var names = [absolute]
        if let real = realpath(absolute, nil) {
            names.append(String(cString: real))
            free(real)
        }
        for name in names {
            if command != "init" && name.split(separator: "/").last.map(String.init) == ConfigurationLoader.fileName { return "a table" }
            if let kind = ProjectInputs.kind(ofPath: name) { return kind }
            guard SourceKind.isWalkedSource(name) else { continue }
            switch SourceKind(path: name) {
            case .swift: return "a Swift source"
            case .interfaceBuilder: return "an Interface Builder document"
            case .colorSet: return "a color set"
            }
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
