#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A finding with its file, its position, and what the mapping table says of it.
public struct Report: Sendable {
    public var file: String
    public var finding: Finding
    public var resolution: Resolution
    public var text: String
    /// Where the finding stands.
    public var region: SourceRegion
    /// Where the replacement goes (the whole finding, or its base when modifiers are kept).
    public var replacementRegion: SourceRegion?

    public var line: Int { region.line }
    public var column: Int { region.column }
    public var endLine: Int { region.endLine }
    public var endColumn: Int { region.endColumn }
    /// The columns counted in UTF-16 code units, as SARIF and GitHub read them.
    public var utf16Column: Int { region.utf16Column }
    public var utf16EndColumn: Int { region.utf16EndColumn }

    /// A report of `finding` in the file shown as `file`, e.g. for a reporter fed findings of
    /// another tool. `text` is the finding's source text; `region` comes from
    /// `SourceRegion(_:in:)`; `replacementRegion` is where a replacement would go, if any.
    public init(file: String, finding: Finding, resolution: Resolution, text: String, region: SourceRegion,
                replacementRegion: SourceRegion? = nil) {
        self.file = file
        self.finding = finding
        self.resolution = resolution
        self.text = text
        self.region = region
        self.replacementRegion = replacementRegion
    }
}

/// A span of a file: 1-based lines; columns in UTF-8 bytes (as swiftc) and in UTF-16 code units.
public struct SourceRegion: Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    public var utf16Column: Int
    public var utf16EndColumn: Int

    /// The region of the byte range `range` of `file`.
    public init(_ range: Range<Int>, in file: SwiftSource) {
        self.init(range, bytes: file.bytes, lineStarts: file.lineStarts)
    }

    /// UTF-16 columns from a table built once per file (counting from the line start for every
    /// finding made one long line quadratic).
    init(_ range: Range<Int>, in file: SwiftSource, columns: UTF16Columns) {
        self.init(range, lineStarts: file.lineStarts, columns: columns)
    }

    init(_ range: Range<Int>, lineStarts: [Int], columns: UTF16Columns) {
        let start = TextLines.location(of: range.lowerBound, lineStarts: lineStarts)
        let end = TextLines.location(of: range.upperBound, lineStarts: lineStarts)
        line = start.line
        column = start.column
        endLine = end.line
        endColumn = end.column
        utf16Column = columns.column(of: range.lowerBound, lineStart: lineStarts[start.line - 1])
        utf16EndColumn = columns.column(of: range.upperBound, lineStart: lineStarts[end.line - 1])
    }

    init(_ range: Range<Int>, bytes: [UInt8], lineStarts: [Int]) {
        let start = TextLines.location(of: range.lowerBound, lineStarts: lineStarts)
        let end = TextLines.location(of: range.upperBound, lineStarts: lineStarts)
        line = start.line
        column = start.column
        endLine = end.line
        endColumn = end.column
        utf16Column = TextLines.utf16Column(of: range.lowerBound, onLine: start.line, bytes: bytes, lineStarts: lineStarts)
        utf16EndColumn = TextLines.utf16Column(of: range.upperBound, onLine: end.line, bytes: bytes, lineStarts: lineStarts)
    }
}

