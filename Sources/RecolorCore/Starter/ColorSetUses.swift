/// The role an app's color set plays, read from where the Swift code draws it: `Color("LoopGray")`,
/// `UIColor(named: "LoopGray")`, and the app's members declared as one (`static let loopGray =
/// Color("LoopGray")`) wherever they are used (`.foregroundColor(Color.loopGray)` is text). A
/// set's own finding has its name for context, which says no role, so `init` took a light gray
/// set for a surface and inverted it: Trio's LoopGray, drawn as a status dot, a chart series and
/// text, went #BDBDBD → #2D2D2D in Dark Mode.
enum ColorSetUses {
    /// The commonest role each set is used in (roles that say nothing left out), by set name.
    static func roles(_ run: RunOptions, sets: Set<String>) -> [String: ColorRole] { read(run, sets: sets).roles }

    /// The roles of the sets, and the app's members declared as one of them (member name → set:
    /// `static let loopGreen = Color("LoopGreen")`), read in one walk of the tree's Swift files.
    static func read(_ run: RunOptions, sets: Set<String>) -> Read {
        guard !sets.isEmpty else { return Read() }
        var walker = FileWalker(excludes: run.excludes, cwd: run.cwd)
        walker.tableExcludes = TableExcludes(configuration: run.configuration, cwd: run.cwd)
        let swift = walker.collect(run.paths, threads: run.threads).files.filter { SourceKind.claiming($0) == .swift }
        let files: [SwiftSource] = swift.compactMap { path in
            let disk = path.hasPrefix("/") ? path : PathText.join(run.cwd, path)
            guard case .success(let bytes) = TextFile.read(disk, shownAs: path) else { return nil }
            return SwiftSource(path: path, bytes: bytes)
        }
        let quoted = sets.map { ($0, ByteFinder("\"\($0)\"")) }
        var counts: [String: [ColorRole: Int]] = [:]
        // Each set's uses in a dark arm, in a light arm (the first's file:line) and elsewhere.
        var darkArm: [String: String] = [:]
        var lightArm: [String: String] = [:]
        var elsewhere: Set<String> = []
        // A branch of an `if`/`switch` on the appearance (a provider's `if traits.userInterfaceStyle
        // == .light { return A } else { return B }`, the Tracker app's): read with the file's syntax tree.
        var statements: (path: String, tree: SyntaxTree, condition: AppearanceCondition?)?
        func statementArm(_ start: Int, _ file: SwiftSource) -> Appearance? {
            guard AppearanceArmUses.mayHoldStatements(file) else { return nil }
            if statements?.path != file.path { statements = (file.path, SyntaxTree(file), nil) }
            return StatementArms.side(of: start, in: file, tree: statements!.tree, condition: &statements!.condition)?.side
        }
        func place(_ set: String, _ start: Int, _ file: SwiftSource) {
            switch DarkArmUse.arm(start, in: file) ?? statementArm(start, file) {
            case .dark?: if darkArm[set] == nil { darkArm[set] = "\(file.path):\(file.line(of: file.code[start].begin))" }
            case .light?: if lightArm[set] == nil { lightArm[set] = "\(file.path):\(file.line(of: file.code[start].begin))" }
            default: elsewhere.insert(set)
            }
        }
        var members: [String: String] = [:]
        // Every set a color call names by its literal name (a member declared as it included).
        var named: Set<String> = []
        var own: [String: Set<OwnMember>] = [:]
        var tree: (path: String, memo: SyntaxTreeMemo)?
        let types = ColorTypeTable()
        // The role of the set drawn by the expression at code index `start` (roles that say nothing left out).
        var analyzers: (path: String, analyzer: ContextAnalyzer)?
        func count(_ set: String, at start: Int, in file: SwiftSource) {
            if analyzers?.path != file.path { analyzers = (file.path, ContextAnalyzer(file: file, types: types)) }
            let role = ColorRole(context: analyzers!.analyzer.context(ofExpressionAt: start).name)
            if role != .color { counts[set, default: [:]][role, default: 0] += 1 }
        }
        // The sets' direct uses, and the members declared as one.
        for file in files where quoted.contains(where: { $0.1.occurs(in: file.bytes) }) {
            let analyzer = ContextAnalyzer(file: file, types: types)
            for k in file.code.indices where file.kind(k) == .stringSegment && sets.contains(file.text(code: k)) {
                guard file.kind(k - 1) == .stringQuote, file.kind(k + 1) == .stringQuote, let start = colorCall(file, quoteBefore: k - 1) else { continue }
                named.insert(file.text(code: k))
                if let nameIndex = declaredMemberName(file, callStart: start) {
                    let member = file.text(code: nameIndex)
                    let set = file.text(code: k)
                    members[member] = set
                    // Where it is a static member of types alone: the set's own member, by path
                    // (read at its name: a computed member's call is in its body).
                    if tree?.path != file.path { tree = (file.path, SyntaxTreeMemo(file: file)) }
                    let path = HarvestedPairs.enclosingTypes(at: nameIndex, in: tree!.memo.tree)
                    if !path.isEmpty, let type = BaseColorType(rawValue: file.text(code: start)) {
                        own[set, default: []].insert(OwnMember(path: path.joined(separator: "."), name: member, type: type))
                    }
                    continue
                }
                let role = ColorRole(context: analyzer.context(ofExpressionAt: start).name)
                if role != .color { counts[file.text(code: k), default: [:]][role, default: 0] += 1 }
                place(file.text(code: k), start, file)
            }
        }
        // Xcode's asset symbols: `UIColor(resource: .gray1000)`, `Color(.gray1000)`.
        let symbols = Dictionary(sets.map { (XcodeAssetSymbols.memberName(forColorSet: $0), $0) }, uniquingKeysWith: { a, _ in a })
        let symbolWords = symbols.keys.map { ByteFinder(".\($0)") }
        var symbolNamed: Set<String> = []
        let systemNames = SystemColorNames.uikit.union(SystemColorNames.appkit).union(SystemColorNames.swiftui)
        for file in files where symbolWords.contains(where: { $0.occurs(in: file.bytes) }) {
            for k in file.code.indices where file.isWord(k) && file.isChar(k - 1, ".") {
                guard let set = symbols[file.text(code: k)] else { continue }
                let start: Int
                if file.isChar(k - 2, ":"), file.codeIs(k - 3, "resource"), file.isChar(k - 4, "("), file.isWord(k - 5) { start = k - 5 }
                else if file.isChar(k - 2, "("), file.codeIs(k - 3, "Color") { start = k - 3 }
                // The generated member itself, named with its type (`UIColor.blackDayYp`).
                // (Never a system color's name: `UIColor.red` is Apple's, whatever set is named red.)
                else if file.isWord(k - 2), types.base(file.text(code: k - 2)) != nil, !file.isChar(k - 3, "."),
                        !systemNames.contains(file.text(code: k)) { start = k - 2 }
                // … or implicit (`textField.backgroundColor = .backgroundDayYp`): the set drawn there too.
                else if !file.isWord(k - 2), !file.isChar(k - 2, ")"), !file.isChar(k - 2, "]"), !file.isChar(k - 2, "?"),
                        !systemNames.contains(file.text(code: k)) { start = k - 1 }
                else { continue }
                symbolNamed.insert(set)
                count(set, at: start, in: file)
                place(set, start, file)
            }
        }
        // A resource generator's accessors (R.swift's `R.color.colorBlack()`, SwiftGen's
        // `Asset.Colors.colorBlack.color`): uses of the set as `UIColor(named:)` is. fearless-iOS draws
        // its 57 sets only so; read as no use, a light-only #111111 card surface had the role "color"
        // and a dark #D6D6D6 proposed (session 27's review, F13).
        let byKey = Dictionary(sets.map { (GeneratedColorResource.key($0), $0) }, uniquingKeysWith: { a, _ in a })
        // (Also through the tree's own name for the enum: `typealias Colors = DesignSystemAsset.Colors`.)
        let aliases = GeneratedColorResource.aliases(in: files)
        let generators = [ByteFinder("R.color."), ByteFinder("Asset."), ByteFinder("Assets.")] + aliases.sorted().map { ByteFinder("\($0).") }
        for file in files where generators.contains(where: { $0.occurs(in: file.bytes) }) {
            for k in file.code.indices where file.codeIs(k, "R") || file.isWord(k) && (GeneratedColorResource.isAssetEnum(file.text(code: k)) || aliases.contains(file.text(code: k))) {
                guard let name = GeneratedColorResource.setName(at: k, in: file, aliases: aliases), let set = byKey[GeneratedColorResource.key(name)] else { continue }
                symbolNamed.insert(set)
                count(set, at: k, in: file)
                place(set, k, file)
            }
        }
        // The members' uses: `Color.loopGray`, `.loopGray`.
        if !members.isEmpty {
            let words = members.keys.map { ($0, ByteFinder(".\($0)")) }
            for file in files where words.contains(where: { $0.1.occurs(in: file.bytes) }) {
                let analyzer = ContextAnalyzer(file: file, types: types)
                for k in file.code.indices where file.isChar(k - 1, ".") && file.isWord(k) {
                    guard let set = members[file.text(code: k)], !file.isChar(k + 1, "(") else { continue }
                    // The expression starts at its type (`Color.loopGray`) or at its dot (`.loopGray`).
                    let start = file.isWord(k - 2) && types.base(file.text(code: k - 2)) != nil ? k - 2 : k - 1
                    let role = ColorRole(context: analyzer.context(ofExpressionAt: start).name)
                    if role != .color { counts[set, default: [:]][role, default: 0] += 1 }
                    place(set, start, file)
                }
            }
            // Bare references in the members' own type (beam's `static var beamSeparator: UIColor {
            // beamGreyExtraLight }`): the set is drawn there too, so it is no light arm alone.
            let bare = members.keys.map { ByteFinder($0) }
            for file in files where bare.contains(where: { $0.occurs(in: file.bytes) }) {
                for k in file.code.indices where file.isWord(k) && !file.isChar(k - 1, ".") && members[file.text(code: k)] != nil {
                    guard !file.isChar(k + 1, "("), !file.isChar(k + 1, ":"),
                          !["var", "let", "func", "case"].contains(where: { file.codeIs(k - 1, $0) }) else { continue }
                    place(members[file.text(code: k)]!, k, file)
                }
            }
        }
        return Read(roles: counts.compactMapValues { roles in roles.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key },
                    members: members, ownMembers: own.compactMapValues { $0.count == 1 ? $0.first! : nil },
                    arms: ArmSets(dark: darkArm, lightOnly: lightArm.filter { !elsewhere.contains($0.key) && darkArm[$0.key] == nil },
                                  interpolated: sets.contains { $0.last?.isNumber == true } ? InterpolatedSetNames.prefixes(files.map { ($0.path, $0.bytes) }) : [:]),
                    drawn: elsewhere.union(darkArm.keys).union(lightArm.keys), roleCounts: counts, named: named.union(symbolNamed))
    }

