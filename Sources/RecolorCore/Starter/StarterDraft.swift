/// `recolor init`'s draft of the table: the findings grouped by value and role, near-identical
/// values of a role merged, each group a token named after its role (or the Apple system color
/// it equals), with a dark value proposed, and rules ordered so that every rule can fire.
public struct StarterDraft {
    public struct Options: Sendable {
        /// Colors of one role every two of which are within this CIEDE2000 distance (and of equal
        /// alpha) become one token: the rule of `scan`'s near-duplicate groups (contract v4).
        public var mergeDeltaE = 2.0
        /// The appearance the app forces on itself, when it forces one (`UIUserInterfaceStyle Dark`):
        /// the code's colors are that appearance's values. nil: read from the run's tree.
        public var forcedStyle: Appearance?
        public init() {}
    }

    /// One thing a rule can match: a color (`#RRGGBB`, `#RRGGBBAA`) or a palette member.
    public struct Value: Sendable {
        public var match: String
        public var color: RGBA?
        public var count = 0
        public var files: Set<String> = []
        public var contexts: [String: Int] = [:]
        public var frameworks: Set<Framework> = []
        /// The asset-catalog color sets that hold it (their names are the app's own names).
        public var colorSets: Set<String> = []
        /// The members the app declares with it (`static let blue40 = UIColor(…)`): its own names.
        public var declaredAs: Set<String> = []
        /// Contexts that are a local variable's name (`let clr = …` in a function): no qualifier.
        var localNames: Set<String> = []
        /// Uses that color a grouped table's surface (`GroupedTableSurfaces`).
        var groupedTableUses = 0
        /// A palette member declared as a function of its alpha (`AlphaFunction`): its name says no opaque
        /// color, so it names no token (Windscribe's 151 whites were named `whiteWithOpacity`).
        var isAlphaFunction = false
        var isMember: Bool { !match.hasPrefix("#") }
    }

    public struct Token: Sendable {
        public var name: String
        public var role: ColorRole
        /// The values it maps, the most used first (its light value is the first's).
        public var values: [Value]
        public var system: AppleSystemColor?
        public var expressions: [Framework: String] = [:]
        public var appearance = AppearanceValues()
        public var description = ""
        /// How the name was chosen (`by hue (blue), lighter than blueTint`), for the description.
        public var naming = ""
        /// Why the dark value is not the plain proposal (a pair it keeps readable), or that none could be.
        public var darkNote: String?
        /// One value in every appearance (`"fixed": true`): a shadow's color.
        public var fixed = false
        /// The app forces Dark: the code's value is the dark value users see today, kept as it is,
        /// and the light value is the proposal.
        public var darkShown = false
        /// The platform colors its Core Graphics and Core Image uses convert (`.cgColor` of a
        /// UIColor or an NSColor, by the files' imports); empty without such uses.
        public var platforms: Set<Framework> = []
        /// The light/dark pair the code already decides, when the token is harvested from it.
        var harvest: HarvestedPairs.Pair?
        /// Why its dark value is its light one: the app is dark by design (`DarkByDesign`).
        var darkAsDesigned: String?
        /// The color set name `generate` writes where its own name's asset symbol is a member the
        /// app declares (`SymbolSafeAssets`).
        var symbolSafeAsset: String?
        /// A color set name it holds is also another token's (one leaf name in several namespace folders,
        /// `Gradient/Connected/start` and `Gradient/Error/start`): no such set is its asset (`ownColorSet`).
        var sharesSetName = false
        public var count: Int { values.reduce(0) { $0 + $1.count } }
        public var frameworks: Set<Framework> { values.reduce(into: []) { $0.formUnion($1.frameworks) } }
    }

    public struct Rule: Sendable, Equatable {
        public var match: String
        public var context: [String]?
        /// Empty for a rule that keeps its matches (`keep`).
        public var token: String
        /// Why the matches stay fixed (`FixedIntent`'s reason), for a keep rule.
        public var keep: String? = nil
        /// For a light/dark choice the code makes: the other arms (`dark`, …); match is the light one.
        public var pair: [Appearance: String] = [:]
        /// The declarations a keep rule is limited to (`"in"`).
        public var within: [String]? = nil
    }

    public var tokens: [Token] = []
    /// Tokens of the table `init --force` replaces that the code names and the draft lacks
    /// (`noteNamedTokens`): said on stderr, so that the user copies them back.
    package var namedButDropped: [(token: Configuration.SemanticToken, site: String)] = []
    public var rules: [Rule] = []
    /// Findings whose color cannot be known (an undecodable literal): listed, never matched.
    public var unknownColors: [Report] = []
    /// Findings no rule of the draft maps to their token (should be none; said on stderr).
    public var unmapped: [Report] = []
    /// Where `generate` writes the tokens (`GenerateDefaults`), unless the table says already.
    public var generate: Configuration.GenerateTargets?
    /// Pairs passing in light that no dark value keeps passing: written to the table's `pairs`.
    public var unreadable: [UnreadablePair] = []
    /// The pairs the view structure shows, with the draft's tokens.
    var pairsSeen: [SeenPair] = []

    /// The tokens whose name is not the first they would take, and why (`init`'s summary).
    public var namingNotes: [String] {
        tokens.filter { $0.naming.contains(" was taken") }.map { "\($0.name): \($0.naming)" }
    }
    /// The findings kept fixed by keep rules, and the sites meant fixed that no rule can keep.
    var kept = KeptColors()
    /// Arms of the code's own tests of the appearance that `fix` keeps as written.
    var appearanceArms: [Report] = []
    /// Choices by the appearance beside an app color whose value recolor cannot read (where
    /// read, the arm): kept as written, no pair harvested, no value guessed.
    var unreadMemberArms: [(from: String, written: String)] = []
    /// The uses that show the app dark by design, when they do: its colors keep their values.
    var darkByDesign: DarkByDesign?
    /// The run's palettes: a rule's match names a member of a type nested in one by its path from it.
    var palettes: [String] = []

