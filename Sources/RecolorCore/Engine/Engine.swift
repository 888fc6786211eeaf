import Foundation

/// A finding with its file, its position, and what the mapping table says of it.
public struct Report: Sendable {
    public var file: String
    public var finding: Finding
    public var resolution: Resolution
    public var text: String
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    /// The columns counted in UTF-16 code units, as SARIF and GitHub read them.
    public var utf16Column: Int
    public var utf16EndColumn: Int
    /// Where the replacement goes (the whole finding, or its base when modifiers are kept).
    public var replacementRegion: SourceRegion?
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
        let start = file.location(of: range.lowerBound), end = file.location(of: range.upperBound)
        line = start.line
        column = start.column
        endLine = end.line
        endColumn = end.column
        utf16Column = file.utf16Column(of: range.lowerBound)
        utf16EndColumn = file.utf16Column(of: range.upperBound)
    }
}

/// A file that could not be processed: read, decoded or written.
public struct FileProblem: Error, Sendable, Equatable {
    public var file: String
    public var message: String
}

/// Everything one run found: per file, its source and reports, in path order.
public struct RunResult: Sendable {
    public var sources: [SourceFile] = []
    public var reports: [[Report]] = []
    public var problems: [FileProblem] = []
    public var filesScanned: Int { sources.count }
    public var allReports: [Report] { reports.flatMap { $0 } }
    public var mappedCount: Int { allReports.filter { $0.resolution.isMapped }.count }
}

public struct RunOptions: Sendable {
    public var paths: [String] = ["."]
    public var excludes: [String] = []
    public var includeGenerated = false
    public var configuration = Configuration()
    public var cwd = FileManager.default.currentDirectoryPath

    public init() {}
}

/// Runs detection and mapping over files. Knows nothing of the command line.
public enum Engine {
    public static func run(_ options: RunOptions) -> RunResult {
        let walker = FileWalker(excludes: options.excludes, cwd: options.cwd)
        let walked = walker.collect(options.paths)
        var result = RunResult()
        result.problems = walked.errors.map { FileProblem(file: $0.path, message: $0.message) }
        var sources: [SourceFile] = []
        for path in walked.files {
            let diskPath = path.hasPrefix("/") ? path : (options.cwd as NSString).appendingPathComponent(path)
            switch read(diskPath, shownAs: path) {
            case .success(let bytes):
                if !options.includeGenerated && GeneratedFile.isGenerated(bytes) { continue }
                sources.append(SourceFile(path: path, bytes: bytes, diskPath: diskPath))
            case .failure(let problem):
                result.problems.append(problem)
            }
        }
        return analyze(sources, options: options, problems: result.problems)
    }

    /// Detection and mapping over files already read (the staged snapshot, or tests). Palette
    /// files the configuration names but the run did not read are read too, for their values
    /// only: checking one feature folder or one staged file still knows `Essentials.blue40`.
    public static func analyze(_ sources: [SourceFile], options: RunOptions, problems: [FileProblem] = []) -> RunResult {
        let configuration = options.configuration
        let paletteGlobs = configuration.paletteFiles.map(Glob.init)
        let configDirectory = URL(fileURLWithPath: configuration.directory, relativeTo: URL(fileURLWithPath: options.cwd)).standardizedFileURL.path
        func isPaletteFile(_ file: SourceFile) -> Bool {
            guard !paletteGlobs.isEmpty else { return false }
            let absolute = URL(fileURLWithPath: file.path, relativeTo: URL(fileURLWithPath: options.cwd)).standardizedFileURL.path
            let base = configDirectory.hasSuffix("/") ? configDirectory : configDirectory + "/"
            let relative = absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : file.path
            return paletteGlobs.contains { $0.matches(relative) }
        }
        let settings = DetectionSettings.build(configuration: configuration,
                                               files: sources + unreadPaletteFiles(sources, options: options, configDirectory: configDirectory),
                                               isPaletteFile: isPaletteFile)
        let resolver = Resolver(configuration: configuration)
        var result = RunResult()
        result.problems = problems
        result.sources = sources
        result.reports = sources.map { file in
            ColorDetection.findings(in: file, settings: settings, isPaletteFile: isPaletteFile(file)).map { finding in
                let region = SourceRegion(finding.range, in: file)
                let resolution = resolver.resolve(finding)
                return Report(file: file.path, finding: finding, resolution: resolution,
                              text: file.text(finding.range), line: region.line, column: region.column,
                              endLine: region.endLine, endColumn: region.endColumn,
                              utf16Column: region.utf16Column, utf16EndColumn: region.utf16EndColumn,
                              replacementRegion: resolution.replacementRange.map { SourceRegion($0, in: file) })
            }
        }
        return result
    }

    /// The `paletteFiles` of the configuration that are not among `sources`, read from disk.
    /// Only the folders before each glob's first wildcard are walked.
    static func unreadPaletteFiles(_ sources: [SourceFile], options: RunOptions, configDirectory: String) -> [SourceFile] {
        let globs = options.configuration.paletteFiles
        guard !globs.isEmpty else { return [] }
        let alreadyRead = Set(sources.map { URL(fileURLWithPath: $0.diskPath).standardizedFileURL.path })
        let base = configDirectory.hasSuffix("/") ? configDirectory : configDirectory + "/"
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
            guard absolute.hasPrefix(base), !alreadyRead.contains(absolute),
                  matchers.contains(where: { $0.matches(String(absolute.dropFirst(base.count))) }),
                  case .success(let bytes) = read(absolute) else { continue }
            files.append(SourceFile(path: path, bytes: bytes, diskPath: absolute))
        }
        return files
    }

    /// A file's bytes, or why it cannot be processed (unreadable, not UTF-8).
    public static func read(_ path: String, shownAs shown: String? = nil) -> Result<[UInt8], FileProblem> {
        let path = path
        let display = shown ?? path
        guard let handle = FileHandle(forReadingAtPath: path) else {
            let reason = access(path, R_OK) != 0 ? "permission denied or missing" : "cannot be opened"
            return .failure(FileProblem(file: display, message: "cannot read the file (\(reason)); skipped"))
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            return .failure(FileProblem(file: display, message: "cannot read the file (\(error.localizedDescription)); skipped"))
        }
        let bytes = [UInt8](data)
        if let offset = firstInvalidUTF8(bytes) {
            return .failure(FileProblem(file: display, message: "not valid UTF-8 (first bad byte at offset \(offset)); skipped"))
        }
        return .success(bytes)
    }

    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { b -> Int? in
            guard let base = b.baseAddress else { return nil }
            var k = 0
            while k < b.count {
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
            guard let replacement = r.resolution.replacement, let range = r.resolution.replacementRange else { return nil }
            return Edit(range: range, replacement: Array(replacement.utf8))
        }
    }
}
