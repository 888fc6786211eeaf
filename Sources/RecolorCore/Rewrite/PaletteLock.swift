/// `lock`, the fileprivate technique: once no palette member is used outside the file that
/// declares it, the members are made `fileprivate`, so that the compiler refuses any new use.
/// While uses remain, nothing is written and the uses are the answer.
public enum PaletteLock {
    public struct Outcome: Sendable {
        /// References to palette members outside their declaring files: what blocks the lock.
        public var uses: [Report] = []
        /// Members made `fileprivate`, and the files they are in.
        public var locked = 0
        public var files = 0
        /// Members already `private` or `fileprivate`.
        public var alreadyLocked = 0
        public var problems: [FileProblem] = []
        /// Each configured palette namespace and how many members were found declared in it
        /// (counted only when no use blocks the lock); one with none: nothing is written.
        public var declaredMembers: [String: Int] = [:]
        /// Members of color-type extensions in `paletteFiles`.
        public var extensionMembers = 0
        /// Uses a `"keep"` rule keeps (they block nothing), and the members left visible for them.
        public var keptUses = 0
        public var leftVisible = 0
        /// Members another file names where detection reads no color (`gaugeColor: .appTintColor`):
        /// shown as `UIColor.appTintColor`, with the uses. Any makes lock refuse, writing nothing.
        public var usedByName: [(member: String, declaredIn: String, uses: [(place: String, text: String)])] {
            namedUses.map { m, uses in ("\(m.type).\(m.name)", m.file, uses.map { ("\($0.file):\($0.line):\($0.column)", $0.text) }) }
        }
        var namedUses: [(MemberNameUses.Member, [MemberNameUses.Use])] = []
    }

