/// The findings `init` proposes to keep fixed (`FixedIntent`), as `keep` rules by value and
/// context, and those it cannot keep by a rule without keeping colors that must adapt.
///
/// A rule matches a value in a context, not a site: a media background is kept only when every
/// use of its value in its context is one (or the value is black, which no light-mode surface
/// is, so keeping the others too changes nothing they show); otherwise the site is named on
/// stderr for a reviewer to keep by hand (`// recolor:ignore`).
struct KeptColors {
    struct Group {
        var match: String
        /// The contexts the keep rule is limited to; nil: every context.
        var contexts: [String]?
        var intent: FixedIntent
        var reason: String
        var reports: [Report]
        /// The declarations the keep rule is limited to (`"in"`), where the value must adapt
        /// elsewhere; nil: everywhere.
        var within: [String]? = nil
    }

    /// A site whose intent no rule can keep, and why.
    struct Unkept {
        var report: Report
        var site: FixedIntentSite
        var why: String
    }

    var groups: [Group] = []
    var unkept: [Unkept] = []
    /// The arms of choices by the appearance that are no token, and why (their other arm a
    /// system color of unknown value).
    var unpaired: [(report: Report, why: String)] = []
    /// The reports the draft makes tokens of: every report outside `groups`.
    var rest: [Report] = []