    /// The draft for a run's findings. `declared`: the tree's static members per type, which
    /// no token expression may name.
    /// `run`: the run's options, to read the color sets that have a dark appearance (existing tokens).
    public static func build(_ given: RunResult, declared: DeclaredMembers, configuration: Configuration,
                             options: Options = Options(), run: RunOptions? = nil) -> StarterDraft {
        var draft = StarterDraft()
        draft.palettes = configuration.palettes
        // A color passed to the app's own function takes the role of where the function puts it;
        // one a function returns, the role of where its calls go.
        // PropertyFlows last: a receiver the others name (a spinner's `color`) keeps their reading.
        let result = PropertyFlows.annotated(GradientStopColors.annotated(SpinnerColors.annotated(ReturnFlows.annotated(ParameterFlows.annotated(given, run: run), run: run))), run: run)
        // An app that forces Dark shows the code's colors in dark: they are the dark values, and
        // the light ones are proposed (Swift-Radio-Pro's white ring became #1F1F1F in the only
        // appearance it shows when the code's value was taken for light).
        let shown: Appearance = (options.forcedStyle ?? run.flatMap { forcedStyle($0, run: given) }) == .dark ? .dark : .light
        // Colors meant fixed (data, media surfaces, shadows, scrims, brand, computed) get keep
        // rules, not tokens; the draft is made of the others. Hazards are no colors to draft.
        let sets = run.map(AssetColorSets.readAll) ?? []
        // A color set's finding says no role: the code that draws the set does; and the app's
        // members declared as a set give the values of the choices that name them.
        let setUses = run.map { ColorSetUses.read($0, sets: Set(result.allReports.filter { $0.finding.kind == .assetColor }.compactMap(\.finding.context)).union(sets.map(\.name))) }
        var armSets = setUses?.arms ?? ColorSetUses.ArmSets()
        armSets.ramps = PaletteRamps.members(sets.map { ($0.name, $0.path) } + result.allReports.filter { $0.finding.kind == .assetColor }.compactMap { r in
            r.finding.context.map { ($0, r.file) }
        }, drawn: (setUses?.drawn ?? []).union(setUses?.named ?? []))
        draft.kept = KeptColors.split(result.allReports.filter { !$0.finding.kind.isHazard }, sources: result.files,
                                      represented: run.map { RepresentedViews(run: $0) },
                                      project: run.map { ForcedAppearance.markingScopedDarkTargets(result.project, sites: ForcedAppearance.find($0, run: given)) } ?? result.project,
                                      cwd: run?.cwd ?? "/",
                                      armSets: armSets, stacked: run.map { StackedViews(run: $0) },
                                      overPictures: run.map { InterfaceBuilderOverPictures(run: $0) },
                                      forcedDark: run.map { InterfaceBuilderForcedDark(run: $0) },
                                      swiftUIForcedDark: run.map { r in SwiftUIForcedDarkViews(run: r, sites: { ForcedAppearance.find(r, run: given) }, project: result.project) },
                                      snapshots: run.map { TemplateSnapshots(run: $0) },
                                      paletteFiles: run.map { r in result.paletteDeclaringFiles.compactMap { path in
                                          guard case .success(let bytes) = TextFile.read(path.hasPrefix("/") ? path : PathText.join(r.cwd, path), shownAs: path) else { return nil }
                                          return (path, bytes)
                                      } } ?? [],
                                      launchScreens: run.map { LaunchScreenSets(run: $0) } ?? LaunchScreenSets(),
                                      restOfTree: run.map { r in { QuietSources.read(r, besides: result.files) } },
                                      forcedSites: run.map { r in { ForcedAppearance.find(r, run: given) } })
        // An arm of the code's own test of the appearance that no pair replaces is kept by `fix`
        // whatever the table says: no token's value, and no site the draft makes adapt.
        draft.appearanceArms = result.allReports.filter { $0.finding.isChosenByAppearanceAlone && !$0.finding.kind.isHazard }
        draft.kept.unkept.removeAll { $0.report.finding.isChosenByAppearanceAlone }
        draft.kept.rest.removeAll { $0.finding.isChosenByAppearanceAlone }
        draft.kept.releaseMediaBesideAdapting(sources: result.files)
        // 0. The pairs the code already decides, and the palette members that are the light
        //    value of exactly one of them (grey70 → primaryText); a member only ever a dark arm
        //    is kept fixed where it is used alone.
        var harvested = HarvestedPairs(result)
        // The app's light and dark theme instances follow the appearance only where the app sets
        // it from the chosen theme; otherwise both stay as written (`ChosenAppearance`).
        if harvested.pairs.contains(where: { !$0.themeArguments.isEmpty }) {
            let sites = run.map(ChosenAppearance.find) ?? result.files.flatMap { ChosenAppearance.sites(path: $0.path, bytes: $0.bytes) }
            if ChosenAppearance.choosing(sites) == nil { harvested.keepUserThemes() }
        }
        harvested.addMemberArguments(result, declared: declared)
        harvested.addMemberTernaries(result)
        harvested.addColorSets(sets.compactMap { s in s.dark.map { AssetColorSets.Set_(name: s.name, path: s.path, light: s.light, dark: $0, namespace: s.namespace) } },
                               ownMembers: setUses?.ownMembers ?? [:])
        var appValues = AppColorValues(sets: sets, reports: result.allReports, files: result.files)
        for (member, set) in setUses?.members ?? [:] { appValues.members[member, default: []].insert(.colorSet(set)) }
        draft.unreadMemberArms = harvested.resolveMemberArms(appValues)
        // A literal takes a fixed color set of its value only where the code draws that set: a set
        // no code names is no decision about the literal (r7's stop of a brand gradient became the
        // unrelated `Color("TileColor")`, BookPlayer's the Siri tile's set: session 21 audit F7/F16).
        let drawnSets = setUses?.drawn ?? []
        let fixedSets = harvested.fixedColorSetValues().filter { harvested.pairs[$0.value].asset.map(drawnSets.contains) == true }
        // A member's uses alone take its pair's token only in the pair's role (`LoneMemberUses`).
        let memberTargets = harvested.targetsInTheirPairsRole(harvested.memberLightValues(), reports: draft.kept.rest)
            .merging(fixedSets) { member, _ in member }
        draft.kept.keepDarkArms(harvested.memberDarkValues())
        draft.kept.keepRunTimeMembers()
        var themePlaces = ReportPlaces(result.files)
        draft.kept.keepThemeValues(harvested.keptThemeValues) { themePlaces.place(of: $0) }
        let reports = draft.kept.rest
        // Files of AppKit code: where a Core Graphics use takes NSColor's conversion, not UIColor's.
        let appKitFiles = Set(result.files.filter { AppKitCode.isAppKitOnly($0.bytes) }.map(\.path))
        let bytesByPath = Dictionary(result.files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
        // 1. Values, per role they are used in.
        var uses: [String: [ColorRole: Value]] = [:]
        var valueOrder: [String] = []
        let setRoles = setUses?.roles ?? [:]
        var locals = LocalNames()
        let groupedSurfaces = GroupedTableSurfaces.sites(reports, files: bytesByPath)
        // A static member its own file draws as a surface only is a surface (`MemberUseRoles`).
        let memberRoles = MemberUseRoles.roles(reports.compactMap { r in
            guard r.finding.choice == nil, r.finding.kind != .assetColor, ColorRole(finding: r.finding) == .color, let name = r.finding.context,
                  let bytes = bytesByPath[r.file], StarterDraft.isDeclaration(of: name, before: r.finding.range.lowerBound, in: bytes) else { return nil }
            return (r.file, name)
        }, bytes: bytesByPath)
        // A stored member whose name says no role, or only by abbreviation, takes the role its reads give (`StoredMemberReadRoles`).
        let readRoles = StoredMemberReadRoles.roles(reports.compactMap { r in
            guard r.finding.choice == nil, r.finding.kind != .assetColor, r.finding.kind != .ibColor, !r.finding.kind.isHazard, let bytes = bytesByPath[r.file],
                  let name = r.finding.context ?? StoredMemberReadRoles.computedProperty(at: r.finding.range.lowerBound, in: bytes),
                  StoredMemberReadRoles.isWeak(name), memberRoles[r.file + "|" + name] == nil,
                  StarterDraft.isDeclaration(of: name, before: r.finding.range.lowerBound, in: bytes, staticOnly: false)
                    || StoredMemberReadRoles.isComputedValue(of: name, at: r.finding.range.lowerBound, in: bytes),
                  // A static member is a palette's, read in its own file (`MemberUseRoles`).
                  !StarterDraft.isDeclaration(of: name, before: r.finding.range.lowerBound, in: bytes) else { return nil }
            return (r.file, name, r.finding.range.lowerBound)
        }, files: result.files.filter { $0.kind == .swift }.map { ($0.path, $0.bytes) })
        // Findings whose role their reads gave: their token is the one of that role (repro v2's arm
        // `case .normal: return .inkViolet`, read as `tintColor = style.color`, kept the member's background token).
        var readRoleAt: [String: ColorRole] = [:]
        for r in reports where r.finding.choice == nil {
            guard let key = valueKey(r.finding) else { draft.unknownColors.append(r); continue }
            if memberTargets[key] != nil || harvested.themeValues.contains("\(r.file)|\(r.finding.range.lowerBound)") { continue }
            var role = ColorRole(finding: r.finding)
            if role == .color, r.finding.kind == .assetColor, let set = r.finding.context, let used = setRoles[set] { role = used }
            if role == .color, let name = r.finding.context, let used = memberRoles[r.file + "|" + name] { role = used }
            if let name = r.finding.context ?? (readRoles.isEmpty ? nil : bytesByPath[r.file].flatMap { StoredMemberReadRoles.computedProperty(at: r.finding.range.lowerBound, in: $0) }),
               let used = readRoles[r.file + "|" + name], StoredMemberReadRoles.isWeak(name) {
                role = used
                readRoleAt["\(r.file)|\(r.finding.range.lowerBound)"] = used
            }
            // A color set is a value of its own, matched by its name alone: two sets of one value
            // stayed one token named after one of them, whose rule was the catch-all for the value
            // (Xit's jumpActive, a web view's pressed glyph, took refGradientStart and every white
            // in code: session 20 audit F18). The same name in two catalogs is one set.
            let slot = r.finding.kind == .assetColor ? r.finding.context.map { key + "|set " + $0 } ?? key : key
            if uses[slot] == nil { valueOrder.append(slot) }
            var v = uses[slot]?[role] ?? Value(match: key, color: valueColor(r.finding))
            v.count += 1
            if r.finding.kind == .paletteReference, r.finding.alphaArgument != nil { v.isAlphaFunction = true }
            v.files.insert(r.file)
            if groupedSurfaces.contains("\(r.file)|\(r.finding.range.lowerBound)") { v.groupedTableUses += 1 }
            if let c = r.finding.context {
                v.contexts[c, default: 0] += 1
                if role == .color, let bytes = bytesByPath[r.file], locals.isLocal(r, bytes: bytes) { v.localNames.insert(c) }
            }
            if let f = r.finding.framework { v.frameworks.insert(f) }
            // A color literal in code built for iOS and macOS is both platforms' color type.
            v.frameworks.formUnion(r.finding.platformFrameworks)
            if r.finding.kind == .assetColor, let set = r.finding.context { v.colorSets.insert(set) }
            // (A member whose role its uses give keeps its own name: `MemberUseRoles`.)
            // (A function of its alpha, `static func whiteWithOpacity(opacity:)`, names no opaque color: Windscribe's
            // plain whites were named `whiteWithOpacity` after it.)
            if role == .color || memberRoles[r.file + "|" + (r.finding.context ?? "")] == role, r.finding.alphaArgument == nil, let name = r.finding.context, let bytes = bytesByPath[r.file],
               StarterDraft.isDeclaration(of: name, before: r.finding.range.lowerBound, in: bytes) { v.declaredAs.insert(name) }
            uses[slot, default: [:]][role] = v
        }
        // A chromatic color set drawn in no role of its own whose value the code draws takes the
        // code's role: the same brand color (IceCubesApp's tint beside its AccentColor set) is
        // one token; a neutral never joins (`neutralBesideColorSet`).
        for slot in valueOrder {
            guard let roles = uses[slot], roles.count == 1, let v = roles[.color], !v.colorSets.isEmpty,
                  let c = v.color, OKLCH(c).isChromatic, let code = uses[v.match],
                  let role = code.filter({ $0.key != .color }).max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) })?.key else { continue }
            uses[slot] = [role: v]
        }
        // 2. Each value's principal role (the commonest of those that say something) takes the
        //    uses that say nothing (`.color`); its other roles get rules limited to their contexts.
        var byRole: [ColorRole: [Value]] = [:]
        var secondary: [(key: String, role: ColorRole, contexts: [String])] = []
        for key in valueOrder {
            let roles = uses[key]!
            let specific = roles.filter { $0.key != .color }
            // A shadow's token is fixed (`KeptColors.fixShadow`): never the one a use that says
            // nothing falls back to, while the value has a role that adapts (black drawn as
            // shadows 11 times and as text once is text where nothing says otherwise).
            let adaptive = roles.filter { $0.key != .shadow }
            let adaptiveSpecific = adaptive.filter { $0.key != .color }
            let candidates = !adaptiveSpecific.isEmpty ? adaptiveSpecific : !adaptive.isEmpty ? adaptive : roles
            // A black that is text somewhere is text where nothing says otherwise: a black
            // background kept black in Dark Mode is still a surface, black text vanishes.
            let blackText = candidates[.text] != nil && candidates[.text]!.color.map(FixedIntentReader.isBlack) == true
            let principal = blackText ? .text : candidates.max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }!.key
            var main = roles[principal]!
            if principal != .color, let generic = roles[.color] {
                main.count += generic.count
                main.files.formUnion(generic.files)
                main.contexts.merge(generic.contexts, uniquingKeysWith: +)
                main.frameworks.formUnion(generic.frameworks)
                main.colorSets.formUnion(generic.colorSets)
                main.declaredAs.formUnion(generic.declaredAs)
                main.localNames.formUnion(generic.localNames)
            }
            byRole[principal, default: []].append(main)
            for (role, v) in specific where role != principal {
                secondary.append((v.match, role, v.contexts.keys.sorted()))
                byRole[role, default: []].append(v)
            }
        }

        // 3. Merge near-identical values of a role into tokens: complete link, as `scan`'s
        //    near-duplicate groups (every two values of a token within the distance, never a chain).
        //    Never the two arms of one choice (`isSelected ? A : B`): two states the code shows.
        let apart = ChoiceArms.apart(reports, bytesByPath: bytesByPath)
        let setOfMember = ColorSetMemberGroups.setsLookedUp(declared)
        var groups: [(role: ColorRole, values: [Value])] = []
        for role in ColorRole.allCases {
            let sorted = (byRole[role] ?? []).sorted { ($0.count, $1.match) > ($1.count, $0.match) }
            // Nor two of the app's own color sets: each keeps its name and its own dark (LN-Zap's
            // seaBlue and seaBlueSkeleton, 1.98 apart, are a loading shimmer's two ends; merged, one
            // dark was written into both and the shimmer went flat: session 15's audit, F23).
            let clusters = CompleteLinkGroups.groups(sorted.map(\.color), threshold: options.mergeDeltaE, blended: true, apart: { a, b in
                let setsA = ColorSetMemberGroups.sets(of: sorted[a], setOfMember), setsB = ColorSetMemberGroups.sets(of: sorted[b], setOfMember)
                if !setsA.isEmpty, !setsB.isEmpty, setsA.isDisjoint(with: setsB) { return true }
                if StarterDraft.neutralBesideColorSet(sorted[a], sorted[b]) { return true }
                return apart.contains(sorted[a].match + "|" + sorted[b].match)
            })
            groups += clusters.map { (role, $0.map { sorted[$0] }) }
        }
        // A color set and the palette members looking it up are one token (`ColorSetMemberGroups`).
        let setMembers: Set<String>
        (groups, setMembers) = ColorSetMemberGroups.merge(groups, declared: declared)
        groups.sort { a, b in
            let ca = a.values.reduce(0) { $0 + $1.count }, cb = b.values.reduce(0) { $0 + $1.count }
            return (ca, b.values[0].match) > (cb, a.values[0].match)
        }

        // 4. Tokens: the members harvested keep their names, system colors first, then names by
        //    role and qualifier.
        var names = NameRegistry(declared: declared)
        let symbolsOn = result.project.targets.contains { $0.assetSymbols == true }
        let harvestedTokens = harvested.tokens(claiming: &names)
        // An app dark by design keeps its colors: no Apple color that adapts, no proposed dark.
        var design = DarkByDesign(groups)
        var counted: Set<String> = []
        for set in sets where set.dark != nil && counted.insert(set.name).inserted {
            design.countAdaptive(light: set.light, roles: setUses?.roleCounts[set.name] ?? [:])
        }
        draft.darkByDesign = shown == .light && design.holds ? design : nil
        // A system color's token holds only the values equal to it (±1 per channel, as the
        // match): a near value merged into it took Apple's light value, and `fix` changed how the
        // app looks in light (GitHub's grouped #F6F8FA under white cells became #FFFFFF, ΔE00
        // 1.91: session 20 audit F6). The others stay a group of their own (still complete-link).
        // A system color exists on every platform the token's files build for (`SystemColorPlatforms`).
        let importsUIKit = result.files.contains { s in Framework.uikit.importModules.contains { s.bytes.containsSequence(Array("import \($0)".utf8)) } }
        let treeIsAppKit = !appKitFiles.isEmpty && !importsUIKit
        let diskPaths = Dictionary(result.files.map { ($0.path, $0.diskPath) }, uniquingKeysWith: { a, _ in a })
        let shipsOn = { (t: Token) in
            SystemColorPlatforms.platforms(files: t.values.reduce(into: Set<String>()) { $0.formUnion($1.files) }, project: result.project,
                                           diskPaths: diskPaths, treeIsAppKit: treeIsAppKit)
        }
        // A system color whose name the app gives a type of its own in the color type's extension is no token's (`ShadowedSystemNames`).
        let shadowed = run.map(ShadowedSystemNames.find) ?? ShadowedSystemNames.find(result.files.map { ($0.path, $0.bytes) })
        let fitting = { (t: Token) -> (AppleSystemColor) -> Bool in
            let platforms = shipsOn(t)
            let frameworks = t.frameworks.union(t.platforms)
            return { SystemColorPlatforms.fits($0, frameworks: frameworks, platforms: platforms) && !ShadowedSystemNames.shadows(shadowed, $0) }
        }
        // Most uses on a grouped table's surfaces: Apple's grouped family first.
        let grouped = { (t: Token) in
            2 * t.values.reduce(0) { $0 + $1.groupedTableUses } > t.count
        }
        // An app that forces Dark matches no system color: its colors are its dark theme, fixed below.
        if shown == .light && !design.holds {
            groups = groups.flatMap { g -> [(role: ColorRole, values: [Value])] in
                var t = Token(name: "", role: g.role, values: g.values)
                t.platforms = platforms(of: t, appKitFiles: appKitFiles)
                guard g.values.count > 1, let color = g.values[0].color,
                      let system = AppleSystemColors.match(color, role: g.role, frameworks: t.frameworks.union(t.platforms), shown: shown, fitting: fitting(t), preferGrouped: grouped(t)),
                      let apple = system.values[shown] else { return [g] }
                let equal = g.values.filter { $0.color.map { AppleSystemColors.close($0, apple) } ?? false }
                let near = g.values.filter { !($0.color.map { AppleSystemColors.close($0, apple) } ?? false) }
                return near.isEmpty ? [g] : [(g.role, equal), (g.role, near)]
            }
        }
        var tokens = groups.map { g -> Token in
            var t = Token(name: "", role: g.role, values: g.values)
            t.platforms = platforms(of: t, appKitFiles: appKitFiles)
            // An app that forces Dark in its settings matches its colors as dark values below.
            if shown == .light && design.holds {
                t.darkAsDesigned = "the app is dark by design (\(design.evidence)): its colors are already its dark ones"
            } else if shown == .light, let color = g.values[0].color,
               let system = AppleSystemColors.match(color, role: g.role, frameworks: t.frameworks.union(t.platforms), shown: shown, fitting: fitting(t), preferGrouped: grouped(t)),
               names.claimSystem(system.name) {
                t.system = system
                t.name = system.name
            }
            return t
        }
        let harvestBase = tokens.count
        tokens += harvestedTokens
        // Names read the value the token holds: a forced Dark app's colors are fixed at the value
        // it shows (`ForcedDarkFixed`), so a name read from a proposed light lied about it (NewTerm's
        // fixed black text was named `whiteColor`, session 26).
        let qualified = Qualifiers.assign(tokens, shownDark: shown == .dark)
        for k in tokens.indices where tokens[k].system == nil && tokens[k].name.isEmpty {
            let choice = qualified[k]
            let own = tokens[k].values.lazy.compactMap { $0.declaredAs.sorted().first }.first ?? choice.own
            // A palette member keeps its name (its uses are the app's own name for the color);
            // the symbol clash is generate's to refuse, naming the asset key to set.
            names.avoidsAssetSymbols = symbolsOn && !tokens[k].values.contains { $0.isMember }
            // A palette member's name too: `Shades.primary` (a brand blue) named `primary` was
            // `Color.primary`, SwiftUI's label color, in every rewritten site (Concordium, session 30's review A1).
            names.appleTypes = NameRegistry.extendedTypes(tokens[k].frameworks)
            // A harvested pair is told apart by its dark side where its light one is taken.
            let dark = tokens[k].harvest.map { h in
                (h.colors[.dark], h.values[.dark].flatMap { $0.hasPrefix("#") ? nil : $0.split(separator: ".").last.map(String.init) })
            }
            // A color set's own name is not taken by the app's member declared as that set
            // (focus-ios's `static let grey10 = UIColor(named: "Grey10")!` made the set's token
            // `nearWhiteBackground`, 25 sets renamed so: session 21 audit F7).
            let set = tokens[k].values.lazy.compactMap { $0.colorSets.sorted().first }.first
            // A pair that flips is told apart by no tone of its light value (`Qualifiers.flips`).
            let value = Qualifiers.flips(tokens[k]) ? nil : tokens[k].values[0].color
            // Each word once, and a lightness or hue word true of the dark value the code gives
            // (`NameTruth`); the app's own name stays as the app spells it (`Qualifiers.appName`
            // takes an arm's member name for a choice only where it holds in dark).
            let light = tokens[k].values[0].color, darkColor = tokens[k].harvest?.colors[.dark]
            // A proposal's dark says no tone word false (`NameTruth.tonesHold`): Nook's black text
            // at 40 % was `blackTextTranslucent`, #F2F2F266 in Dark (session 25 audit F20).
            let proposed = tokens[k].harvest == nil && shown == .light && tokens[k].darkAsDesigned == nil && tokens[k].role != .shadow
                ? light.map { DarkValue.propose(for: $0, role: tokens[k].role).dark } : nil
            let toneHolds = { (name: String) -> Bool in proposed.map { NameTruth.tonesHold(name, of: $0) } ?? true }
            let truthful = { (name: String) -> Bool in
                !NameTruth.doublesAWord(name) && toneHolds(name) && (light == nil || darkColor == nil || NameTruth.holds(name, of: darkColor!, light: light!))
            }
            var candidates = choice.candidates.enumerated().flatMap { n, c -> [String] in
                let appName = n == 0 && choice.appNamed
                guard let light, let darkColor else { return !appName && NameTruth.doublesAWord(c) ? [] : [c] }
                if appName { return [c] }
                return NameTruth.forms(c, dark: darkColor, light: light)
            }
            if let proposed, let light, !(choice.appNamed && candidates.first == choice.candidates.first) {
                let held = candidates.filter(toneHolds)
                // No candidate true in dark: its near tone said as the next lightness (`NameTruth.softeningNearTones`)
                // before a name saying the proposal after `Or`.
                var softened: [String] = []
                for c in candidates { if let s = NameTruth.softeningNearTones(c), toneHolds(s), !NameTruth.doublesAWord(s), !softened.contains(s) { softened.append(s) } }
                candidates = !held.isEmpty || candidates.isEmpty ? held
                    : !softened.isEmpty ? softened : NameTruth.forms(candidates[0], dark: proposed, light: light)
            }
            tokens[k].name = names.claim(candidates, value: value, own: own, colorSet: set, dark: dark ?? proposed.map { (Optional($0), String?.none) }, truthful: truthful)
            tokens[k].naming = tokens[k].name == choice.candidates.first ? choice.reason
                : names.qualified[tokens[k].name] ?? (candidates.first == choice.candidates.first || choice.candidates.isEmpty
                    ? "\(choice.candidates.first.map { "\($0) was taken" } ?? choice.reason), qualified instead"
                    : "\(choice.candidates[0]) would not be true of \(darkColor.map { "its dark value \($0.hex(withAlpha: $0.alpha != 255))" } ?? "the color"), qualified instead")
        }
        // A token drawn only where no forced target builds (a widget beside an app forcing Dark)
        // shows the system's appearance: its code value is a light one (`SystemShownFiles`).
        let forcingSite = shown == .dark && options.forcedStyle == nil ? run.flatMap { ForcedAppearance.forcing(ForcedAppearance.find($0, run: given)) } : nil
        let systemShown = forcingSite.map { SystemShownFiles(project: result.project, forcingTarget: $0.target, diskPaths: diskPaths) }
        for k in tokens.indices {
            let files = tokens[k].values.reduce(into: Set<String>()) { $0.formUnion($1.files) }
            complete(&tokens[k], shown: tokens[k].harvest == nil && systemShown?.showSystem(files) == true ? .light : shown)
        }
        // An app that ships on macOS alone gets AppKit's expressions, not UIKit's.
        // Without a project file: the tree's Swift files say it (AppKit imported, UIKit nowhere).
        MacOnlyExpressions.apply(&tokens, project: result.project, treeIsAppKit: treeIsAppKit)
        // Code built for an OS before `Color(uiColor:)` gets the conversion it has.
        OlderOSExpressions.apply(&tokens, project: result.project, diskPaths: diskPaths)
        // A set name several tokens hold (one leaf name in several namespaces of a catalog, which the set's
        // finding names by its leaf alone) is no token's asset: each would be `asset: "start"` and generate
        // refused init's own draft, "the asset name 'start' is also token 'start's" (pia-foss/mobile-ios's
        // Fixed/Gradient/SurfaceStatus{Connected,Connecting,Error}/start; session 37, intent37b V3).
        var holders: [String: Int] = [:]
        for t in tokens { for set in Set(t.values.flatMap(\.colorSets)) { holders[set, default: 0] += 1 } }
        for k in tokens.indices where tokens[k].values.contains(where: { $0.colorSets.contains { holders[$0, default: 0] > 1 } }) {
            tokens[k].sharesSetName = true
        }
        // Where Xcode generates asset symbols, color sets and expressions that do not declare its members again.
        SymbolSafeAssets.apply(&tokens, project: result.project, declared: names.declared, appSets: sets.map(\.name))
        AssetSymbolExpressions.apply(&tokens, project: result.project)
        // A token spelled as the app's own fixed `Color` member is that member: generate's platform color instead.
        OwnMemberExpressions.apply(&tokens, declared: names.declared, project: result.project, treeIsAppKit: treeIsAppKit)
        // A package target's own color sets: looked up in its Bundle.module.
        PackageColorSetExpressions.apply(&tokens, project: result.project, cwd: run?.cwd ?? "")
        // `typealias UIColor = NSColor` in the tree: one member of the table's own, for both platforms.
        PlatformColorShim.apply(&tokens, shim: run.flatMap(PlatformColorShim.find))
        draft.tokens = tokens

        // 5. Rules: every value of every token; a value's other roles limited to their contexts.
        //    Palette members first (their rules match nothing else), then colors with alpha, so
        //    that an opaque rule never takes a finding whose alpha a modifier gives (an opaque
        //    rule matches the color before its modifiers), then opaque colors.
        let secondaryContexts = Dictionary(secondary.map { ("\($0.key)|\($0.role.rawValue)", $0.contexts) }, uniquingKeysWith: { a, _ in a })
        var memberRules: [Rule] = [], alphaRules: [Rule] = [], opaqueRules: [Rule] = []
        for t in tokens where t.harvest == nil {
            for v in t.values {
                // A fixed token (a shadow's) takes only the contexts its uses had: with none, it
                // would take every use of its value that says nothing. A forced Dark app's tokens
                // are fixed too, as its dark theme (`darkShown`), and take those uses as any
                // principal role does: limited, nightguard's `return UIColor.white` in its color
                // functions had no rule (24 findings unmapped; session 27's review, F3).
                // A color set's value is matched by the set's name alone (F18 above).
                let contexts = !v.colorSets.isEmpty ? v.colorSets.sorted() : setMembers.contains(v.match) ? nil : secondaryContexts["\(v.match)|\(t.role.rawValue)"]
                    ?? (t.fixed && !t.darkShown && !v.contexts.isEmpty ? v.contexts.keys.sorted() : nil)
                let rule = Rule(match: v.match, context: contexts, token: t.name)
                if v.isMember { memberRules.append(rule) } else if v.match.count == 9 { alphaRules.append(rule) } else { opaqueRules.append(rule) }
            }
        }
        let keeps = draft.kept.rules
        draft.rules = HarvestedPairs.rules(Array(tokens[harvestBase...]), memberTargets: memberTargets)
            + keeps.members + memberRules + keeps.alpha + alphaRules + keeps.opaque + opaqueRules

        // 6. Every finding to the token of its group: where the rules say otherwise (an opaque
        //    rule limited to a context takes a color with alpha there), a rule for exactly that
        //    value and context goes first.
        var intended = intendedTokens(reports, tokens: tokens.filter { $0.harvest == nil }, secondary: secondary.map { ($0.key, $0.role) }, roles: readRoleAt)
        let setTokens = colorSetMemberTokens(declared, rules: draft.rules, tokens: tokens)
        for (n, r) in reports.enumerated() {
            if r.finding.choice != nil || harvested.themeValues.contains("\(r.file)|\(r.finding.range.lowerBound)") { intended[n] = nil }
            if let key = valueKey(r.finding), let target = memberTargets[key] { intended[n] = tokens[harvestBase + target].name }
            // A color set a palette member looks up (LN-Zap's set `white` behind `Zap.white`, drawn
            // as text on navy): the member's token, not the token of another use of its color.
            if r.finding.kind == .assetColor, let set = r.finding.context, let token = setTokens[set] { intended[n] = token }
        }
        draft.repair(reports, intended: intended, sources: result.files)
        draft.dropUnreachedHarvests()
        // A keep rule of the same match, contexts and declarations as an earlier rule never matches
        // (the table's lint refuses it): the text over two kept scrims of one body gave two, one per
        // scrim (samples/swiftui-trails, once its palette members read their values).
        var scopes: Set<String> = []
        draft.rules = draft.rules.filter { r in
            let scope = [r.match, r.context?.sorted().joined(separator: ",") ?? "*", r.within?.sorted().joined(separator: ",") ?? "*"].joined(separator: "|")
            return scopes.insert(scope).inserted || r.keep == nil
        }

        // 7. Every pair the view structure shows that reads in light reads in dark.
        // A color kept fixed (a dark theme's value aside: drawn in dark alone) is a side no dark value moves;
        // a missing asset's fallback is no side: the set is drawn (`KeptColorSubjects.subject(of:)`).
        let keptSides = draft.kept.groups.filter { ![.darkTheme, .forcedDark, .chosenByAppearance, .fallback].contains($0.intent) }.flatMap(\.reports)
        let seen = draft.seenPairsAndGradients(result, reports: reports, intended: intended, kept: keptSides, run: run)
        draft.pairsSeen = seen.pairs
        var tokenUses: [String: Set<String>] = [:]
        for (r, token) in zip(reports, intended) { if let token { tokenUses[token, default: []].insert("\(r.file):\(r.line)") } }
        draft.keepGradientStopsTogether(reports, intended: intended, files: result.files, seen: seen.gradients)
        draft.keepNamedPairsTogether(draft.pairsSeen)
        draft.unreadable = draft.keepReadable(draft.pairsSeen, uses: tokenUses)
        if !draft.unreadable.isEmpty {
            let released = draft.releaseSystemMatches(draft.pairsSeen, uses: tokenUses)
            if !released.isEmpty { draft.unreadable = draft.keepReadable(draft.pairsSeen, uses: tokenUses) }
            // Text on a surface that stays light (or dark) in every appearance keeps its color (`KeptOnSteadySurfaces`).
            if draft.keepForegroundsOnSteadySurfaces(reports, intended: intended, sources: result.files) {
                draft.unreadable = draft.keepReadable(draft.pairsSeen, uses: tokenUses)
            }
            // And a surface under text kept fixed keeps its value there (`KeptUnderFixedText`).
            if draft.keepBackgroundsUnderFixedText(reports, intended: intended, sources: result.files) {
                draft.unreadable = draft.keepReadable(draft.pairsSeen, uses: tokenUses)
            }
        }
        // A gradient's transparent stop fades in its opaque neighbour's color (`GradientFades`).
        draft.fadeTransparentStops(reports, intended: intended, files: result.files)
        draft.matchUnloadableMembersByColor(reports, configuration: configuration)
        draft.dropRulesThatNeverMatch()
        draft.dropPairRulesAWiderRuleRepeats()
        // A kept finding some earlier rule takes instead is said like any unmapped one.
        let resolver = Resolver(configuration: draft.configuration(base: Configuration()))
        // Read at its place, as `check` reads it: a theme's dark value is kept by a rule limited to
        // the dark theme (pia's `palette.secondaryBackground = .piaGrey5` was said unmapped).
        var keptPlaces = ReportPlaces(result.files, receivers: true)
        let placed = draft.rules.contains { $0.within != nil }
        draft.unmapped += draft.kept.groups.flatMap(\.reports).filter { r in
            var finding = r.finding
            if placed, finding.kind != .ibColor { finding.place = keptPlaces.place(of: r) }
            return resolver.resolve(finding).kept == nil
        }
        draft.generate = configuration.generate ?? GenerateDefaults.targets(result.allReports, tokens: draft.tokens, project: result.project, cwd: run?.cwd ?? "/")
        return draft
    }

    /// A rule matching a member of no listed palette nor color type (a palette of hex strings the
    /// code makes colors, `Styles.Colors.Gray.dark.color`) matches the member's color instead: the
    /// table refuses such a member, and `fix` exited 2 on init's own draft (GitHawk: session 20
    /// audit F1). A rule whose member has no known color is left out; a rule the change makes
    /// equal to an earlier one is dropped.
    mutating func matchUnloadableMembersByColor(_ reports: [Report], configuration: Configuration) {
        guard rules.contains(where: { !$0.match.hasPrefix("#") && !StarterDraft.isLoadableMember($0.match, configuration: configuration) }) else { return }
        var colorOf: [String: RGBA] = [:]
        for r in reports {
            if let key = StarterDraft.valueKey(r.finding), colorOf[key] == nil, let c = StarterDraft.valueColor(r.finding) { colorOf[key] = c }
        }
        var out: [Rule] = []
        for var rule in rules {
            if !rule.match.hasPrefix("#"), !StarterDraft.isLoadableMember(rule.match, configuration: configuration) {
                guard let c = colorOf[rule.match] else { continue }
                rule.match = c.hex(withAlpha: c.alpha != 255)
            }
            if !out.contains(rule) { out.append(rule) }
        }
        rules = out
    }

    /// Harvested tokens no rule reaches: a pair whose values an earlier token already has (a
    /// high-contrast color set equal to its normal one in light and dark, a color set equal to a
    /// choice the code makes) takes no rule, since the earlier token's rule always wins; written
    /// anyway, it fails the draft's own `--strict` lint ("no rule maps to this token"). Its
    /// origin is said in the earlier token's description instead.
    mutating func dropUnreachedHarvests() {
        let named = Set(rules.map(\.token))
        var holder: [String: Int] = [:]
        for (k, t) in tokens.enumerated() where named.contains(t.name) {
            if let h = t.harvest, holder[AppearanceChoice.key(h.values)] == nil { holder[AppearanceChoice.key(h.values)] = k }
        }
        var dropped: Set<Int> = []
        var placed: [Rule] = []
        for (k, t) in tokens.enumerated() where t.harvest != nil && !named.contains(t.name) {
            // The app's own declaration of a pair (Boop's `static let background = ColorPair(light:
            // …, dark: …)`, equal to its `popover`) stays a token of its own, reached by a rule
            // limited to it: its declaration then declares a token and is never rewritten (it
            // became `static let background = ColorPair.popover`, two names coupled).
            if let h = t.harvest, let member = h.member, h.asset == nil, let light = h.values[.light] {
                var others = h.values
                others[.light] = nil
                others = others.filter { AppearanceChoice.keyed.contains($0.key) }
                var rule = Rule(match: light, context: nil, token: t.name, pair: others)
                rule.within = ["\(member.path).\(member.name)"]
                placed.append(rule)
                continue
            }
            dropped.insert(k)
            guard let h = t.harvest, let same = holder[AppearanceChoice.key(h.values)] else { continue }
            // A `private` member is no expression for another file's choice of the same values (Beszel's
            // `private static let stringColor = UIColor { … }`: a second file's ternary became
            // `JSONHighlighter.stringColor`, which does not build there; session 40's held-out check, verify40a v7):
            // the token takes the generated name, and the member's own body is rewritten to it.
            if let kept = tokens[same].harvest, let scoped = kept.fileScoped, kept.member != nil, !h.files.isSubset(of: [scoped]) {
                let description = tokens[same].description
                tokens[same].harvest?.member = nil
                tokens[same].expressions = [:]
                HarvestedPairs.complete(&tokens[same])
                if tokens[same].description.isEmpty { tokens[same].description = description }
            }
            let origin = h.asset.map { "the color set \($0) (\(h.from))" } ?? h.from
            tokens[same].description += "; also \(origin), the same light and dark"
        }
        tokens = tokens.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
        rules = placed + rules
    }

    /// Whether the color at `offset` is the value of a declaration of `name` on its line
    /// (`static let blue40 = UIColor(…)`, `var accent: UIColor = …`).
    /// `staticOnly`: a type's static member; else an instance's stored property too.
    static func isDeclaration(of name: String, before offset: Int, in bytes: [UInt8], staticOnly: Bool = true) -> Bool {
        guard TokenNaming.isValidIdentifier(name), offset <= bytes.count else { return false }
        var start = offset
        while start > 0 && offset - start < 200 && bytes[start - 1] != 10 { start -= 1 }
        let line = String(decoding: bytes[start..<offset], as: UTF8.self)
        var trimmed = Substring(line)
        while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
        guard trimmed.hasSuffix("=") else { return false }
        let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "=" })
        // A type's member (a palette), not a local of a function (`let expected = UIColor(…)` in a test).
        guard !staticOnly || words.contains("static") || words.contains("class") else { return false }
        return zip(words, words.dropFirst()).contains { ($0.0 == "let" || $0.0 == "var") && $0.1 == name }
    }

    /// Whether the table can load a rule matching member `match` (`Essentials.grey70`,
    /// `UIColor.white`): the loader's own rule for its owner (`ConfigurationLoader.memberOwner`).
    static func isLoadableMember(_ match: String, configuration: Configuration) -> Bool {
        let parts = match.split(separator: ".")
        guard parts.count >= 2 else { return false }
        return ConfigurationLoader.memberOwner(String(parts[parts.count - 2]), in: configuration) != nil
    }

    /// What a rule matches for a finding: its palette member, or its color with the alpha
    /// its modifiers give (`#RRGGBB` when opaque); when only the alpha is unknown
    /// (`.withAlphaComponent(x)`), the color before the modifiers, which an opaque rule matches
    /// with the modifier kept. Nil when the color is unknown.
    static func valueKey(_ f: Finding) -> String? {
        f.matchKey
    }

    static func valueColor(_ f: Finding) -> RGBA? {
        f.kind == .paletteReference ? f.baseColor : f.color ?? f.baseColor
    }

    /// Each finding's token: the token holding its value in its role (its principal role's
    /// when the role has no token of its own for that value).
    static func intendedTokens(_ reports: [Report], tokens: [Token], secondary: [(String, ColorRole)], roles: [String: ColorRole] = [:]) -> [String?] {
        var byValueRole: [String: String] = [:]
        var byValue: [String: String] = [:]
        var bySet: [String: String] = [:]
        let secondaryKeys = Set(secondary.map { "\($0.0)|\($0.1.rawValue)" })
        for t in tokens {
            for v in t.values {
                // A color set's value is its own (never the token of its value's other uses).
                for set in v.colorSets { bySet[set] = t.name }
                if !v.colorSets.isEmpty { continue }
                let key = "\(v.match)|\(t.role.rawValue)"
                byValueRole[key] = t.name
                if !secondaryKeys.contains(key) { byValue[v.match] = t.name }
            }
        }
        return reports.map { r in
            guard let key = valueKey(r.finding) else { return nil }
            if r.finding.kind == .assetColor, let set = r.finding.context, let token = bySet[set] { return token }
            let role = roles["\(r.file)|\(r.finding.range.lowerBound)"] ?? ColorRole(finding: r.finding)
            return byValueRole["\(key)|\(role.rawValue)"] ?? byValue[key]
        }
    }

    /// Whether one of two values is a color set's and the other a neutral (white, black, a gray)
    /// used in code: a neutral's value says nothing of which color it is (every app's white), so
    /// the code's white never takes a color set's token and name (Xit's panel white became
    /// `jumpActive`, a web view's pressed glyph: session 20 audit F18). A chromatic value equal to
    /// a set's is the set's color (IceCubesApp's tint #BB3BE2 beside its AccentColor set) and joins it.
    static func neutralBesideColorSet(_ a: Value, _ b: Value) -> Bool {
        guard a.colorSets.isEmpty != b.colorSets.isEmpty else { return false }
        let code = a.colorSets.isEmpty ? a : b
        return code.color.map { !OKLCH($0).isChromatic } ?? false
    }

    /// Rules put first for the findings the draft's rules would give another token.
    /// Set name → the token of the palette member that looks the set up (`static let white =
    /// color("white")`, `ColorSetLookups`), the most used one when several do (an alias).
    /// A member that is the light arm of a choice the code makes (its rule to that choice's token)
    /// gives its set no token: the set keeps its own, proposed for the set's other uses. beam's
    /// `grey_extra_light`, behind the light arm of one ternary with white and also the app's
    /// separator, took the ternary's dark #FFFFFF, and its own token was reached by no rule
    /// (session 22's review, F14).
    static func colorSetMemberTokens(_ declared: DeclaredMembers, rules: [Rule], tokens: [Token]) -> [String: String] {
        // Only a rule that takes the member wherever it stands: a harvested pair's rule (`"dark"`)
        // takes it only as the light arm of that choice, and the set is not that pair's (beam's
        // `beamGreyExtraLight` looks up set `grey_extra_light` and is the light arm of `dark ? .white
        // : .beamGreyExtraLight`: the set wanted the pair's token, no rule could give it, and init
        // said "the draft's rules do not map this finding": session 22 audit F18).
        let choices = Set(tokens.filter { $0.harvest.map { $0.asset == nil } ?? false }.map(\.name))
        let tokenOfMatch = Dictionary(rules.filter { $0.context == nil && $0.pair.isEmpty && $0.keep == nil && !$0.token.isEmpty && !choices.contains($0.token) }.map { ($0.match, $0.token) },
                                      uniquingKeysWith: { a, _ in a })
        let uses = Dictionary(tokens.map { ($0.name, $0.count) }, uniquingKeysWith: max)
        var out: [String: String] = [:]
        for (type, members) in declared.types {
            for (member, m) in members {
                guard let set = m.colorSet, let token = tokenOfMatch["\(type).\(member)"] else { continue }
                if let other = out[set], (uses[other] ?? 0, other) >= (uses[token] ?? 0, token) { continue }
                out[set] = token
            }
        }
        return out
    }

    /// Two findings of one value and context that want two tokens (GoMap's spinner
    /// `progressIndicator.color = .green`, a tint, beside a layer's own `color` that strokes) cannot
    /// both have a rule of that value and context: the second never matched (the table's lint:
    /// "never matches"; session 21 audit F21). The finding the rules still miss gets a rule limited
    /// to its declaration (`"in"`), where no finding of that value and context wants another token.
    mutating func repair(_ reports: [Report], intended: [String?], sources: [FileResult] = []) {
        var places = ReportPlaces(sources)
        var placeOf: [Int: String?] = [:]
        func place(_ n: Int) -> String? {
            if let known = placeOf[n] { return known }
            let p = places.place(of: reports[n])
            placeOf[n] = .some(p)
            return p
        }
        for _ in 0..<3 {
            let resolver = Resolver(configuration: configuration(base: Configuration()))
            let placed = rules.contains { $0.within != nil }
            var fixes: [Rule] = []
            unmapped = []
            for (n, (r, want)) in zip(reports, intended).enumerated() {
                guard let want, let key = StarterDraft.valueKey(r.finding) else { continue }
                var finding = r.finding
                if placed, finding.kind != .ibColor { finding.place = place(n) }
                guard resolver.resolve(finding).token != want else { continue }
                var rule = Rule(match: key, context: r.finding.context.map { [$0] }, token: want)
                if r.finding.context == nil || fixes.contains(rule) {
                    unmapped.append(r)
                    continue
                }
                if rules.contains(where: { $0.match == rule.match && $0.context == rule.context && $0.within == nil && $0.keep == nil }) {
                    // Taken by another token: limited to the finding's place, where every finding
                    // of the value and context wants this token.
                    guard let at = place(n), !rules.contains(where: { $0.within == [at] && $0.match == key && $0.context == rule.context }),
                          !zip(reports, intended).enumerated().contains(where: { m, other in
                              m != n && other.1 != want && other.0.finding.context == r.finding.context
                                  && StarterDraft.valueKey(other.0.finding) == key && DeclarationPlace.matches(place(m), within: [at])
                          }) else {
                        unmapped.append(r)
                        continue
                    }
                    rule.within = [at]
                    if fixes.contains(rule) { continue }
                }
                fixes.append(rule)
            }
            if fixes.isEmpty { break }
            rules = fixes + rules
        }
        // A rule after another of the same match, context and place never matches (the table's
        // lint says so): the first one wins it.
        var seen: Set<String> = []
        rules = rules.filter { r in
            guard r.keep == nil, r.pair.isEmpty else { return true }
            let scope = [r.match, r.context?.sorted().joined(separator: ",") ?? "*", r.within?.sorted().joined(separator: ",") ?? "*"].joined(separator: "|")
            return seen.insert(scope).inserted
        }
    }

    /// The app's one color set a token is made of, where its name is not the token's (UTM's
    /// `AccentColor.colorset`, light only, became the token `accent`): the token's `asset`, so that
    /// `generate` finds the app's set is the token's and writes no second one. Without it, a
    /// catalog of the same target got `accent.colorset` beside `AccentColor.colorset`, both
    /// Xcode's symbol `accent` (session 21 audit F14); `fix` gives the app's set the dark values.
    ///
    /// The code's own literals of the set's value may join it (a tint written `UIColor(red:…)` beside
    /// the AccentColor set): they are the same color, and the set is still the one asset of the
    /// token (session 26's review, F22: without the set as its asset, `generate` wrote
    /// `accent.colorset` beside `AccentColor.colorset`, two sets of Xcode's symbol `accent`).
    static func ownColorSet(of t: Token) -> String? {
        // Only where the set holds the token's light value: in an app forcing Dark the set's value
        // is the dark one and the light is proposed (WWDC's contentBackgroundColor), another color.
        guard t.harvest == nil, t.system == nil, !t.sharesSetName, t.values.contains(where: { !$0.colorSets.isEmpty }),
              t.values.allSatisfy({ $0.colorSets.count <= 1 }),
              let light = t.appearance[.light], t.values.allSatisfy({ $0.color == light }) else { return nil }
        let sets = Set(t.values.flatMap(\.colorSets))
        guard sets.count == 1, let set = sets.first, set != t.name else { return nil }
        return set
    }

    /// The color set name `generate` writes for the token (its `asset`): a harvested set, the
    /// app's own set it is made of, a name whose symbol clashes with nothing, else its name.
    static func assetName(of t: Token) -> String {
        explicitAsset(of: t) ?? t.name
    }

    /// The token's `asset` as the table writes it (nil: its name), even when it equals the name
    /// (a harvested set's `asset` says the set is the app's own: `ExistingColorSet.isAppOwn`).
    static func explicitAsset(of t: Token) -> String? {
        t.harvest?.asset ?? ownColorSet(of: t) ?? t.symbolSafeAsset
    }

    /// The draft as a configuration (for checking it against the findings).
    func configuration(base: Configuration) -> Configuration {
        var c = base
        c.tokens = tokens.map { t in
            var token = Configuration.SemanticToken(name: t.name, expressions: t.expressions, values: t.appearance, description: t.description, fixed: t.fixed)
            if let h = t.harvest { token.source = "code"; token.from = h.from }
            token.asset = Self.explicitAsset(of: t)
            return token
        }
        var withPalettes = base
        withPalettes.palettes += palettes.filter { !base.palettes.contains($0) }
        c.rules = rules.compactMap { Self.configurationRule($0, base: withPalettes) }
        return c
    }

    /// A draft rule as the table reads it; nil where its match is no color or member.
    static func configurationRule(_ r: Rule, base: Configuration) -> Configuration.Rule? {
        let match: Configuration.Match
        if r.match.hasPrefix("#") {
            guard let color = RGBA(mappingHex: r.match) else { return nil }
            match = .color(color, hasAlpha: r.match.count == 9)
        } else {
            let parts = r.match.split(separator: ".").map(String.init)
            guard parts.count >= 2 else { return nil }
            let owner = parts[parts.count - 2], member = parts[parts.count - 1]
            match = Configuration.Match.nestedPaletteMember(parts, palettes: base.palettes)
                ?? (BaseColorType(rawValue: owner) != nil || base.colorTypes[owner] != nil
                    ? .typeMember(type: owner, member: member) : .paletteMember(namespace: owner, member: member))
        }
        var rule = r.keep.map { Configuration.Rule(match: match, matchText: r.match, context: r.context, keep: $0) }
            ?? Configuration.Rule(match: match, matchText: r.match, context: r.context, token: r.token, pair: r.pair)
        rule.within = r.within
        return rule
    }

    /// The platforms whose colors a token's Core Graphics and Core Image uses convert: AppKit for
    /// uses in files of AppKit code (`AppKitCode`: AppKit imported or named, never UIKit), UIKit for the others.
    static func platforms(of t: Token, appKitFiles: Set<String>) -> Set<Framework> {
        guard t.frameworks.contains(.coregraphics) || t.frameworks.contains(.coreimage) else { return [] }
        let files = t.values.reduce(into: Set<String>()) { $0.formUnion($1.files) }
        var out: Set<Framework> = []
        if files.isEmpty || files.contains(where: { !appKitFiles.contains($0) }) { out.insert(.uikit) }
        if files.contains(where: appKitFiles.contains) { out.insert(.appkit) }
        return out
    }

    /// Expressions, values and description of a named token.
    static func complete(_ t: inout Token, shown: Appearance = .light) {
        if t.harvest != nil { return HarvestedPairs.complete(&t) }
        let frameworks = t.frameworks
        let light = t.values[0].color
        if let system = t.system {
            for f in [Framework.uikit, .appkit, .swiftui] where frameworks.contains(f) { t.expressions[f] = system.expression(f) }
            // An app forcing Dark matched the code's value as the dark one: Apple's published values stay.
            t.appearance = (shown == .light ? AppKitSystemValues.values(of: system, frameworks: frameworks, platforms: t.platforms) : nil) ?? system.values
            t.darkShown = shown == .dark
            if t.role.isSurface && t.appearance[.darkElevated] == nil { t.appearance[.darkElevated] = system.values[.dark] }
        } else {
            for f in [Framework.uikit, .appkit] where frameworks.contains(f) { t.expressions[f] = "Semantic." + t.name }
            if frameworks.contains(.swiftui) { t.expressions[.swiftui] = "Color." + t.name }
            if let code = light, shown == .dark {
                t.darkShown = true
                if isAppColorSet(t) {
                    t.appearance[.dark] = code
                    t.appearance[.light] = code
                } else {
                    // A value of the app's dark theme (contract v4, Intent): fixed, never a
                    // proposed light (`ForcedDarkFixed`).
                    t.fixed = true
                    t.appearance = AppearanceValues([.light: code])
                }
            } else if let light {
                t.appearance[.light] = light
                let dark = DarkValue.propose(for: light, role: t.role)
                t.appearance[.dark] = t.darkAsDesigned == nil ? dark.dark : light
                t.appearance[.darkElevated] = t.darkAsDesigned == nil ? dark.darkElevated : nil
            }
        }
        // Core Graphics and Core Image take the platform color converted: the token is declared
        // for the platforms of the files it is used in, under one name where it is not a system color.
        for p in [Framework.uikit, .appkit] where t.platforms.contains(p) && t.expressions[p] == nil {
            t.expressions[p] = t.system.map { $0.expression(p) ?? $0.uikit } ?? "Semantic." + t.name
        }
        let platform = t.platforms == [.appkit] ? t.expressions[.appkit] : t.expressions[.uikit] ?? t.expressions[.appkit]
        if let platform {
            if frameworks.contains(.coregraphics) { t.expressions[.coregraphics] = platform + ".cgColor" }
            // AppKit's `CIColor(color:)` is failable (`init?(color: NSColor)`): on the right of `??` it made a `CIColor?`
            // that did not build (vultisig's QR tint, session 40's recall40i v6); `CIColor(cgColor:)` is not, anywhere.
            if frameworks.contains(.coreimage) {
                t.expressions[.coreimage] = t.platforms == [.appkit] ? "CIColor(cgColor: \(platform).cgColor)" : "CIColor(color: \(platform))"
            }
        }
        if t.expressions.isEmpty { t.expressions[.uikit] = t.system?.uikit ?? "Semantic." + t.name }
        KeptColors.fixShadow(&t)
        t.description = describe(t)
    }

    static func describe(_ t: Token) -> String {
        let files = t.values.reduce(into: Set<String>()) { $0.formUnion($1.files) }.count
        var parts = ["\(t.count) use\(t.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s") as \(t.role.rawValue)"]
        if !t.naming.isEmpty { parts.append("named \(t.naming)") }
        var contexts: [String: Int] = [:]
        for v in t.values { contexts.merge(v.contexts, uniquingKeysWith: +) }
        let named = contexts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(5).map(\.key)
        if !named.isEmpty { parts.append(named.joined(separator: ", ")) }
        let members = t.values.filter(\.isMember).map(\.match)
        if !members.isEmpty { parts.append(members.joined(separator: ", ")) }
        if t.values.count > 1, let rep = t.values[0].color {
            let merged = t.values.dropFirst().compactMap { v in
                // Two opacities: their difference as drawn (over white and over black), not their colors' (0.00).
                v.color.map { "\(v.match) (ΔE00 \(DarkValue.fixed($0.alpha == rep.alpha ? ColorDifference.ciede2000(rep, $0) : CompleteLinkGroups.drawnDifference(rep, $0))))" }
            }
            if !merged.isEmpty { parts.append("merged " + merged.joined(separator: ", ")) }
        }
        if t.fixed, t.darkShown, let code = t.values[0].color {
            parts.append(forcedDarkFixedNote(code))
        } else if t.fixed {
            parts.append("fixed: \(FixedIntent.shadow.description)")
        } else if t.values[0].color == nil {
            parts.append("value unknown: \(t.values[0].match) is not a literal color recolor can read; give light and dark by hand")
        } else if let system = t.system, let code = t.values[0].color, let light = t.appearance[.light], light != system.values[.light] {
            parts.append(AppKitSystemValues.note(system, code: code, values: t.appearance))
        } else if let system = t.system {
            parts.append(t.darkShown ? "equals Apple's \(system.name) in dark mode, which the app forces; light and high-contrast values are Apple's published ones" : "equals Apple's \(system.name) in light mode; dark and high-contrast values are Apple's published ones")
        } else if t.darkShown, let code = t.values[0].color, isAppColorSet(t) {
            parts.append(forcedDarkSetNote(code))
        } else if t.darkShown, let code = t.values[0].color {
            let proposal = DarkValue.proposeLight(for: code, role: t.role)
            parts.append("the app forces Dark: \(code.hex(withAlpha: code.alpha < 255)) is the dark value it shows today, kept; light proposed by recolor init (\(proposal.rationale)): review")
        } else if let design = t.darkAsDesigned {
            parts.append("dark kept as light: \(design): review")
        } else if let light = t.values[0].color {
            let dark = DarkValue.propose(for: light, role: t.role)
            var rationale = dark.rationale
            if let proposed = t.appearance[.dark], proposed != dark.dark {
                rationale = "OKLCH L \(DarkValue.fixed(OKLCH(light).lightness)) → \(DarkValue.fixed(OKLCH(proposed).lightness))"
            }
            parts.append("dark proposed by recolor init (\(rationale)\(t.darkNote.map { ", " + $0 } ?? "")): review")
        }
        return parts.joined(separator: "; ")
    }
}

