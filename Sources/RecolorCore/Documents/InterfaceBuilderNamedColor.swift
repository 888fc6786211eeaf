/// Interface Builder's named colors (`<color key="…" name="ink"/>` with a `<namedColor>` resource)
/// are looked up in the asset catalog at run time, which UIKit and AppKit do from iOS 11, tvOS 11
/// and macOS 10.13 (`UIColor(named:)`, `NSColor(named:)`); Interface Builder says "Named colors do
/// not work prior to iOS 11.0". A document of a target below that keeps its literal colors:
/// AudioKitSynthOne (iOS 10.3) had 12 storyboards rewritten (session 17's audit, F2).
enum InterfaceBuilderNamedColor {
    /// The lowest OS on which a document's named color is drawn, per platform.
    static let floor: [ApplePlatform: PlatformVersion] = [
        .iOS: PlatformVersion(11, 0), .macCatalyst: PlatformVersion(13, 0), .tvOS: PlatformVersion(11, 0), .macOS: PlatformVersion(10, 13),
    ]

    /// Why a document built as `compilation` cannot use named colors, or nil: a platform of its
    /// framework below the floor. Nothing known (the newest SDK assumed): it can.
    static func refusal(compilation: Compilation, framework: Framework) -> String? {
        guard !compilation.assumed else { return nil }
        let platforms = ApplePlatform.having(framework) ?? []
        for (platform, lowest) in compilation.platforms.sorted(by: { $0.key < $1.key }) where platforms.contains(platform) {
            guard let needed = floor[platform], lowest < needed else { continue }
            return "named colors in Interface Builder need \(platform.displayName) \(needed); the document builds for \(compilation.described)"
        }
        return nil
    }
}
