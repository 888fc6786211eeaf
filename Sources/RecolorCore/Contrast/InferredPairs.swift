/// Where a pair is seen: Interface Builder's view tree, UIKit (or AppKit) code, a SwiftUI view.
public enum PairSource: String, Sendable, CaseIterable {
    case interfaceBuilder = "interface-builder"
    case uikit
    case swiftui
}

/// Where a foreground/background pair was seen: both colors' file:line.
public struct PairSighting: Sendable, Equatable, Hashable {
    public var file: String
    /// The line of the foreground's use.
    public var line: Int
    public var role: ContrastRole
    /// The background's use (its file is `file` unless said).
    public var backgroundLine: Int? = nil
    public var backgroundFile: String? = nil
    public var source: PairSource = .uikit
    /// Text set in a large font (`LargeText`): its minimum is 3, not 4.5.
    public var large = false
    /// Read from the colors' names alone (`onButton` on `button` of one scheme: `OnColorPairs`):
    /// `init` keeps the two together.
    public var byName = false

    /// `file:line` of the foreground, then of the background (`A.swift:3 on A.swift:5`).
    public var place: String {
        guard let backgroundLine else { return "\(file):\(line)" }
        return "\(file):\(line) on \(backgroundFile ?? file):\(backgroundLine)"
    }
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
    /// What a finding or a written color stands for: the token a rule maps it to (`contrast`),
    /// or the draft's token (`init`); the tokens' expressions and asset names after `fix`.
    package struct Subjects {
        package var ofReport: (Report) -> String?
        package var expressions: TokenExpressions?
        /// What a finding kept fixed stands for (`KeptColorSubjects`): a side of a pair, never a
        /// token (kept apart from `ofReport`, which also names the app's members and color sets).
        package var ofKept: (Report) -> String?

        package init(ofReport: @escaping (Report) -> String?, expressions: TokenExpressions?,
                     ofKept: @escaping (Report) -> String? = { _ in nil }) {
            self.ofReport = ofReport
            self.expressions = expressions
            self.ofKept = ofKept
        }

        /// The table's: a rule's token, a token's expression or asset; a keep rule's color.
        package static func table(_ expressions: TokenExpressions) -> Subjects {
            Subjects(ofReport: { $0.resolution.token }, expressions: expressions, ofKept: KeptColorSubjects.subject(of:))
        }

        /// A finding's subject: its token, else the kept color it is.
        func subject(_ r: Report) -> String? { ofReport(r) ?? ofKept(r) }
    }

    /// The pairs found, and what the search saw (for saying why there is none).
    package struct Search {
        package var pairs: [InferredPair]
        package var notes: PairSearchNotes
        /// The stop tokens of each SwiftUI gradient seen (two or more), in order: one surface, which
        /// `init` keeps together (`GradientStopsTogether`).
        package var gradients: [[String]] = []
    }

    package static func infer(_ files: [(file: SwiftSource, reports: [Report])], expressions: TokenExpressions) -> [InferredPair] {
        search(files, documents: [], subjects: .table(expressions)).pairs
    }

