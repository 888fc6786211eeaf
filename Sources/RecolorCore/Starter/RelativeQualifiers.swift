#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Words that tell a color from the one already holding the name it would take: what differs
/// most between them in OKLab (lightness, hue or chroma), said as a designer says it
/// (`darkerCard`, `warmerLightYellowColor`, `moreVividBlueTint`). Each word is true of the color
/// it names against the holder; a hue word is said only of two colors that both have a hue.
enum RelativeQualifiers {
    /// The hue (OKLCH degrees) warmth is measured to: between red (29°) and orange (70°).
    static let warmest = 50.0

    /// The words, the most telling first: each difference that is there, by its size in OKLab.
    static func words(_ color: RGBA, against holder: RGBA) -> [String] {
        let c = OKLCH(color), h = OKLCH(holder)
        var differences: [(size: Double, word: String)] = []
        let dl = c.lightness - h.lightness
        if abs(dl) >= 0.005 { differences.append((abs(dl), dl > 0 ? "lighter" : "darker")) }
        if c.isChromatic && h.isChromatic {
            // The hue difference as OKLab distance (2·√(C₁C₂)·sin(Δh/2)), so it weighs as lightness does.
            let dh = angle(c.hue, h.hue)
            let size = 2 * (c.chroma * h.chroma).squareRoot() * sin(abs(dh) * .pi / 360)
            let cw = abs(angle(c.hue, warmest)), hw = abs(angle(h.hue, warmest))
            if size >= 0.005, cw != hw { differences.append((size, cw < hw ? "warmer" : "cooler")) }
        }
        let dc = c.chroma - h.chroma
        if abs(dc) >= 0.005, c.isChromatic || h.isChromatic { differences.append((abs(dc), dc > 0 ? "moreVivid" : "moreMuted")) }
        // Two opacities of one color differ by their strength (Nook's black text at 75 %, 60 % and
        // 40 % drafted `primaryTextTranslucent`, `…VariantA`, `…VariantB`); weighed as OKLab
        // lightness is, a full step of opacity as the whole lightness range.
        let da = (Double(color.alpha) - Double(holder.alpha)) / 255
        if abs(da) >= 0.02 { differences.append((abs(da), da > 0 ? "stronger" : "fainter")) }
        return differences.sorted { $0.size > $1.size }.map(\.word)
    }

    /// The color's own words, when there is no holder to compare with (a member the app declares
    /// holds the name): its lightness, its hue where it has one, its chroma.
    static func ownWords(_ color: RGBA) -> [String] {
        let c = OKLCH(color)
        var out = [TokenNaming.lightnessWord(c.lightness)]
        if c.isChromatic {
            out.append(TokenNaming.hueName(c))
            let chroma = TokenNaming.chromaWord(c.chroma)
            if !chroma.isEmpty { out.append(chroma) }
        }
        return out
    }

    /// A gray's cast, where it tells the gray from the holder of its name: `cool` (a blue cast),
    /// `warm` (a red to yellow one), or `neutral` (none) beside a holder with a cast. Criptext's
    /// text #6F737C beside a neutral #737373 differs in lightness by 0.001 and by no hue word, and
    /// was named by its dark side (`midTextOrLight`, `darkTextOrLight`, `paleBackgroundOrNearBlack`:
    /// session 35, 4 of its 5 `Or` names); a designer calls it a cool gray. Nil for a color with a
    /// hue (its hue word says more) and where the holder has the same cast.
    static func cast(_ color: RGBA, against holder: RGBA?) -> String? {
        let word = castWord(color)
        guard let word else { return nil }
        guard let holder else { return word == "neutral" ? nil : word }
        let other = castWord(holder)
        if word == "neutral" { return other == nil || other == "neutral" ? nil : word }
        return other == word ? nil : word
    }

    /// `cool`, `warm` or `neutral` of a gray (OKLCH chroma under `isChromatic`'s 0.045); nil for a
    /// color with a hue, and for a faint cast of no side (a green or purple one) or too faint
    /// (0.005 to 0.01) to say either way.
    static func castWord(_ color: RGBA) -> String? {
        let c = OKLCH(color)
        guard !c.isChromatic else { return nil }
        if c.chroma < 0.005 { return "neutral" }
        guard c.chroma >= 0.01 else { return nil }
        if (180.0...300.0).contains(c.hue) { return "cool" }
        if (20.0...110.0).contains(c.hue) { return "warm" }
        return nil
    }

    /// Signed difference of two hue angles, in -180...180.
    static func angle(_ a: Double, _ b: Double) -> Double {
        var d = (a - b).truncatingRemainder(dividingBy: 360)
        if d > 180 { d -= 360 }
        if d < -180 { d += 360 }
        return d
    }

    /// The far end of an opacity word, taken where the near one is held by an opacity between.
    /// Not lightness: `lightestColor` was drafted for #414247 beside a lighter `midGrayColor`
    /// (AudioKitSynthOne, regression run); opacity variants are of one color.
    static let superlatives = ["fainter": "faintest", "stronger": "strongest"]

    /// `base` qualified by one word, then two (`lighterWarmerCard`).
    static func candidates(_ words: [String], base: String) -> [String] {
        let cap = { (s: String) in s.prefix(1).uppercased() + s.dropFirst() }
        var out = words.map { $0 + cap(base) }
        for (i, a) in words.enumerated() { for b in words[(i + 1)...] { out.append(a + cap(b) + cap(base)) } }
        return out
    }
}
