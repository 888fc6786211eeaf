import RecolorCore

/// One command of recolor: its name, the report formats it takes (the first is the default) and what it runs.
/// The options it accepts are those OptionTable lists for its name; its help is Help.forCommand(name).
protocol Command {
    static var name: String { get }
    static var formats: [String] { get }
    static func run(_ args: Arguments) throws -> Int32
}

extension Command {
    static var formats: [String] { [] }
    /// The commands that scan a tree and report share one pipeline (CLI.run).
    static func run(_ args: Arguments) throws -> Int32 { try CLI.run(name, args) }
}

struct CheckCommand: Command {
    static let name = "check"
    static let formats = ReportFormat.allCases.map(\.rawValue)
}

struct FixCommand: Command {
    static let name = "fix"
    static let formats = ReportFormat.allCases.map(\.rawValue)
}

struct ScanCommand: Command {
    static let name = "scan"
    static let formats = ["text", "json", "csv", "html"]
}

struct InitCommand: Command {
    static let name = "init"
    static let formats = ["json"]
}

struct LockCommand: Command {
    static let name = "lock"
    static let formats = ["text", "xcode"]
}

struct GenerateCommand: Command {
    static let name = "generate"
    static func run(_ args: Arguments) throws -> Int32 { try CLI.generate(args) }
}

struct ContrastCommand: Command {
    static let name = "contrast"
    static let formats = ["text", "json", "html"]
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
