#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a run went, apart from what it found: files per phase, bytes tokenized, and the wall
/// time of each phase (for `recolor-bench`; the results never depend on it).
public struct RunStatistics: Sendable {
    /// One phase's wall time, measured with the monotonic clock.
    public struct Phase: Sendable, Equatable {
        public var name: String
        public var seconds: Double
    }

    /// The phases in the order they ran.
    public var phases: [Phase] = []
    /// Files read and checked (generated files and failures excluded).
    public var filesScanned = 0
    /// Files that could not be read or are not UTF-8.
    public var filesFailed = 0
    /// Generated files (and color sets `generate` wrote), skipped.
    public var filesSkipped = 0
    /// Swift files the first screening let through to the tokenizer.
    public var candidatesFirstScreening = 0
    /// Swift files the second screening, with the run's settings, added.
    public var candidatesSecondScreening = 0
    /// Swift files tokenized to learn the settings (palettes, typealiases, declarations).
    public var settingsFilesTokenized = 0
    /// Swift files whose declarations were read for the color contexts they decide.
    public var declarationFilesRead = 0
    /// Swift files tokenized and detected, and their bytes.
    public var filesTokenized = 0
    public var bytesTokenized = 0
    /// Documents (Interface Builder, color sets) the byte search let through to their parser.
    public var documentsParsed = 0

    public init() {}

    /// Runs `body` and records its wall time as the phase `name`.
    mutating func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        let start = RunStatistics.monotonicSeconds()
        defer { phases.append(Phase(name: name, seconds: RunStatistics.monotonicSeconds() - start)) }
        return try body()
    }

    /// Adds another part of the run's figures (a language's) to these.
    public mutating func add(_ other: RunStatistics) {
        phases += other.phases
        filesScanned += other.filesScanned
        filesFailed += other.filesFailed
        filesSkipped += other.filesSkipped
        candidatesFirstScreening += other.candidatesFirstScreening
        candidatesSecondScreening += other.candidatesSecondScreening
        settingsFilesTokenized += other.settingsFilesTokenized
        declarationFilesRead += other.declarationFilesRead
        filesTokenized += other.filesTokenized
        bytesTokenized += other.bytesTokenized
        documentsParsed += other.documentsParsed
    }

    static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
