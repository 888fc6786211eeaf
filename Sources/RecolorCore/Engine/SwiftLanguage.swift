/// Swift, the first language: each file screened by its bytes, the run's settings (typealiases,
/// palettes, declarations that decide color contexts) learned from the files that declare them,
/// the files screened out screened again when the settings add words, then the candidates
/// tokenized and detected. Its speed depends on those phases: most files are never tokenized.
enum SwiftLanguage: SourceLanguage {
    static let fileNames: [SourceFileName] = [.suffix(".swift")]

    static func process(_ inputs: [FileInput], run: LanguageRun) -> LanguageResult {
        var statistics = RunStatistics()
        let screener = Screener(options: run.options)
        let threads = run.threads
        var files = statistics.measure("swift: screen") { screen(inputs, screener: screener, threads: threads) }
        statistics.candidatesFirstScreening = files.count { $0.state.isCandidate }
        var (settings, learned) = statistics.measure("swift: learn settings") {
            learnSettings(&files, screener: screener, threads: threads)
        }
        settings.dynamicColors.colorSets = run.dynamicColorSets
        // A set the table keeps as it is is decided as an adaptive one is: its members are no palette references.
        settings.palette = settings.palette.withoutAdaptiveSets(run.dynamicColorSets)
            .withoutTableKeptSets(run.tableKeptColorSets, configuration: run.options.configuration)
        statistics.settingsFilesTokenized = learned.filesTokenized
        statistics.declarationFilesRead = learned.declarationFilesRead
        statistics.candidatesSecondScreening = statistics.measure("swift: screen again") {
            screenAgain(&files, settings: settings, screener: screener, threads: threads)
        }
        // Color-type extension members declared dynamic, read before any file is detected: a
        // use elsewhere made a CGColor once is a stale color.
        let members = statistics.measure("swift: dynamic members") { dynamicExtensionMembers(&files, settings: settings, threads: threads) }
        settings.dynamicColors.appMembers = members.merging(run.options.knownDynamicMembers) { _, known in known }
        // Read before detection: a detected file's state keeps its outcome, not its screening.
        let forced = ForcedAppearance.forcing(ForcedAppearance.promotingRootViews(files.flatMap { $0.state.learned(\.forcedAppearance) ?? [] },
                                                                                 files: files.compactMap { f in
            // Only the files whose bytes the screening kept: reading every file again when one view of a large
            // tree sets a scheme made a `check` of corpus24 7 % slower (session 16); a window's root is in
            // code the screening keeps (it names a color) or not seen here, and `scan` and `init` read all.
            (f.state.keptBytes ?? f.input.bytes).map { (shown: f.input.path, disk: f.input.diskPath, bytes: Optional($0)) } }))?.description
        // Kept for `scan`, `init` and `contrast`, which name every site (`RunForcedSites`).
        let forcedSites = SwiftForcedSites(files)
        let project = statistics.measure("swift: wait for project") { run.project() }
        (statistics.filesTokenized, statistics.bytesTokenized) = statistics.measure("swift: detect") {
            detect(&files, settings: settings, screener: screener, project: project, threads: threads)
        }
        var outcomes = files.map(\.state.outcome)
        // Across files: the views a container with a declined background draws keep their text.
        DeclinedContainers.declineContents(&outcomes)
        for outcome in outcomes {
            switch outcome {
            case .failed: statistics.filesFailed += 1
            case .skipped: statistics.filesSkipped += 1
            case .scanned, .found: statistics.filesScanned += 1
            }
        }
        var result = LanguageResult(outcomes: outcomes, paletteDeclaringFiles: settings.palette.declaringFiles.sorted(), statistics: statistics)
        result.forcedAppearance = forced
        result.forcedSites = forcedSites
        result.dynamicExtensionMembers = settings.dynamicColors.appMembers
        return result
    }

