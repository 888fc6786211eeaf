#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Colors returned as a collection by a function or computed property (Slide for Reddit's
/// `GMPalette`: `static func red() -> [UIColor] { return [GMColor.red50Color(), …] }`, gathered by
/// `all()`, iterated by `allColor()` and offered in the theme and accent pickers). They are the
/// choices the user picks from, data like a `let` collection's: made adaptive, the accent the user
/// picked turned another color in Dark Mode (196 of the app's palette uses were tokens).
extension FixedIntentReader {
    /// The color types an element type of such a collection names.
    static let collectionColorTypes: Set<String> = ["UIColor", "NSColor", "Color"]

    /// `element of red(), …` when code index `k` is an element of an array literal that a function
    /// or computed property returns (`return [`, or its body's only expression) under a declared
    /// type of color arrays, and the tree indexes, iterates or offers that function's result, or
    /// that of a function of this file listing it in its own returned literal.
    func returnedCollection(_ k: Int) -> String? {
        guard let open = groups.opener(of: k), file.isChar(open, "["), open > 0 else { return nil }
        let tree = syntax.tree
        guard let fn = tree.enclosingFunction(at: k), let name = fn.name, groups.opener(of: open) == fn.open,
              file.codeIs(open - 1, "return") || open - 1 == fn.open else { return nil }
        switch fn.kind {
        case .function(.func), .function(.property), .function(.accessor(.get)): break
        default: return nil
        }
        // The declared type after the name: `-> [UIColor]`, `: [[UIColor]]`.
        guard fn.nameToken >= 0, fn.nameToken < fn.open else { return nil }
        let header = (fn.nameToken + 1..<fn.open).map { file.text(code: $0) }
        guard header.contains("["), header.contains(where: { Self.collectionColorTypes.contains($0) }),
              elementCount(open) >= 2 else { return nil }
        if Self.words(name).contains("gradient") { return gradientPalette(k, name: name) }
        if let use = collectionUses.dataUse(of: name) { return "element of \(name)(), \(use)" }
        // Listed by another of the file's returned collections that is used as data (`all()`
        // returning `[red(), pink(), …]`).
        for j in 0..<max(0, file.code.count - 2) where j != fn.nameToken && file.codeIs(j, name) && file.isChar(j + 1, "(") && file.isChar(j + 2, ")") {
            guard let g = groups.opener(of: j), file.isChar(g, "["), let outer = tree.enclosingFunction(at: j), let outerName = outer.name,
                  outerName != name, let use = collectionUses.dataUse(of: outerName) else { continue }
            return "element of \(name)(), listed by \(outerName)(), \(use)"
        }
        return nil
    }

    /// The number of elements of the literal opening at `open`.
    func elementCount(_ open: Int) -> Int {
        if let known = elementCounts.byOpener[open] { return known }
        guard let close = file.matchingClose(open) else { return 0 }
        var count = 1
        for n in (open + 1)..<close where file.isChar(n, ",") && groups.opener(of: n) == open { count += 1 }
        elementCounts.byOpener[open] = count
        return count
    }
}
