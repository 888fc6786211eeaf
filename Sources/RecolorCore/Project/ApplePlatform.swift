/// An Apple platform a target builds for, named as `#if os(…)` and `@available` name it. Mac
/// Catalyst is a platform of its own (`SUPPORTS_MACCATALYST = YES`, `.macCatalyst(…)`,
/// `targetEnvironment(macCatalyst)`) that builds the iOS code against iOS's API at Catalyst's
/// version: Apple's pages list each UIKit color as "Mac Catalyst 13.1" beside its iOS 13.0 or
/// earlier version (https://developer.apple.com/documentation/uikit/uicolor/systembackground),
/// and a later iOS API at the same number (`Color(uiColor:)`: iOS 15.0, Mac Catalyst 15.0). Its
/// deployment target is `IPHONEOS_DEPLOYMENT_TARGET`, at least 13.1, the first Catalyst.
package enum ApplePlatform: String, Sendable, CaseIterable, Comparable {
    case iOS, macCatalyst, macOS, tvOS, watchOS, visionOS

    package static func < (a: ApplePlatform, b: ApplePlatform) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The build setting that holds its deployment target.
    package var deploymentSetting: String {
        switch self {
        case .iOS, .macCatalyst: "IPHONEOS_DEPLOYMENT_TARGET"
        case .macOS: "MACOSX_DEPLOYMENT_TARGET"
        case .tvOS: "TVOS_DEPLOYMENT_TARGET"
        case .watchOS: "WATCHOS_DEPLOYMENT_TARGET"
        case .visionOS: "XROS_DEPLOYMENT_TARGET"
        }
    }

    /// The SDK names of `SDKROOT` and `SUPPORTED_PLATFORMS` (device and simulator).
    var sdkNames: [String] {
        switch self {
        case .iOS: ["iphoneos", "iphonesimulator"]
        // No SDK of its own: the macOS SDK with iOS support, asked for by SUPPORTS_MACCATALYST.
        case .macCatalyst: []
        case .macOS: ["macosx"]
        case .tvOS: ["appletvos", "appletvsimulator"]
        case .watchOS: ["watchos", "watchsimulator"]
        case .visionOS: ["xros", "xrsimulator"]
        }
    }

    /// As people write it: `Mac Catalyst`.
    package var displayName: String { self == .macCatalyst ? "Mac Catalyst" : rawValue }

    /// The first Mac Catalyst (macOS 10.15): no Catalyst target builds for less.
    package static let firstCatalyst = PlatformVersion(13, 1)

    /// The version at which `introduced` (an availability entry) has an API on this platform:
    /// Mac Catalyst has iOS's API at the same number, never below 13.1, unless the entry names it.
    package func introduction(in introduced: [ApplePlatform: PlatformVersion]) -> PlatformVersion? {
        if let own = introduced[self] { return own }
        guard self == .macCatalyst, let iOS = introduced[.iOS] else { return nil }
        return max(iOS, ApplePlatform.firstCatalyst)
    }

    /// The platform an SDK name (`iphoneos`, `appletvsimulator`, `macosx14.0`) builds for.
    static func of(sdk: String) -> ApplePlatform? {
        let name = sdk.lowercased().prefix { $0.isLetter }
        return allCases.first { $0.sdkNames.contains(String(name)) }
    }

    /// The platform a name from a Podfile (`:ios`, `:osx`), an XcodeGen spec (`iOS`) or a
    /// package manifest (`.iOS`, `.macOS`) stands for, any case.
    static func named(_ name: String) -> ApplePlatform? {
        var key = name.lowercased()
        while key.first == ":" || key.first == "." { key.removeFirst() }
        switch key {
        case "ios": return .iOS
        case "maccatalyst": return .macCatalyst
        case "macos", "osx", "macosx": return .macOS
        case "tvos": return .tvOS
        case "watchos": return .watchOS
        case "visionos", "xros": return .visionOS
        default: return nil
        }
    }
}
