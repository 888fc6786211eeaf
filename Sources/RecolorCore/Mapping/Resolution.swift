/// What the mapping table says about one finding.
public struct Resolution: Sendable, Equatable {
    /// The semantic token a rule maps the finding to.
    public var token: String?
    /// The expression that replaces it, when the token has one for the finding's framework.
    public var replacement: String?
    /// The bytes the replacement covers: the whole finding when the rule's match carries
    /// alpha, else the base expression (modifiers kept).
    public var replacementRange: Range<Int>?
    /// The token nearest in color, for a finding no rule rewrites.
    public var nearest: NearestToken?
    /// Why a finding a rule maps is not rewritten, when the reason is not a missing framework
    /// expression (a color inside an attributed string, a token without a light value…).
    public var unmappedReason: String?
    /// Why a mapped finding is not rewritten (its span holds a comment): reported, never edited.
    public var declined: String?
    /// The reason a `"keep"` rule gives: the color is intentionally fixed. `check` does not
    /// report it, `fix` and `lock` leave it, `scan` and the inventory show it with the reason.
    public var kept: String?
    /// Whether the finding is kept by the code, not the table: one arm of the app's own test of
    /// the appearance that no pair replaces whole (no table entry needed; stderr says so apart).
    public var keptByCode = false

    public var isMapped: Bool { replacement != nil && declined == nil }

    /// A resolution; with no arguments, that of a finding no rule maps.
    public init(token: String? = nil, replacement: String? = nil, replacementRange: Range<Int>? = nil,
                nearest: NearestToken? = nil, unmappedReason: String? = nil, declined: String? = nil, kept: String? = nil) {
        self.token = token
        self.replacement = replacement
        self.replacementRange = replacementRange
        self.nearest = nearest
        self.unmappedReason = unmappedReason
        self.declined = declined
        self.kept = kept
    }
}

/// The table's token nearest in color to a finding, and how far it is (CIEDE2000).
public struct NearestToken: Sendable, Equatable {
    public var token: String
    public var deltaE: Double

    public init(token: String, deltaE: Double) {
        self.token = token
        self.deltaE = deltaE
    }
}

