#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

import RecolorCore

/// One run of the command line against its environment: the commands' shared steps, each
/// reading and writing only through it (its folder, its output and error, its variables).
struct CLI {
    let environment: CommandEnvironment
    /// Where relative paths start: the environment's folder, never the process's.
    var cwd: String { environment.workingDirectory }

    /// Runs a command; a report that did not reach standard output makes it an I/O error (exit 3).
    static func main(_ argv: [String], environment: CommandEnvironment) -> Int32 {
        let cli = CLI(environment: environment)
        var status = cli.runCommand(argv)
        if let reason = environment.output.failure {
            cli.printErr("recolor: cannot write to standard output: \(reason)")
            status = max(status, 3)
        }
        // What went to stderr (fix's report, the findings left, the problems) did not arrive:
        // nothing can say so, but the status does.
        if environment.error.failure != nil { status = max(status, 3) }
        return status
    }

    func runCommand(_ argv: [String]) -> Int32 {
        guard let command = argv.first else {
            printErr(Help.overview)
            return 2
        }
        let rest = Array(argv.dropFirst())
        switch command {
        case "--version", "version":
            writeOut(Help.version + "\n")
            return 0
        case "--help", "-h", "help":
            if let topic = rest.first, let text = Help.forCommand(topic) { writeOut(text + "\n") } else { writeOut(Help.overview + "\n") }
            return 0
        default:
            guard let type = CommandTable.named(command) else {
                var message = "recolor: unknown command '\(command)'"
                if let near = Suggestion.nearest(to: command, in: CommandTable.names + ["help", "version"]) {
                    message += "; did you mean '\(near)'?"
                }
                printErr("\(message)\n\n\(Help.overview)")
                return 2
            }
            do {
                let args = try Arguments.parse(rest, command: command)
                if args.help {
                    writeOut(Help.forCommand(command)! + "\n")
                    return 0
                }
                if args.version {
                    writeOut(Help.version + "\n")
                    return 0
                }
                return try type.run(args, in: self)
            } catch let e as UsageError {
                printErr("recolor \(command): \(e.message)\nRun 'recolor \(command) --help' for usage.")
                return 2
            } catch let e as ConfigurationError {
                printErr("recolor: configuration error: \(e.description)")
                return 2
            } catch let e as OutputError {
                printErr("recolor: \(e.message)")
                return 3
            } catch {
                printErr("recolor: \(error)")
                return 2
            }
        }
    }

    /// Everything for stdout goes through here (one unbuffered handle, so nothing interleaves).
    func writeOut(_ s: String) {
        environment.output.write(Array(s.utf8))
    }

    func printErr(_ s: String) {
        environment.error.write(Array((s.hasSuffix("\n") ? s : s + "\n").utf8))
    }

    func loadConfiguration(_ args: Arguments) throws -> Configuration {
        if let path = args.config { return try ConfigurationLoader.load(path: path, cwd: cwd) }
        let found = try TableDiscovery.find(paths: args.paths, cwd: cwd)
        guard let path = found.path else { return Configuration() }
        if found.fromPath && !args.quiet {
            printErr("recolor: using the table \(FileWalker(excludes: [], cwd: cwd).display(path)) (the nearest to the PATH)")
        }
        return try ConfigurationLoader.load(path: path)
    }

    /// The run's options from the arguments, in the environment's folder; nil (exit 2, said)
    /// when no PATH given names a source.
    func runOptions(_ args: inout Arguments, command: String) -> RunOptions? {
        if !args.staged {  // --staged takes pathspecs, and only staged sources
            guard let paths = NamedPaths.sources(args.paths, command: command, cli: self) else { return nil }
            args.paths = paths
        }
        var options = RunOptions()
        options.cwd = cwd
        options.paths = args.paths.isEmpty ? ["."] : args.paths
        options.excludes = args.excludes
        options.includeGenerated = args.includeGenerated
        options.threads = args.jobs
        return options
    }

    /// `lock`: the table's palettes made fileprivate once nothing else uses them.
    func lock(_ args: Arguments) throws -> Int32 {
        var args = args
        guard var options = runOptions(&args, command: LockCommand.name) else { return 2 }
        _ = try FormatHelp.chosen(args.format, command: LockCommand.name)
        options.configuration = try loadConfiguration(args)
        if let refusal = ReportPaths.refusal(args, command: LockCommand.name, options: options) {
            printErr("recolor \(LockCommand.name): \(refusal)")
            return 2
        }
        if !lintTable(options.configuration, tree: nil, cwd: options.cwd, strict: args.strict) { return 2 }
        return lock(options, quiet: args.quiet)
    }

