/// A color the app declares as a static member (`static let falseBlack = Color(red: 0.08, green:
/// 0.08, blue: 0.12)`) and reads by name inside an instance of its own dark theme (NeoMusic's
/// `static let darkColorScheme = JCColorScheme(backgroundGradient: EasyGradient([.falseBlack,
/// .falseBlack]), textColor: .falseWhite, …, name: "Black")`): the member's value is that theme's,
/// already the dark appearance's color. Read as a light value it got a proposed dark
/// (#14141F → #D1D1E1, #EBEBFA → #15141E): the app's Black theme turned light in system Dark
/// Mode (session 27, intent27). The finding at the instance is no finding here (a member read),
/// so `DarkThemeValues` and `darkTheme(holding:)` never saw it.
///
/// A dark instance: a `let`/`var` declaring a call of a type named for a theme (`Theme`,
/// `JCColorScheme`, `Palette`) whose own name says dark (`dark`, `darkColorScheme`,
/// `midnightTheme`) or whose arguments do (`name: "Black"`, `isLight: false`). A member read
/// elsewhere only (a light theme, a view), a call of a type that is no theme (`darkButton =
/// Button(…)`), a name that says dark of something else (`blackButtonStyle`), and a member of
/// another type than the one read (`Other.falseBlack`) are none.
enum DarkThemeMemberReads {
    /// A member read: its name and the type it is read of (nil: an implicit member, `.falseBlack`).
    struct Read: Hashable {
        var member: String
        var of: String?
    }

    /// Each static member of `names` (by its declared name and the type read, which the caller
    /// matches with the declaring type) read inside a dark theme instance of `sources`, with the evidence.
    static func reads(of names: Set<String>, in sources: [SwiftSource], values: [String: RGBA] = [:], findingColors: [String: [Int: RGBA]] = [:]) -> [Read: String] {
        guard !names.isEmpty else { return [:] }
        var out: [Read: String] = [:]
        let needles = names.map { ByteFinder(".\($0)") }
        for file in sources where needles.contains(where: { $0.occurs(in: file.bytes) }) {
            var tree: SyntaxTree?
            var reader: FixedIntentReader?
            for k in 0..<file.code.count where file.codeIs(k, "let") || file.codeIs(k, "var") {
                guard file.isWord(k + 1) else { continue }
                var n = k + 2
                var annotated: String?
                if file.isChar(n, ":"), file.isWord(n + 1) { annotated = file.text(code: n + 1); n += 2 }
                guard file.codeIs(n, "=") else { continue }
                let type: String
                let open: Int
                if file.isWord(n + 1), file.isChar(n + 2, "(") { type = file.text(code: n + 1); open = n + 2 }
                else if file.isChar(n + 1, "."), file.codeIs(n + 2, "init"), file.isChar(n + 3, "("), let a = annotated { type = a; open = n + 3 }
                else { continue }
                guard BaseColorType(rawValue: type) == nil, !Set(FixedIntentReader.words(type)).isDisjoint(with: ThemeInstances.themeWords),
                      let close = file.matchingClose(open) else { continue }
                let read = (open + 1..<close).compactMap { memberRead($0, of: names, in: file) }
                guard !read.isEmpty else { continue }
                if tree == nil { tree = SyntaxTree(file) }
                guard ThemeInstances.isInstanceDeclaration(k, in: file, tree: tree!) else { continue }
                let name = file.text(code: k + 1)
                var why: String?
                if namesDarkTheme(name) {
                    why = "the \(name) theme (\(name) = \(type)(…))"
                } else {
                    if reader == nil { reader = FixedIntentReader(file: file, collectionUses: CollectionUses(sources: [])) }
                    why = reader!.darkThemeCall(open: open).map { "\(name) = \($0)" }
                        ?? darkByValues(open: open, close: close, in: file, names: names, values: values, colors: findingColors[file.path] ?? [:])
                            .map { "the \(name) theme, \($0)" }
                }
                guard let why else { continue }
                // (A file with no finding, read from the rest of the tree, has no path to show.)
                let at = file.path.isEmpty ? "line \(file.line(of: file.code[k].begin))" : "\(file.path):\(file.line(of: file.code[k].begin))"
                for r in read where out[r] == nil { out[r] = "\(r.member), read as a value of \(why) at \(at)" }
            }
        }
        return out
    }

