/// The value a token takes for one combination of the traits a dynamic color is resolved
/// with — dark or light, elevated or base level, high or normal contrast — with the table's
/// fallbacks already applied, so the generated code is a flat choice.
package struct TraitChoice: Sendable, Equatable {
    package var dark: Bool
    /// nil: either level (the value does not depend on it).
    package var elevated: Bool?
    package var highContrast: Bool
    package var color: RGBA
    /// The appearance the combination stands for, and the one its value was taken from.
    package var appearance: Appearance
    package var source: Appearance

    /// The combinations, light first, each style as base, elevated, then high contrast. High
    /// contrast takes the token's own high-contrast value; without one it falls back to the
    /// normal value of the same level, so an elevated surface stays elevated.
    package static func choices(_ values: AppearanceValues) -> [TraitChoice] {
        var out: [TraitChoice] = []
        for dark in [false, true] {
            let base: Appearance = dark ? .dark : .light
            let elevated: Appearance = dark ? .darkElevated : .lightElevated
            let high: Appearance = dark ? .darkHighContrast : .lightHighContrast
            out.append(choice(values, dark, false, false, base, base))
            out.append(choice(values, dark, true, false, elevated, elevated))
            if values[high] != nil || values.resolved(elevated) == values.resolved(base) {
                out.append(choice(values, dark, nil, true, high, high))
            } else {
                out.append(choice(values, dark, false, true, high, base))
                out.append(choice(values, dark, true, true, high, elevated))
            }
        }
        return out
    }

    private static func choice(_ values: AppearanceValues, _ dark: Bool, _ elevated: Bool?, _ high: Bool,
                               _ appearance: Appearance, _ resolvedAs: Appearance) -> TraitChoice {
        let source = ([resolvedAs] + resolvedAs.fallbacks).first { values[$0] != nil } ?? .light
        return TraitChoice(dark: dark, elevated: elevated, highContrast: high, color: values[source] ?? RGBA(red: 0, green: 0, blue: 0),
                           appearance: appearance, source: source)
    }

    /// `lightElevated (= light)`: what a reader of the generated code needs to check it.
    package var comment: String {
        var text = appearance.rawValue
        if elevated == true && highContrast { text += ", elevated" }
        if elevated == false && highContrast { text += ", base level" }
        return source == appearance ? text : text + " (= \(source.rawValue))"
    }
}
