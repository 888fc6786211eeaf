/// The app's own light/dark helper called with members rather than literals (Pulse's
/// `static var red: UXColor { UXColor.dynamic(light: Palette.lightRed, dark: Palette.darkRed) }`
/// over `private static let lightRed = UXColor(red: …)`): the call is no finding, its arguments'
/// declarations are. `init` reads the pair from those declarations (one token, the member whose
/// body the call is as its expression) and keeps both declarations as written, where they stand:
/// made tokens of their own, each got a proposed dark (`darkRed` lighter still in Dark Mode), and a
/// declaration rewritten to the pair's own member would make the member call itself.
struct MemberArgumentPairs {
    /// A declared color member: `static let NAME = <finding>` directly in a type.
    struct Declaration {
        var report: Report
        /// The types around it, outermost first (`Palette`, `Style.Colors`).
        var types: [String]
        /// Where it stands, as a keep rule's `"in"` names it.
        var place: String?
    }

    /// `light: A, dark: B` where A and B are members (`Palette.lightRed`, `.lightRed`,
    /// `Self.lightRed`, `lightRed`): the code index of `light` and each argument's first and
    /// last code index, or nil.
    static func memberArguments(at k: Int, in file: SwiftSource) -> (light: (Int, Int), dark: (Int, Int), close: Int)? {
        guard file.codeIs(k, "light"), file.isChar(k + 1, ":"), file.isChar(k - 1, "("), let close = file.matchingClose(k - 1),
              let light = memberPath(from: k + 2, in: file), file.isChar(light.1 + 1, ","),
              file.codeIs(light.1 + 2, "dark"), file.isChar(light.1 + 3, ":"),
              let dark = memberPath(from: light.1 + 4, in: file), dark.1 + 1 == close else { return nil }
        return (light, dark, close)
    }

    /// A member path (`A.b`, `.b`, `b`) from code index `k`: its first and last index.
    static func memberPath(from k: Int, in file: SwiftSource) -> (Int, Int)? {
        var e = k
        if file.isChar(e, ".") { e += 1 }
        guard file.isWord(e) else { return nil }
        while file.isChar(e + 1, "."), file.isWord(e + 2) { e += 2 }
        guard file.isChar(e + 1, ",") || file.isChar(e + 1, ")") else { return nil }
        return (k, e)
    }

    /// The member's name and the type its qualifier names (nil for `.x`, `Self.x`, `x`).
    static func named(_ path: (Int, Int), in file: SwiftSource) -> (member: String, qualifier: String?) {
        let member = file.text(code: path.1)
        let qualifier = path.1 - 2 >= path.0 && file.isWord(path.1 - 2) ? file.text(code: path.1 - 2) : nil
        return (member, qualifier == "Self" || qualifier == "self" ? nil : qualifier)
    }
}

