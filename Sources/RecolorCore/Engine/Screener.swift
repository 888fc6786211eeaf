#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The first pass over one Swift file, before the run's settings are known: read it, check it,
/// ask the prefilter and the typealias scan, and keep its bytes only if they may matter.
struct Screener: Sendable {
    let options: RunOptions
    let prefilter: Prefilter
    let paletteFiles: PaletteFileMatcher
    private let paletteWords: [[UInt8]]

    init(options: RunOptions) {
        self.options = options
        prefilter = Prefilter(configuration: options.configuration)
        paletteFiles = PaletteFileMatcher(options: options)
        paletteWords = options.configuration.palettes.map { Array($0.utf8) }
    }

    func screen(_ input: FileInput) -> SwiftFileState {
        var s = Screened()
        let bytes: [UInt8]
        switch input.contents() {
        case .success(let b): bytes = b
        case .failure(let p): return .failed(p)
        }
        // SwiftGen's palette of a listed name is read as its declaration (`isSwiftGenColorPalette`).
        if !options.includeGenerated && GeneratedFile.isGenerated(bytes)
            && !(paletteWords.contains { bytes.containsSequence($0) } && GeneratedFile.isSwiftGenColorPalette(bytes)) { return .generated }
        s.declaresPalette = paletteFiles.matches(input.path) || paletteWords.contains { bytes.containsSequence($0) }
        s.platformImports = PlatformImports(bytes)
        let offsets = ColorWordOffsets(bytes)
        // The color screening first: where it keeps the file, or a color word decides the hazard
        // or forced-appearance test, the one pass no longer looks for that test's words.
        var verdict = prefilter.screenColors(bytes, offsets)
        let words = ScreeningWords(bytes, hazardKnown: verdict.mayHoldFinding || HazardScreen.endsAColorWord(bytes, olor: offsets.olor),
                                   forcedKnown: ForcedAppearance.forcedByColorWord(bytes, olor: offsets.olor))
        let mentionsColor = !offsets.olor.isEmpty
        // Every reader below that needs tokens or scopes shares one tokenization and one tree:
        // each made its own, and a large utility file was tokenized five times and its tree
        // built three (Gifski's 150 KB Utilities.swift: callgrind, see `ScreenedParse`).
        let parse = ScreenedParse(path: input.path, bytes: bytes, diskPath: input.diskPath)
        s.mayDeclareDynamicMembers = DynamicExtensionMembers.mayDeclare(bytes, olor: offsets.olor)
        s.mayDeclareColorSubclass = ColorSubclass.mayDeclare(bytes, olor: offsets.olor) || ColorSubclass.mayDeclareOwnType(bytes, olor: offsets.olor)
        if words.forcedAppearance {
            s.forcedAppearance = ForcedAppearance.inSwift(parse.file, syntax: parse.syntax)
        }
        // A hazard's words alone are not enough: some hazard detector's needs must hold too
        // (`HazardDetectors.needs`; a second look at the few files the words keep).
        let hazardWords = !verdict.mayHoldFinding && words.hazard
        if hazardWords && HazardDetectors.needs.mayHold(bytes) { verdict.mayHoldFinding = true }
        let candidate = verdict.mayHoldFinding
        s.unknownTypes = verdict.unknownTypes
        s.implicitMemberWithoutContext = verdict.implicitMemberWithoutContext
        let typealiases = TypealiasScan(bytes, at: offsets.typealiasKeyword)
        if typealiases.mentionsKeyword { s.typealiases = typealiases }
        s.hexStringConstants = HexStringConstants.read(bytes)
        if StringColorConversions.mayDeclare(bytes, mentionsColor: mentionsColor) {
            s.stringColorConversions = StringColorConversions.read(parse.file, tree: parse.syntax.tree)
        }
        if let imported = StringColorConversions.imported(bytes, mentionsColor: mentionsColor) {
            var all = s.stringColorConversions ?? StringColorConversions()
            all.add(imported)
            s.stringColorConversions = all
        }
        if ColorFunctions.mayDeclare(bytes, mentionsColor: mentionsColor) {
            s.colorFunctions = ColorFunctions.read(parse.file, tree: parse.syntax.tree)
        }
        if AppearanceHelpers.mayDeclare(words, bytes) {
            s.appearanceHelpers = AppearanceHelpers.read(parse.file, tree: parse.syntax.tree)
        }
        if InheritedRefreshes.mayDeclare(bytes, words: words) {
            s.inheritedRefreshes = InheritedRefreshes.read(parse.file, tree: parse.syntax.tree)
        }
        let declarations = DeclarationSites.read(bytes, offsets)
        s.declaresContexts = declarations.mayDeclareColorContexts
        s.declaresColorNamedType = declarations.declaresColorNamedType
        // Tokenized in this pass (for a palette, the declarations, or a reader above): in a
        // phase of their own, the few large files of a small app left one worker idle. The
        // tokens are kept only if the settings step reads them (`readsSettings`): freed here,
        // their memory serves the next file instead of fresh pages (on 20 apps, 62 of the 199
        // files read: 4 % of a run's page faults).
        // A comparison that reads a member's color back (`x.textColor == .white`) stands beside
        // a color, so in a file the screening keeps.
        // Read as before the hazard needs narrowed the candidates (a hazard word's file too).
        if candidate || hazardWords { s.comparisons = ValueComparisons.read(bytes, path: input.path) }
        // Every file: the declaring one often names no color (SlimHUD's UserDefaultsManager).
        s.passThroughs = GenericPassThroughs.read(bytes, heads: offsets.genericFunctions)
        if s.declaresContexts { s.declarations = DeclarationScan(parse.file, declaresColorNamedType: s.declaresColorNamedType).records }
        if s.declaresPalette || candidate && parse.isTokenized && Self.readsSettings(s) { return .tokenized(s, parse.file, candidate: candidate) }
        // A candidate tokenized here for a reader of its own keeps its tokens and tree for detection, which
        // tokenized it and built its tree again (see `SharedSyntaxTree`). Its settings are read as a
        // candidate's (`tokensForDetection`). Measured on one release binary (session 29, `check`, 5-7
        // alternating runs, load ~40): Clop CPU 0.857-0.900 paired (its 10.7x ripgrep 9.4x), corpus27 whole
        // 1.010 / 1.017 (noise), other apps 0.92-1.04; peak RSS of corpus27 whole 66.1 -> 76.8 MB (the tokens
        // of those candidates alive until detection; session 24 dropped them for memory, +1.1 % CPU).
        if candidate && parse.isTokenized {
            s.tokensForDetection = true
            return .tokenized(s, parse.file, candidate: true)
        }
        if candidate { return .candidate(s, bytes: bytes) }
        // A hazard word's file keeps its bytes, as a candidate did: the forced appearance's root
        // views are looked for in the bytes kept.
        let kept = typealiases.mentionsKeyword || s.implicitMemberWithoutContext || s.mayDeclareDynamicMembers || s.mayDeclareColorSubclass
            || hazardWords
        if !kept {
            // What the second screening asks of a file whose bytes are gone (`Prefilter.AddedWords`).
            s.colorWordRuns = ColorWordRuns(bytes, olor: offsets.olor)
            s.extendedUnknownTypes = verdict.extendedUnknownTypes
        }
        return .screenedOut(s, bytes: kept ? bytes : nil)
    }

