/// A choice between constant colors by the appearance that the code already makes: the arms of
/// `colorScheme == .dark ? A : B`, of `if`/`switch` on the style, of a dynamic provider choosing
/// by style, of an app helper called with `light:`/`dark:`. Every arm is a finding carrying the
/// same choice; the pair is the app's own Dark Mode decision, one token with both values.
public struct AppearanceChoice: Sendable, Equatable {
    /// Bytes of the whole choice (the ternary, the `if` expression, the provider or the helper
    /// call): what a rule for the pair replaces, never one arm alone.
    public var range: Range<Int>
    /// Which appearance this finding's arm is.
    public var arm: Appearance
    /// What a rule matches for each arm (`#RRGGBB`, `#RRGGBBAA`, `Essentials.grey70`).
    public var values: [Appearance: String]
    /// The replacement stands for a statement that returned the color (`if c { return A } else
    /// { return B }`): it is written `return <token>`.
    public var returns = false
    /// The replacement stands for an `if` statement whose branches are one statement each, the
    /// same but for the color (`if dark { label.textColor = A } else { label.textColor = B }`):
    /// it is that statement once, with the token for the color.
    public var statement: ChoiceStatement?
    /// Why `fix` cannot replace the choice though a rule maps it: both arms are left, never one alone.
    public var declined: String?
    /// The choice makes the app's own value of a type that is no color (`UIColor.Dynamic(light:dark:)`):
    /// the app already chooses by the appearance there, so its arms are kept as written (`declined`
    /// says why), not left unmapped for the guard to flag forever.
    package var keptAsWritten = false
    /// The pair is one statement of several in each branch of an `if` on the appearance
    /// (`if dark { a.textColor = A; b.isHidden = true } else { a.textColor = B; … }`): the `if`
    /// stays for its other statements, and each arm is written over with the token where it
    /// stands (both arms then give the token, which adapts on its own), never one arm alone.
    public var armsInPlace = false
    /// The name of the declaration the code chooses in, where the choice's range is not its whole body
    /// (`func paper(for:) -> Color { let lightColor = …; let darkColor = …; return … }`): the pair's name.
    package var ownName: String?
    /// The color type the choice was written with (an arm's, or the provider's): an implicit
    /// member that replaces the whole choice is written with it.
    public var writtenType: String?
    /// The framework of the color type the whole choice has when it is not the arms' own: an app
    /// helper taking two `UIColor`s that returns SwiftUI's `Color` (`dynamicColor(light:dark:) ->
    /// Color`). The token is written in it, never in the arms' framework.
    public var resultFramework: Framework?
    /// The arms that are Apple system colors (no findings), as written (`UIColor.systemGray5`):
    /// their values are Apple's published ones for the arm's appearance.
    public var systemArms: [Appearance: String] = [:]
    /// The arms that are the app's own colors and no findings (`Color.bgDarkerDarkBlue`,
    /// `Color("Night")`), as `values` writes them: their values are read by `init` from the tree;
    /// without a rule for the pair the choice stays as written (`MemberColorArm`).
    public var memberArms: [Appearance: String] = [:]
    /// The arms that name a constant the same file declares with one color (`dynamicColor(dark: .black,
    /// light: lightBackground)`), by name: `values` holds the declaration's color (`ConstantColorArm`).
    public var constantArms: [Appearance: String] = [:]

    public init(range: Range<Int>, arm: Appearance, values: [Appearance: String], returns: Bool = false) {
        self.range = range
        self.arm = arm
        self.values = values
        self.returns = returns
    }

    /// The pair as one key, the way a rule for it is indexed: `light=#FFFFFF dark=#000000`.
    public var key: String { AppearanceChoice.key(values) }

    /// High-contrast values (`color(light:dark:highContrast:)`) are the token's, not the key's:
    /// a rule names a pair by its light, dark and elevated values alone.
    public static func key(_ values: [Appearance: String]) -> String {
        keyed.compactMap { a in values[a].map { "\(a.rawValue)=\($0)" } }.joined(separator: " ")
    }

    /// The appearances a rule for a pair names.
    public static let keyed: [Appearance] = [.light, .dark, .lightElevated, .darkElevated]
}

/// The text of a statement around the color, written before and after the token.
public struct ChoiceStatement: Sendable, Equatable {
    public var before: String
    public var after: String

    public init(before: String, after: String) {
        self.before = before
        self.after = after
    }
}

extension Finding {
    /// The finding's alpha modifiers hold a value known only at run time (`.opacity(x)`), or
    /// follow a palette member (whose rule key, its name, carries no alpha): a rule replacing
    /// the whole choice would drop them.
    package var hasComputedAlpha: Bool {
        // A constructor's or an alpha function's alpha read at run time (`alpha: opacity`): the key is its base's.
        if alphaArgument != nil && color == nil { return true }
        return alphaRange.upperBound > baseRange.upperBound && (color == nil || kind == .paletteReference && choiceKey == symbol)
    }

    /// What a choice between colors names for this arm: its rule key, except for a palette member
    /// at a literal alpha (`.nightBlue.opacity(0.1)`, `.whiteWithOpacity(opacity: 0.5)`), whose name carries no alpha: there it
    /// is the color with that alpha, which one token holds (Windscribe's `isDarkMode ? .white.opacity(0.05)
    /// : .nightBlue.opacity(0.1)`, twelve of them, were kept as "an alpha known only at run time").
    package var choiceKey: String? {
        if kind == .paletteReference, let color, color != baseColor {
            return color.hex(withAlpha: true)
        }
        return matchKey
    }

    /// What a rule matches for this finding: its palette member, or its color with the alpha its
    /// modifiers give (`#RRGGBB` when opaque). Nil when the color is unknown.
    public var matchKey: String? {
        if kind == .paletteReference, let symbol { return symbol }
        guard let c = kind == .paletteReference ? baseColor : color ?? baseColor else { return nil }
        return c.hex(withAlpha: c.alpha != 255)
    }
}
