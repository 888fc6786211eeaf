/// Where Apple's color APIs that `fix` and `generate` write exist: per API, each platform with
/// the OS that introduced it; a platform left out does not have it. One table, each entry with
/// the documentation page it comes from and what that page says. Entries marked "(sibling)"
/// were not read one by one: their page was not at hand, and they take the availability of the
/// named sibling read in the same family of the same header (Apple introduced each family at once).
package struct APIAvailability: Sendable, Equatable {
    /// As code names it: `UIColor.systemBackground`, `Color(uiColor:)`.
    package let api: String
    package let introduced: [ApplePlatform: PlatformVersion]
    /// Apple's documentation page.
    package let source: String
    /// What the page lists (or which sibling's page the entry follows).
    package let documented: String

    /// `iOS 13.0, tvOS 13.0`.
    package var platformsText: String {
        introduced.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
    }
}

package enum SystemColorAvailability {
    private static func v(_ major: Int, _ minor: Int = 0) -> PlatformVersion { PlatformVersion(major, minor) }
    private static let uikit = "https://developer.apple.com/documentation/uikit/uicolor/"
    private static let appkit = "https://developer.apple.com/documentation/appkit/nscolor/"
    private static let swiftui = "https://developer.apple.com/documentation/swiftui/color/"

    /// iOS 13, visionOS 1; not tvOS, not watchOS (Mac Catalyst 13.1 is iOS here).
    private static func iOSOnly13(_ name: String, page: String? = nil, sibling: String? = nil) -> APIAvailability {
        APIAvailability(api: "UIColor.\(name)", introduced: [.iOS: v(13), .visionOS: v(1)], source: uikit + (page ?? name.lowercased()),
                        documented: sibling.map { "(sibling) as UIColor.\($0)" } ?? "iOS 13.0, iPadOS 13.0, Mac Catalyst 13.1, visionOS 1.0; no tvOS, no watchOS")
    }

    /// iOS 13, tvOS 13, visionOS 1; not watchOS.
    private static func iOSAndTV13(_ name: String, sibling: String? = nil) -> APIAvailability {
        APIAvailability(api: "UIColor.\(name)", introduced: [.iOS: v(13), .tvOS: v(13), .visionOS: v(1)], source: uikit + name.lowercased(),
                        documented: sibling.map { "(sibling) as UIColor.\($0)" } ?? "iOS 13.0, iPadOS 13.0, Mac Catalyst 13.1, tvOS 13.0, visionOS 1.0; no watchOS")
    }

    /// The long-standing tinted system colors: iOS 7, tvOS 9, visionOS 1.
    /// An AppKit color whose Apple page gives no introduced version ("macOS: -"): macOS 10.0.
    private static func appKitSinceFirst(_ name: String) -> APIAvailability {
        APIAvailability(api: "NSColor.\(name)", introduced: [.macOS: v(10, 0)], source: appkit + name.lowercased(),
                        documented: "macOS: no introduced version (since the first macOS)")
    }

    private static func tinted(_ name: String, sibling: String? = "systemGray") -> APIAvailability {
        APIAvailability(api: "UIColor.\(name)", introduced: [.iOS: v(7), .tvOS: v(9), .visionOS: v(1)], source: uikit + name.lowercased(),
                        documented: sibling.map { "(sibling) as UIColor.\($0)" } ?? "iOS 7.0, iPadOS 7.0, Mac Catalyst 13.1, tvOS 9.0, visionOS 1.0; no watchOS")
    }

    private static func swiftUIColor(_ name: String, _ since: (ios: Int, mac: Int, mac2: Int, watch: Int), sibling: String?) -> APIAvailability {
        APIAvailability(api: "Color.\(name)",
                        introduced: [.iOS: v(since.ios), .macOS: v(since.mac, since.mac2), .tvOS: v(since.ios), .watchOS: v(since.watch), .visionOS: v(1)],
                        source: swiftui + name.lowercased(),
                        documented: sibling.map { "(sibling) as Color.\($0)" } ?? "iOS \(since.ios).0, macOS \(since.mac).\(since.mac2), tvOS \(since.ios).0, watchOS \(since.watch).0, visionOS 1.0")
    }

    package static let entries: [APIAvailability] = [
        // UIKit, UI element colors.
        iOSOnly13("systemBackground"),
        iOSOnly13("secondarySystemBackground"),
        iOSOnly13("tertiarySystemBackground", sibling: "secondarySystemBackground"),
        iOSOnly13("systemGroupedBackground", sibling: "secondarySystemGroupedBackground"),
        iOSOnly13("secondarySystemGroupedBackground"),
        iOSOnly13("tertiarySystemGroupedBackground", sibling: "secondarySystemGroupedBackground"),
        iOSOnly13("systemFill"),
        iOSOnly13("secondarySystemFill", sibling: "systemFill"),
        iOSOnly13("tertiarySystemFill", sibling: "systemFill"),
        iOSOnly13("quaternarySystemFill", sibling: "systemFill"),
        iOSOnly13("systemGray2", sibling: "systemGray6"),
        iOSOnly13("systemGray3", sibling: "systemGray6"),
        iOSOnly13("systemGray4", sibling: "systemGray6"),
        iOSOnly13("systemGray5", sibling: "systemGray6"),
        iOSOnly13("systemGray6"),
        iOSAndTV13("label", sibling: "tertiaryLabel"),
        iOSAndTV13("secondaryLabel", sibling: "tertiaryLabel"),
        iOSAndTV13("tertiaryLabel"),
        iOSAndTV13("quaternaryLabel", sibling: "tertiaryLabel"),
        iOSAndTV13("placeholderText", sibling: "tertiaryLabel"),
        iOSAndTV13("link", sibling: "tertiaryLabel"),
        iOSAndTV13("separator"),
        iOSAndTV13("opaqueSeparator"),
        // UIKit, standard adaptable colors.
        tinted("systemGray", sibling: nil),
        tinted("systemRed"), tinted("systemOrange"), tinted("systemYellow"), tinted("systemGreen"),
        tinted("systemTeal"), tinted("systemBlue"), tinted("systemPurple"), tinted("systemPink"),
        iOSAndTV13("systemIndigo", sibling: "tertiaryLabel (introduced with the iOS 13 colors)"),
        iOSAndTV13("systemBrown", sibling: "tertiaryLabel (introduced with the iOS 13 colors)"),
        APIAvailability(api: "UIColor.systemMint", introduced: [.iOS: v(15), .tvOS: v(15), .visionOS: v(1)], source: uikit + "systemmint",
                        documented: "(sibling) as Color.indigo and the iOS 15 colors"),
        APIAvailability(api: "UIColor.systemCyan", introduced: [.iOS: v(15), .tvOS: v(15), .visionOS: v(1)], source: uikit + "systemcyan",
                        documented: "(sibling) as Color.indigo and the iOS 15 colors"),
        // AppKit.
        APIAvailability(api: "NSColor.labelColor", introduced: [.macOS: v(10, 10)], source: appkit + "labelcolor", documented: "macOS 10.10"),
        APIAvailability(api: "NSColor.secondaryLabelColor", introduced: [.macOS: v(10, 10)], source: appkit + "secondarylabelcolor", documented: "macOS 10.10"),
        APIAvailability(api: "NSColor.tertiaryLabelColor", introduced: [.macOS: v(10, 10)], source: appkit + "tertiarylabelcolor", documented: "(sibling) as NSColor.secondaryLabelColor"),
        APIAvailability(api: "NSColor.quaternaryLabelColor", introduced: [.macOS: v(10, 10)], source: appkit + "quaternarylabelcolor", documented: "(sibling) as NSColor.secondaryLabelColor"),
        APIAvailability(api: "NSColor.separatorColor", introduced: [.macOS: v(10, 14)], source: appkit + "separatorcolor", documented: "macOS 10.14"),
        // Apple's pages give these no introduced version ("macOS: -"): AppKit has had them from the
        // first macOS, so any deployment target has them.
        appKitSinceFirst("windowBackgroundColor"), appKitSinceFirst("controlBackgroundColor"),
        appKitSinceFirst("controlColor"), appKitSinceFirst("textColor"), appKitSinceFirst("controlTextColor"),
        appKitSinceFirst("selectedTextColor"),
        APIAvailability(api: "NSColor.placeholderTextColor", introduced: [.macOS: v(10, 10)], source: appkit + "placeholdertextcolor", documented: "macOS 10.10"),
        APIAvailability(api: "NSColor.linkColor", introduced: [.macOS: v(10, 10)], source: appkit + "linkcolor", documented: "macOS 10.10"),
        // SwiftUI.
        swiftUIColor("primary", (13, 10, 15, 6), sibling: "secondary"),
        swiftUIColor("secondary", (13, 10, 15, 6), sibling: nil),
        swiftUIColor("indigo", (15, 12, 0, 8), sibling: nil),
        swiftUIColor("mint", (15, 12, 0, 8), sibling: "indigo"),
        swiftUIColor("teal", (15, 12, 0, 8), sibling: "indigo"),
        swiftUIColor("cyan", (15, 12, 0, 8), sibling: "indigo"),
        swiftUIColor("brown", (15, 12, 0, 8), sibling: "indigo"),
        APIAvailability(api: "Color(uiColor:)", introduced: [.iOS: v(15), .tvOS: v(15), .watchOS: v(8), .visionOS: v(1)],
                        source: swiftui + "init(uicolor:)", documented: "iOS 15.0, iPadOS 15.0, Mac Catalyst 15.0, tvOS 15.0, visionOS 1.0, watchOS 8.0"),
        APIAvailability(api: "Color(nsColor:)", introduced: [.macOS: v(12)], source: swiftui + "init(nscolor:)",
                        documented: "(sibling) as Color(cgColor:), whose page lists macOS 12.0 (introduced together in SwiftUI 3)"),
        APIAvailability(api: "Color(_: UIColor)", introduced: [.iOS: v(13), .tvOS: v(13), .watchOS: v(6), .visionOS: v(1)],
                        source: swiftui + "init(_:)-4cfvp", documented: "(sibling) as Color.secondary: SwiftUI 1's own initializers"),
        // What generate's dynamic colors call.
        APIAvailability(api: "UIColor(dynamicProvider:)", introduced: [.iOS: v(13), .tvOS: v(13), .visionOS: v(1)], source: uikit + "init(dynamicprovider:)",
                        documented: "iOS 13.0, iPadOS 13.0, Mac Catalyst 13.1, tvOS 13.0, visionOS 1.0; no watchOS"),
        APIAvailability(api: "UITraitCollection.userInterfaceLevel", introduced: [.iOS: v(13), .visionOS: v(1)],
                        source: "https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacelevel",
                        documented: "iOS 13.0, iPadOS 13.0, Mac Catalyst 13.1, visionOS 1.0; no tvOS, no watchOS"),
        APIAvailability(api: "UITraitCollection.accessibilityContrast", introduced: [.iOS: v(13), .tvOS: v(13), .visionOS: v(1)],
                        source: "https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast",
                        documented: "iOS 13.0, iPadOS 13.0, Mac Catalyst 13.1, tvOS 13.0, visionOS 1.0"),
        // What `fix --hazards`' guards call.
        APIAvailability(api: "UITraitCollection.hasDifferentColorAppearance(comparedTo:)", introduced: [.iOS: v(13), .tvOS: v(13), .visionOS: v(1)],
                        source: "https://developer.apple.com/documentation/uikit/uitraitcollection/hasdifferentcolorappearance(comparedto:)",
                        documented: "iOS 13.0, iPadOS 13.0, Mac Catalyst 13.1, tvOS 13.0, visionOS 1.0"),
        APIAvailability(api: "NSColor(name:dynamicProvider:)", introduced: [.macOS: v(10, 15)], source: appkit + "init(name:dynamicprovider:)",
                        documented: "macOS 10.15"),
        APIAvailability(api: "Color(_: NSColor)", introduced: [.macOS: v(10, 15)], source: swiftui + "init(_:)-2ud8w",
                        documented: "(sibling) as Color.secondary: SwiftUI 1's own initializers"),
    ]

    static let byAPI: [String: APIAvailability] = Dictionary(entries.map { ($0.api, $0) }, uniquingKeysWith: { first, _ in first })

    /// The entry for `Type.member` (`UIColor.systemBackground`), or an initializer as `entries` name it.
    package static func entry(_ api: String) -> APIAvailability? { byAPI[api] }
}
