/// `recolor init`: a first `.recolor.json` from what a scan found. Every distinct color becomes a
/// token (named after the context it is used in most, its value as `light`, where and how often
/// it is used as its `description`) and a rule matching it; every palette member found, a rule
/// of its own. Each token's replacement is a semantic name to declare, per framework it is
/// used in: `Semantic.background` for UIKit and AppKit, `Color.background` for SwiftUI (the
/// team's route: declare the semantic colors, then let the rewrite use them). Core Graphics and
/// Core Image uses get no replacement and stay reported. The file is a worksheet: rename,
/// merge and fill in `dark` values before `recolor fix`.
public enum StarterConfiguration {
    public struct Entry: Equatable {
        public var token: String
        public var match: String
        public var light: String
        public var count: Int
        public var files: Int
        public var contexts: [String]
        /// The frameworks of its uses, in `Framework.allCases` order.
        public var frameworks: [Framework]
    }

    /// One entry per palette member and per distinct color (all spellings of a color at once:
    /// `.white` and `UIColor(white: 1, alpha: 1)` are one `#FFFFFF`), most used first.
    public static func entries(_ result: RunResult) -> [Entry] {
        struct Group {
            var match: String
            var color: RGBA
            var count = 0
            var files: Set<String> = []
            var contexts: [String: Int] = [:]
            var frameworks: Set<Framework> = []
            var order: Int
        }
        var groups: [String: Group] = [:]
        for (n, r) in result.allReports.enumerated() {
            guard let color = r.finding.color else { continue }  // an undecodable literal: nothing to propose
            let match = r.finding.kind == .paletteReference ? (r.finding.symbol ?? r.text) : color.hex(withAlpha: color.alpha != 255)
            var g = groups[match] ?? Group(match: match, color: color, order: n)
            g.count += 1
            g.files.insert(r.file)
            if let c = r.finding.context { g.contexts[c, default: 0] += 1 }
            if let f = r.finding.framework { g.frameworks.insert(f) }
            groups[match] = g
        }
        let sorted = groups.values.sorted { ($1.count, $0.order) < ($0.count, $1.order) }
        var taken: [String: Int] = [:]
        return sorted.map { g in
            let contexts = g.contexts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
            let base = tokenName(context: contexts.first, match: g.match)
            taken[base, default: 0] += 1
            let token = taken[base]! == 1 ? base : base + String(taken[base]!)
            return Entry(token: token, match: g.match, light: g.color.hex(withAlpha: g.color.alpha != 255),
                         count: g.count, files: g.files.count, contexts: contexts,
                         frameworks: Framework.allCases.filter(g.frameworks.contains))
        }
    }

    /// `backgroundColor` → `background`, `TintColor` → `tint`, `UIColor` → `ui`; a palette
    /// member keeps its member name; no context → `color`.
    static func tokenName(context: String?, match: String) -> String {
        if !match.hasPrefix("#"), let member = match.split(separator: ".").last { return String(member) }
        guard var name = context, !name.isEmpty else { return "color" }
        for suffix in ["Color", "color"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
        }
        // A leading run of capitals is an acronym: `UI` → `ui`, `XCTAssertEqual` → `xctAssertEqual`.
        let capitals = name.prefix { $0.isUppercase }.count
        let lowered = capitals == name.count ? name.count : max(1, capitals - 1)
        return name.prefix(lowered).lowercased() + name.dropFirst(lowered)
    }

    /// The file's text: the configuration's palettes and palette files, the tokens and the rules.
    public static func render(_ entries: [Entry], configuration: Configuration) -> String {
        let tokens: [(String, JSONOut)] = entries.map { e in
            var about = "\(e.count) use\(e.count == 1 ? "" : "s") in \(e.files) file\(e.files == 1 ? "" : "s")"
            if !e.contexts.isEmpty { about += "; " + e.contexts.prefix(5).joined(separator: ", ") }
            if !e.match.hasPrefix("#") { about += "; " + e.match }
            var replacements: [(String, JSONOut)] = e.frameworks.compactMap { f in
                switch f {
                case .uikit, .appkit: return (f.rawValue, .string("Semantic." + e.token))
                case .swiftui: return (f.rawValue, .string("Color." + e.token))
                case .coregraphics, .coreimage: return nil
                }
            }
            // A token needs a replacement to load: one used only by Core Graphics or Core Image
            // gets UIKit's, which its uses do not take (they stay reported).
            if replacements.isEmpty { replacements = [("uikit", .string("Semantic." + e.token))] }
            return (e.token, .object([("description", .string(about))] + replacements + [("light", .string(e.light))]))
        }
        let rules: [JSONOut] = entries.map { .object([("match", .string($0.match)), ("token", .string($0.token))]) }
        let root: JSONOut = .object([
            ("palettes", .array(configuration.palettes.map(JSONOut.string))),
            ("paletteFiles", .array(configuration.paletteFiles.map(JSONOut.string))),
            ("ignoreNamed", .array(configuration.ignoreNamed.map(JSONOut.string))),
            ("tokens", .object(tokens)),
            ("rules", .array(rules)),
        ])
        return root.render() + "\n"
    }
}
