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

    /// Detection and mapping over files already read (the staged snapshot, or tests).
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
        let settings = DetectionSettings.build(configuration: configuration, files: sources, isPaletteFile: isPaletteFile)
        let resolver = Resolver(configuration: configuration)
        var result = RunResult()
        result.problems = problems
        result.sources = sources
        result.reports = sources.map { file in
            ColorDetection.findings(in: file, settings: settings, isPaletteFile: isPaletteFile(file)).map { finding in
                let start = file.location(of: finding.range.lowerBound)
                let end = file.location(of: finding.range.upperBound)
                return Report(file: file.path, finding: finding, resolution: resolver.resolve(finding),
                              text: file.text(finding.range), line: start.line, column: start.column,
                              endLine: end.line, endColumn: end.column)
            }
        }
        return result
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
