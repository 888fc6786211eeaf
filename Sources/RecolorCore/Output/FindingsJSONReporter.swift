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
            ("findings", Self.findings(reports)),
            ("summary", .object([("files", .int(subject.result.filesScanned)), ("findings", .int(colors.count)),
                                 ("mapped", .int(mapped)), ("unmapped", .int(colors.count - mapped)),
                                 ("hazards", .int(reports.count - colors.count))])),
        ]).render() + "\n"
    }

    /// The findings as `.array(reports.map(finding))` writes them in the report's second level,
    /// rendered in parallel by runs of findings: written on one thread it was a tenth of a
    /// `check --format json` of a large app.
    static func findings(_ reports: [Report]) -> JSONOut {
        guard !reports.isEmpty else { return .array([]) }
        let run = 256
        let runs = Parallel.map((reports.count + run - 1) / run, threads: Parallel.defaultThreads, itemsPerWorker: 1) { r in
            var out: [UInt8] = []
            for n in (r * run)..<min(reports.count, (r + 1) * run) {
                JSONOut.pad(&out, 2)
                finding(reports[n]).write(&out, indent: 2, pretty: true)
                if n + 1 < reports.count { out.append(UInt8(ascii: ",")) }
                out.append(10)
            }
            return out
        }
        var out: [UInt8] = [UInt8(ascii: "["), 10]
        out.reserveCapacity(runs.reduce(4) { $0 + $1.count })
        for bytes in runs { out.append(contentsOf: bytes) }
        JSONOut.pad(&out, 1)
        out.append(UInt8(ascii: "]"))
        return .rendered(out)
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
