/// The table's own member for a token whose expression is an Apple system color
/// (`"text": { "uikit": "UIColor.label" }` → `Palette.text`): where the system color is missing
/// on a platform or below a lowest OS the project ships on, `generate` declares this member from
/// the token's values (with the light value below iOS 13 / tvOS 13, no elevated level on tvOS)
/// and `fix` writes it instead of declining the site. Both sides read this one definition.
package enum SystemColorFallback {
    /// The member path: the token's name in the namespace of the table's first declarable member
    /// of the framework (`Palette.background` → `Palette`; Xcode's asset symbols never extend a
    /// namespace), else as a member of the color type (`UIColor.text`). Nil when the token names no
    /// system color there, has no light value to declare, or the name cannot be that member (a
    /// system color's own name, another token's expression, not an identifier).
    package static func member(of token: Configuration.SemanticToken, framework: Framework,
                               tokens: [Configuration.SemanticToken]) -> String? {
        guard let expression = token.expressions[framework], token.values[.light] != nil,
              let path = MemberPath.components(of: expression), path.count == 2,
              let base = BaseColorType(rawValue: path[0]), base.framework == framework,
              SystemColorNames.contains(path[1], on: base) else { return nil }
        let namespace = tokens.lazy.compactMap { other -> [String]? in
            guard let e = other.expressions[framework], let p = MemberPath.components(of: e),
                  !MemberPath.conversions.contains(p.last!) else { return nil }
            let n = Array(p.dropLast())
            return n.count == 1 && BaseColorType(rawValue: n[0]) != nil ? nil : n
        }.first ?? [base.rawValue]
        let member = (namespace + [token.name]).joined(separator: ".")
        guard MemberPath.components(of: member)?.count == namespace.count + 1,
              namespace != [base.rawValue] || !SystemColorNames.contains(token.name, on: base),
              !tokens.contains(where: { $0.expressions.values.contains(member) }) else { return nil }
        return member
    }

    /// Whether code compiled for `compilation` lacks the API `expression` calls (no project
    /// facts: nothing is missing).
    package static func isMissing(_ expression: String, framework: Framework, for compilation: Compilation) -> Bool {
        AvailabilityGate.refusal(expression: expression, implicitType: nil, framework: framework,
                                 site: AvailabilityGate.Site(compilation: compilation)) != nil
    }
}
