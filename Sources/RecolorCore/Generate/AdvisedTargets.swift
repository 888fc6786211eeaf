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

    /// `serving` with the platforms of `advised` added and each at the lowest OS among them: the
    /// file must build wherever fix tells to add it. vonage-video's file sat beside an iOS-only
    /// app's Tuist project, and its frameworks (iOS 16 + macOS 14.6) were told to add it: written
    /// for iOS alone (`import UIKit`, `Color(uiColor:)`), the macOS build failed (session 34's
    /// held-out check, V1). With macOS added, `generate` writes its AppKit section, as for a
    /// multiplatform target.
    static func widened(_ serving: Compilation, by advised: [BuildTarget]) -> Compilation {
        guard !serving.assumed else { return serving }
        var out = serving
        for t in advised {
            for (p, v) in t.platforms { out.platforms[p] = out.platforms[p].map { min($0, v) } ?? v }
        }
        return out
    }
}
