#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A black/white pair the app chooses between by its own flag, not the appearance: GoMap's
/// street names `whiteOnBlack ? UIColor.white : UIColor.black` on the halo `(whiteOnBlack ?
/// UIColor.black : UIColor.white).withAlphaComponent(0.3)` (white over aerial imagery, black over
/// map tiles). Read alone, the black arm became `UIColor.label` and the white one stayed white:
/// in Dark both arms were white, white text on a white halo over light tiles (session 21 F18).
/// The pair is one decision, kept as written, when the flag says which is which: its name names
/// black or white (`whiteOnBlack`, `isWhiteText`), or the same condition chooses the swapped
/// pair in the same type (text and its halo or background chosen together). A flag that chooses
/// the text alone (`isSelected ? .white : .black` on a page that adapts) is no such pair: kept
/// black, its text would vanish on the dark page.
extension FixedIntentReader {
    /// `whiteOnBlack ? UIColor.white : UIColor.black` when the finding at code index `k` is an
    /// arm of such a choice.
    func flagChoice(_ finding: Finding, start k: Int) -> String? {
        guard let c = finding.color ?? finding.baseColor, Self.isBlack(c) || Self.isWhite(c),
              let choice = blackWhiteTernary(at: k), !choice.condition.contains(where: namesAppearance),
              // A comparison (`white > 0.5`) measures a color: computed, read by `brightnessTest`,
              // whose keep also covers the computation's `??` fallback (ComputedFallbackTests).
              !choice.condition.contains(where: { n in ["<", ">", "<=", ">="].contains { file.codeIs(n, $0) } }) else { return nil }
        let shown = file.text(file.code[choice.condition.lowerBound].begin..<file.code[choice.whenFalse.upperBound - 1].end)
        let words = choice.condition.filter { file.isWord($0) }.flatMap { Self.words(file.text(code: $0)) }
        if words.contains("white") || words.contains("black") { return shown }
        // The same condition choosing the swapped pair elsewhere in the type.
        guard let type = syntax.tree.enclosingType(at: k) else { return nil }
        let condition = conditionText(choice.condition)
        for offset in findingColors.keys.sorted() {
            let j = file.codeIndex(atOrAfter: offset)
            guard j > type.open, j < type.close, j != choice.whenTrue.lowerBound, j != choice.whenFalse.lowerBound,
                  let other = blackWhiteTernary(at: j), other.whenTrue.lowerBound == j,
                  conditionText(other.condition) == condition, other.trueIsWhite != choice.trueIsWhite else { continue }
            return shown
        }
        return nil
    }

    /// A condition's tokens joined without spaces (`LabelLayer.whiteOnBlack`).
    func conditionText(_ r: Range<Int>) -> String { r.map { file.text(code: $0) }.joined() }

    struct BlackWhiteTernary {
        var condition: Range<Int>
        var whenTrue: Range<Int>
        var whenFalse: Range<Int>
        var trueIsWhite: Bool
    }

    /// The ternary whose arm starts at code index `k` (the finding's first token), when its two
    /// arms are findings, one black and one white.
    func blackWhiteTernary(at k: Int) -> BlackWhiteTernary? {
        guard let parts = ternaryParts(armAt: k),
              let a = findingColors[file.code[parts.whenTrue.lowerBound].begin], let b = findingColors[file.code[parts.whenFalse.lowerBound].begin],
              Self.isWhite(a) && Self.isBlack(b) || Self.isBlack(a) && Self.isWhite(b) else { return nil }
        return BlackWhiteTernary(condition: parts.condition, whenTrue: parts.whenTrue, whenFalse: parts.whenFalse, trueIsWhite: Self.isWhite(a))
    }

    /// The ternary one of whose arms starts at code index `k`.
    func ternaryParts(armAt k: Int) -> TernaryParts? {
        // The statement's piece holding the arm: back and forth to a boundary at its level.
        func isBoundary(_ n: Int) -> Bool {
            file.isChar(n, "(") || file.isChar(n, "[") || file.isChar(n, "{") || file.isChar(n, "}") || file.isChar(n, ",")
                || file.isChar(n, ")") || file.isChar(n, "]") || file.codeIs(n, "=") || file.codeIs(n, "return") || file.codeIs(n, "in")
        }
        var s = k - 1
        var steps = 0
        while s >= 0, steps < 40 {
            steps += 1
            if file.isChar(s, ")") || file.isChar(s, "]"), let open = file.matchingOpen(s) { s = open - 1; continue }
            if isBoundary(s) { break }
            s -= 1
        }
        var e = k
        steps = 0
        while e < file.code.count, steps < 40 {
            steps += 1
            if file.isChar(e, "(") || file.isChar(e, "["), let close = file.matchingClose(e) { e = close + 1; continue }
            if isBoundary(e) { break }
            // A new line that does not continue the expression ends it.
            if e > k, file.code[e].begin > file.code[e - 1].end, file.text(file.code[e - 1].end..<file.code[e].begin).contains("\n"),
               !file.isChar(e, "."), !file.isChar(e, "?"), !file.isChar(e, ":"), file.code[e].kind != .operator { break }
            e += 1
        }
        guard steps < 40, let parts = TernaryParts.of(s + 1..<e, in: file),
              parts.whenTrue.lowerBound == k || parts.whenFalse.lowerBound == k else { return nil }
        return parts
    }
}
