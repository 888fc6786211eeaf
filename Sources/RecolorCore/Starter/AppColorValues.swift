/// The values of the app's own colors that an appearance choice names beside a literal
/// (`colorScheme == .dark ? Color.bgDarkerDarkBlue : .white`, `Color("Night")`): read from the
/// asset catalog's color sets and the static members the tree declares as one color (a set by
/// name, or a literal color). A member declared twice with two values, or not at all, has none:
/// `init` then says so and harvests nothing, rather than guess.
struct AppColorValues {
    /// Color set name → its light (or universal) value and its dark one, when it has one.
    var sets: [String: (light: RGBA, dark: RGBA?)] = [:]
    /// Member name → what it is declared as: a color set's name or a color.
    var members: [String: Set<Declared>] = [:]

    enum Declared: Hashable {
        case colorSet(String)
        case color(RGBA)
    }

    init(sets: [AssetColorSets.AnySet], reports: [Report], files: [FileResult]) {
        for set in sets where self.sets[set.name] == nil { self.sets[set.name] = (set.light, set.dark) }
        let bytesByPath = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
        for r in reports where r.finding.choice == nil {
            guard let bytes = bytesByPath[r.file], let name = AppColorValues.declaredName(before: r.finding.range.lowerBound, in: bytes) else { continue }
            // The whole initializer: `static let x = Color("X")` or a literal, nothing after it.
            let end = r.finding.range.upperBound
            guard end >= bytes.count || bytes[end] == 10 || bytes[end] == 13 || bytes[end] == 32 || bytes[end] == 59 || bytes[end] == 125 || bytes[end] == 47 else { continue }
            if r.finding.kind == .assetColor, let set = r.finding.context {
                members[name, default: []].insert(.colorSet(set))
            } else if let color = r.finding.color {
                members[name, default: []].insert(.color(color))
            }
        }
    }

    /// The value the arm written `written` shows in `appearance`; nil when unknown or ambiguous.
    func value(of written: String, in appearance: Appearance) -> RGBA? {
        let (member, colorSet) = MemberColorArm.lookup(written)
        if let colorSet { return setValue(colorSet, appearance) }
        guard let member, let declared = members[member], declared.count == 1 else { return nil }
        switch declared.first! {
        case .color(let c): return c
        case .colorSet(let name): return setValue(name, appearance)
        }
    }

    func setValue(_ name: String, _ appearance: Appearance) -> RGBA? {
        guard let set = sets[name] else { return nil }
        return appearance.isDark ? set.dark ?? set.light : set.light
    }

    /// `static let NAME = ` / `static var NAME: T = ` on the line before `offset`: NAME.
    static func declaredName(before offset: Int, in bytes: [UInt8]) -> String? {
        guard offset <= bytes.count else { return nil }
        var start = offset
        while start > 0 && offset - start < 200 && bytes[start - 1] != 10 { start -= 1 }
        var line = Substring(String(decoding: bytes[start..<offset], as: UTF8.self))
        while line.last == " " || line.last == "\t" { line.removeLast() }
        guard line.hasSuffix("=") else { return nil }
        line.removeLast()
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.contains("static") || words.contains("class") else { return nil }
        for (a, b) in zip(words, words.dropFirst()) where a == "let" || a == "var" {
            let name = b.hasSuffix(":") ? b.dropLast() : b
            return TokenNaming.isValidIdentifier(String(name)) ? String(name) : nil
        }
        return nil
    }
}
