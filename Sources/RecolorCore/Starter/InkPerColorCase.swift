#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A black or white returned per case of a switch over a color: cove's wallet icons (session 25,
/// intent25), `let foregroundColor = switch wallet.swiftColor { case .almostWhite: Color.black; case
/// .lightMint: Color.black; default: Color.white }`, then drawn on `backgroundColor:
/// wallet.swiftColor`. The ink is chosen by the color it stands on (a computation on another color,
/// as a brightness test is): made adaptive, the black became `Color.primary`, a white glyph on the
/// near-white wallet color in Dark Mode. The wallet colors do not follow the appearance, so the ink
/// chosen for each does not either.
extension FixedIntentReader {
    /// `chosen per value of wallet.swiftColor, the color it is drawn on` when the black or white at
    /// code index `k` is the whole body of a case (or `default`) of a switch whose subject names a
    /// color (its last word: `swiftColor`, `backgroundColor`, `tint`) and whose every case body is a
    /// black or white finding; nil otherwise.
    func inkPerColorCase(_ k: Int, color: RGBA?) -> String? {
        guard let color, Self.isBlack(color) || Self.isWhite(color) else { return nil }
        var b = k - 1
        if file.codeIs(b, "return") { b -= 1 }
        guard b > 0, file.isChar(b, ":"), let open = groups.opener(of: k), file.isChar(open, "{"), let close = file.matchingClose(open) else { return nil }
        var s = open - 1
        while s > 0, open - s <= 12, !file.codeIs(s, "switch"), !file.isChar(s, "{"), !file.isChar(s, "}") { s -= 1 }
        guard file.codeIs(s, "switch"), s + 1 < open, file.isWord(open - 1),
              ColorContextNames.isColorName(file.text(code: open - 1)) else { return nil }
        let labels = caseLabels(open: open, close: close)
        guard labels.count >= 2, labels.allSatisfy({ bodyColor($0.body).map { Self.isBlack($0) || Self.isWhite($0) } == true }) else { return nil }
        let subject = (s + 1..<open).map { file.text(code: $0) }.joined()
        return "chosen per value of \(subject), the color it is drawn on (switch \(subject))"
    }
}
