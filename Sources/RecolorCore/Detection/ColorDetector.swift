/// Where dispatch offers detectors a color: FileDetector finds the site (a token, a color
/// type's call, a member of a color type) and its context; a detector reads what stands there.
enum DetectionSite {
    /// A token that may begin a color expression: `#colorLiteral(…)`, `Essentials.grey70`.
    case expression(start: Int)
    /// A color type called: `UIColor(…)`, `UIColor.init(…)`, `.init(…)` where a color is expected.
    case constructor(type: BaseColorType, start: Int, args: ArgumentList, context: ColorContext?)
    /// A member of a color type: `UIColor.white`, `.white`, `UIColor.hex(…)`, `UIColor.grey90`.
    case member(type: BaseColorType, start: Int, member: Int, context: ColorContext?)

    /// The sites a detector looks at.
    struct Kinds: OptionSet, Sendable {
        let rawValue: Int
        static let expression = Kinds(rawValue: 1)
        static let constructor = Kinds(rawValue: 2)
        static let member = Kinds(rawValue: 4)
    }
}

/// A detector: the sites it looks at, what it finds there (a finding and the index of its
/// last code token), its kind and its examples.
protocol ColorDetector: DocumentedDetector {
    static var sites: DetectionSite.Kinds { get }
    static func detect(_ d: FileDetector, at site: DetectionSite) -> (Finding, Int)?
}

/// Every detector, once: dispatch offers each site to them in this order (the first finding
/// wins); the tests run their examples, generated variants and corrections from it.
enum ColorDetectors {
    static let all: [any ColorDetector.Type] = [
        ColorLiteralDetector.self, WrappedPlatformColorDetector.self, RGBConstructorDetector.self,
        HexConstructorDetector.self, PaletteReferenceDetector.self, NamedColorDetector.self,
        HexStringConversionDetector.self, HexStringPaletteDetector.self, ColorFunctionCallDetector.self,
        UndeclaredHexFunctionDetector.self,
    ]

    /// The same list by site, so that a site costs a call only to the detectors that look at it.
    static let atExpressions = all.filter { $0.sites.contains(.expression) }
    static let atConstructors = all.filter { $0.sites.contains(.constructor) }
    static let atMembers = all.filter { $0.sites.contains(.member) }
}