/// Everything one run found: the files with findings, each with its content and reports, in
/// path order; the files that could not be read; and what the run learned of the app.
public struct RunResult: Sendable {
    /// The files with findings, in path order.
    public var files: [FileResult] = []
    public var problems: [FileProblem] = []
    /// Every file read and checked, with findings or not (generated files and failures excluded).
    public var filesScanned = 0
    /// Notes for `fix` on stderr (a mapped Interface Builder color whose asset no color set defines).
    public var warnings: [String] = []
    /// The files that declare a palette namespace, sorted (for `lock`).
    public var paletteDeclaringFiles: [String] = []
    /// Where the app forces one appearance (`path:line`, or an Info.plist), if it does: its
    /// appearance hazards are notes.
    public var forcedAppearance: String?
    /// The color sets of the run with a dark appearance that differs from the light, by name.
    public var dynamicColorSets: Set<String> = []
    /// The color sets of the run with a dark entry, whatever its color (a dark equal to the light too).
    public var darkEntryColorSets: Set<String> = []
    /// The static members of color-type extensions the run found dynamic (`UIColor.textColor` → its file).
    public var dynamicExtensionMembers: [String: String] = [:]
    /// Where the app ships: the project's targets, and the project files that could not be read.
    package var project = ProjectFacts()
    /// The places forcing one appearance the run saw, when it walked the tree (`RunForcedSites`).
    package var forcedSites: RunForcedSites?
    public var allReports: [Report] { files.flatMap(\.reports) }
    /// The findings `check` reports: all but those a `"keep"` rule keeps on purpose (as a
    /// SwiftLint rule disabled in configuration, they appear in no finding report; `scan`
    /// and the inventory show them with their reason).
    public var reportedReports: [Report] { allReports.filter { $0.resolution.kept == nil } }
    public var mappedCount: Int { allReports.filter { $0.resolution.isMapped }.count }

    /// An empty result, e.g. for a reporter fed reports built by hand.
    public init() {}
}

public struct RunOptions: Sendable {
    public var paths: [String] = ["."]
    public var excludes: [String] = []
    public var includeGenerated = false
    public var configuration = Configuration()
    public var cwd = FileManager.default.currentDirectoryPath
    /// Worker threads; 0 = one per core. The output is the same whatever the number.
    public var threads = 0
    /// Color sets with a dark appearance known from an earlier run (a run over some files only).
    public var knownColorSets: Set<String> = []
    /// Members of color-type extensions known to be dynamic (`UIColor.textColor` → its file),
    /// from files a rewrite changes in memory (`CreatedHazards`).
    public var knownDynamicMembers: [String: String] = [:]
    /// The project's targets; nil: read from the project files under the paths (and the cwd).
    package var project: ProjectFacts?

    public init() {}
}

/// Runs detection and mapping over files. Knows nothing of the command line.
public enum Engine {
    /// Walks the paths and processes every file (see `measuredRun`).
    public static func run(_ options: RunOptions) -> RunResult {
        measuredRun(options).result
    }

    /// Walks the paths and gives each language its files: Swift files read and screened in
    /// parallel, settings (typealiases, palettes) learned from the files that declare them, then
    /// the files that may hold a finding tokenized and detected in parallel; documents screened
    /// and parsed. Returns the results, and apart from them how the run went.
    public static func measuredRun(_ options: RunOptions) -> (result: RunResult, statistics: RunStatistics) {
        var statistics = RunStatistics()
        var walked = statistics.measure("walk") {
            var walker = FileWalker(excludes: options.excludes, cwd: options.cwd)
            walker.tableExcludes = TableExcludes(configuration: options.configuration, cwd: options.cwd)
            walker.listsSettings = true
            walker.keepsProjectListings = options.project == nil
            return walker.collect(options.paths, threads: options.threads)
        }
        // Read beside the Swift screening (see `Pending`), from the folders the walk listed where
        // it walked one folder (the search listed them again: 1,516 of corpus26's 7,788 opened).
        // Taken out of the walk's result, which lives as long as the run: freed once the project is read.
        let listed = walked.projectListings.flatMap { listings in
            options.paths.first.map { given in (root: given.hasPrefix("/") ? given : (given == "." ? options.cwd : PathText.join(options.cwd, given)), listings: listings) }
        }
        walked.projectListings = nil
        // The project files' targets, parsed once for both readers below (`SharedProjectTargets`): only where
        // both name the files alike (a standard working folder) and the project is read here.
        let shared = options.project == nil && PathText.standardized(options.cwd) == options.cwd ? SharedProjectTargets() : nil
        let project = options.project == nil ? Pending { ProjectFacts.read(paths: options.paths, cwd: options.cwd, listed: listed, shared: shared) } : nil
        // Wanted only when a hazard is found, which most apps have: read beside the run too, not
        // after it (the settings files: 5 % of a `check` of 2fas-ios, perf). Listed by the walk
        // unless it excludes folders the settings walk goes into.
        let settingsSites = Pending { [settingsFiles = walked.settingsFiles] in
            settingsFiles.map { ForcedAppearance.inSettings(files: $0, options: options, shared: shared) } ?? ForcedAppearance.inSettings(options)
        }
        let problems = walked.errors.map { FileProblem(file: $0.path, message: $0.message) }
        let inputs = walked.files.map { FileInput(path: $0, diskPath: $0.hasPrefix("/") ? $0 : PathText.join(options.cwd, $0), bytes: nil) }
        let result = process(inputs, options: options, problems: problems, statistics: &statistics, project: project,
                             settingsSites: settingsSites)
        return (result, statistics)
    }