/// The token names taken so far: never twice, never a name the tree declares on `Semantic`
/// or `Color` (the types the expressions name) nor on another color type (`NSColor.secondaryText`
/// beside `Semantic.secondaryText` would be two colors under one name), always a valid identifier.
struct NameRegistry {
    let declared: DeclaredMembers
    var taken: Set<String> = []
    /// The light value of the token holding each name (to say how another color differs from it).
    var holders: [String: RGBA] = [:]
    /// Why a name is not its first candidate, by name (`init`'s summary lists them).
    var qualified: [String: String] = [:]

    /// Xcode generates asset symbols in some target: a name whose symbol (`brandColor` → `brand`)
    /// a view color type of the tree declares is never free, even for this very color. generate writes a color set of the token's name and
    /// Xcode declares `Color.x` again beside the app's own: the app no longer builds (Swiftfin's
    /// `jellyfinPurple`, session 18's audit F16).
    var avoidsAssetSymbols = false
    /// A token's name Apple declares on
    /// the color type its expression extends is never free, for the expression (`Color.green`) would be Apple's color.
    /// bitchat's `let green = isDark ? Color.green : Color(red: 0, green: 0.5, blue: 0)` became a token
    /// `green` (`Color.green`, light #008000), and every use of SwiftUI's own `Color.green` was read as it:
    /// white on it measured 5.14:1 in light where the system green gives 2.2:1 (session 23).
    var appleTypes: [BaseColorType] = []

