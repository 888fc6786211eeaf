/// A color drawn at an alpha recolor cannot read (`UIColor.white.withAlphaComponent(alpha)`, a
/// parameter or a value from elsewhere) is translucent, not the opaque color a rule without alpha
/// names: the opaque color's adapting token (white -> systemBackground) turned ruuvi's white
/// glass chips black on dark cards. Such a site is left unmapped, with the reason; a token that is
/// the same in every appearance still maps it (nothing shows through differently).
enum UnknownAlpha {
    static func refusal(_ finding: Finding, rule: Configuration.Rule, token: Configuration.SemanticToken?) -> String? {
        guard finding.choice == nil, finding.kind != .paletteReference, finding.color == nil, finding.baseColor != nil,
              case .color(_, hasAlpha: false) = rule.match else { return nil }
        if let token, token.fixed || token.values[.light].map({ token.values[.dark] == $0 }) == true { return nil }
        return "its alpha is not a number recolor can read, so it is translucent, not the opaque color the rule maps; an adapting token would change what shows through (map it by hand, or give its alpha as a number)"
    }
}
