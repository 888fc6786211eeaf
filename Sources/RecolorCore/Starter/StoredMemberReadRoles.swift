#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The role a type's stored instance color property plays where the code reads it, in any file:
/// `@Published var bgColor: Color = .white` read as `.foregroundColor(model.bgColor)` is text. Its
/// finding has the property's name for context, and a name that says no role, or says one only
/// by an abbreviation (`bg` for "blood glucose"), made nightguard's white reading a background:
/// `Color(uiColor: .systemBackground)`, black in Dark on the container's black that stays black
/// (session 27's review, F12). Every read that says a role must say the same one.
enum StoredMemberReadRoles {
    /// The roles reads can give: a surface, or text.
    static let taken: Set<ColorRole> = [.background, .text, .tint]

    /// Whether a name's role is only a guess for reads to overrule: none, or an abbreviation's.
    static func isWeak(_ name: String) -> Bool {
        let role = ColorRole(context: name)
        return role == .color || ColorRole.abbreviatedRole(name) == role
    }

    /// Whether the color at byte `offset` is the value a computed property `name` returns (`var
    /// headlineColor: Color {⏎ Color(white: 0.90) }`, an `#if` around it included): its reads give its role
    /// as a stored property's do. WXYC's tvOS player titles, read only as `.foregroundStyle(headlineColor)`,
    /// had no role and their light grays got near-black darks on the dark wallpaper (session 31's held-out check, V2).
    /// The computed property whose single value the color at byte `offset` is, when the finding has no
    /// context of its own: WXYC's `var headlineColor: Color { #if os(tvOS) Color(white: 0.90) #else … #endif }`
    /// read as no context behind the `#if` (session 31's held-out check, V2 on the app itself).
    static func computedProperty(at offset: Int, in bytes: [UInt8]) -> String? {
        guard offset <= bytes.count else { return nil }
        var open = offset - 1
        while open >= 0, offset - open < 300, bytes[open] != UInt8(ascii: "{") {
            if [UInt8(ascii: "}"), UInt8(ascii: "="), UInt8(ascii: ";")].contains(bytes[open]) { return nil }
            open -= 1
        }
        guard open >= 0, bytes[open] == UInt8(ascii: "{") else { return nil }
        // The arms of a `switch` that is the whole body (`var color: UIColor { switch self { case .normal:
        // return .inkViolet … } }`): the property's brace is the one before it (verify32 V2, SmartReceipts' ActionSheet).
        if isSwitchBrace(open, in: bytes) {
            open -= 1
            while open >= 0, offset - open < 600, bytes[open] != UInt8(ascii: "{") {
                if [UInt8(ascii: "}"), UInt8(ascii: "="), UInt8(ascii: ";")].contains(bytes[open]) { return nil }
                open -= 1
            }
            guard open >= 0, bytes[open] == UInt8(ascii: "{") else { return nil }
        }
        // `var NAME: Type {` on the brace's line.
        var start = open
        while start > 0, bytes[start - 1] != 10 { start -= 1 }
        let words = String(decoding: bytes[start..<open], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" })
        guard let v = words.firstIndex(of: "var"), v + 1 < words.count else { return nil }
        let name = String(words[v + 1])
        return isComputedValue(of: name, at: offset, in: bytes) ? name : nil
    }

    static func isComputedValue(of name: String, at offset: Int, in bytes: [UInt8]) -> Bool {
        guard TokenNaming.isValidIdentifier(name), offset <= bytes.count else { return false }
        let needle = Array("var \(name)".utf8)
        let low = max(0, offset - 300)
        // The last `var name` before the color, followed by `:` or a space.
        var at: Int?
        var i = offset - needle.count
        while i >= low {
            if Array(bytes[i..<(i + needle.count)]) == needle, i + needle.count < offset, [UInt8(ascii: ":"), UInt8(ascii: " ")].contains(bytes[i + needle.count]) { at = i; break }
            i -= 1
        }
        guard let at, let open = (at + needle.count..<offset).first(where: { bytes[$0] == UInt8(ascii: "{") }) else { return false }
        // Only the body's value stands between: no other block, no assignment, no statement end.
        // One `switch` whose arms return colors is the body's value too.
        let stops: Set<UInt8> = [UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "="), UInt8(ascii: ";")]
        var switches = 0
        return !(open + 1..<offset).contains { j in
            guard stops.contains(bytes[j]) else { return false }
            if bytes[j] == UInt8(ascii: "{"), switches == 0, isSwitchBrace(j, in: bytes) { switches += 1; return false }
            return true
        } && !(at + needle.count..<open).contains { bytes[$0] == UInt8(ascii: "=") }
    }

