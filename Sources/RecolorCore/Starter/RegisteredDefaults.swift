#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A color registered as a user default's factory value (LyricsX's
/// `defaults.register(defaults: [.desktopLyricsColor: #colorLiteral(…), …])`, edited in
/// Preferences through color wells bound to those keys): what the user gets back when they reset
/// a setting is data, as `@AppStorage`'s default is. Made adaptive, the lyrics' white became a
/// near-black token drawn on the kept black scrim (session 23 review F9).
extension FixedIntentReader {
    func registeredDefault(_ k: Int) -> String? {
        // A dictionary value: `key: <color>` directly in a `[ … ]` literal.
        guard k >= 2, file.isChar(k - 1, ":"), let open = groups.opener(of: k), file.isChar(open, "[") else { return nil }
        if let call = registerCall(takingListAt: open) { return "factory value of a user default (\(call))" }
        // Declared apart: `let defaults: [String: Any] = [ … ]` then `register(defaults: defaults)`.
        var j = open - 1
        if file.codeIs(j, "=") { j -= 1 } else { return nil }
        var steps = 0
        while j >= 1, steps < 12, !(file.isWord(j) && (file.codeIs(j - 1, "let") || file.codeIs(j - 1, "var"))) {
            if let o = file.matchingOpen(j) { j = o - 1 } else { j -= 1 }
            steps += 1
        }
        guard j >= 1, file.isWord(j), file.codeIs(j - 1, "let") || file.codeIs(j - 1, "var") else { return nil }
        let name = file.text(code: j)
        for n in 0..<max(0, file.code.count - 4) where file.codeIs(n, "register") && file.isChar(n + 1, "(")
            && file.codeIs(n + 2, "defaults") && file.isChar(n + 3, ":") && file.codeIs(n + 4, name) {
            return "factory value of a user default (register(defaults: \(name)))"
        }
        return nil
    }

    /// `register(defaults: [` with its list opened at `open`: the call as written.
    private func registerCall(takingListAt open: Int) -> String? {
        guard open >= 4, file.isChar(open - 1, ":"), file.codeIs(open - 2, "defaults"), file.isChar(open - 3, "("),
              file.codeIs(open - 4, "register") else { return nil }
        return "register(defaults:)"
    }
}
