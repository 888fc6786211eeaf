/// One pair in one appearance: the colors as the tokens give them, as drawn, and the ratio.
public struct AppearanceCheck: Sendable, Equatable {
    public var appearance: Appearance
    /// The tokens' values that apply (through the fallbacks), alpha included.
    public var foreground: RGBA
    public var background: RGBA
    /// The appearance a value was taken from when the token has none of its own here (nil: its own).
    public var foregroundFrom: Appearance? = nil
    public var backgroundFrom: Appearance? = nil
    /// What is seen: the background over the appearance's canvas, the foreground over that.
    public var shownForeground: WCAG.Opaque
    public var shownBackground: WCAG.Opaque
    public var ratio: Double
    public var minimum: Double
    public var passes: Bool { ratio >= minimum }

    /// The ratio as reports show it: rounded to 2 decimals, except that a ratio below its
    /// minimum is never shown at it (4.497 against 4.5 is shown 4.49, not 4.50).
    public var shownRatio: Double {
        let rounded = (ratio * 100).rounded() / 100
        return !passes && rounded >= minimum ? (ratio * 100).rounded(.down) / 100 : rounded
    }
}

/// A pair, where it comes from, its minimum, and its checks in every appearance its tokens define.
public struct AuditedPair: Sendable, Equatable {
    public var foreground: String
    public var background: String
    public var minimum: Double
    /// Why that minimum: "table" (the pair's `min`), "text" (4.5), "large text" (3) or "graphic" (3).
    public var minimumSource: String
    public var inTable: Bool
    public var sightings: [PairSighting]
    public var checks: [AppearanceCheck]
    /// Tokens of the pair with no value in some appearance checked (nothing to measure there).
    public var unmeasured: [Appearance]

    public var passes: Bool { checks.allSatisfy(\.passes) }
    public var failures: [AppearanceCheck] { checks.filter { !$0.passes } }
}

/// `contrast`: WCAG 2.x ratios of the table's pairs and the pairs seen in the code.
public enum ContrastAudit {
    /// The table's pairs (in its order), then the inferred ones that the table does not list.
    /// A table pair also seen in the code carries the sightings.
    public static func audit(_ configuration: Configuration, inferred: [InferredPair]) -> [AuditedPair] {
        audit(configuration, inferred: inferred, shown: nil)
    }

    /// `shown`: the appearances the app shows (`ShownAppearances`); nil: every one.
    static func audit(_ configuration: Configuration, inferred: [InferredPair], shown: ShownAppearances?) -> [AuditedPair] {
        var out: [AuditedPair] = []
        var inferredByKey: [String: InferredPair] = [:]
        for p in inferred { inferredByKey[p.foreground + "\u{0}" + p.background] = p }
        var listed: Set<String> = []
        // The tokens by name, the first of a name winning as in `Configuration.token(named:)`,
        // which reads the list: 40,000 pairs of a table of 40,000 tokens took 17 s.
        var tokens: [String: Configuration.SemanticToken] = [:]
        for token in configuration.tokens where tokens[token.name] == nil { tokens[token.name] = token }
        for pair in configuration.pairs {
            let key = pair.foreground + "\u{0}" + pair.background
            guard listed.insert(key).inserted else { continue }
            let seen = inferredByKey[key]?.sightings ?? []
            let (minimum, source) = pair.min.map { ($0, "table") } ?? roleMinimum(seen, default: .text)
            out.append(evaluate(pair.foreground, pair.background, minimum: minimum, source: source, inTable: true, sightings: seen, configuration, tokens: tokens,
                                sides: shown?.sides(of: seen)))
        }
        for p in inferred where !listed.contains(p.foreground + "\u{0}" + p.background) {
            let (minimum, source) = roleMinimum(p.sightings, default: .text)
            out.append(evaluate(p.foreground, p.background, minimum: minimum, source: source, inTable: false, sightings: p.sightings, configuration, tokens: tokens,
                                sides: shown?.sides(of: p.sightings)))
        }
        return out
    }

