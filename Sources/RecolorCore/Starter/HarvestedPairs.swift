/// The light/dark pairs the code already decides (findings that are arms of an
/// `AppearanceChoice`), read by `init` as tokens whose values come from code: never a proposal.
/// One token per pair of values; a pair that is the whole body of a static member the code
/// declares (`static var primaryText: UIColor { darkMode ? Essentials.grey10 : Essentials.grey70 }`)
/// is named after that member, which is its expression.
struct HarvestedPairs {
    /// One harvested token before naming.
    struct Pair {
        var values: [Appearance: String]
        var colors: [Appearance: RGBA] = [:]
        var roles: [ColorRole: Int] = [:]
        var contexts: [String: Int] = [:]
        var frameworks: Set<Framework> = []
        var files: Set<String> = []
        var count = 0
        /// The file:line of the first choice read.
        var from: String
        /// The declared member the choice is the body of: its qualified path and its color type;
        /// `noColor` when its declared type is a qualified one that is no color (`UIColor.Dynamic`).
        var member: (path: String, name: String, type: BaseColorType?, noColor: Bool)?
        /// The name the code gives the pair elsewhere (a theme's argument label).
        var name: String?
        /// The file of a `private`/`fileprivate` member's declaration: another file may declare a
        /// member of that name with other values (`FileScopedMembers`).
        var fileScoped: String?
        /// Where the pair was read when not from one choice (the app's light and dark themes).
        var note: String?
        /// The color set it is (a set with a dark appearance): the token's asset and expressions.
        var asset: String?
        /// The set's namespace folders, outermost first (`NamespaceFolders`): its name where the set's own is taken.
        var namespace: [String] = []
        /// The theme type whose light and dark instances give it (`Theme` of `Theme.light`/`.dark`).
        var theme: String?
        /// For the same argument of the app's light and dark themes: each theme's value as its
        /// finding writes it (match key, context) and the instance it stands in, so that the
        /// light theme's value maps to the token there and the dark theme's stays as written.
        var themeArguments: [(appearance: Appearance, match: String, context: String?, instance: String, at: String)] = []
        /// For the same argument of the app's light and dark themes, where the app never sets
        /// the appearance from the theme the user picks (`ChosenAppearance`): both themes'
        /// values stay as written, and the token is only offered.
        var userTheme = false
        /// For a helper called with members (`dynamic(light: Palette.lightRed, dark: …)`): each
        /// member's declared value and where it stands, kept there as written (`MemberArgumentPairs`).
        var declaredArguments: [(appearance: Appearance, match: String, place: String, at: String)] = []
        /// The arms that are the app's own colors (`Color.bgDarkerDarkBlue`), by appearance: their
        /// colors are read from the tree (`AppColorValues`), and no rule maps their uses alone.
        var memberArms: [Appearance: String] = [:]
        /// A pair of values an earlier pair on the other side of the drawing has (`RoleSide`): its
        /// rule is limited to `places`, the declarations holding its choices.
        var apart = false
        var places: [String] = []

        var role: ColorRole {
            let specific = roles.filter { $0.key != .color }
            return (specific.isEmpty ? roles : specific).max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? .color
        }
    }

    var pairs: [Pair] = []
    /// The findings that are values of the app's light and dark themes, or the declarations a
    /// helper called with members reads (`file|offset`): read as pairs here, never as light
    /// values of tokens of their own.
    var themeValues: Set<String> = []
    /// Values of the app's themes kept as written, each with its intent and evidence: the light
    /// theme's values its dark theme copies (`palette.accent1 = lightPalette.accent1`), the same in
    /// both appearances, and a dark theme's values with no light counterpart found, already the
    /// dark appearance's.
    var keptThemeValues: [(report: Report, intent: FixedIntent, evidence: String)] = []
    /// The light theme's values with no dark counterpart found: kept as written only where the
    /// user picks the theme (`keepUserThemes`); else they adapt.
    var loneLightThemeValues: [(report: Report, evidence: String)] = []