    /// NeoMusic's `defaultColorScheme = JCColorScheme(backgroundGradient: EasyGradient([.defaultGradientTop,
    /// .defaultGradientBottom]), textColor: .white, …, name: "Default")`: no name says dark, but its
    /// backgrounds (members declared as color sets, #35393E and #16181C) are dark and its text light
    /// (`DarkThemeValues`' test, over the members' declared values and the findings at the call).
    /// Given dark appearances, the default theme's gray gradient turned light gray under its white text.
    static func darkByValues(open: Int, close: Int, in file: SwiftSource, names: Set<String>, values: [String: RGBA], colors: [Int: RGBA]) -> String? {
        guard !values.isEmpty else { return nil }
        var surfaces = 0, texts = 0
        var k = open + 1
        while k < close {
            // A labeled argument at the call's top level: `label: value` up to `,` or `)`.
            guard file.isWord(k), file.isChar(k + 1, ":"), file.isChar(k - 1, "(") || file.isChar(k - 1, ",") else {
                if let c = file.matchingClose(k), file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{") { k = c + 1 } else { k += 1 }
                continue
            }
            let role = ColorRole(context: file.text(code: k))
            var end = k + 2
            var found: [RGBA] = []
            while end < close, !file.isChar(end, ",") {
                if let c = colors[file.code[end].begin] { found.append(c) }
                if file.isWord(end), file.isChar(end - 1, "."), let c = values[file.text(code: end)], memberRead(end, of: names, in: file) != nil { found.append(c) }
                if let c = file.matchingClose(end), file.isChar(end, "(") || file.isChar(end, "[") || file.isChar(end, "{") {
                    for j in end + 1..<c {
                        if let v = colors[file.code[j].begin] { found.append(v) }
                        if file.isWord(j), file.isChar(j - 1, "."), let v = values[file.text(code: j)], memberRead(j, of: names, in: file) != nil { found.append(v) }
                    }
                    end = c + 1
                    continue
                }
                end += 1
            }
            let opaque = found.filter { $0.alpha >= 0x80 }
            switch role {
            case .background where !opaque.isEmpty:
                guard opaque.allSatisfy({ OKLCH($0).lightness < DarkThemeValues.darkSurface }) else { return nil }
                surfaces += 1
            case .text where !opaque.isEmpty:
                guard opaque.allSatisfy({ OKLCH($0).lightness > DarkThemeValues.lightText }) else { return nil }
                texts += 1
            default: break
            }
            k = end
        }
        return surfaces > 0 && texts > 0 ? "its backgrounds dark and its text light" : nil
    }

    /// `.NAME` as an implicit member (`[.falseBlack]`, `textColor: .falseWhite`) or `Type.NAME`
    /// (`Color.falseBlack`, `Palette.falseBlack`), not a member of a value (`scheme.falseBlack`,
    /// `theme().falseBlack`) nor a call.
    static func memberRead(_ k: Int, of names: Set<String>, in file: SwiftSource) -> Read? {
        guard file.isWord(k), file.isChar(k - 1, "."), names.contains(file.text(code: k)), !file.isChar(k + 1, "(") else { return nil }
        let member = file.text(code: k)
        if file.isWord(k - 2) {
            let before = file.text(code: k - 2)
            if ["return", "in", "case", "try", "await"].contains(before) { return Read(member: member, of: nil) }
            guard before.first?.isUppercase == true, !file.isChar(k - 3, ".") else { return nil }
            return Read(member: member, of: before)
        }
        guard !file.isChar(k - 2, ")"), !file.isChar(k - 2, "]"), !file.isChar(k - 2, "?"), !file.isChar(k - 2, "!") else { return nil }
        return Read(member: member, of: nil)
    }

    /// `dark`, `night`, `black`, `midnight` alone or with theme words only (`darkColorScheme`,
    /// `nightTheme`, `blackPalette`); `blackButtonStyle`, `darkGrayText` name something else.
    static func namesDarkTheme(_ name: String) -> Bool {
        if let kind = ThemeInstances.kind(ofInstance: name) { return kind != .light }
        var words = FixedIntentReader.words(name)
        if words.count > 1, words.last == name.lowercased() { words.removeLast() }
        guard let first = words.first, FixedIntentReader.darkWords.contains(first) else { return false }
        return words.dropFirst().allSatisfy { ThemeInstances.themeWords.contains($0) || $0 == "color" || $0 == "colour" || $0 == "mode" }
    }
}

extension KeptColors {
    /// Keeps each report left without an intent that is the whole value of a static member read
    /// by name inside a dark theme instance (`DarkThemeMemberReads`): in the files with findings,
    /// then, for the names still unread, in the rest of the tree.
    static func keepDarkThemeMembers(_ reports: [Report], sites: inout [FixedIntentSite?], readers: [String: FixedIntentReader],
                                     swift: [FileResult], restOfTree: (() -> [[UInt8]])?) {
        // Member name → the reports declaring it, with the declaring type's name.
        var members: [String: [(n: Int, owner: String?)]] = [:]
        for n in reports.indices where sites[n] == nil && reports[n].finding.kind != .assetColor && reports[n].finding.choice == nil {
            guard let reader = readers[reports[n].file],
                  let name = WholeBodyDeclaration.nameIndex(of: reports[n].finding.range, in: reader.file, functions: false),
                  WholeBodyDeclaration.isStatic(name, in: reader.file) else { continue }
            let owner = reader.syntax.tree.enclosingType(at: name)?.name?.split(separator: ".").last.map(String.init)
            members[reader.file.text(code: name), default: []].append((n, owner))
        }
        // Members declared as a color set (`static let defaultGradientTop = Color("DefaultGradientTop")`):
        // the set's findings (no code finding at the member), with the set's light value.
        var sets: [String: [Int]] = [:]
        for n in reports.indices where sites[n] == nil && reports[n].finding.kind == .assetColor {
            if let set = reports[n].finding.context { sets[set, default: []].append(n) }
        }
        let sources = swift.map { SwiftSource(path: $0.path, bytes: $0.bytes) }
        var setMembers: [String: [Int]] = [:]
        if !sets.isEmpty {
            for file in sources where file.bytes.containsSequence(Array("static".utf8)) {
                for k in 0..<max(0, file.code.count - 6) where file.codeIs(k, "static") && (file.codeIs(k + 1, "let") || file.codeIs(k + 1, "var")) {
                    var n = k + 3
                    if file.isChar(n, ":"), file.isWord(n + 1) { n += 2 }
                    guard file.isWord(k + 2), file.codeIs(n, "="), file.isWord(n + 1), BaseColorType(rawValue: file.text(code: n + 1)) != nil,
                          file.isChar(n + 2, "(") else { continue }
                    var q = n + 3
                    if file.codeIs(q, "named"), file.isChar(q + 1, ":") { q += 2 }
                    guard file.kind(q) == .stringQuote, file.kind(q + 1) == .stringSegment, let set = sets[file.text(code: q + 1)] else { continue }
                    setMembers[file.text(code: k + 2)] = set
                }
            }
        }
        guard !members.isEmpty || !setMembers.isEmpty else { return }
        var values: [String: RGBA] = [:]
        for (name, list) in members { if let c = list.first.flatMap({ reports[$0.n].finding.color }) { values[name] = c } }
        for (name, ns) in setMembers { if let c = ns.first.flatMap({ reports[$0].finding.color }) { values[name] = c } }
        var colors: [String: [Int: RGBA]] = [:]
        for r in reports { if let c = r.finding.color { colors[r.file, default: [:]][r.finding.range.lowerBound] = c } }
        let names = Set(members.keys).union(setMembers.keys)
        var found = DarkThemeMemberReads.reads(of: names, in: sources, values: values, findingColors: colors)
        let unread = names.subtracting(found.keys.map(\.member))
        if !unread.isEmpty, let rest = restOfTree {
            found.merge(DarkThemeMemberReads.reads(of: unread, in: rest().map { SwiftSource(path: "", bytes: $0) }, values: values), uniquingKeysWith: { a, _ in a })
        }
        for (read, evidence) in found where read.of == nil || read.of.flatMap(BaseColorType.init(rawValue:)) != nil {
            for n in setMembers[read.member] ?? [] where sites[n] == nil { sites[n] = FixedIntentSite(intent: .darkTheme, evidence: evidence) }
        }
        // An implicit member (`.falseBlack`) is a color type's (`extension Color`); one read of a
        // type (`Palette.falseBlack`) is that type's: `Brand.primary` is not the `.primary` a dark
        // theme reads, which is SwiftUI's.
        for (read, evidence) in found.sorted(by: { $0.value < $1.value }) {
            for m in members[read.member] ?? [] where sites[m.n] == nil {
                let owner = m.owner
                let matches = read.of.map { $0 == owner || (BaseColorType(rawValue: $0) != nil && owner.flatMap(BaseColorType.init(rawValue:)) != nil) }
                    ?? (owner.flatMap(BaseColorType.init(rawValue:)) != nil)
                if matches { sites[m.n] = FixedIntentSite(intent: .darkTheme, evidence: evidence) }
            }
        }
    }
}
