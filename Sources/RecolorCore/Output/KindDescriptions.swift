/// What each finding kind is and what to do about it: SARIF's rule texts.
package enum KindDescriptions {
    package static func title(_ kind: FindingKind) -> String {
        switch kind {
        case .rgbConstructor: return "Color built from literal components"
        case .hexConstructor: return "Color built from a hex literal"
        case .colorLiteral: return "Color literal"
        case .namedColor: return "Fixed named color"
        case .paletteReference: return "Raw palette color"
        case .ibColor: return "Hard-coded color in Interface Builder"
        case .assetColor: return "Color set without a dark appearance"
        }
    }

    package static func help(_ kind: FindingKind) -> String {
        let why = "A hard-coded color looks the same in light and dark appearance and at every elevation; a semantic token resolves per trait collection."
        switch kind {
        case .rgbConstructor:
            return "A color made from constant components, such as UIColor(red:green:blue:alpha:), NSColor(srgbRed:…) or SwiftUI's Color(red:green:blue:). \(why) Replace it with the semantic token the mapping table names; `recolor fix` does it for mapped findings."
        case .hexConstructor:
            return "A color made from a hex literal through an extension such as UIColor(hex: 0x313440). \(why) Replace it with the semantic token the mapping table names; `recolor fix` does it for mapped findings."
        case .colorLiteral:
            return "A #colorLiteral(red:green:blue:alpha:) in code. \(why) Replace it with the semantic token the mapping table names; `recolor fix` does it for mapped findings."
        case .namedColor:
            return "A fixed named color such as UIColor.white or an implicit .black where a color is expected. System colors like .label adapt; fixed ones do not. \(why) Replace it with a semantic token, or add a rule for it in .recolor.json."
        case .paletteReference:
            return "A reference to a raw design-palette member (Essentials.grey70) outside the palette's own file. Palette values are fixed; the design system's semantic tokens are not. Use the semantic token for the role (primaryText, background, ...)."
        case .ibColor:
            return "A <color> element of a .xib or .storyboard with literal components (in any color space) or a fixed system color such as cocoaTouchSystemColor=\"whiteColor\". \(why) Use a named color from the asset catalog; `recolor fix` rewrites mapped elements to name=\"<token's asset>\" and adds the named-color cache."
        case .assetColor:
            return "An asset-catalog color set (*.colorset/Contents.json) whose colors have no dark appearance, so it shows its light value in dark mode. Add the dark variant; `recolor fix` adds the mapped token's dark (and high-contrast) values in Xcode's format."
        }
    }
}
