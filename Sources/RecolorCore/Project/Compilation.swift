/// What code is compiled for: each platform with its lowest OS, and the targets that say so.
package struct Compilation: Sendable, Equatable {
    /// Platform → the lowest OS the code runs on there.
    package var platforms: [ApplePlatform: PlatformVersion]
    /// The targets that build the file (empty: no target names it).
    package var targets: [String]
    /// No project facts: the newest SDK of every platform is assumed.
    package var assumed: Bool

    package init(platforms: [ApplePlatform: PlatformVersion], targets: [String] = [], assumed: Bool = false) {
        self.platforms = platforms
        self.targets = targets
        self.assumed = assumed
    }

    /// Nothing known: every platform, newest SDK. An API check passes for any API that exists.
    package static let newestSDK = Compilation(platforms: [:], assumed: true)

    /// `iOS 12.0 and tvOS 13.0 (targets App, TV)`.
    package var described: String {
        if assumed { return "the newest SDK (no project facts)" }
        var out = platforms.sorted { $0.key < $1.key }.map { "\($0.key.displayName) \($0.value)" }.joined(separator: " and ")
        if !targets.isEmpty { out += " (target\(targets.count == 1 ? "" : "s") \(targets.joined(separator: ", ")))" }
        return out
    }

    /// Each platform's lowest OS over several targets: every platform any of them builds for,
    /// at the lowest deployment target among them.
    static func union(_ targets: [BuildTarget]) -> [ApplePlatform: PlatformVersion] {
        var out: [ApplePlatform: PlatformVersion] = [:]
        for t in targets {
            for (p, v) in t.platforms { out[p] = min(out[p] ?? v, v) }
        }
        return out
    }

    /// Every platform the code is built for has UIKit's `registerForTraitChanges(_:handler:)`
    /// (iOS and tvOS 17, visionOS 1): known from project facts, never assumed.
    package var registersForTraitChanges: Bool {
        !assumed && !platforms.isEmpty && platforms.allSatisfy { platform, lowest in
            switch platform {
            case .iOS, .macCatalyst, .tvOS: lowest >= PlatformVersion(17, 0)
            case .visionOS: true
            case .macOS, .watchOS: false
            }
        }
    }
}
