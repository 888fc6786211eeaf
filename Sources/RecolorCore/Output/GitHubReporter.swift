/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request.
public struct GitHubReporter: Reporter {
    public let names = ["github"]
    public let summary: String? = "workflow commands that annotate a pull request"
    public let isMachineReadable = false

    public init() {}

    public func render(_ subject: FindingsReport) -> String {
        subject.reports.map { r in
            let properties = [
                "file=" + Self.escapeProperty(r.file),
                "line=\(r.line)", "col=\(r.utf16Column)",
                "endLine=\(r.endLine)", "endColumn=\(r.utf16EndColumn)",
                "title=" + Self.escapeProperty("recolor: \(r.finding.kind.rawValue)"),
            ]
            return "::\(r.finding.isNote ? "notice" : "warning") \(properties.joined(separator: ","))::\(Self.escapeData(Reporters.message(r)))\n"
        }.joined()
    }

    /// The runner's escaping for a command's message.
    static func escapeData(_ s: String) -> String { escape(s, ["%": "%25", "\r": "%0D", "\n": "%0A"]) }

    /// The runner's escaping for a property value: also `:` and `,`.
    static func escapeProperty(_ s: String) -> String {
        escape(s, ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }

    /// Scalar by scalar: `\r\n` is one Character to String, two bytes to escape here.
    private static func escape(_ s: String, _ table: [Unicode.Scalar: String]) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            if let replacement = table[scalar] { out += replacement } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