    /// The pipeline of the commands that scan the tree and report (check, fix, scan, init,
    /// contrast): the run's sources, its table, the engine's result and the messages every one
    /// says; then the command's own `report`.
    func scanAndReport(_ type: any ReportingCommand.Type, _ args: Arguments) throws -> Int32 {
        let command = type.name
        var args = args
        guard var options = runOptions(&args, command: command) else { return 2 }
        let format = try FormatHelp.chosen(args.format, command: command)
        // `init` refuses before any scan: an existing table is somebody's work.
        let starterPath = args.output ?? PathText.join(options.cwd, ConfigurationLoader.fileName)
        if command == "init" && !args.force && FileManager.default.fileExists(atPath: environment.onDisk(starterPath)) {
            printErr("recolor init: \(args.output ?? ConfigurationLoader.fileName) exists; pass --force to overwrite it")
            return 2
        }
        let result: RunResult
        var excludedEverything = false
        if args.staged {
            // The index first: nothing staged means nothing to judge, before any configuration is read.
            let snapshot: StagedSnapshot.Staged
            do {
                snapshot = try StagedSnapshot.readStaged(cwd: options.cwd, pathspecs: args.paths, excludes: args.excludes,
                                                         includeGenerated: args.includeGenerated, environment: environment.variables)
            } catch let e as StagedError {
                printErr("recolor check --staged: \(e.message)")
                return 2
            }
            if snapshot.sources.isEmpty && snapshot.problems.isEmpty {
                // Nothing staged: nothing to judge. Staged files the excludes all left out: say so.
                guard !snapshot.excluded.isEmpty else { return 0 }
                let named = ExcludeCoverage.givenExcludesMatching(args.excludes, paths: snapshot.excluded)
                return sayStagedExcluded(named, count: snapshot.excluded.count, strict: args.strict)
            }
            options.configuration = try loadConfiguration(args)
            if let refusal = ReportPaths.refusal(args, command: command, options: options, sources: snapshot.sources.map(\.diskPath)) {
                printErr("recolor \(command): \(refusal)")
                return 2
            }
            let tableExcludes = TableExcludes(configuration: options.configuration, cwd: options.cwd)
            let kept = snapshot.sources.filter { !tableExcludes.matches($0.path) }
            if kept.isEmpty && snapshot.problems.isEmpty {
                var one = options
                one.paths = snapshot.sources.map(\.path)
                let named = ExcludeCoverage.tableExcludesMatching(one, paths: snapshot.sources.map(\.path))
                return sayStagedExcluded(named, count: snapshot.sources.count + snapshot.excluded.count, strict: args.strict)
            }
            result = Engine.analyze(kept, options: options, problems: snapshot.problems)
        } else {
            options.configuration = try loadConfiguration(args)
            // `init` replaces the table: its old tokens would hide the declarations it reads.
            if command == "init" {
                options.configuration.tokens = []
                options.configuration.rules = []
            }
            if command == "init" && !args.includeTests {
                // Test code and previews are left out of the draft, and the table written says so.
                options.configuration.excludePreviews = true
                let tests = TestCode.excludes(base: options.cwd).filter { !options.excludes.contains($0) }
                options.excludes += tests
                if !args.quiet {
                    let folders = tests.isEmpty ? "" : "test folders (\(tests.joined(separator: ", "))) and "
                    printErr("recolor init: leaving out \(folders)SwiftUI previews (#Preview, PreviewProvider); the table excludes them; --include-tests keeps them")
                }
            }
            if let refusal = ReportPaths.refusal(args, command: command, options: options) {
                printErr("recolor \(command): \(refusal)")
                return 2
            }
            result = Engine.run(options)
            excludedEverything = sayEmptyPaths(args.paths, result: result, options: options, quiet: args.quiet, strict: args.strict)
        }
        if command != "init" && !lintTable(options.configuration, tree: options, cwd: options.cwd, strict: args.strict) { return 2 }
        if args.strict && excludedEverything { return 2 }
        // The baseline and its path: its entries are relative to the folder it lies in.
        let baseline = try args.baseline.map { (try Baseline.load(path: $0, cwd: cwd), $0) }
        for p in result.problems { printErr("recolor: \(p.file): \(p.message)") }
        if !args.quiet { for w in result.project.warnings { printErr("recolor: \(w)") } }
        if command == "fix" && !args.quiet { for w in result.warnings { printErr("recolor: \(w)") } }
        if command == "fix" && !args.quiet && result.project.isEmpty && result.mappedCount > 0 {
            printErr("recolor: \(ProjectSummary.assumedNote)")
        }
        let ioStatus: Int32 = result.problems.isEmpty ? 0 : 3
        let output = ReportOutput(cli: self, format: format, path: args.output, quiet: args.quiet, cwd: options.cwd)
        let run = ScannedRun(args: args, options: options, result: result, format: format, output: output,
                             baseline: baseline, ioStatus: ioStatus, starterPath: starterPath)
        return try type.report(run, in: self)
    }

