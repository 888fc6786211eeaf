#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A color drawn with a blend mode that keeps only its alpha (`.blendMode(.destinationOut)`
/// punches the shape out of what is under it): a mask whatever its color. Xit's branch icon
/// `Image("scm.branch").foregroundStyle(Color.black).blendMode(.destinationOut)` was rewritten
/// `Color.primary`, noise in review (session 20 audit F14). The blend mode may stand on the view
/// the color is an argument of, however deep (VirtualBuddy's bottom bar: `LinearGradient(colors:
/// [.white.opacity(0), .white], …).blendMode(.destinationOut)`, its whites made tokens: session 24
/// "Left"), or on a stack holding it. A group turned into a mask by `.luminanceToAlpha()`
/// (`ZStack { Color.black; RadialGradient(colors: [.white, .black], …) }.compositingGroup()
/// .luminanceToAlpha()`, a spotlight) keeps its colors' luminance as alpha: made adaptive, black
/// and white swap in Dark and the mask is inverted.
extension FixedIntentReader {
    /// SwiftUI's blend modes whose result takes the source's alpha alone.
    static let alphaOnlyBlendModes: Set<String> = ["destinationOut", "destinationIn"]

    /// How many groups out of the color a view's modifiers are looked for (a color in a
    /// gradient's `colors:` array is two groups into its view; a stack adds one per level).
    static let knockOutDepth = 6

    /// `.blendMode(.destinationOut): only its alpha counts` (or `.luminanceToAlpha()`) when such
    /// a modifier is chained after the color starting at code index `k`, or after a call, a
    /// view builder's closure or a modifier holding it, within the declaration around it.
    func knockOut(_ finding: Finding, start k: Int) -> String? {
        var ends = [file.codeIndex(atOrAfter: finding.range.upperBound)]
        let floor = syntax.tree.enclosingFunction(at: k)?.open ?? -1
        var j = k
        for _ in 0..<Self.knockOutDepth {
            guard let open = groups.opener(of: j), open > floor, let close = file.matchingClose(open) else { break }
            // An argument list or a trailing closure (`ZStack { … }`, `.overlay { … }`); an array
            // literal's chain is no view's, its call is the next group out.
            if file.isChar(open, "(") || file.isChar(open, "{") {
                var end = close + 1
                // `.mask(alignment: .top) { … }`, `ZStack(alignment: .top) { … }`: the closure after the arguments.
                if file.isChar(open, "("), file.isChar(end, "{"), let body = file.matchingClose(end) { end = body + 1 }
                ends.append(end)
            }
            j = open
        }
        for end in ends {
            for m in modifierChain(after: end) {
                if m.name == "luminanceToAlpha" { return ".luminanceToAlpha(): its luminance is the alpha of a mask" }
                guard m.name == "blendMode", let o = m.open, file.isChar(o + 1, "."), file.isWord(o + 2) else { continue }
                let mode = file.text(code: o + 2)
                if Self.alphaOnlyBlendModes.contains(mode) { return ".blendMode(.\(mode)): only its alpha counts" }
            }
        }
        return nil
    }
}