    /// The pairs of `result`'s findings, in the order they are first met.
    init(_ result: RunResult) {
        // The pairs of each key; a key's pairs differ by the side they are drawn on (`RoleSide`).
        var byKey: [String: [Int]] = [:]
        // Theme instances with no light and dark partner in their own file, and those files.
        var unpairedInstances: [ThemeInstances.Instance] = []
        var readForThemes: Set<String> = []
        for content in result.files {
            let reports = content.reports
            let choiceReports = reports.filter { $0.finding.choice != nil }
            let mayDeclareThemes = ThemeInstances.mayDeclare(content.bytes)
            guard !choiceReports.isEmpty || mayDeclareThemes else { continue }
            let file = SwiftSource(path: content.path, bytes: content.bytes)
            // Which types hold a member: read from the file's syntax tree, built once here.
            let tree = SyntaxTreeMemo(file: file)
            if mayDeclareThemes {
                let (themes, unpaired) = ThemeInstances.pair(ThemeInstances.instances(in: file, tree: tree, reports: reports))
                addThemes(themes)
                unpairedInstances += unpaired
                readForThemes.insert(content.path)
            }
            var pairOfRange: [Range<Int>: Int] = [:]
            let armsOfRange = Dictionary(grouping: choiceReports, by: { $0.finding.choice!.range })
            for r in choiceReports {
                let choice = r.finding.choice!
                let first = pairOfRange[choice.range] == nil
                let n: Int
                if let known = pairOfRange[choice.range] {
                    n = known
                } else {
                    let member = HarvestedPairs.member(whoseBodyIs: choice.range, in: file, tree: tree)
                    // A member's pair is its own token; other pairs of the same values are one token.
                    // A file's own member is keyed with its file: two themes' `fileprivate static let text`.
                    let scoped = member != nil && FileScopedMembers.isFileScoped(choice.range, in: file)
                    let key = member.map { "member \($0.path).\($0.name)" + (scoped ? " in \(r.file)" : "") } ?? choice.key
                    // A surface and a mark of the same values are two tokens, each named for its role.
                    let side = RoleSide(AssignedChoiceName.role(of: r, choice: choice.range, in: file))
                    if let known = byKey[key]?.first(where: { side.joins(RoleSide(pairs[$0].role)) }) {
                        n = known
                    } else {
                        n = pairs.count
                        var pair = Pair(values: choice.values, from: "\(r.file):\(r.line)", member: member)
                        if scoped { pair.fileScoped = r.file }
                        pair.apart = byKey[key] != nil
                        byKey[key, default: []].append(n)
                        pair.memberArms = choice.memberArms
                        if member == nil, let light = choice.values[.light], let dark = choice.values[.dark] {
                            // The members' shared name, else the code's own name for the choice
                            // (`var knobColor: Color { … }`), never the light arm's hue (`ChoiceOwnName`).
                            pair.name = MemberPairName.shared(light: light, dark: dark) ?? (choice.ownName != nil ? choice.ownName.flatMap(ChoiceOwnName.usable) : ChoiceOwnName.of(choice: choice.range, in: file))
                        }
                        pairs.append(pair)
                    }
                    pairOfRange[choice.range] = n
                    if pairs[n].apart, let place = DeclarationPlace.path(at: file.codeIndex(atOrAfter: choice.range.lowerBound), in: file, tree: tree.tree),
                       !pairs[n].places.contains(place) {
                        pairs[n].places.append(place)
                    }
                }
                let arms = first ? armsOfRange[choice.range] ?? [] : []
                if first {
                    // An arm's value is its own; a rider (the older system's color under
                    // `#available`, rewritten with the choice) gives none.
                    for arm in arms where arm.finding.matchKey == arm.finding.choice!.values[arm.finding.choice!.arm] {
                        if let color = arm.finding.kind == .paletteReference ? arm.finding.baseColor : arm.finding.color ?? arm.finding.baseColor {
                            pairs[n].colors[arm.finding.choice!.arm] = color
                        }
                    }
                    // An arm that is one of Apple's colors: Apple's value for its appearance.
                    for (a, written) in choice.systemArms {
                        if pairs[n].colors[a] == nil, let v = choice.values[a].flatMap(RGBA.init(mappingHex:)) { pairs[n].colors[a] = v }
                        if pairs[n].note == nil { pairs[n].note = "\(a.rawValue) \(written): Apple's published value" }
                    }
                    // An alpha the helper applies to both (`UIColor(light: A, dark: B, alpha: 0.9)`):
                    // the choice's values carry it, the arms' own colors do not.
                    for (a, v) in choice.values where pairs[n].colors[a] == nil && choice.systemArms[a] == nil && v.hasPrefix("#") {
                        if let color = RGBA(mappingHex: v) { pairs[n].colors[a] = color }
                    }
                    if let elevated = choice.values[.darkElevated].flatMap(RGBA.init(mappingHex:)), pairs[n].colors[.darkElevated] == nil,
                       choice.systemArms[.dark] != nil {
                        pairs[n].colors[.darkElevated] = elevated
                    }
                    pairs[n].count += 1
                }
                pairs[n].roles[AssignedChoiceName.role(of: r, choice: choice.range, in: file), default: 0] += 1
                if let c = r.finding.context { pairs[n].contexts[c, default: 0] += 1 }
                if let f = choice.resultFramework ?? r.finding.framework { pairs[n].frameworks.insert(f) }
                pairs[n].files.insert(r.file)
            }
        }
        addThemes(Self.themesAcrossFiles(unpairedInstances, read: readForThemes, of: result))
        FileScopedMembers.separate(&pairs)
    }

