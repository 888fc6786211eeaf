/// One option of the command line: what parsing, `--help` and the errors are all produced from.
struct OptionSpec: Sendable {
    /// The long name with its dashes: `--exclude`.
    var name: String
    /// Other long names that mean the same: `--dry-run` for `--diff`.
    var aliases: [String] = []
    /// `j` for `-j`; bundles with other short flags (`-qj2`).
    var short: Character?
    /// The value's placeholder in help (`GLOB`); nil for a flag, which refuses a value (`--quiet=1`).
    var valueName: String?
    /// Given more than once: kept each time (else the last one wins).
    var repeatable = false
    /// The commands that accept it.
    var commands: Set<String>
    /// The help line(s), wrapped by hand at the help's width.
    var help: String
    /// A command whose help says it otherwise.
    var helpByCommand: [String: String] = [:]
    /// Help built from other tables (`--format`'s, from the reporters): made only when help is
    /// shown, since every parse reads this table.
    var helpOf: (@Sendable (String) -> String?)?
    /// Stores the option (its value for an option that takes one) into the parsed arguments.
    var apply: @Sendable (inout Arguments, String) throws -> Void

    var takesValue: Bool { valueName != nil }

    /// `--jobs N, -j N` as help shows it.
    var synopsis: String {
        var s = ([name] + aliases).joined(separator: ", ")
        if let valueName { s = ([name] + aliases).map { "\($0) \(valueName)" }.joined(separator: ", ") }
        if let short { s += ", -\(short)" + (valueName.map { " \($0)" } ?? "") }
        return s
    }
}

/// Every option of recolor, once. A command accepts an option only if it is listed here for it.
enum OptionTable {
    static let readingTable: Set<String> = ["check", "fix", "scan", "lock", "generate", "contrast"]
    static let scanning: Set<String> = readingTable.union(["init"])

