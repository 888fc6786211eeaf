/// The mapping table and detection settings of `.recolor.json`.
public struct Configuration: Sendable {
    public enum HexOrder: String, Sendable { case rrggbbaa = "RRGGBBAA", aarrggbb = "AARRGGBB" }

    public struct HexLabel: Sendable, Equatable {
        public var label: String
        public var order: HexOrder
    }

    public struct SemanticToken: Sendable {
        public var name: String
        /// Replacement expression per framework.
        public var expressions: [Framework: String]
        /// `light`, `dark`, `lightElevated`, ...: for `generate`, `contrast` and nearest-token search.
        public var values: AppearanceValues
        /// The asset-catalog color name (`asset`, default: the token's key).
        public var asset: String?
        public var description: String?
        /// `"fixed": true`: the color is the same in every appearance on purpose (a brand color,
        /// a media surface, a shadow); `values` then holds `light` only and `generate` writes
        /// that one value.
        public var fixed = false
        /// `code` when the values are the app's own light/dark decision (harvested by `init`),
        /// not proposed; `from` is the file:line it was read from.
        public var source: String?
        public var from: String?
        public var light: RGBA? { values[.light] }
        public var assetName: String { asset ?? name }

        /// A token named `name` (the table's key), replaced by `expressions[framework]` in code of
        /// that framework; `values` per appearance feed `generate`, `contrast` and the nearest-token search.
        public init(name: String, expressions: [Framework: String], values: AppearanceValues = AppearanceValues(),
                    asset: String? = nil, description: String? = nil, fixed: Bool = false) {
            self.name = name
            self.expressions = expressions
            self.values = values
            self.asset = asset
            self.description = description
            self.fixed = fixed
        }
    }

    /// Where `generate` writes (paths relative to the table's folder).
    public struct GenerateTargets: Sendable, Equatable {
        public var swift: String?
        public var assetCatalog: String?
        public init(swift: String? = nil, assetCatalog: String? = nil) {
            self.swift = swift
            self.assetCatalog = assetCatalog
        }
    }

    /// A foreground/background token pair for `contrast`; `min` overrides the role's minimum.
    public struct ContrastPair: Sendable, Equatable {
        public var foreground: String
        public var background: String
        public var min: Double?
        public init(foreground: String, background: String, min: Double? = nil) {
            self.foreground = foreground
            self.background = background
            self.min = min
        }
    }

    public enum Match: Sendable, Equatable {
        /// A palette member: namespace and member (`Essentials`, `grey70`).
        case paletteMember(namespace: String, member: String)
        /// A color on 8-bit sRGB; `hasAlpha` when written `#RRGGBBAA`.
        case color(RGBA, hasAlpha: Bool)
        /// A member of a color type: a named color or a palette extension member (`UIColor.white`).
        case typeMember(type: String, member: String)
        /// A color set as the code names it (`Color("Night")`), only as an arm of a pair's rule:
        /// the pair is matched by its key, never a finding by this.
        case colorSet(String)

        /// A member of a type nested in a listed palette, by its path from the outermost listed
        /// palette before its owner (`Cell.Background.normal` → `Cell`, `Background.normal`), as
        /// detection names it (`PaletteReferenceDetector.nestedMember`); nil for `Owner.member`.
        static func nestedPaletteMember(_ parts: [String], palettes: [String]) -> Match? {
            guard parts.count >= 3, let outer = parts.dropLast(2).firstIndex(where: palettes.contains) else { return nil }
            return .paletteMember(namespace: parts[outer], member: parts[(outer + 1)...].joined(separator: "."))
        }
    }

    public struct Rule: Sendable {
        public var match: Match
        public var matchText: String
        public var context: [String]?
        /// The token its matches map to; nil for a rule that keeps them (`keep`).
        public var token: String?
        /// `"keep": "reason"`: what the rule matches is intentionally fixed and stays as written;
        /// `check` does not report it, `fix` and `lock` leave it, `scan` shows it with the reason.
        public var keep: String?
        /// A rule for a choice by the appearance the code makes (`"dark": "#000000"` beside the
        /// match, the light value): what each other arm must be, as `AppearanceChoice.values`
        /// writes it. Empty for a rule of one value.
        public var pair: [Appearance: String] = [:]
        /// `"in": ["blackPalette", "VideoPreviewController.blackPlaceholder"]`: the rule matches
        /// only colors inside those declarations (`DeclarationPlace`), and beats the rules of its
        /// value that are not so limited: a value kept fixed in one place adapts elsewhere.
        public var within: [String]?
        /// A rule mapping what `match` matches to the token named `token`. `matchText` is the
        /// match as the table writes it (shown in reports); `context`, when given, limits the rule
        /// to those contexts (`background`, `text`…).
        public init(match: Match, matchText: String, context: [String]? = nil, token: String, pair: [Appearance: String] = [:]) {
            self.match = match
            self.matchText = matchText
            self.context = context
            self.token = token
            self.pair = pair
        }