    /// The dynamic static members of the color-type extensions the files declare (the screening
    /// keeps the bytes of a file that extends a color type). A file tokenized already is read
    /// from its tokens, and a candidate tokenized here keeps them for detection: such a file
    /// (an `extension UIColor`) is nearly always a candidate, and was tokenized twice
    /// (Gifski: 5 % of a `check`'s instructions, callgrind).
    static func dynamicExtensionMembers(_ files: inout [SwiftFile], settings: DetectionSettings, threads: Int) -> [String: String] {
        let declaring = files.indices.filter { files[$0].state.learned(\.mayDeclareDynamicMembers) == true }
        let found = readDynamicMembers(files, declaring: declaring, settings: settings, threads: threads)
        var members: [String: String] = [:]
        for (k, (found, state)) in zip(declaring, found) {
            members.merge(found) { a, _ in a }
            if let state { files[k].state = state }
        }
        return members
    }

    /// Each declaring file's members, and its new state when it was tokenized here and is a candidate.
    /// The workers read the files borrowed (as `advance`).
    private static func readDynamicMembers(_ files: [SwiftFile], declaring: [Int], settings: DetectionSettings,
                                           threads: Int) -> [([String: String], SwiftFileState?)] {
        Parallel.map(declaring.count, threads: threads) { n -> ([String: String], SwiftFileState?) in
            let file = files[declaring[n]]
            switch file.state {
            case .tokenized(_, let source, _):
                return (DynamicExtensionMembers.find(in: source, settings: settings), nil)
            case .candidate(let s, let bytes):
                let source = SwiftSource(path: file.input.path, bytes: bytes, diskPath: file.input.diskPath)
                return (DynamicExtensionMembers.find(in: source, settings: settings), .tokenized(s, source, candidate: true))
            default:
                guard let bytes = file.state.keptBytes ?? file.input.bytes else { return ([:], nil) }
                return (DynamicExtensionMembers.find(in: SwiftSource(path: file.input.path, bytes: bytes, diskPath: file.input.diskPath), settings: settings), nil)
            }
        }
    }

    /// 1. Read, check and screen every file; keep the bytes only of files that may matter.
    static func screen(_ inputs: [FileInput], screener: Screener, threads: Int) -> [SwiftFile] {
        Parallel.map(inputs.count, threads: threads) { SwiftFile(input: inputs[$0], state: screener.screen(inputs[$0])) }
    }

