/// Why a color must stay the same in every appearance: the one vocabulary `init` writes into
/// its `keep` rules' reasons, which `scan` and the inventory then show. A color that adapts
/// where the code meant it fixed turns into its opposite in Dark Mode (the black behind a video
/// turns white, a shadow becomes a glow, a user's chosen brush changes color).
public enum FixedIntent: String, Sendable, CaseIterable {
    /// An element of a color collection the code indexes, iterates or offers for choice.
    case data
    /// The background of a player, video, camera, image, artwork or preview view.
    case mediaSurface = "media surface"
    /// The fallback of a color set looked up by name (Zap's `UIColor(named: name, in: bundle,
    /// compatibleWith: nil) ?? UIColor.magenta`): drawn only when the set is missing, a signal
    /// to the developer, no design color to name or to adapt.
    case fallback = "missing-asset fallback"
    /// A shadow's color.
    case shadow
    /// A translucent black or white that dims what is behind it.
    case scrim
    /// Chosen by computing on another color (a brightness or luminance test), or an argument of
    /// such a computation (`theme.mix(with: .black, by: 0.3)`: the mix is what is drawn).
    case computed
    /// A color the code names as a brand's.
    case brand
    /// A value of an app theme that is dark itself (`static let dark = Theme(…)` without a light
    /// one beside it, a `black` theme, a type named `DarkTheme`): already a dark value, which
    /// a proposed dark would invert a second time.
    case darkTheme = "dark theme"
    /// A value of one of the app's own light and dark themes that the user picks in the app,
    /// where the app never sets the appearance from that choice (`ChosenAppearance`): a dynamic
    /// color follows iOS, not the theme, so the light theme made adaptive would draw the dark
    /// theme's colors under iOS Dark Mode beside its own light ones (session 18's audit, F1).
    case userTheme = "user-chosen theme"
    /// Drawn in a view the code forces dark (`.environment(\.colorScheme, .dark)`,
    /// `.preferredColorScheme(.dark)` on it or a view around it): that subtree shows only the
    /// dark appearance, so the code's color is its dark value. An adaptive color chosen by its
    /// light value (black → `Color.primary`) is white there in both system appearances. Or in a
    /// file only targets forcing Dark build (`DarkOnlyTargets`).
    case forcedDark = "forced dark"
    /// Already chosen by the appearance in code, though not as a pair of two colors: one arm of
    /// a test of the appearance whose other arm is no fixed color (`dark ? .black : .clear`,
    /// `dark ? .white : .accentColor`), or a color whose opacity the test chooses. The code
    /// adapts it itself; a proposed dark would invert it in the one appearance it is for.
    case chosenByAppearance = "chosen by appearance"
    /// White drawn twice on one view, as its border and as its glyph or text (SwiftHub's star
    /// button, `layerBorderColor = .white` and `tintColor = .white` on the theme's accent fill):
    /// both sit on the view's own colored fill, not on the page, so the border stays white
    /// with the glyph (a proposed dark made the ring near black around a white star).
    case onColoredFill = "on a colored fill"
    /// Text or a mark in a SwiftUI view drawn only on a color the app picks at run time from its
    /// own fixed per-case colors (OnlySwitch's sticky note: `.background(Color(stickerColor.content))`,
    /// the pastel the user chose, `ChosenColorViews`): the surface keeps its color in Dark, so the
    /// text on it must too (made `Color.primary`, it was white on pastel yellow: session 22 F9).
    case onChosenColor = "on a chosen color"
    /// White drawn on a screen whose whole backdrop is the app's colored gradient (a page dot,
    /// a progress bar, a button on `AppTheme.backgroundGradient(…).ignoresSafeArea()`): that
    /// surface never turns dark, so the white on it stays white (`ColoredBackdrop`).
    case onColoredBackdrop = "on a colored backdrop"
    /// Drawn only as a mask (`.mask { LinearGradient(colors: [.black, .clear]) }`, `.mask(…)`):
    /// its alpha alone counts, so a dark value changes nothing but the table.
    case mask
    /// Text or a tint chosen by the same condition as one of Apple's adaptive colors it is
    /// drawn on (Trio's badge: `stale ? .secondary : .green` behind `stale ? .black : .white`):
    /// the code matched it to that color; made adaptive, black on `.secondary` became white on
    /// a light gray in Dark Mode. Or drawn on one that stays light in Dark Mode (black on
    /// Apple's yellow): it reads there as written, and made adaptive it would not.
    case onSystemColor = "on a system color"
    /// A shape's fill blurred into a soft light (`Circle().fill(Color.hex("F1D9FF")).blur(radius:
    /// 32)`, winston's finger light): a glow, the light it gives the same in every appearance (a
    /// proposed dark turned winston's lavender glow into a dark purple smudge, session 19).
    case glow
    /// A control's knob or thumb: a light shape with a shadow in a slider, switch or toggle, or
    /// named a knob, thumb or handle (phoenix's `VSlider`: `Circle()….foregroundColor(Color.white)
    /// .shadow(radius: 2, y: 2)` under `// Handle`). Apple's thumbs (UISlider, UISwitch, SwiftUI's
    /// Slider) stay white in Dark; a proposed near-black knob vanished on a dark sheet (session 20 audit F16).
    case controlKnob = "control knob"
    /// A light mark a view draws on its own near-black background as a subview's fill (Recast's
    /// filter bar: `backgroundColor = .black`, `underline.backgroundColor = .white`): the dark
    /// surface stays dark in Dark Mode, so the mark on it stays light (made adaptive, the white
    /// underline turned near-black on the black bar and vanished; session 29's review, A5).
    case onDarkSurface = "on a dark surface"
    /// Drawn into a PDF or a printed page (`PrintedDocument`): read outside the app's appearance.
    case document = "printed document"
    /// The branch below the OS that has one of Apple's adaptive colors (`if #available(iOS 13.0,
    /// *) { return UIColor.separator } else { return UIColor(red: 60/255, …) }`, Rayon's
    /// Compability): drawn only on an OS with no Dark Mode, where it stands for Apple's color.
    case olderOS = "older-OS fallback"
    /// One of a black/white pair the app chooses between by its own flag, not the appearance,
    /// where the flag says which is which (GoMap's `whiteOnBlack ? .white : .black` street names
    /// over a halo chosen alike, `FlagChoice`): one decision, kept as written. Made adaptive
    /// alone, the black arm turned white in Dark beside the white one (session 21 F18).
    case chosenByFlag = "chosen by the app's flag"
    /// A white or black arm of a choice by focus in code only tvOS builds (`FocusLook`): the focused
    /// look Apple's focus engine draws, a white pill with black content in both appearances.
    case focusLook = "focus look"
    /// Drawn over a full-screen gradient of the app's fixed brand colors (`BrandSurface`):
    /// BookPlayer's subscription stories put white text, white progress bars and white cards on
    /// a blue gradient filling the screen. The gradient does not follow the appearance, so
    /// neither does what is drawn on it: made adaptive, the bars and cards turned near-black on
    /// the same blue (session 21 F16).
    case onBrandSurface = "on a brand surface"
    /// A color set of the app's palette: a ramp of one stem differing by a number (`Gray0` …
    /// `Gray100`) the code reaches only through names it computes, choosing shades per appearance
    /// itself (`PaletteRamps`): a raw value, whose proposed dark inverted the app's own dark arms.
    case paletteRamp = "palette ramp"
    /// A Display P3 (or other wide-gamut) color outside sRGB, read clipped: a token's hex holds only
    /// sRGB, so a token would change the color in light on a wide-gamut screen (Kursvalut's settings
    /// tiles in displayP3, rewritten to their clipped sRGB: session 30's review A13).
    case wideGamut = "outside sRGB"
    /// A color of an Interface Builder document built for an OS that draws no named colors (below
    /// iOS 11, macOS 10.13): `fix` can only decline it, so a token for it is generated and never
    /// used (Bagel, macOS 10.11: 11 of 12 generated members and sets unused; session 30's review, B17).
    case belowNamedColors = "no named colors"
    /// The color set a launch screen draws under its image (`UILaunchScreen` → `UIColorName`,
    /// `UIImageName`): drawn before the app runs, the image as shipped (`LaunchScreenSets`).
    case launchScreen = "launch screen"
    /// Text or a tint whose pair's surface (the app's own, not Apple's) carries its light value in every
    /// appearance: stepik's black peer-review title on its yellow, light in Dark Mode too (#FDF17A), was
    /// merged into `label` with the other black texts, white on that yellow, 1.16:1 (session 30's held-out check, V2).
    case onSteadySurface = "on a steady surface"
    /// A surface drawn under text the draft keeps fixed, on which the text reads only as written: Gulps' month label
    /// (#2C67C4 in a storyboard of an iOS 9 target, kept) on a code-set #F7F7F7, which init darkened for dark, 5.10:1 →
    /// 3.46:1 (session 41, pairs41h-v2).
    case underFixedText = "under fixed text"
    /// A color set the app files in a catalog folder whose name says it does not adapt (`Fixed/`,
    /// `Static/`): pia-foss/mobile-ios's `Fixed/SuccessContainer` badge colors got proposed darks and the
    /// badge's text fell to 2.66:1 in Dark (session 37, intent37b V4) (`FixedFolderSets`).
    case filedFixed = "filed as fixed"
    /// A color the app names as one that does not adapt (`static let fixedRed = Color(UIColor.red)`,
    /// `alwaysBlack`): Kontax-Cam's `fixed*` colors got proposed darks (`fixedRed` #FF4031 in dark), so they
    /// adapted under a name that says they do not (session 40's held-out check, pairs40b v4).
    case namedFixed = "named fixed"
    /// A color drawn into a bitmap (`UIGraphicsImageRenderer(…).image { … }`, an image context):
    /// the image keeps the color of the moment it was drawn, usually cached (iBurn's map pins'
    /// white rings, session 38's intent38b M2: made adaptive they turned near-black on the dark
    /// map, and the cache kept whichever appearance drew first) (`ImageDrawing`).
    case drawnIntoImage = "drawn into an image"

