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

    public var isMapped: Bool { replacement != nil }
}

public struct NearestToken: Sendable, Equatable {
    public var token: String
    public var deltaE: Double
}

/// Applies the mapping table's rules to findings.
public struct Resolver: Sendable {
    public let configuration: Configuration
    /// The tokens by name, the first of a name winning as in `Configuration.token(named:)`:
    /// a table of 200,000 tokens made a scan per finding quadratic.
    private let tokensByName: [String: Configuration.SemanticToken]
    /// The indices of the rules each key can match, in table order: a finding is compared with
    /// the few rules of its own keys, not with every rule of a large table.
    private let rulesByKey: [RuleKey: [Int]]

    /// What a rule compares: the finding's color with alpha, its base color, or its symbol.
    enum RuleKey: Hashable {
        case color(RGBA), baseColor(RGBA), paletteMember(String), typeMember(String)
    }

    public init(configuration: Configuration) {
        self.configuration = configuration
        tokensByName = Dictionary(configuration.tokens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var rulesByKey: [RuleKey: [Int]] = [:]
        for (n, rule) in configuration.rules.enumerated() {
            guard let key = Self.key(of: rule.match, colorTypes: configuration.colorTypes) else { continue }
            rulesByKey[key, default: []].append(n)
        }
        self.rulesByKey = rulesByKey
    }

    static func key(of match: Configuration.Match, colorTypes: [String: Framework]) -> RuleKey? {
        switch match {
        case let .paletteMember(namespace, member): return .paletteMember("\(namespace).\(member)")
        case let .typeMember(type, member):
            guard let base = BaseColorType(rawValue: type) ?? colorTypes[type].map(BaseColorType.init(framework:)) else { return nil }
            return .typeMember("\(base.rawValue).\(member)")
        case let .color(color, hasAlpha): return hasAlpha ? .color(color) : .baseColor(color)
        }
    }

    public func resolve(_ finding: Finding) -> Resolution {
        var result = Resolution()
        if let rule = bestRule(for: finding) {
            result.token = rule.token
            if let framework = finding.framework, let token = tokensByName[rule.token],
               let expression = token.expressions[framework] {
                result.replacement = expression
                if case .color(_, hasAlpha: true) = rule.match {
                    result.replacementRange = finding.range
                } else {
                    result.replacementRange = finding.baseRange
                }
            }
        }
        if !result.isMapped, let color = finding.color {
            result.nearest = nearestToken(to: color)
        }
        return result
    }

    /// Rules whose context matches beat rules without one; among equals the first wins.
    func bestRule(for finding: Finding) -> Configuration.Rule? {
        var keys: [RuleKey] = []
        if let color = finding.color { keys.append(.color(color)) }
        if let color = finding.baseColor { keys.append(.baseColor(color)) }
        if let symbol = finding.symbol {
            keys.append(.typeMember(symbol))
            if finding.kind == .paletteReference { keys.append(.paletteMember(symbol)) }
        }
        let candidates = keys.flatMap { rulesByKey[$0] ?? [] }.sorted()
        var fallback: Configuration.Rule?
        for rule in candidates.map({ configuration.rules[$0] }) where matches(rule.match, finding) {
            if let contexts = rule.context {
                if let c = finding.context, contexts.contains(c) { return rule }
            } else if fallback == nil {
                fallback = rule
            }
        }
        return fallback
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
        }
    }

    func nearestToken(to color: RGBA) -> NearestToken? {
        var best: NearestToken?
        for token in configuration.tokens {
            guard let light = token.light else { continue }
            let d = ColorDifference.ciede2000(color, light)
            if best == nil || d < best!.deltaE { best = NearestToken(token: token.name, deltaE: d) }
        }
        return best
    }
}
