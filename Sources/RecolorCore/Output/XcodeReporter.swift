/// `text` and `xcode`: `path:line:col: warning: message [kind]`, which Xcode's issue navigator understands.
public struct XcodeReporter: Reporter {
    public let names = ["text", "xcode"]
    public let summary: String? = "path:line:col: warning: message [kind]"
    public let isMachineReadable = false

    public init() {}

    public func render(_ subject: FindingsReport) -> String { Self.lines(subject.reports) }

    public static func lines(_ reports: [Report]) -> String {
        reports.map { "\($0.file):\($0.line):\($0.column): \($0.finding.level): \(Reporters.message($0)) [\($0.finding.kind.rawValue)]\n" }.joined()
    }
}