        /// The choice this rule maps, keyed as `AppearanceChoice.key`; nil for a rule of one value.
        public var choiceKey: String? {
            guard !pair.isEmpty else { return nil }
            var values = pair
            values[.light] = Configuration.Rule.canonicalValue(matchText)
            return AppearanceChoice.key(values)
        }

        /// A match as a finding's `matchKey` writes it: `#RRGGBB` in capitals (`#RRGGBBAA` when
        /// not opaque), a member as written.
        public static func canonicalValue(_ text: String) -> String {
            guard text.hasPrefix("#"), let color = RGBA(mappingHex: text) else { return text }
            return color.hex(withAlpha: color.alpha != 255)
        }

        /// A rule keeping what `match` matches (in `context`) as it is, for `reason`.
        public init(match: Match, matchText: String, context: [String]? = nil, keep reason: String) {
            self.match = match
            self.matchText = matchText
            self.context = context
            self.keep = reason
        }
    }

    public var palettes: [String] = []
    public var paletteFiles: [String] = []
    public var hexLabels: [HexLabel] = Configuration.defaultHexLabels
    /// Whether the unlabeled first argument and `.hex(...)` count as hex constructors
    /// (the default list's behaviour; a configured list names exactly what counts).
    public var unlabeledHex = true
    public var ignoreNamed: [String] = ["clear"]
    public var tokens: [SemanticToken] = []
    public var rules: [Rule] = []
    /// Extra color types and their framework (`{ "NSUIColor": "uikit" }`).
    public var colorTypes: [String: Framework] = [:]
    /// Globs relative to the table's folder that every command leaves out, like `--exclude`.
    public var exclude: [String] = []
    /// `"excludePreviews": true`: colors in SwiftUI previews (`#Preview`, a `PreviewProvider`'s
    /// body) are no findings, for every command (`init` writes it unless `--include-tests`).
    public var excludePreviews = false
    public var generate: GenerateTargets?
    public var pairs: [ContrastPair] = []
    /// Whether the table has a `pairs` key (`"pairs": []` says there is no pair to check).
    public var pairsGiven = false
    /// Key paths the file defines more than once (the last definition is used), for the lint.
    public var duplicateKeys: [String] = []
    /// Where the file came from; `paletteFiles` globs are relative to its folder.
    public var path: String?
    public var directory: String = "."

    public init() {}

    public static let defaultHexLabels: [HexLabel] = ["rgbValue", "rgbaValue", "hex", "hexString", "rgb", "rgba", "rgbHex"].map {
        HexLabel(label: $0, order: .rrggbbaa)
    }

    /// The hex label `label` is, if any. Under the default list an app's own spelling that names a
    /// hex value counts too (MarkEdit's `NSColor(hexCode: 0x0d1116)`, `hexValue`, `colorHex`):
    /// only a color type's constructor asks, and only a hex literal makes a finding.
    public func hexLabel(_ label: String) -> HexLabel? {
        if let configured = hexLabels.first(where: { $0.label == label }) { return configured }
        guard unlabeledHex else { return nil }
        if let order = Configuration.namedHexOrder(label) { return HexLabel(label: label, order: order) }
        guard Configuration.namesHex(label) else { return nil }
        return HexLabel(label: label, order: .rrggbbaa)
    }

    /// The byte order a label spells, under the default list: `argb` (any case, `hexARGB` too)
    /// is read AARRGGBB. Moonfin's 120 theme values `ThemeHexColor(argb: 0xFF101010)` (session 30's
    /// review, B13) were no finding: `argb` named no hex, and as an app's own label its eight
    /// digits would have been left unknown.
    static func namedHexOrder(_ label: String) -> HexOrder? {
        label.lowercased().containsASCII(argbLabelWord) ? .aarrggbb : nil
    }

    /// The word of a label that names AARRGGBB, in any case: screening keeps a call whose first
    /// label holds it (`Prefilter`), as it does `hexLabelWord`.
    static let argbLabelWord: StaticString = "argb"

    /// `hexCode`, `hexValue`, `colorHex`; not `hexagon…`.
    static func namesHex(_ label: String) -> Bool {
        let l = label.lowercased()
        return l.containsASCII(hexLabelWord) && !l.containsASCII("hexagon")
    }

    /// The word a label naming a hex value holds, in any case: screening keeps a call whose first
    /// label holds it (`Prefilter`), an over-approximation of `namesHex` by construction.
    static let hexLabelWord: StaticString = "hex"

    public func token(named name: String) -> SemanticToken? {
        tokens.first { $0.name == name }
    }
}
