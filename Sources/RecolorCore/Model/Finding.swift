/// The kinds of finding of the contract.
public enum FindingKind: String, Sendable, CaseIterable, Codable {
    case rgbConstructor = "rgb-constructor"
    case hexConstructor = "hex-constructor"
    case colorLiteral = "color-literal"
    case namedColor = "named-color"
    case paletteReference = "palette-reference"
    /// A literal or fixed system `<color>` element of an Interface Builder document.
    case ibColor = "ib-color"
    /// An asset-catalog color set without a dark appearance.
    case assetColor = "asset-color"
    /// A dynamic color made fixed (`.cgColor`, `getRed`…) and stored where it is not re-run when
    /// the appearance changes.
    case staleColor = "stale-color"
    /// `UIScreen.main.traitCollection`, `UITraitCollection.current`, `NSAppearance.current` read
    /// outside the places that set them, to decide a color.
    case globalAppearance = "global-appearance"
    /// An attributed string with attributes but no foreground color, shown or drawn: it draws black.
    case attributedTextColor = "attributed-text-color"
    /// A `traitCollectionDidChange` override doing color work without `hasDifferentColorAppearance`.
    case unguardedTraitChange = "unguarded-trait-change"
    /// A spinner style that fixes its color (`UIActivityIndicatorView(style: .gray)`, `.white`, `.whiteLarge`).
    case fixedSpinnerStyle = "fixed-spinner-style"

    /// A hazard of the appearance switch, not a raw color: no rule maps it, `fix` never rewrites
    /// it, and summaries count it apart.
    public var isHazard: Bool {
        switch self {
        case .staleColor, .globalAppearance, .attributedTextColor, .unguardedTraitChange, .fixedSpinnerStyle: return true
        default: return false
        }
    }

    /// The hazard kinds, in declaration order.
    public static var hazards: [FindingKind] { allCases.filter(\.isHazard) }
}

/// A conversion that follows a color and stays part of the finding: `.cgColor`, `.ciColor`.
public enum ColorConversion: String, Sendable, Equatable {
    case cgColor, ciColor

    /// The framework whose token expression can stand for the color and its conversion at once.
    public var framework: Framework { self == .cgColor ? .coregraphics : .coreimage }
}

/// A hard-coded color or palette reference found in a file.
public struct Finding: Sendable, Equatable {
    public var kind: FindingKind
    public var framework: Framework?
    /// Bytes of the whole finding, modifiers included.
    public var range: Range<Int>
    /// Bytes of the base expression, modifiers excluded (what a rule without alpha replaces).
    /// A failable constructor's `!` or `?` belongs to it.
    public var baseRange: Range<Int>
    /// The base and its alpha modifiers, the conversion excluded (what a rule with alpha replaces).
    public var alphaRange: Range<Int>
    /// `.cgColor` / `.ciColor` after the color, kept or replaced with the token's own expression.
    public var conversion: ColorConversion?
    /// The alpha is set after the conversion (`.cgColor.copy(alpha: 0.5)`): `range` ends there, and
    /// only the token's own expression for the conversion can replace base, conversion and alpha at once.
    public var alphaAfterConversion = false
    /// The color type written at the start of the finding (`UIColor` in `UIColor.white`), if any:
    /// an implicit-member token expression (`.systemBackground`) is written with it.
    public var writtenType: String?
    /// The UI frameworks whose color type a color literal is at its site, where the code builds
    /// for more than one (UIKit's `UIColor` on iOS, AppKit's `NSColor` on macOS): its token must
    /// stand for each (`PlatformColorLiteral`). Empty elsewhere.
    public var platformFrameworks: Set<Framework> = []
    /// The color of the whole expression, modifiers applied; nil when it cannot be known.
    public var color: RGBA?
    /// The color of the base expression.
    public var baseColor: RGBA?
    /// The context name: the assigned property, argument label, attribute key or modifier.
    public var context: String?
    /// Where the app's own function puts the parameter this color is passed to, when the label
    /// names no role (`textColor` for `custom(color: .white)` whose body does `$0.textColor =
    /// color`): the role is that property's. Read by `init` (`ParameterFlows`).
    package var flowsInto: String?
    /// `Essentials.grey70` for a palette reference; `UIColor.white` for a named color.
    public var symbol: String?
    /// The color lay outside sRGB (a Display P3 or Generic RGB value) and was clipped to it.
    public var clipped = false
    /// For a hazard: what goes wrong at this site and what to do, in one sentence.
    public var explanation: String?
    /// A hazard of an app that forces one appearance: reported as a note, not a failure.
    public var isNote = false
    /// For a hazard: the repair `fix --hazards` writes (the guarded hook re-running the
    /// assignment, the missing guard, the foreground color), if recolor can write one. Several
    /// findings of one type share one hook: the same edits.
    public var repairs: [Edit] = []
    /// For a hazard: the repair where every platform the site compiles for is iOS/tvOS 17 or later
    /// (a `registerForTraitChanges` registration and the method it re-runs); empty: `repairs`
    /// serves every OS. Reports choose between them once the site's compilation is known.
    package var repairsFromIOS17: [Edit] = []
    /// The lowest iOS and tvOS `repairs` compile for (a dynamic color: 13); nil: any. Below it,
    /// as the project files say, no repair is written.
    package var repairsNeed: PlatformVersion?
    /// For a stale color in an `@IBInspectable` setter: the inspectable's name, the key path an
    /// Interface Builder document sets (the run names those documents in the explanation).
    package var inspectableKey: String?
    /// The test of the appearance this color is one arm of, when no pair replaces the choice
    /// whole (`if forcedStyle == 2 || style == .dark`): `fix` keeps it as written.
    package var appearanceTest: String?

