/// The five color types the contract knows, which every alias resolves to.
package enum BaseColorType: String, Sendable, CaseIterable {
    case uiColor = "UIColor", nsColor = "NSColor", color = "Color", cgColor = "CGColor", ciColor = "CIColor"

    package var framework: Framework {
        switch self {
        case .uiColor: return .uikit
        case .nsColor: return .appkit
        case .color: return .swiftui
        case .cgColor: return .coregraphics
        case .ciColor: return .coreimage
        }
    }

    init(framework: Framework) {
        switch framework {
        case .uikit: self = .uiColor
        case .appkit: self = .nsColor
        case .swiftui: self = .color
        case .coregraphics: self = .cgColor
        case .coreimage: self = .ciColor
        }
    }

    /// The UI frameworks' own color types (`UIColor`, `NSColor`, `Color`): those with system
    /// colors, asset-catalog symbols and conversions into one another; Core Graphics' and Core
    /// Image's are made from them.
    package static let viewTypes: [BaseColorType] = allCases.filter { $0.framework.isUserInterface }

    /// The UI frameworks' color types as code writes them: each name alone and qualified by
    /// each of its framework's modules (`Color`, `SwiftUI.Color`, `AppKit.NSColor`). Readers
    /// that matched a written type listed the names by hand, each its own subset.
    package static let viewTypeSpellings: Set<String> = Set(viewTypes.flatMap { type in
        [type.rawValue] + type.framework.importModules.map { "\($0).\(type.rawValue)" }
    })

    /// The UI framework's color type, nil for Core Graphics and Core Image.
    package init?(viewFramework framework: Framework?) {
        guard let framework, framework.isUserInterface else { return nil }
        self.init(framework: framework)
    }

    /// The argument label that converts a platform color into SwiftUI's (`Color(uiColor:)`,
    /// `Color(nsColor:)`): the type's name with a lowercase first letter pair.
    package var conversionLabel: String? {
        switch self {
        case .uiColor, .nsColor: return rawValue.prefix(2).lowercased() + rawValue.dropFirst(2)
        case .color, .cgColor, .ciColor: return nil
        }
    }

    /// The protocols whose static members include a color type's named colors, by name: a
    /// parameter of such a type (`some ShapeStyle`, or a generic `<S: ShapeStyle>`) takes that
    /// type's `.white` (SwiftUI's `ShapeStyle where Self == Color`; damus's
    /// `.fill(_:strokeBorder:)`). The byte screening finds them by their last four letters
    /// (`ColorWordOffsets`), which each name here ends in.
    package static let styleProtocols: [String: BaseColorType] = ["ShapeStyle": .color]

    /// The platform type `Color(uiColor:)`/`Color(nsColor:)` converts from, by its label.
    package init?(conversionLabel label: String) {
        guard let found = BaseColorType.allCases.first(where: { $0.conversionLabel == label }) else { return nil }
        self = found
    }

    /// Fixed (non-adaptive) named colors of this type, with their sRGB values. SwiftUI's
    /// `.red`, `.gray`... adapt to the appearance, so only black and white are fixed there.
    package var fixedNamedColors: [String: RGBA] {
        switch self {
        case .uiColor: return NamedColors.uikitFixed
        case .nsColor: return NamedColors.uikit
        case .color, .cgColor: return NamedColors.blackAndWhite
        case .ciColor: return NamedColors.coreImage
        }
    }

    /// The Objective-C-era spellings `fixedNamedColor(objectiveCName:)` reads (`whiteColor`), for
    /// the screening and the implicit members to look for.
    package static let objectiveCNamedColorNames: [String] = Set(NamedColors.uikit.keys).union(NamedColors.uikitFixed.keys).map { $0 + "Color" }.sorted()

    /// The fixed named color an Objective-C-era spelling calls, with its name today: Swift 2's
    /// `UIColor.whiteColor()`, `NSColor.blackColor()` (apps of 2015 still in the open, written
    /// before the Swift 3 renaming). Nil for any other name (`NSColor.textColor` is adaptive).
    package func fixedNamedColor(objectiveCName name: String) -> (name: String, value: RGBA)? {
        guard self == .uiColor || self == .nsColor, name.count > 5, name.hasSuffix("Color") else { return nil }
        let stem = String(name.dropLast(5))
        return fixedNamedColors[stem].map { (stem, $0) }
    }
}

/// Values of the named colors (UIColor.h; see ../shared/data/apple-system-colors.md).
package enum NamedColors {
    package static let uikit: [String: RGBA] = [
        "black": RGBA(unit: 0, 0, 0), "darkGray": RGBA(unit: 1.0 / 3, 1.0 / 3, 1.0 / 3),
        "lightGray": RGBA(unit: 2.0 / 3, 2.0 / 3, 2.0 / 3), "white": RGBA(unit: 1, 1, 1),
        "gray": RGBA(unit: 0.5, 0.5, 0.5), "red": RGBA(unit: 1, 0, 0), "green": RGBA(unit: 0, 1, 0),
        "blue": RGBA(unit: 0, 0, 1), "cyan": RGBA(unit: 0, 1, 1), "yellow": RGBA(unit: 1, 1, 0),
        "magenta": RGBA(unit: 1, 0, 1), "orange": RGBA(unit: 1, 0.5, 0), "purple": RGBA(unit: 0.5, 0, 0.5),
        "brown": RGBA(unit: 0.6, 0.4, 0.2),
    ]
    /// UIKit's text colors that do not adapt: `darkText` is black, `lightText` white at 60 %
    /// (UIColor.h; ../shared/data/apple-system-colors.md). AppKit has neither.
    package static let uikitText: [String: RGBA] = ["darkText": RGBA(red: 0, green: 0, blue: 0), "lightText": RGBA(red: 255, green: 255, blue: 255, alpha: 0x99)]
    /// UIKit's fixed named colors: the named-color list and its two text colors.
    package static let uikitFixed: [String: RGBA] = uikit.merging(uikitText) { a, _ in a }
    package static let blackAndWhite: [String: RGBA] = ["black": RGBA(unit: 0, 0, 0), "white": RGBA(unit: 1, 1, 1)]
    package static let coreImage: [String: RGBA] = [
        "black": RGBA(unit: 0, 0, 0), "white": RGBA(unit: 1, 1, 1), "gray": RGBA(unit: 0.5, 0.5, 0.5),
        "red": RGBA(unit: 1, 0, 0), "green": RGBA(unit: 0, 1, 0), "blue": RGBA(unit: 0, 0, 1),
        "cyan": RGBA(unit: 0, 1, 1), "magenta": RGBA(unit: 1, 0, 1), "yellow": RGBA(unit: 1, 1, 0),
    ]
}
