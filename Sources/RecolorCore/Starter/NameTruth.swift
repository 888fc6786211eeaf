#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether a token name's words are true of its colors (session 22 audit F15, beam): a name says
/// each word once (`lightLightText`, `midMidText`, `palePaleBackground` were drafted), and a word
/// of lightness or hue holds in every appearance the token knows, else it is not said
/// (`mutedPurpleGrayText` was #6E6A7A in light and #FFFFFF in dark, the code's own pair).
/// Role and rank words (`text`, `secondary`) say nothing of the color; relative words (`lighter`)
/// compare with another token's light value and are read in light only.
enum NameTruth {
    /// Whether some word of `name` comes twice (`lightLightText`) on one side of `Or`: each side
    /// names one appearance (`darkGrayOrLightGrayColor` is Lunar's gray pair, said whole).
    static func doublesAWord(_ name: String) -> Bool {
        var seen: Set<String> = []
        return TokenNaming.camelWords(name).contains { word in
            if word == "or" { seen = []; return false }
            return !seen.insert(word).inserted
        }
    }

    /// Whether every lightness and hue word of `name` holds of `color`, a token's value in another
    /// appearance; `light` is its light value, whose chroma stands in for a hue the other value
    /// shows too faintly to name. A name that says each appearance (`whiteOrBlackColor`,
    /// `quaternaryTextOrWhite`) is read as made so.
    static func holds(_ name: String, of color: RGBA, light: RGBA) -> Bool {
        let words = TokenNaming.camelWords(name)
        guard !words.contains("or") else { return true }
        let c = OKLCH(color)
        return words.allSatisfy { word in
            if let band = lightnessBands[word] { return band.contains(c.lightness) }
            guard hueWords.contains(word) else { return true }
            return hueWordsOf(c, light: OKLCH(light)).contains(word)
        }
    }

    /// Whether the tone words of `name` (`black`, `white`: a fixed color to a reader) hold of
    /// `dark`, a proposal's dark value; its lightness and hue words are read in light, as a
    /// proposal is named (`blackFillFaint` stays black in Dark; `blackTextTranslucent` did not).
    static func tonesHold(_ name: String, of dark: RGBA) -> Bool {
        let words = TokenNaming.camelWords(name)
        guard !words.contains("or") else { return true }
        let l = OKLCH(dark).lightness
        return words.allSatisfy { word in
            guard word == "black" || word == "white", let band = lightnessBands[word] else { return true }
            return band.contains(l)
        }
    }

    /// `name` with its near-tone word said as the lightness next to it (`nearWhiteBackground` →
    /// `paleBackground`, `nearBlackText` → `darkText`), or nil where it says no near tone. A proposal's
    /// lightness words are read in light, its tone words in every appearance (`tonesHold`): Pocket
    /// Casts' fifth background gray #EFEFF4, proposed #141417 in dark, was `nearWhiteBackgroundOrNearBlack`
    /// (session 31's notes; `Or` tells a reader nothing the proposal did not choose itself). `pale` and
    /// `dark` are the ladder's next bands (`TokenNaming.lightnessWord`), true of the light value's side.
    static func softeningNearTones(_ name: String) -> String? {
        for (near, soft) in [("nearWhite", "pale"), ("nearBlack", "dark")] {
            let capNear = near.prefix(1).uppercased() + near.dropFirst(), capSoft = soft.prefix(1).uppercased() + soft.dropFirst()
            if name.hasPrefix(near) { return soft + name.dropFirst(near.count) }
            // (No `range(of:)` in FoundationEssentials: the word is found by its characters.)
            let chars = Array(name), word = Array(capNear)
            if chars.count >= word.count, let at = (0...(chars.count - word.count)).first(where: { Array(chars[$0..<($0 + word.count)]) == word }) {
                return String(chars[..<at]) + capSoft + String(chars[(at + word.count)...])
            }
        }
        return nil
    }

    /// `name` where it holds of the dark value, else the same name saying the dark value after
    /// `Or`, as a pair told apart by its dark side is named (`midTextOrWhite`: #7F7F7F in light,
    /// white in dark); never a word twice.
    static func forms(_ name: String, dark: RGBA, light: RGBA) -> [String] {
        if holds(name, of: dark, light: light) { return doublesAWord(name) ? [] : [name] }
        let cap = { (s: String) in s.prefix(1).uppercased() + s.dropFirst() }
        let own = RelativeQualifiers.ownWords(dark)
        // Lightness with hue (`OrLightBlue`), then lightness alone.
        let words = (own.count > 1 ? [own[0] + cap(own[1])] : []) + [own[0]]
        return words.map { name + "Or" + cap($0) }.filter { !doublesAWord($0) }
    }

    /// The OKLCH lightness each lightness word allows, wide enough that a small step between
    /// appearances keeps it (#808080, L 0.60, and #969696, L 0.68, are both mid); the ladder's own
    /// cuts are `TokenNaming.lightnessWord` and `hueLightnessWord`.
    static let lightnessBands: [String: ClosedRange<Double>] = [
        "black": 0...0.3, "dark": 0...0.55, "darker": 0...0.55, "darkest": 0...0.4, "deep": 0...0.6,
        "mid": 0.35...0.8, "medium": 0.35...0.8, "dim": 0...0.6,
        "light": 0.6...1, "lighter": 0.6...1, "lightest": 0.75...1, "pale": 0.7...1, "bright": 0.6...1, "white": 0.9...1,
    ]

    /// Words that name a hue or a tint.
    static let hueWords: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "lavender", "beige", "magenta", "violet", "gray", "grey",
    ]

    /// The hue words true of `c`: a gray's `gray`; a tint's or hue's name at its hue angle and at
    /// the neighbours 15° either side (a pair's dark arm is rarely the very hue of its light
    /// one), each read at the light value's lightness and chroma so that a lifted brown is still
    /// brown and a lightened purple not lavender.
    static func hueWordsOf(_ c: OKLCH, light: OKLCH) -> Set<String> {
        // Black and white are no gray to a designer.
        guard c.chroma >= TokenNaming.neutralChroma else { return (0.15...0.95).contains(c.lightness) ? ["gray", "grey"] : [] }
        var out: Set<String> = []
        for shift in [0.0, 15, -15] {
            for base in [c, OKLCH(lightness: light.lightness, chroma: max(light.chroma, TokenNaming.neutralChroma), hue: c.hue)] {
                var near = base
                near.hue = (base.hue + shift + 360).truncatingRemainder(dividingBy: 360)
                for w in TokenNaming.camelWords(TokenNaming.hueName(near)) { out.insert(w) }
            }
        }
        if out.contains("gray") { out.insert("grey") }
        return out
    }
}
