#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A color returned or set in an arm of a `switch` over the app's own theme (Rocket.Chat's
/// ReactionView: `switch theme { case .light: … default: … }`, whose `default` serves its dark
/// and black themes; audit 18 F5): the switch already chooses by the app's appearance. Each arm
/// made adaptive on its own, the Light theme under iOS Dark Mode drew a black pill. Both arms stay
/// as written. A switch over the system's appearance (`userInterfaceStyle`, `colorScheme`) is a
/// harvested pair instead.
extension FixedIntentReader {
    /// The evidence when code index `k` is in the statements of a `case` or `default` of a switch
    /// over a value (not the system appearance) whose cases name a light theme and a dark one, or
    /// a light one and a `default`.
    func themeSwitchArm(holding k: Int) -> String? {
        // The arm's statements may wrap the color in views and blocks (a SwiftUI switch:
        // `case .light: VStack { Text("…").foregroundColor(.black) }`): each enclosing closure or
        // block is passed, out to the switch's own case (`NestedCaseArm`).
        guard let j = nestedCaseLabel(holding: k) else { return themeComparisonBlock(holding: k) }
        var label: String?
        if file.codeIs(j, "default") {
            label = "default"
        } else {
            var n = j + 1
            var names: [String] = []
            while n < k, !file.isChar(n, ":") { if file.isChar(n, "."), file.isWord(n + 1) { names.append(file.text(code: n + 1)) }; n += 1 }
            guard n < k, !names.isEmpty else { return nil }
            label = "case ." + names.joined(separator: ", .")
        }
        guard let label else { return nil }
        // The switch's brace and subject.
        guard let (b, subject) = SwitchOfCase.of(caseAt: j, in: file), isThemeSwitch(brace: b, subject: subject) else { return nil }
        return "\(label) of switch \(subject): the app's own theme chooses the color"
    }

    /// Whether the switch whose body opens at `b` is over `subject`, no test of the system's
    /// appearance, with cases naming a light theme and a dark one (or a light one and a `default`).
    func isThemeSwitch(brace b: Int, subject: String) -> Bool {
        guard let close = file.matchingClose(b) else { return false }
        let lower = subject.lowercased()
        guard !["userinterfacestyle", "colorscheme", "appearance"].contains(where: lower.contains),
              !Self.appearanceTestWords.contains(lower) else { return false }
        // The switch's own case names (nested braces and groups skipped), and whether it has a default.
        var names: [String] = []
        var hasDefault = false
        var n = b + 1
        while n < close {
            if file.isChar(n, "{") || file.isChar(n, "(") || file.isChar(n, "["), let c = file.matchingClose(n) { n = c + 1; continue }
            if file.codeIs(n, "default"), file.isChar(n + 1, ":") { hasDefault = true }
            if file.codeIs(n, "case"), file.kind(n) == .keyword {
                var m = n + 1
                while m < close, !file.isChar(m, ":") {
                    if file.isChar(m, "."), file.isWord(m + 1) { names.append(file.text(code: m + 1)) }
                    m += 1
                }
                n = m
            }
            n += 1
        }
        let kinds = Set(ThemeInstances.kinds(of: names).values)
        return kinds.contains(.light) && (kinds.contains(.dark) || kinds.contains(.blackTheme) || hasDefault)
    }

    /// The evidence when code index `k` is an arm of a ternary on the app's own theme, as
    /// `themeSwitchArm` reads a switch: `self == .night ? Color(white: 0.07) : Color(white: 0.99)`
    /// in an enum whose cases name a light theme and a dark one (or a light one and a look:
    /// `day, sepia, night`), or `theme != .day ? … : …` on such an enum of the file. A reader's
    /// day page made adaptive turned near-black under the system's Dark Mode, though the user
    /// picked day (session 38's intent38c M6; the same theme as `switch self` was kept).
    func themeTernaryArm(holding k: Int) -> String? {
        guard let parts = ternaryParts(armAt: k) else { return nil }
        // `X == .name` / `X != .name` / `.name == X`: the compared case and subject.
        let c = parts.condition
        guard c.count == 4 else { return nil }
        let subject: String, name: String
        if file.isWord(c.lowerBound), file.codeIs(c.lowerBound + 1, "==") || file.codeIs(c.lowerBound + 1, "!="),
           file.isChar(c.lowerBound + 2, "."), file.isWord(c.lowerBound + 3) {
            subject = file.text(code: c.lowerBound); name = file.text(code: c.lowerBound + 3)
        } else if file.isChar(c.lowerBound, "."), file.isWord(c.lowerBound + 1), file.codeIs(c.lowerBound + 2, "==") || file.codeIs(c.lowerBound + 2, "!="),
                  file.isWord(c.lowerBound + 3) {
            subject = file.text(code: c.lowerBound + 3); name = file.text(code: c.lowerBound + 1)
        } else { return nil }
        guard ThemeInstances.kind(ofInstance: name) != nil || NamedThemeInstances.namesLook(name) else { return nil }
        let lower = subject.lowercased()
        guard !["userinterfacestyle", "colorscheme", "appearance"].contains(where: lower.contains), !Self.appearanceTestWords.contains(lower) else { return nil }
        // The enum whose cases these are: `self`'s own, or one of the file's holding the case.
        let tree = syntax.tree
        let enums: [Scope]
        if subject == "self" {
            guard let type = tree.enclosingType(at: k) else { return nil }
            enums = [type]
        } else {
            enums = tree.scopes.filter { $0.isType && file.codeIs(max(0, $0.keywordToken), "enum") }
        }
        guard enums.contains(where: { themeCases(of: $0).contains(name) && Self.namesThemes(themeCases(of: $0)) }) else { return nil }
        let shown = c.map { file.text(code: $0) }.joined(separator: " ")
        return "\(shown) ? … : …: the app's own theme chooses the color"
    }

    /// The case names a type declares in its own body (`case day, sepia, night`).
    func themeCases(of type: Scope) -> Set<String> {
        var out: Set<String> = []
        guard type.open >= 0, type.close > type.open else { return out }
        var n = type.open + 1
        while n < type.close {
            if file.isChar(n, "{"), let c = file.matchingClose(n) { n = c + 1; continue }
            if file.codeIs(n, "case"), file.kind(n) == .keyword {
                var m = n + 1
                while m < type.close, !file.lineBreakBetween(m - 1, m) || m == n + 1 {
                    if file.isWord(m), m == n + 1 || file.isChar(m - 1, ",") { out.insert(file.text(code: m)) }
                    if file.isChar(m, "("), let c = file.matchingClose(m) { m = c + 1; continue }
                    m += 1
                }
                n = m
                continue
            }
            n += 1
        }
        return out
    }

    /// Case names holding a light theme and a dark one, or a light one and a look (`sepia`).
    static func namesThemes(_ cases: Set<String>) -> Bool {
        let kinds = Set(ThemeInstances.kinds(of: Array(cases)).values)
        return kinds.contains(.light) && (kinds.contains(.dark) || kinds.contains(.blackTheme) || cases.contains(where: NamedThemeInstances.namesLook))
    }
}
