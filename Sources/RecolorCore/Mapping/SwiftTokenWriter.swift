/// Swift writes a token as its expression for the finding's framework, over the finding's base
/// (modifiers kept) or, when the rule's match carries alpha, over the alpha modifiers too; a
/// conversion (`.cgColor`) stays unless the token has an expression of its own for it. An arm of
/// a light/dark choice is written over the whole choice, or where it stands when the choice's
/// branches hold other statements too (`AppearanceChoice.armsInPlace`).
struct SwiftTokenWriter: TokenWriter {
    func write(_ token: Configuration.SemanticToken, rule: Configuration.Rule, at finding: Finding) -> WrittenToken {
        if finding.framework == nil, let why = finding.undecidedType { return .unmapped(why) }
        if let choice = finding.choice {
            if let reason = choice.declined { return choice.keptAsWritten ? .kept("\(FixedIntent.chosenByAppearance.rawValue): \(reason)") : .unmapped(reason) }
            if let framework = choice.resultFramework {
                // The call's own type (a helper returning SwiftUI's `Color` from two `UIColor`s).
                guard let expression = token.expressions[framework] else {
                    return .unmapped("the call is a \(BaseColorType(framework: framework).rawValue); token \(token.name) has no \(framework.rawValue) expression")
                }
                return .replacement(expression, range: choice.range)
            }
            guard let framework = finding.framework, let expression = token.expressions[framework] else { return .nothing }
            if choice.armsInPlace {
                // Each arm where it stands, as a rule with alpha replaces a color: its modifiers
                // too, and a conversion (`.cgColor`) with the token's own expression for it.
                if let conversion = finding.conversion, let converted = token.expressions[conversion.framework] {
                    return .replacement(converted, range: finding.range)
                }
                if finding.alphaAfterConversion, let conversion = finding.conversion {
                    return Self.convertedWhole(expression, conversion, token: token, at: finding)
                }
                return .replacement(expression, range: finding.alphaRange)
            }
            return .replacement(expression, range: choice.range)
        }
        guard let framework = finding.framework, let expression = token.expressions[framework] else { return .nothing }
        var carriesAlpha = false
        if case .color(_, hasAlpha: true) = rule.match { carriesAlpha = true }
        // A constructor's alpha read at run time (`alpha: opacity`), an alpha function's argument
        // (`AlphaFunction`): the token at that alpha, unless the rule's token holds the alpha already.
        if let alpha = finding.alphaArgument, !(carriesAlpha && finding.color != nil) {
            switch framework {
            case .swiftui: return .replacement(expression + ".opacity(" + alpha + ")", range: finding.baseRange)
            case .uikit, .appkit: return .replacement(expression + ".withAlphaComponent(" + alpha + ")", range: finding.baseRange)
            default: return .unmapped("its alpha (\(alpha)) is read at run time, and recolor writes a \(framework.rawValue) token at an alpha only in UIKit, AppKit or SwiftUI")
            }
        }
        let replaced = carriesAlpha ? finding.alphaRange : finding.baseRange
        if let conversion = finding.conversion, replaced == finding.alphaRange, let converted = token.expressions[conversion.framework] {
            return .replacement(converted, range: finding.range)
        }
        // `.cgColor.copy(alpha: 0.5)`: the token with alpha before `.cgColor` would have it set again.
        if finding.alphaAfterConversion, carriesAlpha, let conversion = finding.conversion {
            return Self.convertedWhole(expression, conversion, token: token, at: finding)
        }
        return .replacement(expression, range: replaced)
    }

    /// `.cgColor.copy(alpha: 0.5)` under a token that carries the alpha: the token's expression
    /// converted replaces base, conversion and alpha at once (the token before `.cgColor` would
    /// have its alpha set again). An implicit member cannot take the conversion: left as written.
    static func convertedWhole(_ expression: String, _ conversion: ColorConversion, token: Configuration.SemanticToken, at finding: Finding) -> WrittenToken {
        guard !expression.hasPrefix(".") else {
            return .unmapped("its alpha is set after .\(conversion.rawValue) by copy(alpha:), and token \(token.name) has no \(conversion.framework.rawValue) expression nor a typed one to convert")
        }
        return .replacement(expression + "." + conversion.rawValue, range: finding.range)
    }
}

