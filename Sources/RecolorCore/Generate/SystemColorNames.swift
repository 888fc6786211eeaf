/// The colors the system frameworks declare as static members of their color types, which
/// `generate` must never declare again (`UIColor.systemBackground`, `NSColor.labelColor`).
/// From the UIKit, AppKit and SwiftUI references (../shared/data/apple-system-colors.md for
/// the adaptive ones).
package enum SystemColorNames {
    static let uikit: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown", "clear", "lightText", "darkText", "groupTableViewBackground",
        "viewFlipsideBackground", "scrollViewTexturedBackground", "underPageBackground", "tintColor",
        "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan",
        "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray", "systemGray2",
        "systemGray3", "systemGray4", "systemGray5", "systemGray6", "label", "secondaryLabel", "tertiaryLabel",
        "quaternaryLabel", "placeholderText", "link", "separator", "opaqueSeparator", "systemFill",
        "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "systemBackground",
        "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
    ]
    static let appkit: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown", "clear",
        "labelColor", "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "quinaryLabel",
        "textColor", "placeholderTextColor", "selectedTextColor", "textBackgroundColor", "selectedTextBackgroundColor",
        "keyboardFocusIndicatorColor", "unemphasizedSelectedTextColor", "unemphasizedSelectedTextBackgroundColor",
        "linkColor", "separatorColor", "selectedContentBackgroundColor", "unemphasizedSelectedContentBackgroundColor",
        "selectedMenuItemTextColor", "gridColor", "headerTextColor", "alternatingContentBackgroundColors",
        "controlAccentColor", "controlColor", "controlBackgroundColor", "controlTextColor", "disabledControlTextColor",
        "currentControlTint", "selectedControlColor", "selectedControlTextColor", "alternateSelectedControlTextColor",
        "scrubberTexturedBackground", "windowBackgroundColor", "windowFrameTextColor", "underPageBackgroundColor",
        "findHighlightColor", "highlightColor", "shadowColor", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "quinarySystemFill",
        "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan",
        "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray",
        "controlHighlightColor", "controlLightHighlightColor", "controlShadowColor", "controlDarkShadowColor",
        "scrollBarColor", "knobColor", "selectedKnobColor", "windowFrameColor", "selectedMenuItemColor",
        "headerColor", "secondarySelectedControlColor", "alternateSelectedControlColor",
        "controlAlternatingRowBackgroundColors",
    ]
    static let swiftui: Set<String> = [
        "black", "white", "clear", "gray", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue",
        "indigo", "purple", "pink", "brown", "primary", "secondary", "accentColor",
    ]
    static let coregraphics: Set<String> = ["black", "white", "clear"]
    static let coreimage: Set<String> = ["black", "white", "gray", "red", "green", "blue", "cyan", "magenta", "yellow", "clear"]

    /// Whether `name` is a color the system declares on `type`.
    package static func contains(_ name: String, on type: BaseColorType) -> Bool {
        switch type {
        case .uiColor: return uikit.contains(name)
        case .nsColor: return appkit.contains(name)
        case .color: return swiftui.contains(name)
        case .cgColor: return coregraphics.contains(name)
        case .ciColor: return coreimage.contains(name)
        }
    }
}
