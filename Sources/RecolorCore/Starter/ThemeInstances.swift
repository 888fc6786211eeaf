/// An app's own light and dark themes: instances of one type declared side by side
/// (`static let light = Theme(textColor: .black, …)`, `static let dark = Theme(textColor: .white, …)`).
/// The same argument of both is one light/dark pair the code already decided; a third instance
/// (`static let black = Theme(…)`) is named in the pair's description, never merged.
struct ThemeInstances {
    /// One argument of the light and dark instances, as findings.
    struct Member {
        var label: String
        var light: Report
        var dark: Report
    }

    struct Theme {
        var type: String
        var members: [Member]
        /// Other instances of the type beside light and dark (`black`, `sepia`).
        var others: [String]
        /// The light and dark instances' names (`brightPalette`, `darkPalette`): the places of
        /// their values, for the rules limited to them.
        var lightName = ""
        var darkName = ""
    }

    /// What an instance's name says it is: `light`, `day`, `bright` (light), `dark`, `night`
    /// (dark), `black`, `midnight`, `oled` (a third theme that is dark itself), alone or before a
    /// theme word (`brightPalette`, `nightTheme`, `blackPalette`). The one vocabulary of theme
    /// instance names.
    enum InstanceKind { case light, dark, blackTheme }
    static let lightWords: Set<String> = ["light", "day", "bright"]
    static let darkWords: Set<String> = ["dark", "night"]
    static let blackThemeWords: Set<String> = ["black", "midnight", "oled", "amoled", "pureblack"]
    static let themeWords: Set<String> = ["theme", "palette", "colors", "colours", "scheme", "style", "appearance", "skin"]
    static let systemQualifiers: Set<String> = ["system", "default", "standard"]

    /// Whether a file's bytes may declare a dark theme instance: a dark word, also capitalized after
    /// a qualifier (`systemDark`, `defaultNight`). The screen of `HarvestedPairs` and `ThemeMemberUses`.
    static func mayDeclare(_ bytes: [UInt8]) -> Bool {
        darkWords.contains { w in
            bytes.containsSequence(Array(w.utf8)) || bytes.containsSequence(Array((w.prefix(1).uppercased() + w.dropFirst()).utf8))
        }
    }

    static func kind(ofInstance name: String) -> InstanceKind? {
        // The name's words, without the whole name `words` adds.
        var words = FixedIntentReader.words(name)
        if words.count > 1, words.last == name.lowercased() { words.removeLast() }
        if words.count == 2, words[1] == "theme" || themeWords.contains(words[1]) { words.removeLast() }
        if words == ["pure", "black"] { return .blackTheme }
        // The system's pair of the app's themes (`systemLight`, `defaultDark`): Sonidea's default theme
        // follows the appearance through `colorScheme == .dark ? ThemePalette.systemDark : .systemLight`,
        // and both palettes became 2×N fixed tokens (session 32's held-out check, V11).
        if words.count == 2, systemQualifiers.contains(words[0]) { words.removeFirst() }
        guard words.count == 1, let first = words.first else { return nil }
        if lightWords.contains(first) { return .light }
        if darkWords.contains(first) { return .dark }
        if blackThemeWords.contains(first) { return .blackTheme }
        return nil
    }

    /// `static let NAME` / `static var NAME`, a `let` of the file's top level (vlc's
    /// `let brightPalette = ColorPalette(…)`), or a local `let` of a closure or function body
    /// (NineAnimator's `static var availableThemes = { let light = Theme(…); let dark = Theme(…);
    /// return [light.name: light, dark.name: dark] }()`): an instance's declaration at code index
    /// `k` (`let`).
    static func isInstanceDeclaration(_ k: Int, in file: SwiftSource, tree: SyntaxTree) -> Bool {
        guard file.codeIs(k, "let") || file.codeIs(k, "var") else { return false }
        if file.codeIs(k - 1, "static") || file.codeIs(k - 1, "class") { return true }
        guard file.codeIs(k, "let"), k == 0 || file.lineBreakBetween(k - 1, k) else { return false }
        return tree.enclosingType(at: k) == nil || localScope(at: k, tree: tree) != nil
    }

