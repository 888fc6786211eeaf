import RecolorCore

/// One command of recolor: its name, its help (Help.swift), the report formats it takes (the
/// first is the default), its options and what it runs, against the run's environment (`cli`:
/// its folder, output and error, variables), never the process's.
protocol Command {
    static var name: String { get }
    /// What `recolor NAME --help` prints; its OPTIONS section is written from `options`.
    static var help: String { get }
    static var formats: [FormatChoice] { get }
    static func run(_ args: Arguments, in cli: CLI) throws -> Int32
}

/// A command that scans the tree and reports: they share one pipeline (`CLI.scanAndReport`),
/// and each says what becomes of the run's result.
protocol ReportingCommand: Command {
    static func report(_ run: ScannedRun, in cli: CLI) throws -> Int32
}

extension ReportingCommand {
    static func run(_ args: Arguments, in cli: CLI) throws -> Int32 { try cli.scanAndReport(self, args) }
}

/// What the pipeline hands a reporting command: the arguments, the run and where its report goes.
struct ScannedRun {
    var args: Arguments
    var options: RunOptions
    var result: RunResult
    var format: String
    var output: CLI.ReportOutput
    /// The baseline and its path: its entries are relative to the folder it lies in.
    var baseline: (Baseline, String)?
    /// 3 when a file could not be read, else 0: the least status the command exits with.
    var ioStatus: Int32
    /// Where `init` writes the table.
    var starterPath: String
}

extension Command {
    static var formats: [FormatChoice] { [] }
    /// The options it accepts: OptionTable's (each option is defined once, for every command
    /// that takes it), so parsing, help and the errors agree.
    static var options: [OptionSpec] { OptionTable.options(of: name) }
    /// Every name `--format` takes for this command.
    static var formatNames: [String] { formats.flatMap(\.names) }
}

struct CheckCommand: ReportingCommand {
    static let name = "check"
    static var formats: [FormatChoice] { Reporters.findings.choices }

    static func report(_ run: ScannedRun, in cli: CLI) throws -> Int32 {
        if let path = run.args.writeBaseline { return max(try cli.writeBaseline(run.result, to: path, cwd: run.options.cwd), run.ioStatus) }
        return max(try cli.check(run.result, baseline: run.baseline, output: run.output), run.ioStatus)
    }
}

struct FixCommand: ReportingCommand {
    static let name = "fix"
    static var formats: [FormatChoice] { Reporters.findings.choices }

    static func report(_ run: ScannedRun, in cli: CLI) throws -> Int32 {
        let (args, result, options) = (run.args, run.result, run.options)
        // Members generate refuses to declare are never written (`GenerateRefusalForFix`).
        if let refusal = GenerateRefusalForFix.refusal(result, options: options) {
            cli.printErr("recolor fix: \(refusal)")
            return 2
        }
        let (created, repairs) = CreatedHazards.analyze(result, options: options, hazards: args.hazards)
        let status = max(args.diff ? cli.diff(result, quiet: args.quiet, created: created, hazards: args.hazards, repairs: repairs)
                                   : try cli.fix(result, baseline: run.baseline, output: run.output, created: created, hazards: args.hazards, repairs: repairs), run.ioStatus)
        // A target that would not build: said even when quiet (nothing else says it).
        for line in TargetMembership.missing(result, configuration: options.configuration, cwd: options.cwd) { cli.printErr("recolor: warning: \(line)") }
        return status
    }
}

struct ScanCommand: ReportingCommand {
    static let name = "scan"
    static var formats: [FormatChoice] { Reporters.inventory.choices }

    static func report(_ run: ScannedRun, in cli: CLI) throws -> Int32 {
        let (result, options) = (run.result, run.options)
        let inventory = Inventory(result)
        let report = InventoryReport(inventory, configuration: options.configuration) { ContrastAudit.audit(result, options: options) }
        if try run.output.write(Reporters.inventory.named(run.format)!.render(report)) {
            cli.printErr("recolor scan: \(cli.plural(inventory.items.count, "distinct color")) and members, \(cli.plural(result.allReports.count { !$0.finding.kind.isHazard }, "finding"))\(cli.hazardSummary(result.allReports, forced: result.forcedAppearance)) in \(cli.plural(result.filesScanned, "file")); report written to \(run.output.path!)")
        }
        if !run.args.quiet, let forced = ForcedAppearance.summary(ForcedAppearance.find(options, run: result)) { cli.printErr("recolor scan: \(forced)") }
        return run.ioStatus
    }
}

struct InitCommand: ReportingCommand {
    static let name = "init"
    /// The starter table is JSON; no reporter writes it.
    static var formats: [FormatChoice] { [FormatChoice(names: ["json"], summary: nil)] }

    static func report(_ run: ScannedRun, in cli: CLI) throws -> Int32 {
        max(cli.writeStarter(run.result, to: run.starterPath, shownAs: run.args.output ?? ConfigurationLoader.fileName,
                             options: run.options, args: run.args), run.ioStatus)
    }
}

struct LockCommand: Command {
    static let name = "lock"
    /// The uses that remain, as the findings' text.
    static var formats: [FormatChoice] { Reporters.findings.choices.filter { $0.names.contains("text") } }

    static func run(_ args: Arguments, in cli: CLI) throws -> Int32 { try cli.lock(args) }
}

struct GenerateCommand: Command {
    static let name = "generate"
    static func run(_ args: Arguments, in cli: CLI) throws -> Int32 { try cli.generate(args) }
}

struct ContrastCommand: ReportingCommand {
    static let name = "contrast"
    static var formats: [FormatChoice] { Reporters.contrast.choices }

    static func report(_ run: ScannedRun, in cli: CLI) throws -> Int32 {
        max(try cli.contrast(ContrastAudit.outcome(run.result, options: run.options), output: run.output), run.ioStatus)
    }
}

struct TokensCommand: Command {
    static let name = "tokens"
    static func run(_ args: Arguments, in cli: CLI) throws -> Int32 {
        guard !args.paths.isEmpty else {
            cli.writeOut(Help.forCommand(name)! + "\n")
            return 2
        }
        return cli.tokens(args.paths)
    }
}

/// Every command, in the order help lists them.
enum CommandTable {
    static var all: [any Command.Type] {
        [CheckCommand.self, FixCommand.self, ScanCommand.self, InitCommand.self, LockCommand.self,
         GenerateCommand.self, ContrastCommand.self, TokensCommand.self]
    }
    static var names: [String] { all.map { $0.name } }

    static func named(_ name: String) -> (any Command.Type)? {
        all.first { $0.name == name }
    }
}
