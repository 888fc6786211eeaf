#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A mask declared under a name and applied elsewhere in its file: `let maskGradient =
/// LinearGradient(colors: [.black, .clear], …)` then `.mask(maskGradient)`, or Unwatched's
/// `private var scrollingMask: some View { LinearGradient(…) }` used as `.mask(scrollingMask)`
/// (session 22 evidence, "left"). Only the mask's alpha counts, as for an inline `.mask { … }`;
/// read as colors, its black became `Color.primary` and the table gained tokens of nothing drawn.
extension FixedIntentReader {
    /// `maskGradient, which .mask(…) takes (line 40)` when the finding at code index `k` is in the
    /// value of a declaration (a stored `let`/`var`, or a computed property's body) whose name the
    /// file passes to `.mask(…)` or `.mask { … }`.
    func maskByName(holding k: Int) -> String? {
        guard let name = declaredName(holding: k), let line = maskTaking(name: name) else { return nil }
        return "\(name), which .mask(…) takes (line \(line))"
    }

    /// The name of the declaration whose value holds code index `k`: `let/var NAME[: T] = …` (out
    /// through the brackets around `k`, then back over the callee), or the computed property
    /// `var NAME: T { … }`.
    func declaredName(holding k: Int) -> String? {
        var j = k
        for _ in 0..<6 {
            guard let open = groups.opener(of: j), file.isChar(open, "(") || file.isChar(open, "[") else { break }
            j = open
        }
        // Back over the callee or receiver chain (`LinearGradient`, `Color.black`, `.init`).
        var s = j
        if file.isChar(s, "(") || file.isChar(s, "[") { s -= 1 }
        while s > 0, file.isWord(s) || file.isChar(s, ".") { s -= 1 }
        if file.codeIs(s, "=") {
            var n = s - 1
            if file.isWord(n), file.isChar(n - 1, ":") { n -= 2 }
            if file.isWord(n), file.codeIs(n - 1, "let") || file.codeIs(n - 1, "var") { return file.text(code: n) }
            return nil
        }
        if let property = syntax.tree.enclosingFunction(at: k), case .function(.property) = property.kind { return property.name }
        return nil
    }

    /// The line of `.mask(NAME…`, `.mask(self.NAME…` or `.mask { NAME …` in the file, or nil.
    func maskTaking(name: String) -> Int? {
        for m in 1..<max(1, file.code.count - 3) where file.codeIs(m, "mask") && file.isChar(m - 1, ".") {
            guard file.isChar(m + 1, "(") || file.isChar(m + 1, "{") else { continue }
            var n = m + 2
            if file.codeIs(n, "self"), file.isChar(n + 1, ".") { n += 2 }
            if file.codeIs(n, name), !file.isChar(n + 1, "(") { return file.line(of: file.code[m].begin) }
        }
        return nil
    }
}
