/// An Apple platform a target builds for, named as `#if os(…)` and `@available` name it. Mac
/// Catalyst builds the iOS code and is read as iOS.
package enum ApplePlatform: String, Sendable, CaseIterable, Comparable {
    case iOS, macOS, tvOS, watchOS, visionOS

    package static func < (a: ApplePlatform, b: ApplePlatform) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The build setting that holds its deployment target.
    package var deploymentSetting: String {
        switch self {
        case .iOS: "IPHONEOS_DEPLOYMENT_TARGET"
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
        case .macOS: ["macosx"]
        case .tvOS: ["appletvos", "appletvsimulator"]
        case .watchOS: ["watchos", "watchsimulator"]
        case .visionOS: ["xros", "xrsimulator"]
        }
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
        case "ios", "maccatalyst": return .iOS
        case "macos", "osx", "macosx": return .macOS
        case "tvos": return .tvOS
        case "watchos": return .watchOS
        case "visionos", "xros": return .visionOS
        default: return nil
        }
    }
}
