/// A dark-appearance value proposed for a light one, perceptually: in OKLCH the lightness is
/// remapped by the color's role and its hue and chroma kept (chroma reduced only as far as the
/// sRGB gamut requires). A proposal for a designer to review, never a measurement.
package struct DarkValue: Sendable, Equatable {
    package var dark: RGBA
    /// For surfaces: the value one level up (sheets, popovers), as `darkElevated`.
    package var darkElevated: RGBA?
    /// How it was made, for the token's description: "OKLCH L 0.97 → 0.18".
    package var rationale: String

    /// How much lighter an elevated surface is than the base one (Apple's #000000 → #1C1C1E
    /// and #1C1C1E → #2C2C2E are 0.22 and 0.06 in OKLCH L; 0.06 keeps steps visible).
    static let elevation = 0.06
    /// The chroma from which a surface is a color of its own rather than a tinted gray
    /// (#FFE0B2, a pale orange, is 0.07; #FF3B30 is 0.23).
    static let vivid = 0.1
    /// The OKLCH lightness below which a vivid surface is a dark one (Apple's vivid system colors
    /// lie at 0.55–0.65; a navy or forest-green bar at 0.25–0.38).
    static let deepSurface = 0.4
    /// An elevated surface is never darker than Apple's lightest base surface, #1C1C1E (L 0.22):
    /// near black, lightness steps are too small to see.
    static let elevatedFloor = 0.22
    /// White at this alpha or less all but vanishes on a white page, so the code draws it over
    /// something else: a picture (ShelfPlayer's ring track `.white.opacity(0.3)` over artwork),
    /// a colored fill, a gray page. It stays white: over a picture nothing changes, and over a
    /// dark page a lighter veil still lifts what it covers. Proposed near black, it turned dark.
    static let translucentWhiteAlpha: UInt8 = 0x80

    package static func propose(for light: RGBA, role: ColorRole) -> DarkValue {
        let source = OKLCH(light)
        var target = source
        target.lightness = remappedLightness(source, role: role, alpha: light.alpha)
        let dark = target.rgba(alpha: light.alpha)
        var elevated: RGBA?
        // A surface its dark proposal leaves as it is (black stays black) does not follow the
        // appearance, so not the elevation either: Cosmos-Music-Player's black lyrics sheet got
        // darkElevated #1B1B1B, gray in the sheet between its pure-black fades (session 38's intent38f M1).
        if role.isSurface, dark != light {
            var up = target
            up.lightness = min(1, max(target.lightness + elevation, elevatedFloor))
            elevated = up.rgba(alpha: light.alpha)
        }
        let rationale = "OKLCH L \(fixed(source.lightness)) → \(fixed(target.lightness))"
        return DarkValue(dark: dark, darkElevated: elevated, rationale: rationale)
    }

    /// A light value for a dark one (an app that forces Dark shows its code's colors in dark): a
    /// lightness whose dark proposal comes nearest the dark one, hue and chroma kept. The nearest
    /// ones may lie in two stretches (near-white text stays near white, and black text turns near
    /// white): the stretch farther away is taken, a color that adapts as the code's dark one came
    /// from a light one; within a stretch (every dark hue is lifted to at least L 0.65), the
    /// lightness nearest the dark one. A translucent white highlight, which no light value
    /// proposes, gets the nearest there is.
    package static func proposeLight(for dark: RGBA, role: ColorRole) -> (light: RGBA, rationale: String) {
        let source = OKLCH(dark)
        let steps = (0...200).map { Double($0) / 200 }
        let misses = steps.map { l -> Double in
            var trial = source
            trial.lightness = l
            return abs(remappedLightness(trial, role: role, alpha: dark.alpha) - source.lightness)
        }
        let least = misses.min() ?? 0
        // The stretches of nearest lightnesses, each by its point nearest the dark one.
        var stretches: [Double] = []
        var open = false
        for (l, miss) in zip(steps, misses) {
            guard miss <= least + 0.002 else { open = false; continue }
            if open, let last = stretches.last, abs(l - source.lightness) >= abs(last - source.lightness) { continue }
            if open { stretches[stretches.count - 1] = l } else { stretches.append(l) }
            open = true
        }
        var target = source
        target.lightness = stretches.max { abs($0 - source.lightness) < abs($1 - source.lightness) } ?? source.lightness
        // A gray: white text stays white in the proposal and black text lands at L 0.96, so a white text in
        // dark is taken to come from a dark one: a lightness across the middle whose proposal comes
        // within 0.05 wins over the same color in both (Swift-Radio-Pro's translucent white labels).
        if !source.isChromatic, (target.lightness - 0.5) * (source.lightness - 0.5) > 0,
           let across = zip(steps, misses).filter({ ($0.0 - 0.5) * (source.lightness - 0.5) < 0 && $0.1 <= least + 0.05 }).min(by: { $0.1 < $1.1 }) {
            target.lightness = across.0
        }
        return (target.rgba(alpha: dark.alpha), "OKLCH L \(fixed(source.lightness)) in dark → \(fixed(target.lightness)) in light")
    }

    /// Surfaces: light ones (L ≥ 0.5) turn dark, white landing at L 0.16 (#0D0D0D), the line
    /// through (0.5, 0.5); dark ones stay; vivid ones are treated as hues. Borders and separators
    /// likewise, a step lighter. Gray marks (text, gray tints): the ordinary ones (L < 0.75) turn
    /// light in reverse order, black landing at L 0.96 (#F2F2F2) and L 0.75 at 0.60, so the text
    /// hierarchy keeps its order and primary text stays near white (#313440, L 0.33 → 0.80);
    /// near-white ones stay (white text on an accent stays white). Hues (tints, colored text):
    /// lifted to at least L 0.62 and by 0.03, as Apple's system colors are (systemBlue 0.60 →
    /// 0.63). Shadows stay, and so do translucent grays of no role (overlays) and white at half
    /// alpha or less (`translucentWhiteAlpha`).
    static func remappedLightness(_ c: OKLCH, role: ColorRole, alpha: UInt8 = 255) -> Double {
        let l = c.lightness
        if alpha <= translucentWhiteAlpha, l >= 0.97, !c.isChromatic { return l }
        switch role {
        case .shadow:
            return l
        case .background, .fill:
            // A vivid surface (a red badge, a blue button) stays vivid, as systemRed does. A pastel
            // one (L ≥ 0.9, chroma below 0.15) is a light surface: COVIDSafe's #B9FFB2 alert and
            // #C8FFB9 tab bar stayed at L 0.95 in dark under their dark green text (6.18:1 → 2.71:1).
            // A deep one (L below `deepSurface`: a navy bar, a dark green header) is a dark surface already
            // and stays: WWDCScholars' #0A0172 bar (L 0.25) was lifted to a mid blue, #597CE9, under its
            // white controls (session 28's review, A12), as gray dark surfaces never are.
            if c.chroma >= vivid, l < deepSurface { return l }
            if c.chroma >= vivid, !(l >= 0.9 && c.chroma < 0.15) { return min(0.95, max(l, 0.62) + 0.03) }
            return l >= 0.5 ? 0.16 + 0.68 * (1 - l) : l
        case .border, .separator:
            // Lines sit a step above the surfaces they separate (Apple's #C6C6C8 → #38383A). A vivid
            // line (a brand-colored selection ring) is a hue, lifted as tints are: Moonfin's #00A4DC
            // ring was darkened to #00516F, 7.0:1 → 2.3:1 on its near-black tile, while the same
            // blue as text and fill went to #1EAEE6 (session 30's review, B11). A pastel one is a divider.
            if c.chroma >= vivid, !(l >= 0.9 && c.chroma < 0.15) { return min(0.95, max(l, 0.62) + 0.03) }
            return l >= 0.5 ? 0.24 + 0.52 * (1 - l) : l
        case .text, .tint, .color:
            if c.isChromatic { return min(0.95, max(l, 0.62) + 0.03) }
            // A translucent gray of no role is an overlay (a scrim, a highlight): it stays.
            if role == .color && alpha < 255 { return l }
            if role == .color {
                // A gray of no role, by tone: a light one is taken for a surface, a dark one for
                // text, a mid one (L 0.4–0.75) reads on both and stays.
                if l >= 0.75 { return 0.16 + 0.68 * (1 - l) }
                if l >= 0.4 { return l }
            }
            return l < 0.75 ? 0.96 - 0.48 * l : l
        }
    }

    static func fixed(_ x: Double) -> String {
        let hundredths = Int((x * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
