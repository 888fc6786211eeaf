/// What makes a color dynamic (it resolves per trait collection or appearance): an Apple system
/// color, a color set with a dark appearance, a token of the table with a dark value, a dynamic
/// provider (`UIColor { traits in … }`), or a member the file declares as one of these.
package struct DynamicColors: Sendable {
    /// Color-set names (asset catalogs of the run) that have a dark appearance.
    package var colorSets: Set<String> = []
    /// Token expressions (`Semantic.background`) whose token has a dark value unlike its light one.
    package var tokenExpressions: Set<String> = []
    /// Static members of the app's color-type extensions declared dynamic (`UIColor.textColor`),
    /// and the file that declares each (`DynamicExtensionMembers`).
    package var appMembers: [String: String] = [:]

    package init(colorSets: Set<String> = [], configuration: Configuration? = nil) {
        self.colorSets = colorSets
        for token in configuration?.tokens ?? [] {
            guard let dark = token.values[.dark], dark != token.values[.light] else { continue }
            for (framework, text) in token.expressions where framework == .uikit || framework == .appkit || framework == .swiftui {
                tokenExpressions.insert(text)
                // The member `fix` writes where the site's OS lacks the system color (vlc's
                // `Semantic.label` for `UIColor.label` on iOS 12) is the same token.
                if configuration?.generate?.swift != nil,
                   let own = SystemColorFallback.member(of: token, framework: framework, tokens: configuration?.tokens ?? []) {
                    tokenExpressions.insert(own)
                }
            }
        }
    }

    /// UIKit's dynamic system colors (the published table) and the few it lacks.
    static let uikitSystem: Set<String> = Set(AppleSystemColors.all.map { String($0.uikit.split(separator: ".").last!) })
        .union(["tintColor", "groupTableViewBackground", "systemGroupedBackground"])
    /// AppKit's catalog colors that change with the appearance (NSColor's "UI element colors" and
    /// system colors).
    static let appkitSystem: Set<String> = Set(AppleSystemColors.all.compactMap { $0.appkit.map { String($0.split(separator: ".").last!) } })
        .union(["textColor", "textBackgroundColor", "selectedTextColor", "selectedTextBackgroundColor", "unemphasizedSelectedTextColor",
                "unemphasizedSelectedTextBackgroundColor", "keyboardFocusIndicatorColor", "selectedContentBackgroundColor",
                "unemphasizedSelectedContentBackgroundColor", "selectedMenuItemTextColor", "gridColor", "headerTextColor",
                "controlAccentColor", "controlColor", "controlBackgroundColor", "controlTextColor", "disabledControlTextColor",
                "selectedControlColor", "selectedControlTextColor", "alternateSelectedControlTextColor", "windowBackgroundColor",
                "windowFrameTextColor", "underPageBackgroundColor", "findHighlightColor", "highlightColor", "systemGray",
                "quaternarySystemFill", "tertiarySystemFill", "secondarySystemFill", "systemFill"])
    /// SwiftUI's colors that adapt (`Color.primary`, the system hues).
    static let swiftuiSystem: Set<String> = ["primary", "secondary", "accentColor", "red", "orange", "yellow", "green", "mint", "teal",
                                             "cyan", "blue", "indigo", "purple", "pink", "brown", "gray"]
    /// Links that keep a color dynamic, or resolve it once (still dynamic as a source of staleness).
    static let transparentLinks: Set<String> = ["withAlphaComponent", "resolvedColor", "opacity", "withSystemEffect", "nsColor", "uiColor"]

    /// Why the color `chain` (its links before the conversion) is dynamic, or nil when it is
    /// fixed or unknown. `members`: the file's own members known to be dynamic, by name.
    func reason(_ chain: MemberChain, before conversion: Int, in file: SwiftSource, types: ColorTypeTable, members: Set<String>) -> String? {
        var links = Array(chain.links.prefix(conversion))
        while let last = links.last, let name = last.name, DynamicColors.transparentLinks.contains(file.text(code: name)) { links.removeLast() }
        guard let first = links.first else { return nil }
        // `(selected ? NSColor.controlAccentColor : NSColor(white: 0.5, alpha: 1)).cgColor`: either arm.
        if first.name == nil, links.count == 1, file.isChar(chain.start, "("), let close = file.matchingClose(chain.start) {
            return armsReason(open: chain.start, close: close, in: file, types: types, members: members)
        }
        // Without a table's tokens nothing to compare: the chain's text (a whole trailing closure
        // when the value is `UIColor { … }`) was a twentieth of a `check` of session-ios.
        if !tokenExpressions.isEmpty {
            let startText = file.text(file.code[chain.start].begin..<file.code[chain.lastToken(ofLink: links.count - 1, in: file)].end)
            let compact = String(startText.filter { !$0.isWhitespace })
            if tokenExpressions.contains(compact) { return "\(compact) is a token with a dark value" }
        }
        // A color type and its member or call: `UIColor.label`, `NSColor(named: "Ink")`, `UIColor { … }`.
        if let name = first.name, let type = types.base(code: name, in: file) {
            if links.count == 1 {
                if first.trailingClosure != nil || first.call.map({ file.codeIs($0 + 1, "dynamicProvider") }) == true {
                    return "a dynamic provider"
                }
                if let open = first.call, let set = colorSetName(call: open, file) {
                    return colorSets.contains(set) ? "color set \"\(set)\" has a dark appearance" : nil
                }
                return nil
            }
            if links.count == 2, let member = links[1].name {
                let m = file.text(code: member)
                if isSystem(m, type) { return "\(file.text(code: name)).\(m) is a dynamic system color" }
                if let home = appMembers["\(type.rawValue).\(m)"] { return "\(file.text(code: name)).\(m) is declared dynamic in \(home)" }
                if colorSets.contains(m) { return "color set \"\(m)\" has a dark appearance" }
                if let open = links[1].call, let set = resourceName(open, file), colorSets.contains(set) {
                    return "color set \"\(set)\" has a dark appearance"
                }
                if let open = links[1].call, let set = caseNamedSet(open, file) {
                    return "\(file.text(code: name)).\(m)(…) names color set \"\(set)\", which has a dark appearance"
                }
            }
            return nil
        }
        // SwiftGen `Asset.Colors.ink.color`, R.swift `R.color.ink()`: the set's name is the last
        // link but a trailing `color`.
        let names = links.compactMap { $0.name.map { file.text(code: $0) } }
        var setNames = names
        if let last = setNames.last, GeneratedColorResource.accessors.contains(last) { setNames.removeLast() }
        if let set = setNames.last, names.count >= 2, names.first == "R" || names.contains(where: GeneratedColorResource.isAssetEnum),
           let found = matchingSet(set) {
            return "color set \"\(found)\" has a dark appearance"
        }
        if let set = names.last, links.count <= 3, members.contains(set) { return "\(set) is declared dynamic in this file" }
        return nil
    }

    /// The first arm of a parenthesized ternary that is dynamic.
    func armsReason(open: Int, close: Int, in file: SwiftSource, types: ColorTypeTable, members: Set<String>) -> String? {
        var ends: [Int] = []
        var k = open + 1
        var sawQuestion = false
        while k < close {
            if file.isChar(k, "(") || file.isChar(k, "["), let c = file.matchingClose(k) { k = c + 1; continue }
            // A ternary's `?` stands apart; optional chaining's is glued to its operand.
            if file.kind(k) == .operator && file.codeIs(k, "?") && file.code[k].begin != file.code[k - 1].end {
                sawQuestion = true
            } else if sawQuestion && file.isChar(k, ":") {
                ends.append(k - 1)
            }
            k += 1
        }
        guard sawQuestion, !ends.isEmpty else { return nil }
        ends.append(close - 1)
        for end in ends {
            let last = file.isChar(end, ")") ? (file.matchingOpen(end).map { $0 - 1 } ?? end) : end
            guard file.isWord(last), let arm = MemberChain.ending(at: last, in: file) else { continue }
            if let why = reason(arm, before: arm.links.count, in: file, types: types, members: members) { return why }
        }
        return nil
    }

    func isSystem(_ member: String, _ type: BaseColorType) -> Bool {
        switch type {
        case .uiColor: return DynamicColors.uikitSystem.contains(member)
        case .nsColor: return DynamicColors.appkitSystem.contains(member)
        case .color: return DynamicColors.swiftuiSystem.contains(member)
        default: return false
        }
    }

    /// A generated accessor names the set in lower camel case (`inkPrimary` for "InkPrimary", "ink-primary").
    func matchingSet(_ accessor: String) -> String? {
        if colorSets.contains(accessor) { return accessor }
        let key = DynamicColors.squashed(accessor)
        return colorSets.first { DynamicColors.squashed($0) == key }
    }

    static func squashed(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// `UIColor(named: "Ink")`, `Color("Ink")`, `NSColor(named: NSColor.Name("Ink"))`: the literal name.
    func colorSetName(call open: Int, _ file: SwiftSource) -> String? {
        var k = open + 1
        if file.codeIs(k, "named"), file.isChar(k + 1, ":") { k += 2 } else if file.isWord(k), file.isChar(k + 1, ":") { return resourceName(open, file) }
        guard file.kind(k) == .stringQuote, file.kind(k + 1) == .stringSegment, file.kind(k + 2) == .stringQuote else { return nil }
        return file.text(code: k + 1)
    }

    /// An app's color function called with a case naming a color set, `UIColor.enaColor(for:
    /// .hairline)` for the set "ENA Hairline Color" (Corona-Warn-App): the case's words are the
    /// set name's words, less a first or last word most sets share. The first argument only, and
    /// only a case (`.name`).
    func caseNamedSet(_ open: Int, _ file: SwiftSource) -> String? {
        guard !colorSets.isEmpty else { return nil }
        var k = open + 1
        if file.isWord(k), file.isChar(k + 1, ":") { k += 2 }
        guard file.isChar(k, "."), file.isWord(k + 1), file.isChar(k + 2, ")") || file.isChar(k + 2, ",") else { return nil }
        let wanted = DynamicColors.words(file.text(code: k + 1))
        guard !wanted.isEmpty else { return nil }
        let names = colorSets.map { ($0, DynamicColors.words($0)) }
        // The words most sets of the run begin or end with ("ENA", "Color"): the set's name
        // without them is what a case says.
        func common(_ pick: ([String]) -> String?) -> String? {
            var counts: [String: Int] = [:]
            for (_, words) in names where words.count > 1 { if let w = pick(words) { counts[w, default: 0] += 1 } }
            guard let (word, count) = counts.max(by: { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key }),
                  count >= 2, count * 2 >= names.count else { return nil }
            return word
        }
        let prefix = common { $0.first }, suffix = common { $0.last }
        return names.sorted { $0.0 < $1.0 }.first { _, words in
            var core = words[...]
            if core.count > 1, let prefix, core.first == prefix { core = core.dropFirst() }
            if core.count > 1, let suffix, core.last == suffix { core = core.dropLast() }
            return Array(core) == wanted
        }?.0
    }

    /// A name's words, lowercased: `cardShadow` and "ENA Card Shadow Color" share `card shadow`.
    static func words(_ name: String) -> [String] {
        var out: [String] = []
        var current = ""
        var previousLower = false
        for c in name {
            if !(c.isLetter || c.isNumber) {
                if !current.isEmpty { out.append(current) }
                current = ""
                previousLower = false
                continue
            }
            if c.isUppercase && previousLower && !current.isEmpty { out.append(current); current = "" }
            current.append(Character(c.lowercased()))
            previousLower = c.isLowercase || c.isNumber
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// `UIColor(resource: .ink)` (Xcode's generated asset symbols).
    func resourceName(_ open: Int, _ file: SwiftSource) -> String? {
        guard file.codeIs(open + 1, "resource"), file.isChar(open + 2, ":"), file.isChar(open + 3, "."), file.isWord(open + 4) else { return nil }
        return matchingSet(file.text(code: open + 4))
    }
}