    /// `represented`: the tree's representables (read from disk by `init`); else read from `sources`.
    /// `project`, `cwd`: the run's targets, for the files only a target forced Dark builds.
    static func split(_ reports: [Report], sources: [FileResult], represented: RepresentedViews? = nil,
                      project: ProjectFacts? = nil, cwd: String = "/", armSets: ColorSetUses.ArmSets = ColorSetUses.ArmSets(),
                      stacked: StackedViews? = nil, overPictures: InterfaceBuilderOverPictures? = nil,
                      forcedDark: InterfaceBuilderForcedDark? = nil, swiftUIForcedDark: SwiftUIForcedDarkViews? = nil,
                      snapshots: TemplateSnapshots? = nil, paletteFiles: [(path: String, bytes: [UInt8])] = [],
                      launchScreens: LaunchScreenSets = LaunchScreenSets(),
                      restOfTree: (() -> [[UInt8]])? = nil, forcedSites: (() -> [ForcedAppearance])? = nil) -> KeptColors {
        var out = KeptColors()
        let sites = intents(reports, sources: sources, represented: represented, project: project, cwd: cwd, armSets: armSets,
                            stacked: stacked, overPictures: overPictures, forcedDark: forcedDark, swiftUIForcedDark: swiftUIForcedDark,
                            snapshots: snapshots, paletteFiles: paletteFiles, launchScreens: launchScreens, restOfTree: restOfTree,
                            forcedSites: forcedSites)
        for (r, site) in zip(reports, sites) { if let note = site?.note { out.unpaired.append((r, note)) } }
        // Every report of a value, and of a value in a context: who shares a rule with whom.
        var byValue: [String: Int] = [:]
        var byGroup: [String: [Int]] = [:]
        var order: [String] = []
        for (n, r) in reports.enumerated() {
            // An arm of a light/dark pair is rewritten by its pair's rule alone: no keep rule
            // of its value touches it, so it neither shares nor blocks one.
            guard r.finding.choice == nil, let key = StarterDraft.valueKey(r.finding) else { continue }
            byValue[key, default: 0] += 1
            let g = key + "|" + (r.finding.context ?? "")
            if byGroup[g] == nil { order.append(g) }
            byGroup[g, default: []].append(n)
        }
        var kept: Set<Int> = []
        // A black (opaque or translucent) meant fixed somewhere with no context to tell its use
        // apart (`Color.black.opacity(0.7)` as a ZStack's scrim) is kept everywhere when no use
        // draws text or a tint with it: a black surface kept black never inverts, a black text would.
        for key in wholeValueKeeps(reports, sites: sites) {
            let members = reports.indices.filter { reports[$0].finding.choice == nil && StarterDraft.valueKey(reports[$0].finding) == key }
            let (n, site) = members.compactMap { n in sites[n].map { (n, $0) } }.first { reports[$0.0].finding.context == nil }!
            let reason = site.intent.reason(evidence: site.evidence, file: reports[n].file, line: reports[n].line, more: members.count - 1)
            // A rule for the value's contexts too: there an opaque rule limited to the context
            // (`#000000` in `fill`) would beat a rule without one, since it matches the color
            // before its alpha modifier.
            let contexts = Array(Set(members.compactMap { reports[$0].finding.context })).sorted()
            let withContext = members.filter { reports[$0].finding.context != nil }
            // Each context under the commonest intent its own uses show; a context none tells
            // takes the value's reason. (winston's 54 blacks in masks, fills and overlays were all
            // kept as "computed: antagonist tests brightness", the one use with no context.)
            var contextsOf: [FixedIntent: [String]] = [:]
            for c in contexts {
                let counts = Dictionary(grouping: withContext.filter { reports[$0].finding.context == c }.compactMap { sites[$0]?.intent }, by: { $0 }).mapValues(\.count)
                let i = counts.max { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }?.key ?? site.intent
                contextsOf[i, default: []].append(c)
            }
            for (i, cs) in contextsOf.sorted(by: { ($0.key == site.intent ? 0 : 1, $0.key.rawValue) < ($1.key == site.intent ? 0 : 1, $1.key.rawValue) }) {
                let those = withContext.filter { reports[$0].finding.context.map(cs.contains) == true }
                let shown = those.first { sites[$0]?.intent == i }
                let why = shown.map { i.reason(evidence: sites[$0]!.evidence, file: reports[$0].file, line: reports[$0].line, more: those.count - 1) } ?? reason
                out.groups.append(Group(match: key, contexts: cs, intent: i, reason: why, reports: those.map { reports[$0] }))
            }
            out.groups.append(Group(match: key, contexts: nil, intent: site.intent, reason: reason,
                                    reports: members.filter { reports[$0].finding.context == nil }.map { reports[$0] }))
            kept.formUnion(members)
        }
        for g in order {
            let members = byGroup[g]!
            if kept.contains(members[0]) { continue }
            // A shadow the context names (`shadowColor`) is a token of the shadow role, made fixed.
            let found = members.compactMap { n in sites[n].map { (n, $0) } }
                .filter { !($0.1.intent == .shadow && ColorRole(finding: reports[$0.0].finding) == .shadow) }
            guard let (first, site) = found.first else { continue }
            let r = reports[first]
            let key = StarterDraft.valueKey(r.finding)!
            let context = r.finding.context
            var why: String?
            if context == nil && byValue[key]! > members.count {
                why = "\(key) is also used elsewhere, and no context tells this use apart"
            } else if found.count < members.count {
                let others = members.count - found.count
                // (A black whose opacity the code chooses at run time has no known color: its base says.)
                // A dark theme's black says nothing of the app's other black surfaces: Rocket.Chat's
                // `Theme.black` background kept eight black IB backgrounds (separator lines, a call
                // screen) "as the black theme" (session 18's audit, F18). Its keep follows its place.
                // Black text or a black tint is no surface: kept for every use of its context, the other
                // black text there stayed black on Dark Mode's black (the `?? .black` fallback of a
                // computed overlay color beside the app's black text: session 20 audit F12).
                let darkSurface = Self.blackIntents.contains(site.intent) && site.intent != .darkTheme
                    && (r.finding.color ?? r.finding.baseColor).map(FixedIntentReader.isBlack) == true
                    && ![.text, .tint].contains(ColorRole(finding: r.finding))
                // A translucent veil meant fixed in most of its uses stays fixed in all: a white
                // veil kept white in Dark Mode is still a faint veil, one turned black vanishes.
                // Translucent text or a tint is no veil: Petrichor's close glyph `.black.opacity(0.6)`
                // kept over the caller's red kept a caption's same black text in the page (intent34).
                let mostlyVeil = (r.finding.color?.alpha ?? 255) < 255 && found.count * 2 >= members.count
                    && ![.text, .tint].contains(ColorRole(finding: r.finding))
                if !darkSurface && !mostlyVeil {
                    why = "\(others) other use\(others == 1 ? "" : "s") of \(key)\(context.map { " in \($0)" } ?? "") must adapt"
                }
            }
            // The commonest intent of the group names it; its first site is the evidence.
            let counts = Dictionary(grouping: found, by: { $0.1.intent }).mapValues(\.count)
            let intent = counts.max { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }!.key
            let (n, shown) = found.first { $0.1.intent == intent }!
            // A media surface is kept where the media is, never by its value alone: BookPlayer's
            // black behind a player kept every black background, a sign-in button's too.
            if why == nil, intent == .mediaSurface { why = "the keep of a media surface follows the place of the media" }
            if why == nil, intent == .belowNamedColors { why = "the keep of a document that draws no named colors follows the document" }
            if let why {
                // The keep follows the place, not the value: a rule limited to the declarations
                // holding the sites meant fixed, where no use that must adapt stands. One rule an
                // intent, the commonest first, so that each reason says what its places are (a
                // shadow, a scrim and a subtree forced dark in one file were all "forced dark").
                let byIntent = Dictionary(grouping: found, by: { $0.1.intent })
                let order = [intent] + FixedIntent.allCases.filter { $0 != intent && byIntent[$0] != nil }
                // A place where a use that must adapt stands too is left out, its sites named; the
                // other places keep theirs (GoMap's white rims over the camera preview were made
                // adaptive because a white text in MapView's pushpin function, another place, had
                // no reason to stay: session 21 F19).
                var placedSites: Set<Int> = []
                for i in order {
                    let those = byIntent[i]!
                    guard let (group, placedHere) = placedGroup(those.map(\.0), reports: reports, sites: sites, sources: sources, key: key, context: context,
                                                                intent: i, reason: { n, more in i.reason(evidence: sites[n]!.evidence, file: reports[n].file, line: reports[n].line, more: more) })
                    else { continue }
                    out.groups.append(group)
                    placedSites.formUnion(placedHere)
                }
                kept.formUnion(placedSites)
                for (n, s) in found where !placedSites.contains(n) { out.unkept.append(Unkept(report: reports[n], site: s, why: why)) }
                continue
            }
            let reason = intent.reason(evidence: shown.evidence, file: reports[n].file, line: reports[n].line, more: members.count - 1)
            out.groups.append(Group(match: key, contexts: context.map { [$0] }, intent: intent, reason: reason, reports: members.map { reports[$0] }))
            kept.formUnion(members)
        }
        out.rest = reports.enumerated().filter { !kept.contains($0.offset) }.map(\.element)
        out.keepForegroundsOnKept(sources: sources)
        out.keepForegroundsOnSteadySystemColors(sources: sources)
        let stackedViews = stacked ?? StackedViews(files: sources.filter { $0.kind == .swift }.map {
            StackedViews.File(path: $0.path, bytes: $0.bytes)
        })
        out.keepForegroundsOnChosenColors(sources: sources, stacked: stackedViews)
        out.keepForegroundsOnChosenCellColors(sources: sources, stacked: stackedViews)
        out.keepMarksOnDarkSurfaces(sources: sources)
        return out
    }

