#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Two style functions of one view that each set the same foreground property
/// (`applyPrimaryButtonStyle()` sets the title color over a background image,
/// `applyCancelButtonStyle()` sets a background and its own title color) are alternatives:
/// a view is given one of them, so the first one's title is never drawn on the second one's
/// background. Both names read as set-up functions (`SetupFunctions`), so without this rule
/// woocommerce-ios's primary title (white) was paired with the cancel style's
/// `.tertiarySystemBackground`: "1.00:1 FAIL" for two colors never on screen together
/// (lead sweep, session 26).
enum AlternativeStyles {
    /// Whether the background `bg`, set in another function than the foreground `use`
    /// (set in `function`), comes with that function's own foreground of the same property on
    /// the same view (`receiver`), in any color, a token's or not: that foreground replaces `use`
    /// wherever `bg` is drawn. Only a foreground whose innermost block holds `bg` too: one in the
    /// other branch of an `if` than `bg` replaces nothing.
    static func replaces(_ bg: TokenUse, foreground use: TokenUse, in function: Scope?, receiver: String,
                         via: [Int: Int], file: SwiftSource, tree: SyntaxTree) -> Bool {
        guard let bgFunction = tree.enclosingFunction(at: bg.code), bgFunction.open != function?.open,
              let property = via[use.code].map({ file.text(code: $0) }) else { return false }
        var k = bgFunction.open + 1
        while k < bgFunction.close {
            defer { k += 1 }
            guard file.text(code: k) == property, tree.enclosingFunction(at: k)?.open == bgFunction.open else { continue }
            let block = tree.scopes[tree.scope(at: k)]
            if setsReceiver(receiver, propertyAt: k, in: file), block.open < bg.code, bg.code < block.close { return true }
        }
        return false
    }

    /// Whether the property or method at `k` is set on `receiver`: `self`'s bare or through
    /// `self.`; another view's through `name.` (its last path component).
    static func setsReceiver(_ receiver: String, propertyAt k: Int, in file: SwiftSource) -> Bool {
        let dotted = k > 0 && file.text(code: k - 1) == "."
        if receiver == "self" { return !dotted || (k > 1 && file.text(code: k - 2) == "self") }
        guard dotted, k > 1, let last = receiver.split(separator: ".").last else { return false }
        return file.text(code: k - 2) == String(last)
    }
}
