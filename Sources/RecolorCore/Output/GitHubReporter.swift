/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request.
public enum GitHubReporter {
    public static func render(_ reports: [Report]) -> String {
        reports.map { r in
            let properties = [
                "file=" + escapeProperty(r.file),
                "line=\(r.line)", "col=\(r.utf16Column)",
                "endLine=\(r.endLine)", "endColumn=\(r.utf16EndColumn)",
                "title=" + escapeProperty("recolor: \(r.finding.kind.rawValue)"),
            ]
            return "::warning \(properties.joined(separator: ","))::\(escapeData(Reporters.message(r)))\n"
        }.joined()
    }

    /// The runner's escaping for a command's message.
    static func escapeData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// The runner's escaping for a property value: also `:` and `,`.
    static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
