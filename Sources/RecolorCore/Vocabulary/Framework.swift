/// The UI framework a finding belongs to: which replacement expression a token gives.
public enum Framework: String, Sendable, CaseIterable, Codable {
    case uikit, appkit, swiftui, coregraphics, coreimage

    /// The modules whose `import` brings the framework's color type: the one list the detectors,
    /// the screening's import reading, `init` and type lookup use.
    package var importModules: [String] {
        switch self {
        case .uikit: return ["UIKit"]
        case .appkit: return ["AppKit", "Cocoa"]
        case .swiftui: return ["SwiftUI"]
        case .coregraphics: return ["CoreGraphics"]
        case .coreimage: return ["CoreImage"]
        }
    }

    /// Apple frameworks whose import brings UIKit's or AppKit's types with it (their modules import the
    /// platform's UI framework): a file importing one is UI code though it names no UI framework
    /// (ShapeScript's macOS viewer `import SceneKit` sets `errorTextView.textColor = .white`).
    package static let platformBearingModules: Set<String> = [
        "ARKit", "AVKit", "GLKit", "MapKit", "MessageUI", "MetalKit", "PDFKit", "PhotosUI", "Quartz", "QuickLook",
        "QuickLookUI", "RealityKit", "SafariServices", "SceneKit", "SpriteKit", "WebKit",
    ]

    /// Modules that render HTML (site generators, server templates) with their own `Color` and SwiftUI-like
    /// modifiers: a file importing one and no Apple UI framework draws a web page, not the app. try-swift-tokyo's
    /// Ignite site took the tree's SwiftUI: 44 of its 53 findings, `fix` wrote SwiftUI tokens into Ignite's
    /// `.foregroundStyle(…)` and it did not build (session 41, recall41c-v5).
    package static let webRenderingModules: Set<String> = [
        "Ignite", "Publish", "Plot", "Elementary", "Vapor", "Leaf", "Hummingbird", "HummingbirdMustache", "SwiftHtml", "HTMLKit", "Saga",
    ]

    /// UIKit, AppKit and SwiftUI: the frameworks of views (Core Graphics and Core Image draw for them).
    package var isUserInterface: Bool { self == .uikit || self == .appkit || self == .swiftui }

    /// The platform's image type: SwiftUI's APIs take `Image`, so a call given one of these beside a color
    /// is UIKit's or AppKit's (`PlatformCallEvidence`).
    package var imageType: String? {
        switch self {
        case .uikit: return "UIImage"
        case .appkit: return "NSImage"
        default: return nil
        }
    }

    /// The prefix of the platform's own type names (`UICalendarView`, `NSStatusItem`).
    package var typePrefix: String? {
        switch self {
        case .uikit: return "UI"
        case .appkit: return "NS"
        default: return nil
        }
    }

    /// The framework an `import` of `module` brings, if any.
    package init?(importModule module: String) {
        guard let found = Framework.allCases.first(where: { $0.importModules.contains(module) }) else { return nil }
        self = found
    }
}
