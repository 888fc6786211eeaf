/// `scan`: each distinct color or palette member, how often and where it is used, and the
/// token it maps to or the nearest one.
public struct Inventory {
    public struct Item {
        public var key: String
        public var kind: FindingKind
        public var color: RGBA?
        public var count = 0
        public var contexts: [String: Int] = [:]
        public var files: Set<String> = []
        /// Every use, in path and line order.
        public var sites: [Site] = []
        public var token: String?
        /// Every token its uses map to, with how many (one color can map by context to several).
        public var tokens: [String: Int] = [:]
        public var nearest: NearestToken?
        /// The uses a `"keep"` rule keeps fixed, by the rule's reason.
        public var kept: [String: Int] = [:]
    }

    public struct Site: Sendable, Equatable {
        public var file: String
        public var line: Int
    }

    public var items: [Item]
    public var filesScanned: Int
    /// Where the app ships, as the project files say.
    package var project = ProjectFacts()
    /// The appearance hazards of the run, by kind (check lists them; the inventory counts them).
    public var hazards: [FindingKind: Int] = [:]
    /// Where the app forces one appearance, which makes the hazards notes.
    public var forcedAppearance: String?

    public init(_ result: RunResult) {
        // Each item is changed in place in its array: a copy taken out of a dictionary and put
        // back copied its sites and files for every use (100,000 uses of one color: 27 s).
        var built: [Item] = []
        var indexByKey: [String: Int] = [:]
        for r in result.allReports where !r.finding.kind.isHazard {
            // Palette members and named colors by name; everything else by value. A member with
            // an alpha modifier is another color (`UIColor.black #0000004D`), drawn as such.
            var key = r.finding.symbol ?? r.finding.color?.description ?? r.text
            if r.finding.symbol != nil, let c = r.finding.color, let base = r.finding.baseColor, c != base {
                key += " " + c.description
            }
            let k: Int
            if let found = indexByKey[key] {
                k = found
            } else {
                k = built.count
                indexByKey[key] = k
                built.append(Item(key: key, kind: r.finding.kind, color: r.finding.color))
            }
            built[k].count += 1
            // A use whose value is unknown (an arm recolor could not read) does not make the row's `?`.
            if built[k].color == nil { built[k].color = r.finding.color }
            if let c = r.finding.context { built[k].contexts[c, default: 0] += 1 }
            built[k].files.insert(r.file)
            built[k].sites.append(Site(file: r.file, line: r.line))
            if built[k].token == nil { built[k].token = r.resolution.token }
            if let t = r.resolution.token { built[k].tokens[t, default: 0] += 1 }
            if built[k].nearest == nil { built[k].nearest = r.resolution.nearest }
            if let reason = r.resolution.kept { built[k].kept[reason, default: 0] += 1 }
        }
        items = built.sorted { ($0.count, $1.key) > ($1.count, $0.key) }
        filesScanned = result.filesScanned
        project = result.project
        for r in result.allReports where r.finding.kind.isHazard { hazards[r.finding.kind, default: 0] += 1 }
        forcedAppearance = result.forcedAppearance
    }

    func contexts(_ item: Item) -> String {
        item.contexts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key).joined(separator: " ")
    }

    /// The reasons uses are kept fixed, the commonest first.
    func keptReasons(_ item: Item) -> [String] {
        item.kept.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
    }

    /// The row's token; its keep reason where every use is kept, else how many are (fer0n/Unwatched:
    /// one kept `Color.black` of 37 labelled the row, while `check` reported 21 of the others: session
    /// 15's audit, F13).
    func proposal(_ item: Item) -> String {
        if let token = item.token { return token }
        let nearest = item.nearest.map { "~\($0.token) (deltaE \(cFormat("%.1f", $0.deltaE)))" } ?? "-"
        if let reason = keptReasons(item).first {
            let kept = item.kept.values.reduce(0, +)
            return kept >= item.count ? "kept fixed: \(reason)" : "\(nearest); \(kept) of \(item.count) kept fixed: \(reason)"
        }
        return nearest
    }

    func text() -> String {
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
        func padLeft(_ s: String, _ n: Int) -> String { s.count >= n ? s : String(repeating: " ", count: n - s.count) + s }
        let width = min(40, max(16, items.map(\.key.count).max() ?? 0) + 2)
        var out = ProjectSummary(project).text()
        out += padLeft("count", 6) + "  " + pad("color or member", width) + pad("kind", 19) + pad("color", 11) + "token\n"
        for item in items {
            out += padLeft(String(item.count), 6) + "  " + pad(item.key, width) + pad(item.kind.rawValue, 19)
                + pad(item.color?.description ?? "?", 11) + proposal(item)
                + (item.contexts.isEmpty ? "" : "  [\(contexts(item))]") + "  (\(item.files.count) file\(item.files.count == 1 ? "" : "s"))\n"
        }
        out += "\(items.reduce(0) { $0 + $1.count }) findings, \(items.count) distinct, in \(filesScanned) files\n"
        if !hazards.isEmpty {
            let byKind = FindingKind.hazards.compactMap { k in hazards[k].map { "\($0) \(k.rawValue)" } }.joined(separator: ", ")
            out += "appearance hazards (recolor check lists them): \(byKind)"
            out += forcedAppearance.map { "; notes, not failures: the app forces one appearance (\($0))\n" } ?? "\n"
        }
        return out
    }

    func json() -> String {
        JSONOut.object([
            ("version", .int(1)),
            ("items", .array(items.map { item in
                .object([
                    ("key", .string(item.key)), ("kind", .string(item.kind.rawValue)),
                    ("color", .optional(item.color?.description)), ("count", .int(item.count)),
                    ("contexts", .object(item.contexts.sorted { $0.key < $1.key }.map { ($0.key, JSONOut.int($0.value)) })),
                    ("files", .array(item.files.sorted().map(JSONOut.string))),
                    ("token", .optional(item.token)),
                    ("kept", .object(item.kept.sorted { $0.key < $1.key }.map { ($0.key, JSONOut.int($0.value)) })),
                    ("nearest", item.nearest.map { .object([("token", .string($0.token)), ("deltaE", .double(($0.deltaE * 100).rounded() / 100))]) } ?? .null),
                ])
            })),
            ("project", ProjectSummary(project).json()),
            ("summary", .object([("files", .int(filesScanned)), ("findings", .int(items.reduce(0) { $0 + $1.count })), ("distinct", .int(items.count))])),
        ]).render() + "\n"
    }

    func csv() -> String {
        func field(_ s: String) -> String { s.contains(where: { ",\"\n".contains($0) }) ? "\"" + s.replacing("\"", with: "\"\"") + "\"" : s }
        var out = "key,kind,color,count,contexts,files,token,nearest,deltaE,kept\n"
        for item in items {
            out += [item.key, item.kind.rawValue, item.color?.description ?? "", String(item.count), contexts(item),
                    String(item.files.count), item.token ?? "", item.nearest?.token ?? "",
                    item.nearest.map { cFormat("%.2f", $0.deltaE) } ?? "", keptReasons(item).joined(separator: "; ")].map(field).joined(separator: ",") + "\n"
        }
        return out
    }
}
