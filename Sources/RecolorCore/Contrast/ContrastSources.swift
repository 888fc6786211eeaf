/// The files `contrast` reads for pairs: those with findings (from the run), and those that
/// write a token's expression or name a token's asset (after `fix` a file may have no finding left).
public enum ContrastSources {
    /// Swift files and Interface Builder documents, each with the run's reports on it.
    package struct Collected {
        package var files: [(file: SwiftSource, reports: [Report])] = []
        package var documents: [(path: String, bytes: [UInt8], reports: [Report])] = []
        /// The table's expressions and the app's members that stand for its tokens.
        package var expressions: TokenExpressions?
        /// The view types Swift files not read for pairs stack over a picture (`HostedViews`):
        /// Wasserflug's `ZStack { image; PlayButton(…) }` holds no color of its own.
        package var stackedOverPictures: Set<String> = []
        /// The tree's other Swift files (shown and disk paths): where a view read for pairs is drawn (`ViewGrounds`).
        package var unreadSwift: [(shown: String, disk: String)] = []
    }

    /// The languages' own file names decide, as for the run (a staged file, a named file).
    static func isDocument(_ path: String) -> Bool { SourceKind.claiming(path) == .interfaceBuilder }
    static func isSwift(_ path: String) -> Bool { SourceKind.claiming(path) == .swift }

    package static func collect(_ result: RunResult, options: RunOptions, expressions: TokenExpressions) -> [(file: SwiftSource, reports: [Report])] {
        collectAll(result, options: options, expressions: expressions).files
    }

