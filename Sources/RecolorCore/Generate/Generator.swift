#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `recolor generate`: from the table, the Swift file and the asset catalog that declare its
/// tokens; compared with what is on disk, written (only what differs), or checked.
public enum Generator {
    /// One file `generate` owns, and what it must hold.
    public struct Output: Sendable, Equatable {
        /// Shown in messages and diffs: relative to the cwd when the table is.
        public var path: String
        public var diskPath: String
        public var content: [UInt8]
        /// Written only when missing (a catalog's own `Contents.json` may carry a team's settings).
        public var onlyIfMissing = false
        /// What the file is: it tells whether an existing one is recolor's to replace.
        public var kind: Kind = .swift

        public enum Kind: Sendable, Equatable {
            case swift, catalog, colorSet
        }
    }

    /// An output `generate` may not write, and why (the run exits 2 and writes nothing).
    public struct Refusal: Sendable, Equatable {
        public var path: String
        public var reason: String
    }

    public enum State: Sendable, Equatable {
        case upToDate
        case missing
        case stale(current: [UInt8])
    }

    public struct Options: Sendable {
        public var configuration: Configuration
        /// Where the tree's declarations are read (default: the table's folder).
        public var paths: [String]
        public var excludes: [String] = []
        public var cwd = FileManager.default.currentDirectoryPath
        public var threads = 0
        /// Where the app ships; nil: read from the project files under the paths.
        package var project: ProjectFacts?

        public init(configuration: Configuration, paths: [String] = []) {
            self.configuration = configuration
            self.paths = paths.isEmpty ? [configuration.directory] : paths
        }
    }

    public struct Plan: Sendable {
        public var declarations: DeclarationPlan
        /// What `generate` writes, or compares: its own files only.
        public var outputs: [Output]
        public var problems: [FileProblem]
        /// Outputs it may not write: any makes the whole run write nothing.
        public var refusals: [Refusal] = []
        /// Color sets that exist and that recolor did not write: neither compared nor replaced.
        public var leftAlone: [String] = []
        /// The project's app and extension targets that build none of the Swift file's folder: each
        /// needs the file added if its code is to name the table's members.
        public var targetsWithoutOutput: [String] = []
        /// The Tuist projects whose targets a helper builds (`UnreadTuistProject`), by name and
        /// manifest: their modules cannot see the Swift file's internal members.
        public var unreadProjects: [String] = []
        /// The helpers that build them (`Project.module`).
        public var unreadProjectBuilders: [String] = []
        /// Tokens whose color set is the app's own (token → that set): no second set is written.
        public var appColorSets: [String: String] = [:]
        /// System-color tokens whose set is written because Interface Builder documents that build
        /// below its system-color floor name it (`name="systemBackground"`).
        public var setsForDocuments: [String] = []
        /// Tokens whose AppKit members show their light value on macOS 10.14, which has Dark Mode
        /// but not `NSColor(name:dynamicProvider:)` (10.15): no generated color set to read there.
        public var lightOnMacOS1014: [String] = []
    }

    /// The shown and on-disk paths of `relative`, a path of the table (relative to its folder).
    static func locate(_ relative: String, _ options: Options) -> (shown: String, disk: String) {
        let dir = options.configuration.directory
        let path = relative.hasPrefix("/") || dir == "." ? relative : PathText.join(dir, relative)
        let disk = path.hasPrefix("/") ? path : PathText.join(options.cwd, path)
        return (FileWalker(excludes: [], cwd: options.cwd).display(disk), disk)
    }