    /// Detection and mapping over files already read (the staged snapshot, or tests). Palette
    /// files the configuration names but the run did not read are read too, for their values
    /// only: checking one feature folder or one staged file still knows `Essentials.blue40`.
    public static func analyze(_ files: [FileInput], options: RunOptions, problems: [FileProblem] = []) -> RunResult {
        var statistics = RunStatistics()
        return process(files, options: options, problems: problems, statistics: &statistics)
    }

    /// The same over Swift files already tokenized (tests, the fuzzer): only their bytes are used.
    package static func analyze(_ sources: [SwiftSource], options: RunOptions, problems: [FileProblem] = []) -> RunResult {
        analyze(sources.map { FileInput(path: $0.path, bytes: $0.bytes, diskPath: $0.diskPath) }, options: options, problems: problems)
    }

    /// Each language's files through that language; the outcomes merged in path order.
    /// `project`: the project files being read, when the caller started that already;
    /// `settingsSites`: the same of `ForcedAppearance.inSettings(options)`.
    static func process(_ inputs: [FileInput], options: RunOptions, problems: [FileProblem], statistics: inout RunStatistics,
                        project: Pending<ProjectFacts>? = nil, settingsSites: Pending<[ForcedAppearance]>? = nil) -> RunResult {
        let kinds = inputs.map { SourceKind(path: $0.diskPath) }
        var run = LanguageRun(options: options, threads: threads(options))
        if options.project == nil {
            run.pendingProject = project ?? Pending { ProjectFacts.read(paths: options.paths, cwd: options.cwd) }
        }
        let sets = DynamicColorSets.read(inputs, threads: run.threads)
        run.dynamicColorSets = sets.changing.union(options.knownColorSets)
        run.tableKeptColorSets = TableKeptColorSets.names(inputs, configuration: options.configuration, threads: run.threads)
        var outcomes = [FileOutcome](repeating: .skipped, count: inputs.count)
        var swiftForcedSites = SwiftForcedSites()
        var result = RunResult()
        result.dynamicColorSets = run.dynamicColorSets
        result.darkEntryColorSets = sets.withDark
        for kind in SourceKind.allCases {
            let positions = inputs.indices.filter { kinds[$0] == kind }
            guard !positions.isEmpty else { continue }
            let languageResult = kind.language.process(positions.map { inputs[$0] }, run: run)
            for (k, outcome) in zip(positions, languageResult.outcomes) { outcomes[k] = outcome }
            result.paletteDeclaringFiles += languageResult.paletteDeclaringFiles
            result.forcedAppearance = result.forcedAppearance ?? languageResult.forcedAppearance
            result.dynamicExtensionMembers.merge(languageResult.dynamicExtensionMembers) { a, _ in a }
            if let sites = languageResult.forcedSites { swiftForcedSites = sites }
            statistics.add(languageResult.statistics)
        }
        // Waited for here when no language needed it (no Swift file, no IB document).
        result.project = run.project() ?? ProjectFacts()
        statistics.measure("merge") {
            result.problems = problems
            for outcome in outcomes {
                switch outcome {
                case .failed(let problem): result.problems.append(problem)
                case .skipped: break
                case .scanned: result.filesScanned += 1
                case .found(let file):
                    result.filesScanned += 1
                    result.files.append(file)
                }
            }
            result.paletteDeclaringFiles.sort()
            markHazardsAsNotes(&result, options: options, settingsSites: settingsSites)
            // A walked run (the settings read beside it) keeps what it saw of forced appearances.
            if let settingsSites { result.forcedSites = RunForcedSites(swift: swiftForcedSites, settings: settingsSites.value, options: options) }
            InspectableDocuments.name(in: &result, inputs: inputs, kinds: kinds, threads: threads(options))
            // Across languages: Interface Builder colors against the color sets read.
            result.warnings = DocumentSources.missingAssetWarnings(result.allReports, inputs: inputs, kinds: kinds, configuration: options.configuration)
                + result.files.flatMap(\.notes)
        }
        return result
    }