    /// `check --staged` whose excludes left every staged source out: a warning names them (an
    /// error under `--strict`, exit 2), even when quiet; it passed in silence before.
    func sayStagedExcluded(_ patterns: [String], count: Int, strict: Bool) -> Int32 {
        let by = patterns.isEmpty ? "the excludes" : patterns.joined(separator: " and ")
        printErr("recolor: \(strict ? "error" : "warning"): \(by) exclude every staged source (\(plural(count, "file"))): nothing was checked")
        return strict ? 2 : 0
    }

    /// A PATH under which nothing was scanned is said so: a mistyped folder would otherwise pass as
    /// clean. Where excludes (the table's or `--exclude`) removed every file of a PATH, a warning
    /// names them, even when quiet: a guard that checks nothing must say so. Returns whether they did.
    func sayEmptyPaths(_ paths: [String], result: RunResult, options: RunOptions, quiet: Bool, strict: Bool) -> Bool {
        var excluded = false
        for path in emptyPaths(paths, result: result, options: options) {
            var one = options
            one.paths = [path]
            let patterns = ExcludeCoverage.excludingEverything(one)
            if !patterns.isEmpty {
                excluded = true
                printErr("recolor: \(strict ? "error" : "warning"): \(patterns.joined(separator: " and ")) excludes every file of '\(path)': nothing there was checked")
            } else if !quiet {
                printErr("recolor: no source file under \(path) (.swift, .xib, .storyboard, *.colorset; a generated file needs --include-generated)")
            }
        }
        return excluded
    }

    /// The PATHs under which the run read no source file (missing ones are problems already).
    func emptyPaths(_ paths: [String], result: RunResult, options: RunOptions) -> [String] {
        let given = paths.isEmpty ? ["."] : paths
        var walker = FileWalker(excludes: options.excludes, cwd: options.cwd)
        walker.tableExcludes = TableExcludes(configuration: options.configuration, cwd: options.cwd)
        // A file with a problem (not UTF-8, unreadable) is a source file, reported already.
        let reported = result.problems.map(\.file)
        func holds(_ files: [String], _ path: String) -> Bool {
            var prefix = walker.display(path)
            while prefix.count > 1 && prefix.hasSuffix("/") { prefix.removeLast() }
            if prefix == "." || prefix.isEmpty { return !files.isEmpty }
            return files.contains { $0 == prefix || $0.hasPrefix(prefix + "/") }
        }
        let existing = given.filter { FileManager.default.fileExists(atPath: environment.onDisk($0)) && !holds(reported, $0) }  // a missing one is a problem already
        var empty: [String] = []
        if result.filesScanned == 0 {
            empty = existing
        } else if given.count > 1 {
            // A PATH with a finding holds a source file; only the others are walked again.
            let withFindings = result.files.map(\.path)
            empty = existing.filter { path in
                !holds(withFindings, path) && walker.collect([path], threads: options.threads).files.isEmpty
            }
        }
        return empty
    }

    /// `contrast`: exit 1 when a pair is below its minimum in some appearance, 4 when the table
    /// has tokens and no pair was found to check (unless it says `"pairs": []`).
    func contrast(_ outcome: ContrastOutcome, output: ReportOutput) throws -> Int32 {
        let report = ContrastReport(outcome)
        let text = Reporters.contrast.named(output.format)!.render(outcome)
        // The text report ends with its summary; a report written to a file leaves it on stderr.
        if output.format == "text" && output.path == nil {
            if !output.quiet { writeOut(text) }
        } else if try output.write(text) {
            printErr("recolor contrast: \(report.summary()); report written to \(output.path!)")
        }
        if outcome.nothingChecked {
            // Said on stderr too when stdout holds a machine's report or a file holds it.
            if output.format != "text" || output.path != nil || output.quiet { printErr("recolor contrast: \(outcome.nothingCheckedText)") }
            return ExitCode.nothingChecked
        }
        return report.failureCount > 0 ? ExitCode.findings : ExitCode.success
    }

    /// Where and how the findings go: stdout, or `--output FILE` with the summary on stderr.
    struct ReportOutput {
        var cli: CLI
        var format: String
        var path: String?
        var quiet: Bool
        var cwd: String

        /// The findings' reporter `--format` names (parsing checked the name).
        var reporter: any Reporter<FindingsReport> { Reporters.findings.named(format)! }

