/// The files `contrast` reads for pairs: those with findings (from the run), and those that
/// write a token's expression (after `fix` a file may have no finding left).
public enum ContrastSources {
    package static func collect(_ result: RunResult, options: RunOptions, expressions: TokenExpressions) -> [(file: SourceFile, reports: [Report])] {
        var files: [(file: SourceFile, reports: [Report])] = []
        var seen: Set<String> = []
        for (content, reports) in zip(result.sources, result.reports) {
            seen.insert(content.path)
            guard content.path.hasSuffix(".swift") else { continue }
            files.append((SourceFile(path: content.path, bytes: content.bytes, diskPath: content.diskPath), reports.filter { !$0.finding.kind.isHazard }))
        }
        guard !expressions.isEmpty else { return files }
        let walked = FileWalker(excludes: options.excludes, cwd: options.cwd).collect(options.paths, threads: options.threads)
        let rest = walked.files.filter { $0.hasSuffix(".swift") && !seen.contains($0) }
        let read: [SourceFile?] = Parallel.map(rest.count, threads: options.threads > 0 ? options.threads : Parallel.defaultThreads) { k in
            let path = rest[k]
            let disk = path.hasPrefix("/") ? path : PathText.join(options.cwd, path)
            guard case .success(let bytes) = TextFile.read(disk), expressions.mayOccur(in: bytes) else { return nil }
            if !options.includeGenerated && GeneratedFile.isGenerated(bytes) { return nil }
            return SourceFile(path: path, bytes: bytes, diskPath: disk)
        }
        for file in read.compactMap({ $0 }) { files.append((file, [])) }
        return files.sorted { $0.file.path < $1.file.path }
    }
}

extension ContrastAudit {
    /// The whole audit of a run: the table's pairs and those the code shows.
    public static func audit(_ result: RunResult, options: RunOptions) -> [AuditedPair] {
        let expressions = TokenExpressions(options.configuration)
        let files = ContrastSources.collect(result, options: options, expressions: expressions)
        return audit(options.configuration, inferred: InferredPairs.infer(files, expressions: expressions))
    }
}