    /// What the reason means, for the table's reader.
    public var description: String {
        switch self {
        case .data: return "a color used as data (an element of a color collection that is indexed, iterated or offered for choice, or the default of a stored user setting)"
        case .mediaSurface: return "a media surface (the background of a player, video, camera, image, artwork or preview view)"
        case .fallback: return "the fallback of a color set looked up by name (UIColor(named:) ?? …): drawn only when the set is missing"
        case .shadow: return "a shadow (the same in every appearance: never a glow)"
        case .scrim: return "a scrim (a translucent black or white dimming what is behind it)"
        case .computed: return "a color chosen by computing on another color (a brightness or luminance test), or mixed into another color (.mix(with:), .blended(withFraction:of:))"
        case .brand: return "a brand color (the code names it as such)"
        case .darkTheme: return "a value of the app's own dark theme (already the dark appearance's color)"
        case .userTheme: return "a value of the app's own light or dark theme that the user picks in the app, which sets no appearance from the choice (overrideUserInterfaceStyle, preferredColorScheme): made adaptive, it would follow the system's appearance instead of the chosen theme"
        case .forcedDark: return "a color in a view or target the code forces dark (.environment(\\.colorScheme, .dark), .preferredColorScheme(.dark), a target's INFOPLIST_KEY_UIUserInterfaceStyle = Dark): it shows only its dark value, as written"
        case .onChosenColor: return "text or a mark in a view drawn only on a color the app picks at run time from its own fixed per-case colors (a note's chosen color): the surface does not adapt, so neither does what is drawn on it"
        case .onColoredFill: return "white drawn as the border and the glyph or text of one view: both on the view's own colored fill, not on the page"
        case .onColoredBackdrop: return "white drawn on a screen whose backdrop is the app's colored gradient filling the screen: that surface stays colored in every appearance"
        case .mask: return "a mask (only its alpha counts: the content of .mask { … } or .mask(…))"
        case .olderOS: return "the fallback of one of Apple's adaptive colors below the OS that has it (the else of #available): drawn only where there is no Dark Mode"
        case .controlKnob: return "a control's knob or thumb (a light shape with a shadow in a slider, switch or toggle): white in every appearance, as Apple's slider and switch thumbs"
        case .document: return "a color drawn into a PDF or a printed page (UIGraphicsPDFRenderer, UIPrintPageRenderer), or the paper under a PDF page drawn into an image (drawPDFPage): the document keeps its colors whatever the appearance it is rendered in"
        case .onDarkSurface: return "a light mark (an underline, an indicator) a view draws as a subview's fill on its own near-black background, which stays dark in every appearance: the mark stays light on it"
        case .glow: return "a glow (a shape's fill blurred by .blur(radius:) into a soft light): it keeps its color"
        case .onSystemColor: return "text or a tint drawn on one of Apple's adaptive colors it keeps its contrast with as written (chosen by the same condition, or on a color that stays light or dark in both appearances, as Apple's yellow)"
        case .chosenByAppearance: return "a color the code already chooses by the appearance (one arm of a test of the appearance, or an opacity it chooses)"
        case .onBrandSurface: return "drawn over a full-screen gradient of the app's fixed brand colors: the gradient keeps its colors in every appearance, and so does what is drawn on it"
        case .paletteRamp: return "a raw value of the app's palette (a ramp of color sets of one stem differing by a number, drawn by no literal name): the app picks a shade per appearance itself, so each set keeps its value, as palette members do"
        case .wideGamut: return "a wide-gamut color (Display P3) outside sRGB: the table's hex holds only sRGB, so a token would change it in light on a wide-gamut screen; kept as drawn (give it a color set with a display-p3 dark entry by hand to make it adapt)"
        case .belowNamedColors: return "a color of an Interface Builder document built for an OS that draws no named colors (below iOS 11, tvOS 11 or macOS 10.13): fix cannot rewrite it, so it keeps its value; raise the deployment target to migrate it"
        case .launchScreen: return "the background of the launch screen (Info.plist UILaunchScreen UIColorName), drawn before the app runs under its image (UIImageName), which does not follow the appearance: made adaptive, the background turns and the image may vanish on it"
        case .onSteadySurface: return "text or a tint drawn on the app's own surface that stays light (or dark) in every appearance, on which it reads as written in each: made adaptive it would turn into its opposite on a surface that did not"
        case .underFixedText: return "a surface under text that keeps its one color (kept by another rule): the text reads on it only as written, so the surface keeps its value where that text is drawn on it"
        case .focusLook: return "the focused look of tvOS code (isFocused ? white : …): Apple's focused item is a white pill with black content in light and dark alike; made adaptive, the focused item turned darker than the unfocused ones"
        case .drawnIntoImage: return "a color drawn into a bitmap (UIGraphicsImageRenderer's image { … }, an image context, NSImage's drawing handler): the image keeps the color of the moment it is drawn, often cached, so a dynamic color there would go stale; kept as written (re-render on an appearance change to make it adapt)"
        case .namedFixed: return "a color the app names as one that does not change (fixedRed, alwaysBlack): kept with its one value"
        case .filedFixed: return "a color set the app files in a catalog folder named for colors that do not adapt (Fixed/, Static/): kept with its one value"
        case .chosenByFlag: return "one of a black and a white the app chooses between by its own flag, not the appearance (whiteOnBlack ? .white : .black, with its halo or background chosen alike): one decision, kept as written"
        }
    }

    /// The `keep` reason: the intent's name, the code that shows it, where.
    func reason(evidence: String, file: String, line: Int, more: Int) -> String {
        var s = "\(rawValue): \(evidence) (\(file):\(line)"
        if more > 0 { s += " and \(more) more" }
        return s + ")"
    }
}

/// One site's intent and the code that shows it (`playerView.backgroundColor`).
struct FixedIntentSite: Sendable, Equatable {
    var intent: FixedIntent
    var evidence: String
    /// Why a choice by the appearance it is an arm of is no token (its other arm a system color
    /// Apple publishes no value of): said on stderr.
    var note: String?
}