    /// 4.5 where the pair colors text anywhere, 3 where it only tints (icons, controls) or where
    /// all its text is large (`LargeText`: "large text").
    static func roleMinimum(_ sightings: [PairSighting], default role: ContrastRole) -> (Double, String) {
        let role: ContrastRole = sightings.isEmpty ? role : (sightings.contains { $0.role == .text } ? .text : .graphic)
        if role == .text, !sightings.isEmpty, sightings.allSatisfy({ $0.role != .text || $0.large }) {
            return (ContrastRole.graphic.minimum, largeTextSource)
        }
        return (role.minimum, role.rawValue)
    }

    /// The minimum's source for a pair whose text is all large.
    public static let largeTextSource = "large text"

    /// Every appearance either token defines, each value through `resolved(_:)`'s fallbacks.
    public static func evaluate(_ fg: String, _ bg: String, minimum: Double, source: String, inTable: Bool,
                                sightings: [PairSighting], _ configuration: Configuration) -> AuditedPair {
        evaluate(fg, bg, minimum: minimum, source: source, inTable: inTable, sightings: sightings, configuration, tokens: nil)
    }

    /// `tokens`: the table's tokens by name (nil: looked up in the table).
    static func evaluate(_ fg: String, _ bg: String, minimum: Double, source: String, inTable: Bool,
                         sightings: [PairSighting], _ configuration: Configuration,
                         tokens: [String: Configuration.SemanticToken]?, sides: Set<Appearance>? = nil) -> AuditedPair {
        // A side that is one of Apple's system colors (no token) has Apple's published values; a
        // kept color, its one value.
        func plain(_ name: String) -> AppearanceValues? {
            (tokens.map { $0[name] } ?? configuration.token(named: name))?.values ?? SystemColorSubjects.values(name) ?? KeptColorSubjects.values(name)
        }
        // The app's own choice by the appearance (`a in light, b in dark`): each arm in its appearances.
        func values(_ name: String) -> AppearanceValues? { plain(name) ?? AppearanceArmSubjects.values(name, base: plain) }
        // A token at part opacity (`card at 40%`): its values so.
        let fgValues = values(fg) ?? TranslucentSubjects.values(fg, base: values) ?? AppearanceValues()
        let bgValues = values(bg) ?? TranslucentSubjects.values(bg, base: values) ?? AppearanceValues()
        // An arm of one appearance is measured there alone (never through the other's fallback).
        // Shown on one side only (an app forcing Dark, a watch app): each appearance at its level
        // there, over that side's canvas (a fixed color's light value is what dark draws).
        var given = Set(fgValues.given.keys).union(bgValues.given.keys)
        if let sides, sides.count == 1, let side = sides.first { given = Set(given.map { $0.onSide(dark: side.isDark) }) }
        let appearances = given.sorted()
            .filter { AppearanceArmSubjects.isDrawn(fg, in: $0) && AppearanceArmSubjects.isDrawn(bg, in: $0) }
        var checks: [AppearanceCheck] = []
        var unmeasured: [Appearance] = []
        for appearance in appearances {
            guard let f = fgValues.resolved(appearance), let b = bgValues.resolved(appearance) else {
                unmeasured.append(appearance)
                continue
            }
            var c = check(f, on: b, in: appearance, minimum: minimum)
            c.foregroundFrom = valueSource(fgValues, appearance)
            c.backgroundFrom = valueSource(bgValues, appearance)
            checks.append(c)
        }
        return AuditedPair(foreground: fg, background: bg, minimum: minimum, minimumSource: source, inTable: inTable,
                           sightings: sightings, checks: checks, unmeasured: unmeasured)
    }

    /// Where a fallback value comes from, or nil when the token defines the appearance itself.
    static func valueSource(_ values: AppearanceValues, _ appearance: Appearance) -> Appearance? {
        values[appearance] != nil ? nil : appearance.fallbacks.first { values[$0] != nil }
    }

    /// A translucent background is drawn over the appearance's canvas (white in light
    /// appearances, black in dark), a translucent foreground over that background.
    public static func check(_ f: RGBA, on b: RGBA, in appearance: Appearance, minimum: Double) -> AppearanceCheck {
        let shownBackground = WCAG.composite(b, over: WCAG.canvas(appearance))
        let shownForeground = WCAG.composite(f, over: shownBackground)
        let ratio = WCAG.ratio(shownForeground, shownBackground)
        return AppearanceCheck(appearance: appearance, foreground: f, background: b, shownForeground: shownForeground,
                               shownBackground: shownBackground, ratio: ratio, minimum: minimum)
    }
}
