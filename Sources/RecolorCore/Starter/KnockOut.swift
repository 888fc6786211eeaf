#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A color drawn with a blend mode that keeps only its alpha (`.blendMode(.destinationOut)`
/// punches the shape out of what is under it): a mask whatever its color. Xit's branch icon
/// `Image("scm.branch").foregroundStyle(Color.black).blendMode(.destinationOut)` was rewritten
/// `Color.primary`, noise in review (session 20 audit F14).
extension FixedIntentReader {
    /// SwiftUI's blend modes whose result takes the source's alpha alone.
    static let alphaOnlyBlendModes: Set<String> = ["destinationOut", "destinationIn"]

    /// `.blendMode(.destinationOut)` when such a blend mode is chained after the color starting
    /// at code index `k`, or after the modifier it is the argument of.
    func knockOut(_ finding: Finding, start k: Int) -> String? {
        var ends = [file.codeIndex(atOrAfter: finding.range.upperBound)]
        if let open = groups.opener(of: k), file.isChar(open, "("), file.isChar(open - 2, "."), let close = file.matchingClose(open) {
            ends.append(close + 1)
        }
        for end in ends {
            for m in modifierChain(after: end) where m.name == "blendMode" {
                guard let o = m.open, file.isChar(o + 1, "."), file.isWord(o + 2) else { continue }
                let mode = file.text(code: o + 2)
                if Self.alphaOnlyBlendModes.contains(mode) { return ".blendMode(.\(mode)): only its alpha counts" }
            }
        }
        return nil
    }
}
