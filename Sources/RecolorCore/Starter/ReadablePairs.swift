/// `init` keeps every pair it can see readable: the pairs the view structure shows (Interface
/// Builder's view tree, UIKit code, SwiftUI chains), read with the draft's tokens; a pair that
/// meets its minimum in light must meet it in dark (and dark elevated). Where a proposed dark
/// value breaks one, the proposal of one side moves in OKLCH lightness (hue and chroma kept)
/// as little as makes every pair of that token pass: a colored background under white text is
/// darkened rather than lifted. Apple's system colors keep their published values. Where no
/// lightness of either side serves, the pair is listed for the designer and for `contrast`.
extension StarterDraft {
    /// A pair the draft's tokens make, by index into `tokens`.
    struct SeenPair {
        /// Index into `tokens`, or -1 for a fixed side (`system`).
        var foreground: Int
        var background: Int
        var minimum: Double
        /// `file:line on file:line` of the first sighting.
        var place: String
        /// The side that no dark value of the draft moves: Apple's system color (`UIColor.label`)
        /// with its published values, or a color a keep rule holds (`#FFFC00`) with its one value.
        var system: (name: String, values: AppearanceValues)? = nil
        /// A pair already failing in light, held at its light ratio rather than the minimum.
        var held = false
        /// `file:line` of each sighting's foreground and background use.
        var uses: [(foreground: String, background: String)] = []
        /// A background that is a token drawn translucent over another (`glass at 40% over
        /// systemBackground`): measured composited, the token `background` its top. wakmusic's
        /// storyboard text on a panel its code paints `UIColor.white.withAlphaComponent(0.4)` was no
        /// pair for init (the subject is no token's name), which lightened the text and kept the
        /// glass white: 17.75:1 in light, 3.73:1 in dark (session 28's review, A4).
        var compositeBackground: String? = nil
        /// Read from the colors' names (`onButton` on `button`): the two keep or adapt together.
        var together = false

        /// A side's values: the token's, or the fixed side's.
        func values(foreground side: Bool, _ tokens: [Token]) -> AppearanceValues {
            if !side, let subject = compositeBackground {
                let base = { (name: String) in tokens.first { $0.name == name }?.appearance ?? FixedPairSides.plainValues(name) }
                return TranslucentSubjects.values(subject, base: base) ?? AppearanceValues()
            }
            let k = side ? foreground : background
            return k >= 0 ? tokens[k].appearance : system?.values ?? AppearanceValues()
        }

        func name(foreground side: Bool, _ tokens: [Token]) -> String {
            let k = side ? foreground : background
            return k >= 0 ? tokens[k].name : system?.name ?? ""
        }

        /// The token indices of the pair (the system side has none).
        var tokenSides: [Int] { [background, foreground].filter { $0 >= 0 } }
    }

    /// A pair whose light contrast no dark value of either token keeps.
    public struct UnreadablePair: Sendable {
        public var foreground: String
        public var background: String
        public var minimum: Double
        public var darkRatio: Double
        public var place: String
        /// The dark appearance of that ratio, as `contrast` names it (`darkElevated`): OpenTone's
        /// 2.70:1 was its elevated figure, quoted "in dark" where contrast gave 3.46:1 (session 26's review, F21).
        public var darkAppearance: Appearance = .dark

        /// What `init` says of it on stderr.
        public var message: String {
            "\(foreground) on \(background) (\(place)) reads in light but no dark value keeps it at \(cFormat("%g", minimum)):1 (\(ContrastReport.ratio(darkRatio)):1 in \(darkAppearance.rawValue)): listed in the table's pairs for review"
        }
    }

    /// The pairs the draft's tokens make, found as `contrast` finds them, each finding standing
    /// for its draft token. `intended[n]` is `reports[n]`'s token: the reports the draft is made
    /// of (the kept ones left out), never the run's whole list, which a kept color shifts.
    /// `kept`: the findings the draft's keep rules hold, each a fixed side of the pairs it is in.
    func seenPairs(_ result: RunResult, reports: [Report], intended: [String?], kept: [Report] = [], run: RunOptions? = nil) -> [SeenPair] {
        seenPairsAndGradients(result, reports: reports, intended: intended, kept: kept, run: run).pairs
    }

