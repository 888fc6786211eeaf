import RecolorCore

/// A `--format` value a command takes, as parsing and help see it: its names and what it prints.
struct FormatChoice {
    var names: [String]
    var summary: String?

    init(names: [String], summary: String?) {
        self.names = names
        self.summary = summary
    }

    init<Subject>(_ reporter: any Reporter<Subject>) {
        self.init(names: reporter.names, summary: reporter.summary)
    }
}

extension ReporterRegistry {
    var choices: [FormatChoice] { reporters.map { FormatChoice($0) } }
}

/// The `--format` help of each command, from the formats it takes.
enum FormatHelp {
    /// The help's text column is this wide.
    static let width = 68

    /// `text (= xcode, the default): path:line:col: …; json; sarif: SARIF 2.1.0, …`, wrapped.
    static func text(_ choices: [FormatChoice]) -> String {
        let items = choices.enumerated().map { n, choice in
            var notes = choice.names.dropFirst().map { "= \($0)" }
            if n == 0 { notes.append(choices.count == 1 ? "the only one" : "the default") }
            var item = choice.names[0]
            if !notes.isEmpty { item += " (\(notes.joined(separator: ", ")))" }
            if let summary = choice.summary { item += ": " + summary }
            return item
        }
        return wrap(items.joined(separator: "; ") + ".")
    }

    static func wrap(_ text: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// The format `--format` names for `command` (its default without one), or the error that says
    /// which it takes.
    static func chosen(_ given: String?, command: String) throws -> String {
        let allowed = CommandTable.named(command)?.formatNames ?? []
        let format = given ?? allowed.first ?? "text"
        guard allowed.contains(format) else {
            var message = "unknown format '\(format)'; '\(command)' takes \(allowed.joined(separator: ", "))"
            if let near = Suggestion.nearest(to: format, in: allowed) { message += "; did you mean '\(near)'?" }
            throw UsageError(message: message)
        }
        return format
    }

    /// The commands that take `--format`.
    static var commands: Set<String> {
        var names: Set<String> = []
        for command in CommandTable.all where !command.formats.isEmpty { names.insert(command.name) }
        return names
    }

    /// The `--format` help of `command`, nil if it takes none.
    static func help(of command: String) -> String? {
        guard let formats = CommandTable.named(command)?.formats, !formats.isEmpty else { return nil }
        return text(formats)
    }
}
