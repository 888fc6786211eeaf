/// `init`'s SwiftUI expression for a token named as the app's own fixed member of `Color`
/// (`extension Color { static let shadeSnow = Color(red: 0.988, …) }`, a palette member the token
/// stands for): spelled `Color.shadeSnow` it is that member, which generate keeps ("already
/// declared"), so the token's dark value is never drawn, `check` after `fix` flags every member
/// `fix` wrote (advising the same expression) and each `fix` "rewrites" them again (Moonfin: 62
/// findings; white text on the kept #FCFCFD in Dark while contrast measured the table's dark,
/// session 30's review B10 and B5). It takes the platform color generate declares,
/// `Color(Semantic.shadeSnow)`, as a clash with Xcode's asset symbols does; the app's member is
/// then unused, ready for the palette's `fileprivate`. A member that is a color set (its dark
/// written into the set) or a dynamic color (its own light and dark) stays the token's spelling.
enum OwnMemberExpressions {
    static func apply(_ tokens: inout [StarterDraft.Token], declared: DeclaredMembers, project: ProjectFacts, treeIsAppKit: Bool) {
        let hasMac = project.isEmpty ? treeIsAppKit : project.targets.contains { $0.platforms[.macOS] != nil }
        let hasUIKit = project.isEmpty ? !treeIsAppKit : project.targets.contains { t in t.platforms.keys.contains { $0 != .macOS } }
        for k in tokens.indices where tokens[k].harvest == nil {
            guard let swiftui = tokens[k].expressions[.swiftui], let parts = MemberPath.components(of: swiftui), parts.count == 2,
                  parts[0] == "Color", let member = declared.member(parts[1], of: "Color"),
                  member.value != nil, member.colorSet == nil, member.colors.count <= 1, !member.mutable else { continue }
            _ = AssetSymbolExpressions.throughPlatformColor(&tokens[k], hasMac: hasMac, hasUIKit: hasUIKit)
        }
    }
}
