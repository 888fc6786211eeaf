/// What the generated Swift file must compile for: the platforms of the targets it serves and
/// their lowest OS, read as the code choices `generate` makes. With no project facts nothing
/// older than the newest SDK is served: the code is the plain dynamic color.
package struct GeneratedPlatforms: Sendable, Equatable {
    package var compilation: Compilation
    /// The bundle the served code's color sets are compiled into, as Swift names it: `.module`
    /// when the file and the catalog are one SwiftPM package target's (its resources are
    /// `Bundle.module`, never the main bundle: session 17's audit, F8); nil: the main bundle.
    package var colorSetBundle: String?

    package init(_ compilation: Compilation, colorSetBundle: String? = nil) {
        self.compilation = compilation
        self.colorSetBundle = colorSetBundle
    }

    /// `SwiftUI.Color("name")`, or `SwiftUI.Color("name", bundle: .module)` in a package.
    func swiftUIColorSet(_ name: String) -> String {
        "SwiftUI.Color(\(JSONOut.quote(name))\(colorSetBundle.map { ", bundle: \($0)" } ?? ""))"
    }

    package static let newestSDK = GeneratedPlatforms(.newestSDK)

    func lowest(_ p: ApplePlatform) -> PlatformVersion? { compilation.platforms[p] }
    func below(_ p: ApplePlatform, _ major: Int, _ minor: Int = 0) -> Bool {
        lowest(p).map { $0 < PlatformVersion(major, minor) } ?? false
    }

    /// `UIColor(dynamicProvider:)` and the trait collection's style, level and contrast are iOS 13 /
    /// tvOS 13: below, the light value.
    var dynamicUIColorCheck: String? {
        var parts: [String] = []
        if below(.iOS, 13) { parts.append("iOS 13.0") }
        if below(.tvOS, 13) { parts.append("tvOS 13.0") }
        return parts.isEmpty ? nil : "#available(" + (parts + ["*"]).joined(separator: ", ") + ")"
    }

    /// tvOS has no elevated level (`userInterfaceLevel` is iOS and visionOS only).
    var servesTV: Bool { lowest(.tvOS) != nil }
    /// The file is built for the Mac (AppKit), not only through Catalyst (UIKit).
    var servesMac: Bool { lowest(.macOS) != nil }
    /// watchOS has no dynamic UIColor and only the dark appearance: the dark value.
    var servesWatch: Bool { lowest(.watchOS) != nil }
    /// `NSColor(name:dynamicProvider:)` is macOS 10.15.
    var dynamicNSColorCheck: String? { below(.macOS, 10, 15) ? "#available(macOS 10.15, *)" : nil }
    /// `Color(uiColor:)` is iOS 15 / tvOS 15 / watchOS 8; `Color(_: UIColor)` iOS 13.
    var swiftUIFromUIColorLabel: String { below(.iOS, 15) || below(.macCatalyst, 15) || below(.tvOS, 15) || below(.watchOS, 8) ? "" : "uiColor: " }
    /// `Color(nsColor:)` is macOS 12; `Color(_: NSColor)` macOS 10.15.
    var swiftUIFromNSColorLabel: String { below(.macOS, 12) ? "" : "nsColor: " }
    /// SwiftUI itself is iOS 13, macOS 10.15, tvOS 13, watchOS 6: a member for an older target needs `@available`.
    var swiftUIAvailability: String? {
        below(.iOS, 13) || below(.macOS, 10, 15) || below(.tvOS, 13) || below(.watchOS, 6)
            ? "@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)" : nil
    }
}
