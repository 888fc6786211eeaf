/// SARIF 2.1.0 for code-scanning upload: one rule per finding kind, columns in UTF-16 code
/// units (SARIF's default column kind, declared), a fix with the replacement where mapped.
public struct SARIFReporter: Reporter {
    public let names = ["sarif"]
    public let summary: String? = "SARIF 2.1.0, for code scanning"
    public let isMachineReadable = true

    public init() {}

    public func render(_ subject: FindingsReport) -> String { Self.render(subject.reports, cwd: subject.cwd) }

    static func render(_ reports: [Report], cwd: String) -> String {
        let kinds = FindingKind.allCases
        let rules: [JSONOut] = kinds.map { kind in
            .object([
                ("id", .string(kind.rawValue)),
                ("name", .string(ruleName(kind))),
                ("shortDescription", .object([("text", .string(KindDescriptions.title(kind)))])),
                ("fullDescription", .object([("text", .string(KindDescriptions.help(kind)))])),
                ("help", .object([("text", .string(KindDescriptions.help(kind)))])),
                ("defaultConfiguration", .object([("level", .string("warning"))])),
            ])
        }
        let base = cwd.hasSuffix("/") ? cwd : cwd + "/"
        let run: JSONOut = .object([
            ("tool", .object([("driver", .object([
                ("name", .string("recolor")),
                ("version", .string(RecolorVersion.number)),
                ("semanticVersion", .string(RecolorVersion.number)),
                ("informationUri", .string(RecolorVersion.informationURI)),
                ("rules", .array(rules)),
            ]))])),
            ("originalUriBaseIds", .object([("SRCROOT", .object([("uri", .string("file://" + uriPath(base)))]))])),
            ("columnKind", .string("utf16CodeUnits")),
            ("results", .array(reports.map { result($0, ruleIndex: kinds.firstIndex(of: $0.finding.kind)!) })),
        ])
        return JSONOut.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).render() + "\n"
    }

    static func ruleName(_ kind: FindingKind) -> String {
        kind.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func artifact(_ r: Report) -> JSONOut {
        if r.file.hasPrefix("/") { return .object([("uri", .string("file://" + uriPath(r.file)))]) }
        return .object([("uri", .string(uriPath(r.file))), ("uriBaseId", .string("SRCROOT"))])
    }

    static func region(line: Int, column: Int, endLine: Int, endColumn: Int) -> JSONOut {
        .object([("startLine", .int(line)), ("startColumn", .int(column)), ("endLine", .int(endLine)), ("endColumn", .int(endColumn))])
    }

    static func result(_ r: Report, ruleIndex: Int) -> JSONOut {
        var members: [(String, JSONOut)] = [
            ("ruleId", .string(r.finding.kind.rawValue)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(r.finding.level)),
            ("message", .object([("text", .string(Reporters.message(r)))])),
            ("locations", .array([.object([("physicalLocation", .object([
                ("artifactLocation", artifact(r)),
                ("region", region(line: r.line, column: r.utf16Column, endLine: r.endLine, endColumn: r.utf16EndColumn)),
            ]))])])),
        ]
        var properties: [(String, JSONOut)] = []
        if let color = r.finding.color { properties.append(("color", .string(color.description))) }
        if let context = r.finding.context { properties.append(("context", .string(context))) }
        if r.finding.kind.isHazard { properties.append(("hazard", .bool(true))) }
        if let token = r.resolution.token { properties.append(("token", .string(token))) }
        if let replacement = r.resolution.replacement, let token = r.resolution.token, let at = r.replacementRegion {
            members.append(("fixes", .array([.object([
                ("description", .object([("text", .string("Use the semantic token \(token)"))])),
                ("artifactChanges", .array([.object([
                    ("artifactLocation", artifact(r)),
                    ("replacements", .array([.object([
                        ("deletedRegion", region(line: at.line, column: at.utf16Column, endLine: at.endLine, endColumn: at.utf16EndColumn)),
                        ("insertedContent", .object([("text", .string(replacement))])),
                    ])])),
                ])])),
            ])])))
        }
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
    }

    /// A path as a URI reference: every byte but the unreserved ones and `/` percent-encoded.
    static func uriPath(_ path: String) -> String {
        var out = ""
        for b in path.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(b))
            default:
                out += cFormat("%%%02X", UInt32(b))
            }
        }
        return out
    }
}
