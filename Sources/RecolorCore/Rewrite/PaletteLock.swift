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
    }

    /// The run's uses of palette members (`paletteFiles` are searched too: a use there would not
    /// compile either), then, if there are none, the members locked in each declaring file.
    public static func lock(_ options: RunOptions) -> Outcome {
        var searched = options
        searched.configuration.paletteFiles = []
        let result = Engine.run(searched)
        var outcome = Outcome()
        outcome.problems = result.problems
        outcome.uses = result.allReports.filter { $0.finding.kind == .paletteReference }
        guard outcome.uses.isEmpty else { return outcome }
        let palettes = Set(options.configuration.palettes)
        for path in result.paletteDeclaringFiles {
            let diskPath = path.hasPrefix("/") ? path : PathText.join(options.cwd, path)
            guard case .success(let bytes) = Engine.read(diskPath, shownAs: path) else {
                outcome.problems.append(FileProblem(file: path, message: "cannot read the file again to lock it"))
                continue
            }
            let file = SourceFile(path: path, bytes: bytes, diskPath: diskPath)
            let (declarations, _) = PaletteIndex.memberDeclarations(in: file, palettes: palettes)
            var edits: [Edit] = []
            for d in declarations where palettes.contains(d.scope) {
                if let edit = accessEdit(file, keyword: d.keywordIndex) { edits.append(edit) } else { outcome.alreadyLocked += 1 }
            }
            guard !edits.isEmpty else { continue }
            let rewrite = SafeRewrite.apply(Edits.normalized(edits), to: bytes)
            guard rewrite.declined.isEmpty else {
                outcome.problems.append(FileProblem(file: path, message: "not locked: marking the members fileprivate would make the file read worse"))
                continue
            }
            do {
                try AtomicWriter.replace(diskPath, expected: bytes, with: rewrite.bytes)
                outcome.locked += edits.count
                outcome.files += 1
            } catch let e as WriteError {
                outcome.problems.append(FileProblem(file: path, message: e.message))
            } catch {
                outcome.problems.append(FileProblem(file: path, message: "\(error)"))
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
    static func accessEdit(_ file: SourceFile, keyword: Int) -> Edit? {
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
