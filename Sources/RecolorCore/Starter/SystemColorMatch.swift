/// One of Apple's adaptive system colors (the data is in AppleSystemColors.swift, generated).
public struct AppleSystemColor: Sendable {
    public var name: String
    var uikit: String
    var appkit: String?
    var swiftui: String
    var values: AppearanceValues
    var roles: [ColorRole]

    init(name: String, uikit: String, appkit: String?, swiftui: String, light: String, dark: String, darkElevated: String?,
         lightHighContrast: String, darkHighContrast: String, roles: [ColorRole]) {
        self.name = name
        self.uikit = uikit
        self.appkit = appkit
        self.swiftui = swiftui
        var values = AppearanceValues()
        values[.light] = RGBA(mappingHex: light)
        values[.dark] = RGBA(mappingHex: dark)
        values[.darkElevated] = darkElevated.flatMap(RGBA.init(mappingHex:))
        values[.lightHighContrast] = RGBA(mappingHex: lightHighContrast)
        values[.darkHighContrast] = RGBA(mappingHex: darkHighContrast)
        self.values = values
        self.roles = roles
    }

    /// Its expression in every framework that has one.
    var allExpressions: [String] { [uikit, swiftui] + (appkit.map { [$0] } ?? []) }

    /// Whether Apple means it for text and not for surfaces: one of the label colors.
    var isLabel: Bool { roles.contains(.text) && !roles.contains(.background) }

    /// The expression for `framework`, nil where the system color has no counterpart there.
    func expression(_ framework: Framework) -> String? {
        switch framework {
        case .uikit: return uikit
        case .appkit: return appkit
        case .swiftui: return swiftui
        case .coregraphics, .coreimage: return nil
        }
    }
}

extension AppleSystemColors {
    /// Every expression of a system color, in every framework (`UIColor.label`, `Color.primary`).
    static let expressions: Set<String> = Set(all.flatMap(\.allExpressions))

    /// The expressions of the system colors Apple does not mean for text: all but the label
    /// colors, which are meant for text alone (`label`, `placeholderText`) or text and tint (`link`).
    static let notForText: Set<String> = Set(all.filter { !$0.isLabel }.flatMap(\.allExpressions))

    /// The expressions of the system colors Apple does not mean as a surface for its label colors:
    /// its grays and hues, not its backgrounds and fills (`systemBackground`, `secondarySystemGroupedBackground`,
    /// `systemFill`, AppKit's `windowBackgroundColor`). `systemGray` is #8E8E93 in both appearances:
    /// `label` on it is 6.44:1 in light and 3.26:1 in Dark (Catty's keypad, session 36's pairs36 V1).
    /// The label colors are left out: one as a "background" is no surface but a misread receiver (Sileo's
    /// theme object, `darkTheme.labelColor = .white`, paired white on `label`; session 36's regression read).
    static let notForSurfaces: Set<String> = Set(all.filter { !$0.isLabel && !$0.name.contains("Background") && !$0.name.contains("Fill") }
        .flatMap(\.allExpressions))

    /// The system color a raw color may be proposed as: its light value equal within ±1 per
    /// channel (sources round alpha differently), in one of the roles it is meant for, with an
    /// expression in every UI framework the color is used in. Colors meant for the role alone
    /// (`systemBackground` for a background) come before the general ones (`systemGray6`).
    /// `shown`: the appearance the code's color is drawn in (dark in an app that forces Dark).
    /// `fitting`: whether the system color exists where the color's uses build (`SystemColorPlatforms`);
    /// `preferGrouped`: the color is mostly a grouped table's surface (`GroupedTableSurfaces`).
    static func match(_ color: RGBA, role: ColorRole, frameworks: Set<Framework>, shown: Appearance = .light,
                      fitting: (AppleSystemColor) -> Bool = { _ in true }, preferGrouped: Bool = false) -> AppleSystemColor? {
        let candidates = all.enumerated().filter { _, s in
            guard s.roles.contains(role), let value = s.values[shown], close(value, color), fitting(s) else { return false }
            return frameworks.allSatisfy { f in f == .coregraphics || f == .coreimage || s.expression(f) != nil }
        }
        // A grouped table's surface takes the grouped family among equal values (`GroupedTableSurfaces`).
        let rank = { (s: AppleSystemColor) in preferGrouped && !s.name.contains("Grouped") ? 1 : 0 }
        return candidates.min { (rank($0.element), $0.element.roles.count, $0.offset) < (rank($1.element), $1.element.roles.count, $1.offset) }?.element
    }

    static func close(_ a: RGBA, _ b: RGBA) -> Bool {
        func near(_ x: UInt8, _ y: UInt8) -> Bool { abs(Int(x) - Int(y)) <= 1 }
        return near(a.red, b.red) && near(a.green, b.green) && near(a.blue, b.blue) && near(a.alpha, b.alpha)
    }
}

extension AppleSystemColor {
    /// The names of Apple's adaptive system colors as UIKit writes them (`label`, `systemFill`)
    /// and as AppKit does (`labelColor`), for telling a member that returns one.
    static let adaptiveNames: Set<String> = Set(AppleSystemColors.all.flatMap { c in
        [c.uikit, c.appkit].compactMap { $0?.split(separator: ".").last.map(String.init) }
    })
}
