/// An XcodeGen `project.yml`: each target's platform(s) (`platform: iOS`, `[iOS, tvOS]`,
/// `supportedDestinations`), its deployment target (the target's `deploymentTarget`, else
/// `options.deploymentTarget`, else a `*_DEPLOYMENT_TARGET` setting, else the newest SDK) and its
/// `sources` folders. `include:`d specs are not read.
package enum XcodeGenSpec {
    package static func targets(spec path: String, shownAs shown: (String) -> String,
                                read: (String) -> [UInt8]?, warnings: inout [ProjectWarning]) -> [BuildTarget] {
        guard let bytes = read(path) else {
            warnings.append(ProjectWarning(file: shown(path), line: nil, message: "cannot read the XcodeGen spec"))
            return []
        }
        let spec: PlistValue
        do {
            spec = try SimpleYAML.parse(bytes)
        } catch {
            warnings.append(ProjectWarning(file: shown(path), line: error.line, message: "cannot read this XcodeGen spec (\(error.message)); its targets are not known"))
            return []
        }
        let folder = PathText.directory(of: path)
        let projectTargets = spec["options"]?["deploymentTarget"]?.dictionary ?? [:]
        let projectSettings = settings(spec["settings"])
        var out: [BuildTarget] = []
        for (name, target) in (spec["targets"]?.dictionary ?? [:]).sorted(by: { $0.key < $1.key }) {
            let named = (target["supportedDestinations"] ?? target["platform"])?.strings ?? []
            var platforms = named.compactMap(ApplePlatform.named)
            if platforms.isEmpty {
                if !named.isEmpty { warnings.append(ProjectWarning(file: shown(path), line: nil, message: "target \(name): platform '\(named.joined(separator: ", "))' is not one recolor knows; skipped")) }
                platforms = []
            }
            let targetSettings = settings(target["settings"])
            if platforms.contains(.iOS), (targetSettings["SUPPORTS_MACCATALYST"] ?? projectSettings["SUPPORTS_MACCATALYST"])?.uppercased() == "YES",
               !platforms.contains(.macCatalyst) { platforms.append(.macCatalyst) }
            var versions: [ApplePlatform: PlatformVersion] = [:]
            for p in platforms {
                // Mac Catalyst takes iOS's deployment target unless the spec names its own.
                let keys = p == .macCatalyst ? [p.rawValue, ApplePlatform.iOS.rawValue] : [p.rawValue]
                let own: String? = target["deploymentTarget"]?.string ?? keys.lazy.compactMap { target["deploymentTarget"]?[$0]?.string }.first
                let text = own ?? keys.lazy.compactMap { projectTargets[$0]?.string }.first ?? targetSettings[p.deploymentSetting] ?? projectSettings[p.deploymentSetting]
                let version = text.flatMap(PlatformVersion.init) ?? .newestSDK
                versions[p] = p == .macCatalyst ? max(version, ApplePlatform.firstCatalyst) : version
            }
            var members: [String] = []
            for source in target["sources"].map(asList) ?? [] {
                guard let relative = source.string ?? source["path"]?.string else { continue }
                members.append(PathText.standardized(PathText.join(folder, relative)))
            }
            var built = BuildTarget(name: name, kind: target["type"]?.string, declaredIn: shown(path), platforms: versions, members: members)
            let symbols = targetSettings["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"] ?? projectSettings["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"]
            if let symbols { built.assetSymbols = symbols == "YES" || symbols == "true" }
            out.append(built)
        }
        return out
    }

    static func asList(_ value: PlistValue) -> [PlistValue] {
        if case .array(let items) = value { return items }
        return [value]
    }

    /// A `settings:` block's plain values: `base:` and the top level (configurations are not told apart).
    static func settings(_ value: PlistValue?) -> [String: String] {
        var out: [String: String] = [:]
        for (key, v) in value?.dictionary ?? [:] { if let s = v.string { out[key] = s } }
        for (key, v) in value?["base"]?.dictionary ?? [:] { if let s = v.string { out[key] = s } }
        return out
    }
}