    /// A static member the app declares as a color set (`extension Color { static let loopGreen =
    /// Color("LoopGreen") }`): the set's token takes its name and, for its type, its expression.
    struct OwnMember: Hashable {
        var path: String
        var name: String
        var type: BaseColorType
    }

    /// The light-only sets the app itself draws as an arm of a choice by the theme or the
    /// appearance, each with the first place it does so. Such a set keeps its value in that
    /// appearance: a proposed dark given to a set drawn as a dark arm changes what the app draws in
    /// Dark (beam's `red`, the dark arm of `AppearanceValue(light: .beamRedDarker, dark: .beamRed)`,
    /// went #FF6333 → #FF7750; session 22's review, F8), even where the set is drawn elsewhere too
    /// (one set has one dark value). A set drawn only as a light arm has its dark value never drawn:
    /// a proposal for it would be measured and reviewed for nothing. A set drawn as a light arm and
    /// elsewhere alone (beam's `grey_extra_light`, also the app's separator) needs a dark for those
    /// other uses and is proposed one as any set.
    struct ArmSets {
        /// Set name → the first place it is drawn as a dark arm (drawn elsewhere too or not).
        var dark: [String: String] = [:]
        /// Set name → the first place, for the sets drawn only as light arms.
        var lightOnly: [String: String] = [:]
        /// Name prefixes the code interpolates into a set's name → the first place (`InterpolatedSetNames`).
        var interpolated: [String: String] = [:]
        /// Set name → its ramp's evidence, for the sets of a palette ramp (`PaletteRamps`).
        var ramps: [String: String] = [:]
    }

