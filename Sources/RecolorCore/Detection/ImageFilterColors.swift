#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A Core Image color handed to a filter is a value of the image being processed, never a color the
/// app's appearance shows: Brightroom's fade adjustment, `CIFilter(name: "CIConstantColorGenerator",
/// parameters: [kCIInputColorKey: CIColor(red: 1, …, alpha: CGFloat(intensity))])` composited over
/// the photo, was reported (init: "give it a rule by hand"), and a constant `CIImage(color:
/// CIColor(red: 0.1, …))` was rewritten to `CIColor(color: Semantic.blueColor)`: the exported photo
/// would change with the appearance it was rendered in (session 25 audit, F16). A finding (the
/// contract counts every constant `CIColor(red:…)`), which `init` keeps as the picture's color.
enum ImageFilterColors {
    /// Whether the `CIColor` constructor at code index `start` is a filter's input: the value of a
    /// `kCI…Key` or `"input…"` key (a `parameters:` dictionary), the argument of `CIImage(color:)`,
    /// or the value of `setValue(_:forKey:)`.
    static func isFilterInput(_ file: SwiftSource, start: Int) -> Bool {
        guard start >= 2 else { return false }
        if file.isChar(start - 1, ":") {
            let key = start - 2
            // `CIImage(color: …)`.
            if file.codeIs(key, "color"), file.isChar(key - 1, "("), file.codeIs(key - 2, "CIImage") { return true }
            // `kCIInputColorKey: …`, `"inputColor0": …`.
            if file.isWord(key), isFilterKey(file.text(code: key)) { return true }
            if file.isChar(key, "\""), key >= 2, file.code[key - 1].kind == .stringSegment, file.text(code: key - 1).hasPrefix("input") { return true }
            return false
        }
        // `filter.setValue(CIColor(…), forKey: kCIInputColorKey)`.
        if file.isChar(start - 1, "("), file.codeIs(start - 2, "setValue") { return true }
        return false
    }

    /// What `ParameterFlows` says a parameter flows into when the function's body makes it a
    /// Core Image color and does nothing else with it: the picture's color, kept (`FixedIntentReader`).
    static let parameterFlow = "CIColor"

    /// Whether the name at code index `t` is converted to a Core Image color: `CIColor(color: t)`,
    /// `CIColor(cgColor: t.cgColor)` (or `t` itself a CGColor), nothing else chained on it.
    static func isCoreImageConversion(_ file: SwiftSource, argument t: Int) -> Bool {
        guard t >= 4, file.isChar(t - 1, ":"), file.isChar(t - 3, "("), file.codeIs(t - 4, "CIColor") else { return false }
        let label = file.text(code: t - 2)
        guard label == "color" || label == "cgColor" else { return false }
        let after = file.isChar(t + 1, ".") && file.codeIs(t + 2, "cgColor") ? t + 3 : t + 1
        // The whole Core Image color, not read for its components (`CIColor(color: c).red`).
        guard file.isChar(after, ")") || file.isChar(after, ","), let close = file.matchingClose(t - 3) else { return false }
        return !file.isChar(close + 1, ".")
    }

    /// `kCIInputColorKey`, `kCIInputBackgroundColorKey`: Core Image's input keys.
    static func isFilterKey(_ name: String) -> Bool { name.hasPrefix("kCI") && name.hasSuffix("Key") }
}
