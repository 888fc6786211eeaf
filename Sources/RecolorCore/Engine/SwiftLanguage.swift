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
        statistics.settingsFilesTokenized = learned.filesTokenized
        statistics.declarationFilesRead = learned.declarationFilesRead
        statistics.candidatesSecondScreening = statistics.measure("swift: screen again") {
            screenAgain(&files, settings: settings, screener: screener, threads: threads)
        }
        // Color-type extension members declared dynamic, read before any file is detected: a
        // use elsewhere made a CGColor once is a stale color.
        let members = statistics.measure("swift: dynamic members") { dynamicExtensionMembers(files, settings: settings, threads: threads) }
        settings.dynamicColors.appMembers = members.merging(run.options.knownDynamicMembers) { _, known in known }
        // Read before detection: a detected file's state keeps its outcome, not its screening.
        let forced = ForcedAppearance.forcing(files.flatMap { $0.state.screened?.forcedAppearance ?? [] })?.description
        let project = statistics.measure("swift: wait for project") { run.project() }
        (statistics.filesTokenized, statistics.bytesTokenized) = statistics.measure("swift: detect") {
            detect(&files, settings: settings, screener: screener, project: project, threads: threads)
        }
        let outcomes = files.map(\.state.outcome)
        for outcome in outcomes {
            switch outcome {
            case .failed: statistics.filesFailed += 1
            case .skipped: statistics.filesSkipped += 1
            case .scanned, .found: statistics.filesScanned += 1
            }
        }
        var result = LanguageResult(outcomes: outcomes, paletteDeclaringFiles: settings.palette.declaringFiles.sorted(), statistics: statistics)
        result.forcedAppearance = forced
        result.dynamicExtensionMembers = settings.dynamicColors.appMembers
        return result
    }

    /// The dynamic static members of the color-type extensions the files declare (the screening
    /// keeps the bytes of a file that extends a color type).
    static func dynamicExtensionMembers(_ files: [SwiftFile], settings: DetectionSettings, threads: Int) -> [String: String] {
        let declaring = files.indices.filter { files[$0].state.screened?.mayDeclareDynamicMembers == true }
        let found = Parallel.map(declaring.count, threads: threads) { n -> [String: String] in
            let file = files[declaring[n]]
            guard let bytes = file.state.keptBytes ?? file.input.bytes else { return [:] }
            return DynamicExtensionMembers.find(in: SwiftSource(path: file.input.path, bytes: bytes, diskPath: file.input.diskPath), settings: settings)
        }
        return found.reduce(into: [:]) { $0.merge($1) { a, _ in a } }
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
        let scans = files.compactMap(\.state.screened?.typealiases)
        let readAll = scans.contains(where: \.unclear)
        let colorTypeNames = TypealiasScan.colorTypeNames(known: Set(screener.prefilter.typeNameList), declarations: scans.flatMap(\.declarations))
        func declaresSettings(_ s: Screened) -> Bool {
            guard let scan = s.typealiases else { return false }
            return readAll || scan.mayDeclareColorType(colorTypeNames)
        }
        files.advance(threads: threads, where: { file in
            switch file.state {
            case .screenedOut(let s, .some), .candidate(let s, _): declaresSettings(s)
            default: false
            }
        }) { file in
            switch file.state {
            case .screenedOut(var s, .some(let bytes)):
                // Tokenized for its typealiases alone (it names no palette): the tokens are dropped
                // here, not kept until every file is read (a fifth of the peak memory of issue 21's corpus).
                s.declaredTypealiases = DetectionSettings.typealiases(SwiftSource(path: file.input.path, bytes: bytes, diskPath: file.input.diskPath))
                return .screenedOut(s, bytes: bytes)
            case .candidate(let s, let bytes):
                return .tokenized(s, SwiftSource(path: file.input.path, bytes: bytes, diskPath: file.input.diskPath), candidate: true)
            default:
                return file.state
            }
        }
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
        for file in files {
            if case .tokenized(_, let source, _) = file.state {
                settingsSources.append(source)
                typealiases.append(DetectionSettings.typealiases(source))
            } else if let declared = file.state.screened?.declaredTypealiases {
                typealiases.append(declared)
                typealiasFilesRead += 1
            }
            if let constants = file.state.screened?.hexStringConstants { hexStringConstants.add(constants) }
            if let found = file.state.screened?.stringColorConversions { stringColorConversions.add(found) }
            if let found = file.state.screened?.colorFunctions { colorFunctions.add(found) }
            if let records = file.state.screened?.declarations {
                declarations.add(records)
                declarationFilesRead += 1
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
            case .screenedOut(var s, let bytes) where s.declarations != nil || s.declaredTypealiases != nil:
                s.declarations = nil
                s.declaredTypealiases = nil
                files[k].state = .screenedOut(s, bytes: bytes)
            default:
                continue
            }
        }
        let isPaletteFile = screener.paletteFiles.matches
        typealiases += extra.map(DetectionSettings.typealiases)
        var settings = DetectionSettings.build(configuration: options.configuration, files: settingsSources + extra, declarations: declarations,
                                               typealiases: typealiases,
                                               isPaletteFile: { isPaletteFile($0.path) })
        // A palette of color-set lookups (`UIColor.Zap.white = color("white")`): its members' values are the sets'.
        let lookedUp = Set(settings.palette.memberColorSets.values.flatMap(\.values))
        if !lookedUp.isEmpty { settings.palette = settings.palette.withColorSetValues(ColorSetValues.light(named: lookedUp, options: options)) }
        settings.hexStringConstants = hexStringConstants
        settings.stringColorConversions = stringColorConversions
        settings.colorFunctions = colorFunctions
        settings.treePlatform = files.reduce(into: PlatformImports()) { $0.formUnion($1.state.screened?.platformImports ?? []) }.onlyPlatform
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
        files.advance(threads: threads, where: { file in
            guard !file.state.isCandidate, let s = file.state.screened else { return false }
            return wordsChanged || s.unknownTypes.contains(where: { settings.types.base($0) != nil })
                || declaredWords && s.implicitMemberWithoutContext
        }) { file in
            let bytes: [UInt8]
            if let b = file.state.keptBytes ?? file.input.bytes {
                bytes = b
            } else if case .success(let b) = TextFile.read(file.input.diskPath) {
                bytes = b
            } else {
                return file.state
            }
            guard finalFilter.mayHoldFinding(bytes) else { return file.state }
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
        let tokenized = files.advance(threads: threads, where: { $0.state.isCandidate }) { file in
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
        let compilation = project?.compilation(of: absolute) ?? .newestSDK
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
            project.flatMap { TargetMembership.packageRefusal(absolute, project: $0, configuration: settings.configuration, cwd: cwd) }
        }
        if !compilation.assumed {
            ColorAppearanceCheck.gate(&findings) { writer.site(at: $0) }
        }
        // Rules limited to places (`"in"`): each finding's place, read from the file's scopes.
        if resolver.hasPlacedRules {
            let tree = SyntaxTreeMemo(file: file).tree
            for n in findings.indices {
                findings[n].place = DeclarationPlace.path(at: file.codeIndex(atOrAfter: findings[n].range.lowerBound), in: file, tree: tree)
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