    /// Pairs of Swift files and Interface Builder documents (`.xib`, `.storyboard`).
    /// `stackedOverPictures`: the view types files not given stack over a picture (`HostedViews`).
    /// `unread`: the tree's Swift files not given, where the views' grounds are looked for (`ViewGrounds`).
    package static func search(_ files: [(file: SwiftSource, reports: [Report])], documents: [(path: String, bytes: [UInt8], reports: [Report])],
                               subjects: Subjects, stackedOverPictures: Set<String> = [],
                               unread: [(shown: String, disk: String)] = []) -> Search {
        var sightings: [String: [PairSighting]] = [:]
        // Each pair's sightings as a set too: `contains` on the list was linear per sighting.
        var seen: [String: Set<PairSighting>] = [:]
        var names: [String: (String, String)] = [:]
        var notes = PairSearchNotes()
        // Apple's system colors: those no token is, and the tokens that are one (`UIColor.systemBackground`).
        // A kept color is fixed as Apple's are: two fixed sides are the app's own pair, no token's.
        let apples = ApplesPairs(subjects.expressions)
        let systemTokens = apples.systemTokens
        let translucentTokens = subjects.expressions?.translucentTokens ?? []
        let translucentAlphas = subjects.expressions?.translucentAlphas ?? [:]
        func add(_ fg: String, _ bg: String, _ sighting: PairSighting) {
            let key = fg + "\u{0}" + bg
            names[key] = (fg, bg)
            if seen[key, default: []].insert(sighting).inserted { sightings[key, default: []].append(sighting) }
        }
        // The colors code sets on views the documents lay out (outlets, own views, proxies).
        var styled = CodeStyledViews()
        // View types' initializers and the app's functions that take a foreground and a background, called from other files.
        let appInitializers = DeclaredParameterRoles.acrossFiles(of: files.map(\.file), unread: unread)
        // Views some container of the run draws on a paint of its own (`HostedViews`).
        let hosted = HostedViews.names(in: files.map(\.file)).union(stackedOverPictures)
        // What each view is drawn on, where it is used across the tree (`ViewGrounds`).
        let grounds = ViewGrounds(files: files.map(\.file), unread: unread)
        var usesOf = files.map { file, reports in
            // A view's color property read back as another's value holds the token it was given (`ReadBackProperties`).
            ReadBackProperties.adding(to: ImageOnlyButtons.dropping(subjects.expressions.map { $0.uses(in: file, reports: reports, tokenOf: subjects.subject) }
                ?? TokenExpressions.findingUses(in: file, reports: reports, tokenOf: subjects.subject), in: file), in: file)
        }
        // Gradients a type's member holds, drawn where they are named (`GradientMembers`).
        let gradientMembers = GradientMembers(zip(files.map(\.file), usesOf).map { ($0, $1) })
        if !gradientMembers.isEmpty {
            for n in files.indices {
                let more = gradientMembers.uses(in: files[n].file)
                if !more.isEmpty { usesOf[n] = (usesOf[n] + more).enumerated().sorted { ($0.element.code, $0.offset) < ($1.element.code, $1.offset) }.map(\.element) }
            }
        }
        var gradients: [[String]] = []
        for (n, (file, _)) in files.enumerated() where GradientMembers.gradientFinder.occurs(in: file.bytes) {
            var byGradient: [Int: [String]] = [:]
            for use in usesOf[n] where use.elsewhere == nil {
                guard let (gradient, _) = GradientLayers.gradient(ofStop: use.code, in: file), !(byGradient[gradient]?.contains(use.token) ?? false) else { continue }
                byGradient[gradient, default: []].append(use.token)
            }
            gradients += byGradient.sorted { $0.key < $1.key }.map(\.value).filter { $0.count > 1 }
        }
        // View types painting a surface, drawn in other files or their own (`ToastView { … }`, a
        // ZStack's backdrop, `.background(GlassBackground())`): a run of one file has them too (the
        // toast of V6 was one file holding its text and its background's view).
        let surfaces = DeclaredSurfaces(zip(files.map(\.file), usesOf).map { ($0, $1) })
        // A token a function returns is set where the function's calls are assigned (`ReturnFlows`).
        let returnedUses = documents.isEmpty ? [:] : ReturnedCallUses.uses(files.map(\.file), uses: usesOf)
        for (n, (file, _)) in files.enumerated() {
            let uses = usesOf[n]
            for (fg, bg, sighting) in pairs(in: file, uses: uses, notes: &notes, apples: apples, translucent: translucentTokens, alphas: translucentAlphas,
                                            appInitializers: appInitializers, hosted: hosted, surfaces: surfaces, grounds: grounds) { add(fg, bg, sighting) }
            // A scheme's `onX` on its `x` (`OnColorPairs`), wherever the views read them.
            for (fg, bg, under) in OnColorPairs.pairs(in: file, uses: uses) where !apples.isApples(foreground: fg.token, background: bg.token, role: .text) {
                // A translucent surface over the scheme's own background, measured so.
                let surface = under.map { u in translucentTokens.contains(bg.token) && u.token != fg.token ? TranslucentSubjects.over(bg.token, u.token) : bg.token } ?? bg.token
                add(fg.token, surface, PairSighting(file: file.path, line: file.location(of: file.code[fg.code].begin).line, role: .text,
                                                    backgroundLine: file.location(of: file.code[bg.code].begin).line,
                                                    source: TokenExpressions.swiftUIImport.occurs(in: file.bytes) ? .swiftui : .uikit, byName: true))
            }
            // The colors code sets on the documents' views, arms of a choice by the appearance told
            // apart as in the file's own pairs (beam's `case .dark:` cell background under a label
            // of its xib "failed" in light).
            if !documents.isEmpty {
                let tree = AppearanceArmUses.mayHoldStatements(file) ? SyntaxTree(file) : nil
                styled.read(file, uses: AppearanceArmUses.merge(uses + (returnedUses[file.path] ?? []), in: file, tree: tree))
            }
        }
        for document in documents {
            var byOffset: [Int: String] = [:]
            for r in document.reports { if let t = subjects.subject(r) { byOffset[r.finding.range.lowerBound] = t } }
            // A launch screen is drawn before any code runs: no code colors it.
            let codeColors = InterfaceBuilderPairs.isLaunchScreen(document.bytes) ? CodeStyledViews() : styled
            let found = InterfaceBuilderPairs.pairs(in: document.bytes, notes: &notes, styled: codeColors, tint: subjects.expressions?.appTint) { tag in
                if let t = byOffset[tag.range.lowerBound] { return t }
                // Interface Builder's `tintColor` system color is the app's tint.
                if tag.attribute("systemColor") == "tintColor" { return subjects.expressions?.appTint }
                if let system = tag.attribute("systemColor") {
                    return subjects.expressions?.token(ofSystemColor: system) ?? SystemColorSubjects.subject(ofInterfaceBuilderName: system)
                }
                if tag.attribute("catalog") == "System", let name = tag.attribute("name") { return subjects.expressions?.token(ofCatalogColor: name) }
                guard tag.attribute("catalog") == nil, let name = tag.attribute("name") else { return nil }
                return subjects.expressions?.token(ofAsset: name)
            }
            guard !found.isEmpty else { continue }
            let lines = TextLines(document.bytes)
            func at(_ place: InterfaceBuilderPairs.Place) -> (file: String, line: Int) {
                switch place {
                case .document(let offset): return (document.path, lines.location(of: offset).line)
                case .code(let file, let line): return (file, line)
                }
            }
            // A color the document hard-codes is the app's though init drafted it as Apple's
            // (Tofu's gray label, #8E8E93 → systemGray, on a grouped table: 2.8:1 in light); one the
            // document names as Apple's (`systemColor="systemRedColor"`) is Apple's.
            func isAppsOwn(_ subject: String, at place: InterfaceBuilderPairs.Place, written: String? = nil) -> Bool {
                if case .document(let offset) = place { return byOffset[offset] != nil && systemTokens.contains(subject) }
                // So is a color the code hard-codes on a view of the document (a literal black drafted as
                // `label`, not `UIColor.label` as written): SmartReceipts' trip name on its cell's white,
                // kept because the iOS 10 document draws no named colors, was dropped as Apple's own pair,
                // and the black became white on that white in Dark (session 32's held-out check, V1).
                if case .code = place, let written, systemTokens.contains(subject),
                   !String(written.filter { $0 != " " }).contains(".\(subject)") { return true }
                return false
            }
            for f in found {
                guard !apples.isApples(foreground: f.foreground, background: f.background, role: f.role)
                    || isAppsOwn(f.foreground, at: f.foregroundAt, written: f.foregroundWritten) || isAppsOwn(f.background, at: f.backgroundAt) else {
                    notes.applesOwn += 1
                    continue
                }
                let fg = at(f.foregroundAt), bg = at(f.backgroundAt)
                add(f.foreground, f.background, PairSighting(file: fg.file, line: fg.line, role: f.role, backgroundLine: bg.line,
                                                             backgroundFile: bg.file == fg.file ? nil : bg.file, source: .interfaceBuilder,
                                                             large: f.large))
            }
        }
        let pairs = sightings.keys.sorted().map { key in
            InferredPair(foreground: names[key]!.0, background: names[key]!.1, sightings: sightings[key]!)
        }
        return Search(pairs: pairs, notes: notes, gradients: gradients)
    }

    /// The switch case a use's color is returned in (`VariantCase`), also when the use stands for it
    /// at a written opacity (`systemRed at 12%`) or on top of another (`glass over page`): Sonidea's
    /// `.destructive` fill `Color.red.opacity(0.12)` lost its case at 12 %, and the `.primary` white
    /// was measured on it, 1.18:1 (session 32's held-out check, V6).
    static func variantCase(of use: TokenUse, in cases: [String: VariantCase]) -> VariantCase? {
        if let c = cases[VariantCase.key(use)] { return c }
        let top = TranslucentSubjects.parseOver(use.token)?.top ?? use.token
        let base = TranslucentSubjects.parse(top)?.token ?? top
        return cases[VariantCase.key(TokenUse(token: base, code: use.code))]
    }

    /// The code range of the content closure of the view a chain starts with (`HStack { … }`,
    /// `VStack(spacing: 8) { … }`), or nil.
    /// Labeled trailing closures after the first are content too (`Button { … } label: { … }`:
    /// the label is drawn over the button's background).
    static func contentClosure(of root: Int, in file: SwiftSource) -> Range<Int>? {
        var k = root + 1
        if file.isChar(k, "("), let close = file.matchingClose(k) {
            // `Button(action: { … }, label: { … })`: the content passed inside the parentheses.
            if !file.isChar(close + 1, "{"), let label = labeledContent(in: k, close, file: file) { return label }
            k = close + 1
        }
        guard file.isChar(k, "{"), var close = file.matchingClose(k) else { return nil }
        while file.isWord(close + 1), file.isChar(close + 2, ":"), file.isChar(close + 3, "{"), let next = file.matchingClose(close + 3) { close = next }
        return k..<close
    }

