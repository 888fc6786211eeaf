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
        case .staleColor: return "Dynamic color made fixed where it is not re-applied"
        case .globalAppearance: return "Appearance read from a global trait collection"
        case .attributedTextColor: return "Attributed text without a foreground color"
        case .unguardedTraitChange: return "Trait change handled without hasDifferentColorAppearance"
        case .fixedSpinnerStyle: return "Spinner style of one color in every appearance"
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
        case .staleColor:
            return "A dynamic color (a system color such as UIColor.label, a color set with a dark appearance, a token with a dark value, a dynamic provider) turned into a fixed value (.cgColor, CIColor(color:), getRed/getWhite/getHue) and stored in a layer property, a stored property or a CGContext call outside the places UIKit and AppKit re-run when the appearance changes. CALayer and CGColor do not understand dynamic colors: the value keeps the appearance of the moment it was set. resolvedColor(with:) and performAsCurrent make it right once, not fresh. Set it in draw, layoutSubviews, updateLayer, viewDidLayoutSubviews, viewDidChangeEffectiveAppearance, a registerForTraitChanges handler or traitCollectionDidChange guarded by hasDifferentColorAppearance; `recolor fix --hazards` writes that hook."
        case .globalAppearance:
            return "UIScreen.main.traitCollection, UITraitCollection.current or NSAppearance.current read to choose a color outside the places that set it (draw, layout, traitCollectionDidChange, performAsCurrent). The screen's traits ignore a window's or a view's override, and the current trait collection has no defined value elsewhere: the choice is made once, with the wrong traits. Choose with the view's own traitCollection, or use a dynamic color that chooses per trait collection."
        case .attributedTextColor:
            return "An attributed string with attributes but no .foregroundColor shown in a text view, drawn with draw(at:)/draw(in:) or built from HTML. Without a foreground color attribute the text is defined to draw black, unreadable in dark mode. Add .foregroundColor with a dynamic color (the text token, or UIColor.label / NSColor.labelColor)."
        case .fixedSpinnerStyle:
            return "A UIActivityIndicatorView given the style .gray, .white or .whiteLarge (in its initializer or activityIndicatorViewStyle), deprecated in iOS 13. These styles draw one color in every appearance: a gray spinner is nearly invisible on a dark background, a white one on a light background. Use .medium or .large, which draw in the label color of the appearance (or set .color to keep a white spinner over a surface that stays dark); `recolor fix --hazards` writes .medium/.large where every target is iOS 13 or later."
        case .unguardedTraitChange:
            return "A traitCollectionDidChange(_:) override that does color work without checking traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection). Trait changes that do not affect colors (size classes, content size) re-run the color work for nothing, and a comparison of userInterfaceStyle alone misses the elevation and contrast changes. Guard the color work with hasDifferentColorAppearance."
        }
    }
}