    struct Read {
        /// Set name → the commonest role it is drawn in.
        var roles: [String: ColorRole] = [:]
        /// Member name → the set it is declared as.
        var members: [String: String] = [:]
        /// Set name → the one static member declared as it (none where two are).
        var ownMembers: [String: OwnMember] = [:]
        /// The sets the app draws as an arm of its own choice by the theme or the appearance (`DarkArmUse`).
        var arms = ArmSets()
        /// The sets the Swift code draws (by name or through a member declared as one).
        var drawn: Set<String> = []
        /// Set name → how often the code draws it in each role that says something.
        var roleCounts: [String: [ColorRole: Int]] = [:]
        /// The sets the code names by their literal name in a color call or an asset symbol, drawn or
        /// declared as a member (`PaletteRamps`: a ramp named so is the app's UI colors).
        var named: Set<String> = []
    }

    /// The first token of the color call whose string argument opens at `quote`:
    /// `Color("X")`, `UIColor(named: "X")`, `NSColor(named: "X")`, `Color("X", bundle: …)`.
    static func colorCall(_ file: SwiftSource, quoteBefore quote: Int) -> Int? {
        var open = quote - 1
        if file.isChar(open, ":") && file.codeIs(open - 1, "named") { open -= 2 }
        guard file.isChar(open, "("), file.isWord(open - 1) else { return nil }
        let callee = file.text(code: open - 1)
        guard callee == "Color" || callee == "UIColor" || callee == "NSColor" else { return nil }
        return open - 1
    }