/// Applies the mapping table's rules to findings.
package struct Resolver: Sendable {
    package let configuration: Configuration
    /// Each token's expressions, read once.
    let expressions: [String: [Framework: TokenExpression]]

    /// The resolution of a finding of any language: the rule that maps it and its token as
    /// `writer` writes it at the finding, checked where it stands (`TokenWriter.checked`); or why
    /// it stays as it is; or, when nothing rewrites it, the token nearest in color.
    func resolve(_ finding: Finding, writer: some TokenWriter) -> Resolution {
        var result = Resolution()
        let rule: Configuration.Rule?
        if let choice = finding.choice {
            // An arm of a light/dark choice: only a rule for the whole pair maps it, and its
            // replacement is the whole choice (every arm gives the same edit, applied once); one
            // arm alone is never rewritten, which would leave the other appearance's color beside a token.
            rule = bestRule(for: finding, keys: [.choice(choice.key)])
            if rule == nil, choice.keptAsWritten, let reason = choice.declined {
                result.kept = "\(FixedIntent.chosenByAppearance.rawValue): \(reason)"
                result.keptByCode = true
                return result
            }
            if rule == nil, !choice.memberArms.isEmpty {
                // Beside the app's own color and no rule for the pair: the code's choice, kept whole.
                let members = choice.memberArms.values.sorted().joined(separator: ", ")
                result.kept = "\(FixedIntent.chosenByAppearance.rawValue): \(choice.key) (the code's own choice beside \(members); fix never rewrites one arm alone)"
                result.keptByCode = true
                return result
            }
            if rule == nil {
                result.unmappedReason = "one arm of a light/dark choice the code makes (\(choice.key)); a rule for the pair (\"match\" the light value, \"dark\" the dark one) maps the whole choice"
                if let color = finding.color { result.nearest = nearestToken(to: color) }
                return result
            }
        } else {
            // A hazard is no color a token replaces: no rule maps it, `fix` never rewrites it.
            if finding.kind.isHazard { return result }
            // One arm of the app's own choice by the appearance is never rewritten alone: a token
            // would give it a second dark value over the one the code chooses.
            if finding.isChosenByAppearanceAlone, let test = finding.appearanceTest {
                result.kept = "\(FixedIntent.chosenByAppearance.rawValue): \(test) (the code's own choice; fix never rewrites one arm alone)"
                result.keptByCode = true
                return result
            }
            rule = bestRule(for: finding)
        }
        if let reason = rule?.keep {
            result.kept = reason  // kept as written: neither a token nor a nearest one
            return result
        }
        if let rule, let name = rule.token, let why = UnknownAlpha.refusal(finding, rule: rule, token: tokensByName[name]) {
            result.token = name
            result.unmappedReason = why
            return result
        }
        if let rule, let name = rule.token {
            result.token = name
            if let token = tokensByName[name] {
                switch writer.write(token, rule: rule, at: finding) {
                case let .replacement(text, range):
                    result.replacement = text
                    result.replacementRange = range
                case .unmapped(let reason): result.unmappedReason = reason
                case .kept(let reason): result.kept = reason
                case .nothing: break
                }
            }
        }
        // (An arm of a choice a rule names gets none: the rule names its pair.)
        if finding.choice == nil, !result.isMapped, let color = finding.color {
            result.nearest = nearestToken(to: color)
        }
        return result.replacement == nil ? result : writer.checked(result, at: finding)
    }

    /// A Swift finding's resolution with the token's expression as written in the table, not yet
    /// fitted to a file (`init`'s draft, the palette of `lock`).
    package func resolve(_ finding: Finding) -> Resolution {
        resolve(finding, writer: SwiftTokenWriter())
    }

    /// `resolved` with the token's own member (`SystemColorFallback`) in place of the system
    /// color its expression names, fitted to where the finding stands in `file`; nil when the
    /// table has none (no `generate` Swift file, no such token) or the replacement is another
    /// expression than the token's for the finding's framework.
    func withOwnMember(_ resolved: Resolution, _ finding: Finding, in file: SwiftSource) -> Resolution? {
        var result = resolved
        guard let name = result.token, let framework = finding.framework, let text = result.replacement,
              text == tokensByName[name]?.expressions[framework], let member = ownMembers[name]?[framework] else { return nil }
        result.replacement = member
        return rendered(result, finding, in: file)
    }

    /// A written replacement fitted to where it stands in `file` (typed, parenthesized; the whole
    /// choice of an arm), or declined when its span holds a comment.
    func rendered(_ resolved: Resolution, _ finding: Finding, in file: SwiftSource) -> Resolution {
        var result = resolved
        guard let text = result.replacement, let range = result.replacementRange, let token = result.token else { return result }
        if file.hasComment(in: range) {
            result.declined = "the text it replaces holds a comment, which a rewrite would delete"
            return result
        }
        let expression = expressions[token]?.first { $0.value.text == text }?.value ?? TokenExpression(text)
        if finding.literalFallback {
            result.replacement = nil
            result.unmappedReason = "it is the literal a run-time value falls back to (`?? 0x…`), where a color token cannot stand; rewrite the call by hand"
            return result
        }
        if finding.returnsDynamicSelf {
            result.replacement = nil
            result.unmappedReason = "it builds `Self` for a member declared as `Self`, the class's dynamic type, which a token's expression is not; rewrite the member's type or body by hand"
            return result
        }
        if let function = finding.literalArgumentOf, finding.choice == nil || finding.choice?.armsInPlace == true {
            result.replacement = nil
            result.unmappedReason = "it is a number passed to \(function)(…), where a color token cannot stand; a rule for its light/dark pair replaces the call"
            return result
        }
        // The app's wrapper (`EKColor(rgb: …)`): the token goes inside its `init(_:)`, never in its place.
        if let wrapper = finding.wrapper {
            if wrapper.takesUnlabeled && finding.choice == nil && range == finding.baseRange {
                result.replacement = wrapper.wrapping(text, isImplicitMember: expression.isImplicitMember)
            } else {
                result.replacement = nil
                result.unmappedReason = wrapper.reasonLeftAsWritten
            }
            return result
        }
        if let choice = finding.choice, !choice.armsInPlace {
            // The whole choice: an implicit member takes the type an arm was written with.
            let type = choice.writtenType
            let written = expression.isImplicitMember ? (type ?? "") + text : text
            result.replacement = choice.returns ? "return " + written
                : choice.statement.map { $0.before + written + $0.after } ?? expression.rendered(replacing: range, in: file, writtenType: type)
            return result
        }
        let type = range == finding.range && finding.conversion != nil && range != finding.alphaRange
            ? BaseColorType(framework: finding.conversion!.framework).rawValue : finding.writtenType
        var replaced = range
        // The left side of `??`: the token, never optional, replaces the fallback too (`CoalescedFallback`).
        if !CoalescedFallback.isOptional(text) {
            switch CoalescedFallback.extent(after: range, in: file) {
            case .none: break
            case .through(let end):
                replaced = range.lowerBound..<end
                result.replacementRange = replaced
            case .undelimited:
                result.declined = "it is the left side of ??, and the token is no optional: the fallback after it would be a compiler warning (left side of ?? is non-optional); replace the whole expression by hand"
                return result
            }
        }
        result.replacement = expression.rendered(replacing: replaced, in: file, writtenType: type)
        return result
    }

    /// Token → framework → the member `generate` declares in place of the token's system color
    /// where the project lacks it (tables with a `generate` Swift file only).
    let ownMembers: [String: [Framework: String]]
    /// The tokens by name, the first of a name winning as in `Configuration.token(named:)`:
    /// a table of 200,000 tokens made a scan per finding quadratic.
    let tokensByName: [String: Configuration.SemanticToken]
    /// The rules each key can match, by context: a finding is compared with the few rules of its
    /// own keys, not with every rule of a large table, and reads the rule for its context at
    /// once (walking a key's rules made 10,000 rules of one color, each with a context of its
    /// own, quadratic: 15 s for 10,000 findings).
    private let rulesByKey: [RuleKey: RulesOfKey]
    /// The rules limited to places (`"in"`), by key, in table order: they come before the others.
    private let placedByKey: [RuleKey: [Int]]
    /// Whether any rule is limited to places: only then are the findings' places read.
    package var hasPlacedRules: Bool { !placedByKey.isEmpty }
    /// The tokens' light values by alpha and lightness.
    private let nearestIndex: NearestTokenIndex

    /// One key's rules, in table order: the first without a context, and the first naming each
    /// context.
    struct RulesOfKey {
        var withoutContext: Int?
        var byContext: [String: Int] = [:]
    }

    /// What a rule compares: the finding's color with alpha, its base color, or its symbol.
    enum RuleKey: Hashable {
        case color(RGBA), baseColor(RGBA), paletteMember(String), typeMember(String)
        /// A light/dark choice the code makes, by `AppearanceChoice.key`.
        case choice(String)
    }

    package init(configuration: Configuration) {
        self.configuration = configuration
        tokensByName = Dictionary(configuration.tokens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var rulesByKey: [RuleKey: RulesOfKey] = [:]
        var placedByKey: [RuleKey: [Int]] = [:]
        for (n, rule) in configuration.rules.enumerated() {
            guard let key = rule.choiceKey.map(RuleKey.choice) ?? Self.key(of: rule.match, colorTypes: configuration.colorTypes) else { continue }
            if rule.within != nil {
                placedByKey[key, default: []].append(n)
            } else if let contexts = rule.context {
                for c in contexts where rulesByKey[key, default: RulesOfKey()].byContext[c] == nil {
                    rulesByKey[key, default: RulesOfKey()].byContext[c] = n
                }
            } else if rulesByKey[key]?.withoutContext == nil {
                rulesByKey[key, default: RulesOfKey()].withoutContext = n
            }
        }
        self.rulesByKey = rulesByKey
        self.placedByKey = placedByKey
        nearestIndex = NearestTokenIndex(configuration.tokens)
        var expressions: [String: [Framework: TokenExpression]] = [:]
        for token in configuration.tokens { expressions[token.name] = token.expressions.mapValues(TokenExpression.init) }
        self.expressions = expressions
        var ownMembers: [String: [Framework: String]] = [:]
        if configuration.generate?.swift != nil {
            for token in configuration.tokens {
                for framework in token.expressions.keys {
                    if let member = SystemColorFallback.member(of: token, framework: framework, tokens: configuration.tokens) {
                        ownMembers[token.name, default: [:]][framework] = member
                    }
                }
            }
        }
        self.ownMembers = ownMembers
    }

    static func key(of match: Configuration.Match, colorTypes: [String: Framework]) -> RuleKey? {
        switch match {
        case let .paletteMember(namespace, member): return .paletteMember("\(namespace).\(member)")
        case let .typeMember(type, member):
            guard let base = BaseColorType(rawValue: type) ?? colorTypes[type].map(BaseColorType.init(framework:)) else { return nil }
            return .typeMember("\(base.rawValue).\(member)")
        case let .color(color, hasAlpha): return hasAlpha ? .color(color) : .baseColor(color)
        case .colorSet: return nil
        }
    }

    /// Rules whose context matches beat rules without one; among equals the first wins. A rule
    /// is found under a key only if it matches the finding (the key is what it compares).
    func bestRule(for finding: Finding) -> Configuration.Rule? {
        var keys: [RuleKey] = []
        if let color = finding.color { keys.append(.color(color)) }
        if let color = finding.baseColor { keys.append(.baseColor(color)) }
        if let symbol = finding.symbol {
            keys.append(.typeMember(symbol))
            if finding.kind == .paletteReference { keys.append(.paletteMember(symbol)) }
        }
        return bestRule(for: finding, keys: keys)
    }

    func bestRule(for finding: Finding, keys: [RuleKey]) -> Configuration.Rule? {
        if finding.place != nil || finding.documentPlace != nil {
            var placed: Int?
            for key in keys {
                for n in placedByKey[key] ?? [] {
                    let rule = configuration.rules[n]
                    guard DeclarationPlace.matches(finding.place, within: rule.within!) || DeclarationPlace.matches(finding.documentPlace, within: rule.within!),
                          rule.context.map({ c in finding.context.map(c.contains) ?? false }) ?? true else { continue }
                    placed = min(placed ?? n, n)
                }
            }
            if let placed { return configuration.rules[placed] }
        }
        var inContext: Int?, fallback: Int?
        for key in keys {
            guard let rules = rulesByKey[key] else { continue }
            if let c = finding.context, let n = rules.byContext[c] { inContext = min(inContext ?? n, n) }
            if let n = rules.withoutContext { fallback = min(fallback ?? n, n) }
        }
        return (inContext ?? fallback).map { configuration.rules[$0] }
    }

    func matches(_ match: Configuration.Match, _ finding: Finding) -> Bool {
        switch match {
        case let .paletteMember(namespace, member):
            return finding.kind == .paletteReference && finding.symbol == "\(namespace).\(member)"
        case let .typeMember(type, member):
            let base = BaseColorType(rawValue: type) ?? configuration.colorTypes[type].map(BaseColorType.init(framework:))
            guard let base else { return false }
            return finding.symbol == "\(base.rawValue).\(member)"
        case let .color(color, hasAlpha):
            return hasAlpha ? finding.color == color : finding.baseColor == color
        case .colorSet: return false
        }
    }

    /// The farthest a nearest token may be (CIEDE2000), and how far its alpha may differ: a
    /// hint beyond these (an opaque red "near" a 50 % scrim) misleads more than it helps.
    static let nearestLimit = 10.0
    static let nearestAlphaTolerance = 2

    /// The token whose `light` value is nearest to `color`, of the same alpha (±2/255) and
    /// within ΔE00 10; nil when there is none.
    func nearestToken(to color: RGBA) -> NearestToken? {
        nearestIndex.nearest(to: color, tokens: configuration.tokens, limit: Resolver.nearestLimit, alphaTolerance: Resolver.nearestAlphaTolerance)
            .map { NearestToken(token: configuration.tokens[$0.0].name, deltaE: $0.1) }
    }

    /// `nearestToken(to:)` comparing every token: the index's reference.
    func nearestTokenComparingAll(to color: RGBA) -> NearestToken? {
        var best: NearestToken?
        for token in configuration.tokens {
            guard let light = token.light, abs(Int(light.alpha) - Int(color.alpha)) <= Resolver.nearestAlphaTolerance else { continue }
            let d = ColorDifference.ciede2000(color, light)
            guard d <= Resolver.nearestLimit else { continue }
            if best == nil || d < best!.deltaE { best = NearestToken(token: token.name, deltaE: d) }
        }
        return best
    }
}
