#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A knob's shadow written on its `ShapeStyle` rather than on the shape (OnlySwitch's toggles,
/// session 22 F5: `Circle()….foregroundStyle(.white.gradient.shadow(.drop(radius: 3, x: 1, y: 1)))`
/// over an accent or gray track). `ControlKnob` looked for `.shadow` only in the shape's modifier
/// chain, so this spelling of the same knob got a fill token, near black in Dark on every switch.
extension FixedIntentReader {
    /// Whether the paint argument opened at `open` (`foregroundStyle(`, `fill(`) carries, after the
    /// color starting at code index `k`, a `.shadow(…)` of its own style chain (not one nested
    /// in a further call's arguments).
    func shapeStyleShadow(after k: Int, in open: Int) -> Bool {
        guard let close = file.matchingClose(open) else { return false }
        var j = k
        while j < close {
            if file.isChar(j, "(") || file.isChar(j, "["), let c = file.matchingClose(j) { j = c + 1; continue }
            if file.isChar(j, ",") { return false }  // another argument
            if file.codeIs(j, "shadow"), file.isChar(j - 1, "."), file.isChar(j + 1, "(") { return true }
            j += 1
        }
        return false
    }
}