/// Swift's tokens at their sites in one file: written as `SwiftTokenWriter` writes them, then
/// made to fit where they stand (typed, parenthesized) and declined where they cannot go: a
/// comment in the span, a platform or OS of the site without the color (the table's own member
/// instead, when `generate` declares one that fits), a color compared with another, a target that
/// cannot see `generate`'s members, an exported interface (a public default argument) that cannot
/// name them.
final class SwiftSiteWriter: TokenWriter {
    let file: SwiftSource
    let resolver: Resolver
    let compilation: Compilation
    /// Where the app ships is known: the file's targets are asked whether they see `generate`'s members.
    let knowsProject: Bool
    /// Why the file's targets cannot see `generate`'s members, asked once (it depends on the file alone).
    private let packageRefusal: () -> String?
    private lazy var refusalOfPackage: String? = packageRefusal()
    private var sites: SiteAvailability?
    /// The file's brackets, paired once for all its findings (an attribute's arguments).
    private lazy var brackets = EnclosingGroups(file: file)

    /// Why a replacement looking a color set up by name cannot stand in this file (the set is
    /// another module's, `ModuleColorSet`), nil when it can.
    private let moduleSetRefusal: (String) -> String?
    /// The members the tree compares with a named color (`ComparedElsewhere`).
    var comparisons = ValueComparisons()

    init(file: SwiftSource, resolver: Resolver, compilation: Compilation, knowsProject: Bool,
         moduleSetRefusal: @escaping (String) -> String? = { _ in nil }, packageRefusal: @escaping () -> String?) {
        self.file = file
        self.moduleSetRefusal = moduleSetRefusal
        self.resolver = resolver
        self.compilation = compilation
        self.knowsProject = knowsProject
        self.packageRefusal = packageRefusal
    }

    /// What the site at `offset` is built for (the file's availability regions read once).
    func site(at offset: Int) -> AvailabilityGate.Site {
        availability.site(at: offset)
    }

    /// The file's availability regions and syntax tree, read once.
    var availability: SiteAvailability {
        if sites == nil { sites = SiteAvailability(file, compilation: compilation) }
        return sites!
    }

    func write(_ token: Configuration.SemanticToken, rule: Configuration.Rule, at finding: Finding) -> WrittenToken {
        SwiftTokenWriter().write(token, rule: rule, at: finding)
    }

    func checked(_ written: Resolution, at finding: Finding) -> Resolution {
        var resolution = resolver.rendered(written, finding, in: file)
        let implicitType = finding.writtenType ?? finding.framework.map { BaseColorType(framework: $0).rawValue }
        let site = { self.site(at: finding.range.lowerBound) }
        if resolution.isMapped, let replacement = resolution.replacement, let why = AvailabilityGate.refusal(
            expression: replacement, implicitType: implicitType, framework: finding.framework, site: site) {
            // A platform or OS of the site lacks the system color: the table's own member, which
            // `generate` declares safe for them. An availability check's else branch keeps its code.
            if !why.hasPrefix("pre-"), let own = resolver.withOwnMember(written, finding, in: file), own.isMapped,
               let ownText = own.replacement,
               AvailabilityGate.refusal(expression: ownText, implicitType: implicitType, framework: finding.framework, site: site) == nil {
                resolution = own
            } else {
                resolution.declined = why
            }
        }
        if resolution.isMapped, resolution.declined == nil,
           let why = PlatformColorLiteral.refusal(finding, token: resolution.token.flatMap(resolver.configuration.token(named:))) {
            resolution.declined = why
        }
        if resolution.isMapped, resolution.declined == nil,
           let why = AttributeArgument.refusal(resolution.replacementRange ?? finding.range, in: file, brackets: brackets) {
            resolution.declined = why
        }
        if resolution.isMapped, resolution.declined == nil, let why = ComparedColor.refusal(finding.range, in: file) {
            resolution.declined = why
        }
        if resolution.isMapped, resolution.declined == nil, let why = ComparedStoredValue.refusal(finding.range, in: file, tree: availability.tree) {
            resolution.declined = why
        }
        if resolution.isMapped, resolution.declined == nil,
           let why = ComparedElsewhere.refusal(finding.range, in: file, tree: availability.tree, comparisons: comparisons) {
            resolution.declined = why
        }
        if resolution.isMapped, resolution.declined == nil, let replacement = resolution.replacement,
           let why = ExportedDefaultArgument.refusal(finding.range, replacement: replacement, implicitType: implicitType, in: file, tree: availability.tree) {
            resolution.declined = why
        }
        if resolution.isMapped, resolution.declined == nil, knowsProject, let replacement = resolution.replacement,
           let why = moduleSetRefusal(replacement) {
            resolution.declined = why
        }
        // Asked without a project too: a playground is known by its path alone.
        if resolution.isMapped, resolution.declined == nil, let replacement = resolution.replacement,
           ExpressionAPIs.apis(in: replacement, implicitType: nil).isEmpty, !replacement.hasPrefix("."),
           let why = refusalOfPackage {
            resolution.declined = why
        }
        return resolution
    }
}