    /// `tokenOf`: the token a finding stands for (the table's rules; `init`: its draft's tokens).
    package static func collectAll(_ result: RunResult, options: RunOptions, expressions given: TokenExpressions,
                                   tokenOf: (Report) -> String? = { $0.resolution.token }) -> Collected {
        // The sets: those with a finding (light-only), and those with a dark entry (after `fix`).
        let setNames = Set(result.files.filter { $0.kind == .colorSet }.map { ColorSetLanguage.setName($0.path) }).union(result.darkEntryColorSets)
        // A kept set is a fixed side, named by its value (`KeptColorSubjects.subject(ofKeptSet:)`).
        var withSets = given.adding(setsOf: result.allReports, tokenOf: { tokenOf($0) ?? KeptColorSubjects.subject(ofKeptSet: $0) }).adding(setRules: options.configuration.rules, sets: setNames)
            .adding(sameValueSets: options, tokens: options.configuration.tokens)
        if withSets.appTint == nil, result.dynamicColorSets.union(result.darkEntryColorSets).contains(accentColorSet)
            || result.files.contains(where: { $0.kind == .colorSet && ("/" + $0.path).contains("/" + accentColorSet + ".colorset/") }) {
            withSets.appTint = withSets.token(ofAsset: accentColorSet)
        }
        withSets.swiftUIAccent = withSets.appTint
        // The sets in a namespace folder, by the name code gives them (`Colors/X`).
        for content in result.files where content.kind == .colorSet {
            if let name = ColorSetLanguage.namespacedName(content.path), withSets.namespacedSets[name] == nil {
                withSets.namespacedSets[name] = ColorSetLanguage.setName(content.path)
            }
        }
        var out = Collected()
        out.expressions = withSets
        var seen: Set<String> = []
        for content in result.files {
            let reports = content.reports
            seen.insert(content.path)
            switch content.kind {
            case .interfaceBuilder: out.documents.append((content.path, content.bytes, reports)); continue
            case .colorSet: continue
            case .swift: break
            }
            out.files.append((SwiftSource(path: content.path, bytes: content.bytes, diskPath: content.diskPath), reports.filter { !$0.finding.kind.isHazard }))
        }
        // The themes' members (`Theme.current.textColor`): their declarations hold findings, read above.
        var expressions = withSets.adding(withSets.themeMembers(in: out.files, tokenOf: tokenOf))
        out.expressions = expressions
        guard !expressions.isEmpty else { return out }
        let walked = FileWalker(excludes: options.excludes, cwd: options.cwd).collect(options.paths, threads: options.threads)
        let rest = walked.files.filter { (isSwift($0) || isDocument($0)) && !seen.contains($0) }
        // With documents, Swift that paints their outlets, or clears a view's own background, is read too
        // (`CodeStyledViews.paintsOutlets`, `readOwnClears`).
        let documentsToo = out.documents.isEmpty == false || rest.contains(where: isDocument)
        let threads = options.threads > 0 ? options.threads : Parallel.defaultThreads
        // The accent set is `Color.accentColor` only where no view sets its own (`AccentColorUses`):
        // every Swift file is looked at, those without findings read for it (only with such a set).
        if expressions.swiftUIAccent != nil {
            let swiftRest = rest.filter(isSwift)
            let setters: [Bool] = Parallel.map(swiftRest.count, threads: threads) { k in
                let path = swiftRest[k]
                guard case .success(let bytes) = TextFile.read(path.hasPrefix("/") ? path : PathText.join(options.cwd, path)) else { return false }
                return AccentColorUses.setsAccent(bytes)
            }
            if setters.contains(true) || result.files.contains(where: { $0.kind == .swift && AccentColorUses.setsAccent($0.bytes) }) {
                expressions.swiftUIAccent = nil
                out.expressions = expressions
            }
        }
        let screened = expressions
        let screening: [(read: (String, [UInt8], String)?, stacked: Set<String>)] = Parallel.map(rest.count, threads: threads) { k in
            let path = rest[k]
            let disk = path.hasPrefix("/") ? path : PathText.join(options.cwd, path)
            guard case .success(let bytes) = TextFile.read(disk) else { return (nil, []) }
            if !options.includeGenerated && GeneratedFile.isGenerated(bytes) { return (nil, []) }
            // A document pairs only colors it names (`name="PrimaryText"`); Swift, the tokens' expressions.
            // Swift that paints a view itself is read too: no token in it, but the text over such a view is on its paint.
            guard isDocument(path) ? ContrastSources.namesColor.occurs(in: bytes)
                : screened.mayOccur(in: bytes) || CodeStyledViews.paintingFinders.contains(where: { $0.occurs(in: bytes) })
                    || documentsToo && (CodeStyledViews.paintsOutlets(bytes) || CodeStyledViews.mayClearOwnBackground(bytes)
                                        || StyleFunctions.mayDeclare(bytes) || CodeStyledViews.outletPaintFinders[0].occurs(in: bytes)) else {
                // Not read for pairs, but it may stack another file's view over a picture.
                guard isSwift(path), HostedViews.zstackFinder.occurs(in: bytes) else { return (nil, []) }
                return (nil, HostedViews.stackedOverPictures(in: SwiftSource(path: path, bytes: bytes)))
            }
            return ((path, bytes, disk), [])
        }
        var read = screening.map(\.read)
        out.stackedOverPictures = screening.reduce(into: Set<String>()) { $0.formUnion($1.stacked) }
        // The app's members that stand for a token (`static let deltaPurple = UIColor(named: "Purple")!`)
        // are declared in files read above; the files that only use them are read now.
        let swift = out.files + read.compactMap { $0 }.filter { isSwift($0.0) }.map { (file: SwiftSource(path: $0.0, bytes: $0.1), reports: [Report]()) }
        let members = expressions.members(declaredIn: swift, tokenOf: tokenOf)
        // Themes filled at run time (`scheme.colorScheme.surfaceColor = UIColor(named: "surface")`),
        // their values read with the app's members.
        let runtime = expressions.adding(members).runtimeThemeMembers(in: swift, tokenOf: tokenOf)
        // Stored members that start as a token (`@Published var bgColor: Color = .white`), read by
        // other types' views: every file naming one is read, so that a second declaration is seen.
        let stored = expressions.storedMembers(declaredIn: swift, tokenOf: tokenOf)
        // File-level constants that are a token (`let accLight = Color(…)`), named bare in other files.
        let globals = expressions.globalConstants(declaredIn: swift, tokenOf: tokenOf)
        if !members.isEmpty || !runtime.isEmpty || !stored.isEmpty || !globals.isEmpty {
            let extended = expressions.adding(members).adding(runtime).adding(storedMembers: stored).adding(globalConstants: globals)
            out.expressions = extended
            let unread = rest.indices.filter { read[$0] == nil && isSwift(rest[$0]) }
            let more: [(String, [UInt8], String)?] = Parallel.map(unread.count, threads: threads) { k in
                let path = rest[unread[k]]
                let disk = path.hasPrefix("/") ? path : PathText.join(options.cwd, path)
                guard case .success(let bytes) = TextFile.read(disk), extended.mayOccur(in: bytes) else { return nil }
                if !options.includeGenerated && GeneratedFile.isGenerated(bytes) { return nil }
                return (path, bytes, disk)
            }
            for (k, m) in zip(unread, more) { read[k] = m }
        }
        out.unreadSwift = rest.indices.filter { read[$0] == nil && isSwift(rest[$0]) }.map { k in
            (rest[k], rest[k].hasPrefix("/") ? rest[k] : PathText.join(options.cwd, rest[k]))
        }
        for (path, bytes, disk) in read.compactMap({ $0 }) {
            if isDocument(path) { out.documents.append((path, bytes, [])) } else { out.files.append((SwiftSource(path: path, bytes: bytes, diskPath: disk), [])) }
        }
        // A stored member's name declared twice in the tree is not known to be the one read.
        if !stored.isEmpty, var extended = out.expressions {
            let counts = StoredColorMembers.declarations(of: Set(stored.keys), in: out.files.map(\.file))
            extended.storedMembers = extended.storedMembers.filter { counts[$0.key] == 1 }
            out.expressions = extended
        }
        // A constant's name declared twice, or written as a label or parameter, is not known to be the one named.
        if !globals.isEmpty, var extended = out.expressions {
            let kept = GlobalColorConstants.unshadowed(globals, in: out.files.map(\.file))
            extended.globalConstants = extended.globalConstants.filter { kept.contains($0.key) }
            out.expressions = extended
        }
        out.files.sort { $0.file.path < $1.file.path }
        out.documents.sort { $0.path < $1.path }
        return out
    }

    static let namesColor = ByteFinder(" name=")
    /// The color set Xcode's app template makes the app's global accent (its default tint).
    static let accentColorSet = "AccentColor"
}

extension ContrastAudit {
    /// The whole audit of a run: the table's pairs and those the code shows.
    public static func audit(_ result: RunResult, options: RunOptions) -> [AuditedPair] {
        outcome(result, options: options).pairs
    }

    /// The audit with what the search for pairs saw.
    public static func outcome(_ result: RunResult, options: RunOptions) -> ContrastOutcome {
        let expressions = TokenExpressions(options.configuration)
        let collected = ContrastSources.collectAll(result, options: options, expressions: expressions)
        let search = InferredPairs.search(collected.files, documents: collected.documents, subjects: .table(collected.expressions ?? expressions),
                                          stackedOverPictures: collected.stackedOverPictures, unread: collected.unreadSwift)
        let shown = ShownAppearances(forcing: ForcedAppearance.forcing(ForcedAppearance.find(options, run: result)), project: result.project, cwd: options.cwd)
        let pairs = audit(options.configuration, inferred: search.pairs, shown: shown)
        return ContrastOutcome(pairs: pairs, tokenCount: options.configuration.tokens.count,
                               pairsGiven: options.configuration.pairsGiven, notes: search.notes)
    }
}