    /// The light and dark theme instances that stand in different files: a dark instance with no
    /// light partner in its file is paired with a light one of the same type declared elsewhere
    /// (pia's `static var light: Theme.Palette` in `Theme+LightPalette.swift`, `static var dark`
    /// in `Theme+DarkPalette.swift`). A file no dark word screened in is read only when it names
    /// such a type and a light word.
    static func themesAcrossFiles(_ unpaired: [ThemeInstances.Instance], read: Set<String>, of result: RunResult) -> [ThemeInstances.Theme] {
        let darkTypes = Set(unpaired.filter { ThemeInstances.kind(ofInstance: $0.name) == .dark }.map { $0.type.split(separator: ".").last.map(String.init) ?? $0.type })
        guard !darkTypes.isEmpty else { return [] }
        var instances = unpaired
        for content in result.files where !read.contains(content.path) {
            guard darkTypes.contains(where: { content.bytes.containsSequence(Array($0.utf8)) }),
                  ThemeInstances.lightWords.contains(where: { content.bytes.containsSequence(Array($0.utf8)) }) else { continue }
            let file = SwiftSource(path: content.path, bytes: content.bytes)
            instances += ThemeInstances.instances(in: file, tree: SyntaxTreeMemo(file: file), reports: content.reports)
        }
        return ThemeInstances.pair(instances).themes
    }

    /// `static var NAME: T { [return] CHOICE }`, `static var NAME: T { get { … } }` or
    /// `static let NAME[: T] = CHOICE`: the member whose whole body is the choice at `range`,
    /// with the path of the types around it (`Style.Color.Semantic`).
    static func member(whoseBodyIs range: Range<Int>, in file: SwiftSource, tree: SyntaxTreeMemo) -> (path: String, name: String, type: BaseColorType?, noColor: Bool)? {
        guard let nameIndex = WholeBodyDeclaration.nameIndex(of: range, in: file, functions: false)
                ?? WholeBodyDeclaration.nameIndex(of: wrapped(range, in: file), in: file, functions: false) else { return nil }
        guard file.codeIs(nameIndex - 2, "static") || file.codeIs(nameIndex - 2, "class") else { return nil }
        let path = enclosingTypes(at: nameIndex, in: tree.tree)
        guard !path.isEmpty else { return nil }
        // A qualified type is no color type by its first name (`UIColor.Dynamic`, a struct of Tinkoff's):
        // the member is no token's expression.
        let qualified = file.isChar(nameIndex + 1, ":") && file.isChar(nameIndex + 3, ".")
        let typeWord = file.isChar(nameIndex + 1, ":") && !qualified ? file.text(code: nameIndex + 2) : nil
        return (path.joined(separator: "."), file.text(code: nameIndex), typeWord.flatMap(BaseColorType.init(rawValue:)), qualified)
    }

