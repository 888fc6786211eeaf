#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A fade of a gradient to a surface: a fully transparent stop beside an opaque stop of the same
/// color (`[UIColor(white: 1, alpha: 0).cgColor, UIColor(white: 1, alpha: 1).cgColor]`, GitHawk's
/// collapsed comment fading into its white cell). The opaque stop takes its surface's token and
/// turns black in Dark, but the transparent one kept white as its dark value; CAGradientLayer
/// interpolates unpremultiplied components, so the fade ran through a gray haze (session 20
/// audit F13, repro r12). The transparent stop's token takes the opaque stop's values at alpha 0
/// in every appearance: it stays invisible, and the fade runs in the surface's own color.
extension StarterDraft {
    /// The context of a gradient's array of colors (`layer.colors = […]`, `Gradient(colors: […])`).
    static let gradientColorsContext = "colors"

    /// `tokens` with each transparent stop's token given the dark values of the opaque stop of the
    /// same color beside it in one gradient array; a token whose stops fade into tokens of different
    /// values is left as it is. `intended`: each report's token.
    mutating func fadeTransparentStops(_ reports: [Report], intended: [String?], files: [FileResult]) {
        var byFile: [String: [Int]] = [:]
        for (n, r) in reports.enumerated() where r.finding.context == Self.gradientColorsContext && intended[n] != nil && r.finding.color != nil {
            byFile[r.file, default: []].append(n)
        }
        guard byFile.values.contains(where: { ns in ns.contains { reports[$0].finding.color!.alpha == 0 } }) else { return }
        let index = Dictionary(tokens.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var partner: [Int: Int?] = [:]  // transparent token → opaque token (nil: more than one)
        for content in files where content.kind == .swift {
            guard let ns = byFile[content.path], ns.count > 1 else { continue }
            let file = SwiftSource(path: content.path, bytes: content.bytes)
            // Each stop's array (its `[`), in source order.
            let stops = ns.compactMap { n in Self.arrayOpen(holding: file.codeIndex(atOrAfter: reports[n].finding.range.lowerBound), in: file).map { (n, $0) } }
            for (i, stop) in stops.enumerated() where reports[stop.0].finding.color!.alpha == 0 {
                let clear = reports[stop.0].finding.color!
                let neighbours = [i - 1, i + 1].filter { stops.indices.contains($0) && stops[$0].1 == stop.1 }.map { stops[$0].0 }
                guard let opaque = neighbours.first(where: { reports[$0].finding.color!.alpha == 255 && reports[$0].finding.color!.opaque == clear.opaque }),
                      let t0 = intended[stop.0].flatMap({ index[$0] }), let t1 = intended[opaque].flatMap({ index[$0] }), t0 != t1,
                      tokens[t0].system == nil, tokens[t0].harvest == nil, !tokens[t0].fixed, !tokens[t1].fixed else { continue }
                if let seen = partner[t0], seen != t1 { partner[t0] = .some(nil) } else { partner[t0] = t1 }
            }
        }
        for (t0, found) in partner {
            guard let t1 = found else { continue }
            var values = AppearanceValues()
            for (appearance, color) in tokens[t1].appearance.given { values[appearance] = color.withAlpha(unit: 0) }
            guard values[.light] == tokens[t0].appearance[.light] else { continue }
            tokens[t0].appearance = values
            tokens[t0].darkNote = "the transparent stop of a gradient fading into \(tokens[t1].name): its values at alpha 0, so the fade keeps the surface's color in every appearance"
            tokens[t0].description = Self.describe(tokens[t0])
        }
    }

    /// The `[` of the array literal whose element starts at code index `k`, if it is one.
    static func arrayOpen(holding k: Int, in file: SwiftSource) -> Int? {
        var j = k - 1
        var steps = 0
        while j >= 0, steps < 400 {
            steps += 1
            if file.isChar(j, ")") || file.isChar(j, "]") || file.isChar(j, "}"), let open = file.matchingOpen(j) { j = open - 1; continue }
            if file.isChar(j, "[") { return j }
            if file.isChar(j, "(") || file.isChar(j, "{") || file.isChar(j, ";") { return nil }
            j -= 1
        }
        return nil
    }
}