    /// The pairs, and the stop tokens of each gradient the search saw (`InferredPairs.Search.gradients`).
    func seenPairsAndGradients(_ result: RunResult, reports: [Report], intended: [String?], kept: [Report] = [], run: RunOptions? = nil) -> (pairs: [SeenPair], gradients: [[String]]) {
        var tokenOf: [String: String] = [:]
        for (r, token) in zip(reports, intended) {
            if let token { tokenOf[r.file + "\u{0}" + String(r.finding.range.lowerBound)] = token }
        }
        let ofReport = { (r: Report) in tokenOf[r.file + "\u{0}" + String(r.finding.range.lowerBound)] }
        var keptOf: [String: String] = [:]
        for r in kept where r.finding.choice == nil { keptOf[r.file + "\u{0}" + String(r.finding.range.lowerBound)] = KeptColorSubjects.subject(of: r.finding) }
        let ofKept = { (r: Report) in keptOf[r.file + "\u{0}" + String(r.finding.range.lowerBound)] }
        // The draft's expressions too: a token named as the app names it (`Color.isowordsBlack`)
        // is written in the code already. The themes' members read from the current theme
        // (`Theme.current.textColor`) are the harvested tokens of those members.
        let themeMembers = tokens.compactMap { t in t.harvest.flatMap { h in h.theme.flatMap { type in h.name.map { ThemeMember(type: type, label: $0, token: t.name) } } } }
        let draft = configuration(base: Configuration())
        let base = TokenExpressions(draft).adding(themeMembers)
        var files: [(file: SwiftSource, reports: [Report])] = []
        var documents: [(path: String, bytes: [UInt8], reports: [Report])] = []
        var expressions: TokenExpressions
        var stacked: Set<String> = []
        var unread: [(shown: String, disk: String)] = []
        if let run {
            // The files without findings too (a view that only reads the theme or the app's
            // members), found as `contrast` finds them.
            let collected = ContrastSources.collectAll(result, options: run, expressions: base, tokenOf: ofReport)
            files = collected.files
            documents = collected.documents
            stacked = collected.stackedOverPictures
            unread = collected.unreadSwift
            // A set of the same values as one the draft takes as a token (vonage's `tertiary`, equal
            // to `on_background`) is that token, as `contrast` reads it from the written table: the
            // toast's text on it was a pair `contrast` failed and the draft never saw (session 35).
            expressions = (collected.expressions ?? base).adding(sameValueSets: run, tokens: draft.tokens)
        } else {
            for content in result.files {
                if content.kind == .interfaceBuilder { documents.append((content.path, content.bytes, content.reports)) }
                else if content.kind == .swift { files.append((SwiftSource(path: content.path, bytes: content.bytes, diskPath: content.diskPath), content.reports)) }
            }
            expressions = base.adding(setsOf: reports, tokenOf: ofReport)
            expressions = expressions.adding(expressions.members(declaredIn: files, tokenOf: ofReport))
        }
        let subjects = InferredPairs.Subjects(ofReport: ofReport, expressions: expressions, ofKept: ofKept)
        let found = InferredPairs.search(files, documents: documents, subjects: subjects, stackedOverPictures: stacked, unread: unread)
        var index: [String: Int] = [:]
        for (k, t) in tokens.enumerated() { index[t.name] = k }
        return (found.pairs.compactMap { p in
            // A side may be Apple's system color (`.label` text on the app's yellow badge) or a
            // kept color (the app's text on a kept brand yellow): its values are fixed, the token's side moves.
            // Either at a written opacity or over another fixed color (`FixedPairSides`).
            let system = [p.foreground, p.background].first { FixedPairSides.values($0) != nil }
            // A token drawn translucent over another: its top token moves, the pair measured composited.
            let composite = index[p.background] == nil && p.background != system ? compositeTop(p.background, index) : nil
            guard let f = index[p.foreground] ?? (p.foreground == system ? -1 : nil),
                  let b = index[p.background] ?? composite ?? (p.background == system ? -1 : nil), f >= 0 || b >= 0,
                  // A shadow is drawn behind, never read: no contrast to keep for it as a foreground.
                  f < 0 || tokens[f].role != .shadow else { return nil }
            let (minimum, _) = ContrastAudit.roleMinimum(p.sightings, default: .text)
            return SeenPair(foreground: f, background: b, minimum: minimum, place: p.sightings.first?.place ?? "",
                            system: system.flatMap { name in FixedPairSides.values(name).map { (name, $0) } },
                            uses: p.sightings.map { ("\($0.file):\($0.line)", "\($0.backgroundFile ?? $0.file):\($0.backgroundLine ?? $0.line)") },
                            compositeBackground: composite == nil ? nil : p.background,
                            together: p.sightings.contains(where: \.byName))
        }, found.gradients)
    }