    /// The closure or function body whose own statement code index `k` is (a local instance),
    /// nil in a type's body or at the file's top level.
    static func localScope(at k: Int, tree: SyntaxTree) -> Int? {
        let n = tree.scope(at: k)
        switch tree.scopes[n].kind {
        case .closure, .function: return n
        default: return nil
        }
    }

    /// The themes `file` declares, with their arguments that are findings of `reports`.
    static func find(in file: SwiftSource, tree: SyntaxTreeMemo, reports: [Report]) -> [Theme] {
        let byStart = Dictionary(reports.map { (file.codeIndex(atOrAfter: $0.finding.range.lowerBound), $0) }, uniquingKeysWith: { a, _ in a })
        // Instances per (enclosing types, type): name → code index of the call's `(`.
        var instances: [String: [(name: String, open: Int)]] = [:]
        var order: [String] = []
        for k in 0..<file.code.count where file.codeIs(k, "let") || file.codeIs(k, "var") {
            guard file.isWord(k + 1), isInstanceDeclaration(k, in: file, tree: tree.tree) else { continue }
            var n = k + 2
            var annotated: String?
            if file.isChar(n, ":"), file.isWord(n + 1) { annotated = file.text(code: n + 1); n += 2 }
            guard file.codeIs(n, "=") else { continue }
            let type: String
            if file.isWord(n + 1), file.isChar(n + 2, "(") { type = file.text(code: n + 1); n += 2 }
            else if file.isChar(n + 1, "."), file.codeIs(n + 2, "init"), file.isChar(n + 3, "("), let a = annotated { type = a; n += 3 }
            else { continue }
            guard BaseColorType(rawValue: type) == nil else { continue }
            // Local instances pair only with those of the same body.
            let local = localScope(at: k, tree: tree.tree).map { "@\($0)" } ?? ""
            let key = HarvestedPairs.enclosingTypes(at: k, in: tree.tree).joined(separator: ".") + local + " " + type
            if instances[key] == nil { order.append(key) }
            instances[key, default: []].append((file.text(code: k + 1), n))
        }
        // Each light instance with the dark one of the same rank (a theme declared once per
        // platform under `#if` is two pairs).
        return order.flatMap { key -> [Theme] in
            let list = instances[key]!
            let lights = list.filter { kind(ofInstance: $0.name) == .light }, darks = list.filter { kind(ofInstance: $0.name) == .dark }
            return zip(lights, darks).compactMap { light, dark in
                let lightArgs = arguments(at: light.open, in: file, byStart: byStart)
                let darkArgs = arguments(at: dark.open, in: file, byStart: byStart)
                let members = lightArgs.compactMap { label, report in darkArgs.first { $0.0 == label }.map { Member(label: label, light: report, dark: $0.1) } }
                guard !members.isEmpty else { return nil }
                let others = Array(Set(list.map(\.name).filter { $0 != light.name && $0 != dark.name })).sorted()
                return Theme(type: String(key.split(separator: " ").last!), members: members, others: others, lightName: light.name, darkName: dark.name)
            }
        }
    }

    /// `(label: COLOR, …)` at `open`: each labelled argument that is exactly one finding.
    static func arguments(at open: Int, in file: SwiftSource, byStart: [Int: Report]) -> [(String, Report)] {
        guard let close = file.matchingClose(open) else { return [] }
        var out: [(String, Report)] = []
        var k = open + 1
        while k < close {
            if file.isWord(k), file.isChar(k + 1, ":"), file.isChar(k - 1, "(") || file.isChar(k - 1, ","), let r = byStart[k + 2] {
                let end = file.codeIndex(atOrAfter: r.finding.range.upperBound)
                if end == close || file.isChar(end, ",") { out.append((file.text(code: k), r)) }
            }
            if (file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{")), let c = file.matchingClose(k) { k = c + 1; continue }
            k += 1
        }
        return out
    }
}
