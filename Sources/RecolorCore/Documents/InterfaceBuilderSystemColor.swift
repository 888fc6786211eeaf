/// Interface Builder's own adaptive system colors: a UIKit document's `<color key="…"
/// systemColor="systemBackgroundColor"/>`, with the `<systemColor name="…">` entry in
/// `<resources>` (its light value, which Interface Builder shows) and the capability "System
/// colors in document resources". `fix` writes this form for a token whose UIKit expression is an
/// Apple system color (`UIColor.systemBackground`), so the document keeps the system's elevated and
/// high-contrast variants, where the document's targets allow it: Interface Builder writes system
/// colors for iOS 13 and later (Xcode 11 wrote a fixed `cocoaTouchSystemColor` beside them for
/// older targets, a form later Xcodes no longer write), and the color must exist on each platform
/// at the lowest OS (the availability table). Elsewhere the named color of today stays.
enum InterfaceBuilderSystemColor {
    /// The lowest OS on which Interface Builder writes a system color, per UIKit platform.
    static let documentFloor: [ApplePlatform: PlatformVersion] = [.iOS: PlatformVersion(13, 0), .tvOS: PlatformVersion(13, 0)]

    /// The capability Xcode lists in `<dependencies>` with `<systemColor>` resources.
    static let capability = "System colors in document resources"

    /// Interface Builder's name for the system color a UIKit expression names
    /// (`UIColor.systemBackground`, `.label` → `systemBackgroundColor`, `labelColor`), with the
    /// availability table's entry; nil when it names no color of the table.
    static func named(byUIKitExpression expression: String) -> (name: String, availability: APIAvailability)? {
        var member = Substring(expression.filter { !$0.isWhitespace })
        if member.hasPrefix("UIColor.") { member = member.dropFirst("UIColor.".count) } else if member.hasPrefix(".") { member = member.dropFirst() } else { return nil }
        guard !member.isEmpty, member.allSatisfy({ $0.isLetter || $0.isNumber }), let entry = SystemColorAvailability.entry("UIColor.\(member)") else { return nil }
        return (member + "Color", entry)
    }

    /// AppKit's catalog color an AppKit expression names (`NSColor.labelColor`, `.separatorColor`
    /// → `labelColor`), as a Cocoa document writes it (`name="labelColor" catalog="System"`), with
    /// the availability table's entry (nil when the table does not know the color: then nobody
    /// knows the document's macOS has it); nil when it names no `NSColor` member `…Color`.
    static func catalogNamed(byAppKitExpression expression: String) -> (name: String, availability: APIAvailability?)? {
        var member = Substring(expression.filter { !$0.isWhitespace })
        if member.hasPrefix("NSColor.") { member = member.dropFirst("NSColor.".count) } else if member.hasPrefix(".") { member = member.dropFirst() } else { return nil }
        // Apple's AppKit colors only: an app's own `NSColor.brandColor` is a named color as before,
        // with no note about Apple's availability table.
        guard member.count > "Color".count, member.hasSuffix("Color"), member.allSatisfy({ $0.isLetter || $0.isNumber }),
              SystemColorNames.contains(String(member), on: .nsColor) else { return nil }
        return (String(member), SystemColorAvailability.entry("NSColor.\(member)"))
    }

    /// Why the document cannot use Interface Builder's system color `name`, or nil when it can:
    /// every platform of `framework` the document builds for must have the color, at Interface
    /// Builder's floor and the table's version. Nothing known (the newest SDK assumed): it can.
    static func refusal(_ name: String, availability: APIAvailability, compilation: Compilation, framework: Framework = .uikit) -> String? {
        guard !compilation.assumed else { return nil }
        let platforms = ApplePlatform.having(framework) ?? []
        for (platform, lowest) in compilation.platforms.sorted(by: { $0.key < $1.key }) where platforms.contains(platform) {
            guard let since = platform.introduction(in: availability.introduced) else {
                return "\(availability.api) is not available on \(platform.displayName) (\(availability.source)); the document builds for \(compilation.described)"
            }
            let floor = documentFloor[platform] ?? since
            if since > lowest || floor > lowest {
                let form = framework == .appkit ? "catalog color name=\"\(name)\" catalog=\"System\"" : "systemColor=\"\(name)\""
                return "Interface Builder's \(form) needs \(platform.displayName) \(max(since, floor)); the document builds for \(compilation.described)"
            }
        }
        return nil
    }