    /// The draft token on top of a composite subject (`glass` of `glass at 40% over page`) when
    /// every part of it is a draft token or a fixed color, else nil.
    func compositeTop(_ subject: String, _ index: [String: Int]) -> Int? {
        // A token at a written opacity over the window (`fill at 92%`): WXYC's status pill, dark-green ink on
        // `Color(…).opacity(0.92)`, was no pair for init, which lifted the ink and the fill apart (V4: 1.4:1 in dark).
        if TranslucentSubjects.parseOver(subject) == nil, let (token, _) = TranslucentSubjects.parse(subject) { return index[token] }
        guard let (top, _) = TranslucentSubjects.parseOver(subject) else { return nil }
        let parts = TranslucentSubjects.tokens(of: subject)
        guard parts.allSatisfy({ index[$0] != nil || FixedPairSides.plainValues($0) != nil }) else { return nil }
        return index[TranslucentSubjects.parse(top)?.token ?? top]
    }

    /// Moves proposed dark values until every pair passing in light passes in dark; returns the
    /// pairs no value serves. Each moved token's description names the pair that moved it.
    /// `uses`: `file:line` of every finding the draft maps, per token name: a token with uses
    /// beyond a pair's own sightings is never turned into its opposite for that pair (paperless:
    /// `inverseText` went #121212 in dark for white on the app's own dark accent, and all 11
    /// white texts of the app turned black on green and red: session 16's audit, F6). The pair
    /// is listed instead, and the token keeps its value.
    mutating func keepReadable(_ pairs: [SeenPair], uses: [String: Set<String>] = [:]) -> [UnreadablePair] {
        func passesLight(_ p: SeenPair) -> Bool {
            guard let f = p.values(foreground: true, tokens).resolved(.light), let b = p.values(foreground: false, tokens).resolved(.light) else { return false }
            return ContrastAudit.check(f, on: b, in: .light, minimum: p.minimum).passes
        }
        // A pair failing in light already must not get worse: its dark values keep at least its
        // light ratio (vlc's white on orange, 2.57:1, went 2.29 and 1.83 under the plain proposal).
        let kept = pairs.compactMap { p -> SeenPair? in
            if passesLight(p) { return p }
            guard let f = p.values(foreground: true, tokens).resolved(.light), let b = p.values(foreground: false, tokens).resolved(.light) else { return nil }
            var held = p
            held.minimum = (ContrastAudit.check(f, on: b, in: .light, minimum: p.minimum).ratio * 1000).rounded(.down) / 1000
            held.held = true
            return held
        }
        var unreadable: [String: UnreadablePair] = [:]
        for _ in 0..<4 {
            var moved = false
            for p in kept {
                guard let (worst, worstIn) = darkWorst(p, tokens), worst < p.minimum else { continue }
                // Move the side that moves least (every pair of that token kept passing).
                let options = p.tokenSides.compactMap { k -> (Int, Double, Double)? in
                    guard let l = bestLightness(k, kept) else { return nil }
                    // Holding a pair that fails in light never carries a side across the middle
                    // (bitchat's white text on a green button went #353535 in dark: the app's
                    // white on a colored control turned into its opposite, for a 2.2:1 it never met).
                    // Across from its light value, that is: a proposal that already lifted a dark
                    // background across may move back (lockwise's indigo nav bar, L 0.37, proposed
                    // 0.65 under its white titles: 7.9:1 -> 2.64:1, was refused as "crossing").
                    let lightSide = tokens[k].values[0].color.map { OKLCH($0).lightness } ?? currentLightness(k)
                    // An opaque light gray surface stays a dark one in dark: lifted above the middle for one
                    // pair it is a mid-gray screen (Sileo's light theme: its #F5F5F5 went #767676 for the
                    // theme's kept black text, and its gray tint on it fell from 6.18:1 to 1.50:1; session 28's
                    // regression read). The pair is listed instead, or the other side moves. (A colored or
                    // translucent surface may still be lifted, as the proposal lifts it.)
                    if k == p.background, tokens[k].role.isSurface, let light = tokens[k].values[0].color, light.alpha == 255,
                       !OKLCH(light).isChromatic, lightSide >= 0.5, l > 0.5 { return nil }
                    let crosses = (currentLightness(k) - 0.5) * (l - 0.5) < 0 && (lightSide - 0.5) * (l - 0.5) < 0
                    if p.held, crosses { return nil }
                    // Nor greys a text the app draws on other backgrounds for a pair it never met: DockDoor's
                    // white text (10 uses) went #767676 in dark to hold a white icon on an orange gradient
                    // stop at 2.2:1. A background (Eureka's red badge) and a text used only there still move.
                    if p.held, k == p.foreground, let all = uses[tokens[k].name].map(Self.drawnUses), all.count > Set(p.uses.map(\.foreground)).count { return nil }
                    // Nor moves a token the app draws elsewhere for a pair whose other side is Apple's system color: AmpFin's
                    // toast draws white on `Color.primary` (white on white in dark before any migration), and its other whites,
                    // the Now Playing titles over the artwork's dark blur, went #767676 with it, 1.06:1 there (session 39's
                    // intent39b-v2). The pair is listed; a token used only in such pairs still moves.
                    if p.system != nil, let all = uses[tokens[k].name].map(Self.drawnUses),
                       !all.isSubset(of: Set(p.uses.map { k == p.foreground ? $0.foreground : $0.background })) { return nil }
                    // (A color set's own `Contents.json` is where the token is defined, not drawn: counted as a
                    // use elsewhere, it refused every crossing to a set's token, and rarime's mint gradient
                    // stop kept a light dark under its text, 1.30:1, "no dark value keeps": session 30's review B7.)
                    // A surface's set crosses as the proposal for a surface does; a text set's readers elsewhere are unseen.
                    if crosses, let all = uses[tokens[k].name].map({ k == p.background ? Self.drawnUses($0) : $0 }) {
                        let own = Set(p.uses.map { k == p.foreground ? $0.foreground : $0.background })
                        if !all.isSubset(of: own) { return nil }
                    }
                    return (k, l, abs(l - currentLightness(k)))
                }
                guard let (k, l, _) = options.min(by: { $0.2 < $1.2 }) else {
                    unreadable[p.name(foreground: true, tokens) + "\u{0}" + p.name(foreground: false, tokens)] = UnreadablePair(
                        foreground: p.name(foreground: true, tokens), background: p.name(foreground: false, tokens), minimum: p.minimum, darkRatio: worst, place: p.place, darkAppearance: worstIn)
                    continue
                }
                let before = currentLightness(k)
                setDark(k, lightness: l)
                let ratio = darkRatio(p, tokens) ?? 0
                tokens[k].darkNote = "\(l < before ? "darkened" : "lightened") from L \(DarkValue.fixed(before)) so that \(p.name(foreground: true, tokens)) on \(p.name(foreground: false, tokens)) (\(p.place)) keeps \(cFormat("%g", p.minimum)):1 in dark (\(ContrastReport.ratio((ratio * 100).rounded(.down) / 100)):1)"
                moved = true
            }
            if !moved { break }
        }
        // Listed: pairs that read in light and no dark value keeps (a held failing pair is not "readable").
        let left = kept.filter { p in passesLight(p) && pairs.contains { $0.foreground == p.foreground && $0.background == p.background && $0.minimum == p.minimum && $0.system?.name == p.system?.name }
            && (darkRatio(p, tokens) ?? p.minimum) < p.minimum }
        var out: [UnreadablePair] = []
        for p in left {
            let key = p.name(foreground: true, tokens) + "\u{0}" + p.name(foreground: false, tokens)
            let worst = darkWorst(p, tokens)
            let pair = unreadable[key] ?? UnreadablePair(foreground: p.name(foreground: true, tokens), background: p.name(foreground: false, tokens),
                                                         minimum: p.minimum, darkRatio: worst?.ratio ?? 0, place: p.place, darkAppearance: worst?.appearance ?? .dark)
            guard !out.contains(where: { $0.foreground == pair.foreground && $0.background == pair.background }) else { continue }
            out.append(pair)
            for k in p.tokenSides {
                let note = "no dark value keeps \(pair.foreground) on \(pair.background) (\(pair.place)) at \(cFormat("%g", pair.minimum)):1: \(ContrastReport.ratio(pair.darkRatio)):1 in \(pair.darkAppearance.rawValue), listed in pairs"
                // A dark value that is not recolor's (the app's own color set, Apple's) keeps its
                // description, the note added: describing it anew called it recolor's proposal.
                guard isMovable(k) else {
                    if !tokens[k].description.contains(note) { tokens[k].description += "; " + note }
                    continue
                }
                tokens[k].darkNote = (tokens[k].darkNote.map { $0 + "; " } ?? "") + note
            }
        }
        for k in tokens.indices where tokens[k].darkNote != nil && isMovable(k) { tokens[k].description = StarterDraft.describe(tokens[k]) }
        return out
    }

