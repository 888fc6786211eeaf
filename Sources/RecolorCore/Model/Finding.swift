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
}

/// The UI framework a finding belongs to: which replacement expression a token gives.
public enum Framework: String, Sendable, CaseIterable, Codable {
    case uikit, appkit, swiftui, coregraphics, coreimage
}

/// A hard-coded color or palette reference found in a file.
public struct Finding: Sendable, Equatable {
    public var kind: FindingKind
    public var framework: Framework?
    /// Bytes of the whole finding, modifiers included.
    public var range: Range<Int>
    /// Bytes of the base expression, modifiers excluded (what a rule without alpha replaces).
    public var baseRange: Range<Int>
    /// The color of the whole expression, modifiers applied; nil when it cannot be known.
    public var color: RGBA?
    /// The color of the base expression.
    public var baseColor: RGBA?
    /// The context name: the assigned property, argument label, attribute key or modifier.
    public var context: String?
    /// `Essentials.grey70` for a palette reference; `UIColor.white` for a named color.
    public var symbol: String?
    /// The color lay outside sRGB (a Display P3 or Generic RGB value) and was clipped to it.
    public var clipped = false

    public init(kind: FindingKind, framework: Framework?, range: Range<Int>, baseRange: Range<Int>,
                color: RGBA?, baseColor: RGBA?, context: String?, symbol: String?) {
        self.kind = kind
        self.framework = framework
        self.range = range
        self.baseRange = baseRange
        self.color = color
        self.baseColor = baseColor
        self.context = context
        self.symbol = symbol
    }
}
