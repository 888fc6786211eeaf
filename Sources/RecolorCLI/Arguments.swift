/// A usage error: exit 2 with the message.
struct UsageError: Error {
    var message: String
}

/// What the command line asked for: the options (see OptionTable) and the paths.
struct Arguments {
    var paths: [String] = []
    var config: String?
    var excludes: [String] = []
    var format: String?
    var includeGenerated = false
    var quiet = false
    var help = false
    var version = false
    var diff = false
    /// `fix --hazards`: the hazards' repairs are written too.
    var hazards = false
    var staged = false
    var baseline: String?
    var writeBaseline: String?
    var output: String?
    var jobs = 0
    var force = false
    var mergeDeltaE: Double?
    var includeTests = false
    var strict = false
    var checkOnly = false

    /// Parses a command's arguments in swift-argument-parser's conventions: `--name value` and `--name=value`,
    /// short flags alone or bundled (`-q`, `-j 2`, `-j2`, `-qj2`), `--` ends the options, `-` is a path.
    /// An option of another command, an unknown one, or a value given to a flag is a usage error.
    static func parse(_ args: [String], command: String) throws -> Arguments {
        var a = Arguments()
        var k = 0
        var onlyPaths = false
        func nextValue(for option: OptionSpec, spelled: String) throws -> String {
            guard k + 1 < args.count else { throw UsageError(message: "\(spelled) needs a value (\(option.valueName!))") }
            k += 1
            return args[k]
        }
        func accept(_ option: OptionSpec, spelled: String) throws {
            guard option.commands.contains(command) else {
                var message = "\(spelled) is an option of \(OptionTable.commandList(option.commands))"
                if option.name == "--check" { message += " (use 'recolor check' for findings)" }
                throw UsageError(message: message)
            }
        }
        while k < args.count {
            let arg = args[k]
            defer { k += 1 }
            if onlyPaths || !arg.hasPrefix("-") || arg == "-" {
                a.paths.append(arg)
            } else if arg == "--" {
                onlyPaths = true
            } else if arg.hasPrefix("--") {
                var name = arg
                var inline: String?
                if let eq = arg.firstIndex(of: "=") {
                    name = String(arg[..<eq])
                    inline = String(arg[arg.index(after: eq)...])
                }
                guard let option = OptionTable.named(name) else { throw unknown(name, command: command) }
                try accept(option, spelled: name)
                if option.takesValue {
                    try option.apply(&a, try inline ?? nextValue(for: option, spelled: name))
                } else if inline != nil {
                    throw UsageError(message: "\(name) takes no value (given '\(arg)')")
                } else {
                    try option.apply(&a, "")
                }
            } else {
                // A bundle of short flags; the first that takes a value takes the rest of the bundle, or the next argument.
                var rest = Substring(arg.dropFirst())
                while let c = rest.first {
                    rest = rest.dropFirst()
                    guard let option = OptionTable.short(c) else {
                        throw unknown("-\(c)", command: command, whole: arg)
                    }
                    try accept(option, spelled: "-\(c)")
                    if option.takesValue {
                        let value = rest.hasPrefix("=") ? String(rest.dropFirst()) : String(rest)
                        try option.apply(&a, value.isEmpty ? try nextValue(for: option, spelled: "-\(c)") : value)
                        break
                    }
                    if rest.hasPrefix("=") { throw UsageError(message: "-\(c) takes no value (given '\(arg)')") }
                    try option.apply(&a, "")
                }
            }
        }
        if a.diff && a.output != nil {
            throw UsageError(message: "--diff prints the diff on stdout; redirect it instead of --output")
        }
        return a
    }

    /// An unknown option, with the nearest known one the command accepts.
    static func unknown(_ name: String, command: String, whole: String? = nil) -> UsageError {
        var message = "unknown option '\(whole ?? name)' for '\(command)'"
        let candidates = OptionTable.options(of: command).flatMap { [$0.name] + $0.aliases }
        if name.hasPrefix("--"), let near = Suggestion.nearest(to: name, in: candidates) {
            message += "; did you mean '\(near)'?"
        }
        return UsageError(message: message + " (a path starting with '-' goes after '--')")
    }
}