    /// A token drafted as Apple's system color (white as `systemBackground`) whose every use is
    /// a side of a pair no dark value keeps, the other side the app's own fixed color (Unwatched's
    /// white capsule under its `PremiumText`, #5A1010 in both: 1.52:1 on Apple's black): the
    /// match is dropped and the color stays as it is in every appearance, which keeps the pair as
    /// the app draws it today. A system match with other uses stays, the pair listed.
    /// `uses`: `file:line` of every finding the draft maps, per token name. Returns the names released.
    mutating func releaseSystemMatches(_ pairs: [SeenPair], uses: [String: Set<String>]) -> [String] {
        var released: [String] = []
        for k in tokens.indices where tokens[k].system != nil && !tokens[k].darkShown {
            let mine = pairs.filter { $0.foreground == k || $0.background == k }
            guard !mine.isEmpty, let all = uses[tokens[k].name], !all.isEmpty else { continue }
            // Each of its pairs reads in light, fails in dark, and its other side no dark value moves.
            let stuck = mine.allSatisfy { p in
                let other = p.foreground == k ? p.background : p.foreground
                guard other < 0 || !isMovable(other), let ratio = darkRatio(p, tokens), ratio < p.minimum else { return false }
                let f = p.values(foreground: true, tokens).resolved(.light), b = p.values(foreground: false, tokens).resolved(.light)
                guard let f, let b else { return false }
                return ContrastAudit.check(f, on: b, in: .light, minimum: p.minimum).passes
            }
            let sides = Set(mine.flatMap { p in p.uses.map { p.foreground == k ? $0.foreground : $0.background } })
            guard stuck, all.isSubset(of: sides), let light = tokens[k].values[0].color else { continue }
            let system = tokens[k].system!.name
            // Named for what it is now: the role's fixed color (`fixedBackground`), not Apple's.
            let name = "fixed" + tokens[k].role.rawValue.prefix(1).uppercased() + tokens[k].role.rawValue.dropFirst()
            guard !tokens.contains(where: { $0.name == name }) else { continue }
            let old = tokens[k].name
            tokens[k].name = name
            tokens[k].naming = "by role: its color stays as it is (it matched Apple's \(system) in light)"
            for r in rules.indices where rules[r].token == old { rules[r].token = name }
            // The notes that listed its pairs as unkeepable no longer hold.
            for j in tokens.indices {
                tokens[j].description = tokens[j].description.components(separatedBy: "; ").filter { !($0.hasPrefix("no dark value keeps") && $0.contains(" on \(old) ") || $0.contains("keeps \(old) on ")) }.joined(separator: "; ")
                tokens[j].darkNote = tokens[j].darkNote?.components(separatedBy: "; ").filter { !($0.hasPrefix("no dark value keeps") && ($0.contains(" on \(old) ") || $0.contains("keeps \(old) on "))) }.joined(separator: "; ")
                if tokens[j].darkNote?.isEmpty ?? false { tokens[j].darkNote = nil }
            }
            tokens[k].system = nil
            tokens[k].expressions = [:]
            for f in [Framework.uikit, .appkit] where tokens[k].frameworks.contains(f) { tokens[k].expressions[f] = "Semantic." + tokens[k].name }
            if tokens[k].frameworks.contains(.swiftui) { tokens[k].expressions[.swiftui] = "Color." + tokens[k].name }
            tokens[k].appearance = AppearanceValues([.light: light, .dark: light])
            let pair = mine[0]
            tokens[k].darkAsDesigned = "as Apple's \(system) it put \(pair.name(foreground: true, tokens)) on \(pair.name(foreground: false, tokens)) (\(pair.place)) below \(cFormat("%g", pair.minimum)):1 in dark, and the other side is the app's own color"
            tokens[k].darkNote = nil
            tokens[k].description = StarterDraft.describe(tokens[k])
            released.append(tokens[k].name)
        }
        return released
    }