    /// 2. The settings, from the files that declare palettes or color contexts (tokenized, and
    /// their declarations read, when screened), typealiases of color types, and the palette
    /// files. Of the files that
    /// mention `typealias`, only those whose aliases can reach a color type are tokenized, unless
    /// one could not be read plainly.
    static func learnSettings(_ files: inout [SwiftFile], screener: Screener,
                              threads: Int) -> (DetectionSettings, (filesTokenized: Int, declarationFilesRead: Int)) {
        let options = screener.options
        // A file that may declare settings is tokenized for them: for its typealiases (and a color
        // subclass it may declare) alone when screened out (the tokens are dropped here, not kept until
        // every file is read: a fifth of the peak memory of issue 21's corpus), to be detected too when a candidate.
        let tokenize: @Sendable (SwiftFile) -> SwiftFileState = { file in
            switch file.state {
            case .screenedOut(var s, .some(let bytes)):
                let source = SwiftSource(path: file.input.path, bytes: bytes, diskPath: file.input.diskPath)
                s.declaredTypealiases = DetectionSettings.typealiases(source)
                if s.mayDeclareColorSubclass { s.colorSubclasses = ColorSubclass.read(source) }
                return .screenedOut(s, bytes: bytes)
            case .candidate(let s, let bytes):
                return .tokenized(s, SwiftSource(path: file.input.path, bytes: bytes, diskPath: file.input.diskPath), candidate: true)
            default:
                return file.state
            }
        }
        func waiting(_ file: SwiftFile, _ test: (Screened) -> Bool) -> Bool {
            switch file.state {
            case .screenedOut(let s, .some) where s.declaredTypealiases == nil: test(s)
            case .candidate(let s, _): test(s)
            default: false
            }
        }
        // The files whose typealiases the byte scan could not read plainly first: their aliases,
        // read from their tokens, join those the scan read. (An unclear file once made every file
        // that mentions `typealias` tokenized: swift-syntax's tests spell such aliases, and this
        // step was 82 of the 321 million instructions of its `check`, 26 million now; callgrind.)
        // The names that may stand for a color type are
        // then known as surely as when every such file was tokenized: the scan reads more
        // aliases than the tokens hold, never fewer, where it reads plainly.
        files.advance(threads: threads, where: { waiting($0) { $0.typealiases?.unclear == true } }, tokenize)
        var declared = files.compactMap { $0.state.learned(\.typealiases) ?? nil }.filter { !$0.unclear }.flatMap(\.declarations)
        for k in files.indices where files[k].state.learned({ $0.typealiases?.unclear }) == true {
            let aliases: [String: [String]]
            if case .tokenized(_, let source, _) = files[k].state {
                aliases = DetectionSettings.typealiases(source)
            } else {
                aliases = files[k].state.learned(\.declaredTypealiases).flatMap { $0 } ?? [:]
            }
            for (name, targets) in aliases { declared += targets.map { TypealiasScan.Declaration(name: name, target: $0) } }
        }
        let colorTypeNames = TypealiasScan.colorTypeNames(known: Set(screener.prefilter.typeNameList), declarations: declared)
        func declaresSettings(_ s: Screened) -> Bool {
            if s.mayDeclareColorSubclass { return true }
            guard let scan = s.typealiases else { return false }
            return scan.unclear || scan.mayDeclareColorType(colorTypeNames)
        }
        files.advance(threads: threads, where: { waiting($0, declaresSettings) }, tokenize)
        // The declarations were read in the screening, of the files its byte check kept.
        var settingsSources: [SwiftSource] = []
        // Each settings file's typealiases, in the files' order.
        var typealiases: [[String: [String]]] = []
        var typealiasFilesRead = 0
        var declarations = DeclarationIndex()
        var declarationFilesRead = 0
        var hexStringConstants = HexStringConstants()
        var stringColorConversions = StringColorConversions()
        var colorFunctions = ColorFunctions()
        var colorSubclasses: [ColorSubclass] = []
        var appearanceHelpers = AppearanceHelpers()
        var inheritedRefreshes = InheritedRefreshes()
        // Each file's screening read in place, once (`SwiftFileState.learned(_:)`): a field at a time
        // through `screened`, the whole of it was copied ten times per file.
        func gather(_ s: Screened) {
            colorSubclasses += s.colorSubclasses ?? []
            if let constants = s.hexStringConstants { hexStringConstants.add(constants) }
            if let found = s.stringColorConversions { stringColorConversions.add(found) }
            if let found = s.colorFunctions { colorFunctions.add(found) }
            if let found = s.appearanceHelpers { appearanceHelpers.add(found) }
            if let found = s.inheritedRefreshes { inheritedRefreshes.add(found) }
            if let found = s.comparisons { declarations.comparisons.add(found) }
            if let found = s.passThroughs { declarations.passThroughs.add(found) }
            if let records = s.declarations {
                declarations.add(records)
                declarationFilesRead += 1
            }
        }
        for k in files.indices {
            switch files[k].state {
            case .tokenized(let s, let source, _) where !s.tokensForDetection:
                // A candidate the screening tokenized for a reader of its own (a forced appearance, a
                // color function) declares no setting: its typealiases are not read (as before it was).
                if s.declaresPalette || s.declaresContexts || declaresSettings(s) {
                    settingsSources.append(source)
                    typealiases.append(DetectionSettings.typealiases(source))
                    if s.mayDeclareColorSubclass { colorSubclasses += ColorSubclass.read(source) }
                } else if let declared = s.declaredTypealiases {
                    typealiases.append(declared)
                    typealiasFilesRead += 1
                }
                gather(s)
            case .screenedOut(let s, _), .candidate(let s, _), .tokenized(let s, _, _):
                if let declared = s.declaredTypealiases {
                    typealiases.append(declared)
                    typealiasFilesRead += 1
                }
                gather(s)
            case .failed, .generated, .done:
                continue
            }
        }
        let extra = Engine.unreadPaletteFiles(alreadyRead: files.map(\.input.diskPath), options: options, base: screener.paletteFiles.base)
        for file in extra where DeclarationIndex.mayDeclareColorContexts(file.bytes) {
            declarations.add(file)
            declarationFilesRead += 1
        }
        // The declarations are in the index now. A palette file that is no candidate keeps its
        // bytes for the second screening, not its tokens (memory was a sixth of a run's time).
        for k in files.indices {
            switch files[k].state {
            case .tokenized(var s, let source, let candidate):
                s.declarations = nil
                files[k].state = candidate ? .tokenized(s, source, candidate: true) : .screenedOut(s, bytes: source.bytes)
            case .candidate(var s, let bytes) where s.declarations != nil:
                s.declarations = nil
                files[k].state = .candidate(s, bytes: bytes)
            case .screenedOut(var s, let bytes) where s.declarations != nil || s.declaredTypealiases != nil || s.colorSubclasses != nil:
                s.declarations = nil
                s.declaredTypealiases = nil
                s.colorSubclasses = nil
                files[k].state = .screenedOut(s, bytes: bytes)
            default:
                continue
            }
        }
        let isPaletteFile = screener.paletteFiles.matches
        typealiases += extra.map(DetectionSettings.typealiases)
        colorSubclasses += extra.flatMap(DetectionSettings.colorSubclasses)
        var settings = DetectionSettings.build(configuration: options.configuration, files: settingsSources + extra, declarations: declarations,
                                               typealiases: typealiases, colorSubclasses: colorSubclasses,
                                               isPaletteFile: { isPaletteFile($0.path) }, colorFunctions: colorFunctions)
        // A palette of color-set lookups (`UIColor.Zap.white = color("white")`): its members' values are the sets'.
        let lookedUp = Set(settings.palette.memberColorSets.values.flatMap(\.values) + settings.palette.typeMemberColorSets.values.flatMap(\.values))
        if !lookedUp.isEmpty { settings.palette = settings.palette.withColorSetValues(ColorSetValues.light(named: lookedUp, options: options)) }
        settings.hexStringConstants = hexStringConstants
        settings.stringColorConversions = stringColorConversions
        settings.colorFunctions = colorFunctions
        settings.appearanceHelpers = appearanceHelpers
        settings.inheritedRefreshes = inheritedRefreshes
        let platformImports = files.reduce(into: PlatformImports()) { $0.formUnion($1.state.learned(\.platformImports) ?? []) }
        settings.treePlatform = platformImports.onlyPlatform
        settings.reexportsPlatform = platformImports.contains(.reexported)
        return (settings, (settingsSources.count + typealiasFilesRead, declarationFilesRead))
    }