        /// Writes a finished report to stdout or, atomically, to `--output`; says whether it went to a file
        /// (and a summary belongs on stderr).
        func write(_ text: String) throws -> Bool {
            guard let path else {
                cli.writeOut(text)
                return false
            }
            do {
                try AtomicWriter.writeFile(cli.environment.onDisk(path), Array(text.utf8))
            } catch {
                throw OutputError(message: "cannot write the report to \(path): \(error.message)")
            }
            return !quiet
        }

        /// Writes the report; says whether a human summary belongs on stderr.
        func emit(_ result: RunResult, _ reports: [Report], toStderr: Bool = false) throws -> Bool {
            let reporter = reporter
            let machine = reporter.isMachineReadable
            // A quiet human report is never shown: do not build it.
            if quiet && path == nil && !machine { return false }
            let text = reporter.render(FindingsReport(result: result, reports: reports, cwd: cwd))
            if let path {
                do {
                    try AtomicWriter.writeFile(cli.environment.onDisk(path), Array(text.utf8))
                } catch {
                    throw OutputError(message: "cannot write the report to \(path): \(error.message)")
                }
                return !quiet
            }
            if machine { cli.writeOut(text) } else if !quiet {
                if toStderr { cli.printErr(text.isEmpty ? "" : text) } else { cli.writeOut(text) }
            }
            return !quiet && !machine
        }
    }

    struct OutputError: Error {
        var message: String
    }

    func baselineDirectory(_ path: String) -> String {
        let dir = PathText.directory(of: path)
        return dir.isEmpty ? "." : dir
    }

    func writeBaseline(_ result: RunResult, to path: String, cwd: String) throws -> Int32 {
        let reports = result.reportedReports
        let baseline = Baseline(fingerprints: Set(Baseline.fingerprints(of: reports, baselineDirectory: baselineDirectory(path), cwd: cwd)))
        do {
            try AtomicWriter.writeFile(environment.onDisk(path), Array(baseline.render().utf8))
        } catch {
            printErr("recolor: cannot write the baseline \(path): \(error.message)")
            return 3
        }
        printErr("recolor: recorded \(plural(reports.count, "finding")) of \(plural(result.filesScanned, "file")) in \(path)")
        return 0
    }

    /// `lock`: exit 0 when the palettes are (now) fileprivate, 1 while uses remain, 2 without palettes.
    func lock(_ options: RunOptions, quiet: Bool) -> Int32 {
        let palettes = options.configuration.palettes
        guard !palettes.isEmpty || !options.configuration.paletteFiles.isEmpty else {
            printErr("recolor lock: no palettes are configured; name them in .recolor.json (\"palettes\": [\"Essentials\"], or \"paletteFiles\" declaring extension UIColor members)")
            return 2
        }
        let outcome = PaletteLock.lock(options)
        for p in outcome.problems { printErr("recolor: \(p.file): \(p.message)") }
        let ioStatus: Int32 = outcome.problems.isEmpty ? 0 : 3
        if !outcome.uses.isEmpty {
            writeOut(XcodeReporter.lines(outcome.uses))
            let files = Set(outcome.uses.map(\.file)).count
            let names = palettes.isEmpty ? ["the paletteFiles' color extensions"] : palettes
            // Uses `fix` declines (a package target, a comparison) are not migrated by it: sending the
            // user there was a loop (session 17's audit, F18: Rayon's two uses in package targets).
            let declined = outcome.uses.filter { $0.resolution.declined != nil }
            var advice = "migrate them first (recolor fix)"
            if let why = declined.first?.resolution.declined {
                advice = declined.count == outcome.uses.count
                    ? "recolor fix declines \(declined.count == 1 ? "it" : "them") (\(why)): migrate by hand, or leave the palette unlocked"
                    : "migrate them first (recolor fix; it declines \(declined.count) of them: \(why); those by hand)"
            }
            printErr("recolor lock: not locked: \(plural(outcome.uses.count, "use")) of \(names.joined(separator: ", ")) outside the declaring file, in \(plural(files, "file")); \(advice)")
            return max(1, ioStatus)
        }
        let empty = outcome.declaredMembers.filter { $0.value == 0 }.keys.sorted()
        if !empty.isEmpty || (palettes.isEmpty && outcome.extensionMembers == 0) {
            for p in empty { printErr("recolor lock: palette \(p): no member found (no static let or var in a type or extension named \(p)); nothing locked") }
            if palettes.isEmpty { printErr("recolor lock: the paletteFiles declare no member of a color type (extension UIColor/NSColor/Color); nothing locked") }
            return 2
        }
        // Named elsewhere where detection reads no color: a use remains, so nothing is locked.
        if !outcome.usedByName.isEmpty {
            for m in outcome.usedByName {
                let places = m.uses.map { "\($0.place) (\($0.text))" }
                let shown = places.count > 1 ? places.dropLast().joined(separator: ", ") + " and " + places.last! : places[0]
                printErr("recolor lock: \(m.member) is used outside \(m.declaredIn) at \(shown), where recolor reads no color to migrate")
            }
            printErr("recolor lock: not locked: \(plural(outcome.usedByName.count, "member")) named outside \(outcome.usedByName.count == 1 ? "its file" : "their files"); change those uses by hand, then run lock again")
            return max(1, ioStatus)
        }
        if !quiet {
            let names = palettes + (outcome.extensionMembers > 0 ? ["the paletteFiles' color extensions"] : [])
            var line = "recolor lock: \(plural(outcome.locked, "member")) of \(names.joined(separator: ", ")) made fileprivate in \(plural(outcome.files, "file"))"
            if outcome.alreadyLocked > 0 { line += "; \(outcome.alreadyLocked) already private or fileprivate" }
            if outcome.leftVisible > 0 { line += "; \(outcome.leftVisible) left visible for \(plural(outcome.keptUses, "use")) the table keeps fixed" }
            printErr(line)
        }
        return ioStatus
    }