    /// The range of the conversion wrapping a choice whole (`Color(UIColor { traits in … })`,
    /// `Color(uiColor: …)`, `UIColor(…)`), else the choice's own. Unwatched's share extension
    /// declares `static var shareSheetBackground: Color { Color(UIColor { traits in … }) }`: read
    /// as no member's body, the pair became `whiteColor` and `fix` replaced the app's own member's
    /// body with `Color(Semantic.whiteColor)`, in a target that does not build the generated file.
    static func wrapped(_ range: Range<Int>, in file: SwiftSource) -> Range<Int> {
        let s = file.codeIndex(atOrAfter: range.lowerBound)
        let e = file.codeIndex(atOrAfter: range.upperBound) - 1
        guard s >= 2, e >= s, e + 1 < file.code.count else { return range }
        var open = s - 1
        if file.isChar(open, ":"), open >= 2, ["uiColor", "nsColor", "cgColor"].contains(file.text(code: open - 1)) { open -= 2 }
        guard file.isChar(open, "("), file.isChar(e + 1, ")"), file.matchingOpen(e + 1) == open, open >= 1,
              BaseColorType(rawValue: file.text(code: open - 1)) != nil else { return range }
        var head = open - 1
        if head >= 2, file.isChar(head - 1, "."), file.codeIs(head - 2, "SwiftUI") { head -= 2 }
        return file.code[head].begin..<file.code[e + 1].end
    }

    /// The types around code index `k`, outermost first, when only types hold it (a member, not
    /// a local of a function or closure); else empty. (A walk from the file's start for each
    /// member made a file of many static members quadratic.)
    static func enclosingTypes(at k: Int, in tree: SyntaxTree) -> [String] {
        var names: [String] = []
        for n in tree.ancestors(of: tree.scope(at: k)) {
            let scope = tree.scopes[n]
            switch scope.kind {
            case .file: return names.reversed()
            case .type:
                guard let name = scope.name else { return [] }
                names.append(name)
            default: return []
            }
        }
        return names.reversed()
    }
}

extension HarvestedPairs {
    /// Palette members (and other members, `UIColor.brandBlue`) that are the light value of
    /// exactly one pair (a member's, or a choice between two members: `isDark ? .darkInput :
    /// .lightInput`) → that pair's index: their uses become that token. A member that is the
    /// light value of two pairs is ambiguous and gets no rule. (Being another pair's dark value
    /// is no ambiguity: the seed's blue40 is actionText's light and actionBackground's dark.)
    func memberLightValues() -> [String: Int] {
        var lightOf: [String: Set<Int>] = [:]
        for (n, p) in pairs.enumerated() where p.asset == nil && p.note == nil && p.memberArms.isEmpty {
            if let light = p.values[.light], !light.hasPrefix("#") { lightOf[light, default: []].insert(n) }
        }
        // Only a pair that is a member's whole body (the seed's `Semantic.primaryText`), or between members
        // named as one color's light and dark (`.lightInput`/`.darkInput`, `.meshFall`/`.darkMeshFall`): a choice made where a color is set
        // between two colors of their own (`spinner.color = light ? .acmeGreen : .acmeWhite`) says nothing of
        // the members' other uses, and its rule turned pia-foss/mobile-ios's connected green white in Dark
        // wherever it was used (session 37, intent37b V2). (Ambiguity is told over every pair.)
        let speaksForMember = { (p: Pair) -> Bool in
            p.member != nil || p.values[.light].flatMap { l in p.values[.dark].map { MemberPairName.namedAsOne(light: l, dark: $0) } } == true
        }
        return lightOf.compactMapValues { $0.count == 1 && speaksForMember(pairs[$0.first!]) ? $0.first! : nil }
    }

    /// Opaque colored values of the app's own color sets that are the same in light and dark on
    /// purpose (a dark entry equal to the universal one: Mammoth's brand `Gold`) → that set's
    /// pair index: the same literal in code takes the app's decision (the set, fixed) instead of
    /// tokens of its own whose proposed darks moved its gradient's stops apart. Grays are left
    /// out: a set that is white in both says nothing of every other white.
    func fixedColorSetValues() -> [String: Int] {
        var out: [String: Int] = [:]
        for (n, p) in pairs.enumerated() where p.asset != nil {
            guard let l = p.colors[.light], l == p.colors[.dark], l.alpha == 255, !FixedIntentReader.isAchromatic(l),
                  let key = p.values[.light], out[key] == nil else { continue }
            out[key] = n
        }
        return out
    }

