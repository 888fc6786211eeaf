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

    /// The modules whose `import` brings the framework's color type: the one list the detectors,
    /// the screening's import reading, `init` and type lookup use.
    package var importModules: [String] {
        switch self {
        case .uikit: return ["UIKit"]
        case .appkit: return ["AppKit", "Cocoa"]
        case .swiftui: return ["SwiftUI"]
        case .coregraphics: return ["CoreGraphics"]
        case .coreimage: return ["CoreImage"]
        }
    }

    /// The framework an `import` of `module` brings, if any.
    package init?(importModule module: String) {
        guard let found = Framework.allCases.first(where: { $0.importModules.contains(module) }) else { return nil }
        self = found
    }
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
    /// The color type written at the start of the finding (`UIColor` in `UIColor.white`), if any:
    /// an implicit-member token expression (`.systemBackground`) is written with it.
    public var writtenType: String?
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
    /// The finding is one arm of a choice by the appearance the code already makes
    /// (`colorScheme == .dark ? A : B`): a rule for the whole pair replaces the whole choice.
    public var choice: AppearanceChoice?

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
