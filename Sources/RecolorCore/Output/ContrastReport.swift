/// `contrast` as text and JSON: each pair, then each appearance with its colors, ratio and verdict.
public struct ContrastReport {
    public var pairs: [AuditedPair]
    /// Set when nothing was checked though the table has tokens (exit 4).
    public var outcome: ContrastOutcome?

    public init(_ pairs: [AuditedPair]) { self.pairs = pairs }

    public init(_ outcome: ContrastOutcome) {
        pairs = outcome.pairs
        self.outcome = outcome
    }

    public var checkCount: Int { pairs.reduce(0) { $0 + $1.checks.count } }
    public var failureCount: Int { pairs.reduce(0) { $0 + $1.failures.count } }
    public var failingPairs: Int { pairs.filter { !$0.passes }.count }

    static func ratio(_ r: Double) -> String { cFormat("%.2f", r) }

    /// `#8C93AD`, or `#8C93AD (light)` when the appearance takes the value by fallback.
    static func value(_ c: RGBA, _ from: Appearance?) -> String {
        c.hex(withAlpha: c.alpha != 255) + (from.map { " (\($0.rawValue))" } ?? "")
    }

    /// Where a pair comes from: the table, the code (first sightings), or both.
    static func origin(_ pair: AuditedPair, limit: Int = 3) -> String {
        var parts: [String] = []
        if pair.inTable { parts.append("table") }
        if !pair.sightings.isEmpty {
            var seen = pair.sightings.prefix(limit).map(\.place).joined(separator: ", ")
            if pair.sightings.count > limit { seen += " and \(pair.sightings.count - limit) more" }
            parts.append("seen at " + seen)
        }
        return parts.joined(separator: "; ")
    }

    static func minimumText(_ pair: AuditedPair) -> String {
        let why = pair.minimumSource == "table" ? "the pair's min" : pair.minimumSource == "text" ? "text"
            : pair.minimumSource == ContrastAudit.largeTextSource ? "large text" : "non-text"
        return "min \(cFormat("%g", pair.minimum)), \(why)"
    }

    func text() -> String {
        var out = ""
        for pair in pairs {
            out += "\(pair.foreground) on \(pair.background)  (\(ContrastReport.minimumText(pair)); \(ContrastReport.origin(pair)))\n"
            for c in pair.checks {
                let name = c.appearance.rawValue + String(repeating: " ", count: max(1, 19 - c.appearance.rawValue.count))
                var colors = "\(ContrastReport.value(c.foreground, c.foregroundFrom)) on \(ContrastReport.value(c.background, c.backgroundFrom))"
                if c.foreground.alpha != 255 || c.background.alpha != 255 {
                    colors += " (seen as \(c.shownForeground.rgba.hex(withAlpha: false)) on \(c.shownBackground.rgba.hex(withAlpha: false)))"
                }
                let ratio = ContrastReport.ratio(c.shownRatio)
                out += "  \(name)\(ratio.count < 5 ? " " : "")\(ratio):1  \(c.passes ? "pass" : "FAIL")  \(colors)\n"
            }
            if !pair.unmeasured.isEmpty {
                out += "  not measured in \(pair.unmeasured.map(\.rawValue).joined(separator: ", ")): a token has no value there\n"
            }
        }
        out += summary() + "\n"
        return out
    }

    public func summary() -> String {
        if let outcome, outcome.nothingChecked { return outcome.nothingCheckedText }
        if pairs.isEmpty { return "no pairs: list them in the table's \"pairs\", or set text and background tokens on one view" }
        return "\(pairs.count) pair\(pairs.count == 1 ? "" : "s"), \(checkCount) check\(checkCount == 1 ? "" : "s") (pair × appearance): \(failureCount) below the minimum" + (failingPairs > 0 ? " in \(failingPairs) pair\(failingPairs == 1 ? "" : "s")" : "")
    }

    func json() -> String {
        func hex(_ c: RGBA) -> JSONOut { .string(c.hex(withAlpha: c.alpha != 255)) }
        return JSONOut.object([
            ("version", .int(1)),
            ("pairs", .array(pairs.map { pair in
                .object([
                    ("foreground", .string(pair.foreground)), ("background", .string(pair.background)),
                    ("min", .double(pair.minimum)), ("minSource", .string(pair.minimumSource)),
                    ("inTable", .bool(pair.inTable)),
                    ("seen", .array(pair.sightings.map { s in
                        .object([("file", .string(s.file)), ("line", .int(s.line)), ("role", .string(s.role.rawValue)),
                                 ("backgroundFile", .optional(s.backgroundLine == nil ? nil : s.backgroundFile ?? s.file)),
                                 ("backgroundLine", s.backgroundLine.map { .int($0) } ?? .null),
                                 ("source", .string(s.source.rawValue))])
                    })),
                    ("pass", .bool(pair.passes)),
                    ("appearances", .array(pair.checks.map { c in
                        .object([
                            ("appearance", .string(c.appearance.rawValue)),
                            ("foreground", hex(c.foreground)), ("background", hex(c.background)),
                            ("foregroundFrom", .optional(c.foregroundFrom?.rawValue)), ("backgroundFrom", .optional(c.backgroundFrom?.rawValue)),
                            ("shownForeground", .string(c.shownForeground.rgba.hex(withAlpha: false))),
                            ("shownBackground", .string(c.shownBackground.rgba.hex(withAlpha: false))),
                            ("ratio", .double(c.shownRatio)), ("pass", .bool(c.passes)),
                        ])
                    })),
                    ("unmeasured", .array(pair.unmeasured.map { .string($0.rawValue) })),
                ])
            })),
            ("summary", .object([("pairs", .int(pairs.count)), ("checks", .int(checkCount)), ("failures", .int(failureCount))])),
            ("nothingChecked", nothingCheckedJSON),
        ]).render() + "\n"
    }

    /// Null, or what was seen and why nothing paired (exit 4).
    var nothingCheckedJSON: JSONOut {
        guard let outcome, outcome.nothingChecked else { return .null }
        return .object([
            ("roles", .object(outcome.rolesSeen.map { ($0.role, .int($0.count)) })),
            ("reasons", .array(outcome.reasons.map { .string($0) })),
            ("message", .string(outcome.nothingCheckedText)),
        ])
    }
}