    /// The color types a token's expression extends for `frameworks`: SwiftUI's `Color` (`Color.inverseText`);
    /// UIKit and AppKit tokens live under `Semantic`, beside Apple's members, not among them.
    static func extendedTypes(_ frameworks: Set<Framework>) -> [BaseColorType] {
        frameworks.contains(.swiftui) ? [.color] : []
    }

    init(declared: DeclaredMembers) {
        self.declared = declared
    }

    /// Free: a valid identifier no token holds, that no color type of the tree declares, or
    /// declares with this very value (the app's own `UIColor.blue20` names the same color) or as
    /// this very color set (`static let panelBackground = Color("Panel Background")`).
    func isFree(_ name: String, value: RGBA? = nil, own: Bool = false, colorSet: String? = nil) -> Bool {
        TokenNaming.isValidIdentifier(name) && !taken.contains(name)
            // Apple's member, unless the app declares its own of that name on the type (it shadows Apple's).
            && !appleTypes.contains { SystemColorNames.contains(name, on: $0) && declared.member(name, of: $0.rawValue) == nil }
            && !(avoidsAssetSymbols && BaseColorType.viewTypes.contains { declared.member(XcodeAssetSymbols.memberName(forColorSet: name), of: $0.rawValue) != nil })
            && (own || !NameRegistry.types.contains { type in
                guard let member = declared.member(name, of: type) else { return false }
                if let colorSet, let set = member.colorSet, GeneratedColorResource.sameSet(set, colorSet) { return false }
                return value == nil || member.value != value
            })
    }

