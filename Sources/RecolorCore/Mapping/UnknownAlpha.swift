/// A color drawn at an alpha recolor cannot read (`UIColor.white.withAlphaComponent(alpha)`, a
/// parameter or a value from elsewhere) is translucent, not the opaque color a rule without alpha
/// names: the opaque color's adapting token (white -> systemBackground) turned ruuvi's white
/// glass chips black on dark cards; black at a run-time opacity (a dimming overlay, a mask) became
/// `.primary`, white in Dark Mode. Such a white, black or gray is left unmapped, with the reason;
/// a token the same in every appearance still maps it (nothing shows through differently), and a
/// hue keeps its hue in an adapting token (a red at some alpha stays a red).
enum UnknownAlpha {
    static func refusal(_ finding: Finding, rule: Configuration.Rule, token: Configuration.SemanticToken?) -> String? {
        guard finding.choice == nil, finding.kind != .paletteReference, finding.color == nil, let base = finding.baseColor,
              FixedIntentReader.isAchromatic(base), case .color(_, hasAlpha: false) = rule.match else { return nil }
        if let token, token.fixed || token.values[.light].map({ token.values[.dark] == $0 }) == true { return nil }
        return "its alpha is not a number recolor can read, so it is translucent, not the opaque color the rule maps; an adapting token would change what shows through (map it by hand, or give its alpha as a number)"
    }
}
