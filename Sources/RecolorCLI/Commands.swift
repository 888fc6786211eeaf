import RecolorCore

/// One command of recolor: its name, the report formats it takes (the first is the default) and what it runs.
/// The options it accepts are those OptionTable lists for its name; its help is Help.forCommand(name).
protocol Command {
    static var name: String { get }
    static var formats: [FormatChoice] { get }
    static func run(_ args: Arguments) throws -> Int32
}

extension Command {
    static var formats: [FormatChoice] { [] }
    /// Every name `--format` takes for this command.
    static var formatNames: [String] { formats.flatMap(\.names) }
    /// The commands that scan a tree and report share one pipeline (CLI.run).
    static func run(_ args: Arguments) throws -> Int32 { try CLI.run(name, args) }
}

struct CheckCommand: Command {
    static let name = "check"
    static var formats: [FormatChoice] { Reporters.findings.choices }
}

struct FixCommand: Command {
    static let name = "fix"
    static var formats: [FormatChoice] { Reporters.findings.choices }
}

struct ScanCommand: Command {
    static let name = "scan"
    static var formats: [FormatChoice] { Reporters.inventory.choices }
}

struct InitCommand: Command {
    static let name = "init"
    /// The starter table is JSON; no reporter writes it.
    static var formats: [FormatChoice] { [FormatChoice(names: ["json"], summary: nil)] }
}

struct LockCommand: Command {
    static let name = "lock"
    /// The uses that remain, as the findings' text.
    static var formats: [FormatChoice] { Reporters.findings.choices.filter { $0.names.contains("text") } }
}

struct GenerateCommand: Command {
    static let name = "generate"
    static func run(_ args: Arguments) throws -> Int32 { try CLI.generate(args) }
}

struct ContrastCommand: Command {
    static let name = "contrast"
    static var formats: [FormatChoice] { Reporters.contrast.choices }
}

struct TokensCommand: Command {
    static let name = "tokens"
    static func run(_ args: Arguments) throws -> Int32 {
        guard !args.paths.isEmpty else {
            CLI.writeOut(Help.forCommand(name)! + "\n")
            return 2
        }
        return CLI.tokens(args.paths)
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