    /// Members that are only ever the dark value of pairs (`.darkInput` of `isDark ? .darkInput :
    /// .lightInput`) → where the first such pair was read: used alone they are already the dark
    /// appearance's color, so they stay fixed (a proposed dark would invert them again).
    func memberDarkValues() -> [String: String] {
        var dark: [String: String] = [:]
        var light: Set<String> = []
        for p in pairs where p.asset == nil && p.memberArms.isEmpty {
            for (a, v) in p.values where !v.hasPrefix("#") {
                if a.isDark { if dark[v] == nil { dark[v] = p.from } } else { light.insert(v) }
            }
        }
        return dark.filter { !light.contains($0.key) }
    }

    /// The pairs as tokens, in order: a member's named after it (the name claimed here), the
    /// others unnamed (named with the draft's other tokens by role and qualifier).
    func tokens(claiming names: inout NameRegistry) -> [StarterDraft.Token] {
        // A set name two sets share (a catalog's `background` and its `Forest/background`): the
        // namespaced ones are named by their folder first, so the set the code calls by the plain name keeps it.
        let shared = Set(Dictionary(grouping: pairs.compactMap(\.asset), by: { $0 }).filter { $0.value.count > 1 }.keys)
        let named = { (p: Pair, name: String) -> [String] in
            let spaced = HarvestedPairs.namespaced(name, in: p.namespace)
            return !spaced.isEmpty && p.asset.map(shared.contains) == true ? spaced + [name] : [name] + spaced
        }
        return pairs.map { p in
            let light = p.values[.light] ?? p.values.values.first!
            var value = StarterDraft.Value(match: light, color: p.colors[.light])
            value.count = p.count
            value.files = p.files
            value.contexts = p.contexts
            value.frameworks = p.frameworks
            var t = StarterDraft.Token(name: "", role: p.role, values: [value])
            t.harvest = p
            let lightColor = p.colors[.light]
            if let member = p.member {
                // A color set's own member is the set's token: its name is the app's, not taken.
                let own = p.asset != nil && names.holders[member.name] == nil
                let candidates = named(p, member.name)
                t.name = (names.taken.contains(member.name) && !own) || candidates[0] != member.name
                    ? names.claim(candidates, value: lightColor, dark: (p.colors[.dark], nil)) : member.name
                names.taken.insert(t.name)
                if names.holders[t.name] == nil, let lightColor { names.holders[t.name] = lightColor }
            } else if let name = p.name {
                // Told apart by the dark side where the light one is taken (its value, else the member it names).
                let darkName = p.values[.dark].flatMap { $0.hasPrefix("#") ? nil : $0.split(separator: ".").last.map(String.init) }
                // A local's name becomes a member of its frameworks' color types: never one of Apple's on the type it extends (`NameRegistry.appleTypes`).
                let avoided = names.appleTypes
                names.appleTypes = NameRegistry.extendedTypes(p.frameworks)
                t.name = names.claim(named(p, name), value: lightColor, colorSet: p.asset, dark: (p.colors[.dark], darkName))
                names.appleTypes = avoided
            }
            if let why = names.qualified[t.name] { t.naming = why }
            return t
        }
    }

    /// A namespaced set's names after its own (`forestBackground`, then `colorThemesForestBackground`
    /// for `ColorThemes/Forest/background`): the folder the code calls it by tells it from the other
    /// `background`s. Measured on azkar-ios (session 34): four theme folders' `background` and
    /// `contentBackground` were `backgroundOrNearBlack`, `contentBackgroundOrDarkIndigo`, ….
    static func namespaced(_ name: String, in folders: [String]) -> [String] {
        guard let nearest = folders.last else { return [] }
        let near = AssetColorSets.tokenName(nearest + " " + name).map { [$0] } ?? []
        let all = folders.count > 1 ? AssetColorSets.tokenName((folders + [name]).joined(separator: " ")).map { [$0] } ?? [] : []
        return near + all
    }

