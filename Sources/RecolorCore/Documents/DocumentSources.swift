#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a document language (Interface Builder, color sets) does with one file. A document needs
/// none of Swift's run-wide phases: each file is screened by a byte search, then read whole into
/// findings, resolved through the table, with the file-level edits `fix` needs besides the
/// findings' own replacements.
protocol DocumentLanguage: Sendable {
    /// Whether the bytes may hold a finding: a cheap byte search before any parsing.
    func mayHoldFinding(_ bytes: [UInt8]) -> Bool
    /// The file's findings, resolved, and what `fix` adds to the file besides their replacements.
    func analyze(path: String, bytes: [UInt8]) -> DocumentAnalysis
    /// Why the file cannot be read as this language's document, or nil: the file is then a
    /// problem (named on stderr, exit 3), never skipped in silence.
    func unreadable(_ bytes: [UInt8]) -> String?
}

extension DocumentLanguage {
    func unreadable(_ bytes: [UInt8]) -> String? { nil }
}

/// What a document language finds in one file.
struct DocumentAnalysis: Sendable {
    var reports: [Report] = []
    /// Edits of the document beyond the findings' replacements (Interface Builder's named-color
    /// caches and capability): applied by `fix` with them.
    var documentEdits: [Edit] = []
    /// Notes for `fix` on stderr, each naming the file (a system color written as a named color).
    var notes: [String] = []
}

extension SourceLanguage where Self: DocumentLanguage {
    /// A document's edits replace whole elements and insert whole entries: applied as they
    /// are, with the document's own edits (named-color caches, capability).
    static func rewrite(_ file: FileResult, edits: [Edit]) -> LanguageRewrite {
        LanguageRewrite(outcome: SafeRewrite.Outcome(bytes: Edits.apply(edits + file.documentEdits, to: file.bytes), kept: edits, declined: []),
                        applied: Edits.normalized(edits + file.documentEdits))
    }
}

extension InterfaceBuilderLanguage: SourceLanguage {
    static let fileNames: [SourceFileName] = [.suffix(".xib"), .suffix(".storyboard")]

    static func process(_ inputs: [FileInput], run: LanguageRun) -> LanguageResult {
        DocumentSources.process(inputs, language: InterfaceBuilderLanguage(configuration: run.options.configuration, project: run.project(), cwd: run.options.cwd), kind: .interfaceBuilder, run: run)
    }
}

extension ColorSetLanguage: SourceLanguage {
    static let fileNames: [SourceFileName] = [.name("Contents.json", folder: { $0.hasSuffix(".colorset/") && $0.containsASCII(".xcassets/") })]

    static func process(_ inputs: [FileInput], run: LanguageRun) -> LanguageResult {
        DocumentSources.process(inputs, language: ColorSetLanguage(configuration: run.options.configuration), kind: .colorSet, run: run)
    }
}

/// Runs a document language over its files, in parallel.
enum DocumentSources {
    static func process(_ inputs: [FileInput], language: some DocumentLanguage, kind: SourceKind, run: LanguageRun,
                        skipping skipped: @Sendable (FileInput) -> Bool = { _ in false }) -> LanguageResult {
        var statistics = RunStatistics()
        let outcomes = statistics.measure("documents: \(type(of: language))") {
            Parallel.map(inputs.count, threads: run.threads) { k -> FileOutcome in
                let input = inputs[k]
                if skipped(input) { return .skipped }
                let bytes: [UInt8]
                switch input.contents() {
                case .success(let b): bytes = b
                case .failure(let p): return .failed(p)
                }
                if let why = language.unreadable(bytes) { return .failed(FileProblem(file: input.path, message: why)) }
                guard language.mayHoldFinding(bytes) else { return .scanned }
                let analysis = language.analyze(path: input.path, bytes: bytes)
                guard !analysis.reports.isEmpty else { return .scanned }
                var file = FileResult(path: input.path, diskPath: input.diskPath, bytes: bytes, kind: kind, reports: analysis.reports,
                                      documentEdits: analysis.documentEdits)
                file.notes = analysis.notes
                return .found(file)
            }
        }
        for outcome in outcomes {
            switch outcome {
            case .failed: statistics.filesFailed += 1
            case .skipped: statistics.filesSkipped += 1
            case .scanned, .found: statistics.filesScanned += 1
            }
        }
        return LanguageResult(outcomes: outcomes, statistics: statistics)
    }

    /// A replacement that is Interface Builder's own system color (needs no asset, no member).
    static func isSystemColorElement(_ replacement: String?) -> Bool {
        replacement.map { $0.hasPrefix("<color") && ($0.contains(" systemColor=\"") || $0.contains(" catalog=\"System\"")) } ?? false
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Notes for `fix` on stderr: mapped Interface Builder colors whose token's asset no color
    /// set among the files read defines (and that `generate` will not create).
    static func missingAssetWarnings(_ reports: [Report], inputs: [FileInput], kinds: [SourceKind], configuration: Configuration) -> [String] {
        guard configuration.generate?.assetCatalog == nil else { return [] }
        var defined: Set<String> = []
        for (input, kind) in zip(inputs, kinds) where kind == .colorSet {
            let folder = PathText.directory(of: input.path)
            let name = folder.split(separator: "/").last.map(String.init) ?? folder
            if name.hasSuffix(".colorset") { defined.insert(String(name.dropLast(".colorset".count))) }
        }
        var warned: Set<String> = []
        var warnings: [String] = []
        for r in reports where r.finding.kind == .ibColor && r.resolution.isMapped && !Self.isSystemColorElement(r.resolution.replacement) {
            guard let tokenName = r.resolution.token, let token = configuration.token(named: tokenName) else { continue }
            let asset = token.assetName
            guard !defined.contains(asset), warned.insert(asset).inserted else { continue }
            warnings.append("token \(tokenName): no color set named \(asset) in the asset catalogs checked; Interface Builder needs \(asset).colorset for name=\"\(asset)\" (add it, or set generate.assetCatalog and run recolor generate)")
        }
        return warnings
    }
}