    /// Reads the tree's declarations (every Swift file under the paths, generated ones too, but
    /// not the file `generate` writes nor any other it wrote) and computes every output.
    public static func plan(_ options: Options) throws(GenerateError) -> Plan {
        let targets = options.configuration.generate ?? Configuration.GenerateTargets()
        let swiftTarget = targets.swift.map { locate($0, options) }
        let walked = FileWalker(excludes: options.excludes + tableExcludes(options), cwd: options.cwd).collect(options.paths, threads: options.threads)
        var problems = walked.errors.map { FileProblem(file: $0.path, message: $0.message) }
        problems += UnreadableColorSets.problems(files: walked.files, cwd: options.cwd)
        let own = swiftTarget.map { standardized($0.disk) }
        // Declarations live in Swift files only (the walk also lists IB documents and color sets).
        let files = walked.files.filter {
            let disk = $0.hasPrefix("/") ? $0 : PathText.join(options.cwd, $0)
            return SourceKind(path: disk) == .swift && standardized(disk) != own
        }
        let read = Parallel.map(files.count, threads: options.threads > 0 ? options.threads : Parallel.defaultThreads) { n -> Result<TypeDeclarations, FileProblem> in
            let disk = files[n].hasPrefix("/") ? files[n] : PathText.join(options.cwd, files[n])
            return TextFile.read(disk, shownAs: files[n]).map { bytes in
                // What generate wrote (here or a copy of it) is output, never a declaration to keep.
                bytes.starts(with: GeneratedSwiftFile.signature) ? TypeDeclarations()
                    : TypeDeclarations([SwiftSource(path: files[n], bytes: bytes, diskPath: disk)])
            }
        }
        let swiftOnDisk = files.map { standardized($0.hasPrefix("/") ? $0 : PathText.join(options.cwd, $0)) }
        var declarations = TypeDeclarations()
        for r in read {
            switch r {
            case .success(let d): declarations.merge(d)
            case .failure(let p): problems.append(p)
            }
        }
        let tokens = options.configuration.tokens
        let served = options.project ?? ProjectFacts.read(paths: options.paths, cwd: options.cwd)
        // Every platform and lowest OS of the project: `fix` writes a token's own member in place of
        // a system color wherever one of its sites lacks it.
        let shipping = served.isEmpty ? nil : Compilation(platforms: Compilation.union(served.targets))
        let plan = try DeclarationPlan.make(tokens: tokens, declarations: declarations, usesAssetCatalog: targets.assetCatalog != nil,
                                            shipping: shipping)
        let serving = swiftTarget.map { served.compilation(of: standardized($0.disk)) } ?? .newestSDK
        let servingTargets = serving.targets.isEmpty ? served.targets.map(\.name) : serving.targets
        // The color sets the catalog holds: the table's tokens with a light value, but not the app's
        // own sets (harvested, or the light-only set a token was named after) nor system colors
        // (except those Interface Builder documents name because they build below its floor).
        let namedByDocuments = targets.assetCatalog == nil ? [] : DocumentColorSets.systemTokens(options.configuration, files: walked.files, cwd: options.cwd, project: served)
        var verdict = OwnColorSetClash.Verdict()
        if let catalog = targets.assetCatalog {
            // A system color's set is written only for documents that name it (below its floor):
            // no other can repeat an app set's name.
            let candidates = tokens.filter {
                AssetCatalog.colorSet($0.values) != nil && !ExistingColorSet.isAppOwn($0) && (!SystemColorToken.isSystem($0) || namedByDocuments.contains($0.name))
            }
            verdict = OwnColorSetClash.judge(written: candidates.map { ($0.name, $0.assetName, $0.values) }, catalog: standardized(locate(catalog, options).disk),
                                             files: walked.files, cwd: options.cwd, project: served, serving: servingTargets)
            if let clash = verdict.clash { throw clash }
        }
        let setTokens = targets.assetCatalog == nil ? [] : tokens.filter {
            AssetCatalog.colorSet($0.values) != nil && !ExistingColorSet.isAppOwn($0) && verdict.sameAsApp[$0.name] == nil
                && (!SystemColorToken.isSystem($0) || namedByDocuments.contains($0.name))
        }
        // Xcode's asset symbols: a member declared twice does not build.
        let symbols = XcodeAssetSymbols.symbols(served, serving: servingTargets, written: setTokens.map(\.assetName))
        let clashes = XcodeAssetSymbols.clashes(plan, symbols)
            + XcodeAssetSymbols.clashesWithTree(written: setTokens.map { ($0.name, $0.assetName) }, symbols: symbols, declarations: declarations,
                                                builtBy: { served.targets(building: standardized($0.hasPrefix("/") ? $0 : PathText.join(options.cwd, $0))).map(\.name) })
        if let first = clashes.first { throw GenerateError(token: first.token, message: first.message, more: Array(clashes.dropFirst())) }
        var outputs: [Output] = []
        var lightOnMacOS1014: [String] = []
        if let swiftTarget {
            let tableName = options.configuration.path.map(PathText.lastComponent) ?? ".recolor.json"
            // A package target's file reading the same target's catalog: its sets are in `Bundle.module`.
            let catalogTargets = targets.assetCatalog.map { served.compilation(of: standardized(locate($0, options).disk)).targets } ?? []
            let packaged = !serving.targets.isEmpty && Set(catalogTargets) == Set(serving.targets)
                && serving.targets.allSatisfy { name in served.targets.contains { $0.name == name && ($0.kind ?? "").hasPrefix("package") } }
            // Valid where fix may tell to add it too (`AdvisedTargets`): their lower OS gets the fallbacks.
            let advised = AdvisedTargets.of(served, file: standardized(swiftTarget.disk), swiftFiles: swiftOnDisk)
            let platforms = GeneratedPlatforms(AdvisedTargets.widened(serving, by: advised), colorSetBundle: packaged ? ".module" : nil)
            outputs.append(Output(path: swiftTarget.shown, diskPath: swiftTarget.disk,
                                  content: Array(GeneratedSwiftFile.render(plan, tableName: tableName, platforms: platforms).utf8)))
            if platforms.servesMac, platforms.dynamicNSColorCheck != nil {
                lightOnMacOS1014 = plan.members.filter { m in
                    !m.fixed && m.values.resolved(.dark) != m.values[.light]
                        && (m.framework == .appkit && m.appKitColorSet == nil || m.framework == .swiftui && m.assetName == nil)
                }.map(\.token)
            }
        }
        if let catalog = targets.assetCatalog {
            let root = locate(catalog, options)
            outputs.append(Output(path: PathText.join(root.shown, "Contents.json"), diskPath: PathText.join(root.disk, "Contents.json"),
                                  content: Array(AssetCatalog.catalogContents.utf8), onlyIfMissing: true, kind: .catalog))
            var names: [String: String] = [:]
            for token in setTokens {
                guard let json = AssetCatalog.colorSet(token.values, fixed: token.fixed) else { continue }
                let name = token.assetName
                guard !name.isEmpty, !name.contains("/") else {
                    throw GenerateError(token: token.name, message: "the asset name '\(name)' cannot name a color set folder")
                }
                if let other = names[name] {
                    throw GenerateError(token: token.name, message: "the asset name '\(name)' is also token '\(other)'s; give one of them another \"asset\"")
                }
                names[name] = token.name
                let relative = "\(name).colorset/Contents.json"
                outputs.append(Output(path: PathText.join(root.shown, relative), diskPath: PathText.join(root.disk, relative), content: Array(json.utf8), kind: .colorSet))
            }
        }
        var result = Plan(declarations: plan, outputs: [], problems: problems)
        result.appColorSets = verdict.sameAsApp
        result.lightOnMacOS1014 = Array(Set(lightOnMacOS1014)).sorted()
        result.setsForDocuments = namedByDocuments.filter { name in setTokens.contains { $0.name == name } }.sorted()
        if let swiftTarget, !plan.members.isEmpty {
            let file = standardized(swiftTarget.disk)
            result.targetsWithoutOutput = AdvisedTargets.of(served, file: file, swiftFiles: swiftOnDisk).map { "\($0.name)\($0.kind.map { " (\($0))" } ?? "")" }
            let unread = served.unreadTuistProjects.filter { !file.hasPrefix(PathText.join($0.folder, "")) }
            result.unreadProjects = unread.map { "\($0.name) (\($0.manifest))" }
            result.unreadProjectBuilders = Set(unread.compactMap(\.builder)).sorted()
        }
        let folder = absolute(options.configuration.directory, options)
        let table = options.configuration.path.map { absolute($0, options) }
        for output in outputs {
            switch GeneratedTargets.verdict(output, folder: folder, table: table) {
            case .write:
                if let why = DroppedMembers.refusal(output, keeping: plan, files: walked.files, cwd: options.cwd) {
                    result.refusals.append(Refusal(path: output.path, reason: why))
                } else {
                    result.outputs.append(output)
                }
            case .leaveAlone: result.leftAlone.append(output.path)
            case .refuse(let why): result.refusals.append(Refusal(path: output.path, reason: why))
            case .unreadable(let why):
                // Said once: a walked set the table's output overwrites is named above already.
                if !result.problems.contains(where: { $0.file == output.path }) { result.problems.append(FileProblem(file: output.path, message: why)) }
            }
        }
        return result
    }

