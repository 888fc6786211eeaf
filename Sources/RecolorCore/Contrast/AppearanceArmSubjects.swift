#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A color the app chooses by the appearance itself, as one side of a pair: the arms of one call
/// labeling a light and a dark argument (beam's `AppearanceValue(light: .beam, dark:
/// .beamPurpleLight)`, its own function wrapping a dynamic provider) or of one ternary on the
/// appearance, when the arms are two subjects. Named `beam in light, purpleLight in dark` and
/// measured with the light arm's value in the light appearances and the dark arm's in the dark
/// ones ("pair arm with arm"). An arm whose other arm is no subject is drawn in its own
/// appearance alone: `purpleLight in dark`, measured only there. Each arm paired alone in every
/// appearance made false failures: beam's dark arm #C0AFFA on its light bar, 1.90:1 (session 22's
/// review, F8), and the light arm measured in Dark with a proposal never drawn.
enum AppearanceArmSubjects {
    static let lightMarker = " in light"
    static let darkMarker = " in dark"
    static let separator = ", "

    /// The subject of a choice drawing `light` in the light appearances and `dark` in the dark
    /// ones (either missing: an arm drawn in its own appearance alone).
    static func subject(light: String?, dark: String?) -> String {
        switch (light, dark) {
        case let (l?, d?): return l + lightMarker + separator + d + darkMarker
        case let (l?, nil): return l + lightMarker
        case let (nil, d?): return d + darkMarker
        case (nil, nil): return ""
        }
    }

    /// The arms of a subject this type names, or nil (a token's name has no space).
    static func parse(_ subject: String) -> (light: String?, dark: String?)? {
        if subject.hasSuffix(darkMarker) {
            let body = String(subject.dropLast(darkMarker.count))
            // `A in light, B in dark`: split at the last `" in light, "` (B has no space).
            let chars = Array(body), mark = Array(lightMarker + separator)
            if chars.count > mark.count,
               let at = stride(from: chars.count - mark.count, through: 1, by: -1).first(where: { Array(chars[$0..<$0 + mark.count]) == mark }) {
                return (String(chars[..<at]), String(chars[(at + mark.count)...]))
            }
            return (nil, body)
        }
        if subject.hasSuffix(lightMarker) { return (String(subject.dropLast(lightMarker.count)), nil) }
        return nil
    }

    /// Per appearance, the arm's value there: the light arm's in the light appearances, the dark
    /// arm's in the dark ones (its own value there, else its value through the fallbacks: a kept
    /// color, or a light-only token, is drawn as its one value). nil unless `subject` is one.
    static func values(_ subject: String, base: (String) -> AppearanceValues?) -> AppearanceValues? {
        guard let (light, dark) = parse(subject) else { return nil }
        var given: [Appearance: RGBA] = [:]
        for appearance in Appearance.allCases {
            guard let side = appearance.isDark ? dark : light, let values = base(side) else { continue }
            // The elevated and high-contrast appearances only where the arm defines them: else
            // they fall back to the arm's plain value, as every token's do.
            let plain = appearance == .light || appearance == .dark
            if let v = values.given[appearance] ?? (plain ? values.resolved(appearance) : nil) { given[appearance] = v }
        }
        return given.isEmpty ? nil : AppearanceValues(given)
    }

    /// Whether `subject` (or a subject it is composed into: at an opacity, over another) is drawn
    /// in `appearance`: an arm of one appearance is not drawn in the other.
    static func isDrawn(_ subject: String, in appearance: Appearance) -> Bool {
        if let (top, under) = TranslucentSubjects.parseOver(subject) { return isDrawn(top, in: appearance) && isDrawn(under, in: appearance) }
        if let (token, _) = TranslucentSubjects.parse(subject) { return isDrawn(token, in: appearance) }
        guard let (light, dark) = parse(subject) else { return true }
        return (appearance.isDark ? dark : light) != nil
    }

    /// The subjects an arm subject is made of; `[subject]` for any other.
    static func arms(of subject: String) -> [String] {
        guard let (light, dark) = parse(subject) else { return [subject] }
        return [light, dark].compactMap { $0 }
    }
}