    /// The lowest ratio of a pair over the dark appearances either token defines.
    func darkRatio(_ p: SeenPair, _ tokens: [Token]) -> Double? {
        darkWorst(p, tokens)?.ratio
    }

    /// The lowest ratio and the dark appearance it is in (`dark` first among equals).
    func darkWorst(_ p: SeenPair, _ tokens: [Token]) -> (ratio: Double, appearance: Appearance)? {
        let f = p.values(foreground: true, tokens), b = p.values(foreground: false, tokens)
        let appearances = [Appearance.dark, .darkElevated].filter { f[$0] != nil || b[$0] != nil }
        let ratios = appearances.compactMap { a -> (ratio: Double, appearance: Appearance)? in
            guard let fv = f.resolved(a), let bv = b.resolved(a) else { return nil }
            return (ContrastAudit.check(fv, on: bv, in: a, minimum: p.minimum).ratio, a)
        }
        return ratios.min { $0.ratio < $1.ratio }
    }

    /// Whether recolor proposed the token's dark value (Apple's, the code's own pairs, kept and
    /// unknown values stay).
    /// A token's uses (`file:line`) where it is drawn: its color set's own definition left out.
    static func drawnUses(_ uses: Set<String>) -> Set<String> {
        uses.filter { !$0.contains(".colorset/Contents.json:") }
    }