    /// The closure argument `label: { … }` or `content: { … }` of the call whose parentheses are
    /// `open`…`close` (at their own level), or nil.
    static func labeledContent(in open: Int, _ close: Int, file: SwiftSource) -> Range<Int>? {
        var k = open + 1
        while k < close {
            if (file.codeIs(k, "label") || file.codeIs(k, "content")), file.isChar(k + 1, ":"), file.isChar(k + 2, "{"),
               file.isChar(k - 1, ",") || file.isChar(k - 1, "("), let end = file.matchingClose(k + 2) {
                return k + 2..<end
            }
            if file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{"), let c = file.matchingClose(k) { k = c + 1; continue }
            k += 1
        }
        return nil
    }

    /// The pairs of one file: uses grouped by the place they color; in each place every
    /// foreground token meets every background token. A SwiftUI view with no background of its
    /// own is drawn over the background of the innermost container holding it.
    /// `apples`: which pairs of Apple's system colors or kept colors are not the app's (`ApplesPairs`).
    /// `translucent`: the tokens with a translucent value (a UIKit background of one is composited over its container's).
    static func pairs(in file: SwiftSource, uses given: [TokenUse], notes: inout PairSearchNotes,
                      apples: ApplesPairs = ApplesPairs(fixed: SystemColorSubjects.isSystem),
                      translucent translucentTokens: Set<String> = [], alphas translucentAlphas: [String: Double] = [:],
                      appInitializers: DeclaredParameterRoles? = nil, hosted: Set<String> = [],
                      surfaces: DeclaredSurfaces = DeclaredSurfaces(), grounds: ViewGrounds? = nil) -> [(String, String, PairSighting)] {
        var byPlace: [UseSite.Place: [(TokenUse, UseSite)]] = [:]
        var bareLayers: [TokenUse] = []
        var gradientStops: [TokenUse] = []
        var order: [UseSite.Place] = []
        // A button's title color where the file gives it an image and no title: drawn nowhere.
        let given = ImageOnlyButtons.dropping(given, in: file)
        guard !given.isEmpty else { return [] }
        let braces = EnclosingBraces(file)
        let chains = ChainRoots(file)
        let helpers = appInitializers.map { DeclaredParameterRoles(file).adding(typeInitializers: $0) } ?? DeclaredParameterRoles(file)
        let syntax = SyntaxTreeMemo(file: file)
        // The places whose font is large text (`LargeText`), read once a text pair is found.
        var largePlaces: Set<UseSite.Place>?
        // The arms of a choice by the appearance, one color (`a in light, b in dark`).
        // A style's two members switching over one subject: case with case (`VariantCase`).
        var variantCases: [String: VariantCase] = [:]
        // Where a computed member's returned color is written (`return Color.x.opacity(0.1)`).
        var returnedAt: [String: Int] = [:]
        let members = ComputedMemberUses.expand(given, in: file, tree: syntax.tree, cases: &variantCases, returnedAt: &returnedAt)
        let uses = AppearanceArmUses.merge(LocalColorUses.expand(members, in: file, tree: syntax.tree, cases: &variantCases),
                                           in: file, tree: syntax.tree)
        // Backgrounds made translucent: what is drawn on them is over an unknown mix (never the
        // color alone, measured opaque), as on a color no token is.
        var translucent: Set<Int> = []
        var translucentLayers: [Int] = []
        // Views drawn through `.colorMultiply(X)`: every color in them (their content's too) is
        // multiplied by X, so no token is drawn as its value there (the pair is unknown, not the tokens').
        var multiplied: Set<Int> = []
        if colorMultiplyFinder.occurs(in: file.bytes) {
            for k in file.code.indices where file.codeIs(k, "colorMultiply") && file.isChar(k - 1, ".") && file.isChar(k + 1, "(") {
                let root = chains.root(endingAt: k - 2)
                if root <= k - 2 { multiplied.insert(root) }
            }
        }
        let filledConfigurations = FilledButtonConfigurations(file, chains: chains)
        for use in uses {
            let site = UseSite.of(use.code, in: file, braces: braces, chains: chains, helpers: helpers, tree: syntax)
            if case .chain(let root) = site?.place, multiplied.contains(root) {
                notes.overOtherColor += 1
                continue
            }
            guard var site else {
                // A color standing as a view of its own (`ZStack { Color.X; Text(…) }`): a layer.
                if startsStatement(use.code, in: file) {
                    notes.saw(.background)
                    if ViewChainModifiers.isTranslucent(use.code, in: file) { translucentLayers.append(use.code) } else { bareLayers.append(use) }
                } else if GradientLayers.gradient(ofStop: use.code, in: file) != nil {
                    // A stop of a gradient: a layer where the gradient stands as a view (`GradientLayers`).
                    notes.saw(.background)
                    gradientStops.append(use)
                } else {
                    notes.unplaced += 1
                }
                continue
            }
            // Set on a modifier closure's parameter: on the chain the modifier is called on (`ModifierClosures`).
            if case .chain(let root) = site.place, let outer = ModifierClosures.outerRoot(of: root, in: file, braces: braces, chains: chains) {
                site.place = .chain(root: outer)
            }
            if site.role == .text, case .receiver(let name, let scope) = site.place, site.via >= 0,
               ImageOnlyButtons.configurationShowsNoTitle(name, foreground: site.via, scope: scope, in: file) { site.role = .graphic }
            // A button configuration's title and capsule, and a filled button's tint: at the button's capsule (`FilledButtonConfigurations`).
            if let (moved, skip) = filledConfigurations.placed(site, in: file) {
                if skip { continue }
                site = moved
            }
            notes.saw(site.role)
            var placed = use
            // A computed member's color is drawn as its returned expression writes it: dashwallet's
            // field fill `if hasError { return Color.systemRed.opacity(0.1) }` was measured opaque
            // under its gray text, four false failures (session 26's review, F9).
            let written = returnedAt[VariantCase.key(use)] ?? ViewChainModifiers.wrapper(aroundArgumentAt: use.code, in: file) ?? use.code
            if site.role == .background, ViewChainModifiers.isTranslucent(written, in: file) {
                // At a written opacity: the token at that opacity, a SwiftUI view's blended over the
                // window's background when nothing else lies under it (below), a UIKit view's over
                // the background of the view it lies in (`composited`). At a run-time opacity: unknown.
                guard let alpha = ViewChainModifiers.literalOpacity(written, in: file) else {
                    translucent.insert(use.code)
                    continue
                }
                placed = TokenUse(token: TranslucentSubjects.subject(use.token, alpha: alpha), code: use.code)
            }
            if byPlace[site.place] == nil { order.append(site.place) }
            byPlace[site.place, default: []].append((placed, site))
        }
        // A declared surface passed as a chain's background (`.background(GlassBackground())`):
        // its paint is the chain's background, as a color written there (`DeclaredSurfaces`).
        if !surfaces.isEmpty {
            for (call, root, via, surface) in surfaces.backgroundCalls(in: file, chains: chains) {
                let place = UseSite.Place.chain(root: root)
                if byPlace[place] == nil { order.append(place) }
                for use in surfaces.uses(of: surface, at: call) { byPlace[place, default: []].append((use, UseSite(role: .background, place: place, via: via))) }
                notes.saw(.background)
            }
        }
        // SwiftUI containers with a background: `HStack { Text(…).foregroundColor(X) }.background(Y)`
        // draws X over Y. The range of the container's content closure, and its background uses.
        var containers: [(body: Range<Int>, backgrounds: [TokenUse])] = []
        var rowBackgroundBodies: Set<Int> = []
        let sectionHeaders = SectionHeaders(file)
        let memberViews = MemberViewBodies(file, tree: syntax.tree)
        for place in order {
            guard case .chain(let root) = place else { continue }
            let backgrounds = byPlace[place]!.filter { $0.1.role == .background }.map(\.0)
            guard !backgrounds.isEmpty else { continue }
            if let body = contentClosure(of: root, in: file) {
                containers.append((body, backgrounds))
                // Rows' paint alone (`.listRowBackground(X)`): no section header or footer lies on it (`SectionHeaders`).
                if byPlace[place]!.allSatisfy({ $0.1.role != .background || file.codeIs($0.1.via, "listRowBackground") }) {
                    rowBackgroundBodies.insert(body.lowerBound)
                }
            } else if let body = memberViews.body(named: root) {
                // A member view named by the chain: its body is under each background it is drawn on.
                if let n = containers.firstIndex(where: { $0.body == body }) { containers[n].backgrounds += backgrounds }
                else { containers.append((body, backgrounds)) }
            }
        }
        // Surfaces of colors no token is: a container painted so holds its content over an
        // unknown color (no backgrounds), and so does an overlay on a view painted so; an
        // overlay on a view with a token's background lies over that background.
        let unknown = UnknownSurfaces(file, uses: translucent.isEmpty ? uses : uses.filter { !translucent.contains($0.code) }, chains: chains)
        // A `.borderedProminent` button draws its label on its tint (Apple's accent without one).
        var prominent: [Int: [TokenUse]] = [:]
        for place in order {
            guard case .chain(let root) = place, file.codeIs(root, "Button"),
                  ViewChainModifiers.isProminentButton(root: root, in: file) || isSwipeAction(root, in: file, braces: braces) else { continue }
            let tints = byPlace[place]!.filter { file.codeIs($0.1.via, "tint") }.map(\.0)
            prominent[root] = tints
            // Before any other container of the same content: the tint is what the label is on.
            if let body = contentClosure(of: root, in: file) { containers.insert((body, tints), at: 0) }
        }
        for root in unknown.chainRoots.union(multiplied).sorted() {
            if let body = contentClosure(of: root, in: file) ?? memberViews.body(named: root) { containers.append((body, [])) }
        }
        // A member view named inside a container's content (`VStack { header }.background(X)`): its
        // body is on that container's background (the innermost one), unless it is a container itself.
        if !memberViews.isEmpty && !containers.isEmpty {
            let outer = containers
            for container in outer {
                for (at, body) in memberViews.named(in: container.body) where !containers.contains(where: { $0.body == body }) {
                    guard let innermost = outer.filter({ $0.body.contains(at) }).min(by: { $0.body.count < $1.body.count }) else { continue }
                    containers.append((body, innermost.backgrounds))
                }
            }
        }
        // A view type of the file drawn inside a container's content (`VStack { TitleView() }.background(X)`):
        // its body is on that container's background (the innermost one), under every such place.
        if memberViews.hasViewTypes && !containers.isEmpty {
            let outer = containers
            var drawn: [Range<Int>: [TokenUse]] = [:]
            var order: [Range<Int>] = []
            for container in outer {
                for (at, body) in memberViews.drawnTypes(in: container.body) where !outer.contains(where: { $0.body == body }) {
                    guard let innermost = outer.filter({ $0.body.contains(at) }).min(by: { $0.body.count < $1.body.count }) else { continue }
                    // Entered even when the container's paint is no token's (an unknown surface, no backgrounds): its body
                    // is then over an unknown color (podcast-player's `List { TopicRow() }.background(paperBackground)`
                    // trapped here on a nil entry: init crashed; session 37, intent37c V1).
                    if drawn[body] == nil { order.append(body); drawn[body] = [] }
                    for b in innermost.backgrounds where !(drawn[body]?.contains { $0.code == b.code } ?? false) { drawn[body, default: []].append(b) }
                }
            }
            for body in order { containers.append((body, drawn[body] ?? [])) }
        }
        // Calls of view types another file declares painting (`DeclaredSurfaces`): a wrapper's
        // content is over its paint (nearer than a background chained on the call); a surface
        // standing in a ZStack is a layer (below).
        var declaredLayers: [(start: Int, backgrounds: [TokenUse])] = []
        if !surfaces.isEmpty {
            for root in file.code.indices where file.kind(root) == .identifier && file.firstByte(root).isUppercaseASCII
                && (file.isChar(root + 1, "(") || file.isChar(root + 1, "{")) && !file.isChar(root - 1, ".") {
                guard let surface = surfaces.surface(named: file.text(code: root), usedIn: file.path),
                      startsStatement(root, in: file) || file.isChar(root - 1, "{") && !file.codeIs(root - 2, "background") else { continue }
                if surface.wraps {
                    if let body = contentClosure(of: root, in: file) { containers.insert((body, surfaces.uses(of: surface, at: root)), at: 0) }
                } else if !ViewChainModifiers.isSmallLayer(root: root, in: file) {
                    declaredLayers.append((root, surfaces.uses(of: surface, at: root)))
                }
            }
        }
        /// Whether the chain starting at `root` lies in an overlay of a picture (`Image(…).overlay { … }`).
        func overPicture(_ root: Int) -> Bool {
            unknown.overlays.contains { $0.body.contains(root) && FixedIntentReader.pictureViews.contains(file.text(code: $0.root)) }
        }
        for overlay in unknown.overlays {
            var backgrounds = byPlace[.chain(root: overlay.root)]?.filter { $0.1.role == .background }.map(\.0) ?? []
            // A translucent fill over a picture shows the picture: what lies on it is over an unknown mix.
            if overPicture(overlay.root) { backgrounds.removeAll { TranslucentSubjects.parse($0.token) != nil } }
            if !backgrounds.isEmpty || unknown.chainRoots.contains(overlay.root) || overPicture(overlay.root) { containers.append((overlay.body, backgrounds)) }
        }
        // ZStacks: their content closures; layers that paint a surface (a `.fill(X)` or
        // `.background(X)` chain, a color or a gradient standing as a view), by where they start, in order.
        var layers: [(start: Int, backgrounds: [TokenUse])] = bareLayers.map { ($0.code, [$0]) } + translucentLayers.map { ($0, []) }
            + GradientLayers.layers(gradientStops, in: file) + declaredLayers
        for place in order {
            guard case .chain(let r) = place else { continue }
            let backgrounds = byPlace[place]!.filter { $0.1.role == .background }.map(\.0)
            // A badge (a small or moved layer) lies under no later layer.
            if !backgrounds.isEmpty, !ViewChainModifiers.isSmallLayer(root: r, in: file) { layers.append((r, backgrounds)) }
        }
        // A layer painted with a color no token is hides the layers under it: over it, nothing known.
        let tokenLayers = Set(layers.map(\.start))
        for root in unknown.chainRoots where !tokenLayers.contains(root) && !ViewChainModifiers.isSmallLayer(root: root, in: file) { layers.append((root, [])) }
        layers.sort { $0.start < $1.start }
        var zstacks: [Range<Int>] = []
        for root in file.code.indices where !layers.isEmpty && file.codeIs(root, "ZStack") {
            if let body = contentClosure(of: root, in: file) { zstacks.append(body) }
        }
        var allZStacks: [Range<Int>]?
        /// Whether the view nearest under the chain starting at `root` in its innermost ZStack is a
        /// picture (`FixedIntentReader.pictureViews`): the ZStack's last child before it starts with one.
        func pictureStacked(under root: Int) -> Bool {
            if allZStacks == nil {
                allZStacks = file.code.indices.filter { file.codeIs($0, "ZStack") }.compactMap { contentClosure(of: $0, in: file) }
            }
            guard let zstack = allZStacks!.filter({ $0.contains(root) }).min(by: { $0.count < $1.count }) else { return false }
            var k = root - 1
            while k > zstack.lowerBound {
                if braces.brace(of: k) == zstack.lowerBound, file.isWord(k), startsStatement(k, in: file) {
                    return FixedIntentReader.pictureViews.contains(file.text(code: k))
                }
                k -= 1
            }
            return false
        }
        /// The last layer starting in `body` before `k` (binary search).
        func layer(before k: Int, in body: Range<Int>) -> [TokenUse]? { layerAndStart(before: k, in: body)?.backgrounds }
        func layerAndStart(before k: Int, in body: Range<Int>) -> (start: Int, backgrounds: [TokenUse])? {
            var lo = 0, hi = layers.count
            while lo < hi { let mid = (lo + hi) / 2; if layers[mid].start < k { lo = mid + 1 } else { hi = mid } }
            // A layer is a view standing directly in the ZStack's closure: a view with a
            // background nested in an earlier child's overlay lies under nothing of a later one
            // (dime's row: a small icon's badge was taken for the layer under the row's text).
            var n = lo - 1
            while n >= 0, body.contains(layers[n].start) {
                if braces.brace(of: layers[n].start) == body.lowerBound { return layers[n] }
                n -= 1
            }
            return nil
        }
        /// Whether the layer starting at `start` holds fills of its own in its content (`Rectangle().fill(.red)`
        /// inside a row painted `cardColor`): a mark moved over it may lie on either.
        func holdsFills(_ start: Int) -> Bool {
            guard let body = contentClosure(of: start, in: file) else { return false }
            return byPlace.contains { place, group in
                guard case .chain(let r) = place, r != start, body.contains(r) else { return false }
                return group.contains { $0.1.role == .background }
            } || unknown.chainRoots.contains { $0 != start && body.contains($0) }
        }
        let arms = AppearanceArms(file, uses: uses, tree: syntax)
        // A foreground meets each background token once: the same token again made only the
        // same sighting again, which `infer` drops (4,000 uses in one scope met 4 million).
        // (Per appearance arm and branch: a token in the light arm and again in the dark one is two backgrounds.)
        func firstOfEachToken(_ uses: [TokenUse]) -> [TokenUse] {
            var tokens: Set<String> = []
            return uses.filter { tokens.insert($0.token + "\u{0}" + arms.key($0.code)).inserted }
        }
        var found: [(String, String, PairSighting)] = []
        var viewTree: UIKitViewTree?
        var backgroundsByView: [UIKitViewTree.ViewKey: [TokenUse]]?
        var unknownViews: Set<UIKitViewTree.ViewKey>?
        /// The backgrounds under a receiver's foreground `use` with none of its own: the view's own
        /// elsewhere in its type, else those of the nearest view it is added to that sets one (drawn with it).
        /// Whether background `bg` lies in a block that sets the foreground's own receiver again in
        /// its role (Unwrap: `textColor = .white` for every answer, then in the branch that paints
        /// `.systemBackground`, `textColor = .label`): the foreground set outside is not drawn on it.
        func overridden(_ bg: TokenUse, for use: TokenUse, in place: UseSite.Place) -> Bool {
            // Only a branch (`if`, `else`, a `switch` case): a function's body is the view's setup.
            guard let branch = CodeStyledViews.branch(of: bg.code, in: file, tree: syntax.tree) else { return false }
            let open = branch.open, close = branch.close
            guard !(open < use.code && use.code < close), case .receiver(let name, _) = place,
                  let role = byPlace[place]?.first(where: { $0.0.code == use.code })?.1.role else { return false }
            // The same receiver in any scope (the block is a scope of its own).
            return byPlace.contains { other, group in
                guard case .receiver(let n, _) = other, n == name else { return false }
                return group.contains { $0.1.role == role && open < $0.0.code && $0.0.code < close }
            }
        }
        // The property each background use is set through (`selectedBarBackgroundColor`), by code index.
        var backgroundVia: [Int: Int] = [:]
        var foregroundVia: [Int: Int] = [:]
        for (_, group) in byPlace { for (use, site) in group where site.via >= 0 { if site.role == .background { backgroundVia[use.code] = site.via } else { foregroundVia[use.code] = site.via } } }
        /// Whether background `bg`, set on the foreground's own receiver, colors the part the foreground colors (`ContextPart`).
        func samePart(_ use: TokenUse, _ bg: TokenUse, receiver: String) -> Bool {
            guard let f = foregroundVia[use.code], let b = backgroundVia[bg.code] else { return true }
            let fg = file.text(code: f), back = file.text(code: b)
            if ContextPart.otherStates(foreground: fg, background: back) { return false }
            return !ContextPart.isStyleObject(receiver) || ContextPart.meet(foreground: fg, background: back)
        }
        // Every `X.backgroundColor = …` of the file (any value, `.clear` too), by the view it paints.
        var repaints: [UIKitViewTree.ViewKey: [Int]]?
        /// Whether the view's background `bg` is set again after it and before foreground `use`, in
        /// a block holding `use`: the later paint is what lies under it. Lockdown's account row sets
        /// `backgroundView?.backgroundColor = UIColor.tunnelsBlue`, then in the signed-in branch
        /// `= UIColor.clear` and a red title: the red was paired with the blue, 1.37:1 (session 25).
        func repainted(_ bg: TokenUse, on names: [UIKitViewTree.ViewKey], before use: TokenUse) -> Bool {
            guard bg.code < use.code else { return false }
            if repaints == nil {
                var out: [UIKitViewTree.ViewKey: [Int]] = [:]
                for k in file.code.indices where file.codeIs(k, "backgroundColor") && file.isChar(k + 1, "=") && file.kind(k + 1) == .operator {
                    guard !file.codeIs(k - 1, "let"), !file.codeIs(k - 1, "var") else { continue }
                    let receiver = file.isChar(k - 1, ".") ? UseSite.chainText(endingAt: k - 2, in: file, chains: chains) : "self"
                    out[viewTree!.key(receiver, at: k), default: []].append(k)
                }
                repaints = out
            }
            for name in names {
                for a in repaints![name] ?? [] where bg.code < a && a < use.code {
                    let scope = syntax.tree.scopes[syntax.tree.scope(at: a)]
                    if scope.open < use.code && use.code < scope.close { return true }
                }
            }
            return false
        }
        func ensureTree() {
            if viewTree == nil { viewTree = UIKitViewTree(file, chains: chains, syntax: syntax.tree) }
            if backgroundsByView == nil { backgroundsByView = receiverBackgrounds(byPlace, order: order, tree: viewTree!) }
            if unknownViews == nil { unknownViews = Set(unknown.receivers.map { UIKitViewTree.viewOwningLayer(viewTree!.key($0.name, at: $0.at)) }) }
        }
        func viewBackgrounds(under name: String, for use: TokenUse, in place: UseSite.Place) -> [TokenUse] {
            ensureTree()
            // A local's own background counts in its scope only; a stored view's anywhere in its type.
            let own = viewTree!.key(name, at: use.code)
            guard let found = nearestBackgrounds(outwardFrom: own, skippingStart: !viewTree!.isStored(own), for: use, in: place) else { return [] }
            return composited(firstOfEachToken(found.uses), on: found.view, for: use, in: place)
        }
        /// The nearest view from `start` outward (itself unless skipped) that sets a background
        /// drawn with the foreground `use`, and those backgrounds; nil when none is known.
        func nearestBackgrounds(outwardFrom start: UIKitViewTree.ViewKey, skippingStart: Bool, for use: TokenUse,
                         in place: UseSite.Place) -> (view: UIKitViewTree.ViewKey, uses: [TokenUse])? {
            // The function the foreground is set in: a background it sets on the same view is the
            // one drawn with it (Unwrap's answer cell: white on the red it sets there, never on the
            // `.systemBackground` another state's function sets).
            let function = syntax.tree.enclosingFunction(at: use.code)
            let inFunction = { (k: Int) in function.map { $0.open < k && k < $0.close } ?? false }
            var inner = start
            for view in viewTree!.outward(from: start) {
                // A subview covering this container as its background lies under the branch the text is in.
                if view != start {
                    for cover in viewTree!.backgroundSubviews(of: view, except: inner) {
                        let uses = (backgroundsByView![cover] ?? []).filter { arms.together(use.code, $0.code) && !overridden($0, for: use, in: place) }
                        if !uses.isEmpty { return (cover, uses) }
                    }
                }
                defer { inner = view }
                if view != start || !skippingStart {
                    let names = UIKitViewTree.backgroundNames(view)
                    let all = names.flatMap { backgroundsByView![$0] ?? [] }
                        .filter { arms.together(use.code, $0.code) && !overridden($0, for: use, in: place) && (view != start || samePart(use, $0, receiver: view.name))
                            && !repainted($0, on: names, before: use) }
                    let here = all.filter { inFunction($0.code) }
                    // Painted in that function with a color no token is: over an unknown color.
                    if here.isEmpty, unknown.receivers.contains(where: { inFunction($0.at) && UIKitViewTree.viewOwningLayer(viewTree!.key($0.name, at: $0.at)) == view }) { return nil }
                    // Set elsewhere: in the view's setup, or in the foreground's own setup (not two states).
                    // Not where another style function of this view sets its own foreground (`AlternativeStyles`).
                    let under = here.isEmpty ? all.filter { SetupFunctions.together(function, syntax.tree.enclosingFunction(at: $0.code))
                        && (view != start || !AlternativeStyles.replaces($0, foreground: use, in: function, receiver: view.name, via: foregroundVia, file: file, tree: syntax.tree)) } : here
                    if !under.isEmpty { return (view, under) }
                }
                // A view painted with a color no token is (or a translucent one): what lies on it is over an unknown color.
                if unknownViews!.contains(view) { break }
            }
            return nil
        }
        /// A translucent background under half opaque: what it is drawn on decides what it shows, so its ground
        /// is walked (`ViewGrounds`; WXYC's chips are white 4–16 %). At half or more the fill is mostly itself and
        /// stays measured over the window as before: a text on a kept 85 % white card over a light gradient
        /// keeps its pair, and init's protection of it (FixedSidePairsTests: without, dark 1.19:1).
        /// A token whose own value is translucent: by its least alpha (faint when not known).
        func isFaint(_ subject: String) -> Bool {
            if let parsed = TranslucentSubjects.parse(subject) { return parsed.alpha < 0.5 }
            return translucentTokens.contains(subject) && (translucentAlphas[subject] ?? 0) < 0.5
        }
        /// A translucent background (a token with a translucent value, or one at a written
        /// opacity) on `view` shows what lies under it: it is measured composited over the
        /// background of the nearest view `view` lies in (`field over bar`); with none known, the
        /// pair is not checkable (never measured over white, which the screen may not be).
        func composited(_ backgrounds: [TokenUse], on view: UIKitViewTree.ViewKey, for use: TokenUse, in place: UseSite.Place, depth: Int = 0) -> [TokenUse] {
            func isTranslucent(_ subject: String) -> Bool { TranslucentSubjects.parse(subject) != nil || translucentTokens.contains(subject) }
            guard backgrounds.contains(where: { isTranslucent($0.token) }) else { return backgrounds }
            ensureTree()
            var under: [TokenUse] = []
            // The view it lies in directly: one further out may be covered by what lies between
            // (mastodon's 60 % black scrim on the avatar button's picture, not on the header's gray).
            if depth < 4, let container = viewTree!.container(of: view),
               let found = nearestBackgrounds(outwardFrom: container, skippingStart: false, for: use, in: place), found.view == container {
                under = composited(firstOfEachToken(found.uses), on: found.view, for: use, in: place, depth: depth + 1)
            }
            var out: [TokenUse] = []
            for bg in backgrounds {
                guard isTranslucent(bg.token) else { out.append(bg); continue }
                // A place that is no view (a returned tuple's, a helper's arguments: `[return@…]`) has no view
                // tree to find what lies under it: a fill at least half opaque is mostly itself, measured as
                // drawn over the window (WXYC's status pill, green at 92 % under dark-green ink: V4), a faint
                // one shows its unknown ground (no pair).
                if under.isEmpty, case .receiver(let name, _) = place, name.hasPrefix("["), !isFaint(bg.token) { out.append(bg); continue }
                if under.isEmpty { notes.overOtherColor += 1 }
                for u in under { out.append(TokenUse(token: TranslucentSubjects.over(bg.token, u.token), code: bg.code)) }
            }
            return out
        }
        /// Whether the chain starting at `root` lies in a view property of its type (`private var whereSection:
        /// some View { … }`) that the type draws inside a container painting a background.
        func drawnInPaintedContainer(_ root: Int) -> Bool {
            guard let member = syntax.tree.enclosingFunction(at: root), let name = member.name, !containers.isEmpty else { return false }
            return containers.contains { c in c.body.contains { k in file.codeIs(k, name) && !(member.open...member.close).contains(k) && !file.isChar(k + 1, "(") } }
        }
        /// Whether the chain starting at `root` lies on nothing of its own file: in no container
        /// painting a background, the bottom layer of its ZStack if any, in a type `hosted` names
        /// (drawn elsewhere on a container's paint or over a picture, `HostedViews`), or drawn, as far as the
        /// places it is used show, on no window's canvas (`ViewGrounds`).
        /// `faint`: the translucent background is mostly see-through (`isFaint`), the only kind whose ground is walked.
        func overHostsPaint(_ root: Int, faint: Bool) -> Bool {
            guard !hosted.isEmpty || grounds != nil, !containers.contains(where: { $0.body.contains(root) }),
                  zstacks.filter({ $0.contains(root) }).min(by: { $0.count < $1.count }).map({ layerAndStart(before: root, in: $0) == nil }) ?? true,
                  let name = syntax.tree.enclosingType(at: root)?.name else { return false }
            return hosted.contains(name) || faint && !(grounds?.onCanvas(chainAt: root, in: file) ?? true)
        }
        /// Whether the view whose content (or overlay, or member body) is `body` is drawn, as far as its
        /// uses show, on no window's canvas: walked from the chain it belongs to, or from inside a member's body.
        func offCanvas(container body: Range<Int>) -> Bool {
            guard let grounds else { return false }
            let open = body.lowerBound
            // A member's body: walked from inside it; a content closure or overlay: from its chain's root
            // (its own chain paints it, `VStack { … }.background(X)`, which is not what lies under it).
            let member = syntax.tree.scope(openingAt: open).map { syntax.tree.scopes[$0].isFunction } ?? false
            let root = member ? open + 1 : chains.root(endingAt: open - 1)
            return !grounds.onCanvas(chainAt: min(root, open + 1), in: file)
        }
        for place in order {
            let group = byPlace[place]!
            var own = firstOfEachToken(group.filter { $0.1.role == .background }.map(\.0))
            // A translucent background over something the file paints (a container's background, a
            // ZStack's layers, a color no token is) shows that mix, unknown: over nothing, the window's.
            // Over a picture too: in an overlay of an image (bitchat's "tap to reveal" on a 35 % black over a
            // blurred photo was measured over the white window, 2.17:1).
            // In a ZStack whose earlier layer is under it (nearer than any container), over that layer:
            // iTorrent's AirPlay label, a white 12 % capsule over the stack's `Color.black`, was blended
            // over the window's white (1.00:1 in light, 16.48:1 in dark: the opposite of what is drawn).
            func isTranslucent(_ subject: String) -> Bool { TranslucentSubjects.parse(subject) != nil || translucentTokens.contains(subject) }
            if case .chain(let root) = place, own.contains(where: { isTranslucent($0.token) }), !overPicture(root),
               let zstack = zstacks.filter({ $0.contains(root) }).min(by: { $0.count < $1.count }),
               containers.filter({ $0.body.contains(root) }).allSatisfy({ $0.body.count >= zstack.count }),
               let under = layer(before: root, in: zstack).map(firstOfEachToken), !under.isEmpty,
               !under.contains(where: { isTranslucent($0.token) }) {
                own = own.flatMap { bg in isTranslucent(bg.token) ? under.map { TokenUse(token: TranslucentSubjects.over(bg.token, $0.token), code: bg.code) } : [bg] }
            }
            // On a picture stacked under it (the nearest earlier view of its ZStack is an `Image`, a
            // `KFImage`): a translucent background shows the picture, unknown. SimpleLiveTVOS's live badge,
            // white on a 50 % black color set over the stream's thumbnail, was blended over the window's
            // white, 4.00:1 FAIL (session 28's review, B5).
            if case .chain(let root) = place, own.contains(where: { isTranslucent($0.token) }), pictureStacked(under: root) {
                own.removeAll { isTranslucent($0.token) }
                if own.isEmpty { notes.overOtherColor += 1; continue }
            }
            // A token whose own value is translucent too (`.white.opacity(0.06)` drafted as `primaryBackgroundFaint`
            // #FFFFFF0F): WXYC's chips inside a ScrollView painted with its dark backdrop were blended over the
            // window's white, 9 false 1.00:1 FAILs (session 31's held-out check, V3).
            // (In a ZStack with nothing under it a translucent token stays over the window, as before.)
            if case .chain(let root) = place, own.contains(where: { isTranslucent($0.token) }),
               case let painted = containers.contains(where: { $0.body.contains(root) }) || overPicture(root) || drawnInPaintedContainer(root),
               painted || zstacks.contains(where: { $0.contains(root) }) && own.contains(where: { TranslucentSubjects.parse($0.token) != nil }) {
                own.removeAll { painted ? isTranslucent($0.token) : TranslucentSubjects.parse($0.token) != nil }
                if own.isEmpty { notes.overOtherColor += 1; continue }
            }
            // A translucent background of a view some container elsewhere draws on its own paint
            // (or a ZStack over a picture): over that paint, unknown here (never the canvas, `HostedViews`).
            // So too as the bottom layer of the view's own ZStack (nothing of its own under it).
            if case .chain(let root) = place, own.contains(where: { isTranslucent($0.token) }), overHostsPaint(root, faint: own.contains { isFaint($0.token) }) {
                own.removeAll { isTranslucent($0.token) }
                if own.isEmpty { notes.overOtherColor += 1; continue }
            }
            var outer: [TokenUse]?
            // A chain painting itself with a color no token is: its content is over that color.
            if own.isEmpty, case .chain(let root) = place, !unknown.chainRoots.contains(root), let use = group.first?.0 {
                // No background of its own: the innermost container's, or the layer under it in
                // the innermost ZStack (the nearest one before it), whichever is nearer.
                let header = sectionHeaders.contains(use.code)
                let container = containers.filter { $0.body.contains(use.code) && !(header && rowBackgroundBodies.contains($0.body.lowerBound)) }
                    .min { $0.body.count < $1.body.count }
                let zstack = zstacks.filter { $0.contains(use.code) }.min { $0.count < $1.count }
                let under = zstack.flatMap { layerAndStart(before: root, in: $0) }
                if let zstack, let under, container.map({ $0.body.count >= zstack.count }) ?? true {
                    // A mark moved at run time (`.offset(x: trashOffset)`) over a layer holding fills of
                    // its own lies over one of them, unknown here: one-percent-better's white trash icon,
                    // slid onto its row's red delete fill, was paired with the row's card, 1.00:1
                    // (session 26's review, F20).
                    if ViewChainModifiers.isMovedAtRunTime(root: root, within: zstack, in: file, braces: braces), holdsFills(under.start) {
                        notes.overOtherColor += 1
                        outer = []
                    } else {
                        outer = firstOfEachToken(under.backgrounds)
                        // A translucent bottom layer of a view hosted on a paint or a picture elsewhere: over that, unknown.
                        if outer!.contains(where: { isTranslucent($0.token) }), overHostsPaint(under.start, faint: outer!.contains { isFaint($0.token) }) {
                            outer!.removeAll { isTranslucent($0.token) }
                            if outer!.isEmpty { notes.overOtherColor += 1 }
                        }
                    }
                } else {
                    outer = firstOfEachToken(container?.backgrounds ?? [])
                    // A container's translucent background inside another painted container (or in a view property
                    // drawn inside one) shows that paint, unknown: WXYC's venue card, `VStack {…}.background(white 6 %)`
                    // in a property its ScrollView with the dark backdrop draws (session 31's held-out check, V3 on the app).
                    // So too where the container is drawn, as far as its uses show, on no window's canvas (`ViewGrounds`):
                    // WXYC's map placeholder, a white 4 % fill under a white spinner, drawn in another file's painted card.
                    if let c = container, outer!.contains(where: { isTranslucent($0.token) }),
                       containers.contains(where: { $0.body != c.body && $0.body.contains(c.body.lowerBound) && !$0.backgrounds.isEmpty })
                        || drawnInPaintedContainer(c.body.lowerBound) || outer!.contains(where: { isFaint($0.token) }) && offCanvas(container: c.body) {
                        outer!.removeAll { isTranslucent($0.token) }
                        if outer!.isEmpty { notes.overOtherColor += 1 }
                    }
                }
            }
            let source: PairSource
            if case .chain = place { source = .swiftui } else { source = .uikit }
            var tints: [TokenUse]?
            if case .chain(let root) = place { tints = prominent[root] }
            for (use, site) in group where site.role != .background {
                var backgrounds: [TokenUse]
                // A prominent button's tint is its label's surface: no mark on what is around it.
                if tints != nil, file.codeIs(site.via, "tint") { continue }
                // A `Text`'s tint colors nothing of it (its text is drawn in the foreground style).
                if case .chain(let root) = place, file.codeIs(root, "Text"), file.codeIs(site.via, "tint") { continue }
                // Nor does a label's `tintColor` (`TintDrawingViews`).
                if case .receiver(let name, _) = place, file.codeIs(site.via, "tintColor"), TintDrawingViews.drawsNoTint(receiver: name, in: file) { continue }
                if let tints {
                    // A prominent button's label: on its tint alone.
                    backgrounds = tints
                } else if let layer = site.layer, layer.index == 0 {
                    // A palette symbol's first style: on its second.
                    backgrounds = group.filter { $0.1.layer == UseSite.PaletteLayer(call: layer.call, index: 1) }.map(\.0)
                } else {
                    backgrounds = own.filter { arms.together(use.code, $0.code) }
                    // One receiver styling several views (`settings.style`): the foreground's part's own background only.
                    if case .receiver(let name, _) = place { backgrounds = backgrounds.filter { samePart(use, $0, receiver: name) } }
                    // Colors for states (`selectedBackgroundColor:`, `disabledTitleColor:`): a state's foreground on
                    // that state's background; a disabled one on none (nor on a view around it).
                    var stateless = false
                    if case .receiver = place, let f = foregroundVia[use.code] {
                        if ContextPart.drawnState(file.text(code: f)) == "disabled" { continue }
                        let states = { (role: Bool) in Set(group.filter { ($0.1.role == .background) == role && $0.1.via >= 0 }.map { ContextPart.drawnState(file.text(code: $0.1.via)) }) }
                        let fgStates = states(false), bgStates = states(true)
                        let count = backgrounds.count
                        backgrounds = backgrounds.filter { bg in
                            guard let b = backgroundVia[bg.code] else { return true }
                            return ContextPart.drawnTogether(foreground: file.text(code: f), background: file.text(code: b), foregroundStates: fgStates, backgroundStates: bgStates)
                        }
                        stateless = backgrounds.isEmpty && count > 0
                    }
                    if stateless { continue }
                    // On one view in two of its state functions (`warn()`, `link()`): never known to be drawn together.
                    if case .receiver = place {
                        let function = syntax.tree.enclosingFunction(at: use.code)
                        backgrounds = backgrounds.filter { SetupFunctions.together(function, syntax.tree.enclosingFunction(at: $0.code)) }
                        if case .receiver(let name, _) = place {
                            backgrounds = backgrounds.filter { !AlternativeStyles.replaces($0, foreground: use, in: function, receiver: name, via: foregroundVia, file: file, tree: syntax.tree) }
                        }
                    }
                    if backgrounds.isEmpty, case .receiver(let name, _) = place {
                        backgrounds = viewBackgrounds(under: name, for: use, in: place)
                    } else if case .receiver(let name, _) = place {
                        backgrounds = composited(backgrounds, on: { ensureTree(); return viewTree!.key(name, at: use.code) }(), for: use, in: place)
                    } else if backgrounds.isEmpty, let outer {
                        backgrounds = outer
                    }
                }
                // The very color of a view's background, written the same way on the same view: painted as one
                // with it, nothing drawn in it on it. radar-covid-ios fills its switches' tracks with their tint
                // (`radarSwitch.tintColor = #colorLiteral(…)`, `radarSwitch.backgroundColor =` the same): 1.00:1.
                if case .receiver = place { backgrounds.removeAll { Self.sameExpression(use.code, $0.code, in: file) } }
                // A title for one state (`setTitleColor(X, for: .highlighted)`): over that state's look only.
                if case .receiver = place, file.codeIs(site.via, "setTitleColor") || file.codeIs(use.code - 2, "setTitleColor") {
                    backgrounds = StateTitles.backgrounds(backgrounds, forTitleAt: use.code, in: file, tree: syntax.tree)
                }
                // A title of the selected or of the unselected button: over its own background of that selection only.
                if case .receiver = place, !backgrounds.isEmpty {
                    let hasSelectedTitle = group.contains { $0.1.role != .background && SelectionStates.isSelectedTitle(at: $0.0.code, via: $0.1.via, in: file) }
                    if let selected = SelectionStates.foreground(at: use.code, via: site.via, in: file, receiverHasSelectedTitle: hasSelectedTitle) {
                        let ownCodes = Set(own.map(\.code))
                        backgrounds = backgrounds.filter { bg in
                            !ownCodes.contains(bg.code) || SelectionStates.together(selected, SelectionStates.background(at: bg.code, via: backgroundVia[bg.code] ?? -1, in: file, tree: syntax.tree))
                        }
                    }
                }
                if backgrounds.isEmpty { notes.alone += 1 }
                // Two of Apple's system colors are Apple's pair, not the app's.
                for bg in backgrounds where bg.token != use.token && arms.together(use.code, bg.code)
                    && VariantCase.together(variantCase(of: use, in: variantCases), variantCase(of: bg, in: variantCases))
                    && NilTestArms.together(use.code, bg.code, in: file) {
                    if apples.isApples(foreground: use.token, background: bg.token, role: site.role) {
                        notes.applesOwn += 1
                        continue
                    }
                    let line = file.location(of: file.code[use.code].begin).line
                    let bgLine = bg.elsewhere?.line ?? file.location(of: file.code[bg.code].begin).line
                    if site.role == .text, largePlaces == nil { largePlaces = LargeText.places(in: file, braces: braces, chains: chains) }
                    found.append((use.token, bg.token, PairSighting(file: file.path, line: line, role: site.role, backgroundLine: bgLine,
                                                                    backgroundFile: bg.elsewhere?.file, source: source,
                                                                    large: site.role == .text && largePlaces!.contains(place))))
                }
            }
        }
        return found
    }

    /// Whether the color expressions starting at code tokens `a` and `b` are written alike, up to
    /// the end of their lines (or a `;` or `}`).
    static func sameExpression(_ a: Int, _ b: Int, in file: SwiftSource) -> Bool {
        written(from: a, in: file) == written(from: b, in: file)
    }

    /// The code tokens from `k` to the end of its line (or a `;` or `}`), space-separated; a group
    /// opened on the line runs on to its close. Cut at the line alone, SwiftTerm's two colors
    /// written `NSColor(` + newline + `srgbRed: 0x93 …` and `NSColor(` + newline + `srgbRed: 0x00 …`
    /// were both `NSColor (`: "the same", so the text on its background was no pair and init's dark
    /// took it from 5.61:1 to 4.24:1 (session 24, F11).
    static func written(from k: Int, in file: SwiftSource) -> String {
        var out: [String] = []
        var j = k
        var closes: [Int] = []
        while j < file.code.count, out.count < 128 {
            if j > k, closes.isEmpty, file.lineBreakBetween(j - 1, j) || file.isChar(j, ";") || file.isChar(j, "}") { break }
            out.append(file.text(code: j))
            if file.isChar(j, "(") || file.isChar(j, "["), let close = file.matchingClose(j) { closes.append(close) }
            else if closes.last == j { closes.removeLast() }
            j += 1
        }
        return out.joined(separator: " ")
    }

    /// Whether the chain starting at `root` stands directly in a `.swipeActions { … }` closure: a
    /// swipe action's button, drawn on its tint beside the row (its label on that tint).
    static func isSwipeAction(_ root: Int, in file: SwiftSource, braces: EnclosingBraces) -> Bool {
        let open = braces.brace(of: root)
        guard open > 0 else { return false }
        var name = open - 1
        if file.isChar(name, ")"), let args = file.matchingOpen(name) { name = args - 1 }
        return file.codeIs(name, "swipeActions") && file.isChar(name - 1, ".")
    }

    /// The background uses set on each view (by the view tree's names), in the file's order.
    static func receiverBackgrounds(_ byPlace: [UseSite.Place: [(TokenUse, UseSite)]], order: [UseSite.Place], tree: UIKitViewTree) -> [UIKitViewTree.ViewKey: [TokenUse]] {
        var out: [UIKitViewTree.ViewKey: [TokenUse]] = [:]
        for place in order {
            guard case .receiver(let name, _) = place else { continue }
            for (use, site) in byPlace[place]! where site.role == .background {
                out[tree.key(name, at: use.code), default: []].append(use)
            }
        }
        return out
    }

    /// Whether code token `k` starts a statement: after `{` or `;`, or first on its line after a
    /// token that ends one (not an operator, `.`, `,`, `(`, `=`).
    static func startsStatement(_ k: Int, in file: SwiftSource) -> Bool {
        guard k > 0 else { return true }
        if file.isChar(k - 1, "{") || file.isChar(k - 1, ";") { return true }
        if file.isChar(k - 1, ".") || file.isChar(k - 1, ",") || file.isChar(k - 1, "(") || file.isChar(k - 1, "[") || file.kind(k - 1) == .operator { return false }
        return file.location(of: file.code[k].begin).line != file.location(of: file.code[k - 1].begin).line
    }
}

extension InferredPairs {
    /// SwiftUI's `colorMultiply`, which draws every color of a view multiplied by another.
    static let colorMultiplyFinder = ByteFinder("colorMultiply")
}
