/// The words one of which every appearance hazard holds, looked for in a file's bytes before it
/// is tokenized: a conversion of a color to a fixed value, a trait collection or appearance, an
/// attributed string. A file with none of them holds no hazard.
package enum HazardScreen {
    /// `cgColor`/`CGColor`, `CIColor(color:)`, `getRed`/`getWhite`/`getHue`, SwiftUI's
    /// `resolve(in:)`; `traitCollection`/`TraitCollection`; `NSAppearance`; an attributed string
    /// (`NSAttributedString(…)`, `NSMutableAttributedString(…)`, and their `.Key` a `draw(…, attributes:)`
    /// dictionary is typed with) or `draw(…, withAttributes:)`. `ttributed` alone kept every file of
    /// swift-syntax's `AttributedTypeSyntax` (2 MB of generated nodes), which no hazard detector reads.
    static let words: [ByteFinder] = ["GColor", "gColor", "CIColor", "getRed", "getWhite", "getHue", "resolve(in",
                                      "raitCollection", "NSAppearance", "ttributedString", "withAttributes"].map { ByteFinder($0) }

    package static func mayHoldHazard(_ bytes: [UInt8]) -> Bool {
        words.contains { $0.occurs(in: bytes) }
    }
}