    /// A rule for each pair (its light value as the match, the other arms beside it), the first
    /// token of a pair taking it; then each member that is the light value of one pair → its token.
    static func rules(_ tokens: [StarterDraft.Token], memberTargets: [String: Int]) -> [StarterDraft.Rule] {
        var out: [StarterDraft.Rule] = []
        var seen: Set<String> = []
        // A pair kept apart from an earlier one of the same values (`RoleSide`): a rule limited to
        // its places, before the value's rule, which takes the others.
        var apart: [StarterDraft.Rule] = []
        for t in tokens {
            guard let h = t.harvest, let light = h.values[.light] else { continue }
            var others = h.values
            others[.light] = nil
            others = others.filter { AppearanceChoice.keyed.contains($0.key) }
            if h.apart, !h.places.isEmpty {
                var rule = StarterDraft.Rule(match: light, context: nil, token: t.name, pair: others)
                rule.within = h.places.sorted()
                apart.append(rule)
                continue
            }
            guard seen.insert(AppearanceChoice.key(h.values)).inserted else { continue }
            out.append(StarterDraft.Rule(match: light, context: nil, token: t.name, pair: others))
        }
        out = apart + out
        for (member, n) in memberTargets.sorted(by: { $0.key < $1.key }) where n < tokens.count {
            out.append(StarterDraft.Rule(match: member, context: nil, token: tokens[n].name))
        }
        // The app's light and dark themes (vlc's brightPalette/darkPalette): no choice the code
        // makes, so the pair's rule matches neither value. The light theme's value is the token
        // where it stands; the dark theme's is already the dark appearance's color and stays
        // (a value rule of its own would make it a light value, inverted in Dark Mode).
        for t in tokens {
            guard let h = t.harvest else { continue }
            for arg in h.themeArguments where !arg.instance.isEmpty {
                let at = arg.at.split(separator: ":")
                if h.userTheme {
                    let evidence = "\(arg.instance)'s value of \(t.name); the app never sets the appearance from the theme it picks"
                    var rule = StarterDraft.Rule(match: arg.match, context: arg.context.map { [$0] }, token: "",
                                                 keep: FixedIntent.userTheme.reason(evidence: evidence, file: String(at.first ?? ""), line: Int(at.last ?? "") ?? 0, more: 0))
                    rule.within = [arg.instance]
                    out.append(rule)
                    continue
                }
                var rule = arg.appearance == .light
                    ? StarterDraft.Rule(match: arg.match, context: arg.context.map { [$0] }, token: t.name)
                    : StarterDraft.Rule(match: arg.match, context: arg.context.map { [$0] }, token: "",
                                        keep: FixedIntent.darkTheme.reason(evidence: "\(arg.instance)'s value of \(t.name), the token's dark value", file: String(arg.at.split(separator: ":").first ?? ""), line: Int(arg.at.split(separator: ":").last ?? "") ?? 0, more: 0))
                rule.within = [arg.instance]
                out.append(rule)
            }
        }
        // The declarations a helper called with members reads (Pulse's `lightRed`, `darkRed`):
        // the token's own values where they stand, kept as written.
        // A ternary between two constants (winston's BG_GRAD_DARK/BG_GRAD_LIGHT): the same.
        for t in tokens {
            guard let h = t.harvest else { continue }
            let chooser = h.member.map { "\($0.path).\($0.name)" } ?? "the choice at \(h.from.split(separator: "/").last ?? "")"
            for arg in h.declaredArguments {
                let at = arg.at.split(separator: ":")
                var rule = StarterDraft.Rule(match: arg.match, context: nil, token: "",
                                             keep: FixedIntent.chosenByAppearance.reason(
                                                evidence: "the \(arg.appearance.rawValue) value \(chooser) chooses (token \(t.name)), as declared",
                                                file: String(at.dropLast().joined(separator: ":")), line: Int(at.last ?? "") ?? 0, more: 0))
                rule.within = [arg.place]
                out.append(rule)
            }
        }
        return out
    }

