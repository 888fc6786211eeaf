/// The colors a table keeps because a token of them would be one value in every appearance
/// (`init`'s "same in every appearance", `UnchangedTokens`), by their subject (`#FFFFFF`). Such a
/// keep stands where a token stood only to stop `fix` rewriting `.white` into a provider of one
/// white (Cisum_SwiftUI: 27 of 33 rewrites, session 29's held-out check): the color is still the
/// app's choice, so a pair of it over Apple's adaptive colors is checked as the token's was
/// (`ApplesPairs`), not taken for one of Apple's own pairs.
enum UnchangedKeeps {
    /// The subjects of the keep rules whose reason is "same in every appearance".
    static func subjects(_ rules: [Configuration.Rule]) -> Set<String> {
        var out: Set<String> = []
        for rule in rules {
            guard let reason = rule.keep, reason.hasPrefix(FixedIntent.unchanged.rawValue),
                  case .color(let color, _) = rule.match else { continue }
            out.insert(color.hex(withAlpha: color.alpha != 255))
        }
        return out
    }
}