    /// In an app that forces one appearance the hazards of the appearance switch cannot happen:
    /// they are notes. Info.plist is looked for only when there is a hazard to mark.
    static func markHazardsAsNotes(_ result: inout RunResult, options: RunOptions, settingsSites: Pending<[ForcedAppearance]>? = nil) {
        // Joined whatever the outcome: no thread outlives the run.
        let started = settingsSites?.value
        guard result.files.contains(where: { $0.reports.contains { $0.finding.kind.isHazard } }) else { return }
        if result.forcedAppearance == nil {
            result.forcedAppearance = ForcedAppearance.forcing(started ?? ForcedAppearance.inSettings(options))?.description
        }
        guard result.forcedAppearance != nil else { return }
        for f in result.files.indices {
            for r in result.files[f].reports.indices where result.files[f].reports[r].finding.kind.isHazard {
                result.files[f].reports[r].finding.isNote = true
            }
        }
    }

    static func threads(_ options: RunOptions) -> Int {
        options.threads > 0 ? options.threads : Parallel.defaultThreads
    }

    /// The `paletteFiles` of the configuration that are not among `sources`, read from disk.
    /// Only the folders before each glob's first wildcard are walked.
    /// `base`: the configuration's folder, ending in `/`.
    static func unreadPaletteFiles(alreadyRead paths: [String], options: RunOptions, base: String) -> [SwiftSource] {
        let globs = options.configuration.paletteFiles
        guard !globs.isEmpty else { return [] }
        let alreadyRead = Set(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        var roots: Set<String> = []
        for glob in globs {
            let literal = glob.split(separator: "/").prefix { !$0.contains("*") && !$0.contains("?") }
            roots.insert(base + literal.joined(separator: "/"))
        }
        let matchers = globs.map(Glob.init)
        let walked = FileWalker(excludes: [], cwd: options.cwd).collect(roots.sorted().filter { FileManager.default.fileExists(atPath: $0) })
        var files: [SwiftSource] = []
        for path in walked.files {
            let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: options.cwd, isDirectory: true)).standardizedFileURL.path
            guard absolute.hasPrefix(base), !alreadyRead.contains(absolute), SourceKind(path: absolute) == .swift,
                  matchers.contains(where: { $0.matches(String(absolute.dropFirst(base.count))) }),
                  case .success(let bytes) = TextFile.read(absolute) else { continue }
            files.append(SwiftSource(path: path, bytes: bytes, diskPath: absolute))
        }
        return files
    }

    /// Kept while other branches still call it here: reading lives in `TextFile`.
    package static func read(_ path: String, shownAs shown: String? = nil) -> Result<[UInt8], FileProblem> {
        TextFile.read(path, shownAs: shown)
    }

    /// Kept while other branches still call it here: the check lives in `TextFile`.
    package static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        TextFile.firstInvalidUTF8(bytes)
    }

    /// The edits `fix` makes to one file's reports.
    public static func edits(for reports: [Report], hazards: Bool = false) -> [Edit] {
        var edits: [Edit] = reports.compactMap { r in
            guard r.resolution.isMapped, let replacement = r.resolution.replacement, let range = r.resolution.replacementRange else { return nil }
            return Edit(range: range, replacement: Array(replacement.utf8))
        }
        if hazards { edits += repairs(for: reports) }
        return edits
    }

    /// The hazards' repairs (`fix --hazards`), once each: the findings of one class share its hook.
    public static func repairs(for reports: [Report]) -> [Edit] {
        var out: [Edit] = []
        for r in reports where r.finding.kind.isHazard {
            for repair in r.finding.repairs where !out.contains(repair) { out.append(repair) }
        }
        return out
    }
}
