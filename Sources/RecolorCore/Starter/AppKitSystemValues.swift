#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// AppKit's own values of a system color where they are not UIKit's: `NSColor.labelColor` is
/// black at 84.7 % alpha in Aqua and white at 84.7 % in Dark Aqua (0.8471, measured on macOS 26;
/// UIKit's `label` is opaque). `init` proposes `labelColor` for opaque black text of AppKit code,
/// as Apple advises, but the token then carries AppKit's values, so that `contrast` composites the
/// alpha and the description says the light value changes (ProfileCreator's `#000000` was said to
/// "equal Apple's label in light mode": session 26's review, F16).
enum AppKitSystemValues {
    /// The alpha of AppKit's label color in both appearances: 0.8471 × 255 = 216.
    static let labelAlpha: UInt8 = 0xD8

    /// AppKit's values of `system` for a token drawn by AppKit code alone; nil where they are UIKit's.
    static func values(of system: AppleSystemColor, frameworks: Set<Framework>, platforms: Set<Framework>) -> AppearanceValues? {
        guard system.name == "label", frameworks.contains(.appkit) || platforms.contains(.appkit),
              !frameworks.contains(.uikit), !frameworks.contains(.swiftui), !platforms.contains(.uikit) else { return nil }
        var values = AppearanceValues()
        values[.light] = RGBA(red: 0, green: 0, blue: 0, alpha: labelAlpha)
        values[.dark] = RGBA(red: 255, green: 255, blue: 255, alpha: labelAlpha)
        return values
    }

    /// The description's words for a token given AppKit's values: what changes from the code's value.
    static func note(_ system: AppleSystemColor, code: RGBA, values: AppearanceValues) -> String {
        let light = values[.light]!
        let before = ContrastAudit.check(code, on: RGBA(red: 255, green: 255, blue: 255), in: .light, minimum: 4.5).ratio
        let after = ContrastAudit.check(light, on: RGBA(red: 255, green: 255, blue: 255), in: .light, minimum: 4.5).ratio
        return "nearest Apple \(system.name): AppKit's labelColor is black at 85 % alpha (\(light.hex(withAlpha: true))), not the opaque \(code.hex(withAlpha: code.alpha < 255)) of the code, "
            + "so text draws a little lighter (on white \(ContrastReport.ratio(before)):1 → \(ContrastReport.ratio(after)):1); dark is AppKit's white at 85 % alpha"
    }
}
