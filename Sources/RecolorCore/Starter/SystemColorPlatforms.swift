#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether `init` may propose an Apple system color for a token: its expression in each framework
/// the token is used in must exist on every platform the token's files build for, where generate
/// has no fallback for it (a member path, `UIColor.systemBackground`, has one: the token's own
/// member where a target lacks it; the lowest OS is not judged here). Nook
/// (SDKROOT macosx, no iOS target) had its white SwiftUI backgrounds drafted as `systemBackground`,
/// `Color(uiColor: .systemBackground)`, which macOS has not: fix declined all 16 uses and the text
/// on them (session 25's review, F6). On macOS alone SwiftUI takes AppKit's counterpart
/// (`Color(nsColor: .placeholderTextColor)`) where AppKit has one; else the token is the app's own.
enum SystemColorPlatforms {
    /// The platforms a token's files build for; nil where no project fact says (the newest SDK
    /// is assumed: every expression fits), or `macOS` alone in a tree that imports AppKit and never UIKit.
    static func platforms(files: Set<String>, project: ProjectFacts, diskPaths: [String: String], treeIsAppKit: Bool) -> Set<ApplePlatform>? {
        if project.isEmpty { return treeIsAppKit ? [.macOS] : nil }
        var out: Set<ApplePlatform> = []
        for file in files {
            let compilation = project.compilation(of: diskPaths[file] ?? file)
            if compilation.assumed { return nil }
            out.formUnion(compilation.platforms.keys)
        }
        return out.isEmpty ? nil : out
    }

    /// The SwiftUI expression of `system` for `platforms`: AppKit's counterpart through
    /// `Color(nsColor:)` on macOS alone where the SwiftUI one goes through UIKit.
    static func swiftUIExpression(_ system: AppleSystemColor, platforms: Set<ApplePlatform>?) -> String {
        guard let platforms, platforms == [.macOS], system.swiftui.hasPrefix("Color(uiColor:"),
              let appkit = system.appkit, let member = MemberPath.components(of: appkit)?.last else { return system.swiftui }
        return "Color(nsColor: .\(member))"
    }

    /// Whether each expression of `system` the frameworks need exists on every platform (with the
    /// framework's color type).
    static func fits(_ system: AppleSystemColor, frameworks: Set<Framework>, platforms: Set<ApplePlatform>?) -> Bool {
        guard let platforms else { return true }
        for framework in frameworks {
            let expression: String?
            switch framework {
            case .uikit, .appkit: expression = system.expression(framework)
            case .swiftui: expression = swiftUIExpression(system, platforms: platforms)
            case .coregraphics, .coreimage: continue
            }
            guard let expression else { return false }
            // A member path (`UIColor.systemBackground`) has generate's fallback where a platform
            // lacks it (`SystemColorFallback`): the token's own member, which fix writes there.
            if MemberPath.components(of: expression) != nil { continue }
            let having = ApplePlatform.having(framework).map { platforms.intersection($0) } ?? platforms
            for api in ExpressionAPIs.apis(in: expression, implicitType: nil) where having.contains(where: { $0.introduction(in: api.introduced) == nil }) {
                return false
            }
        }
        return true
    }
}
