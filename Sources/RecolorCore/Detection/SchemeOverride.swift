/// A choice by the appearance inside a SwiftUI view whose color scheme the code overrides
/// (`.colorScheme(colorScheme == .dark ? .light : .dark)`, `.colorScheme(.dark)`,
/// `.environment(\.colorScheme, …)` on the view or a group holding it). The test reads the
/// scheme outside the override, while the arms resolve inside it: CopilotForXcode's
/// `.foregroundColor(colorScheme == .dark ? .primary : .white)` under a flip is black when the
/// app is dark (`.primary` in the light subtree). Harvested as one token with Apple's dark
/// `.primary`, fix painted white text on the light material (verify30, V5). One adaptive token
/// would resolve in the overridden scheme too, so the arms stay as written.
/// `.preferredColorScheme(…)` sets the whole presentation's scheme, which the test then reads:
/// no override of this kind.
extension AppearanceChoices {
    /// `.colorScheme(…) on the view around it` when a scheme override follows the choice spanning
    /// byte `range` or a group holding it, up to ten groups out; nil otherwise.
    func schemeOverride(around range: Range<Int>) -> String? {
        guard file.bytes.containsSequence(Array("colorScheme".utf8)) else { return nil }
        var close = file.codeIndex(atOrAfter: range.upperBound) - 1
        var k = file.codeIndex(atOrAfter: range.lowerBound)
        for _ in 0..<11 {
            if let written = overridingModifier(after: close + 1) { return "\(written) on the view around it" }
            guard let open = brackets.opener(of: k), let shut = file.matchingClose(open) else { return nil }
            k = open
            close = shut
        }
        return nil
    }

    /// The override in the modifier chain starting at code index `j` (`.colorScheme(…)`,
    /// `.environment(\.colorScheme, …)`), as written up to its argument; nil when none.
    func overridingModifier(after j: Int) -> String? {
        var j = j
        for _ in 0..<12 {
            guard file.isChar(j, "."), file.isWord(j + 1) else { return nil }
            let name = file.text(code: j + 1)
            var next = j + 2
            if file.isChar(next, "("), let shut = file.matchingClose(next) {
                if name == "colorScheme" { return ".colorScheme(\(file.text(code: next + 1 ..< shut)))" }
                // `\.colorScheme` as the key path, its first argument.
                if name == "environment", (next + 1...min(shut, next + 4)).contains(where: { file.codeIs($0, "colorScheme") }) {
                    return ".environment(\(file.text(code: next + 1 ..< shut)))"
                }
                next = shut + 1
            }
            if file.isChar(next, "{"), let shut = file.matchingClose(next) { next = shut + 1 }
            j = next
        }
        return nil
    }
}
