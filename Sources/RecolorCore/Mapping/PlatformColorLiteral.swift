/// A color literal (`#colorLiteral(…)`) has the platform's color type: `UIColor` where UIKit is,
/// `NSColor` on the Mac. In code built for both (a multiplatform target, a package for iOS and
/// macOS, outside any `#if` that narrows it) one token name must stand for both: the table's
/// UIKit and AppKit expressions the same member, which `generate` then declares in each
/// `#if canImport` section. Rayon's Colorful got an AppKit-only token and an `import AppKit`
/// file, and its package no longer built for iOS (session 17's audit, F4).
enum PlatformColorLiteral {
    /// The UI frameworks whose color type a literal is where the code builds as `site`.
    static func frameworks(at site: Compilation) -> Set<Framework> {
        guard !site.assumed else { return [] }
        var out: Set<Framework> = []
        for platform in site.platforms.keys {
            if platform == .macOS { out.insert(.appkit) } else { out.insert(.uikit) }
        }
        return out
    }

    /// Why the token cannot be written at a literal built for several frameworks, or nil.
    static func refusal(_ finding: Finding, token: Configuration.SemanticToken?) -> String? {
        let frameworks = finding.platformFrameworks
        guard frameworks.count > 1, let token else { return nil }
        let written = Set(frameworks.map { token.expressions[$0] })
        if written.count == 1, written.first! != nil { return nil }
        let missing = frameworks.filter { token.expressions[$0] == nil }.map(\.rawValue).sorted()
        let why = missing.isEmpty ? "its \(frameworks.map(\.rawValue).sorted().joined(separator: " and ")) expressions differ"
            : "it has no \(missing.joined(separator: " or ")) expression"
        let what = finding.kind == .colorLiteral ? "the color literal" : "the color (written without UIColor or NSColor, in a file importing both)"
        return "\(what) is a UIColor on iOS and an NSColor on macOS, and the code builds for both; token \(token.name) cannot stand for both: \(why) (give it one member for uikit and appkit)"
    }
}