    func writeStarter(_ result: RunResult, to path: String, shownAs shown: String, options: RunOptions, args: Arguments) -> Int32 {
        // The palettes the tree declares and uses by name join the table, and the run sees them.
        let (options, result, palettes) = PaletteDiscovery.discover(result, options: options)
        if !args.quiet && !palettes.isEmpty { printErr("recolor init: palettes found: \(palettes.joined(separator: ", ")); their uses are findings") }
        var draftOptions = StarterDraft.Options()
        if let delta = args.mergeDeltaE { draftOptions.mergeDeltaE = delta }
        let declared = DeclaredMembers.scan(options)
        var draft = StarterDraft.build(result, declared: declared, configuration: options.configuration, options: draftOptions, run: options)
        // A migrated tree's own tokens: the generated file's members the code names (`GeneratedTokens`).
        draft.addGeneratedTokens(options)
        // `--force` over a table: its tokens the code names stay (their reviewed values with them).
        if FileManager.default.fileExists(atPath: environment.onDisk(path)), let old = try? ConfigurationLoader.load(path: environment.onDisk(path)) {
            let walked = FileWalker(excludes: options.excludes, cwd: options.cwd).collect(options.paths, threads: options.threads)
            draft.noteNamedTokens(from: old, files: walked.files, cwd: options.cwd)
            if !args.quiet && !draft.namedButDropped.isEmpty {
                let shown = draft.namedButDropped.prefix(5).map { "\($0.token.name) (\($0.site))" }.joined(separator: ", ")
                printErr("recolor init: the code names \(plural(draft.namedButDropped.count, "token")) of the table it replaces that this draft does not declare: \(shown)\(draft.namedButDropped.count > 5 ? ", …" : ""); 'recolor generate' will not drop them: copy them back from the old table (their reviewed values), or undo the rewrites that name them")
            }
        }
        // The excludes given now join the table's own (theirs are relative to the table's folder, as the new one is here).
        var exclude = options.configuration.exclude
        for e in options.excludes where !exclude.contains(e) { exclude.append(e) }
        do {
            try AtomicWriter.writeFile(environment.onDisk(path), Array(draft.render(configuration: options.configuration, exclude: exclude).utf8))
        } catch {
            printErr("recolor init: cannot write \(shown): \(error.message)")
            return 3
        }
        for r in draft.unknownColors {
            printErr("recolor init: \(Reporters.unknownColorLine(r)): not in the draft; \(Reporters.unmatchableAdvice(r.finding) ?? "give it a rule by hand")")
        }
        for p in draft.unreadable {
            printErr("recolor init: \(p.message)")
        }
        if !args.quiet { for line in draft.keptLines + draft.appearanceArmLines { printErr(line) } }
        if !args.quiet { for note in draft.namingNotes { printErr("recolor init: named \(note)") } }
        for r in draft.unmapped {
            printErr("recolor init: \(r.file):\(r.line):\(r.column): the draft's rules do not map this finding to its token; check the rules' order")
        }
        if !args.quiet {
            let system = draft.tokens.filter { $0.system != nil }.count
            let unknown = draft.tokens.filter { $0.values[0].color == nil }.count
            var line = "recolor init: wrote \(shown): \(plural(draft.tokens.count, "token")) (\(system) Apple system colors"
            if unknown > 0 { line += ", \(unknown) of unknown value" }
            line += ") and \(plural(draft.rules.count, "rule")) from \(plural(result.allReports.count, "finding")) in \(plural(result.filesScanned, "file"))"
            let sites = ForcedAppearance.find(options, run: result)
            let dark = StarterDraft.forcedStyle(options, run: result) == .dark
            if let forced = ForcedAppearance.summary(sites) {
                line += dark ? "; \(forced) (so the code's colors are its dark theme: fixed tokens, one value in every appearance, as it shows them; give them light values when it stops)"
                    : "; \(forced) (the dark values matter once it stops)"
            }
            if let unseen = SwiftGenColorCatalogs.summary(SwiftGenColorCatalogs.find(options)) { line += "; " + unseen }
            let written = [draft.generate?.swift, draft.generate?.assetCatalog].compactMap { $0 }
            let generate = written.isEmpty ? "run 'recolor generate'" : "run 'recolor generate' (it writes \(written.joined(separator: " and ")); add \(written.count == 1 ? "it" : "them") to your app's target if the project lists its files)"
            line += "; \(dark ? "the harvested and color-set tokens keep the code's values" : "dark values are proposals to review"); the others map to Semantic.<token> (UIKit, AppKit) or Color.<token> (SwiftUI): \(generate) or declare them before 'recolor fix'"
            printErr(line)
        }
        if args.output == nil, let away = TableDiscovery.pathsAwayFrom(cwd: options.cwd, paths: args.paths) {
            printErr("recolor init: the table is in the current folder (\(TableDiscovery.standardized(options.cwd))), not under \(away): 'recolor check \(away)' finds it only when run from this folder or below it; to keep the table with the app, run 'recolor init' in \(away)")
        }
        return 0
    }