    /// Whether the settings step reads a candidate's tokens (`SwiftLanguage.learnSettings`): its
    /// typealiases or a color subclass (a palette's keeps them as a settings file). Any other
    /// candidate the screening tokenized for a reader of its own (its declarations, a refresh point,
    /// a color function…) keeps its tokens for detection only (`Screened.tokensForDetection`).
    static func readsSettings(_ s: Screened) -> Bool {
        s.declaresPalette || s.typealiases != nil || s.mayDeclareColorSubclass
    }
}

/// One file's tokens and scopes in the screening, made on first use and shared by every reader
/// that asks (forced appearances, `extension String` conversions, color functions, declarations).
/// Most files need neither.
private final class ScreenedParse {
    let path: String
    let bytes: [UInt8]
    let diskPath: String
    /// Written once, on first read, by the one thread screening the file.
    @exclusivity(unchecked) private var made: SwiftSource?
    @exclusivity(unchecked) private var memo: SyntaxTreeMemo?

    init(path: String, bytes: [UInt8], diskPath: String) {
        self.path = path
        self.bytes = bytes
        self.diskPath = diskPath
    }

    var isTokenized: Bool { made != nil }

    var file: SwiftSource {
        if let made { return made }
        let file = SwiftSource(path: path, bytes: bytes, diskPath: diskPath)
        made = file
        return file
    }

