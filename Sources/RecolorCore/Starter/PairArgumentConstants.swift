#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A constant the same file passes as the `light:` or `dark:` argument of a pair
/// (mlem's Solarized theme: `private let base03: Color = .init(red: 0.0, …)`, then
/// `.init(light: base2, dark: base03)` in `Palette.solarized`). The code already decided in
/// which appearance it is drawn: made a token of its own, base03 (Solarized's dark background)
/// got a proposed dark #6E97A4, lighter than its light, and the theme's dark background turned
/// light in Dark Mode.
extension FixedIntentReader {
    /// `base03, the dark: value of .init(light:dark:) (line 40)` when the finding starting at
    /// code index `k` is the value of a `let`/`var` whose name the file passes as a light or dark
    /// argument; nil otherwise.
    func pairArgumentConstant(at k: Int) -> String? {
        guard file.codeIs(k - 1, "=") else { return nil }
        // `NAME = COLOR`, or `NAME: Type = COLOR`: the name's code index.
        var at = k - 2
        if file.isWord(at), file.isChar(at - 1, ":"), file.isWord(at - 2) { at -= 2 }
        guard file.isWord(at), file.codeIs(at - 1, "let") || file.codeIs(at - 1, "var") else { return nil }
        let name = file.text(code: at)
        let nameBytes = Array(name.utf8)
        guard file.bytes.containsSequence(nameBytes) else { return nil }
        for a in 2..<max(2, file.code.count - 1) where file.isChar(a - 1, ":") && file.codeIs(a, name) {
            guard file.isChar(a + 1, ",") || file.isChar(a + 1, ")"), let side = AppearanceLabels.side(at: a - 2, in: file) else { continue }
            // The call's other side is labeled too: a pair, not a lone `default:` argument.
            guard let open = groups.opener(of: a), file.isChar(open, "("), let close = file.matchingClose(open),
                  (open + 1..<close).contains(where: { $0 != a - 2 && AppearanceLabels.side(at: $0, in: file).map { $0 != side } == true }) else { continue }
            let callee = open > 0 && file.isWord(open - 1) ? file.text(code: open - 1) : ""
            return "\(name), the \(side.rawValue): value of \(callee.isEmpty ? "a" : "." + callee)(light:dark:) (line \(file.line(of: file.code[a].begin)))"
        }
        return nil
    }
}
