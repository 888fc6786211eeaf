/// `json`: every finding with its place, color, context and token, then a summary.
public struct FindingsJSONReporter: Reporter {
    public let names = ["json"]
    public let summary: String? = nil
    public let isMachineReadable = true

    public init() {}

    public func render(_ subject: FindingsReport) -> String {
        let reports = subject.reports
        // Hazards are counted apart from raw colors: `findings` counts the colors.
        let colors = reports.filter { !$0.finding.kind.isHazard }
        let mapped = colors.filter { $0.resolution.isMapped }.count
        return JSONOut.object([
            ("version", .int(1)),
            ("findings", .array(reports.map(Self.finding))),
            ("summary", .object([("files", .int(subject.result.filesScanned)), ("findings", .int(colors.count)),
                                 ("mapped", .int(mapped)), ("unmapped", .int(colors.count - mapped)),
                                 ("hazards", .int(reports.count - colors.count))])),
        ]).render() + "\n"
    }

    static func finding(_ r: Report) -> JSONOut {
        .object([
            ("file", .string(r.file)), ("line", .int(r.line)), ("column", .int(r.column)),
            ("endLine", .int(r.endLine)), ("endColumn", .int(r.endColumn)),
            ("kind", .string(r.finding.kind.rawValue)), ("level", .string(r.finding.level)), ("framework", .optional(r.finding.framework?.rawValue)),
            ("text", .string(r.text)), ("color", .optional(r.finding.color?.description)),
            ("context", .optional(r.finding.context)), ("token", .optional(r.resolution.token)),
            ("replacement", .optional(r.resolution.replacement)),
            ("nearest", r.resolution.nearest.map { .object([("token", .string($0.token)), ("deltaE", .double(($0.deltaE * 100).rounded() / 100))]) } ?? .null),
        ])
    }
}
