#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A color given as the `.background` of a picture: a view whose modifier chain scales an image
/// (winston's account avatar: `URLImage(url:)` or `Image(…).resizable()`, then `.scaledToFill()
/// .background(.white)`). It shows through the picture's transparent parts, which do not follow the
/// appearance; made adaptive, the white behind an avatar turned near-black `primaryBackground`.
extension FixedIntentReader {
    /// The modifiers that only a picture takes (SwiftUI's `Image` and views wrapping one).
    static let pictureModifiers: Set<String> = ["scaledToFill", "scaledToFit", "resizable", "aspectRatio", "interpolation", "antialiased"]

    /// Whether a name says it is a scannable code (`qrCodeView`, `QRCode`, `qrImage`, `barcodeView`).
    static func namesScannableCode(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasPrefix("qr") || lower.contains("qrcode") || lower.contains("barcode")
    }

    /// `the background of a picture (.scaledToFill())` when code index `k` is the whole argument of
    /// a `.background(…)` whose receiver's modifier chain holds a picture's modifier. A chain
    /// headed by a filled symbol (`Image(systemName: "checkmark.circle.fill").resizable()`, Sora's
    /// selection badge, mastodon's remove button) shows the background through the symbol's
    /// cut-out: the inside of the symbol, kept as `onColoredFill`; an outline symbol is no picture.
    func pictureBackground(_ k: Int) -> FixedIntentSite? {
        guard let paren = groups.opener(of: k), file.isChar(paren, "("), paren + 1 == k, paren > 2,
              file.codeIs(paren - 1, "background"), file.isChar(paren - 2, ".") else { return nil }
        var j = paren - 2
        var steps = 0
        var picture: String?
        while steps < 24, j > 1, file.isChar(j, "."), file.isChar(j - 1, ")"), let o = file.matchingOpen(j - 1), o > 1, file.isWord(o - 1) {
            steps += 1
            let name = file.text(code: o - 1)
            if Self.pictureModifiers.contains(name), file.isChar(o - 2, "."), picture == nil { picture = name }
            guard file.isChar(o - 2, ".") else {
                // A scannable code (a QR code, a barcode) needs its light quiet zone in every
                // appearance: phoenix's receive card, `qrCodeView().padding().background(Color.white)`,
                // went black in Dark under the comment "Even in dark mode" (session 20 audit F7).
                if let code = ((o - 1)...(file.matchingClose(o) ?? o)).first(where: { file.isWord($0) && Self.namesScannableCode(file.text(code: $0)) }) {
                    return FixedIntentSite(intent: .mediaSurface, evidence: "the background of a scannable code (\(file.text(code: code))), which needs a light quiet zone in every appearance")
                }
                // The chain's head: a symbol is no picture.
                guard picture != nil, name == "Image", file.codeIs(o + 1, "systemName") else { break }
                guard file.kind(o + 3) == .stringQuote, file.kind(o + 4) == .stringSegment, case let symbol = file.text(code: o + 4),
                      symbol.hasSuffix(".fill") else { return nil }
                return FixedIntentSite(intent: .onColoredFill, evidence: "the inside of Image(systemName: \"\(symbol)\"), drawn behind it")
            }
            j = o - 2
        }
        return picture.map { FixedIntentSite(intent: .mediaSurface, evidence: "the background of a picture (.\($0)())") }
    }
}
