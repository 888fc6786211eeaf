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
}

/// A span of a file: 1-based lines; columns in UTF-8 bytes (as swiftc) and in UTF-16 code units.
public struct SourceRegion: Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    public var utf16Column: Int
    public var utf16EndColumn: Int

    init(_ range: Range<Int>, in file: SourceFile) {
        self.init(range, bytes: file.bytes, lineStarts: file.lineStarts)
    }

    /// UTF-16 columns from a table built once per file (counting from the line start for every
    /// finding made one long line quadratic).
    init(_ range: Range<Int>, in file: SourceFile, columns: UTF16Columns) {
        let start = file.location(of: range.lowerBound), end = file.location(of: range.upperBound)
        line = start.line
        column = start.column
        endLine = end.line
        endColumn = end.column
        utf16Column = columns.column(of: range.lowerBound, lineStart: file.lineStarts[start.line - 1])
        utf16EndColumn = columns.column(of: range.upperBound, lineStart: file.lineStarts[end.line - 1])
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

/// A file that could not be processed: read, decoded or written.
public struct FileProblem: Error, Sendable, Equatable {
    public var file: String
    public var message: String
}

/// Everything one run found: per file, its source and reports, in path order.
/// A file's path and content, kept for `fix` and `--diff` when it has findings.
public struct FileContent: Sendable {
    public var path: String
    public var diskPath: String
    public var bytes: [UInt8]
    /// Edits `fix` makes besides the findings' replacements (an Interface Builder document's
    /// named-color caches and capability).
    public var documentEdits: [Edit] = []
}

public struct RunResult: Sendable {
    /// The files with findings and their reports, in path order.
    public var sources: [FileContent] = []
    public var reports: [[Report]] = []
    public var problems: [FileProblem] = []
    /// Every file read and checked, with findings or not (generated files and failures excluded).
    public var filesScanned = 0
    /// The files the prefilter let through to the tokenizer, and their bytes (for the benchmark).
    public var filesTokenized = 0
    public var bytesTokenized = 0
    /// Notes for `fix` on stderr (a mapped Interface Builder color whose asset no color set defines).
    public var warnings: [String] = []
    /// The files that declare a palette namespace, sorted (for `lock`).
    public var paletteDeclaringFiles: [String] = []
    public var allReports: [Report] { reports.flatMap { $0 } }
    public var mappedCount: Int { allReports.filter { $0.resolution.isMapped }.count }
}

public struct RunOptions: Sendable {
    public var paths: [String] = ["."]
    public var excludes: [String] = []
    public var includeGenerated = false
    public var configuration = Configuration()
    public var cwd = FileManager.default.currentDirectoryPath
    /// Worker threads; 0 = one per core. The output is the same whatever the number.
    public var threads = 0

    public init() {}
}

/// Runs detection and mapping over files. Knows nothing of the command line.
public enum Engine {
    /// Walks the paths and processes every file: read and prefiltered in parallel, settings
    /// (typealiases, palettes) learned from the files that declare them, then the files that
    /// may hold a finding tokenized and detected in parallel.
    public static func run(_ options: RunOptions) -> RunResult {
        var walker = FileWalker(excludes: options.excludes, cwd: options.cwd)
        walker.tableExcludes = TableExcludes(configuration: options.configuration, cwd: options.cwd)
        let walked = walker.collect(options.paths, threads: options.threads)
        let problems = walked.errors.map { FileProblem(file: $0.path, message: $0.message) }
        let inputs = walked.files.map { FileInput(path: $0, diskPath: $0.hasPrefix("/") ? $0 : PathText.join(options.cwd, $0), bytes: nil) }
        return screenAndProcess(inputs, options: options, problems: problems)
    }

    /// Detection and mapping over files already read (the staged snapshot, or tests). Palette
    /// files the configuration names but the run did not read are read too, for their values
    /// only: checking one feature folder or one staged file still knows `Essentials.blue40`.
    public static func analyze(_ sources: [SourceFile], options: RunOptions, problems: [FileProblem] = []) -> RunResult {
        screenAndProcess(sources.map { FileInput(path: $0.path, diskPath: $0.diskPath, bytes: $0.bytes) }, options: options, problems: problems)
    }

    static func screenAndProcess(_ inputs: [FileInput], options: RunOptions, problems: [FileProblem]) -> RunResult {
        let kinds = inputs.map { SourceKind(path: $0.diskPath) }
        guard kinds.contains(where: { $0 != .swift }) else { return screenAndProcessSwift(inputs, options: options, problems: problems) }
        // Swift files through their phases, documents (Interface Builder, color sets) through
        // their languages; the results merged in path order.
        let swift = inputs.indices.filter { kinds[$0] == .swift }
        let documents = inputs.indices.filter { kinds[$0] != .swift }
        var result = screenAndProcessSwift(swift.map { inputs[$0] }, options: options, problems: problems)
        let outcomes = DocumentSources.process(documents.map { inputs[$0] }, kinds: documents.map { kinds[$0] }, options: options, threads: threads(options))
        let position = Dictionary(swift.map { (inputs[$0].path, $0) }, uniquingKeysWith: { a, _ in a })
        var merged: [(Int, FileContent, [Report])] = zip(result.sources, result.reports).map { (position[$0.0.path] ?? -1, $0.0, $0.1) }
        for (n, outcome) in outcomes.enumerated() {
            if let p = outcome.problem { result.problems.append(p) }
            if outcome.scanned { result.filesScanned += 1 }
            if let content = outcome.content { merged.append((documents[n], content, outcome.reports)) }
        }
        merged.sort { $0.0 < $1.0 }
        result.sources = merged.map(\.1)
        result.reports = merged.map(\.2)
        result.warnings = DocumentSources.missingAssetWarnings(outcomes.flatMap(\.reports), inputs: documents.map { inputs[$0] },
                                                               kinds: documents.map { kinds[$0] }, configuration: options.configuration)
        return result
    }

    static func screenAndProcessSwift(_ inputs: [FileInput], options: RunOptions, problems: [FileProblem]) -> RunResult {
        // 1. Read, check, and screen every file; keep the bytes only of files that matter.
        let screener = Screener(options: options)
        let screened = Parallel.map(inputs.count, threads: threads(options)) { screener.screen(inputs[$0]) }
        return process(inputs, screened: screened, screener: screener, problems: problems)
    }

    static func threads(_ options: RunOptions) -> Int {
        options.threads > 0 ? options.threads : Parallel.defaultThreads
    }

    /// A file to process: read from `diskPath` when `bytes` is nil.
    struct FileInput {
        var path: String
        var diskPath: String
        var bytes: [UInt8]?

        /// The bytes given, or read and checked (named as `path` when they cannot be).
        func contents() -> Result<[UInt8], FileProblem> {
            if let bytes { return .success(bytes) }
            return Engine.read(diskPath, shownAs: path)
        }
    }

    /// Everything after the first pass: settings, a second screening if they add words, then
    /// tokenizing and detection. Only files with findings keep their bytes, so memory follows
    /// the findings, not the tree.
    static func process(_ inputs: [FileInput], screened: [Screened], screener: Screener, problems: [FileProblem]) -> RunResult {
        let options = screener.options
        let configuration = options.configuration
        let threads = threads(options)
        let prefilter = screener.prefilter
        let isPaletteFile = screener.paletteFiles.matches

        // 2. Settings from the files that declare palettes or typealiases of color types, and the
        //    palette files. Of the files that mention `typealias`, only those whose aliases can
        //    reach a color type are tokenized, unless one could not be read plainly.
        var declaring: [Int: SourceFile] = [:]
        for (k, s) in screened.enumerated() where s.declaresPalette {
            declaring[k] = s.file
        }
        let scans = screened.compactMap(\.typealiases)
        let readAll = scans.contains(where: \.unclear)
        let colorTypeNames = TypealiasScan.colorTypeNames(known: Set(prefilter.typeNameList), declarations: scans.flatMap(\.declarations))
        let aliasFiles = screened.indices.filter { k in
            guard declaring[k] == nil, screened[k].problem == nil, !screened[k].skipped else { return false }
            if screened[k].declaresContexts { return true }
            guard let scan = screened[k].typealiases else { return false }
            return readAll || scan.mayDeclareColorType(colorTypeNames)
        }
        let aliasSources = Parallel.map(aliasFiles.count, threads: threads) { n in
            let k = aliasFiles[n]
            return SourceFile(path: inputs[k].path, bytes: screened[k].bytes!, diskPath: inputs[k].diskPath)
        }
        for (n, k) in aliasFiles.enumerated() { declaring[k] = aliasSources[n] }
        let settingsSources = declaring.keys.sorted().map { declaring[$0]! }
        // The declarations of the files that may hold some, read in parallel.
        let declarationFiles = settingsSources.filter { DeclarationIndex.mayDeclareColorContexts($0.bytes) }
        let declarationScans = Parallel.map(declarationFiles.count, threads: threads) { DeclarationScan(declarationFiles[$0]) }
        var declarations = DeclarationIndex()
        for scan in declarationScans { declarations.add(scan) }
        let extra = unreadPaletteFiles(alreadyRead: inputs.map(\.diskPath), options: options, base: screener.paletteFiles.base)
        for file in extra where DeclarationIndex.mayDeclareColorContexts(file.bytes) { declarations.add(file) }
        let settings = DetectionSettings.build(configuration: configuration, files: settingsSources + extra, declarations: declarations,
                                               isPaletteFile: { isPaletteFile($0.path) })

        // 3. Typealiases (`typealias Paint = UIColor`) and palette members learned in step 2 make
        //    more files candidates. A file that used a `…Color` word as a type is one if the word
        //    now names a color type; when words other than types were learned, every file
        //    screened out is screened again.
        var candidates = screened.map(\.candidate)
        var rereadBytes: [Int: [UInt8]] = [:]
        let finalFilter = Prefilter(settings: settings)
        let screenAgain = finalFilter.signature != prefilter.signature
        // Context words the declarations add matter only where an implicit member had none.
        let declaredWords = !settings.declaredColorWords.isEmpty
        if screenAgain || finalFilter.typeNameList != prefilter.typeNameList || declaredWords {
            let again: [[UInt8]?] = Parallel.map(inputs.count, threads: threads) { k in
                let s = screened[k]
                guard !s.candidate, s.problem == nil, !s.skipped else { return nil }
                guard screenAgain || s.unknownTypes.contains(where: { settings.types.base($0) != nil })
                        || declaredWords && s.implicitMemberWithoutContext else { return nil }
                let bytes: [UInt8]
                if let b = s.bytes ?? s.file?.bytes ?? inputs[k].bytes { bytes = b } else if case .success(let b) = read(inputs[k].diskPath) { bytes = b } else { return nil }
                return finalFilter.mayHoldFinding(bytes) ? bytes : nil
            }
            for (k, b) in again.enumerated() where b != nil {
                candidates[k] = true
                rereadBytes[k] = b
            }
        }

        // 4. Tokenize and detect the candidates, in parallel; results in path order.
        let resolver = Resolver(configuration: configuration)
        let order = (0..<inputs.count).filter { candidates[$0] }
        let detected: [(FileContent, [Report])?] = Parallel.map(order.count, threads: threads) { n in
            let k = order[n]
            let file = declaring[k] ?? SourceFile(path: inputs[k].path, bytes: screened[k].bytes ?? rereadBytes[k]!, diskPath: inputs[k].diskPath)
            let reports = reportsOf(file, settings: settings, resolver: resolver, isPaletteFile: isPaletteFile(file.path))
            return reports.isEmpty ? nil : (FileContent(path: file.path, diskPath: file.diskPath, bytes: file.bytes), reports)
        }

        var result = RunResult()
        result.filesTokenized = order.count
        result.paletteDeclaringFiles = settings.palette.declaringFiles.sorted()
        result.bytesTokenized = order.reduce(0) { $0 + (declaring[$1]?.bytes.count ?? screened[$1].bytes?.count ?? rereadBytes[$1]?.count ?? 0) }
        result.problems = problems + screened.compactMap(\.problem)
        result.filesScanned = screened.filter { $0.problem == nil && !$0.skipped }.count
        for item in detected {
            guard let (file, reports) = item else { continue }
            result.sources.append(file)
            result.reports.append(reports)
        }
        return result
    }

    static func reportsOf(_ file: SourceFile, settings: DetectionSettings, resolver: Resolver, isPaletteFile: Bool) -> [Report] {
        let findings = ColorDetection.findings(in: file, settings: settings, isPaletteFile: isPaletteFile)
        guard !findings.isEmpty else { return [] }
        let columns = UTF16Columns(file.bytes)
        return findings.map { finding in
            let resolution = resolver.resolve(finding, in: file)
            return Report(file: file.path, finding: finding, resolution: resolution, text: file.text(finding.range),
                          region: SourceRegion(finding.range, in: file, columns: columns),
                          replacementRegion: resolution.replacementRange.map { SourceRegion($0, in: file, columns: columns) })
        }
    }

    /// The `paletteFiles` of the configuration that are not among `sources`, read from disk.
    /// Only the folders before each glob's first wildcard are walked.
    /// `base`: the configuration's folder, ending in `/`.
    static func unreadPaletteFiles(alreadyRead paths: [String], options: RunOptions, base: String) -> [SourceFile] {
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
        var files: [SourceFile] = []
        for path in walked.files {
            let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: options.cwd, isDirectory: true)).standardizedFileURL.path
            guard absolute.hasPrefix(base), !alreadyRead.contains(absolute), SourceKind(path: absolute) == .swift,
                  matchers.contains(where: { $0.matches(String(absolute.dropFirst(base.count))) }),
                  case .success(let bytes) = read(absolute) else { continue }
            files.append(SourceFile(path: path, bytes: bytes, diskPath: absolute))
        }
        return files
    }

    /// A file's bytes, or why it cannot be processed (unreadable, not UTF-8).
    public static func read(_ path: String, shownAs shown: String? = nil) -> Result<[UInt8], FileProblem> {
        let display = shown ?? path
        switch FileReader.contents(of: path) {
        case .success(let bytes):
            if let offset = firstInvalidUTF8(bytes) {
                return .failure(FileProblem(file: display, message: "not valid UTF-8 (first bad byte at offset \(offset)); skipped"))
            }
            return .success(bytes)
        case .failure(.notRegular):
            return .failure(FileProblem(file: display, message: "not a regular file; skipped"))
        case .failure(.open(let code)), .failure(.read(let code)):
            return .failure(FileProblem(file: display, message: "cannot read the file (\(String(cString: strerror(code)))); skipped"))
        }
    }

    /// The offset of the first byte that is not valid UTF-8, or nil.
    public static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { b -> Int? in
            guard let base = b.baseAddress else { return nil }
            var k = 0
            let n = b.count
            let raw = UnsafeRawPointer(base)
            while k < n {
                // ASCII 32 and 8 bytes at a time: the common case in source code.
                if k &+ 32 <= n {
                    let word = raw.loadUnaligned(fromByteOffset: k, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: k &+ 8, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: k &+ 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: k &+ 24, as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 == 0 { k &+= 32; continue }
                }
                if k &+ 8 <= n && raw.loadUnaligned(fromByteOffset: k, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    k &+= 8
                    continue
                }
                if b[k] < 0x80 { k += 1; continue }
                guard let (_, n) = decodeScalar(base, k, b.count) else { return k }
                k += n
            }
            return nil
        }
    }

    /// The edits `fix` makes to one file's reports.
    public static func edits(for reports: [Report]) -> [Edit] {
        reports.compactMap { r in
            guard r.resolution.isMapped, let replacement = r.resolution.replacement, let range = r.resolution.replacementRange else { return nil }
            return Edit(range: range, replacement: Array(replacement.utf8))
        }
    }
}