    /// A keep group limited to the places of the sites `found` (their declarations) where no use
    /// of the value that must adapt stands, with the sites it keeps; nil when no place is left.
    /// The sites' findings carry their place; `reason` is told the first kept site and how many more.
    static func placedGroup(_ found: [Int], reports: [Report], sites: [FixedIntentSite?], sources: [FileResult], key: String, context: String?,
                            intent: FixedIntent, reason: (Int, Int) -> String) -> (Group, [Int])? {
        var trees: [String: (SwiftSource, SyntaxTree, DeclarationPlace.UseSiteIndex)] = [:]
        // `receiver`: down to what the color is set on, for a place its declaration shares with a
        // use that must adapt (the QR card's `.background(Color.white)` beside a caption's).
        func place(_ r: Report, receiver: Bool = false) -> String? {
            // A document's finding carries its view's class (`InterfaceBuilderLanguage`).
            // A document that draws no named colors is the place of its colors' keep (`documentPlace`).
            // A document shown only in Dark (its owner forces it: `ForcedDarkControllerDocuments`) is the place of its keep too.
            if r.finding.kind == .ibColor { return receiver ? nil : r.finding.place ?? ([.belowNamedColors, .forcedDark].contains(intent) ? r.finding.documentPlace : nil) }
            if trees[r.file] == nil {
                guard let content = sources.first(where: { $0.path == r.file }), content.kind == .swift else { return nil }
                let file = SwiftSource(path: content.path, bytes: content.bytes)
                trees[r.file] = (file, SyntaxTreeMemo(file: file).tree, DeclarationPlace.UseSiteIndex(file))
            }
            let (file, tree, sites) = trees[r.file]!
            let k = file.codeIndex(atOrAfter: r.finding.range.lowerBound)
            return receiver ? DeclarationPlace.path(at: k, in: file, tree: tree, sites: sites) : DeclarationPlace.path(at: k, in: file, tree: tree)
        }
        let foundSet = Set(found)
        // The uses that must adapt: of the value, not meant fixed themselves (a kept use in
        // another context of the same place shares it harmlessly).
        let others = reports.indices.filter {
            !foundSet.contains($0) && sites[$0] == nil && reports[$0].finding.choice == nil && StarterDraft.valueKey(reports[$0].finding) == key
        }
        let otherPlaces = others.compactMap { place(reports[$0]) }
        var otherReceivers: [String]?
        var places: [String] = []
        var placed: [Report] = []
        var keptSites: [Int] = []
        for n in found {
            guard var p = place(reports[n]) else { continue }
            if otherPlaces.contains(where: { DeclarationPlace.matches($0, within: [p]) }) {
                // The same declaration: the receiver may tell them apart, as `fix` reads it too.
                if otherReceivers == nil { otherReceivers = others.compactMap { place(reports[$0], receiver: true) } }
                guard let q = place(reports[n], receiver: true), q != p,
                      !otherReceivers!.contains(where: { DeclarationPlace.matches($0, within: [q]) }) else { continue }
                p = q
            }
            if !places.contains(p) { places.append(p) }
            var r = reports[n]
            r.finding.place = p
            placed.append(r)
            keptSites.append(n)
        }
        guard let first = keptSites.first else { return nil }
        return (Group(match: key, contexts: context.map { [$0] }, intent: intent, reason: reason(first, keptSites.count - 1), reports: placed, within: places.sorted()), keptSites)
    }

    /// The intents whose black stays black for every use of its value and context.
    static let blackIntents: Set<FixedIntent> = [.mediaSurface, .computed, .shadow, .scrim, .darkTheme, .chosenByAppearance]

