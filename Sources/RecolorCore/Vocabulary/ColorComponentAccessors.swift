#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The properties that read a color's components as numbers: Core Image's `red`, `green`, `blue`,
/// `alpha`, AppKit's `redComponent`…, Core Graphics' `components`. A named color read through one
/// is a number, never drawn (leminlimez/Cowabunga's `plist["red"] as? Double ?? CIColor.gray.red`,
/// a stored setting's default: 6 false findings, session 24).
enum ColorComponentAccessors {
    static let names: Set<String> = [
        "red", "green", "blue", "alpha",
        "redComponent", "greenComponent", "blueComponent", "alphaComponent", "whiteComponent",
        "hueComponent", "saturationComponent", "brightnessComponent",
        "cyanComponent", "magentaComponent", "yellowComponent", "blackComponent",
        "components", "numberOfComponents",
    ]
    /// The methods that read them into variables (`color.getRed(&r, green: &g, blue: &b, alpha: &a)`):
    /// a stored color read back this way is data (Pyto's turtle pen, `ColorsKeptAsValues`).
    static let getters: Set<String> = ["getRed", "getHue", "getWhite", "getComponents"]
}
