/// Uses of palette members by name, read from the code tokens of every Swift file of the tree,
/// whatever detection makes of them: `lock` must not make a member fileprivate while another
/// file names it (`gaugeColor: .appTintColor` in a ClockKit call, `UIColor.grey90` in a test the
/// table excludes), since that file would no longer compile. A use is the member's type (or
/// `Self`) before the name, or for a member of a color type an implicit member (`.appTintColor`
/// after `(`, `,`, `:`, `=`, an operator or a keyword). An instance's property of that name
/// (`label.textColor`, `face?.brand`), a comment and a string are not uses.
struct MemberNameUses {
    struct Member: Hashable {
        /// The type shown and matched before the name: `UIColor`, `Essentials`.
        var type: String
        var name: String
        /// The file that declares it: uses there still compile.
        var file: String
        /// A member of a color type (`extension UIColor`) is named implicitly too (`.name`);
        /// a namespace's member (`Essentials.grey70`) only with its type.
        var implicit: Bool
    }

    struct Use: Hashable {
        var file: String
        var line: Int
        var column: Int
        /// As written: `.appTintColor`, `UIColor.appTintColor`.
        var text: String
    }

    /// Each member's uses outside its declaring file, in path and position order.
    static func find(_ members: [Member], in options: RunOptions) -> [Member: [Use]] {
        guard !members.isEmpty else { return [:] }
        let byName = Dictionary(grouping: members, by: { plain($0.name) })
        let needles = byName.keys.map { ByteFinder($0) }
        // No excludes: a test or preview the table leaves out still compiles against the member.
        let walked = FileWalker(excludes: [], cwd: options.cwd).collect(options.paths, threads: options.threads)
        let paths = walked.files.filter { SourceKind(path: $0) == .swift }
        let found = Parallel.map(paths.count, threads: options.threads > 0 ? options.threads : Parallel.defaultThreads) { k -> [(Member, Use)] in
            let path = paths[k]
            let disk = path.hasPrefix("/") ? path : PathText.join(options.cwd, path)
            guard case .success(let bytes) = FileReader.contents(of: disk), needles.contains(where: { $0.occurs(in: bytes) }) else { return [] }
            return uses(in: SwiftSource(path: path, bytes: bytes, diskPath: disk), byName: byName)
        }
        var out: [Member: [Use]] = [:]
        for (member, use) in found.flatMap({ $0 }) { out[member, default: []].append(use) }
        return out
    }

    /// The uses in one file of the members named `byName`.
    static func uses(in file: SwiftSource, byName: [String: [Member]]) -> [(Member, Use)] {
        var out: [(Member, Use)] = []
        // A member named as a keyword (`static let \`default\``) is used as `UIColor.tint.default`: read as no
        // use, `lock` made it fileprivate under 18 uses in other files (session 39's intent39e M5).
        for k in 1..<max(file.code.count, 1) where file.isChar(k - 1, ".") && (file.kind(k) == .identifier || file.kind(k) == .keyword) {
            guard let candidates = byName[plain(file.text(code: k))] else { continue }
            let before = k - 2
            let qualifier = file.isWord(before) ? file.text(code: before) : nil
            for member in candidates where member.file != file.path {
                let start: Int
                if let qualifier, qualifier == member.type || qualifier == "Self" {
                    start = before
                } else if member.implicit && isImplicitMember(file, dot: k - 1) {
                    start = k - 1
                } else {
                    continue
                }
                let at = file.location(of: file.code[start].begin)
                let text = file.text(file.code[start].begin..<file.code[k].end)
                out.append((member, Use(file: file.path, line: at.line, column: at.column, text: text)))
            }
        }
        return out
    }

    /// A name without the backticks that escape a keyword (`` `default` `` is `default`).
    static func plain(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// Whether the `.` at code index `dot` starts an implicit member expression rather than
    /// following an expression (`label.textColor`, `f().x`, `a?.x`, `list[0].x`).
    static func isImplicitMember(_ file: SwiftSource, dot: Int) -> Bool {
        let k = dot - 1
        guard k >= 0 else { return true }
        switch file.kind(k) {
        case .identifier, .integer, .float, .stringQuote, .regex:
            return false
        case .keyword:
            // `self.x`, `super.x` are an instance's; `return .x`, `case .x`, `in .x` are implicit.
            return !(file.codeIs(k, "self") || file.codeIs(k, "super") || file.codeIs(k, "Self"))
        default:
            if file.isChar(k, ")") || file.isChar(k, "]") || file.isChar(k, "}") || file.isChar(k, ">") { return false }
            // `a?.x`, `a!.x`: postfix, written without a space before the dot.
            if file.isChar(k, "?") || file.isChar(k, "!") { return file.code[k].end != file.code[dot].begin }
            return true
        }
    }
}
