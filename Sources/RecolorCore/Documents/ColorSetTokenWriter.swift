/// A color set writes a token as the appearances it lacks (dark; light and dark high contrast when
/// the token gives them), added after its last entry in Xcode's format and the set's own notation
/// and indentation, per idiom. A token fixed in every appearance keeps the set as it is.
struct ColorSetTokenWriter: TokenWriter {
    /// The set's `"colors"` entries, its last, those with a color, and those of these for any appearance.
    let entries: [PositionedJSON]
    let last: PositionedJSON
    let universal: [PositionedJSON]
    let colored: [PositionedJSON]
    /// Where `"colors"` begins (its indentation is one level).
    let colorsStart: Int
    let bytes: [UInt8]

    func write(_ token: Configuration.SemanticToken, rule: Configuration.Rule, at finding: Finding) -> WrittenToken {
        // One value in every appearance on purpose: a set without a dark one is right.
        if token.fixed { return .kept(token.description ?? "token \(token.name) is fixed") }
        guard token.values[.dark] != nil else { return .unmapped("the token has no dark value to add") }
        let any = universal.first ?? colored[0]
        let idioms = (universal.isEmpty ? colored : universal).compactMap { $0["idiom"]?.stringValue }
        let notation = ColorSetColor.Notation(any["color"]?["components"]?["red"])
        // A light high-contrast entry the set already has is not added again.
        var values = token.values
        if entries.contains(where: { ColorSetLanguage.appearances($0) == [.highContrast] }) { values[.lightHighContrast] = nil }
        // A set whose own value is the token's dark one, not its light (a forced-dark app's black
        // launch background matched `systemBackground` by its dark value): the set's value stands
        // in light too, so no light high-contrast entry of the token's light family is added (it
        // would draw Apple's white there under Increase Contrast: session 26's review, F7).
        if let own = any["color"].flatMap({ ColorSetColor.read($0).color }), Self.isTokensDarkOnly(own, token.values) {
            values[.lightHighContrast] = nil
        }
        // Entries that would only repeat the set's own value change nothing on screen: in an app
        // forcing Dark every light-only set's token is light = dark, and fearless-iOS got 43 such
        // sets, 849 added lines burying its 8 real edits (session 27's review, F15).
        if let own = any["color"].flatMap({ ColorSetColor.read($0).color }), Self.repeatsOwn(own, values) {
            return .kept("\(Self.sameAsOwn) (\(own.hex(withAlpha: own.alpha != 255))): a dark entry would change nothing")
        }
        let added = ColorSetRewrite.addedEntries(values, idioms: idioms.isEmpty ? ["universal"] : idioms, notation: notation,
                                                 indent: ColorSetRewrite.indentation(at: last.range.lowerBound, in: bytes),
                                                 unit: ColorSetRewrite.indentation(at: colorsStart, in: bytes))
        return .replacement(bytes.containsSequence([13, 10]) ? added.replacing("\n", with: "\r\n") : added,
                            range: last.range.upperBound..<last.range.upperBound)
    }

    /// The start of the reason a set is left as it is because the token adds only its own value
    /// (`fix` says once why, however many sets).
    static let sameAsOwn = "the token's dark value is the set's own"

    /// Whether every entry the token would add (dark, light and dark high contrast) holds the
    /// set's own value `own`, as written to the byte.
    static func repeatsOwn(_ own: RGBA, _ values: AppearanceValues) -> Bool {
        let added = [Appearance.dark, .lightHighContrast, .darkHighContrast].compactMap { values[$0] }
        return !added.isEmpty && added.allSatisfy { $0 == own }
    }

    /// Whether a set's any-appearance value `own` is the token's dark value (within ΔE00 2, the
    /// near-duplicate bound) and nearer it than the token's light one.
    static func isTokensDarkOnly(_ own: RGBA, _ values: AppearanceValues) -> Bool {
        guard let dark = values[.dark], let light = values[.light] else { return false }
        let toDark = ColorDifference.ciede2000(own, dark)
        return toDark <= 2 && toDark < ColorDifference.ciede2000(own, light)
    }
}
