/// Where a foreground/background pair was seen in the code.
public struct PairSighting: Sendable, Equatable, Hashable {
    public var file: String
    /// The line of the foreground's use.
    public var line: Int
    public var role: ContrastRole
}

/// A foreground token and a background token that the code sets on one thing.
public struct InferredPair: Sendable, Equatable {
    public var foreground: String
    public var background: String
    public var sightings: [PairSighting]
}

/// Pairs from the code: a text-role token and a background-role token set on the same receiver
/// in one `{…}` scope (`label.textColor = X` and `label.backgroundColor = Y`), or on one
/// SwiftUI view chain (`Text(…).foregroundColor(X).background(Y)`), or in a SwiftUI container
/// with a background (`HStack { Text(…).foregroundColor(X) }.background(Y)`). Uses are the findings a rule
/// maps to a token and the tokens' own expressions, so pairs are found before and after `fix`.
package enum InferredPairs {
    package static func infer(_ files: [(file: SourceFile, reports: [Report])], expressions: TokenExpressions) -> [InferredPair] {
        var sightings: [String: [PairSighting]] = [:]
        // Each pair's sightings as a set too: `contains` on the list was linear per sighting.
        var seen: [String: Set<PairSighting>] = [:]
        var names: [String: (String, String)] = [:]
        for (file, reports) in files {
            for (fg, bg, sighting) in pairs(in: file, uses: expressions.uses(in: file, reports: reports)) {
                let key = fg + "\u{0}" + bg
                names[key] = (fg, bg)
                if seen[key, default: []].insert(sighting).inserted { sightings[key, default: []].append(sighting) }
            }
        }
        return sightings.keys.sorted().map { key in
            InferredPair(foreground: names[key]!.0, background: names[key]!.1, sightings: sightings[key]!)
        }
    }

    /// The code range of the content closure of the view a chain starts with (`HStack { … }`,
    /// `VStack(spacing: 8) { … }`), or nil.
    static func contentClosure(of root: Int, in file: SourceFile) -> Range<Int>? {
        var k = root + 1
        if file.isChar(k, "("), let close = file.matchingClose(k) { k = close + 1 }
        guard file.isChar(k, "{"), let close = file.matchingClose(k) else { return nil }
        return k..<close
    }

    /// The pairs of one file: uses grouped by the place they color; in each place every
    /// foreground token meets every background token. A SwiftUI view with no background of its
    /// own is drawn over the background of the innermost container holding it.
    static func pairs(in file: SourceFile, uses: [TokenUse]) -> [(String, String, PairSighting)] {
        var byPlace: [UseSite.Place: [(TokenUse, UseSite)]] = [:]
        var order: [UseSite.Place] = []
        guard !uses.isEmpty else { return [] }
        let braces = EnclosingBraces(file)
        let chains = ChainRoots(file)
        for use in uses {
            guard let site = UseSite.of(use.code, in: file, braces: braces, chains: chains) else { continue }
            if byPlace[site.place] == nil { order.append(site.place) }
            byPlace[site.place, default: []].append((use, site))
        }
        // SwiftUI containers with a background: `HStack { Text(…).foregroundColor(X) }.background(Y)`
        // draws X over Y. The range of the container's content closure, and its background uses.
        var containers: [(body: Range<Int>, backgrounds: [TokenUse])] = []
        for place in order {
            guard case .chain(let root) = place, let body = contentClosure(of: root, in: file) else { continue }
            let backgrounds = byPlace[place]!.filter { $0.1.role == .background }.map(\.0)
            if !backgrounds.isEmpty { containers.append((body, backgrounds)) }
        }
        // A foreground meets each background token once: the same token again made only the
        // same sighting again, which `infer` drops (4,000 uses in one scope met 4 million).
        func firstOfEachToken(_ uses: [TokenUse]) -> [TokenUse] {
            var tokens: Set<String> = []
            return uses.filter { tokens.insert($0.token).inserted }
        }
        var found: [(String, String, PairSighting)] = []
        for place in order {
            let group = byPlace[place]!
            var backgrounds = firstOfEachToken(group.filter { $0.1.role == .background }.map(\.0))
            if backgrounds.isEmpty, case .chain = place {
                // No background of its own: the innermost container's.
                for (use, _) in group.prefix(1) {
                    backgrounds = firstOfEachToken(containers.filter { $0.body.contains(use.code) }.min { $0.body.count < $1.body.count }?.backgrounds ?? [])
                }
            }
            for (use, site) in group where site.role != .background {
                for bg in backgrounds where bg.token != use.token {
                    let line = file.location(of: file.code[use.code].begin).line
                    found.append((use.token, bg.token, PairSighting(file: file.path, line: line, role: site.role)))
                }
            }
        }
        return found
    }
}
