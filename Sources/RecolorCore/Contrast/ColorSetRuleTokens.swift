#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A color set the table maps by name (`{ "match": "#440071", "context": ["Purple80"], "token":
/// "darkPurpleBackground" }`, as `init` writes a set's rule) is that token, after `fix` too: once
/// `fix` has given the set its dark appearance it is no finding, and the pairs drawn with it (or
/// with the app's member reading it, `faviconLabel.backgroundColor = .purple80`) were lost:
/// focus-ios had 12 pairs before `fix` and 11 after (session 21 audit F9). Before `fix` the set's
/// finding says the same (`adding(setsOf:)`), and wins.
extension TokenExpressions {
    /// `self` with each set among `sets` that a rule of one context names taken as the rule's token.
    func adding(setRules rules: [Configuration.Rule], sets: Set<String>) -> TokenExpressions {
        var copy = self
        for rule in rules {
            guard let token = rule.token, rule.keep == nil, rule.within == nil, let context = rule.context, context.count == 1,
                  sets.contains(context[0]), copy.byAsset[context[0]] == nil else { continue }
            copy.byAsset[context[0]] = token
        }
        return copy
    }
}
