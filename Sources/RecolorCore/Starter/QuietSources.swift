/// The Swift files of a run that hold no finding: the run keeps only the files with findings,
/// but where a collection of colors is used as data (indexed, iterated, offered by a picker) is
/// often a view with no color of its own (applingo's `style.starColors[i % n]`, session 27).
/// Read once, when a use is not found among the files with findings.
enum QuietSources {
    static func read(_ run: RunOptions, besides files: [FileResult]) -> [[UInt8]] {
        let known = Set(files.map(\.diskPath))
        var walker = FileWalker(excludes: run.excludes, cwd: run.cwd)
        walker.tableExcludes = TableExcludes(configuration: run.configuration, cwd: run.cwd)
        return walker.collect(run.paths, threads: run.threads).files.compactMap { path in
            guard SourceKind.claiming(path) == .swift else { return nil }
            let disk = path.hasPrefix("/") ? path : PathText.join(run.cwd, path)
            guard !known.contains(disk), case .success(let bytes) = TextFile.read(disk, shownAs: path) else { return nil }
            return bytes
        }
    }
}
