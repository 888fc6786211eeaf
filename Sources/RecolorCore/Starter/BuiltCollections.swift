#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A collection of colors built from local literals: a property initialized by a closure (`private
/// let palettes: [[Color]] = { let base: [Color] = [Color(hex: "F3EAE4"), …]; let alt: [Color] = […];
/// return [base, alt] }()`) or a computed one. Nook's gradient picker offers its 70 swatches so
/// (`ForEach(Array(palettes[page].enumerated()))`, each passed to `onSelect`): the locals `base` and
/// `alt` are used nowhere but in the builder, and each swatch became an adaptive token with a proposed
/// dark (the black swatch `Color.primary`, white in Dark; the picked color stored dynamic: session
/// 25 audit, F7). The collection built is what the tree uses: its name and its uses say whether the
/// locals' colors are data.
extension FixedIntentReader {
    /// The property whose builder (a closure called in its initializer, or its getter) holds code
    /// index `open` (a local literal's `[`), when the local is declared in it; nil elsewhere.
    func builtCollection(holding open: Int) -> String? {
        var brace = groups.opener(of: open)
        while let b = brace, !file.isChar(b, "{") { brace = groups.opener(of: b) }
        guard let b = brace, let close = file.matchingClose(b) else { return nil }
        // `= { … }()`: the closure's value initializes the property declared before the `=`.
        if file.isChar(close + 1, "("), file.isChar(close + 2, ")"), let name = declaredName(beforeLiteral: b) { return name }
        // `var palettes: [[Color]] { … }`: a getter of a collection type.
        if let scope = syntax.tree.scope(openingAt: b), case .function(.property) = syntax.tree.scopes[scope].kind,
           let name = syntax.tree.scopes[scope].name, file.isChar(b - 1, "]") { return name }
        return nil
    }

    /// `element of base, built into palettes, indexed` when the literal opening at `open` (declared
    /// under `name`) is a local of a collection's builder that the tree treats as data.
    func builtCollectionUse(_ open: Int, name: String) -> String? {
        guard let owner = builtCollection(holding: open), owner != name else { return nil }
        if let use = collectionUses.dataUse(of: owner) { return "element of \(name), built into \(owner), \(use)" }
        if !Set(Self.words(owner)).isDisjoint(with: CollectionUses.dataWords) { return "element of \(name), built into \(owner)" }
        return nil
    }
}
