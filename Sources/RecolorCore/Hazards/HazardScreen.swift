/// The words one of which every appearance hazard holds, looked for in a file's bytes before it
/// is tokenized: a conversion of a color to a fixed value, a trait collection or appearance, an
/// attributed string. A file with none of them holds no hazard.
package enum HazardScreen {
    /// `cgColor`/`CGColor`, `CIColor(color:)`, `getRed`/`getWhite`/`getHue`, SwiftUI's
    /// `resolve(in:)`; `traitCollection`/`TraitCollection`; `NSAppearance`; an attributed string
    /// (`NSAttributedString(…)`, `NSMutableAttributedString(…)`, and their `.Key` a `draw(…, attributes:)`
    /// dictionary is typed with) or `draw(…, withAttributes:)`. `ttributed` alone kept every file of
    /// swift-syntax's `AttributedTypeSyntax` (2 MB of generated nodes), which no hazard detector reads.
    /// `ctivityIndicatorView`: a spinner (`UIActivityIndicatorView`, `activityIndicatorViewStyle`).
    static let wordList = ["GColor", "gColor", "CIColor", "getRed", "getWhite", "getHue", "resolve(in",
                           "raitCollection", "NSAppearance", "ttributedString", "withAttributes", "ctivityIndicatorView"]
    /// Looked for in one pass (they were a pass each).
    static let words = ByteWordSet(wordList)

    package static func mayHoldHazard(_ bytes: [UInt8]) -> Bool {
        words.anyOccurs(in: bytes)
    }

    /// The words that do not end in `olor` (looked for with the screening's others: `ScreeningWords`).
    static let wordListBesideColor = wordList.filter { !$0.hasSuffix("olor") }

    /// `mayHoldHazard` where the offsets of `olor` in `bytes` are known (the screening finds them
    /// for every file): `GColor`, `gColor` and `CIColor` are told from the bytes before each, not
    /// looked for in passes of their own (three of eleven passes over every file screened out).
    static func mayHoldHazard(_ bytes: [UInt8], olor: [Int]) -> Bool { mayHoldHazard(bytes, olor: olor, words: ScreeningWords(bytes)) }

    /// The same where the screening's words were looked for already.
    static func mayHoldHazard(_ bytes: [UInt8], olor: [Int], words: ScreeningWords) -> Bool {
        endsAColorWord(bytes, olor: olor) || words.hazard
    }

    /// `GColor`, `gColor` or `CIColor` at one of the offsets of `olor`.
    static func endsAColorWord(_ bytes: [UInt8], olor: [Int]) -> Bool {
        let C = UInt8(ascii: "C")
        return bytes.withUnsafeBufferPointer { b in
            olor.contains { p in
                p >= 2 && b[p - 1] == C
                    && (b[p - 2] == UInt8(ascii: "G") || b[p - 2] == UInt8(ascii: "g") || (p >= 3 && b[p - 2] == UInt8(ascii: "I") && b[p - 3] == C))
            }
        }
    }
}