    /// 3. Typealiases (`typealias Paint = UIColor`) and palette members learned in step 2 make
    /// more files candidates. A file that used a `…Color` word as a type is one if the word now
    /// names a color type; when words other than types were learned, every file screened out is
    /// screened again. Returns how many files became candidates.
    static func screenAgain(_ files: inout [SwiftFile], settings: DetectionSettings, screener: Screener, threads: Int) -> Int {
        let prefilter = screener.prefilter
        let finalFilter = Prefilter(settings: settings)
        let wordsChanged = finalFilter.signature != prefilter.signature
        // Context words the declarations add matter only where an implicit member had none.
        let declaredWords = !settings.declaredColorWords.isEmpty
        guard wordsChanged || finalFilter.typeNameList != prefilter.typeNameList || declaredWords else { return 0 }
        let before = files.count { $0.state.isCandidate }
        // Where the settings only added words, only they are looked for (`Prefilter.AddedWords`).
        let added = finalFilter.addedWords(since: prefilter)
        files.advance(threads: threads, where: { file in
            guard !file.state.isCandidate, let s = file.state.screened else { return false }
            return wordsChanged || s.unknownTypes.contains(where: { settings.types.base($0) != nil })
                || declaredWords && s.implicitMemberWithoutContext
        }) { file in
            let bytes: [UInt8]
            if let b = file.state.keptBytes ?? file.input.bytes {
                bytes = b
            } else if let added, let s = file.state.screened,
                      added.mayHoldFinding(runs: s.colorWordRuns, unknownTypes: s.unknownTypes, extendedUnknownTypes: s.extendedUnknownTypes) == false {
                // Told from what the first screening kept: the file is not opened again (only a new candidate is read).
                return file.state
            } else if case .success(let b) = TextFile.read(file.input.diskPath) {
                bytes = b
            } else {
                return file.state
            }
            // Only the colors are screened again: the hazard words do not depend on the settings,
            // and a file screened out had none (the first screening keeps a file that has one).
            // Looked for again, they were a third of this phase: 365 of its 1,019 million
            // instructions in a `check` of corpus23 (callgrind).
            let screened = file.state.screened
            let mayHold = added.map { $0.mayHoldFinding(bytes, unknownTypes: screened?.unknownTypes ?? [],
                                                        implicitMemberWithoutContext: screened?.implicitMemberWithoutContext ?? false) }
                ?? finalFilter.screenColors(bytes, ColorWordOffsets(bytes)).mayHoldFinding
            guard mayHold else { return file.state }
            switch file.state {
            case .screenedOut(let s, _): return .candidate(s, bytes: bytes)
            case .tokenized(let s, let source, _): return .tokenized(s, source, candidate: true)
            default: return file.state
            }
        }
        return files.count { $0.state.isCandidate } - before
    }