    /// How a report names its severity: `warning`, or `note` for a hazard the app's forced
    /// appearance makes harmless.
    public var level: String { isNote ? "note" : "warning" }
    /// The finding is one arm of a choice by the appearance the code already makes
    /// (`colorScheme == .dark ? A : B`): a rule for the whole pair replaces the whole choice.
    public var choice: AppearanceChoice?
    /// The declarations around the color (`VideoPreviewController.blackPlaceholder`,
    /// `blackPalette`), read only when the table has rules limited to places (`"in"`).
    public var place: String?
    /// The app's image an Interface Builder image view shows over this background color
    /// (`<imageView image="authorization">`): the color is the picture's matte (`InterfaceBuilderMedia`).
    package var matteOf: String?
    /// The Interface Builder document the color is in (`TripCell.xib`), as a rule's `in` names it:
    /// the place of a keep its targets decide (a document that draws no named colors), for a view
    /// with no class of its own to be the place.
    package var documentPlace: String?
    /// The app's own type the finding builds (`EKColor` in `EKColor(rgb: 0xffc107)`), which wraps
    /// the finding's framework color: `fix` writes the token inside it, or declines.
    package var wrapper: ColorWrapper?
    /// The literal a hex constructor's run-time argument falls back to (`Color(hex: x ?? 0)`):
    /// a color, but no place for a token's expression, so `fix` leaves it.
    package var literalFallback = false
    /// The app's function a number is passed to (`theme` of `.theme(lightHexCode: 0x007757, …)`):
    /// a color, but no place for a token, so `fix` leaves it unless its pair replaces the call.
    package var literalArgumentOf: String?
    /// Written with `Self` in a member whose declared type is `Self`, in an extension of a color
    /// class (`extension NSColor { static var pane: Self { Self(white: 0.95, alpha: 1) } }`): `Self`
    /// there is the dynamic type, which a token's expression (a plain `NSColor`) is not, so `fix`
    /// leaves it and says so.
    package var returnsDynamicSelf = false
    /// Why the finding has no framework where its written type may be either of two (`Color`
    /// in a file importing SwiftUI, where the tree declares `class Color: UIColor`): `fix`
    /// leaves it and says so.
    package var undecidedType: String?
    /// A constructor's alpha read at run time under constant components (bittr's palette
    /// `UIColor(displayP3Red: 246/255, green: 199/255, blue: 68/255, alpha: opacity)`): its
    /// text. `baseColor` is the components at alpha 1; `fix` writes the token at this alpha.
    package var alphaArgument: String?

    public init(kind: FindingKind, framework: Framework?, range: Range<Int>, baseRange: Range<Int>,
                color: RGBA?, baseColor: RGBA?, context: String?, symbol: String?,
                alphaRange: Range<Int>? = nil, conversion: ColorConversion? = nil, writtenType: String? = nil) {
        self.kind = kind
        self.framework = framework
        self.range = range
        self.baseRange = baseRange
        self.alphaRange = alphaRange ?? range
        self.conversion = conversion
        self.writtenType = writtenType
        self.color = color
        self.baseColor = baseColor
        self.context = context
        self.symbol = symbol
    }
}