    var syntax: SyntaxTreeMemo {
        if let memo { return memo }
        let built = SyntaxTreeMemo(file: file)
        memo = built
        return built
    }
}

/// What the first pass learns of one file, besides whether it may hold a finding (its state).
struct Screened: Sendable {
    /// The file's typealiases as its bytes tell them, when it mentions `typealias`.
    var typealiases: TypealiasScan?
    /// `…Color` words used as types that were no color type when screened.
    var unknownTypes: [String] = []
    /// A color-able implicit member without a context word (see `Prefilter.Verdict`).
    var implicitMemberWithoutContext = false
    /// Of a file screened out without its bytes: its words around `olor` (nil: too many to keep), and
    /// the unknown `…Color` words it extends while calling `hex(` (see `Prefilter.Verdict`).
    var colorWordRuns: ColorWordRuns?
    var extendedUnknownTypes: [String] = []
    /// A palette file, or one that names a palette (tokenized in the first pass).
    var declaresPalette = false
    /// May declare parameters or properties that decide color contexts (tokenized for the index).
    var declaresContexts = false
    /// Declares a type named like a framework color type (`enum Color`): the scan then looks
    /// names up lexically.
    var declaresColorNamedType = false
    /// The platform UI frameworks the file imports.
    var platformImports: PlatformImports = []
    /// Top-level string constants holding a hex color (`let gray800: String = "#1F1E1E"`), if any.
    var hexStringConstants: HexStringConstants?
    /// Members of an `extension String` returning a color (`var color: UIColor`), if any.
    var stringColorConversions: StringColorConversions?
    /// Functions building a color from numbers (`func hex_col(r: UInt8, …) -> Color`), if any.
    var colorFunctions: ColorFunctions?
    /// Functions choosing between their two arguments by the appearance (`adaptive(_:_:)`), if any.
    var appearanceHelpers: AppearanceHelpers?
    /// The classes with refresh points and the methods they call, if any (`InheritedRefreshes`).
    var inheritedRefreshes: InheritedRefreshes?
    /// The typealiases of a file tokenized for them alone, until the settings are learned.
    var declaredTypealiases: [String: [String]]?
    /// The declarations read in the screening, until the settings are learned.
    var declarations: DeclarationScan.Records?
    /// The members the file compares with a named color, until the settings are learned.
    var comparisons: ValueComparisons?
    /// The generic pass-through functions the file declares (`GenericPassThroughs`).
    var passThroughs: GenericPassThroughs?
    /// Where the file makes the app or a screen keep one appearance (rare: most files have none).
    var forcedAppearance: [ForcedAppearance] = []
    /// Extends a color type (`extension UIColor`), so may declare a dynamic member (its bytes are kept).
    var mayDeclareDynamicMembers = false
    /// May declare a subclass of a platform color (`class Color: UIColor`): tokenized for the settings.
    var mayDeclareColorSubclass = false
    /// The subclasses of platform colors of a file tokenized for the settings alone, until they are learned.
    var colorSubclasses: [ColorSubclass]?
    /// A candidate the screening tokenized for a reader of its own (no setting): it keeps its tokens
    /// for detection only, and the settings step reads it as it reads a candidate it did not tokenize.
    var tokensForDetection = false
}

/// Whether a path is one of the configuration's `paletteFiles` (globs relative to the
/// configuration's folder).
struct PaletteFileMatcher: Sendable {
    private let globs: [Glob]
    /// The configuration's folder, absolute, ending in `/`: what `paletteFiles` globs are relative to.
    let base: String
    private let cwd: String

    init(options: RunOptions) {
        let configuration = options.configuration
        globs = configuration.paletteFiles.map(Glob.init)
        let directory = URL(fileURLWithPath: configuration.directory, relativeTo: URL(fileURLWithPath: options.cwd)).standardizedFileURL.path
        base = directory.hasSuffix("/") ? directory : directory + "/"
        cwd = options.cwd
    }

    func matches(_ path: String) -> Bool {
        guard !globs.isEmpty else { return false }
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: cwd)).standardizedFileURL.path
        let relative = absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : path
        return globs.contains { $0.matches(relative) }
    }
}