    static let all: [OptionSpec] = [
        OptionSpec(name: "--staged", commands: ["check"], help: """
            Check what the commit will contain: the index content of the
            staged .swift, .xib, .storyboard and color-set files (all of
            the index, or under PATH). Nothing staged: exit 0 at once.
            Outside a git repository: exit 2.
            """) { a, _ in a.staged = true },
        OptionSpec(name: "--diff", aliases: ["--dry-run"], commands: ["fix"], help: """
            Write nothing; print a unified diff (a/ b/ prefixes) that
            `git apply` takes; the summary goes to stderr.
            """) { a, _ in a.diff = true },
        OptionSpec(name: "--hazards", commands: ["fix"], help: """
            Also write the suggested repairs of appearance hazards: the
            hook re-running a stale CGColor, the hasDifferentColorAppearance
            guard, a foreground color for attributed text.
            """) { a, _ in a.hazards = true },
        OptionSpec(name: "--check", commands: ["generate"], help: """
            Write nothing; print a diff of each missing or stale file
            and exit 1 (for CI).
            """) { a, _ in a.checkOnly = true },
        OptionSpec(name: "--merge-delta-e", valueName: "X", commands: ["init"], help: """
            Merge colors of a role every two of which are within CIEDE2000 X (default 2.0; 0: none).
            """) { a, text in
            guard let x = Double(text), x >= 0, x.isFinite else {
                throw UsageError(message: "--merge-delta-e takes a CIEDE2000 distance, 0 or more, not '\(text)'")
            }
            a.mergeDeltaE = x
        },
        OptionSpec(name: "--include-tests", commands: ["init"], help: """
            Draft from test and UI-test folders and SwiftUI previews too
            (by default they are left out and the table excludes them).
            """) { a, _ in a.includeTests = true },
        OptionSpec(name: "--force", commands: ["init"], help: "Overwrite an existing file.") { a, _ in a.force = true },
        // Its commands and help come from the formats each command takes (the reporters).
        OptionSpec(name: "--format", valueName: "FORMAT", commands: FormatHelp.commands, help: "",
                   helpOf: FormatHelp.help(of:)) { a, v in a.format = v },
        OptionSpec(name: "--output", short: "o", valueName: "FILE", commands: ["check", "fix", "scan", "init", "contrast"], help: """
            Write the report to FILE; the summary still goes to stderr.
            """, helpByCommand: [
                "scan": "Write the inventory to FILE; a summary goes to stderr.",
                "init": "Write FILE instead of ./.recolor.json.",
            ]) { a, v in a.output = v },
        OptionSpec(name: "--baseline", valueName: "FILE", commands: ["check", "fix"], help: """
            Do not report findings recorded in FILE (see --write-baseline).
            """) { a, v in a.baseline = v },
        OptionSpec(name: "--write-baseline", valueName: "FILE", commands: ["check"], help: """
            Record every current finding in FILE (sorted JSON) and exit 0.
            """) { a, v in a.writeBaseline = v },
        OptionSpec(name: "--config", valueName: "FILE", commands: scanning, help: """
            Mapping table (default: the nearest .recolor.json from each PATH
            upward, else from the current folder; none: built-in defaults, no
            palettes or rules). One table per run: PATHs under different
            tables are refused.
            """) { a, v in a.config = v },
        OptionSpec(name: "--exclude", valueName: "GLOB", repeatable: true, commands: scanning, help: """
            Skip paths matching GLOB (relative to the current folder; `*`, `?`,
            `**`). Repeatable. .build, Pods, Carthage, DerivedData, .git and
            *.docc folders are always skipped, and the table's "exclude"
            (relative to its folder).
            """, helpByCommand: [
                "generate": "Do not read declarations from paths matching GLOB. Repeatable.",
            ]) { a, v in a.excludes.append(v) },
        OptionSpec(name: "--include-generated", commands: scanning.subtracting(["generate"]), help: """
            Also scan files whose first 5 lines say they are generated.
            """) { a, _ in a.includeGenerated = true },
        OptionSpec(name: "--strict", commands: readingTable, help: """
            Make the table lint's warnings (rules that can never match, unused
            tokens, globs matching nothing, duplicate keys...) an error: exit 2.
            """) { a, _ in a.strict = true },
        OptionSpec(name: "--jobs", short: "j", valueName: "N", commands: scanning, help: """
            Worker threads (default: one per core). The output is the same
            whatever N.
            """) { a, text in
            guard let n = Int(text), n >= 1 else {
                throw UsageError(message: "--jobs takes a whole number of threads, 1 or more, not '\(text)'")
            }
            a.jobs = n
        },
        OptionSpec(name: "--quiet", short: "q", commands: scanning, help: "Print nothing but errors.") { a, _ in a.quiet = true },
        OptionSpec(name: "--version", commands: scanning.union(["tokens"]), help: "Show the version.") { a, _ in a.version = true },
        OptionSpec(name: "--help", short: "h", commands: scanning.union(["tokens"]), help: "Show this help.") { a, _ in a.help = true },
    ]

    /// The option a long name (or alias) names.
    static func named(_ name: String) -> OptionSpec? {
        all.first { $0.name == name || $0.aliases.contains(name) }
    }

    static func short(_ c: Character) -> OptionSpec? {
        all.first { $0.short == c }
    }

    static func options(of command: String) -> [OptionSpec] {
        all.filter { $0.commands.contains(command) }
    }

    /// `'check'`, `'check' and 'fix'`, `'check', 'fix' and 'scan'`.
    static func commandList(_ commands: Set<String>) -> String {
        let names = CommandTable.names.filter(commands.contains).map { "'\($0)'" }
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// The OPTIONS section of a command's help, from the table.
    static func help(of command: String) -> String {
        var lines = ["OPTIONS:"]
        for option in options(of: command) {
            let text = (option.helpOf?(command) ?? option.helpByCommand[command] ?? option.help).split(separator: "\n", omittingEmptySubsequences: false)
            let head = "  " + option.synopsis
            if head.count <= 24 {
                lines.append(head + String(repeating: " ", count: 25 - head.count) + text[0])
                lines += text.dropFirst().map { String(repeating: " ", count: 25) + $0 }
            } else {
                lines.append(head)
                lines += text.map { String(repeating: " ", count: 25) + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }
}