    func isMovable(_ k: Int) -> Bool {
        tokens[k].system == nil && tokens[k].harvest == nil && !tokens[k].fixed && !tokens[k].darkShown && tokens[k].values[0].color != nil && tokens[k].appearance[.dark] != nil
    }

    func currentLightness(_ k: Int) -> Double { tokens[k].appearance[.dark].map { OKLCH($0).lightness } ?? 0 }

    /// The token's values with its dark value at OKLCH lightness `l` (its light value's hue and chroma).
    func darkValues(_ k: Int, lightness l: Double) -> AppearanceValues {
        var values = tokens[k].appearance
        guard let light = tokens[k].values[0].color else { return values }
        var c = OKLCH(light)
        c.lightness = l
        values[.dark] = c.rgba(alpha: light.alpha)
        if values[.darkElevated] != nil {
            c.lightness = min(1, max(l + DarkValue.elevation, DarkValue.elevatedFloor))
            values[.darkElevated] = c.rgba(alpha: light.alpha)
        }
        return values
    }

    mutating func setDark(_ k: Int, lightness l: Double) { tokens[k].appearance = darkValues(k, lightness: l) }

    /// The dark lightness nearest the current proposal at which every kept pair of token `k`
    /// passes, in steps of 0.005; nil when none does or the token's dark is not recolor's.
    func bestLightness(_ k: Int, _ pairs: [SeenPair]) -> Double? {
        guard isMovable(k) else { return nil }
        let mine = pairs.filter { $0.foreground == k || $0.background == k }
        let current = currentLightness(k)
        var trial = tokens
        var best: Double?
        for step in 0...200 {
            let l = Double(step) / 200
            trial[k].appearance = darkValues(k, lightness: l)
            guard mine.allSatisfy({ (darkRatio($0, trial) ?? $0.minimum) >= $0.minimum }) else { continue }
            if best == nil || abs(l - current) < abs(best! - current) { best = l }
        }
        return best
    }
}
