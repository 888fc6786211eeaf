/// The names each token would have before collisions are resolved: a qualifier and the role,
/// with the alternatives to take, in order, when one is taken, and why the first was chosen.
/// - A name the app already gives the color (a palette member, a color set) is kept.
/// - Hues are named by hue (`blueTint`; `lightBlueTint`, `paleBlueTint`, `darkBlueTint`,
///   `deepBlueTint` for other blues of the role); a hue word only where the color has that hue.
/// - Grays by rank of lightness within the role, the darkest first for marks (text, borders,
///   tints) and the lightest first for surfaces (`primaryText`, `secondaryBackground`), up to the
///   fourth; later ones by their strongest context (`placeholderText`) or their lightness
///   (`paleText`); grays on the other side of the middle (white text, a black background) are
///   `inverse…`. Grays of no role by tone (`lightGrayColor`), "gray" only below chroma 0.02.
/// - A color with alpha adds a word for its opacity (`primaryShadowTranslucent`).
/// Never a numeric suffix, never an ordinal beyond `quaternary`.
enum Qualifiers {
    struct Choice: Equatable {
        /// Names to try in order; the first free one is taken.
        var candidates: [String]
        /// Why the first candidate, for the token's description.
        var reason: String
        /// The name the app itself declares this very color with (a palette member), free even
        /// where that declaration's value cannot be read.
        var own: String? = nil
        /// Whether the first candidate is the app's own name for the color (a palette member, a
        /// color set): kept as the app spells it, doubled words included (`grey_extra_extra_light`).
        var appNamed = false
    }

