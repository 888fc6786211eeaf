/// How findings are printed by `check` and `fix`.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, xcode, json, sarif, github
}

public enum Reporters {
    /// One finding as a sentence: what it is, and what to use instead.
    public static func message(_ r: Report) -> String {
        var m = r.finding.kind == .assetColor
            ? "color set \(r.finding.context ?? "?") has no dark appearance"
            : "hard-coded color \(shorten(r.text))"
        if let c = r.finding.color { m += r.finding.clipped ? " (\(c), clipped to sRGB)" : " (\(c))" }
        if r.finding.kind == .assetColor, r.resolution.isMapped, let token = r.resolution.token {
            m += ": add the dark variants of \(token)"
        } else if let replacement = r.resolution.replacement, let token = r.resolution.token, let why = r.resolution.declined {
            m += ": use \(token) (\(replacement)) by hand: not rewritten, \(why)"
        } else if let reason = r.resolution.unmappedReason, let token = r.resolution.token {
            m += ": maps to \(token), but \(reason)"
        } else if let replacement = r.resolution.replacement, let token = r.resolution.token {
            m += ": use \(token) (\(replacement))"
        } else if let token = r.resolution.token {
            m += ": maps to \(token), which has no \(r.finding.framework?.rawValue ?? "framework") expression"
        } else if let nearest = r.resolution.nearest {
            m += ": no mapping; nearest token \(nearest.token) (deltaE \(cFormat("%.1f", nearest.deltaE)))"
        } else {
            m += ": no mapping"
        }
        return m
    }

    static func shorten(_ text: String) -> String {
        let oneLine = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { String($0).trimmingWhitespace() }.joined(separator: " ")
        return oneLine.count > 80 ? String(oneLine.prefix(77)) + "..." : oneLine
    }

    /// `path:line:col: warning: message [kind]`, which Xcode's issue navigator understands.
    public static func xcode(_ reports: [Report]) -> String {
        reports.map { "\($0.file):\($0.line):\($0.column): warning: \(message($0)) [\($0.finding.kind.rawValue)]\n" }.joined()
    }

    public static func jsonFinding(_ r: Report) -> JSONOut {
        .object([
            ("file", .string(r.file)), ("line", .int(r.line)), ("column", .int(r.column)),
            ("endLine", .int(r.endLine)), ("endColumn", .int(r.endColumn)),
            ("kind", .string(r.finding.kind.rawValue)), ("framework", .optional(r.finding.framework?.rawValue)),
            ("text", .string(r.text)), ("color", .optional(r.finding.color?.description)),
            ("context", .optional(r.finding.context)), ("token", .optional(r.resolution.token)),
            ("replacement", .optional(r.resolution.replacement)),
            ("nearest", r.resolution.nearest.map { .object([("token", .string($0.token)), ("deltaE", .double(($0.deltaE * 100).rounded() / 100))]) } ?? .null),
        ])
    }

    public static func json(_ result: RunResult, reports: [Report]) -> String {
        let mapped = reports.filter { $0.resolution.isMapped }.count
        return JSONOut.object([
            ("version", .int(1)),
            ("findings", .array(reports.map(jsonFinding))),
            ("summary", .object([("files", .int(result.filesScanned)), ("findings", .int(reports.count)),
                                 ("mapped", .int(mapped)), ("unmapped", .int(reports.count - mapped))])),
        ]).render() + "\n"
    }
}
