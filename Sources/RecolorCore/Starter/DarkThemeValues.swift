/// An app's dark theme told by its values, where no name says dark: a theme instance
/// (`static let ocean = Theme(background: …, text: …)`) or a type of a theme (`struct OceanTheme:
/// Theme { let background = …; let text = … }`) whose backgrounds are all dark and whose text is
/// all light. Its colors are already the dark appearance's; read as light values they were
/// inverted a second time (the issue's `mutedAccent` #2B2B2D got a light "dark" #C4C4C7). An
/// instance or type whose name says light, or with any light background or dark text, is none.
enum DarkThemeValues {
    /// Below this OKLCH lightness a background is dark; above `lightText` a text is light.
    /// (SaxWeather's ocean-blue card #1F4F78 is L 0.42 under mint and teal text: a dark card; 0.5 is
    /// still below every light page, and the text must be light too.)
    static let darkSurface = 0.5, lightText = 0.7

    /// The evidence for each finding (by the code index it starts at) that is a value of such a theme.
    static func sites(in file: SwiftSource, tree: SyntaxTree, reports: [Report]) -> [Int: String] {
        let byStart = Dictionary(reports.map { (file.codeIndex(atOrAfter: $0.finding.range.lowerBound), $0) }, uniquingKeysWith: { a, _ in a })
        guard !byStart.isEmpty else { return [:] }
        var out: [Int: String] = [:]
        var reads: [String: ColorRole]?
        func take(_ members: [(String, Report)], _ evidence: String) {
            // A member whose name says no role takes the role of the modifier the file reads it in
            // (SaxWeather's `aurora` card: `accent` read in `.foregroundStyle(scheme.accent)`, light text on
            // its ocean-blue background; its coral border got a dark-brown "dark"; session 37's intent37a V3).
            if reads == nil { reads = readRoles(in: file) }
            guard isDarkByValues(members, reads: reads ?? [:]) else { return }
            for (_, r) in members { out[file.codeIndex(atOrAfter: r.finding.range.lowerBound)] = evidence }
        }
        // Instances: `static let NAME = Type(label: COLOR, …)`.
        for k in 0..<file.code.count where file.codeIs(k, "let") || file.codeIs(k, "var") {
            guard file.isWord(k + 1), ThemeInstances.isInstanceDeclaration(k, in: file, tree: tree) else { continue }
            let name = file.text(code: k + 1)
            guard ThemeInstances.kind(ofInstance: name) == nil, !saysLight(name) else { continue }
            var n = k + 2
            if file.isChar(n, ":"), file.isWord(n + 1) { n += 2 }
            guard file.codeIs(n, "="), file.isWord(n + 1), file.isChar(n + 2, "("), BaseColorType(rawValue: file.text(code: n + 1)) == nil else { continue }
            let members = ThemeInstances.arguments(at: n + 2, in: file, byStart: byStart)
            take(members, "the \(name) theme: its backgrounds dark and its text light (static let \(name) = \(file.text(code: n + 1))(…))")
        }
        // Types of a theme: their stored members `let NAME = COLOR`.
        var byType: [Int: [(String, Report)]] = [:]
        for k in 0..<file.code.count where file.codeIs(k, "let") || file.codeIs(k, "var") {
            guard file.isWord(k + 1), let type = tree.enclosingType(at: k), let index = tree.scope(openingAt: type.open), tree.scope(at: k) == index else { continue }
            var n = k + 2
            if file.isChar(n, ":"), file.isWord(n + 1) { n += 2 }
            guard file.codeIs(n, "="), let r = byStart[n + 1] else { continue }
            byType[index, default: []].append((file.text(code: k + 1), r))
        }
        for (index, members) in byType.sorted(by: { $0.key < $1.key }) {
            let type = tree.scopes[index]
            guard let name = type.name?.split(separator: ".").last.map(String.init), !saysLight(name) else { continue }
            let words = Set(FixedIntentReader.words(name) + type.inherited.flatMap(FixedIntentReader.words))
            guard !words.isDisjoint(with: ThemeInstances.themeWords) else { continue }
            take(members, "a member of \(name): its backgrounds dark and its text light")
        }
        return out
    }

    static func saysLight(_ name: String) -> Bool { !Set(FixedIntentReader.words(name)).isDisjoint(with: ThemeInstances.lightWords) }

    /// The role each member name takes where this file reads it as a SwiftUI modifier's argument
    /// (`.foregroundStyle(scheme.accent)`: text; `.background(scheme.background)`: background).
    static func readRoles(in file: SwiftSource) -> [String: ColorRole] {
        var out: [String: ColorRole] = [:]
        // The modifier calls: `.NAME(` whose first argument is `x.member` alone.
        for n in 1..<max(1, file.code.count - 5) where file.isChar(n - 1, ".") && file.isChar(n + 1, "(") {
            let modifier = file.text(code: n)
            guard ColorContextNames.swiftUIModifiers.contains(modifier) else { continue }
            var m = n + 2
            while file.isWord(m), file.isChar(m + 1, ".") { m += 2 }
            guard m > n + 2, file.isWord(m), file.isChar(m + 1, ")") || file.isChar(m + 1, ",") else { continue }
            let role = ColorRole(context: modifier)
            guard role != .color else { continue }
            let member = file.text(code: m)
            if out[member] == nil || role == .text { out[member] = role }
        }
        // Or a stored member's doc comment that says it colors text (SaxWeather's `/// The accent colour for
        // the card's content (e.g. icon, value text)` above `let accent: Color`, read in other files).
        for j in 1..<max(1, file.code.count - 2) where (file.codeIs(j, "let") || file.codeIs(j, "var")) && file.isWord(j + 1) && file.isChar(j + 2, ":") {
            let member = file.text(code: j + 1)
            guard out[member] == nil else { continue }
            let gap = file.text(file.code[j - 1].end..<file.code[j].begin).lowercased()
            guard gap.contains("///") else { continue }
            if gap.contains(" text") { out[member] = .text }
        }
        return out
    }

    /// Backgrounds and text both given, every background dark and every text light.
    static func isDarkByValues(_ members: [(String, Report)], reads: [String: ColorRole] = [:]) -> Bool {
        var surfaces = 0, texts = 0
        for (label, r) in members {
            guard let c = r.finding.color ?? r.finding.baseColor, c.alpha >= 0x80 else { continue }
            let lightness = OKLCH(c).lightness
            var role = ColorRole(context: label)
            // (`accent` reads as a tint by its name; where the code says it is text, it is text.)
            if role == .color || role == .tint, let read = reads[label] { role = read }
            switch role {
            case .background:
                guard lightness < darkSurface else { return false }
                surfaces += 1
            case .text:
                guard lightness > lightText else { return false }
                texts += 1
            default: break
            }
        }
        return surfaces > 0 && texts > 0
    }
}