    /// `shownDark`: the app forces Dark, so the side it shows is the dark one: its black
    /// background is its `primaryBackground` and its white text its `primaryText`, and a white
    /// surface is the inverse one. Read by the light convention, nightguard (always dark) had
    /// `inverseBackground` for its main background and `primaryBackground` for a white badge
    /// (session 27's review, F4).
    static func assign(_ tokens: [StarterDraft.Token], shownDark: Bool = false) -> [Choice] {
        var choices = [Choice](repeating: Choice(candidates: [], reason: ""), count: tokens.count)
        let byRole = Dictionary(grouping: tokens.indices, by: { tokens[$0].role })
        for (role, members) in byRole {
            let roleWord = TokenNaming.roleWord(role)
            var grays: [Int] = [], hues: [String: [Int]] = [:]
            // A system color is named already (`systemOrange`): it takes no qualifier of a hue's.
            for k in members where tokens[k].system == nil {
                if let own = appName(tokens[k]) {
                    choices[k] = Choice(candidates: [own.name] + alternatives(tokens[k], base: own.name, roleWord: roleWord),
                                        reason: "the app's own name (\(own.from))", own: own.isMember ? own.name : nil, appNamed: true)
                    continue
                }
                guard let color = tokens[k].values[0].color else {
                    let base = "unknown" + roleWord
                    choices[k] = Choice(candidates: [base] + alternatives(tokens[k], base: base, roleWord: roleWord), reason: "value unknown")
                    continue
                }
                let c = OKLCH(color)
                // Grays of no role are named by tone, so only true grays are: a tinted one by its tint.
                let neutral = role == .color ? c.chroma < TokenNaming.neutralChroma : !c.isChromatic
                if neutral { grays.append(k) } else { hues[TokenNaming.hueName(c), default: []].append(k) }
            }
            let lightness = { (k: Int) in OKLCH(tokens[k].values[0].color!).lightness }
            // Hues: the most used of a hue (and opacity) plain, the others lighter or darker than it,
            // nearest first: light, pale; dark, deep.
            for (hue, ks) in hues {
                let byAlpha = Dictionary(grouping: ks, by: { tokens[$0].values[0].color!.alpha })
                for (_, same) in byAlpha {
                    let lead = same.max { (tokens[$0].count, $1) < (tokens[$1].count, $0) }!
                    let leadL = lightness(lead)
                    let lighter = same.filter { $0 != lead && lightness($0) > leadL }.sorted { lightness($0) < lightness($1) }
                    let darker = same.filter { $0 != lead && lightness($0) <= leadL }.sorted { lightness($0) > lightness($1) }
                    let hueWord = capitalized(hue)
                    let base = hue + roleWord + alphaSuffix(tokens[lead])
                    choices[lead] = Choice(candidates: [base] + alternatives(tokens[lead], base: base, roleWord: roleWord),
                                           reason: "by hue (\(hue)), the most used of its hue in the role")
                    // The lightness word is the color's own (light, pale, dark), not relative to the
                    // lead: Delta's #FF4200 was `paleRedColor`, #943A3A `lightRedColor`.
                    for (side, list) in [("lighter", lighter), ("darker", darker)] {
                        for k in list {
                            // Nor one that says the opposite of the side: #0433FF (L 0.49) beside the lead
                            // #0000FF (L 0.45) was `darkBlueText`, "lighter than blueText" (session 30's review B9).
                            let own = TokenNaming.hueLightnessWord(OKLCH(tokens[k].values[0].color!))
                            let opposite = side == "lighter" ? ["dark"] : ["light", "pale"]
                            let says = { (name: String) in opposite.contains { name.hasPrefix($0) || name.contains(capitalized($0)) } }
                            let word = own.map(says) == true ? nil : own
                            let first = word.map { $0 + hueWord + roleWord + alphaSuffix(tokens[k]) }
                            let rest = alternatives(tokens[k], base: hue + roleWord + alphaSuffix(tokens[k]), roleWord: roleWord).filter { !says($0) }
                            // With no lightness word of its own and no context word, the side itself (`lighterBlueFill`):
                            // Mundo's second blue gradient stop was a bare `color` (session 40, recall40i-v3).
                            let named = (first.map { [$0] } ?? []) + rest
                            choices[k] = Choice(candidates: named.isEmpty ? [side + hueWord + roleWord + alphaSuffix(tokens[k])] : named,
                                                reason: word != nil || rest.isEmpty ? "by hue (\(hue)), \(side) than \(base)"
                                                    : "by hue (\(hue)) and \(rest.first.map { "\($0)'s qualifier" } ?? "context"), \(side) than \(base)")
                        }
                    }
                }
            }
            // Grays of no role: named by tone (`blackColor`, `lightGrayColor`), the most used of a tone plain.
            if role == .color {
                let byTone = Dictionary(grouping: grays, by: { tone(lightness($0)) })
                for (tone, ks) in byTone {
                    let lead = ks.max { (tokens[$0].count, $1) < (tokens[$1].count, $0) }!
                    for k in ks {
                        let base = tone + roleWord + alphaSuffix(tokens[k])
                        let rest = alternatives(tokens[k], base: base, roleWord: roleWord)
                        // A pair that flips says its tone in each appearance (`whiteOrBlackColor`):
                        // its light tone alone lies in Dark, and with no lightness word left its
                        // alternatives may be none (Rayon's pair became a bare `color`).
                        if flips(tokens[k]), let dark = tokens[k].harvest?.colors[.dark] {
                            let darkTone = Self.tone(OKLCH(dark).lightness)
                            choices[k] = Choice(candidates: [tone + "Or" + capitalized(darkTone) + roleWord + alphaSuffix(tokens[k])] + rest,
                                                reason: "by tone in each appearance (\(tone), \(darkTone))")
                            continue
                        }
                        choices[k] = k == lead || tokens[k].values[0].color!.opaque == tokens[lead].values[0].color!.opaque
                            ? Choice(candidates: [base] + rest, reason: "by tone (\(tone))")
                            : Choice(candidates: rest, reason: "by tone (\(tone)) and another qualifier: \(base) is taken by a more used color")
                    }
                }
                continue
            }
            // Grays: ranked by lightness of their opaque color, on each side of the middle.
            let surface = role.isSurface
            // Mid grays are ordinary text (#808080, L 0.60); only near-white text and tints are
            // inverse. Lines and shadows of any gray are ordinary.
            let lines = role == .border || role == .separator || role == .shadow
            // Shown dark, the mirror: dark surfaces and light marks are expected (mid grays still ordinary text).
            let expected = grays.filter { k in
                lines || (shownDark ? (surface ? lightness(k) < 0.5 : lightness(k) >= 0.25) : (surface ? lightness(k) >= 0.5 : lightness(k) < 0.75))
            }
            let inverse = grays.filter { !expected.contains($0) }
            for (side, ks) in [(false, expected), (true, inverse)] {
                // Distinct opaque colors in rank order: the same gray with two opacities shares its rank.
                // The first rank is the one farthest from the shown background (a light app's lightest surface).
                let order = ks.sorted { a, b in (surface != side) != shownDark ? lightness(a) > lightness(b) : lightness(a) < lightness(b) }
                var bases: [RGBA] = []
                for k in order where !bases.contains(tokens[k].values[0].color!.opaque) { bases.append(tokens[k].values[0].color!.opaque) }
                for k in ks {
                    let rank = bases.firstIndex(of: tokens[k].values[0].color!.opaque)!
                    let ranks = side ? ["inverse"] + TokenNaming.ranks.dropFirst().map { "inverse" + capitalized($0) } : TokenNaming.ranks
                    let plain = (side ? "inverse" : "") + roleWord + alphaSuffix(tokens[k])
                    let rest = alternatives(tokens[k], base: side ? "inverse" + roleWord : roleWord, roleWord: roleWord)
                    if rank < ranks.count {
                        let base = ranks[rank] + roleWord + alphaSuffix(tokens[k])
                        // A pair that flips takes the next ranks of its side before any other word.
                        let next = flips(tokens[k]) ? ranks.dropFirst(rank + 1).map { $0 + roleWord + alphaSuffix(tokens[k]) } : []
                        choices[k] = Choice(candidates: [base] + next + rest, reason: "by lightness, \(rank + 1) of \(bases.count) grays of the role" + (side ? " on the other side of the middle" : ""))
                    } else {
                        choices[k] = Choice(candidates: rest.filter { $0 != plain }, reason: "grays of the role beyond the fourth (\(bases.count)) are qualified by context or lightness")
                    }
                }
            }
        }
        return orderingOpacities(choices, tokens)
    }

    /// Opacities of one color in one role whose word is the same (`Translucent` for 50 % and
    /// 70 %) are told apart in that one name, before any other word: the first to claim it (the
    /// most used) holds it; on each side of it the nearest is `stronger…`/`fainter…`, the next
    /// `strongest…`/`faintest…`, as the registry says of a name taken (`RelativeQualifiers`).
    /// nightguard's white text at 50/70/80/85 % was `inverseTextTranslucent`,
    /// `whiteTextTranslucent`, `inverseTextStrong`, `whiteTextStrong`: the second of each word
    /// from another scheme, saying nothing of how it differs (session 27's review, F17); Nook's
    /// black text at 75/60/40 % had `fainter…` and `…OrNearWhite`.
    static func orderingOpacities(_ choices: [Choice], _ tokens: [StarterDraft.Token]) -> [Choice] {
        var out = choices
        var groups: [String: [Int]] = [:]
        for k in tokens.indices where tokens[k].system == nil && !choices[k].appNamed {
            guard let color = tokens[k].values[0].color, color.alpha != 255, let first = choices[k].candidates.first else { continue }
            groups["\(tokens[k].role.rawValue)|\(color.opaque.hex(withAlpha: false))|\(first)", default: []].append(k)
        }
        for (_, ks) in groups where ks.count > 1 {
            // Names are claimed in token order: the group's first holds the plain name.
            let holder = ks.min()!, base = choices[holder].candidates[0]
            let color = { (k: Int) in tokens[k].values[0].color! }
            let above = ks.filter { color($0).alpha > color(holder).alpha }.sorted { (color($0).alpha, $0) < (color($1).alpha, $1) }
            let below = ks.filter { color($0).alpha < color(holder).alpha }.sorted { (color($0).alpha, -$0) > (color($1).alpha, -$1) }
            for (side, words) in [(above, [("stronger", "stronger"), ("strongest", "stronger still")]),
                                  (below, [("fainter", "fainter"), ("faintest", "fainter still")])] {
                for (k, (word, said)) in zip(side, words) {
                    let name = word + capitalized(base)
                    out[k].candidates = [name] + choices[k].candidates.filter { $0 != name }
                    out[k].reason = "\(base) was taken by \(color(holder).hex(withAlpha: true)); this one is \(said) (\(color(k).hex(withAlpha: true)))"
                }
            }
        }
        return out
    }

    /// Whether `t` is a pair the code chooses by the appearance whose light and dark values lie on
    /// either side of the middle, 0.4 of OKLCH lightness apart at least (BookPlayer's `useDarkVariant ? .white : .black`): a lightness
    /// or tone word names one appearance and lies in the other (`blackBackground` was white in
    /// Dark: session 21 audit F11), so it is named by role and rank alone.
    static func flips(_ t: StarterDraft.Token) -> Bool {
        guard let h = t.harvest, let light = h.colors[.light] ?? t.values[0].color, let dark = h.colors[.dark] else { return false }
        // Far apart too: stats' border #AAAAAA/#555555 (L 0.74/0.46) is a light border made a
        // little darker, and `lightBorder` says no lie of it (the regression diff renamed it).
        let l = OKLCH(light).lightness, d = OKLCH(dark).lightness
        return (l < 0.5) != (d < 0.5) && abs(l - d) >= 0.4
    }

    /// The names to try after the first: the strongest context's word (`headerText`), then the
    /// lightness (`paleText`), then both, then the color's tint word where it has one; `Alt`,
    /// `Other` last. Each keeps the token's opacity suffix.
    static func alternatives(_ t: StarterDraft.Token, base: String, roleWord: String) -> [String] {
        let alpha = alphaSuffix(t)
        var out: [String] = []
        var contexts: [String: Int] = [:]
        for v in t.values { contexts.merge(v.contexts.filter { !v.localNames.contains($0.key) }, uniquingKeysWith: +) }
        let words = contexts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.compactMap { TokenNaming.contextWord($0.key) }
        var seenWords: Set<String> = []
        let contextWords = words.filter { seenWords.insert($0).inserted }.prefix(2)
        // A colored token keeps its hue word in every alternative (`paleOrangeColor`, not `paleColor`);
        // a true gray of no role says gray (`paleGrayColor`, not `paleColor`).
        let c = t.values[0].color.map(OKLCH.init)
        let chromatic = c.map { $0.chroma >= TokenNaming.neutralChroma } ?? false
        // A hue's lightness word says its absolute lightness, "pale" only at low chroma; a gray's the ladder's.
        let light = flips(t) ? nil : c.map { chromatic ? TokenNaming.hueLightnessWord($0) ?? "mid" : TokenNaming.lightnessWord($0.lightness) }
        // Black and white are no gray to a designer (`NameTruth.hueWordsOf`): Rayon's black overlay,
        // its `blackColor` untrue of a proposed dark #F2F2F2, became `overlayGrayColor`; now `overlayColor`.
        let grayish = c.map { (0.15...0.95).contains($0.lightness) } ?? false
        let hue = chromatic ? capitalized(TokenNaming.hueName(c!)) : (roleWord == "Color" && grayish ? "Gray" : "")
        for w in contextWords { out.append(w + hue + roleWord + alpha) }
        if let light { out.append(light + hue + roleWord + alpha) }
        if chromatic, let light, let c {
            // Colors of one hue and lightness told apart by chroma: `mutedLightBlueColor`, `vividBlueColor`.
            let chroma = TokenNaming.chromaWord(c.chroma)
            if !chroma.isEmpty { out.append(chroma + hue + roleWord + alpha); out.append(chroma + capitalized(light) + hue + roleWord + alpha) }
        }
        for w in contextWords { if let light { out.append(w + capitalized(light) + hue + roleWord + alpha) } }
        // Then context, chroma and lightness together; never `alt`/`other`, which say nothing true
        // (a name still taken gets `Variant` letters from the registry).
        if chromatic, let light, let c {
            let chroma = TokenNaming.chromaWord(c.chroma)
            // A hue leaning to its neighbor says so (#FF4200 is an `orangeRedColor`).
            for shift in [12.0, -12.0] {
                var near = c
                near.hue = (c.hue + shift + 360).truncatingRemainder(dividingBy: 360)
                let word = TokenNaming.hueName(near)
                if word != TokenNaming.hueName(c) {
                    out.append(word + hue + roleWord + alpha)
                    out.append(light + capitalized(word) + hue + roleWord + alpha)
                }
            }
            for w in contextWords where !chroma.isEmpty { out.append(w + capitalized(chroma) + capitalized(light) + hue + roleWord + alpha) }
        }
        return out.filter { $0 != base }
    }

    /// The name the app itself gives the color, and where from: a palette member's name, a
    /// color set's (lower camel case, as Xcode's asset symbols are).
    static func appName(_ t: StarterDraft.Token) -> (name: String, from: String, isMember: Bool)? {
        for v in t.values {
            // A choice by the appearance takes its light arm's member name only where that name
            // holds in dark too (isowords' `ink` does; beam's `dark ? .white : .beamGreyExtraDark`
            // became `Semantic.beamGreyExtraDark`, white in Dark beside the app's own
            // `UIColor.beamGreyExtraDark`: session 22 audit F15); else it is named as any color.
            if v.isMember, let dark = t.harvest?.colors[.dark], let light = v.color ?? t.harvest?.colors[.light],
               let member = v.match.split(separator: ".").last.map(String.init), !NameTruth.holds(member, of: dark, light: light) { continue }
            if v.isMember, !v.isAlphaFunction, let member = v.match.split(separator: ".").last.map(String.init), TokenNaming.isValidIdentifier(member) {
                // A member named only by its lightness (`Gray.dark`) keeps its namespace
                // (`grayDark`), or names nothing (a role name then): `Semantic.dark` is a light
                // color in Dark Mode (GitHawk's 76 uses of `dark`: session 20 audit F9).
                let parts = v.match.split(separator: ".").map(String.init)
                // A member of a type nested in the palette keeps that type's name (`Cell.Background.normal`
                // → `backgroundNormal`): `normal` alone says nothing of what the color is for.
                if parts.count >= 3, let name = TokenNaming.namespaced(member, in: parts[parts.count - 2]) {
                    return (name, "palette member \(v.match), its nested type kept", false)
                }
                guard TokenNaming.saysOnlyLightness(member) || TokenNaming.saysNothing(member) else { return (member, "palette member \(v.match)", true) }
                if parts.count >= 2, let name = TokenNaming.namespaced(member, in: parts[parts.count - 2]) {
                    return (name, "palette member \(v.match), its namespace kept", false)
                }
                continue
            }
            // A member declared with the color names the token only where that use is the token's
            // dominant context (vlc's slider `defaultMinimumTrackLayerColor` named 62 bar whites).
            // Not one named only by its lightness (`static let light = …` in `enum Red`): false in Dark Mode.
            // Nor one that is only a color type's word (`static let color = …`): it names nothing.
            if let member = v.declaredAs.sorted().first, isDominant(member, t), !TokenNaming.saysOnlyLightness(member), !TokenNaming.saysNothing(member) {
                return (member, "the member the app declares with it", false)
            }
            if let set = v.colorSets.sorted().first {
                let name = TokenNaming.assetSymbol(set)
                if TokenNaming.isValidIdentifier(name) { return (name, "color set \(set)", false) }
            }
        }
        return nil
    }

    /// Whether `context` is used at least as often as any other context of the token.
    static func isDominant(_ context: String, _ t: StarterDraft.Token) -> Bool {
        var contexts: [String: Int] = [:]
        for v in t.values { contexts.merge(v.contexts, uniquingKeysWith: +) }
        let own = contexts[context] ?? 0
        return own > 0 && contexts.values.allSatisfy { $0 <= own }
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

    /// A word for a color's opacity, as a designer says it (`primaryShadowSubtle`), never its
    /// number (`…Alpha90` read as a version): faint below 15 %, subtle below 40 %, translucent
    /// below 75 %, strong above. Two opacities of one color in one band are told apart as any
    /// two names that collide.
    static func alphaSuffix(_ t: StarterDraft.Token) -> String {
        guard let a = t.values[0].color?.alpha, a != 255 else { return "" }
        return opacityWord(Double(a) / 255)
    }

    static func opacityWord(_ a: Double) -> String {
        switch a {
        case ..<0.15: return "Faint"
        case ..<0.4: return "Subtle"
        case ..<0.75: return "Translucent"
        default: return "Strong"
        }
    }

    static func capitalized(_ s: String) -> String {
        s.prefix(1).uppercased() + s.dropFirst()
    }
}
