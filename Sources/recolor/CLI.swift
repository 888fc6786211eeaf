import Foundation
import RecolorCore

enum CLI {
    static func main(_ argv: [String]) -> Int32 {
        guard let command = argv.first else {
            printErr(Help.overview)
            return 2
        }
        let rest = Array(argv.dropFirst())
        switch command {
        case "--version", "version":
            print(Help.version)
            return 0
        case "--help", "-h", "help":
            if let topic = rest.first, let text = Help.forCommand(topic) { print(text) } else { print(Help.overview) }
            return 0
        case "check", "fix", "scan":
            do {
                let args = try Arguments.parse(rest, command: command)
                if args.help {
                    print(Help.forCommand(command)!)
                    return 0
                }
                return try run(command, args)
            } catch let e as UsageError {
                printErr("recolor \(command): \(e.message)\nRun 'recolor \(command) --help' for usage.")
                return 2
            } catch let e as ConfigurationError {
                printErr("recolor: configuration error: \(e.description)")
                return 2
            } catch {
                printErr("recolor: \(error)")
                return 2
            }
        case "tokens":
            if rest.contains("--help") || rest.contains("-h") || rest.isEmpty {
                print(Help.forCommand("tokens")!)
                return rest.isEmpty ? 2 : 0
            }
            return tokens(rest)
        default:
            printErr("recolor: unknown command '\(command)'\n\n\(Help.overview)")
            return 2
        }
    }

    /// Everything for stdout goes through here (one unbuffered handle, so nothing interleaves).
    static func writeOut(_ s: String) {
        FileHandle.standardOutput.write(Data(s.utf8))
    }

    static func printErr(_ s: String) {
        FileHandle.standardError.write(Data((s.hasSuffix("\n") ? s : s + "\n").utf8))
    }

    static func loadConfiguration(_ args: Arguments) throws -> Configuration {
        if let path = args.config { return try ConfigurationLoader.load(path: path) }
        if let found = ConfigurationLoader.discover(from: FileManager.default.currentDirectoryPath) {
            return try ConfigurationLoader.load(path: found)
        }
        return Configuration()
    }

    static func run(_ command: String, _ args: Arguments) throws -> Int32 {
        var options = RunOptions()
        options.paths = args.paths.isEmpty ? ["."] : args.paths
        options.excludes = args.excludes
        options.includeGenerated = args.includeGenerated
        options.configuration = try loadConfiguration(args)
        let allowed: [String]
        switch command {
        case "scan": allowed = ["text", "json", "csv", "html"]
        default: allowed = ["text", "xcode", "json"]
        }
        let format = args.format ?? "text"
        guard allowed.contains(format) else {
            throw UsageError(message: "unknown format '\(format)'; '\(command)' takes \(allowed.joined(separator: ", "))")
        }
        let result = Engine.run(options)
        for p in result.problems { printErr("recolor: \(p.file): \(p.message)") }
        let ioStatus: Int32 = result.problems.isEmpty ? 0 : 3
        switch command {
        case "check": return max(check(result, format: format, quiet: args.quiet), ioStatus)
        case "fix": return max(args.diff ? diff(result) : fix(result, format: format, quiet: args.quiet), ioStatus)
        default:
            writeOut(Inventory(result).render(format))
            return ioStatus
        }
    }

    static func check(_ result: RunResult, format: String, quiet: Bool) -> Int32 {
        let reports = result.allReports
        if format == "json" {
            writeOut(Reporters.json(result, reports: reports))
        } else if !quiet {
            writeOut(Reporters.xcode(reports))
        }
        if !quiet && format != "json" {
            let mapped = reports.filter { $0.resolution.isMapped }.count
            printErr("recolor: \(reports.count) finding\(reports.count == 1 ? "" : "s") in \(result.filesScanned) file\(result.filesScanned == 1 ? "" : "s") (\(mapped) mapped, \(reports.count - mapped) unmapped)")
        }
        return reports.isEmpty ? 0 : 1
    }

    static func diff(_ result: RunResult) -> Int32 {
        FileHandle.standardOutput.write(Data(Fixer.diff(result)))
        return 0
    }

    static func fix(_ result: RunResult, format: String, quiet: Bool) -> Int32 {
        let outcome = Fixer.fix(result)
        for p in outcome.problems { printErr("recolor: \(p.file): \(p.message)") }
        let left = outcome.unmapped
        if format == "json" {
            writeOut(Reporters.json(result, reports: left))
        } else if !quiet {
            if !left.isEmpty { printErr(Reporters.xcode(left)) }
            printErr("recolor: rewrote \(outcome.rewritten) finding\(outcome.rewritten == 1 ? "" : "s") in \(outcome.files) file\(outcome.files == 1 ? "" : "s"); \(left.count) unmapped left\(left.isEmpty ? "" : " (listed above)")")
        }
        return outcome.problems.isEmpty ? 0 : 3
    }

    static func tokens(_ files: [String]) -> Int32 {
        var out: [UInt8] = []
        var status: Int32 = 0
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else {
                printErr("recolor: cannot read \(path)")
                status = 3
                continue
            }
            let bytes = [UInt8](data)
            OracleFormat.render(path: path, bytes: bytes, tokens: Tokenizer.tokenize(bytes).tokens, into: &out)
            if out.count > 1 << 16 {
                FileHandle.standardOutput.write(Data(out))
                out.removeAll(keepingCapacity: true)
            }
        }
        FileHandle.standardOutput.write(Data(out))
        return status
    }
}
