#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The color handed to a drawing tool's initializer: Brightroom's blur mask, `currentBrush =
/// .init(color: .black, pixelSize: pixelSize)`, an `OvalBrush` whose color `DrawnPath.draw` strokes
/// into the mask image at render time (`brush.color.setStroke()`). The stroke is the user's data, like
/// a brush palette's colors (kept by `dataCollection`) or a brush's stored default (`drawingDefault`);
/// made `UIColor.label`, a mask painted or rendered in Dark was white, and the exported photo blurred
/// elsewhere (session 25 audit, F14).
extension FixedIntentReader {
    /// `the color: of OvalBrush(…), drawn into the user's drawing (brush)` when the color at code index
    /// `k` is the whole `color:` argument of an initializer of a type named for a drawing tool, or of
    /// `.init(…)` assigned to a property so named.
    func brushArgument(_ k: Int) -> String? {
        guard k >= 3, file.isChar(k - 1, ":"), file.codeIs(k - 2, "color"), file.isChar(k - 3, "(") || file.isChar(k - 3, ","),
              let open = groups.opener(of: k), file.isChar(open, "("), open >= 2 else { return nil }
        let tool: String
        if file.codeIs(open - 1, "init"), file.isChar(open - 2, ".") {
            // `currentBrush = .init(…)`, `brush = OvalBrush.init(…)`.
            var j = open - 3
            if file.isWord(j), !file.codeIs(j, "=") { j -= 1 }
            guard j >= 1, file.codeIs(j, "="), file.isWord(j - 1) else { return nil }
            tool = file.text(code: j - 1)
        } else {
            guard file.isWord(open - 1), file.text(code: open - 1).first?.isUppercase == true else { return nil }
            tool = file.text(code: open - 1)
        }
        guard let word = Set(Self.words(tool)).intersection(Self.drawingWords).sorted().first else { return nil }
        return "the color: of \(tool)'s initializer, drawn into the user's drawing (\(word))"
    }
}
