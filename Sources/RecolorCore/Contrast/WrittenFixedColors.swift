#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A fixed named color the code writes where no finding stands (`delayLabel.textColor =
/// NSColor.white` in a file `paletteFiles` names, whose other colors are no findings; a line the
/// app silenced): it is drawn as written in every appearance, so it is a side of the pairs it is
/// in, named by its value as a kept color is (`KeptColorSubjects`). clashX's white delay text
/// over its label's red layer was no pair at all, and `init` lightened the red for dark under it
/// (5.27:1 → 3.6:1; session 24 sweep L3). Only `UIColor.X`/`NSColor.X` of UIKit's named colors,
/// or `.X` assigned to a color property (`label.textColor = .white`); never an arm of a choice
/// (`isDark ? .white : .black` is the code's own decision), nor one with its alpha changed, nor
/// a preview's (sample code for the canvas, `PreviewCode`).
enum WrittenFixedColors {
    static let types: Set<String> = ["UIColor", "NSColor"]
    static let previewFinder = ByteFinder("Preview")

    /// The subjects (`#FFFFFF`) by the code token each use starts at, outside every report's range.
    static func subjects(in file: SwiftSource, reports: [Report]) -> [Int: String] {
        var out: [Int: String] = [:]
        let ranges = reports.map(\.finding.range) + (previewFinder.occurs(in: file.bytes) ? PreviewCode.ranges(in: file) : [])
        for k in file.code.indices where k >= 2 && file.isChar(k - 1, ".") && file.isWord(k) {
            guard let color = NamedColors.uikit[file.text(code: k)] else { continue }
            let start: Int
            if file.isWord(k - 2) {
                // `UIColor.white`, not the tail of `Theme.UIColor.white` nor a member of another type.
                guard types.contains(file.text(code: k - 2)), !file.isChar(k - 3, ".") else { continue }
                start = k - 2
            } else {
                // `.white` assigned to a color property (`label.textColor = .white`).
                guard file.codeIs(k - 2, "="), file.isWord(k - 3), ContrastRole(contextName: file.text(code: k - 3)) != nil else { continue }
                start = k - 1
            }
            // An arm of a choice is the code's decision, drawn in one case only.
            if file.isChar(start - 1, "?") || file.isChar(start - 1, ":") || file.isChar(k + 1, "?") || file.isChar(k + 1, ":") { continue }
            if TokenExpressions.alphaChanged(after: k, in: file) { continue }
            let begin = file.code[start].begin
            guard !ranges.contains(where: { $0.contains(begin) }) else { continue }
            out[start] = color.hex(withAlpha: false)
        }
        return out
    }
}