    /// Whether a plan made with no outputs has nothing to declare: no member for the Swift file,
    /// and no token a color set would hold (each is a system color or the app's own set).
    public static func declaresNothing(_ plan: Plan, _ configuration: Configuration) -> Bool {
        plan.declarations.members.isEmpty && plan.problems.isEmpty
            && configuration.tokens.allSatisfy { SystemColorToken.isSystem($0) || ExistingColorSet.isAppOwn($0) || AssetCatalog.colorSet($0.values) == nil }
    }

    static func absolute(_ path: String, _ options: Options) -> String {
        path.hasPrefix("/") ? path : PathText.join(options.cwd, path)
    }

    /// The table's `exclude` globs (relative to its folder) as the walker matches them (relative to the cwd).
    static func tableExcludes(_ options: Options) -> [String] {
        let dir = options.configuration.directory
        let folder = standardized(dir.hasPrefix("/") ? dir : PathText.join(options.cwd, dir))
        if folder == standardized(options.cwd) { return options.configuration.exclude }
        let shown = FileWalker(excludes: [], cwd: options.cwd).display(folder)
        return options.configuration.exclude.map { PathText.join(shown, $0) }
    }

    /// How `output` compares with the disk.
    public static func state(of output: Output) -> State {
        // A file that is there is never missing, readable or not (an unreadable catalog
        // Contents.json was replaced by the default).
        let exists = GeneratedTargets.exists(output.diskPath)
        if output.onlyIfMissing { return exists ? .upToDate : .missing }
        guard let data = FileManager.default.contents(atPath: output.diskPath) else { return exists ? .stale(current: []) : .missing }
        let current = [UInt8](data)
        return current == output.content ? .upToDate : .stale(current: current)
    }

    /// Writes `output` whole (its folders created as needed). An existing file is refused as
    /// `fix` refuses one (`AtomicWriter.refusal(for:)`): a read-only or hard-linked generated
    /// file is left alone (rewritten, it lost its mode or was split from its other names).
    public static func write(_ output: Output) throws(WriteError) {
        if GeneratedTargets.exists(output.diskPath), let refused = AtomicWriter.refusal(for: output.diskPath) {
            throw WriteError(path: output.path, message: refused.message)
        }
        let folder = PathText.directory(of: output.diskPath)
        if !folder.isEmpty, let problem = FolderCreation.create(folder) {
            throw WriteError(path: output.path, message: "cannot create its folder: \(problem)")
        }
        try AtomicWriter.writeFile(output.diskPath, output.content)
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
