/// `init`'s token expressions where Xcode generates asset symbols: Xcode declares `Color.<name>`,
/// `UIColor.<name>` and `NSColor.<name>` for each color set of a symbol-on target, so a drafted
/// member of the same name is a second declaration of one member (`generate` refuses it, exit 2;
/// GoMap's `Color.inverseTint`). A token drafted from that color set uses Xcode's symbols
/// (`Color(.name)`, `UIColor(resource: .name)`, `NSColor(resource: .name)`) where every target
/// that builds the set runs Xcode's `ColorResource` (iOS, tvOS and Mac Catalyst 17.0, macOS 14.0,
/// watchOS 10.0, visionOS 1.0: https://developer.apple.com/documentation/developertoolssupport/colorresource);
/// else it keeps `UIColor(named:)`/`Color(_:)`. Any other token whose SwiftUI member Xcode also
/// declares (for a color set of the app, or for the one `generate` writes for the token) takes the platform color `generate` declares instead, `Color(Semantic.name)`
/// (SwiftUI's `Color(_: UIColor)`/`Color(_: NSColor)`, iOS 13 / macOS 10.15), which clashes with nothing.
enum AssetSymbolExpressions {
    static let resourceFloor: [ApplePlatform: PlatformVersion] = [
        .iOS: PlatformVersion(17, 0), .macCatalyst: PlatformVersion(17, 0), .tvOS: PlatformVersion(17, 0),
        .macOS: PlatformVersion(14, 0), .watchOS: PlatformVersion(10, 0), .visionOS: PlatformVersion(1, 0),
    ]

    /// Whether every platform of the targets runs Xcode's `ColorResource` initializers.
    static func resourcesAvailable(_ targets: [BuildTarget]) -> Bool {
        !targets.isEmpty && targets.allSatisfy { t in
            !t.platforms.isEmpty && t.platforms.allSatisfy { p, lowest in resourceFloor[p].map { lowest >= $0 } ?? false }
        }
    }

    static func apply(_ tokens: inout [StarterDraft.Token], project: ProjectFacts) {
        guard project.targets.contains(where: { $0.assetSymbols == true }) else { return }
        let symbols = XcodeAssetSymbols.symbols(project, serving: [], written: [])
        let byMember = Dictionary(grouping: symbols, by: \.member)
        // generate writes a color set per token, named after its asset (the token's name): in a
        // catalog of a symbol-on target, Xcode declares that member too (xDrip's widget target).
        let written = Set(tokens.map { XcodeAssetSymbols.memberName(forColorSet: $0.harvest?.asset ?? $0.name) })
        let hasMac = project.targets.contains { $0.platforms[.macOS] != nil }
        let hasUIKit = project.targets.contains { t in t.platforms.keys.contains { $0 != .macOS } }
        for k in tokens.indices {
            var t = tokens[k]
            if let asset = t.harvest?.asset {
                let member = XcodeAssetSymbols.memberName(forColorSet: asset)
                let owners = (byMember[member] ?? []).filter { $0.colorSet == asset + ".colorset" }
                let targets = project.targets.filter { target in owners.contains { $0.target == target.name } }
                guard !owners.isEmpty, resourcesAvailable(targets) else { continue }
                if t.expressions[.uikit] != nil { t.expressions[.uikit] = "UIColor(resource: .\(member))" }
                if t.expressions[.appkit] != nil { t.expressions[.appkit] = "NSColor(resource: .\(member))" }
                if t.expressions[.swiftui] != nil { t.expressions[.swiftui] = "Color(.\(member))" }
            } else if let swiftui = t.expressions[.swiftui], let parts = MemberPath.components(of: swiftui), parts.count == 2,
                      parts[0] == "Color", byMember[parts[1]] != nil || written.contains(parts[1]) {
                guard throughPlatformColor(&t, hasMac: hasMac, hasUIKit: hasUIKit) else { continue }
            }
            tokens[k] = t
        }
    }

    /// Spells a token's SwiftUI expression through the platform color generate declares
    /// (`Color(Semantic.name)`), under the Semantic namespace neither Xcode nor the app uses;
    /// false (nothing changed) where the token's platform expression is no member path.
    static func throughPlatformColor(_ t: inout StarterDraft.Token, hasMac: Bool, hasUIKit: Bool) -> Bool {
        let uikit = t.expressions[.uikit] ?? (hasUIKit || !hasMac ? "Semantic.\(t.name)" : nil)
        let appkit = t.expressions[.appkit] ?? (hasMac && !hasUIKit ? "Semantic.\(t.name)" : nil)
        guard let platform = uikit ?? appkit, MemberPath.components(of: platform) != nil, !platform.hasPrefix("Color.") else { return false }
        if let uikit { t.expressions[.uikit] = uikit }
        if let appkit { t.expressions[.appkit] = appkit }
        t.expressions[.swiftui] = "Color(\(platform))"
        return true
    }
}
