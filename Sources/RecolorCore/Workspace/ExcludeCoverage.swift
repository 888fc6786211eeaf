/// Whether the excludes left any file of the named paths: `"exclude": ["**"]` (or `""`) made
/// `check --strict` pass on a tree it never read. A guard that checks nothing must say so.
package enum ExcludeCoverage {
    /// The excludes that remove the files the paths hold, as the user wrote them (`--exclude '**'`,
    /// `exclude[0] '**'` of the table), when the run read none of them; empty when the paths hold
    /// no source file at all, or a run read some.
    package static func excludingEverything(_ options: RunOptions) -> [String] {
        let paths = options.paths.isEmpty ? ["."] : options.paths
        let files = FileWalker(excludes: [], cwd: options.cwd).collect(paths, threads: options.threads).files
        guard !files.isEmpty else { return [] }
        return givenExcludesMatching(options.excludes, paths: files) + tableExcludesMatching(options, paths: files)
    }

    /// The `--exclude` globs (as the user wrote them) that match one of `paths`.
    package static func givenExcludesMatching(_ excludes: [String], paths: [String]) -> [String] {
        excludes.filter { g in
            let glob = Glob(g)
            return paths.contains { path in spellings(path).contains { glob.matches($0) } }
        }.map { "--exclude '\($0)'" }
    }

    /// The table's excludes (as the user wrote them) that match one of `paths`.
    package static func tableExcludesMatching(_ options: RunOptions, paths: [String]) -> [String] {
        var named: [String] = []
        for (n, g) in options.configuration.exclude.enumerated() {
            var one = options.configuration
            one.exclude = [g]
            let table = TableExcludes(configuration: one, cwd: options.cwd)
            if paths.contains(where: { path in spellings(path).contains { table.matches($0) } }) { named.append("the table's exclude[\(n)] '\(g)'") }
        }
        return named
    }

    /// A file's path and its folders' (the walk excludes a folder before it reads its files).
    package static func spellings(_ path: String) -> [String] {
        var out = [path]
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if !folder.isEmpty { out.append(String(folder)) }
        }
        return out
    }
}