    /// The member a color call is the whole value of: `static let loopGray = Color("LoopGray")`,
    /// `static var loopGray: Color { Color("LoopGray") }` (also with `return` and `!`).
    static func declaredMember(_ file: SwiftSource, callStart k: Int) -> String? {
        declaredMemberName(file, callStart: k).map { file.text(code: $0) }
    }

    /// The code index of the name `declaredMember` reads.
    static func declaredMemberName(_ file: SwiftSource, callStart k: Int) -> Int? {
        if let name = GuardedSetLookup.propertyName(bindingLookupAt: k, in: file) { return name }
        var b = k - 1
        if file.codeIs(b, "return") { b -= 1 }
        if file.isChar(b, "=") , file.isWord(b - 1), file.codeIs(b - 2, "let") || file.codeIs(b - 2, "var") { return b - 1 }
        if file.isChar(b, "=") , file.isWord(b - 1), file.isChar(b - 2, ":"), file.isWord(b - 3), file.codeIs(b - 4, "let") || file.codeIs(b - 4, "var") {
            return b - 3
        }
        // `var name: Color {` … the call.
        if file.isChar(b, "{"), file.isWord(b - 1), file.isChar(b - 2, ":"), file.isWord(b - 3), file.codeIs(b - 4, "var") { return b - 3 }
        return nil
    }
}
