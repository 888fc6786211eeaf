#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TokenExpressions {
    /// These expressions, and the color sets no token names that have the light and dark values
    /// of a token drawn from another set (`init` writes one token for sets equal in both
    /// appearances, naming the others in its description): the set is that token. GlucoseDirect's
    /// `Color("Blue")` equals its AccentColor set and sphinx-ios's PrimaryBlue its
    /// LinkReceivedButtonColor: their text on them (white on the blue tooltip, ChartView.swift:90)
    /// was no pair, and a code background of no token let the document's stand in its place.
    func adding(sameValueSets options: RunOptions, tokens: [Configuration.SemanticToken]) -> TokenExpressions {
        // (Sets with a dark appearance hold no finding, so the run's files lack them: read from disk.)
        let drawn = tokens.filter { $0.asset != nil && $0.light != nil && $0.values[.dark] != nil }
        guard !drawn.isEmpty else { return self }
        var copy = self
        for set in AssetColorSets.readAll(options) where copy.token(ofAsset: set.name) == nil {
            guard let dark = set.dark else { continue }
            if let same = drawn.first(where: { $0.light == set.light && $0.values[.dark] == dark }) { copy.byAsset[set.name] = same.name }
        }
        return copy
    }
}
