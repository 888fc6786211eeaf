#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A platform color written without its platform's name in a file built for the Mac and for
/// UIKit's platforms: fsnotes' FSNotesCore/SwiftHighlighter/SwiftHighlighter.swift imports AppKit
/// under `#if os(OSX)` and UIKit else, and `public var foregroundColor: PlatformColor = .black`
/// (`PlatformColor` = NSColor or UIColor) is a `UIColor` on iOS and an `NSColor` on macOS. fix
/// wrote `UIColor.label`, and the macOS targets no longer built (session 22's review, F7). Like a
/// color literal there (`PlatformColorLiteral`), its token must be one member for both.
enum SharedPlatformColor {
    /// The UI frameworks whose color type the finding is where it stands, when more than one:
    /// a UIKit or AppKit finding not written with `UIColor`/`NSColor` in a file importing both
    /// UI frameworks, at a site that the project's targets (with no project facts: the `#if`
    /// regions alone) build for macOS and a UIKit platform. Empty elsewhere.
    static func frameworks(of finding: Finding, importsBoth: Bool, site: AvailabilityGate.Site,
                           regionPlatforms: () -> Set<String>) -> Set<Framework> {
        // An arm of a light/dark helper's call is written as the call's own type (`-> Color`).
        guard finding.kind != .colorLiteral, finding.choice?.resultFramework == nil, let framework = finding.framework,
              framework == .uikit || framework == .appkit else { return [] }
        if let written = finding.writtenType, written == BaseColorType.uiColor.rawValue || written == BaseColorType.nsColor.rawValue { return [] }
        // In a file importing neither, only the project says so: with no project facts every platform is assumed.
        guard importsBoth || !site.compilation.assumed else { return [] }
        let platforms = site.compilation.assumed ? Set(regionPlatforms().compactMap(ApplePlatform.init(rawValue:)))
            : Set(site.compilation.platforms.keys)
        let out = Set(platforms.map { $0 == .macOS ? Framework.appkit : .uikit })
        return out.count > 1 ? out : []
    }

    /// Whether the file imports UIKit and AppKit (under `#if`: no file builds with both).
    static func importsBoth(_ file: SwiftSource) -> Bool {
        let imports = FileDetector.importedFrameworks(file)
        return imports.contains(.uikit) && imports.contains(.appkit)
    }

    /// Whether a platform color in the file may be UIKit's on one platform and AppKit's on another:
    /// it imports both, or neither (SwiftUI re-exports the platform's; a file of Foundation alone takes
    /// the tree's `typealias Color = UIColor`/`NSColor`). MuVis's one target for iOS and macOS wrote
    /// `Color(flag ? .black : .darkGray)`, and LinkedIdeas' shared models `Color.white.set()`: read as UIKit's,
    /// a token that is Apple's label was written `UIColor.label`, which the Mac does not build (session 41,
    /// recall41e-v4, v8). The site's platforms decide (`frameworks(of:…)`).
    static func mayBeShared(_ file: SwiftSource) -> Bool {
        let imports = FileDetector.importedFrameworks(file)
        return imports.contains(.uikit) == imports.contains(.appkit)
    }
}