    /// The table lint on stderr; false when `--strict` makes its warnings an error.
    func lintTable(_ configuration: Configuration, tree: RunOptions?, cwd: String, strict: Bool) -> Bool {
        guard let path = configuration.path else { return true }  // built-in defaults: nothing to lint
        let warnings = TableLint.warnings(configuration, tree: tree, cwd: cwd)
        for w in warnings { printErr("recolor: \(path): \(w.keyPath): \(strict ? "error" : "warning"): \(w.message)") }
        return !(strict && !warnings.isEmpty)
    }

    func plural(_ n: Int, _ word: String) -> String {
        "\(n) \(word)\(n == 1 ? "" : "s")"
    }

    func applyBaseline(_ reports: [Report], _ baseline: (Baseline, String)?, cwd: String) -> (kept: [Report], known: Int) {
        guard let (b, path) = baseline else { return (reports, 0) }
        let kept = b.filter(reports, baselineDirectory: baselineDirectory(path), cwd: cwd)
        return (kept, reports.count - kept.count)
    }

    func check(_ result: RunResult, baseline: (Baseline, String)?, output: ReportOutput) throws -> Int32 {
        let (reports, known) = applyBaseline(result.reportedReports, baseline, cwd: output.cwd)
        if try output.emit(result, reports) {
            let colors = reports.filter { !$0.finding.kind.isHazard }
            let mapped = colors.filter { $0.resolution.isMapped }.count
            var line = "recolor: \(plural(colors.count, "finding")) in \(plural(result.filesScanned, "file")) (\(mapped) mapped, \(colors.count - mapped) unmapped)"
            line += hazardSummary(reports, forced: result.forcedAppearance)
            if baseline != nil { line += "; \(known) in the baseline not shown" }
            let kept = result.allReports.filter { $0.resolution.kept != nil }
            let byCode = kept.count { $0.resolution.keptByCode }
            line += keptNote(table: kept.count - byCode, code: byCode, tail: " not shown")
            if let path = output.path { line += "; report written to \(path)" }
            printErr(line)
        }
        // A note (a hazard of an app that forces one appearance) is no failure.
        return reports.contains { !$0.finding.isNote } ? 1 : 0
    }

    /// `; 3 appearance hazards (2 stale-color, 1 unguarded-trait-change)`, counted apart from the
    /// raw colors; empty when there are none.
    func hazardSummary(_ reports: [Report], forced: String? = nil) -> String {
        let hazards = reports.filter { $0.finding.kind.isHazard }
        guard !hazards.isEmpty else { return "" }
        let byKind = FindingKind.hazards.compactMap { kind -> String? in
            let n = hazards.count { $0.finding.kind == kind }
            return n == 0 ? nil : "\(n) \(kind.rawValue)"
        }
        let notes = hazards.count { $0.finding.isNote }
        var text = "; \(plural(hazards.count, "appearance hazard")) (\(byKind.joined(separator: ", ")))"
        if notes > 0 { text += ", \(notes) of them notes: the app forces one appearance\(forced.map { " (\($0))" } ?? "")" }
        return text
    }

