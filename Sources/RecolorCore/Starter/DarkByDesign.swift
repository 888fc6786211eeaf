/// An app whose own screens are dark whatever the system's appearance (louisdh/openterm: a
/// terminal of black and charcoal panels under white text, from before Dark Mode existed). Its
/// hard-coded colors are already the dark ones: a proposed dark read them as light values and
/// inverted them (its white swatch borders became a near-black `primaryBorder`, the black stop
/// of a gradient became `label`, white in Dark Mode). Told from the draft's own groups by use:
/// most of its opaque gray surfaces are dark and most of its gray text is light.
struct DarkByDesign: Equatable {
    var darkSurfaces = 0, lightSurfaces = 0, lightText = 0, darkText = 0

    /// Uses of each side below which nothing is concluded.
    static let minimumUses = 6
    /// The OKLCH lightness under which a colored background is a dark surface, and the one from
    /// which it is a light one.
    static let deepSurface = 0.35, paleSurface = 0.9

    init(_ groups: [(role: ColorRole, values: [StarterDraft.Value])]) {
        for g in groups {
            for v in g.values {
                guard let c = v.color, c.alpha >= 0xC0 else { continue }
                let o = OKLCH(c)
                guard !o.isChromatic else {
                    // A deep navy or a pale tint is a surface whatever its hue: mullvad's VPN app
                    // draws every screen on #1A2E45 (L 0.30, 40 uses) under white text, and a
                    // vote of grays alone found too few dark surfaces, so its SwiftUI container
                    // #0F1724 was proposed #C7D3E5 for Dark under text that stays white. Buttons
                    // and badges (L 0.45-0.75) say nothing of the screen and are not counted.
                    if g.role == .background {
                        if o.lightness < Self.deepSurface { darkSurfaces += v.count } else if o.lightness >= Self.paleSurface { lightSurfaces += v.count }
                    }
                    continue
                }
                switch g.role {
                case .background:
                    if o.lightness < 0.5 { darkSurfaces += v.count } else if o.lightness >= 0.75 { lightSurfaces += v.count }
                case .text:
                    if o.lightness >= 0.75 { lightText += v.count } else if o.lightness < 0.5 { darkText += v.count }
                default:
                    break
                }
            }
        }
    }

    /// Counts the uses of one of the app's color sets that has a dark appearance, by its light
    /// value and whatever its hue: a light surface that adapts is a light surface. focus-ios
    /// draws its UI with 24 such sets (`primaryText` #291D4F/#FBFBFE as text 42 times, the
    /// lavender `foundation` and white `above` as backgrounds), and a vote of its fixed colors
    /// alone (6 dark and 2 light surfaces) called it dark by design: every proposal was
    /// suppressed, 24 sets given a dark appearance equal to their light one (session 21 F6).
    mutating func countAdaptive(light: RGBA, roles: [ColorRole: Int]) {
        guard light.alpha >= 0xC0 else { return }
        let l = OKLCH(light).lightness
        for (role, n) in roles {
            switch role {
            case .background:
                if l < 0.5 { darkSurfaces += n } else if l >= 0.75 { lightSurfaces += n }
            case .text:
                if l >= 0.75 { lightText += n } else if l < 0.5 { darkText += n }
            default:
                break
            }
        }
    }

    /// Whether the uses say the app is dark by design: twice as many dark surfaces as light
    /// ones and twice as much light text as dark, each side used at least `minimumUses` times.
    var holds: Bool {
        darkSurfaces >= Self.minimumUses && lightText >= Self.minimumUses
            && darkSurfaces >= 2 * lightSurfaces && lightText >= 2 * darkText
    }

    /// For the tokens' descriptions and `init`'s summary.
    var evidence: String {
        "\(darkSurfaces) dark and \(lightSurfaces) light surface uses, \(lightText) light and \(darkText) dark text uses"
    }
}