    /// A system color's name, unless another token already holds it.
    static let types = ["Semantic"] + BaseColorType.allCases.map(\.rawValue)

    mutating func claimSystem(_ name: String) -> Bool {
        guard !taken.contains(name) else { return false }
        taken.insert(name)
        return true
    }

    /// The first free name of `candidates`. None free: the first candidate qualified by how the
    /// color differs from the one holding it (`darkerCard`, `warmerLightYellowColor`), else by
    /// its own lightness, hue and chroma words; the reason is kept in `qualified`. (Only two
    /// tokens of one value, role and context would exhaust these: then `Variant` letters, never a number.)
    /// `own`: the name the app declares this very color with (its declarations are this color's).
    /// `dark`: a pair's dark side (its value, or the member the code names for it): two pairs of
    /// one light member differ there, and are told apart by it (`isowordsBlackOrLightYellow`, not
    /// `isowordsBlackVariantA`…`H`, isowords' eight pairs on `Color.isowordsBlack`: s18 notes, defect 3).
    mutating func claim(_ candidates: [String], value: RGBA? = nil, own: String? = nil, colorSet: String? = nil,
                        dark: (color: RGBA?, name: String?)? = nil, truthful: (String) -> Bool = { _ in true }) -> String {
        // No candidate at all (every qualifier of a crowded role spent: Slide-iOS wrote a token
        // named ""): a plain `color` with a letter, never an empty name.
        let candidates = candidates.isEmpty ? ["color"] : candidates
        var name = candidates.first { isFree($0, value: value, own: $0 == own, colorSet: colorSet) }
        if name == nil, let first = candidates.first {
            if let value {
                let declared = self.declared
                let holder = holders[first] ?? NameRegistry.types.compactMap { declared.member(first, of: $0)?.value }.first
                let words = holder.map { RelativeQualifiers.words(value, against: $0) } ?? []
                let own = RelativeQualifiers.ownWords(value)
                // Past the nearest of two taken the far end (`faintest…` where `fainter…` holds a fainter color than the first).
                let cap = { (s: String) in s.prefix(1).uppercased() + s.dropFirst() }
                let furthest = words.compactMap { w -> String? in
                    guard let most = RelativeQualifiers.superlatives[w], let nearer = holders[w + cap(first)],
                          RelativeQualifiers.words(value, against: nearer).contains(w) else { return nil }
                    return most + cap(first)
                }
                // A gray's cast last, where it holds in dark too (`coolMidText`, not `midTextOrLight`).
                let castWord = RelativeQualifiers.cast(value, against: holder).flatMap { word in
                    dark?.color.map { RelativeQualifiers.castWord($0) == word } ?? true ? word : nil
                }
                let cast = castWord.map { [$0 + cap(first)] } ?? []
                if let found = (RelativeQualifiers.candidates(words, base: first) + furthest + RelativeQualifiers.candidates(own, base: first) + cast).first(where: { truthful($0) && isFree($0, value: value) }) {
                    name = found
                    let by = holder.map { " by \($0.hex(withAlpha: $0.alpha != 255))" }
                    ?? (appleTypes.contains { SystemColorNames.contains(first, on: $0) } ? " by Apple's color of that name" : " by a member the app declares")
                    let word = (words + Array(RelativeQualifiers.superlatives.values) + (castWord.map { [$0] } ?? [])).first { found.hasPrefix($0) }
                    qualified[found] = "\(first) was taken\(by); this one is " + (word.map { "\($0) (\(value.hex(withAlpha: value.alpha != 255)))" } ?? "named by its own lightness and hue (\(value.hex(withAlpha: value.alpha != 255)))")
                }
            }
            if name == nil, let dark {
                let cap = { (s: String) in s.prefix(1).uppercased() + s.dropFirst() }
                // Lightness with hue first (`LightYellow`), then one word, then all three.
                let own = dark.color.map(RelativeQualifiers.ownWords) ?? []
                let singles = own.count, all = RelativeQualifiers.candidates(own, base: "")
                let words = (Array(all.dropFirst(singles)) + all.prefix(singles) + (own.count > 2 ? [own.joined(separator: "-")] : []))
                    .map { $0.split(separator: "-").map { cap(String($0)) }.joined() } + (dark.name.map { [cap($0)] } ?? [])
                // A word the name already says tells nothing apart (Pocket Casts' `darkBackgroundOrDark`, #303030 in
                // both appearances beside another dark background: session 30's held-out read); a dark side equal to
                // the light one is said as such (`darkBackgroundFixed`).
                let said = Set(TokenNaming.camelWords(first).map { $0.lowercased() })
                let telling = words.filter { !TokenNaming.camelWords($0).contains { said.contains($0.lowercased()) } }
                let fixed = value != nil && dark.color == value ? [first + "Fixed"] : []
                if let found = (fixed + telling.map({ first + "Or" + $0 })).first(where: { isFree($0, value: value) }) {
                    name = found
                    let holder = holders[first]
                    let by = holder == nil ? "another color of the role" : holder == value ? "a color of the same value and role"
                        : holder!.hex(withAlpha: holder!.alpha != 255) + " and no free word of its light value tells them apart"
                    qualified[found] = "\(first) was taken by \(by); this one is told apart by its dark side ("
                        + (dark.color.map { $0.hex(withAlpha: $0.alpha != 255) } ?? dark.name ?? "") + ")"
                }
            }
            if name == nil {
                var letters = "A"
                while !isFree(first + "Variant" + letters) { letters = NameRegistry.next(letters) }
                name = first + "Variant" + letters
                // Say the values: "the same value" was printed for #00000014 beside #00000012 (Nook, F20).
                let holder = holders[first]
                qualified[name!] = holder == nil ? "\(first) was taken by another color of the role"
                    : holder == value ? "\(first) was taken by a color of the same value and role"
                    : "\(first) was taken by \(holder!.hex(withAlpha: holder!.alpha != 255)); no free word tells this one\(value.map { " (\($0.hex(withAlpha: $0.alpha != 255)))" } ?? "") from it"
            }
        }
        taken.insert(name ?? "")
        if let name, let value, holders[name] == nil { holders[name] = value }
        return name ?? ""
    }

    /// A, B, …, Z, AA, AB, …
    static func next(_ s: String) -> String {
        var chars = Array(s.unicodeScalars)
        var k = chars.count - 1
        while k >= 0 {
            if chars[k] != "Z" { chars[k] = Unicode.Scalar(chars[k].value + 1)!; return String(String.UnicodeScalarView(chars)) }
            chars[k] = "A"
            k -= 1
        }
        return "A" + String(String.UnicodeScalarView(chars))
    }
}

extension StarterDraft {
    /// The appearance the whole app forces on itself (one style, app-wide), if any: the settings
    /// (Info.plist, a build setting), a window, or an `App`/`Scene` body's `.preferredColorScheme`;
    /// never a preview's or one screen's (Trio's preview frame made every color read as dark).
    /// `result`: a run over the same tree, whose sites are read instead of the tree (`RunForcedSites`).
    package static func forcedStyle(_ run: RunOptions, run result: RunResult? = nil) -> Appearance? {
        guard let site = ForcedAppearance.forcing(result.map { ForcedAppearance.find(run, run: $0) } ?? ForcedAppearance.find(run)) else { return nil }
        return site.style == "dark" ? .dark : .light
    }
}
