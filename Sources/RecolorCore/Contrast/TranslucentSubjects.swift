/// A token drawn at part opacity as the background of a pair (`.background(Color.card.opacity(0.4))`,
/// `view.backgroundColor = Semantic.card.withAlphaComponent(0.4)`): named `card at 40%` and measured
/// with the token's values at that opacity, blended over the appearance's canvas (white in light,
/// black in dark: the window's own background) as every translucent background is. 49-Euro's
/// recent-search rows draw their text on such a card; before, no pair was made of it at all.
/// Only a literal opacity makes one (an opacity decided at run time is unknown).
enum TranslucentSubjects {
    static let marker = " at "

    /// The subject of `token` at opacity `alpha` (0 < alpha < 1): `card at 40%`.
    static func subject(_ token: String, alpha: Double) -> String {
        token + marker + String(Int((alpha * 100).rounded())) + "%"
    }

    /// The token and opacity of a subject this type names, or nil.
    static func parse(_ subject: String) -> (token: String, alpha: Double)? {
        guard subject.hasSuffix("%"), parseOver(subject) == nil else { return nil }
        let chars = Array(subject), mark = Array(marker)
        // The last ` at ` (a token's name has no space; Apple's expressions neither).
        guard chars.count > mark.count + 1,
              let at = stride(from: chars.count - mark.count - 1, through: 1, by: -1).first(where: { Array(chars[$0..<$0 + mark.count]) == mark }),
              let percent = Int(String(chars[(at + mark.count)..<(chars.count - 1)])), percent > 0, percent < 100 else { return nil }
        return (String(chars[..<at]), Double(percent) / 100)
    }

    /// A translucent background as drawn over the background of the view it lies in:
    /// `searchField over navigationBar`. UIKit draws a view over its superview, so a text on a
    /// `#FFFFFF38` field reads against that white blended over the bar's navy, not over white (the
    /// blue alliance's search field: 1.00:1 measured over the canvas, 2.9:1 over its bar, session 20).
    static func over(_ top: String, _ under: String) -> String { top + overMarker + under }
    static let overMarker = " over "

    /// The top and the under subjects of an `over` subject (split at the first ` over `: a token's
    /// name has no space, and the under side may be composite itself), or nil.
    static func parseOver(_ subject: String) -> (top: String, under: String)? {
        let chars = Array(subject), mark = Array(overMarker)
        guard chars.count > mark.count, let at = (0...(chars.count - mark.count)).first(where: { Array(chars[$0..<$0 + mark.count]) == mark }) else { return nil }
        return (String(chars[..<at]), String(chars[(at + mark.count)...]))
    }

    /// The tokens a subject is made of: `card` for `card at 40%`, both for `a over b`, both arms
    /// of `a in light, b in dark` (`AppearanceArmSubjects`).
    static func tokens(of subject: String) -> [String] {
        if let (top, under) = parseOver(subject) { return tokens(of: top) + tokens(of: under) }
        return AppearanceArmSubjects.arms(of: parse(subject)?.token ?? subject)
    }

    /// The values of the subject: its token's (`base`), each with its alpha scaled. A value that is
    /// already translucent is the token drafted from the very expression with its opacity
    /// (`.black.opacity(0.1)` is `#0000001A`): scaled again it was measured at 1 % (pika's rows, session 19).
    /// An `over` subject: per appearance the top composited over the under side (itself over the canvas).
    static func values(_ subject: String, base: (String) -> AppearanceValues?) -> AppearanceValues? {
        if let (top, under) = parseOver(subject) {
            guard let t = base(top) ?? values(top, base: base), let u = base(under) ?? values(under, base: base) else { return nil }
            var shown: [Appearance: RGBA] = [:]
            for appearance in Set(t.given.keys).union(u.given.keys) {
                guard let tv = t.resolved(appearance), let uv = u.resolved(appearance) else { continue }
                shown[appearance] = WCAG.composite(tv, over: WCAG.composite(uv, over: WCAG.canvas(appearance))).rgba
            }
            return AppearanceValues(shown)
        }
        guard let (token, alpha) = parse(subject), let values = base(token) else { return nil }
        var scaled: [Appearance: RGBA] = [:]
        for (appearance, color) in values.given {
            var c = color
            if color.alpha < 255 { scaled[appearance] = c; continue }
            c.alpha = UInt8((Double(color.alpha) * alpha).rounded())
            scaled[appearance] = c
        }
        return AppearanceValues(scaled)
    }
}

extension ViewChainModifiers {
    /// The literal opacity the color expression starting at `start` is drawn at
    /// (`Color.gray.opacity(0.2)`: 0.2), nil when none below 1 is written as a number (an
    /// opacity decided at run time, or none).
    static func literalOpacity(_ start: Int, in file: SwiftSource) -> Double? {
        guard isTranslucent(start, in: file) else { return nil }
        var k = start
        var steps = 0
        while k < file.code.count && steps < 64 {
            steps += 1
            if file.isChar(k, "."), file.codeIs(k + 1, "opacity") || file.codeIs(k + 1, "withAlphaComponent"), file.isChar(k + 2, "("),
               let close = file.matchingClose(k + 2) {
                // The argument alone (`alpha:` labels none of these), a number below 1.
                guard close == k + 4, file.kind(k + 3) == .integer || file.kind(k + 3) == .float,
                      let alpha = Double(file.text(code: k + 3).filter { $0 != "_" }) else { return nil }
                if alpha < 1 { return alpha > 0 ? alpha : nil }
                k = close + 1
                continue
            }
            if file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{") {
                guard let close = file.matchingClose(k) else { return nil }
                k = close + 1
                continue
            }
            k += 1
        }
        return nil
    }
}
