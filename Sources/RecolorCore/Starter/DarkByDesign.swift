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

    init(_ groups: [(role: ColorRole, values: [StarterDraft.Value])]) {
        for g in groups {
            for v in g.values {
                guard let c = v.color, c.alpha >= 0xC0 else { continue }
                let o = OKLCH(c)
                guard !o.isChromatic else { continue }
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
