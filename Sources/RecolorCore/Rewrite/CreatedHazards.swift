/// What `fix` creates: a rewrite that turns a fixed color into a dynamic one where the color is
/// made a CGColor once (a `stale-color` site) is still made, and said. Found by detecting the
/// rewritten files in memory, with the run's color sets, and comparing their stale colors with
/// those the files had: per file, by the property or call each one is stored in.
public enum CreatedHazards {
    /// A file whose stale colors the rewrite made are repaired in the same run (`fix --hazards`):
    /// `from` is what the rewrite leaves (a rewritten file's new bytes, or another file's bytes
    /// as read), `to` the same with the repairs' hooks.
    public struct Repair: Sendable {
        public var path: String
        public var diskPath: String
        public var from: [UInt8]
        public var to: [UInt8]
        /// The created stale colors it repairs.
        public var repaired: Int
    }

    /// The `stale-color` reports the rewrites of `result` would add, in file order.
    public static func staleColors(_ result: RunResult, options: RunOptions, hazards: Bool = false) -> [Report] {
        analyze(result, options: options, hazards: hazards).created
    }

    /// The rewrites' own stale colors, and the repairs `fix --hazards` writes for them in the same
    /// run: one run leaves none it made, and `--diff` shows the rewrite and the hook together (a
    /// second run used to write the hook: session 15's audit, F27).
    public static func analyze(_ result: RunResult, options: RunOptions, hazards: Bool = false) -> (created: [Report], repairs: [Repair]) {
        let rewritten = Fixer.rewrites(result, hazards: hazards)
        guard !rewritten.isEmpty else { return ([], []) }
        var before: [String: [String]] = [:]
        for file in result.files {
            for r in file.reports where r.finding.kind == .staleColor { before[r.file, default: []].append(r.finding.context ?? "") }
        }
        let byPath = Dictionary(result.files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let sources = rewritten.filter { byPath[$0.path]?.kind == .swift }
            .map { FileInput(path: $0.path, bytes: $0.bytes, diskPath: byPath[$0.path]?.diskPath ?? $0.path) }
        // Color sets the rewrite gives a dark appearance (a light-only set of the app): their
        // colors become dynamic in every file that names them, rewritten or not.
        let madeSets = DynamicColorSets.names(rewritten.filter { byPath[$0.path]?.kind == .colorSet }
            .map { FileInput(path: $0.path, bytes: $0.bytes, diskPath: byPath[$0.path]?.diskPath ?? $0.path) })
            .subtracting(result.dynamicColorSets)
        guard !sources.isEmpty || !madeSets.isEmpty else { return ([], []) }
        var again = options
        again.knownColorSets = result.dynamicColorSets.union(madeSets)
        var created: [Report] = []
        var repairs: [Repair] = []
        let rewrittenRun = Engine.analyze(sources, options: again)
        func compare(_ run: RunResult) {
            for file in run.files {
                var made = 0
                for r in file.reports where r.finding.kind == .staleColor {
                    if let n = before[r.file]?.firstIndex(of: r.finding.context ?? "") {
                        before[r.file]!.remove(at: n)
                    } else {
                        created.append(r)
                        if !r.finding.repairs.isEmpty { made += 1 }
                    }
                }
                guard hazards, made > 0, let rewrite = file.rewrite(hazards: true)?.outcome, !rewrite.kept.isEmpty, rewrite.bytes != file.bytes else { continue }
                repairs.append(Repair(path: file.path, diskPath: file.diskPath, from: file.bytes, to: rewrite.bytes, repaired: made))
            }
        }
        compare(rewrittenRun)
        var made = rewrittenRun.dynamicExtensionMembers.filter { result.dynamicExtensionMembers[$0.key] == nil }
        var compared = Set(sources.map(\.path))
        if !madeSets.isEmpty {
            let others = usingFiles(madeSets, options: options, except: compared)
            if !others.isEmpty {
                let run = Engine.analyze(others, options: again)
                compare(run)
                compared.formUnion(others.map(\.path))
                // The app's members that read a set made dynamic (`static let purple70 =
                // UIColor(named: "Purple70")!`): dynamic now, wherever they are used (focus-ios's
                // tooltip gradient, `UIColor.purple70.cgColor`: session 21 audit F9).
                made.merge(run.dynamicExtensionMembers.filter { result.dynamicExtensionMembers[$0.key] == nil }) { a, _ in a }
            }
        }
        // A member of a color-type extension the rewrite made dynamic (`static var textColor:
        // UIColor { return Semantic.primaryText }`): its uses in files fix leaves as they are.
        if !made.isEmpty {
            again.knownDynamicMembers = made
            let others = usingFiles(Set(made.keys.map { String($0.split(separator: ".").last!) }), options: options,
                                    except: compared)
            compare(Engine.analyze(others, options: again))
        }
        return (created.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }, repairs)
    }

    /// The run's Swift files, but `except`, whose bytes name one of `names`.
    static func usingFiles(_ names: Set<String>, options: RunOptions, except: Set<String>) -> [FileInput] {
        var walker = FileWalker(excludes: options.excludes, cwd: options.cwd)
        walker.tableExcludes = TableExcludes(configuration: options.configuration, cwd: options.cwd)
        let needles = names.map { ByteFinder($0) }
        return walker.collect(options.paths, threads: options.threads).files.compactMap { path in
            guard !except.contains(path), SourceKind(path: path) == .swift else { return nil }
            let disk = path.hasPrefix("/") ? path : PathText.join(options.cwd, path)
            guard case .success(let bytes) = FileReader.contents(of: disk), needles.contains(where: { $0.occurs(in: bytes) }) else { return nil }
            return FileInput(path: path, diskPath: disk, bytes: bytes)
        }
    }
}