    /// A harvested token's expressions (the member it is the body of, else the generated
    /// `Semantic.`/`Color.` name), its values as the code gives them, and its description.
    static func complete(_ t: inout StarterDraft.Token) {
        guard let h = t.harvest else { return }
        if let asset = h.asset {
            let literal = "\"" + asset.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
            t.expressions[.uikit] = "UIColor(named: \(literal))!"
            t.expressions[.swiftui] = "Color(\(literal))"
            // The app's own member of the set, for its type (`Color.loopGreen`).
            if let member = h.member, let framework = member.type?.framework { t.expressions[framework] = member.path + "." + member.name }
        } else if let member = h.member, !member.noColor {
            let path = member.path + "." + member.name
            switch member.type {
            case .uiColor?: t.expressions[.uikit] = path
                if h.frameworks.contains(.swiftui) { t.expressions[.swiftui] = "Color(uiColor: \(path))" }
            case .nsColor?: t.expressions[.appkit] = path
                if h.frameworks.contains(.swiftui) { t.expressions[.swiftui] = "Color(nsColor: \(path))" }
            case .color?: t.expressions[.swiftui] = path
            default: for f in h.frameworks where f != .coregraphics && f != .coreimage { t.expressions[f] = path }
            }
            if t.expressions.isEmpty { t.expressions[.uikit] = path }
        } else {
            for f in [Framework.uikit, .appkit] where h.frameworks.contains(f) { t.expressions[f] = "Semantic." + t.name }
            if h.frameworks.contains(.swiftui) { t.expressions[.swiftui] = "Color." + t.name }
            if t.expressions.isEmpty { t.expressions[.uikit] = "Semantic." + t.name }
        }
        t.appearance = AppearanceValues(h.colors)
        let origin = (h.asset != nil ? "light and dark from the asset catalog at " : "light and dark from code at ") + h.from
        var parts = [origin + (h.note.map { " (\($0))" } ?? "") + ": the app's own choice, not a proposal"]
        parts.append("\(h.count) choice\(h.count == 1 ? "" : "s") in \(h.files.count) file\(h.files.count == 1 ? "" : "s") as \(t.role.rawValue)")
        // Why a set no choice of the code matches is listed (Xit's 32 sets, "0 choices in 0
        // files", read as unused tokens: session 20 audit F15). Its rule matches only a choice of
        // exactly its two values, never the light value alone.
        if let asset = h.asset, h.count == 0 {
            parts.append("listed, not used by a rule today: contrast reads its values where the code or Interface Builder names \(asset), and a new light/dark choice of these two values is told to use it")
        }
        let named = h.contexts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(5).map(\.key)
        if !named.isEmpty { parts.append(named.joined(separator: ", ")) }
        let members = Appearance.allCases.compactMap { a in h.values[a].flatMap { $0.hasPrefix("#") ? nil : "\(a.rawValue) \($0)" } }
        if !members.isEmpty { parts.append(members.joined(separator: ", ")) }
        if h.userTheme, let light = h.themeArguments.first(where: { $0.appearance == .light }), let dark = h.themeArguments.first(where: { $0.appearance != .light }) {
            parts.append("offered, not applied: the app picks its \(h.theme.map { "\($0) " } ?? "")theme itself and never sets the appearance from that choice, so \(light.instance) and \(dark.instance) keep their values (\(FixedIntent.userTheme.rawValue)); set overrideUserInterfaceStyle (or preferredColorScheme) from the chosen theme, then map \(light.instance)'s value to this token")
        }
        t.description = parts.joined(separator: "; ")
    }
}

extension HarvestedPairs {
    /// The colors of the pairs' arms that are the app's own colors, read from `values`; a pair
    /// with an arm of no known value is dropped (its choice stays as the code writes it) and
    /// returned, where it was read and the arm, for `init` to say.
    mutating func resolveMemberArms(_ values: AppColorValues) -> [(from: String, written: String)] {
        var unread: [(from: String, written: String)] = []
        var kept: [Pair] = []
        next: for var p in pairs {
            for (a, written) in p.memberArms.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                guard let color = values.value(of: written, in: a) else {
                    unread.append((p.from, written))
                    continue next
                }
                p.colors[a] = color
            }
            kept.append(p)
        }
        pairs = kept
        return unread
    }
}