    /// The black values kept everywhere: one use is meant fixed with no context, and none is
    /// text or a tint.
    static func wholeValueKeeps(_ reports: [Report], sites: [FixedIntentSite?]) -> [String] {
        var candidates: [String] = []
        var marks: Set<String> = []
        for (r, site) in zip(reports, sites) {
            guard r.finding.choice == nil, let key = StarterDraft.valueKey(r.finding), key.hasPrefix("#") else { continue }
            let role = ColorRole(finding: r.finding)
            if role == .text || role == .tint { marks.insert(key) }
            if let site, r.finding.context == nil, blackIntents.contains(site.intent), site.intent != .mediaSurface,
               r.finding.color.map(FixedIntentReader.isBlack) == true,
               !candidates.contains(key) {
                candidates.append(key)
            }
        }
        return candidates.filter { !marks.contains($0) }
    }

    /// Each report's intent, read from its Swift file, from a document's media view (`InterfaceBuilderMedia`), or
    /// from a color set's name.
    static func intents(_ reports: [Report], sources: [FileResult], represented: RepresentedViews? = nil,
                        project: ProjectFacts? = nil, cwd: String = "/", armSets: ColorSetUses.ArmSets = ColorSetUses.ArmSets(),
                        stacked: StackedViews? = nil, overPictures: InterfaceBuilderOverPictures? = nil, forcedDark: InterfaceBuilderForcedDark? = nil,
                        swiftUIForcedDark: SwiftUIForcedDarkViews? = nil, snapshots: TemplateSnapshots? = nil, paletteFiles: [(path: String, bytes: [UInt8])] = [],
                        launchScreens: LaunchScreenSets = LaunchScreenSets(),
                        restOfTree: (() -> [[UInt8]])? = nil, forcedSites: (() -> [ForcedAppearance])? = nil) -> [FixedIntentSite?] {
        let swift = sources.filter { $0.kind == .swift }
        let uses = CollectionUses(sources: swift.map(\.bytes), rest: restOfTree)
        let represented = represented ?? RepresentedViews(sources: swift.map(\.bytes))
        let snapshots = snapshots ?? TemplateSnapshots(sources: swift.map(\.bytes))
        var colorFlags = ColorBrightnessFlags.declared(in: swift.map(\.bytes))
        // A choice by a flag the files with findings do not declare (`let dark = tile.fill.looksDark`,
        // `tile.fill.looksDark ? .white : .black`, the flag in a color extension with no color of its
        // own): the rest of the tree's flags too.
        if restOfTree != nil, swift.contains(where: { s in
            FixedIntentReader.askedFlags(in: SwiftSource(path: s.path, bytes: s.bytes)).contains { !colorFlags.contains($0) }
        }) {
            colorFlags.formUnion(ColorBrightnessFlags.declared(in: uses.restOfTree()))
        }
        var readers: [String: FixedIntentReader] = [:]
        let byPath = Dictionary(swift.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let setBytes = Dictionary(sources.filter { $0.kind != .swift }.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
        let families = darkThemeFamilies(reports)
        var colors: [String: [Int: RGBA]] = [:]
        for r in reports { if let c = r.finding.color { colors[r.file, default: [:]][r.finding.range.lowerBound] = c } }
        let darkOnly = DarkOnlyTargets(project: project, cwd: cwd)
        var darkValues: [String: [Int: String]] = [:]
        var namedLooks: [String: [Int: String]] = [:]
        let reportsByFile = Dictionary(grouping: reports.filter { $0.finding.choice == nil }, by: \.file)
        // The dark theme types of the files with findings, read once when a file's intents are first asked.
        var darkThemeTypes: Set<String>?
        var sites: [FixedIntentSite?] = reports.map { r in
            // (A color set's own entry is kept as written by `fix`, which adds only a dark one.)
            // Display P3 only: a calibratedRGB (Apple's Generic RGB) blue clips by a hair, and old AppKit
            // documents are full of them (InterfaceBuilderPickedColorTests' color wells).
            if r.finding.clipped, r.finding.kind != .assetColor, r.text.contains("isplayP3"), let c = r.finding.color {
                return FixedIntentSite(intent: .wideGamut, evidence: "a wide-gamut color read as \(c.hex(withAlpha: c.alpha != 255)) clipped to sRGB")
            }
            if r.finding.kind != .assetColor, let target = darkOnly.target(building: r.file) { return target }
            if r.finding.kind == .assetColor {
                return launchScreens.site(r, bytes: setBytes[r.file]) ?? FixedFolderSets.site(r)
                    ?? InterpolatedSetNames.site(r, prefixes: armSets.interpolated) ?? PaletteRamps.site(r, ramps: armSets.ramps)
                    ?? darkThemeColorSet(r, bytes: setBytes[r.file], families: families)
                    ?? armColorSet(r, bytes: setBytes[r.file], armSets: armSets)
            }
            // A document that can draw no named color keeps its colors (`fix` would decline each).
            if r.finding.kind == .ibColor, let project, let framework = r.finding.framework,
               let why = InterfaceBuilderNamedColor.refusal(compilation: project.compilation(of: PathText.standardized(r.file.hasPrefix("/") ? r.file : PathText.join(cwd, r.file))), framework: framework) {
                return FixedIntentSite(intent: .belowNamedColors, evidence: why)
            }
            if r.finding.kind == .ibColor { return InterfaceBuilderMedia.intent(of: r.finding) ?? InterfaceBuilderPickedColor.intent(of: r.finding) }
            guard let content = byPath[r.file] else { return nil }
            if readers[r.file] == nil {
                var reader = FixedIntentReader(file: SwiftSource(path: content.path, bytes: content.bytes), collectionUses: uses,
                                               representedViews: represented, templateSnapshots: snapshots)
                reader.findingColors = colors[r.file] ?? [:]
                reader.colorFlags = colorFlags
                if darkThemeTypes == nil { darkThemeTypes = LightThemeTwins.darkThemeTypes(reportsByFile.keys.compactMap { byPath[$0] }.map { SwiftSource(path: $0.path, bytes: $0.bytes) }) }
                reader.darkThemeTypes = darkThemeTypes!
                readers[r.file] = reader
            }
            let reader = readers[r.file]!
            // A look of the app's own the user picks (`NamedThemeInstances`), read once per file:
            // its values are that look's, whatever else a value's place says.
            if namedLooks[r.file] == nil {
                namedLooks[r.file] = NamedThemeInstances.sites(in: reader.file, tree: reader.syntax.tree, reports: reportsByFile[r.file] ?? [])
            }
            if let look = namedLooks[r.file]![reader.file.codeIndex(atOrAfter: r.finding.range.lowerBound)] {
                return FixedIntentSite(intent: .userTheme, evidence: look)
            }
            if let site = reader.intent(of: r.finding) { return site }
            // A theme dark by its values (no name says so): read once per file, over its reports.
            if darkValues[r.file] == nil {
                darkValues[r.file] = DarkThemeValues.sites(in: reader.file, tree: reader.syntax.tree, reports: reportsByFile[r.file] ?? [])
            }
            return darkValues[r.file]![reader.file.codeIndex(atOrAfter: r.finding.range.lowerBound)].map { FixedIntentSite(intent: .darkTheme, evidence: $0) }
        }
        keepDarkThemeMembers(reports, sites: &sites, readers: readers, swift: swift, restOfTree: restOfTree)
        // The `??` fallback of a computation kept as computed (GitHawk's `labelColor.textOverlayColor
        // ?? .black`, drawn over a label's own data color, became `?? Semantic.label`, white in Dark
        // over a fixed color, while `textOverlayColor`'s own white and black were kept: session 20
        // audit F12) is drawn in its place, and kept as it is.
        let computed = Set(zip(reports, sites).compactMap { r, s in s?.intent == .computed ? r.finding.context : nil })
        if !computed.isEmpty {
            for n in reports.indices where sites[n] == nil {
                guard let reader = readers[reports[n].file], let name = reader.fallback(of: reports[n].finding, amongComputed: computed) else { continue }
                sites[n] = FixedIntentSite(intent: .computed, evidence: "the ?? fallback of \(name), kept as computed")
            }
        }
        // A palette member its declaration's own comment calls the brand color (`BrandComments`).
        let members = Set(reports.indices.filter { sites[$0] == nil && reports[$0].finding.kind == .paletteReference }.compactMap { reports[$0].finding.symbol })
        let brands = BrandComments.members(members, sources: swift.map { ($0.path, $0.bytes) } + paletteFiles.filter { p in !swift.contains { $0.path == p.path } })
        for n in reports.indices where sites[n] == nil && reports[n].finding.kind == .paletteReference {
            if let s = reports[n].finding.symbol, let evidence = brands[s] { sites[n] = FixedIntentSite(intent: .brand, evidence: evidence) }
        }
        keepPerCaseMembers(reports, sites: &sites, readers: readers, swift: swift, uses: uses)
        let stackedViews = stacked ?? StackedViews(files: swift.map { StackedViews.File(path: $0.path, bytes: $0.bytes) })
        overBrandSurfaces(reports, sites: &sites, readers: readers, stacked: stackedViews)
        overDarkLayers(reports, sites: &sites, readers: readers, stacked: stackedViews)
        overParameterFills(reports, sites: &sites, readers: readers)
        sameDecisionForClearStops(reports, sites: &sites, readers: readers)
        sameDecisionForTableMembers(reports, sites: &sites)
        inForcedDarkControllerDocuments(reports, sites: &sites, swift: swift.map { ($0.path, $0.bytes) },
                                        documents: sources.filter { $0.kind == .interfaceBuilder }.map { ($0.path, $0.bytes) },
                                        forced: forcedSites ?? { swift.flatMap { ForcedAppearance.inSwift(SwiftSource(path: $0.path, bytes: $0.bytes)) } }, cwd: cwd)
        inInterfaceBuilderForcedDark(reports, sites: &sites, readers: readers, forced: forcedDark
            ?? InterfaceBuilderForcedDark(documents: sources.filter { $0.kind == .interfaceBuilder }.map { ($0.path, $0.bytes) }))
        inSwiftUIForcedDark(reports, sites: &sites, readers: readers, forced: swiftUIForcedDark ?? SwiftUIForcedDarkViews(files: {
            swift.map { SwiftUIForcedDarkViews.File(path: $0.path, disk: PathText.standardized($0.path.hasPrefix("/") ? $0.path : PathText.join(cwd, $0.path)), bytes: $0.bytes) }
        }, project: project))
        overInterfaceBuilderPictures(reports, sites: &sites, readers: readers, over: overPictures
            ?? InterfaceBuilderOverPictures(documents: sources.filter { $0.kind == .interfaceBuilder }.map { ($0.path, $0.bytes) }))
        return sameDecisionForArms(reports, sites: sites, bytesByPath: byPath.mapValues(\.bytes))
    }

    /// Every color with no intent of its own drawn over a full-screen brand gradient's view
    /// (`BrandGradient`): in a later layer of a `ZStack` holding that view, or in a view drawn
    /// only there (`StackedViews`). Read after the stops, which say which views are surfaces.
    static func overBrandSurfaces(_ reports: [Report], sites: inout [FixedIntentSite?], readers: [String: FixedIntentReader], stacked: StackedViews) {
        var surfaces: Set<String> = []
        var stops: [String: [Int]] = [:]
        for (n, r) in reports.enumerated() where sites[n]?.intent == .brand {
            guard let reader = readers[r.file] else { continue }
            let k = reader.file.codeIndex(atOrAfter: r.finding.range.lowerBound)
            guard let gradient = reader.fullScreenGradient(r.finding, start: k) else { continue }
            if let view = gradient.view { surfaces.insert(view) }
            stops[r.file, default: []].append(gradient.stop)
        }
        guard !stops.isEmpty else { return }
        let drawnOver = stacked.drawnOver(surfaces)
        for (n, r) in reports.enumerated() where sites[n] == nil && r.finding.choice == nil {
            guard let reader = readers[r.file] else { continue }
            let k = reader.file.codeIndex(atOrAfter: r.finding.range.lowerBound)
            if let over = reader.overSurfaceLayer(k, surfaces: surfaces, stops: stops[r.file] ?? []) {
                sites[n] = FixedIntentSite(intent: .onBrandSurface, evidence: over)
            } else if let type = reader.syntax.tree.enclosingType(at: k)?.name?.split(separator: ".").last, let how = drawnOver[String(type)] {
                sites[n] = FixedIntentSite(intent: .onBrandSurface, evidence: "in \(type), \(how)")
            }
        }
    }

    /// Both arms of one ternary drawn over a picture (or in a subtree forced dark) get one
    /// decision: an arm with no intent of its own takes its sibling's, the place being the same
    /// (GoMap's camera guide `isZero ? UIColor.green.cgColor : UIColor.white.cgColor` had its
    /// white arm kept over the camera picture and its green arm made a token whose dark was
    /// #003C00, session 21 F19). Only for those places: an arm kept for what it is drawn on
    /// (white on Apple's green) says nothing of its sibling drawn on another color, which adapts
    /// with that color. Arms of a pair by the appearance are read as that pair.
    static func sameDecisionForArms(_ reports: [Report], sites: [FixedIntentSite?], bytesByPath: [String: [UInt8]]) -> [FixedIntentSite?] {
        var out = sites
        let byFile = Dictionary(grouping: reports.indices.filter { reports[$0].finding.choice == nil }, by: { reports[$0].file })
        for (path, list) in byFile {
            guard list.count > 1, let bytes = bytesByPath[path] else { continue }
            let sorted = list.sorted { reports[$0].finding.range.lowerBound < reports[$1].finding.range.lowerBound }
            for (a, b) in zip(sorted, sorted.dropFirst()) {
                let ra = reports[a].finding.range, rb = reports[b].finding.range
                guard (out[a] == nil) != (out[b] == nil), let given = out[a] ?? out[b], placeIntents.contains(given.intent), ra.upperBound <= rb.lowerBound,
                      ChoiceArms.isTernaryColon(bytes[ra.upperBound..<rb.lowerBound]), ChoiceArms.followsQuestionMark(bytes, ra.lowerBound) else { continue }
                let (from, to) = out[a] != nil ? (a, b) : (b, a)
                var site = out[from]!
                site.note = nil
                site.evidence = "the other arm of a choice whose arm is kept: \(site.evidence)"
                out[to] = site
            }
        }
        return out
    }

    /// The intents a place gives every color drawn there.
    static let placeIntents: Set<FixedIntent> = [.mediaSurface, .forcedDark, .onBrandSurface]

    /// A color set named for the app's own dark theme with no dark appearance of its own
    /// (Runestone's `TomorrowNightCurrentLine` #282A2E, drawn by a theme that forces Dark): its
    /// value is already the dark one; a proposed dark made the night gutter light gray.
    static func darkThemeColorSet(_ r: Report, bytes: [UInt8]?, families: Set<String> = []) -> FixedIntentSite? {
        guard let name = r.finding.context, FixedIntentReader.namesDarkMode(name) || families.contains(where: { family(of: name) == $0 }),
              let bytes, !bytes.containsSequence(Array("\"dark\"".utf8)) else { return nil }
        return FixedIntentSite(intent: .darkTheme, evidence: "the color set \(name), named for the app's own dark theme, with no dark appearance")
    }

    /// A color set with no dark appearance that the code draws as an arm of its own choice by the
    /// theme or the appearance (`ColorSetUses.ArmSets`): as a dark arm, already a dark value; only
    /// as a light arm, a value whose dark is never drawn.
    static func armColorSet(_ r: Report, bytes: [UInt8]?, armSets: ColorSetUses.ArmSets) -> FixedIntentSite? {
        guard let name = r.finding.context, let bytes, !bytes.containsSequence(Array("\"dark\"".utf8)) else { return nil }
        if let place = armSets.dark[name] {
            return FixedIntentSite(intent: .darkTheme, evidence: "the color set \(name) is drawn as the dark arm of a choice by the theme or the appearance (\(place)): its value is the app's dark value")
        }
        if let place = armSets.lightOnly[name] {
            return FixedIntentSite(intent: .chosenByAppearance, evidence: "the color set \(name) is drawn only as the light arm of a choice by the appearance (\(place)): its dark value is never drawn")
        }
        return nil
    }

    /// A color set name's theme family: its words up to a `dark`/`night` after a first word
    /// (`OneDarkCurrentLine` → `one dark`), nil for any other name.
    static func family(of name: String) -> String? {
        let w = FixedIntentReader.words(name)
        guard let i = w.indices.dropFirst().first(where: { w[$0] == "dark" || w[$0] == "night" }), i + 1 < w.count else { return nil }
        return w[...i].joined(separator: " ")
    }

    /// The families of three color sets or more of which one at least names a role, not a hue
    /// (Runestone's `OneDarkBackground`, `OneDarkCurrentLine`, `OneDarkRed`): an app's dark theme.
    /// `TextDarkGray`, `TextDarkBlue`, `TextDarkRed` are dark colors, no theme.
    static func darkThemeFamilies(_ reports: [Report]) -> Set<String> {
        var members: [String: Set<String>] = [:]
        var roles: Set<String> = []
        for r in reports where r.finding.kind == .assetColor {
            guard let name = r.finding.context, let f = family(of: name) else { continue }
            members[f, default: []].insert(name)
            let w = FixedIntentReader.words(name)
            if let next = w.dropFirst(f.split(separator: " ").count).first, !hueWords.contains(next) { roles.insert(f) }
        }
        return Set(members.filter { $0.value.count >= 3 && roles.contains($0.key) }.keys)
    }

    static let hueWords: Set<String> = ["red", "orange", "yellow", "green", "blue", "purple", "pink", "brown", "gray", "grey",
                                        "black", "white", "aqua", "cyan", "teal", "indigo", "magenta", "violet", "gold", "silver"]

    /// The keep rules: palette members first, then colors with alpha, then opaque colors, each
    /// before the draft's rules of its kind (an opaque rule matches a color whose alpha a
    /// modifier gives, so a kept opaque black must not take a translucent one).
    var rules: (members: [StarterDraft.Rule], alpha: [StarterDraft.Rule], opaque: [StarterDraft.Rule]) {
        var members: [StarterDraft.Rule] = [], alpha: [StarterDraft.Rule] = [], opaque: [StarterDraft.Rule] = []
        for g in groups {
            var rule = StarterDraft.Rule(match: g.match, context: g.contexts, token: "", keep: g.reason)
            rule.within = g.within
            if !g.match.hasPrefix("#") { members.append(rule) } else if g.match.count == 9 { alpha.append(rule) } else { opaque.append(rule) }
        }
        return (members, alpha, opaque)
    }
}

extension KeptColors {
    /// Keeps as written, by a rule of the member, every use of a palette member whose value the
    /// code computes at run time (Sileo's `UIColor.tintColor`, the user's tint): no literal gives
    /// it a value, and a token of unknown value made `generate` refuse the whole draft.
    mutating func keepRunTimeMembers() {
        var byMember: [String: [Report]] = [:]
        rest.removeAll { r in
            guard r.finding.choice == nil, r.finding.kind == .paletteReference, r.finding.baseColor == nil, let s = r.finding.symbol else { return false }
            byMember[s, default: []].append(r)
            return true
        }
        for (member, reports) in byMember.sorted(by: { $0.key < $1.key }) {
            let reason = FixedIntent.computed.reason(evidence: "\(member) has no literal value recolor can read (computed at run time, or a color set), kept as the code writes it",
                                                     file: reports[0].file, line: reports[0].line, more: reports.count - 1)
            groups.append(Group(match: member, contexts: nil, intent: .computed, reason: reason, reports: reports))
        }
    }

    /// Keeps as written each value of the app's themes `HarvestedPairs` keeps: one rule per value
    /// and member label, limited to its theme's declaration (`within`).
    mutating func keepThemeValues(_ values: [(report: Report, intent: FixedIntent, evidence: String)], within: (Report) -> String?) {
        guard !values.isEmpty else { return }
        for (report, intent, evidence) in values {
            guard let n = rest.firstIndex(where: { $0.file == report.file && $0.finding.range == report.finding.range }),
                  let match = StarterDraft.valueKey(report.finding) else { continue }
            rest.remove(at: n)
            let reason = intent.reason(evidence: evidence, file: report.file, line: report.line, more: 0)
            var group = Group(match: match, contexts: report.finding.context.map { [$0] }, intent: intent, reason: reason, reports: [report])
            group.within = within(report).map { [$0] }
            groups.append(group)
        }
    }

    /// Keeps fixed, by a rule of the member, every use alone of a member the code uses only as
    /// the dark arm of a choice (`members`: member → the choice's file:line).
    mutating func keepDarkArms(_ members: [String: String]) {
        guard !members.isEmpty else { return }
        var byMember: [String: [Report]] = [:]
        var left: [Report] = []
        for r in rest {
            if r.finding.choice == nil, r.finding.kind == .paletteReference, let s = r.finding.symbol, members[s] != nil {
                byMember[s, default: []].append(r)
            } else {
                left.append(r)
            }
        }
        for (member, reports) in byMember.sorted(by: { $0.key < $1.key }) {
            let reason = FixedIntent.darkTheme.reason(evidence: "\(member) is the dark arm of the choice at \(members[member]!)",
                                                      file: reports[0].file, line: reports[0].line, more: reports.count - 1)
            groups.append(Group(match: member, contexts: nil, intent: .darkTheme, reason: reason, reports: reports))
        }
        rest = left
    }

    /// A token of the shadow role is fixed: one value (its light one) in every appearance, so
    /// that a shadow never turns into a glow. (No Apple system color is offered for the role.)
    static func fixShadow(_ t: inout StarterDraft.Token) {
        guard t.role == .shadow, t.system == nil, let light = t.values[0].color else { return }
        t.fixed = true
        t.appearance = AppearanceValues([.light: light])
    }
}

extension StarterDraft {
    /// The token the draft's rules give report `r` (a rule of its context before one of none).
    func draftToken(of r: Report) -> Token? {
        guard let key = Self.valueKey(r.finding) else { return nil }
        let candidates = rules.filter { $0.keep == nil && $0.pair.isEmpty && !$0.token.isEmpty && $0.match.uppercased() == key.uppercased() }
        let rule = candidates.first { rule in r.finding.context.map { rule.context?.contains($0) == true } == true } ?? candidates.first { $0.context == nil }
        return rule.flatMap { rule in tokens.first { $0.name == rule.token } }
    }

    /// The stderr lines of what `init` kept fixed: one summary by intent, then each site meant
    /// fixed that no rule could keep.
    package var keptLines: [String] {
        var lines: [String] = []
        if let design = darkByDesign {
            lines.append("recolor init: the app looks dark by design (\(design.evidence)): its colors keep their values in Dark Mode; review the tokens that should adapt")
        }
        if !kept.groups.isEmpty {
            var byIntent: [FixedIntent: Int] = [:]
            for g in kept.groups { byIntent[g.intent, default: 0] += g.reports.count }
            let parts = FixedIntent.allCases.compactMap { i in byIntent[i].map { "\($0) \(i.rawValue)" } }
            let findings = kept.groups.reduce(0) { $0 + $1.reports.count }
            lines.append("recolor init: \(findings) finding\(findings == 1 ? "" : "s") kept fixed by \(kept.groups.count) keep rule\(kept.groups.count == 1 ? "" : "s") (\(parts.joined(separator: ", "))); review each rule's reason")
        }
        for u in kept.unpaired {
            lines.append("recolor init: \(u.report.file):\(u.report.line):\(u.report.column): a light/dark choice the code makes is no token: \(u.why); its arm is kept as written")
        }
        for u in kept.unkept {
            let head = "recolor init: \(u.report.file):\(u.report.line):\(u.report.column): \(u.site.intent.rawValue) (\(u.site.evidence)), but \(u.why)"
            // An Interface Builder document holds no `// recolor:ignore` (Lush Player's tvOS storyboards:
            // nine notices advising one; session 30's review A14): a keep rule limited to the element's
            // class is the route there, or the color edited in Interface Builder.
            // (Where the element has a class, a use that must adapt stands in it too: that is why no keep was placed.)
            let keepIt = SourceKind.claiming(u.report.file) == .swift ? "mark the line // recolor:ignore to keep it"
                : "an Interface Builder document holds no recolor:ignore comment: to keep it, give its view a class of its own and a keep rule limited to that class (\"in\"), or edit the color in Interface Builder"
            // A token with one value in every appearance adapts nothing: saying the draft makes
            // the site adapt promised a change it does not make (UTM's white button text on
            // `.accentColor` got `inverseText`, #FFFFFF in both: session 21 audit F13).
            if let t = draftToken(of: u.report), let light = t.appearance[.light], t.appearance.given.values.allSatisfy({ $0 == light }) {
                lines.append("\(head); its token \(t.name) is \(light.hex(withAlpha: light.alpha != 255)) in every appearance, so it is drawn as written; if the token is given a dark value, \(keepIt)")
            } else {
                lines.append("\(head): the draft makes it adapt; \(keepIt)")
            }
        }
        return lines
    }
}
