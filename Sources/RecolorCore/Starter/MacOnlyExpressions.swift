#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `init`'s platform expressions for an app that ships on macOS alone: AppKit's, never UIKit's.
/// A token whose uses say no framework (a color set's own finding, a Core Graphics use in a file
/// that imports neither UIKit nor AppKit) got `"uikit"` by default, so Xit (one macOS target) had
/// `UIColor(named: "refText")!` and `Semantic.x` under `uikit`, and generate wrote a
/// `#if canImport(UIKit)` enum that is dead code on the Mac (session 20 audit F15).
enum MacOnlyExpressions {
    /// Whether every target of the project builds for macOS alone (Mac Catalyst is UIKit's).
    static func isMacOnly(_ project: ProjectFacts) -> Bool {
        !project.targets.isEmpty && project.targets.allSatisfy { !$0.platforms.isEmpty && $0.platforms.keys.allSatisfy { $0 == .macOS } }
    }

    /// Moves each token's UIKit expression to AppKit (where it has none) on a macOS-only project,
    /// or, where no project file says, in a tree whose Swift files import AppKit and never UIKit.
    static func apply(_ tokens: inout [StarterDraft.Token], project: ProjectFacts, treeIsAppKit: Bool) {
        guard project.isEmpty ? treeIsAppKit : isMacOnly(project) else { return }
        for k in tokens.indices {
            // SwiftUI's system color through AppKit, not UIKit (`SystemColorPlatforms`).
            if let system = tokens[k].system, tokens[k].expressions[.swiftui] != nil {
                tokens[k].expressions[.swiftui] = SystemColorPlatforms.swiftUIExpression(system, platforms: Set([ApplePlatform.macOS]))
            }
            guard let uikit = tokens[k].expressions[.uikit], tokens[k].expressions[.appkit] == nil,
                  let appkit = appKit(for: uikit, system: tokens[k].system) else { continue }
            tokens[k].expressions[.uikit] = nil
            tokens[k].expressions[.appkit] = appkit
            // The conversions made from the UIKit expression take the AppKit one.
            if tokens[k].expressions[.coregraphics] == uikit + ".cgColor" { tokens[k].expressions[.coregraphics] = appkit + ".cgColor" }
            if tokens[k].expressions[.coreimage] == "CIColor(color: \(uikit))" { tokens[k].expressions[.coreimage] = "CIColor(cgColor: \(appkit).cgColor)" }
        }
    }

    /// AppKit's spelling of a UIKit expression: a system color's own (nil where AppKit has none),
    /// `NSColor(named:)` for `UIColor(named:)`, the table's members as they are.
    static func appKit(for uikit: String, system: AppleSystemColor?) -> String? {
        if let system { return system.expression(.appkit) }
        if uikit.hasPrefix("Semantic.") { return uikit }
        if uikit.hasPrefix("UIColor(") { return "NSColor(" + uikit.dropFirst("UIColor(".count) }
        return nil
    }
}
