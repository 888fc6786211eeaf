#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A table of gradients the code picks from per item: a dictionary literal whose values are the
/// stops (`let gradientColors = ["Grade Grey": [Color(red: 0.74, …), Color(red: 0.17, …)], …]`),
/// chosen by a hash of the item's title or at random (`gradientColors[key]`,
/// `gradientColors.randomElement()`). Omnivore's fallback thumbnails (session 26, intent26: 350
/// gradients, 700 stops) were drafted as 600 tokens with proposed darks: every placeholder gradient
/// turned dark in Dark Mode, a data palette inverted. The stops are data, kept as written.
/// A dictionary value is read as an element of the outer literal (`: [` was no literal's start
/// for `dataCollection`); a gradient's name needs a pick at random, since an index or a count
/// says nothing of a gradient's own stops (`GradientPalette`).
extension FixedIntentReader {
    /// The outer dictionary literal's `[` when the array literal opened at `open` is one of its
    /// values (`"key": [`), else nil.
    func dictionaryHolding(valueAt open: Int) -> Int? {
        guard open >= 2, file.isChar(open - 1, ":"), let outer = groups.opener(of: open), file.isChar(outer, "[") else { return nil }
        return outer
    }
}

extension CollectionUses {
    /// `name.randomElement(` or `name.shuffled(` somewhere in the tree: a pick at random.
    func randomPick(of name: String) -> String? {
        for suffix in [".randomElement(", ".shuffled("] {
            let needle = Array((name + suffix).utf8)
            for bytes in sources {
                var from = 0
                while let at = Self.find(needle, in: bytes, from: from) {
                    from = at + needle.count
                    if at == 0 || !Self.isIdentifierByte(bytes[at - 1]) { return "picked with \(suffix.dropLast())" }
                }
            }
        }
        return nil
    }
}
