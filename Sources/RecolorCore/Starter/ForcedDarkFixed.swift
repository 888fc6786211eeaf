#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An app that forces Dark as a whole (`window.overrideUserInterfaceStyle = .dark`, Info.plist
/// `UIUserInterfaceStyle` Dark, `.preferredColorScheme(.dark)` on the root of its scene) draws its
/// code's colors as its dark theme. The contract's v4 Intent proposes fixed for the values of an
/// app's dark theme, and a subtree forced Dark was kept as written already; the whole app's colors
/// got a proposed light instead (a white ring → light #1F1F1F-ish partners, a dark surface → a
/// light one), which no screen draws, and `contrast` measured a light appearance the app never
/// shows. They are fixed tokens now: one value, the one it shows; no Apple system color is matched
/// for them (an adaptive `label` beside a fixed dark surface would turn black on it once the app
/// stopped forcing). Harvested pairs and color sets keep the code's values (session 25's "Left").
extension StarterDraft {
    /// The description's part for such a token.
    static func forcedDarkFixedNote(_ code: RGBA) -> String {
        "the app forces Dark: \(code.hex(withAlpha: code.alpha < 255)) is the value it shows today, a value of its dark theme: fixed (one value in every appearance); give it a light value when the app stops forcing Dark"
    }
}