    /// 4. Tokenize and detect the candidates, in parallel. Only files with findings keep their
    /// bytes. Returns how many files were tokenized, and their bytes.
    static func detect(_ files: inout [SwiftFile], settings: DetectionSettings, screener: Screener, project: ProjectFacts?,
                       threads: Int) -> (files: Int, bytes: Int) {
        let resolver = Resolver(configuration: screener.options.configuration)
        let isPaletteFile = screener.paletteFiles.matches
        var bytes = 0
        for file in files where file.state.isCandidate { bytes += file.state.keptBytes?.count ?? 0 }
        // Largest first, one file at a time: in path order, a batch of up to 16 files holding a
        // large one could be the last, one worker busy with it while the other idled. (Reasoned,
        // not measured: wall time on this shared machine is too noisy to show a tail.)
        let tokenized = files.advance(threads: threads, where: { $0.state.isCandidate }, largestFirst: { $0.state.keptBytes?.count ?? 0 }) { file in
            let source: SwiftSource
            switch file.state {
            case .candidate(_, let bytes): source = SwiftSource(path: file.input.path, bytes: bytes, diskPath: file.input.diskPath)
            case .tokenized(_, let tokenized, _): source = tokenized
            default: return file.state
            }
            let reports = reportsOf(source, settings: settings, resolver: resolver, isPaletteFile: isPaletteFile(source.path),
                                    project: project, cwd: screener.options.cwd)
            guard !reports.isEmpty else { return .done(.scanned) }
            return .done(.found(FileResult(path: source.path, diskPath: source.diskPath, bytes: source.bytes, kind: .swift, reports: reports)))
        }
        return (tokenized, bytes)
    }

    /// The edits that would make the file read worse (a lexer error it did not have) are
    /// declined.
    static func rewrite(_ file: FileResult, edits: [Edit]) -> LanguageRewrite {
        let outcome = SafeRewrite.apply(edits, to: file.bytes)
        return LanguageRewrite(outcome: outcome, applied: outcome.kept)
    }

