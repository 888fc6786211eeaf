/// The name each token would have before collisions are resolved: a qualifier and the role.
/// Hues are named by hue (`blueTint`; `lightBlueTint` and `darkBlueTint` for other blues of the
/// role); grays by rank of lightness within the role, the darkest first for marks (text,
/// borders, tints) and the lightest first for surfaces (`primaryText`, `secondaryBackground`);
/// grays on the other side of the middle (white text, a black background) are `inverse…`.
/// A color with alpha adds its opacity (`primaryShadowAlpha50`).
enum Qualifiers {
    static func assign(_ tokens: [StarterDraft.Token]) -> [String] {
        var names = [String](repeating: "", count: tokens.count)
        let byRole = Dictionary(grouping: tokens.indices, by: { tokens[$0].role })
        for (role, members) in byRole {
            let roleWord = TokenNaming.roleWord(role)
            var grays: [Int] = [], hues: [String: [Int]] = [:]
            for k in members {
                guard let color = tokens[k].values[0].color else {
                    names[k] = "unknown" + roleWord
                    continue
                }
                let c = OKLCH(color)
                if c.isChromatic { hues[TokenNaming.hueName(c), default: []].append(k) } else { grays.append(k) }
            }
            // Hues: the most used of a hue (and opacity) plain, the others lighter or darker than it.
            for (hue, ks) in hues {
                let byAlpha = Dictionary(grouping: ks, by: { tokens[$0].values[0].color!.alpha })
                for (_, same) in byAlpha {
                    let lead = same.max { (tokens[$0].count, $1) < (tokens[$1].count, $0) }!
                    let leadL = OKLCH(tokens[lead].values[0].color!).lightness
                    for k in same {
                        let l = OKLCH(tokens[k].values[0].color!).lightness
                        let prefix = k == lead ? hue : (l > leadL ? "light" : "dark") + capitalized(hue)
                        names[k] = prefix + roleWord + alphaSuffix(tokens[k])
                    }
                }
            }
            let lightness = { (k: Int) in OKLCH(tokens[k].values[0].color!).lightness }
            // Grays of no role: named by tone (`blackColor`, `lightGrayColor`), numbered within one.
            if role == .color {
                let byTone = Dictionary(grouping: grays, by: { tone(lightness($0)) })
                for (tone, ks) in byTone {
                    var bases: [RGBA] = []
                    for k in ks.sorted(by: { lightness($0) < lightness($1) }) where !bases.contains(tokens[k].values[0].color!.opaque) {
                        bases.append(tokens[k].values[0].color!.opaque)
                    }
                    for k in ks {
                        let rank = bases.firstIndex(of: tokens[k].values[0].color!.opaque)!
                        names[k] = tone + roleWord + (rank == 0 ? "" : String(rank + 1)) + alphaSuffix(tokens[k])
                    }
                }
                continue
            }
            // Grays: ranked by lightness of their opaque color, on each side of the middle.
            let surface = role.isSurface
            // Mid grays are ordinary text (#808080, L 0.60); only near-white text and tints are
            // inverse. Lines and shadows of any gray are ordinary.
            let lines = role == .border || role == .separator || role == .shadow
            let expected = grays.filter { lines || (surface ? lightness($0) >= 0.5 : lightness($0) < 0.75) }
            let inverse = grays.filter { !expected.contains($0) }
            for (side, ks) in [(false, expected), (true, inverse)] {
                // Distinct opaque colors in rank order: the same gray with two opacities shares its rank.
                let order = ks.sorted { a, b in surface != side ? lightness(a) > lightness(b) : lightness(a) < lightness(b) }
                var bases: [RGBA] = []
                for k in order where !bases.contains(tokens[k].values[0].color!.opaque) { bases.append(tokens[k].values[0].color!.opaque) }
                for k in ks {
                    let rank = bases.firstIndex(of: tokens[k].values[0].color!.opaque)!
                    let qualifier = side ? (rank == 0 ? "inverse" : "inverse" + capitalized(TokenNaming.rankName(rank)))
                                         : TokenNaming.rankName(rank)
                    names[k] = qualifier + roleWord + alphaSuffix(tokens[k])
                }
            }
        }
        return names
    }

    /// A gray's tone by OKLCH lightness.
    static func tone(_ l: Double) -> String {
        switch l {
        case ..<0.05: return "black"
        case ..<0.4: return "darkGray"
        case ..<0.75: return "gray"
        case ..<0.99: return "lightGray"
        default: return "white"
        }
    }

    static func alphaSuffix(_ t: StarterDraft.Token) -> String {
        guard let a = t.values[0].color?.alpha, a != 255 else { return "" }
        return "Alpha\(TokenNaming.percent(a))"
    }

    static func capitalized(_ s: String) -> String {
        s.prefix(1).uppercased() + s.dropFirst()
    }
}
