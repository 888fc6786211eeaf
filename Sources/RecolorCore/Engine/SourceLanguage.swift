/// The kinds of source recolor reads, told by the path: Swift files, Interface Builder documents
/// (`.xib`, `.storyboard`) and asset-catalog color sets (`*.xcassets/**/*.colorset/Contents.json`).
/// A path of no other kind is read as Swift (a file named on the command line is checked whatever
/// its name).
public enum SourceKind: Sendable, Equatable {
    case swift, interfaceBuilder, colorSet

    public init(path: String) {
        if path.hasSuffix(".xib") || path.hasSuffix(".storyboard") {
            self = .interfaceBuilder
        } else if SourceKind.isColorSetContents(path) {
            self = .colorSet
        } else {
            self = .swift
        }
    }

    /// `….xcassets/…/Name.colorset/Contents.json`.
    static func isColorSetContents(_ path: String) -> Bool {
        path.hasSuffix(".colorset/Contents.json") && path.contains(".xcassets/")
    }

    /// Whether a walked file is a source: its name, and the folder it lies in (ending in `/`).
    static func isSource(name: String, folder: String) -> Bool {
        if name.hasSuffix(".swift") || name.hasSuffix(".xib") || name.hasSuffix(".storyboard") { return true }
        return name == "Contents.json" && folder.hasSuffix(".colorset/") && folder.contains(".xcassets/")
    }

    /// Whether the file is any kind of source recolor walks (for the staged files of `--staged`).
    public static func isWalkedSource(_ path: String) -> Bool {
        path.hasSuffix(".swift") || SourceKind(path: path) != .swift
    }
}

/// The seam between the engine and a kind of source other than Swift. Swift is the first
/// language and keeps its own phases (settings learned from the tree, a second screening,
/// tokenizing): its speed depends on them. A document language needs none of that: each
/// file is screened by a byte search, then read whole into findings, resolved through the
/// table, with the file-level edits `fix` needs besides the findings' own replacements.
protocol DocumentLanguage: Sendable {
    /// Whether the bytes may hold a finding: a cheap byte search before any parsing.
    func mayHoldFinding(_ bytes: [UInt8]) -> Bool
    /// The file's findings, resolved, and what `fix` adds to the file besides their replacements.
    func analyze(path: String, bytes: [UInt8]) -> DocumentAnalysis
}

/// What a document language finds in one file.
struct DocumentAnalysis: Sendable {
    var reports: [Report] = []
    /// Edits of the document beyond the findings' replacements (Interface Builder's named-color
    /// caches and capability): applied by `fix` with them.
    var documentEdits: [Edit] = []
}

/// Runs the document languages over their files, in parallel.
enum DocumentSources {
    struct Outcome {
        var content: FileContent?
        var reports: [Report] = []
        var problem: FileProblem?
        var scanned = false
    }

    static func process(_ inputs: [Engine.FileInput], kinds: [SourceKind], options: RunOptions, threads: Int) -> [Outcome] {
        let interfaceBuilder = InterfaceBuilderLanguage(configuration: options.configuration)
        let colorSets = ColorSetLanguage(configuration: options.configuration)
        let generated = generatedCatalog(options)
        return Parallel.map(inputs.count, threads: threads) { k in
            let input = inputs[k]
            // The color sets `generate` writes are its output, made from the table: never findings.
            if kinds[k] == .colorSet, let generated, standardized(input.diskPath).hasPrefix(generated) { return Outcome() }
            let language: any DocumentLanguage = kinds[k] == .colorSet ? colorSets : interfaceBuilder
            var outcome = Outcome()
            let bytes: [UInt8]
            switch input.contents() {
            case .success(let b): bytes = b
            case .failure(let p): outcome.problem = p; return outcome
            }
            outcome.scanned = true
            guard language.mayHoldFinding(bytes) else { return outcome }
            let analysis = language.analyze(path: input.path, bytes: bytes)
            guard !analysis.reports.isEmpty else { return outcome }
            outcome.reports = analysis.reports
            outcome.content = FileContent(path: input.path, diskPath: input.diskPath, bytes: bytes, documentEdits: analysis.documentEdits)
            return outcome
        }
    }

    /// The folder of the table's `generate.assetCatalog`, absolute, ending in `/`.
    static func generatedCatalog(_ options: RunOptions) -> String? {
        guard let catalog = options.configuration.generate?.assetCatalog else { return nil }
        let directory = URL(fileURLWithPath: options.configuration.directory, relativeTo: URL(fileURLWithPath: options.cwd, isDirectory: true))
        let path = URL(fileURLWithPath: catalog, relativeTo: URL(fileURLWithPath: directory.standardizedFileURL.path, isDirectory: true)).standardizedFileURL.path
        return path.hasSuffix("/") ? path : path + "/"
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Notes for `fix` on stderr: mapped Interface Builder colors whose token's asset no color
    /// set among the files read defines (and that `generate` will not create).
    static func missingAssetWarnings(_ reports: [Report], inputs: [Engine.FileInput], kinds: [SourceKind], configuration: Configuration) -> [String] {
        guard configuration.generate?.assetCatalog == nil else { return [] }
        var defined: Set<String> = []
        for (input, kind) in zip(inputs, kinds) where kind == .colorSet {
            let folder = PathText.directory(of: input.path)
            let name = folder.split(separator: "/").last.map(String.init) ?? folder
            if name.hasSuffix(".colorset") { defined.insert(String(name.dropLast(".colorset".count))) }
        }
        var warned: Set<String> = []
        var warnings: [String] = []
        for r in reports where r.finding.kind == .ibColor && r.resolution.isMapped {
            guard let tokenName = r.resolution.token, let token = configuration.token(named: tokenName) else { continue }
            let asset = token.assetName
            guard !defined.contains(asset), warned.insert(asset).inserted else { continue }
            warnings.append("token \(tokenName): no color set named \(asset) in the asset catalogs checked; Interface Builder needs \(asset).colorset for name=\"\(asset)\" (add it, or set generate.assetCatalog and run recolor generate)")
        }
        return warnings
    }
}
