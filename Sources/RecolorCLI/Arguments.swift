/// A usage error: exit 2 with the message.
struct UsageError: Error {
    var message: String
}

/// The options every command shares, and the paths.
struct Arguments {
    var paths: [String] = []
    var config: String?
    var excludes: [String] = []
    var format: String?
    var includeGenerated = false
    var quiet = false
    var help = false
    var diff = false
    var staged = false
    var baseline: String?
    var writeBaseline: String?
    var output: String?
    var jobs = 0
    var force = false
    var mergeDeltaE: Double?
    var strict = false
    var checkOnly = false

    static func parse(_ args: [String], command: String) throws -> Arguments {
        var a = Arguments()
        var k = 0
        var onlyPaths = false
        func value(_ name: String) throws -> String {
            guard k + 1 < args.count else { throw UsageError(message: "\(name) needs a value") }
            k += 1
            return args[k]
        }
        while k < args.count {
            let arg = args[k]
            defer { k += 1 }
            if onlyPaths || !arg.hasPrefix("-") || arg == "-" {
                a.paths.append(arg)
                continue
            }
            var name = arg
            var inline: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            func v() throws -> String {
                if let inline { return inline }
                return try value(name)
            }
            switch name {
            case "--": onlyPaths = true
            case "--config": a.config = try v()
            case "--exclude": a.excludes.append(try v())
            case "--format": a.format = try v()
            case "--include-generated": a.includeGenerated = true
            case "--quiet", "-q": a.quiet = true
            case "--help", "-h": a.help = true
            case "--staged":
                guard command == "check" else { throw UsageError(message: "--staged is an option of 'check'") }
                a.staged = true
            case "--baseline":
                guard command == "check" || command == "fix" else { throw UsageError(message: "--baseline is an option of 'check' and 'fix'") }
                a.baseline = try v()
            case "--write-baseline":
                guard command == "check" else { throw UsageError(message: "--write-baseline is an option of 'check'") }
                a.writeBaseline = try v()
            case "--jobs", "-j":
                let text = try v()
                guard let n = Int(text), n >= 1 else { throw UsageError(message: "--jobs takes a whole number of threads, 1 or more, not '\(text)'") }
                a.jobs = n
            case "--output", "-o":
                a.output = try v()
            case "--force":
                guard command == "init" else { throw UsageError(message: "--force is an option of 'init'") }
                a.force = true
            case "--strict":
                guard command != "init" else { throw UsageError(message: "--strict is an option of the commands that read a table (check, fix, scan, lock)") }
                a.strict = true
            case "--merge-delta-e":
                guard command == "init" else { throw UsageError(message: "--merge-delta-e is an option of 'init'") }
                let text = try v()
                guard let x = Double(text), x >= 0, x.isFinite else { throw UsageError(message: "--merge-delta-e takes a CIEDE2000 distance, 0 or more, not '\(text)'") }
                a.mergeDeltaE = x
            case "--check":
                guard command == "generate" else { throw UsageError(message: "--check is an option of 'generate' (use 'recolor check' for findings)") }
                a.checkOnly = true
            case "--diff", "--dry-run":
                guard command == "fix" else { throw UsageError(message: "\(name) is an option of 'fix'") }
                a.diff = true
            default:
                throw UsageError(message: "unknown option '\(arg)' for '\(command)' (a path starting with '-' goes after '--')")
            }
        }
        if a.diff && a.output != nil {
            throw UsageError(message: "--diff prints the diff on stdout; redirect it instead of --output")
        }
        return a
    }
}
