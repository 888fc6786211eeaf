/// An XcodeGen `project.yml`: each target's platform(s) (`platform: iOS`, `[iOS, tvOS]`,
/// `supportedDestinations`), its deployment target (the target's `deploymentTarget`, else
/// `options.deploymentTarget`, else a `*_DEPLOYMENT_TARGET` setting of the target's `settings`, its
/// `configFiles`, the project's `settings` or its `configFiles`, as Xcode layers them; else the newest
/// SDK) and its `sources` folders. `include:`d specs are merged in (`XcodeGenIncludes`), and a target
/// takes what its `templates` give.
package enum XcodeGenSpec {
    package static func targets(spec path: String, shownAs shown: (String) -> String,
                                read: (String) -> [UInt8]?, warnings: inout [ProjectWarning]) -> [BuildTarget] {
        guard let bytes = read(path) else {
            warnings.append(ProjectWarning(file: shown(path), line: nil, message: "cannot read the XcodeGen spec"))
            return []
        }
        let parsed: PlistValue
        do {
            parsed = try SimpleYAML.parse(bytes)
        } catch {
            warnings.append(ProjectWarning(file: shown(path), line: error.line, message: "cannot read this XcodeGen spec (\(error.message)); its targets are not known"))
            return []
        }
        let spec = XcodeGenIncludes.merged(parsed, path: path, shownAs: shown, read: read, warnings: &warnings)
        let projectTargets = spec["options"]?["deploymentTarget"]?.dictionary ?? [:]
        let projectSettings = settings(spec["settings"])
        var configFiles = ConfigFiles()
        let projectFiles = spec["configFiles"]?.dictionary ?? [:]
        var out: [BuildTarget] = []
        for (name, declared) in (spec["targets"]?.dictionary ?? [:]).sorted(by: { $0.key < $1.key }) {
            let target = withTemplates(declared, templates: spec["targetTemplates"]?.dictionary ?? [:])
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
            // Each configuration's files (a target's over the project's); a spec with none has one
            // configuration of no file. paperless sets its deployment target only in xcconfig files (F4).
            let targetFiles = target["configFiles"]?.dictionary ?? [:]
            let configurations = Set(targetFiles.keys).union(projectFiles.keys).sorted()
            let layers: [(target: [String: String], project: [String: String])] = configurations.isEmpty ? [([:], [:])]
                : configurations.map { c in (configFiles.settings(targetFiles[c]?.string, shownAs: shown, read: read, warnings: &warnings),
                                             configFiles.settings(projectFiles[c]?.string, shownAs: shown, read: read, warnings: &warnings)) }
            for p in platforms {
                // Mac Catalyst takes iOS's deployment target unless the spec names its own.
                let keys = p == .macCatalyst ? [p.rawValue, ApplePlatform.iOS.rawValue] : [p.rawValue]
                let own: String? = target["deploymentTarget"]?.string ?? keys.lazy.compactMap { target["deploymentTarget"]?[$0]?.string }.first
                // The lowest of the configurations: the code must build in each.
                let version = layers.map { layer in
                    let text = own ?? targetSettings[p.deploymentSetting] ?? layer.target[p.deploymentSetting]
                        ?? keys.lazy.compactMap { projectTargets[$0]?.string }.first ?? projectSettings[p.deploymentSetting]
                        ?? layer.project[p.deploymentSetting]
                    return text.flatMap(PlatformVersion.init) ?? .newestSDK
                }.min() ?? .newestSDK
                versions[p] = p == .macCatalyst ? max(version, ApplePlatform.firstCatalyst) : version
            }
            var members: [String] = []
            for source in target["sources"].map(asList) ?? [] {
                guard let relative = source.string ?? source["path"]?.string else { continue }
                members.append(PathText.standardized(relative)) // made absolute by XcodeGenIncludes.rebased
            }
            var built = BuildTarget(name: name, kind: target["type"]?.string, declaredIn: shown(path), platforms: versions, members: members)
            let symbols = targetSettings["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"] ?? projectSettings["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"]
            if let symbols { built.assetSymbols = symbols == "YES" || symbols == "true" }
            built.forcedAppearance = XcodeGenAppearance.forced(target: target, targetSettings: targetSettings, projectSettings: projectSettings)
            out.append(built)
        }
        return out
    }

    /// The target with what its `templates` give under it (XcodeGen merges each template, then the target).
    static func withTemplates(_ target: PlistValue, templates: [String: PlistValue]) -> PlistValue {
        let names = target["templates"]?.strings ?? []
        guard !names.isEmpty else { return target }
        var base = PlistValue.dictionary([:])
        for name in names { if let template = templates[name] { base = XcodeGenIncludes.merge(base, template) } }
        return XcodeGenIncludes.merge(base, target)
    }

    /// The `.xcconfig` files the spec names, each read once.
    struct ConfigFiles {
        var known: [String: [String: String]] = [:]

        mutating func settings(_ path: String?, shownAs: (String) -> String, read: (String) -> [UInt8]?,
                               warnings: inout [ProjectWarning]) -> [String: String] {
            guard let path else { return [:] }
            if let settings = known[path] { return settings }
            let settings = XCConfigFile.settings(at: path, shownAs: shownAs, read: read, warnings: &warnings)
            known[path] = settings
            return settings
        }
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