extension HarvestedPairs {
    /// Every `light: member, dark: member` call that is the whole body of a static member, whose
    /// two members are color declarations the run found (one declaration each, in the type the
    /// qualifier names, or the call's own type): a pair read from those declarations.
    /// Members the run found no declaration finding of (a palette's own members, whose
    /// declarations are no findings) take the value `declared` reads; they need no keep rule.
    mutating func addMemberArguments(_ result: RunResult, declared members: DeclaredMembers) {
        let light = Array("light".utf8), dark = Array("dark".utf8)
        var calls: [(file: SwiftSource, tree: SyntaxTreeMemo, k: Int, args: (light: (Int, Int), dark: (Int, Int), close: Int))] = []
        var wanted: Set<String> = []
        for content in result.files where content.kind == .swift && content.bytes.containsSequence(light) && content.bytes.containsSequence(dark) {
            let file = SwiftSource(path: content.path, bytes: content.bytes)
            // Arguments that are findings (a configured palette's members) make a choice of their own.
            let findingStarts = Set(content.reports.map(\.finding.range.lowerBound))
            var tree: SyntaxTreeMemo?
            for k in file.code.indices where file.codeIs(k, "light") {
                guard let args = MemberArgumentPairs.memberArguments(at: k, in: file),
                      !findingStarts.contains(file.code[args.light.0].begin), !findingStarts.contains(file.code[args.dark.0].begin) else { continue }
                if tree == nil { tree = SyntaxTreeMemo(file: file) }
                calls.append((file, tree!, k, args))
                wanted.insert(MemberArgumentPairs.named(args.light, in: file).member)
                wanted.insert(MemberArgumentPairs.named(args.dark, in: file).member)
            }
        }
        guard !calls.isEmpty else { return }
        // The declarations of the members named, read from the findings.
        var declared: [String: [MemberArgumentPairs.Declaration]] = [:]
        for content in result.files where content.kind == .swift {
            var file: SwiftSource?
            var tree: SyntaxTreeMemo?
            for r in content.reports where r.finding.choice == nil && r.finding.matchKey != nil && !r.finding.kind.isHazard {
                guard let name = r.finding.context, wanted.contains(name) else { continue }
                let stored = StarterDraft.isDeclaration(of: name, before: r.finding.range.lowerBound, in: content.bytes)
                if file == nil { file = SwiftSource(path: content.path, bytes: content.bytes); tree = SyntaxTreeMemo(file: file!) }
                // Or the one expression of a computed member (AnyImageKit's `static var primaryTextLight:
                // UIColor { return UIColor.color(hex: 0x333333) }` beside `create(light: primaryTextLight,
                // dark: primaryTextDark)`: each half became a token of its own; session 24's review, F10).
                var typesAt = file!.codeIndex(atOrAfter: r.finding.range.lowerBound)
                if !stored {
                    guard let n = WholeBodyDeclaration.nameIndex(of: r.finding.range, in: file!, functions: false)
                            ?? WholeBodyDeclaration.nameIndex(of: WholeBodyDeclaration.withFallback(r.finding.range, in: file!), in: file!, functions: false),
                          file!.codeIs(n, name), WholeBodyDeclaration.isStatic(n, in: file!) else { continue }
                    typesAt = n  // the body is the property's scope: its types are the name's
                }
                let k = file!.codeIndex(atOrAfter: r.finding.range.lowerBound)
                let types = HarvestedPairs.enclosingTypes(at: typesAt, in: tree!.tree)
                guard !types.isEmpty else { continue }
                declared[name, default: []].append(.init(report: r, types: types,
                                                         place: DeclarationPlace.path(at: k, in: file!, tree: tree!.tree)))
            }
        }
        var byMember: [String: Int] = [:]
        for call in calls {
            let file = call.file
            // The callee: `Name.member(`, `.member(`, `Name(` glued to the `(`.
            let open = call.k - 1
            guard open > 0, file.code[open].begin == file.code[open - 1].end, file.isWord(open - 1) else { continue }
            var start = open - 1
            while file.isChar(start - 1, "."), file.isWord(start - 2) { start -= 2 }
            if file.isChar(start - 1, "."), !file.isWord(start - 2), !file.isChar(start - 2, ")") { start -= 1 }
            let range = file.code[start].begin..<file.code[call.args.close].end
            guard let member = HarvestedPairs.member(whoseBodyIs: range, in: file, tree: call.tree) else { continue }
            // The type declaring the member whose body the call is: where `.x`, `Self.x` and `x` are looked up.
            let own = member.path.split(separator: ".").map(String.init)
            func declaration(_ path: (Int, Int)) -> MemberArgumentPairs.Declaration? {
                let (name, qualifier) = MemberArgumentPairs.named(path, in: file)
                let found = (declared[name] ?? []).filter { d in qualifier.map { d.types.last == $0 } ?? (d.types == own) }
                guard found.count == 1, found[0].place != nil else { return nil }
                return found[0]
            }
            /// A member no finding declares: its value as `members` reads it (one color, not reassigned).
            /// One that returns Apple's adaptive color behind `#available` is that color in `appearance`
            /// (its literal runs only below the OS that has Dark Mode: verify30, V1).
            func declaredValue(_ path: (Int, Int), _ appearance: Appearance) -> RGBA? {
                let (name, qualifier) = MemberArgumentPairs.named(path, in: file)
                guard let type = qualifier ?? own.last, let m = members.member(name, of: type), !m.mutable else { return nil }
                if let apple = m.apple { return apple.resolved(appearance) }
                return m.colors.count <= 1 ? m.value : nil
            }
            let l = declaration(call.args.light), d = declaration(call.args.dark)
            let lightColor = l.map { StarterDraft.valueColor($0.report.finding) } ?? declaredValue(call.args.light, .light)
            let darkColor = d.map { StarterDraft.valueColor($0.report.finding) } ?? declaredValue(call.args.dark, .dark)
            guard let lightColor, let darkColor else { continue }
            let lightKey = l?.report.finding.matchKey ?? lightColor.hex(withAlpha: lightColor.alpha != 255)
            let darkKey = d?.report.finding.matchKey ?? darkColor.hex(withAlpha: darkColor.alpha != 255)
            guard lightKey != darkKey else { continue }
            let key = "\(member.path).\(member.name)"
            if let known = byMember[key] {
                pairs[known].count += 1
                continue
            }
            let line = file.line(of: file.code[start].begin)
            var p = Pair(values: [.light: lightKey, .dark: darkKey], from: "\(file.path):\(line)", member: member)
            p.colors[.light] = lightColor
            p.colors[.dark] = darkColor
            p.note = "\(file.text(code: start ..< call.k - 1))(light: \(file.text(code: call.args.light.0 ... call.args.light.1)), dark: \(file.text(code: call.args.dark.0 ... call.args.dark.1))): the members' declared values"
            p.count = 1
            p.roles[ColorRole(context: member.name), default: 0] += 1
            if let type = member.type { p.frameworks.insert(type.framework) }
            p.files.insert(file.path)
            for (a, decl) in [(Appearance.light, l), (.dark, d)] {
                guard let decl else { continue }
                if let f = decl.report.finding.framework { p.frameworks.insert(f) }
                p.files.insert(decl.report.file)
                themeValues.insert("\(decl.report.file)|\(decl.report.finding.range.lowerBound)")
                p.declaredArguments.append((a, a == .light ? lightKey : darkKey, decl.place!, "\(decl.report.file):\(decl.report.line)"))
            }
            byMember[key] = pairs.count
            pairs.append(p)
        }
    }
}

extension SwiftSource {
    /// The source text of code tokens `range` (first through last), as written.
    func text(code range: ClosedRange<Int>) -> String { text(code[range.lowerBound].begin..<code[range.upperBound].end) }
    func text(code range: Range<Int>) -> String {
        range.isEmpty ? "" : text(code[range.lowerBound].begin..<code[range.upperBound - 1].end)
    }
}
