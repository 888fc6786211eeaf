#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The targets `fix` may tell to add `generate`'s Swift file to: an app or framework target of the
/// project that has source files but does not build the file (not a package, test or tool
/// target: a package target is declined instead, `TargetMembership.packageRefusal`). The file must
/// compile there too: beam's photo frameworks deploy to iOS 8 and 11, fix wrote the table's
/// members into them and advised adding Beam/SemanticColors.swift, which generate had written for
/// the app's iOS 13 alone (101 `UIColor { traits in … }`, no `#available`): following the advice,
/// neither framework built (session 22's review, F3).
enum AdvisedTargets {
    /// The targets of `project` that may be told to add `file`: those that build one of
    /// `swiftFiles` (absolute, standardized: the Swift files of the walked tree). A target that
    /// builds no Swift cannot use the file's members: OpenEmu's 44 system-plugin bundles (Objective-C
    /// only) buried the one real advice, its app target, in a list of 48 (session 28's review, B14).
    static func of(_ project: ProjectFacts, file: String, swiftFiles: [String]) -> [BuildTarget] {
        project.targets.filter { t in
            let kind = t.kind ?? ""
            return !t.builds(file) && !t.members.isEmpty && !kind.hasPrefix("package") && !kind.contains("test") && kind != "tool"
                && swiftFiles.contains(where: t.builds)
        }
    }

    /// `serving` with each of its platforms at the lowest OS among it and `advised` (no platform
    /// added: a target of another platform needs another section, which `generate` writes by
    /// the file's own platforms).
    static func widened(_ serving: Compilation, by advised: [BuildTarget]) -> Compilation {
        guard !serving.assumed else { return serving }
        var out = serving
        for t in advised {
            for (p, v) in t.platforms where out.platforms[p] != nil { out.platforms[p] = min(out.platforms[p]!, v) }
        }
        return out
    }
}
