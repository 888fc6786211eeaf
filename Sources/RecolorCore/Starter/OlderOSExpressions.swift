/// `init`'s SwiftUI expression of an Apple system color for code that builds for an OS before
/// `Color(uiColor:)` (iOS and tvOS 15): `Color(UIColor.systemBackground)`, which iOS 13 has. Spend Stack's
/// widgets build for iOS 14; init drafted `Color(uiColor: .systemBackground)` for their white fills and
/// `fix` declined every use of its own draft, and the black text on them as a pair ("Color(uiColor:) needs
/// iOS 15.0", session 40's held-out check, recall40f v1).
enum OlderOSExpressions {
    /// The release that has `Color(uiColor:)`.
    static let uiColorLabel = PlatformVersion(15)

    /// Rewrites each system token's `Color(uiColor: .name)` as `Color(UIColor.name)` where one of its
    /// files builds for iOS, Mac Catalyst or tvOS below 15.
    static func apply(_ tokens: inout [StarterDraft.Token], project: ProjectFacts, diskPaths: [String: String]) {
        guard !project.isEmpty else { return }
        for k in tokens.indices {
            guard tokens[k].system != nil, let swiftui = tokens[k].expressions[.swiftui], swiftui.hasPrefix("Color(uiColor: ."),
                  swiftui.hasSuffix(")") else { continue }
            let member = swiftui.dropFirst("Color(uiColor: .".count).dropLast()
            guard !member.isEmpty, member.allSatisfy({ $0.isLetter || $0.isNumber }) else { continue }
            let files = tokens[k].values.reduce(into: Set<String>()) { $0.formUnion($1.files) }
            let older = files.contains { file in
                let compilation = project.compilation(of: diskPaths[file] ?? file)
                return [ApplePlatform.iOS, .macCatalyst, .tvOS].contains { compilation.platforms[$0].map { $0 < uiColorLabel } ?? false }
            }
            if older { tokens[k].expressions[.swiftui] = "Color(UIColor.\(member))" }
        }
    }
}
