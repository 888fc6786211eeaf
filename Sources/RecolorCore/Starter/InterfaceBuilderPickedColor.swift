#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The color of a color well laid out in Interface Builder (LyricsX's Preferences.storyboard:
/// `<colorWell><color key="color" …/>` bound to the user's lyrics color): the value the user
/// picks and gets back, data as a registered default is (`RegisteredDefaults`). The document's
/// finding carries the well's class as its place, and the keep rule is limited to it.
enum InterfaceBuilderPickedColor {
    static func intent(of finding: Finding) -> FixedIntentSite? {
        guard finding.kind == .ibColor, finding.context == "color", let place = finding.place,
              Set(ColorContextNames.pickerElements.values).contains(place) || place.hasSuffix("ColorWell") else { return nil }
        return FixedIntentSite(intent: .data, evidence: "the color the user picks in a color well (\(place))")
    }
}
