#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A light shape drawn as a `ZStack`'s layer under a scannable code: olvid's invitation card
/// (session 24), `ZStack { RoundedRectangle(cornerRadius: 16).foregroundColor(.white); if let
/// qrCodeImage { qrCodeImage.resizable() … } }`. The plate is the code's quiet zone: made
/// `primaryFill` it turned #0D0D0D in Dark Mode, the code's black modules on a black plate, which
/// no camera reads. A plate under any other picture is a card and adapts.
extension FixedIntentReader {
    /// `the plate of a ZStack under qrCodeImage, …` when code index `k` is the whole argument of a
    /// shape's `.foregroundColor`/`.foregroundStyle`/`.fill`, the shape standing in a `ZStack`'s
    /// content, and a word after it in that content names a scannable code.
    func scannableCodePlate(_ k: Int) -> String? {
        guard let paren = groups.opener(of: k), file.isChar(paren, "("), paren + 1 == k, paren >= 2, file.isChar(paren - 2, "."),
              ["foregroundStyle", "foregroundColor", "fill"].contains(file.text(code: paren - 1)) else { return nil }
        // Back over the modifier chain to its shape: `RoundedRectangle(…)` then modifiers.
        var j = paren - 2
        var steps = 0
        while steps < 32, j > 1, file.isChar(j, "."), file.isChar(j - 1, ")"), let o = file.matchingOpen(j - 1), o >= 1 {
            steps += 1
            guard file.isWord(o - 1) else { return nil }
            if Self.shapeViews.contains(file.text(code: o - 1)), !file.isChar(o - 2, ".") { j = o - 1; break }
            j = o - 2
        }
        guard file.isWord(j), Self.shapeViews.contains(file.text(code: j)), let open = groups.opener(of: j), file.isChar(open, "{"),
              isZStackContent(open), let close = file.matchingClose(open), k + 1 < close else { return nil }
        guard let code = (k + 1..<close).first(where: { file.isWord($0) && Self.namesScannableCode(file.text(code: $0)) }) else { return nil }
        return "the plate of a ZStack under \(file.text(code: code)), a scannable code's light quiet zone"
    }

    /// Calls converting a color to read its components: their fallback is never drawn.
    static let conversionCalls: Set<String> = ["usingColorSpace", "usingColorSpaceName", "usingType", "converted"]

    /// The fallback of a color the code computes (Tuneful, session 24: `NSColor(self).usingColorSpace(
    /// .deviceRGB) ?? .black` read as `redComponent` to write a hex string; `nsImage.averageColor ?? .gray`,
    /// the album art's average): the right side of `??` whose left side converts a color or names
    /// an average or dominant color. Made adaptive, the hex written and the tint computed changed with
    /// the appearance.
    func computedColorFallback(_ k: Int) -> String? {
        guard k >= 2, file.codeIs(k - 1, "??") else { return nil }
        var j = k - 2
        var steps = 0
        while j >= 0, steps < 32 {
            steps += 1
            if file.isChar(j, ")") || file.isChar(j, "]"), let open = file.matchingOpen(j) { j = open - 1; continue }
            if file.isWord(j) {
                let word = file.text(code: j)
                if Self.conversionCalls.contains(word) { return "the fallback of \(word)(…), a color converted to read its components" }
                if !Set(Self.words(word)).isDisjoint(with: ["average", "dominant"]) { return "the fallback of \(word), a color computed from a picture" }
            } else if !(file.isChar(j, ".") || file.isChar(j, "?") || file.isChar(j, "!")) {
                return nil
            }
            j -= 1
        }
        return nil
    }
}
