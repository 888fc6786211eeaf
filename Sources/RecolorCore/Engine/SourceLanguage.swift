/// The kinds of source recolor reads, one per language: Swift files, Interface Builder documents
/// (`.xib`, `.storyboard`) and asset-catalog color sets (`*.xcassets/**/*.colorset/Contents.json`).
/// A path no language claims is read as Swift by `SourceKind(path:)`; the walk lists no such
/// file, not even one named on the command line (`recolor fix *` rewrote NOTES.md).
public enum SourceKind: Sendable, Equatable, CaseIterable {
    case swift, interfaceBuilder, colorSet

    /// The language that reads this kind of source.
    var language: any SourceLanguage.Type {
        switch self {
        case .swift: SwiftLanguage.self
        case .interfaceBuilder: InterfaceBuilderLanguage.self
        case .colorSet: ColorSetLanguage.self
        }
    }

    /// What a path no language claims is read as.
    static let fallback = SourceKind.swift

    package init(path: String) {
        self = SourceKind.claiming(path) ?? SourceKind.fallback
    }

    /// The kind whose language claims the path by its name, if any.
    static func claiming(_ path: String) -> SourceKind? {
        allCases.first { kind in kind.language.fileNames.contains { $0.matches(path: path) } }
    }

    /// Whether the file is any kind of source recolor walks (for the staged files of `--staged`).
    package static func isWalkedSource(_ path: String) -> Bool {
        claiming(path) != nil
    }
}

/// How the files of a language are named, as the walker tells them from a directory entry
/// before it makes a string of the name.
enum SourceFileName: Sendable {
    /// Every file whose name ends so (`.swift`).
    case suffix(String)
    /// A file of exactly this name in a folder the test accepts (a color set's
    /// `Contents.json`); the folder ends in `/`.
    case name(String, folder: @Sendable (String) -> Bool)

    /// The bytes the entry's name must end with.
    var ending: [UInt8] {
        switch self {
        case .suffix(let s), .name(let s, _): Array(s.utf8)
        }
    }

    /// Whether a directory entry whose name ends with `ending` is one: `folder` ends in `/`.
    func accepts(name: String, folder: String) -> Bool {
        switch self {
        case .suffix: true
        case .name(let whole, let test): name == whole && test(folder)
        }
    }

    func matches(path: String) -> Bool {
        switch self {
        case .suffix(let suffix):
            return path.hasSuffix(suffix)
        case .name(let name, let folder):
            guard path.hasSuffix(name) else { return false }
            let directory = path.dropLast(name.utf8.count)
            return (directory.isEmpty || directory.hasSuffix("/")) && folder(String(directory))
        }
    }
}

/// The seam between the engine and a language. The engine walks the tree, asks the languages
/// which names are theirs, gives each its files, and merges what they return in path order; a
/// language reads, screens and detects its files its own way, and its findings carry their
/// replacement. Adding a language: a `SourceKind` case and a folder with its conformance.
protocol SourceLanguage {
    /// The names of the files it reads (the walker lists only those).
    static var fileNames: [SourceFileName] { get }
    /// Its files of one run: each input's outcome, in input order, and what the run learned.
    static func process(_ inputs: [FileInput], run: LanguageRun) -> LanguageResult
    /// One file with its findings' edits applied, as `fix` writes it and `--diff` shows it.
    static func rewrite(_ file: FileResult, edits: [Edit]) -> LanguageRewrite
}

/// A file rewritten by its language.
struct LanguageRewrite: Sendable {
    /// The bytes, and the findings' edits kept or declined (what `fix` counts).
    var outcome: SafeRewrite.Outcome
    /// Every edit made, the language's own included (what the diff shows).
    var applied: [Edit]
}

/// What a language is given for one run.
struct LanguageRun: Sendable {
    var options: RunOptions
    /// Worker threads (already resolved: at least 1).
    var threads: Int
    /// The run's color sets with a dark appearance, by name (for the stale-color hazard).
    var dynamicColorSets: Set<String> = []
    /// The light-only color sets the table keeps as they are (`TableKeptColorSets`).
    var tableKeptColorSets: [String: RGBA] = [:]
    /// The project files being read, when `options` holds no project yet.
    var pendingProject: Pending<ProjectFacts>?

    /// The run's project: `options.project`, else the one being read (waited for). Asked on
    /// the calling thread, before a phase that needs it starts its workers.
    func project() -> ProjectFacts? {
        options.project ?? pendingProject?.value
    }
}

/// What happened to one file of a run.
enum FileOutcome: Sendable {
    /// Could not be read or decoded.
    case failed(FileProblem)
    /// Not checked: a generated file, or a color set `generate` wrote.
    case skipped
    /// Read and checked; no finding.
    case scanned
    /// Read and checked, with findings: the file's content (for `fix`) and its reports.
    case found(FileResult)
}

/// What a language returns for one run.
struct LanguageResult: Sendable {
    /// One per input, in input order.
    var outcomes: [FileOutcome]
    /// The files that declare a palette namespace (for `lock`).
    var paletteDeclaringFiles: [String] = []
    /// The language's phases and counts.
    var statistics = RunStatistics()
    /// Where the code forces one appearance (`path:line`), if it does.
    var forcedAppearance: String?
    /// Static members of color-type extensions declared dynamic (`UIColor.textColor` → its file).
    var dynamicExtensionMembers: [String: String] = [:]
    /// Swift's: the files and the sites forcing one appearance their screening found (`RunForcedSites`).
    var forcedSites: SwiftForcedSites?
}