    /// `fix --diff`: the diff on stdout, what it covers on stderr.
    func diff(_ result: RunResult, quiet: Bool, created: [Report] = [], hazards: Bool = false, repairs: [CreatedHazards.Repair] = []) -> Int32 {
        let preview = Fixer.preview(result, hazards: hazards, then: repairs)
        environment.output.write(preview.diff)
        for p in preview.problems { printErr("recolor: \(p.file): \(p.message)") }
        // What fix would decline is said by the preview too, every reason of it (a package
        // target's sites were counted as unmapped and not listed: session 16's audit, F12).
        if !quiet {
            for r in result.allReports where r.resolution.declined != nil {
                printErr("recolor: \(r.file):\(r.line):\(r.column): would not be rewritten (declined): \(r.resolution.declined!)")
            }
        }
        if !quiet {
            sayCreated(created, repaired: repairs)
            saySetsRepeatingOwn(result.allReports)
            let reports = result.allReports
            let refusedFiles = Set(preview.problems.map(\.file))  // left out of the diff: not what it covers
            let mapped = reports.filter { $0.resolution.isMapped && !refusedFiles.contains($0.file) }
            let refused = reports.filter { $0.resolution.isMapped && refusedFiles.contains($0.file) }.count
            // Counted as fix counts them: a declined finding is neither unmapped nor rewritten.
            let declined = reports.filter { $0.resolution.declined != nil }.count
            let unmapped = reports.filter { !$0.resolution.isMapped && !$0.finding.kind.isHazard && $0.resolution.kept == nil && $0.resolution.declined == nil }.count
            // Counted as fix counts them: the findings the diff rewrites (a mapped finding whose
            // edit would be declined is not among them).
            let kept = reports.filter { $0.resolution.kept != nil }
            let byCode = kept.count { $0.resolution.keptByCode }
            let notRewritten = mapped.count - preview.findings
            let declinedNote = declined + notRewritten > 0 ? "; \(declined + notRewritten) declined" : ""
            printErr("recolor: diff rewrites \(plural(preview.findings, "finding")) in \(plural(preview.files, "file")); \(unmapped) unmapped left\(refusedNote(refused))\(declinedNote)\(keptNote(table: kept.count - byCode, code: byCode, tail: ""))\(hazardSummary(reports))\(createdNote(created, repaired: repairs)) (of \(plural(result.filesScanned, "file"))); nothing written")
        }
        return preview.problems.isEmpty ? 0 : 3
    }

    func fix(_ result: RunResult, baseline: (Baseline, String)?, output: ReportOutput, created: [Report] = [],
                    hazards: Bool = false, repairs: [CreatedHazards.Repair] = []) throws -> Int32 {
        var outcome = Fixer.fix(result, hazards: hazards)
        // The hooks for the stale colors the rewrite made, on what it wrote (a file it could not
        // write is not repaired: its bytes are not what the repair starts from).
        let failed = Set(outcome.problems.map(\.file))
        var repaired: [CreatedHazards.Repair] = []
        for r in repairs where !failed.contains(r.path) {
            do {
                try AtomicWriter.replace(r.diskPath, expected: r.from, with: r.to)
                repaired.append(r)
            } catch {
                outcome.problems.append(FileProblem(file: r.path, message: error.message))
            }
        }
        if !output.quiet {
            sayCreated(created, repaired: repaired)
            saySetsRepeatingOwn(result.allReports)
        }
        for p in outcome.problems { printErr("recolor: \(p.file): \(p.message)") }
        for r in outcome.declined {
            let why = r.resolution.declined ?? "the replacement would join lines and change how the code around it reads"
            printErr("recolor: \(r.file):\(r.line):\(r.column): not rewritten (declined): \(why); edit it by hand")
        }
        var (left, known) = applyBaseline(outcome.unmapped, baseline, cwd: output.cwd)
        if hazards { left = left.filter { !($0.finding.kind.isHazard && !$0.finding.repairs.isEmpty) } }
        if try output.emit(result, left, toStderr: true) {
            let refusedFiles = Set(outcome.problems.map(\.file))
            let refused = result.allReports.filter { $0.resolution.isMapped && refusedFiles.contains($0.file) }.count
            let colorsLeft = left.count { !$0.finding.kind.isHazard }
            let repairs = hazards ? Engine.repairs(for: result.allReports).count + repaired.reduce(0) { $0 + $1.repaired } : 0
            var line = "recolor: rewrote \(plural(outcome.findingsRewritten, "finding")) in \(plural(outcome.files, "file")); \(colorsLeft) unmapped left\(refusedNote(refused))"
            if hazards { line += "; \(plural(repairs, "hazard repair")) written" }
            // What is listed above is what is left: said there, not after the kept ones (never listed).
            let hazardsLeft = hazardSummary(left)
            line += !left.isEmpty && output.path == nil ? (hazardsLeft.isEmpty ? " (listed above)" : hazardsLeft + ", listed above") : hazardsLeft
            line += createdNote(created, repaired: repaired)
            if !outcome.declined.isEmpty { line += "; \(outcome.declined.count) declined" }
            line += keptNote(table: outcome.kept - outcome.keptByCode, code: outcome.keptByCode, tail: "")
            if baseline != nil { line += "; \(known) in the baseline not shown" }
            if let path = output.path { line += "; report written to \(path)" }
            printErr(line)
        }
        return outcome.problems.isEmpty ? 0 : 3
    }