extension HarvestedPairs {
    /// The pairs of the app's light and dark themes kept as written in both themes: the app
    /// never sets the appearance from the theme its user picks (`ChosenAppearance`).
    mutating func keepUserThemes() {
        for k in pairs.indices where !pairs[k].themeArguments.isEmpty { pairs[k].userTheme = true }
        keptThemeValues = keptThemeValues.map { v in (v.report, v.intent == .darkTheme ? .userTheme : v.intent, v.evidence) }
        keptThemeValues += loneLightThemeValues.map { ($0.report, .userTheme, $0.evidence) }
        loneLightThemeValues = []
    }

    /// Each argument of an app's light and dark theme instances as a pair named after its label.
    mutating func addThemes(_ themes: [ThemeInstances.Theme]) {
        for theme in themes {
            for m in theme.copied {
                keptThemeValues.append((m.light, .chosenByAppearance, "\(theme.type).\(theme.darkName) copies \(theme.lightName)'s \(m.label): the same color in both appearances"))
            }
            for (label, r, dark) in theme.lone {
                if dark {
                    keptThemeValues.append((r, .darkTheme, "\(theme.type).\(theme.darkName)'s \(label), its light theme's not a color recolor reads"))
                } else {
                    loneLightThemeValues.append((r, "\(theme.type).\(theme.lightName)'s \(label), its dark theme's not a color recolor reads"))
                }
            }
            for m in theme.members {
                guard let light = m.light.finding.matchKey, let dark = m.dark.finding.matchKey else { continue }
                // The same argument with the same values in another declaration of the themes
                // (one per platform under `#if`) is the same token.
                if let same = pairs.firstIndex(where: { $0.name == m.label && $0.note != nil && $0.values == [.light: light, .dark: dark] }) {
                    for r in [m.light, m.dark] {
                        pairs[same].files.insert(r.file)
                        themeValues.insert("\(r.file)|\(r.finding.range.lowerBound)")
                    }
                    pairs[same].count += 1
                    continue
                }
                var p = Pair(values: [.light: light, .dark: dark], from: "\(m.light.file):\(m.light.line)")
                p.colors[.light] = m.light.finding.color ?? m.light.finding.baseColor
                p.colors[.dark] = m.dark.finding.color ?? m.dark.finding.baseColor
                p.name = m.label
                p.theme = theme.type
                p.note = "the \(theme.type) light and dark themes' \(m.label)"
                    + (theme.others.isEmpty ? "" : "; not merged: \(theme.type).\(theme.others.joined(separator: ", \(theme.type)."))")
                for r in [m.light, m.dark] {
                    p.roles[ColorRole(context: r.finding.context ?? m.label), default: 0] += 1
                    if let f = r.finding.framework { p.frameworks.insert(f) }
                    p.files.insert(r.file)
                    themeValues.insert("\(r.file)|\(r.finding.range.lowerBound)")
                }
                p.contexts[m.label, default: 0] += 1
                p.count = 1
                p.themeArguments = [(.light, light, m.light.finding.context, theme.lightName, "\(m.light.file):\(m.light.line)"),
                                    (.dark, dark, m.dark.finding.context, theme.darkName, "\(m.dark.file):\(m.dark.line)")]
                pairs.append(p)
            }
        }
    }
}

/// Which side of a drawing a pair's role is on: a surface (a background) or a mark drawn on one
/// (text, a tint). Two pairs of the same light and dark values on different sides are two tokens:
/// one token named for either role lies about the other (olvid's white/black discussion background
/// merged with a camera button's white/black foreground into `inverseSecondaryText`). A role that
/// says neither (`color`, a fill, a border) joins either side, as all pairs of a value did before.
enum RoleSide: Equatable {
    case surface, mark, either

    init(_ role: ColorRole) {
        switch role {
        case .background: self = .surface
        case .text, .tint: self = .mark
        default: self = .either
        }
    }

    func joins(_ other: RoleSide) -> Bool { self == .either || other == .either || self == other }
}
