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
        guard let j = SwitchOfCase.label(holding: k, in: file, limit: 160) else { return nil }
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
        guard let (b, subject) = SwitchOfCase.of(caseAt: j, in: file), let close = file.matchingClose(b) else { return nil }
        let lower = subject.lowercased()
        guard !["userinterfacestyle", "colorscheme", "appearance"].contains(where: lower.contains),
              !Self.appearanceTestWords.contains(lower) else { return nil }
        // The switch's own case names (nested braces and groups skipped), and whether it has a default.
        var kinds: Set<String> = []
        var hasDefault = false
        var n = b + 1
        while n < close {
            if file.isChar(n, "{") || file.isChar(n, "(") || file.isChar(n, "["), let c = file.matchingClose(n) { n = c + 1; continue }
            if file.codeIs(n, "default"), file.isChar(n + 1, ":") { hasDefault = true }
            if file.codeIs(n, "case"), file.kind(n) == .keyword {
                var m = n + 1
                while m < close, !file.isChar(m, ":") {
                    if file.isChar(m, "."), file.isWord(m + 1), let kind = ThemeInstances.kind(ofInstance: file.text(code: m + 1)) {
                        kinds.insert(kind == .light ? "light" : "dark")
                    }
                    m += 1
                }
                n = m
            }
            n += 1
        }
        guard kinds.contains("light"), kinds.contains("dark") || hasDefault else { return nil }
        return "\(label) of switch \(subject): the app's own theme chooses the color"
    }
}