    /// A file's findings, resolved through the table, with their regions.
    static func reportsOf(_ file: SwiftSource, settings: DetectionSettings, resolver: Resolver, isPaletteFile: Bool,
                          project: ProjectFacts? = nil, cwd: String = "/") -> [Report] {
        var findings = ColorDetection.findings(in: file, settings: settings, isPaletteFile: isPaletteFile)
        if settings.configuration.excludePreviews, !findings.isEmpty {
            let previews = PreviewCode.ranges(in: file)
            if !previews.isEmpty { findings.removeAll { PreviewCode.contains(previews, $0.range) } }
        }
        guard !findings.isEmpty else { return [] }
        let columns = UTF16Columns(file.bytes)
        let absolute = PathText.standardized(file.diskPath.hasPrefix("/") ? file.diskPath : PathText.join(cwd, file.diskPath))
        var compilation = project?.compilation(of: absolute) ?? .newestSDK
        // No project fact: a file of AppKit code builds for macOS (`AppKitCode`), where no UIKit API exists.
        if compilation.assumed && AppKitCode.isAppKitOnly(file.bytes) { compilation = Compilation(platforms: [.macOS: .newestSDK]) }
        if compilation.registersForTraitChanges {
            for n in findings.indices where !findings[n].repairsFromIOS17.isEmpty { findings[n].repairs = findings[n].repairsFromIOS17 }
        }
        for n in findings.indices {
            guard let need = findings[n].repairsNeed, !compilation.assumed else { continue }
            if [ApplePlatform.iOS, .tvOS].contains(where: { compilation.platforms[$0].map { $0 < need } ?? false }) { findings[n].repairs = [] }
        }
        let writer = SwiftSiteWriter(file: file, resolver: resolver, compilation: compilation, knowsProject: project != nil, moduleSetRefusal: { replacement in
            project.flatMap { ModuleColorSet.refusal(replacement, fileAt: absolute, project: $0, configuration: settings.configuration, cwd: cwd) }
        }) {
            // Whether the file's targets can see generate's members depends on the file alone: asked once.
            TargetMembership.playgroundRefusal(absolute)
                ?? project.flatMap { TargetMembership.packageRefusal(absolute, project: $0, configuration: settings.configuration, cwd: cwd) }
        }
        writer.comparisons = settings.declarations.comparisons
        if !compilation.assumed {
            ColorAppearanceCheck.gate(&findings) { writer.site(at: $0) }
            for n in findings.indices where findings[n].kind == .colorLiteral {
                let frameworks = PlatformColorLiteral.frameworks(at: writer.site(at: findings[n].range.lowerBound).compilation)
                if frameworks.count > 1 { findings[n].platformFrameworks = frameworks }
            }
        }
        // A platform color written without its platform's name in a file built for the Mac and iOS.
        if SharedPlatformColor.mayBeShared(file) {
            let all = Set(ApplePlatform.allCases.map(\.rawValue))
            let both = SharedPlatformColor.importsBoth(file)
            for n in findings.indices {
                let at = findings[n].range.lowerBound
                // A type the tree aliases per platform (`typealias Color = UIColor` under `#if os(iOS)`, else NSColor) says it too.
                let aliased = findings[n].writtenType.map(settings.types.perPlatform.contains) ?? false
                let frameworks = SharedPlatformColor.frameworks(of: findings[n], importsBoth: both || aliased, site: writer.site(at: at)) {
                    writer.availability.tree.compilation.platforms(at: file.codeIndex(atOrAfter: at), among: all)
                }
                if !frameworks.isEmpty { findings[n].platformFrameworks = frameworks }
            }
        }
        // Rules limited to places (`"in"`): each finding's place, read from the file's scopes.
        if resolver.hasPlacedRules {
            let tree = SyntaxTreeMemo(file: file).tree
            let sites = DeclarationPlace.UseSiteIndex(file)
            for n in findings.indices {
                findings[n].place = DeclarationPlace.path(at: file.codeIndex(atOrAfter: findings[n].range.lowerBound), in: file, tree: tree, sites: sites)
            }
        }
        var reports = findings.map { finding in
            let resolution = resolver.resolve(finding, writer: writer)
            return Report(file: file.path, finding: finding, resolution: resolution, text: file.text(finding.range),
                          region: SourceRegion(finding.range, in: file, columns: columns),
                          replacementRegion: resolution.replacementRange.map { SourceRegion($0, in: file, columns: columns) })
        }
        // A foreground on a background the site's platform lacks stays with it (and the reverse).
        DeclinedPairs.declineWholePairs(&reports, in: file)
        return reports
    }
}
