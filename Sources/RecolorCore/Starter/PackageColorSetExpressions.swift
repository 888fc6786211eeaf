#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A harvested color set that lives in a SwiftPM package target's catalog is in that target's
/// `Bundle.module`, not the main bundle: `UIColor(named: "Gold")!` finds nothing there (a crash
/// at the `!`, and `fix` declines every such site: `ModuleColorSet`), so init writes the lookup
/// with the module's bundle, as `generate` does for its own sets (session 17's audit, F8).
/// Only where that package target is the tree's only target besides tests: a site in any other
/// target would read its own bundle, or none, under `.module`.
enum PackageColorSetExpressions {
    static func apply(_ tokens: inout [StarterDraft.Token], project: ProjectFacts, cwd: String) {
        let shipping = project.targets.filter { $0.kind != "package-tests" && !($0.kind ?? "").contains("test") }
        guard !shipping.isEmpty, cwd.hasPrefix("/") else { return }
        for k in tokens.indices {
            guard let h = tokens[k].harvest, let asset = h.asset else { continue }
            let setPath = PathText.standardized(h.from.hasPrefix("/") ? h.from : PathText.join(cwd, h.from))
            let owners = shipping.filter { $0.builds(setPath) }
            guard !owners.isEmpty, owners.allSatisfy({ $0.kind == "package" }), owners.count == shipping.count else { continue }
            let literal = "\"" + asset.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
            if tokens[k].expressions[.uikit] == "UIColor(named: \(literal))!" {
                tokens[k].expressions[.uikit] = "UIColor(named: \(literal), in: .module, compatibleWith: nil)!"
            }
            if tokens[k].expressions[.swiftui] == "Color(\(literal))" {
                tokens[k].expressions[.swiftui] = "Color(\(literal), bundle: .module)"
            }
        }
    }

    /// Whether `expression` looks the set `quoted` up in the module's bundle as `apply` writes it.
    static func isModuleLookup(_ expression: String, quoted: String) -> Bool {
        expression == "UIColor(named: \(quoted), in: .module, compatibleWith: nil)!" || expression == "Color(\(quoted), bundle: .module)"
    }
}
