#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A layer of a `ZStack` drawn over an earlier layer that is a picture: BookPlayer's play badge,
/// `ZStack { if let cover { Image(uiImage: cover) } else { … }; if let glyph { Circle()
/// .foregroundStyle(.white).opacity(0.8); Image(systemName: glyph).foregroundStyle(.black) } }`.
/// The cover does not follow the appearance, so neither does the badge on it: made adaptive, the
/// disc turned near-black with a white glyph on every cover in Dark (session 21 audit F3). The
/// layer may stand in an `if`/`else` block of the `ZStack`, and so may the picture.
extension FixedIntentReader {
    /// `over Image(uiImage:) in a ZStack` when code index `k` belongs to a layer (a view and
    /// its modifiers) of a `ZStack`, directly or in its `if`/`else` blocks, after a layer that
    /// is a picture; nil otherwise.
    func overPictureLayer(_ k: Int) -> String? {
        // A modifier's color (`.foregroundStyle(.white)`): a view of a color alone over the
        // picture covers it, no badge.
        guard let paren = groups.opener(of: k), file.isChar(paren, "(") else { return nil }
        // Out from `k` to the ZStack's `{`, through at most two `if`/`else` blocks.
        var open: Int? = paren
        var blocks = 0
        while let o = open, !file.isChar(o, "{") { open = groups.opener(of: o) }
        var layerStart: Int?
        while let o = open, file.isChar(o, "{") {
            if isZStackContent(o) { break }
            guard blocks < 2, let statement = conditionalBlockStart(o) else { return nil }
            blocks += 1
            layerStart = statement
            open = groups.opener(of: statement)
            while let p = open, !file.isChar(p, "{") { open = groups.opener(of: p) }
        }
        guard let zstack = open, file.isChar(zstack, "{"), isZStackContent(zstack) else { return nil }
        // The layer: the statement holding `k` directly in the ZStack's content.
        var start = layerStart ?? k
        if layerStart == nil {
            while start > zstack + 1, !(file.lineBreakBetween(start - 1, start) || file.isChar(start - 1, ";")) {
                if let o = file.isChar(start - 1, ")") || file.isChar(start - 1, "}") || file.isChar(start - 1, "]") ? file.matchingOpen(start - 1) : nil {
                    start = o
                } else {
                    start -= 1
                }
            }
        }
        return pictureWord(in: zstack + 1..<start).map { "over \($0) in a ZStack" }
    }

    /// Whether the `{` at `open` opens a `ZStack`'s content (`ZStack {`, `ZStack(alignment: …) {`).
    func isZStackContent(_ open: Int) -> Bool {
        var head = open - 1
        if file.isChar(head, ")"), let o = file.matchingOpen(head) { head = o - 1 }
        return file.codeIs(head, "ZStack")
    }

    /// The `if` (or `else`'s `if`) that opens the block `{` at `open`, or nil when the block is
    /// no `if`/`else` body.
    func conditionalBlockStart(_ open: Int) -> Int? {
        if file.codeIs(open - 1, "else") {
            // `} else {`: the `if` of the block the `}` closes.
            guard file.isChar(open - 2, "}"), let o = file.matchingOpen(open - 2) else { return nil }
            return conditionalBlockStart(o)
        }
        var j = open - 1
        while j > 0, open - j <= 24, !file.isChar(j, "{"), !file.isChar(j, "}"), !file.isChar(j, ";") {
            if file.codeIs(j, "if") {
                // `} else if …`: the chain starts at its first `if`.
                if file.codeIs(j - 1, "else"), file.isChar(j - 2, "}"), let o = file.matchingOpen(j - 2) { return conditionalBlockStart(o) }
                return j
            }
            if let o = file.isChar(j, ")") ? file.matchingOpen(j) : nil { j = o - 1 } else { j -= 1 }
        }
        return nil
    }

    /// The first picture view among the layers of `range` (into blocks, not over arguments):
    /// `Image(uiImage:)` and other picture views, not `Image(systemName:)`, or a lowercase call
    /// whose name says picture (`getArtworkView(for:)`).
    func pictureWord(in range: Range<Int>) -> String? {
        var j = range.lowerBound
        while j < range.upperBound {
            if file.isChar(j, "(") || file.isChar(j, "["), let c = file.matchingClose(j) { j = c + 1; continue }
            if file.isWord(j), !file.isChar(j - 1, "."), file.lineBreakBetween(j - 1, j) || file.isChar(j - 1, ";") || file.isChar(j - 1, "{") {
                let word = file.text(code: j)
                if Self.pictureViews.contains(word), !(file.isChar(j + 1, "(") && file.codeIs(j + 2, "systemName")) {
                    return file.isChar(j + 1, "(") && file.isWord(j + 2) && file.isChar(j + 3, ":") ? "\(word)(\(file.text(code: j + 2)):)" : word
                }
                if file.code[j].kind == .identifier, word.first?.isLowercase == true, file.isChar(j + 1, "("),
                   !Set(Self.words(word)).isDisjoint(with: Self.pictureNameWords) { return "\(word)()" }
            }
            j += 1
        }
        return nil
    }
}