    /// The run's uses of palette members (`paletteFiles` are searched too: a use there would not
    /// compile either), then, if there are none, the members locked in each declaring file.
    /// Palettes are the configured namespaces and the `extension UIColor/NSColor/Color` members
    /// declared in `paletteFiles`.
    public static func lock(_ options: RunOptions) -> Outcome {
        var searched = options
        searched.configuration.paletteFiles = []
        let result = Engine.run(searched)
        var outcome = Outcome()
        outcome.problems = result.problems
        // A use in the file that declares the palette still compiles once it is fileprivate.
        let declaring = Set(result.paletteDeclaringFiles)
        outcome.uses = result.allReports.filter { $0.finding.kind == .paletteReference && !declaring.contains($0.file) }
        let palettes = Set(options.configuration.palettes)
        // Extension members of paletteFiles, and their uses outside the file that declares them.
        let extensions = ExtensionPalette.read(options)
        outcome.problems += extensions.problems
        outcome.uses += extensions.uses
        if !extensions.members.isEmpty {
            // Their uses elsewhere: a run that knows them (it learns them from paletteFiles).
            let symbols = Set(extensions.members.map { "\($0.type).\($0.name)" })
            outcome.uses += Engine.run(options).allReports.filter { $0.finding.kind == .paletteReference && symbols.contains($0.finding.symbol ?? "") }
            outcome.uses.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        }
        // A use a `"keep"` rule keeps is intended as written: it blocks nothing, and its member
        // stays visible so that the use still compiles.
        let keptMembers = Set(outcome.uses.filter { $0.resolution.kept != nil }.compactMap { $0.finding.symbol.map { $0.split(separator: ".").suffix(2).joined(separator: ".") } })
        outcome.keptUses = outcome.uses.filter { $0.resolution.kept != nil }.count
        outcome.uses.removeAll { $0.resolution.kept != nil }
        outcome.declaredMembers = Dictionary(grouping: palettes.sorted(), by: { $0 }).mapValues { _ in 0 }
        outcome.extensionMembers = extensions.members.count
        guard outcome.uses.isEmpty else { return outcome }
        var targets: [(path: String, declarations: (SwiftSource) -> [PaletteIndex.MemberDeclaration])] = []
        for path in result.paletteDeclaringFiles {
            targets.append((path, { file in PaletteIndex.memberDeclarations(in: file, palettes: palettes).0.filter { palettes.contains($0.scope) && !$0.holdsNonColor(in: file) } }))
        }
        let extensionFiles = Set(extensions.members.map(\.file))
        for path in extensionFiles.sorted() where !result.paletteDeclaringFiles.contains(path) {
            targets.append((path, { file in extensions.declarations(in: file) }))
        }
        // Every file's declarations first, then the names used elsewhere, then the edits:
        // a palette with no member found writes nothing.
        var read: [(file: SwiftSource, declarations: [PaletteIndex.MemberDeclaration])] = []
        for (path, declarationsOf) in targets {
            let diskPath = path.hasPrefix("/") ? path : PathText.join(options.cwd, path)
            guard case .success(let bytes) = TextFile.read(diskPath, shownAs: path) else {
                outcome.problems.append(FileProblem(file: path, message: "cannot read the file again to lock it"))
                continue
            }
            let file = SwiftSource(path: path, bytes: bytes, diskPath: diskPath)
            var declarations = declarationsOf(file)
            if extensionFiles.contains(path) && result.paletteDeclaringFiles.contains(path) { declarations += extensions.declarations(in: file) }
            read.append((file, declarations))
        }
        // A member of a color type is named as that type (`UIColor`, through a typealias too).
        func member(_ d: PaletteIndex.MemberDeclaration, in file: SwiftSource) -> MemberNameUses.Member {
            let base = palettes.contains(d.scope) ? nil : extensions.settings.types.base(d.scope)?.rawValue
            return MemberNameUses.Member(type: base ?? d.scope, name: d.name, file: file.path, implicit: base != nil)
        }
        let named = MemberNameUses.find(read.flatMap { r in r.declarations.map { member($0, in: r.file) } }, in: options)
        var planned: [(path: String, diskPath: String, bytes: [UInt8], edits: [Edit])] = []
        for (file, declarations) in read {
            var edits: [Edit] = []
            for d in declarations {
                if palettes.contains(d.scope) { outcome.declaredMembers[d.scope, default: 0] += 1 }
                if keptMembers.contains("\(d.scope).\(d.name)") { outcome.leftVisible += 1; continue }
                let m = member(d, in: file)
                if let uses = named[m], accessEdit(file, keyword: d.keywordIndex) != nil {
                    outcome.namedUses.append((m, uses.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }))
                    continue
                }
                if let edit = accessEdit(file, keyword: d.keywordIndex) { edits.append(edit) } else { outcome.alreadyLocked += 1 }
            }
            if !edits.isEmpty { planned.append((file.path, file.diskPath, file.bytes, edits)) }
        }
        guard !outcome.declaredMembers.values.contains(0), !(palettes.isEmpty && extensions.members.isEmpty) else { return outcome }
        // A member another file names would no longer compile: the contract's lock refuses while
        // any use remains and lists them, writing nothing (not a lock of the rest).
        guard outcome.namedUses.isEmpty else { return outcome }
        for (path, diskPath, bytes, edits) in planned {
            let rewrite = SafeRewrite.apply(Edits.normalized(edits), to: bytes)
            guard rewrite.declined.isEmpty else {
                outcome.problems.append(FileProblem(file: path, message: "not locked: marking the members fileprivate would make the file read worse"))
                continue
            }
            do {
                try AtomicWriter.replace(diskPath, expected: bytes, with: rewrite.bytes)
                outcome.locked += edits.count
                outcome.files += 1
            } catch {
                outcome.problems.append(FileProblem(file: path, message: error.message))
            }
        }
        return outcome
    }

    static let accessModifiers: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]
    /// Modifiers that may stand between the access level and `static` (`public nonisolated static`).
    static let otherModifiers: Set<String> = ["final", "nonisolated", "override", "dynamic", "lazy", "weak", "unowned"]

    /// The edit that makes the declaration at `keyword` (`static`/`class`) `fileprivate`: its
    /// access modifier replaced, or `fileprivate ` put before its modifiers. Nil when it is
    /// already `private` or `fileprivate` (`private(set)` is a setter's level, not the member's).
    static func accessEdit(_ file: SwiftSource, keyword: Int) -> Edit? {
        var k = keyword - 1
        var first = keyword
        while k >= 0 {
            if file.isChar(k, ")"), k >= 3, file.codeIs(k - 1, "set"), file.isChar(k - 2, "("), file.isWord(k - 3),
               accessModifiers.contains(file.text(code: k - 3)) {
                first = k - 3  // `private(set)`: skip it
                k -= 4
                continue
            }
            guard file.isWord(k) else { break }
            let word = file.text(code: k)
            if accessModifiers.contains(word) {
                if word == "private" || word == "fileprivate" { return nil }
                return Edit(range: file.code[k].range, replacement: Array("fileprivate".utf8))
            }
            guard otherModifiers.contains(word) else { break }
            first = k
            k -= 1
        }
        let at = file.code[first].begin
        return Edit(range: at..<at, replacement: Array("fileprivate ".utf8))
    }
}