    /// The `<color …/>` of the `<systemColor name="…">` resource: the light value as Xcode 13 and
    /// later write it, read from documents Xcode saved (KeePassium's storyboards and the other
    /// apps under /work/apps*: 39 distinct entries), else the token's light value in Xcode's form
    /// (white and black as gamma-2.2 gray, the rest sRGB). Xcode rewrites this cache when it opens
    /// the document; it is what Interface Builder shows, not what the app draws.
    static func resourceColor(_ name: String, light: RGBA?) -> String? {
        if let written = xcodeResourceColors[name] { return written }
        guard let light else { return nil }
        func component(_ byte: UInt8) -> String { InterfaceBuilderRewrite.number(Double(byte) / 255) }
        if light.red == light.green, light.green == light.blue, light.red == 0 || light.red == 255 {
            return "<color white=\"\(component(light.red))\" alpha=\"\(component(light.alpha))\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>"
        }
        return "<color red=\"\(component(light.red))\" green=\"\(component(light.green))\" blue=\"\(component(light.blue))\" alpha=\"\(component(light.alpha))\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
    }

    private static func gray(_ white: String) -> String {
        "<color white=\"\(white)\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>"
    }

    private static func rgb(_ r: String, _ g: String, _ b: String, _ a: String = "1") -> String {
        "<color red=\"\(r)\" green=\"\(g)\" blue=\"\(b)\" alpha=\"\(a)\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
    }

    /// The resource colors Xcode writes, as read in saved documents (the 17-digit form of current
    /// Xcode where two forms were seen).
    static let xcodeResourceColors: [String: String] = [
        "systemBackgroundColor": gray("1"),
        "secondarySystemGroupedBackgroundColor": gray("1"),
        "labelColor": gray("0.0"),
        "secondarySystemBackgroundColor": rgb("0.94901960784313721", "0.94901960784313721", "0.96862745098039216"),
        "systemGroupedBackgroundColor": rgb("0.94901960784313721", "0.94901960784313721", "0.96862745098039216"),
        "secondaryLabelColor": rgb("0.23529411764705882", "0.23529411764705882", "0.2627450980392157", "0.59999999999999998"),
        "tertiaryLabelColor": rgb("0.23529411764705882", "0.23529411764705882", "0.2627450980392157", "0.29803921568627451"),
        "separatorColor": rgb("0.23529411764705882", "0.23529411764705882", "0.2627450980392157", "0.28999999999999998"),
        "opaqueSeparatorColor": rgb("0.77647058823529413", "0.77647058823529413", "0.78431372549019607"),
        "linkColor": rgb("0.0", "0.47843137254901963", "1"),
        "systemFillColor": rgb("0.47058823529411764", "0.47058823529411764", "0.50196078431372548", "0.20000000000000001"),
        "secondarySystemFillColor": rgb("0.47058823529411764", "0.47058823529411764", "0.50196078431372548", "0.16"),
        "systemGray2Color": rgb("0.68235294117647061", "0.68235294117647061", "0.69803921568627447"),
        "systemGray3Color": rgb("0.7803921568627451", "0.7803921568627451", "0.80000000000000004"),
        "systemBlueColor": rgb("0.0", "0.47843137254901963", "1"),
        "systemRedColor": rgb("1", "0.23137254901960785", "0.18823529411764706"),
        "systemOrangeColor": rgb("1", "0.58431372549019611", "0.0"),
        "systemYellowColor": rgb("1", "0.80000000000000004", "0.0"),
    ]
}