    /// Whether the `{` at byte `open` opens a `switch` written on its line (`switch self {`).
    static func isSwitchBrace(_ open: Int, in bytes: [UInt8]) -> Bool {
        var start = open
        while start > 0, bytes[start - 1] != 10 { start -= 1 }
        let words = String(decoding: bytes[start..<open], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" })
        return words.first == "switch"
    }

    /// `file|name` → the role every read of `.name` in the tree that says a role has, for the
    /// stored members `members` declares directly in a type (a function's local is no member).
    static func roles(_ members: [(file: String, name: String, offset: Int)], files: [(path: String, bytes: [UInt8])]) -> [String: ColorRole] {
        guard !members.isEmpty else { return [:] }
        let bytes = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
        // The members that stand in a type, by name (a name declared in two files is read for both).
        var declared: [String: [String]] = [:]
        // The types declaring each name: a read whose receiver is known to be another type is not its read.
        var owners: [String: Set<String>] = [:]
        var ownersIn: [String: Set<String>] = [:]
        for (path, group) in Dictionary(grouping: members, by: \.file) {
            guard let b = bytes[path] else { continue }
            let file = SwiftSource(path: path, bytes: b)
            let tree = SyntaxTree(file)
            for m in group where !HarvestedPairs.enclosingTypes(at: file.codeIndex(atOrAfter: m.offset), in: tree).isEmpty
                || tree.enclosingType(at: file.codeIndex(atOrAfter: m.offset)) != nil && isComputedValue(of: m.name, at: m.offset, in: b) {
                declared[m.name, default: []].append(path)
                if let owner = tree.enclosingType(at: file.codeIndex(atOrAfter: m.offset))?.name {
                    let last = String(owner.split(separator: ".").last ?? Substring(owner))
                    owners[m.name, default: []].insert(last)
                    ownersIn[path + "|" + m.name, default: []].insert(last)
                }
            }
        }
        guard !declared.isEmpty else { return [:] }
        let finders = declared.keys.map { ($0, ByteFinder(".\($0)")) }
        let types = ColorTypeTable()
        var seen: [String: Set<ColorRole>] = [:]
        for (path, b) in files {
            let names = Set(finders.filter { $0.1.occurs(in: b) }.map(\.0))
            guard !names.isEmpty else { continue }
            let file = SwiftSource(path: path, bytes: b)
            let analyzer = ContextAnalyzer(file: file, types: types)
            for k in file.code.indices where file.isWord(k) && file.isChar(k - 1, ".") && names.contains(file.text(code: k)) {
                guard !file.isChar(k + 1, "("), !file.isChar(k + 1, ":"), !file.codeIs(k + 1, "=") else { continue }
                // A color type's own member of the name (`NSColor.red.cgColor`) is no read of the app's property
                // (stats: `MonochromeColor.red` took a background role so; session 27's regression reading).
                if k >= 2, file.isWord(k - 2), types.base(file.text(code: k - 2)) != nil { continue }
                // Another type's member of the name (`item.color` of a struct beside `style.color` of an enum:
                // SmartReceipts) is no read of this one (`memberReadReceiverType`; unknown receivers are read as before).
                let receiver = analyzer.memberReadReceiverType(at: k)
                if let receiver, let own = owners[file.text(code: k)], !own.contains(receiver) { continue }
                let role = MemberUseRoles.roleOfRead(at: k, in: file, analyzer: analyzer)
                // A tint only where the read is set or passed: returned by a member named for a tint
                // (`Mood.tint`'s `case .calm: .cardGray.opacity(0.5)`), the role is that member's name, and a
                // card's background took a tint with its light value in dark (InitPerCaseMembersTests).
                if role == .tint, MemberUseRoles.isReturnedValue(ofReadAt: k, in: file) { continue }
                if role != .color { seen[file.text(code: k) + "|" + (receiver ?? ""), default: []].insert(role) }
            }
        }
        // And the bare reads in the declaring file (`.foregroundStyle(headlineColor)` in its own view).
        for (name, paths) in declared {
            for path in Set(paths) {
                guard let b = bytes[path] else { continue }
                let file = SwiftSource(path: path, bytes: b)
                let analyzer = ContextAnalyzer(file: file, types: types)
                for k in file.code.indices where file.codeIs(k, name) && !file.isChar(k - 1, ".") {
                    guard !file.codeIs(k - 1, "var"), !file.codeIs(k - 1, "let"), !file.codeIs(k - 1, "func"), !file.isChar(k + 1, "("),
                          !file.isChar(k + 1, ":"), !file.codeIs(k + 1, "="), !file.isChar(k + 1, ".") else { continue }
                    let receiver = analyzer.memberReadReceiverType(at: k)
                    if let receiver, let own = owners[name], !own.contains(receiver) { continue }
                    let role = ColorRole(context: analyzer.context(ofExpressionAt: k).name)
                    if role == .tint, MemberUseRoles.isReturnedValue(ofReadAt: k, in: file) { continue }
                    if role != .color { seen[name + "|" + (receiver ?? ""), default: []].insert(role) }
                }
            }
        }
        // A declaration takes the roles of reads typed by its own type and of reads of unknown type.
        var out: [String: ColorRole] = [:]
        for (name, paths) in declared {
            for path in Set(paths) {
                var roles = seen[name + "|"] ?? []
                for owner in ownersIn[path + "|" + name] ?? [] { roles.formUnion(seen[name + "|" + owner] ?? []) }
                guard roles.count == 1, let role = roles.first, taken.contains(role) else { continue }
                out[path + "|" + name] = role
            }
        }
        return out
    }
}
