#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The readers of a color standing as a layer (`ZStack { Color.black.ignoresSafeArea(); … }`, a
/// scrim, a shadow, a letterbox) read the layer's syntax themselves; they asked for a finding with
/// no context, which such a color was until detection named it by its place (`ViewBuilderPlace`).
/// They ask this instead: no context, or only the one its place gives.
extension FixedIntentReader {
    func namesOnlyItsPlace(_ finding: Finding, start k: Int) -> Bool {
        guard let context = finding.context else { return true }
        let last = file.codeIndex(atOrAfter: finding.range.upperBound) - 1
        guard let place = ViewBuilderPlace.of(expressionAt: k, last: last, in: file, groups: groups) else { return false }
        return ColorContextNames.context(ofViewAt: place) == context
    }
}