    /// The kept findings said apart by who keeps them: a `keep` rule or fixed token of the table,
    /// or the code itself (an arm of its own test of the appearance, which needs no table entry).
    func keptNote(table: Int, code: Int, tail: String) -> String {
        var text = ""
        if table > 0 { text += "; \(table) kept fixed by the table\(tail)" }
        if code > 0 { text += "; \(plural(code, "arm")) of the code's own choices by the appearance kept as written\(tail)" }
        return text
    }

    /// Why the light-only color sets whose token is their own value in Dark too are left as
    /// they are: said once (fearless-iOS has 43 of them).
    func saySetsRepeatingOwn(_ reports: [Report]) {
        let sets = Fixer.setsRepeatingOwn(reports)
        guard !sets.isEmpty else { return }
        let one = sets.count == 1
        printErr("recolor: \(plural(sets.count, "color set")) left as \(one ? "it is" : "they are") (no dark entry added): \(one ? "its token's dark value is its" : "their tokens' dark values are their") own value, so a dark entry would change nothing")
    }

    /// A rewrite that made a fixed color dynamic where it is made a CGColor once: still made, and said.
    func sayCreated(_ created: [Report], repaired: [CreatedHazards.Repair] = []) {
        let files = Set(repaired.map(\.path))
        for r in created {
            let hooked = files.contains(r.file) && !r.finding.repairs.isEmpty
            printErr("recolor: \(r.file):\(r.line):\(r.column): this rewrite makes a stale color\(hooked ? ", repaired in the same run" : ""): \(Reporters.message(r)) [\(r.finding.kind.rawValue)]")
        }
    }

    func createdNote(_ created: [Report], repaired: [CreatedHazards.Repair] = []) -> String {
        guard !created.isEmpty else { return "" }
        let fixed = repaired.reduce(0) { $0 + $1.repaired }
        if fixed >= created.count { return "; \(plural(created.count, "rewrite")) made a stale color, repaired with its hook (listed above)" }
        // `--hazards` writes a hook only where one is known (the view's own redraw); elsewhere (another
        // view's layer set from an event) it writes none, and sending the user to it promised one
        // (session 17's audit, F13: freeotp's `prevCell?.layer.borderColor` in didSelectItemAt).
        let hookable = created.filter { !$0.finding.repairs.isEmpty }.count
        var tail = ""
        if fixed > 0 { tail += "; \(fixed) repaired with its hook" }
        if hookable > fixed { tail += "; `fix --hazards` writes the hook" + (hookable < created.count ? " for \(hookable - fixed)" : "") }
        let unhookable = created.count - hookable
        if unhookable > 0 {
            let which = unhookable == created.count ? "" : "\(unhookable) "
            tail += "; \(which)no hook recolor can write (not set where the view redraws, e.g. another view's layer from an event): refresh it on a trait change by hand"
        }
        return "; \(plural(created.count, "rewrite")) made a stale color (listed above\(tail))"
    }

    /// The mapped findings of files `fix` would not rewrite (read-only, hard-linked, changed):
    /// neither rewritten nor unmapped, said the same way by `fix` and `fix --diff`.
    func refusedNote(_ count: Int) -> String {
        count == 0 ? "" : "; \(count) refused (not rewritten, above)"
    }

    func tokens(_ files: [String]) -> Int32 {
        var out: [UInt8] = []
        var status: Int32 = 0
        for path in files {
            guard let data = FileManager.default.contents(atPath: environment.onDisk(path)) else {
                printErr("recolor: cannot read \(path)")
                status = 3
                continue
            }
            let bytes = [UInt8](data)
            OracleFormat.render(path: path, bytes: bytes, tokens: Tokenizer.tokenize(bytes).tokens, into: &out)
            if out.count > 1 << 16 {
                environment.output.write(out)
                out.removeAll(keepingCapacity: true)
            }
        }
        environment.output.write(out)
        return status
    }
}
