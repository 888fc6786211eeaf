/// The targets of an Xcode project, read from its `project.pbxproj` without Xcode: per target its
/// build settings (the project's, then its `.xcconfig`, then its own, per configuration), the
/// platforms and lowest deployment target they give, the files its Sources and Resources phases
/// build (paths resolved through the groups) and the folders of Xcode 16's synchronized groups.
package enum XcodeProjectFile {
    /// `path`: the absolute path of `project.pbxproj`. A file that does not parse gives one
    /// warning with its line and no target.
    package static func targets(pbxproj path: String, shownAs shown: @escaping (String) -> String,
                                read: (String) -> [UInt8]?, warnings: inout [ProjectWarning]) -> [BuildTarget] {
        guard let bytes = read(path) else {
            warnings.append(ProjectWarning(file: shown(path), line: nil, message: "cannot read the project file"))
            return []
        }
        let document: PBXDocument
        do {
            document = try PBXReader.read(bytes)
        } catch {
            warnings.append(ProjectWarning(file: shown(path), line: error.line, message: "not a readable project file (\(error.message)); its targets are not known"))
            return []
        }
        guard let objects = document.objects, let rootID = document.rootObject,
              let project = objects[rootID], project.isDictionary else {
            warnings.append(ProjectWarning(file: shown(path), line: nil, message: "no objects or rootObject: not an Xcode project; its targets are not known"))
            return []
        }
        let xcodeproj = PathText.directory(of: path)
        var projectDir = PathText.directory(of: xcodeproj)
        if let dir = project[.projectDirPath]?.string, !dir.isEmpty {
            projectDir = PathText.standardized(dir.hasPrefix("/") ? dir : PathText.join(projectDir, dir))
        }
        var reader = ObjectGraph(objects: objects, projectDir: projectDir)
        let projectSettings = reader.configurations(project[.buildConfigurationList]?.string, inherited: [:], shownAs: shown, read: read, warnings: &warnings)
        var targets: [BuildTarget] = []
        for id in project[.targets]?.strings ?? [] {
            guard let target = objects[id], let name = target[.name]?.string else { continue }
            let settings = reader.configurations(target[.buildConfigurationList]?.string, inherited: projectSettings, shownAs: shown, read: read, warnings: &warnings)
            var built = BuildTarget(name: name, kind: kind(target[.productType]?.string), declaredIn: shown(path),
                                    platforms: platforms(settings.isEmpty ? Array(projectSettings.values) : Array(settings.values)))
            let symbols = (settings.isEmpty ? Array(projectSettings.values) : Array(settings.values))
                .compactMap { $0["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"] }
            if !symbols.isEmpty { built.assetSymbols = symbols.contains("YES") }
            built.forcedAppearance = forcedAppearance(settings.isEmpty ? Array(projectSettings.values) : Array(settings.values),
                                                      projectDir: projectDir, shownAs: shown, read: read)
            for phase in target[.buildPhases]?.strings ?? [] {
                guard let p = objects[phase], let isa = p[.isa]?.string,
                      isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else { continue }
                for buildFile in p[.files]?.strings ?? [] {
                    guard let ref = objects[buildFile]?[.fileRef]?.string else { continue }
                    built.members += reader.filePaths(ref)
                }
            }
            let ownGroups = target[.fileSystemSynchronizedGroups]?.strings ?? []
            for group in ownGroups {
                guard let folder = reader.path(of: group) else { continue }
                built.members.append(folder)
                for exceptionSet in objects[group]?[.exceptions]?.strings ?? [] {
                    guard let set = objects[exceptionSet], set[.target]?.string == id else { continue }
                    built.excluded += (set[.membershipExceptions]?.strings ?? []).map { PathText.join(folder, $0) }
                }
            }
            // An exception set of a folder another target owns adds its files to this one (Xcode 16:
            // "Exceptions for "App" folder in "Widget" target"): WXYC's watch, TV and widget targets build
            // their files only so, were read as building nothing, and fix rewrote those files to names
            // only the app's target declares (session 31's held-out check, V1).
            for (k, groupID) in objects.ids.enumerated() where !ownGroups.contains(groupID) {
                let group = objects.objects[k]
                guard group[.isa]?.string == "PBXFileSystemSynchronizedRootGroup" else { continue }
                for exceptionSet in group[.exceptions]?.strings ?? [] {
                    guard let set = objects[exceptionSet], set[.target]?.string == id, let folder = reader.path(of: groupID) else { continue }
                    built.members += (set[.membershipExceptions]?.strings ?? []).map { PathText.join(folder, $0) }
                }
            }
            targets.append(built)
        }
        return targets
    }

    /// The appearance every configuration's settings force: `INFOPLIST_KEY_UIUserInterfaceStyle`
    /// (Xcode 13's generated Info.plist), else the `UIUserInterfaceStyle` of the `INFOPLIST_FILE`
    /// it names. Configurations that disagree, or one that sets none, force nothing.
    static func forcedAppearance(_ configurations: [[String: String]], projectDir: String, shownAs shown: (String) -> String,
                                 read: (String) -> [UInt8]?) -> TargetAppearance? {
        var found: [TargetAppearance?] = []
        for settings in configurations {
            if let value = settings["INFOPLIST_KEY_UIUserInterfaceStyle"] {
                let style = value.lowercased()
                found.append(["light", "dark"].contains(style) ? TargetAppearance(style: style, how: "INFOPLIST_KEY_UIUserInterfaceStyle = \(value)") : nil)
            } else if var plist = settings["INFOPLIST_FILE"], !plist.isEmpty {
                for root in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where plist.hasPrefix(root) { plist.removeFirst(root.count) }
                let path = PathText.standardized(plist.hasPrefix("/") ? plist : PathText.join(projectDir, plist))
                let site = read(path).flatMap { ForcedAppearance.inSettings(path: shown(path), bytes: $0).first }
                found.append(site.map { TargetAppearance(style: $0.style, how: "\($0.how) in \(shown(path))") })
            } else {
                found.append(nil)
            }
        }
        guard let first = found.first ?? nil, found.allSatisfy({ $0?.style == first.style }) else { return nil }
        return first
    }

    /// `com.apple.product-type.app-extension` → `app-extension`.
    static func kind(_ productType: String?) -> String? {
        guard let productType else { return nil }
        let prefix = "com.apple.product-type."
        return productType.hasPrefix(prefix) ? String(productType.dropFirst(prefix.count)) : productType
    }

    /// The platforms the settings of every configuration build for, each at its lowest
    /// deployment target: `SUPPORTED_PLATFORMS`, else `SDKROOT`, else the platforms whose
    /// deployment target is set. A platform without a deployment target builds for the newest SDK.
    static func platforms(_ configurations: [[String: String]]) -> [ApplePlatform: PlatformVersion] {
        var out: [ApplePlatform: PlatformVersion] = [:]
        for settings in configurations {
            var named = Set((settings["SUPPORTED_PLATFORMS"] ?? "").split(separator: " ").compactMap { ApplePlatform.of(sdk: String($0)) })
            if named.isEmpty, let sdk = settings["SDKROOT"].flatMap(ApplePlatform.of(sdk:)) { named = [sdk] }
            if named.isEmpty { named = Set(ApplePlatform.allCases.filter { $0 != .macCatalyst && settings[$0.deploymentSetting] != nil }) }
            // An iOS target that also builds for the Mac through Catalyst.
            if named.contains(.iOS), settings["SUPPORTS_MACCATALYST"]?.uppercased() == "YES" { named.insert(.macCatalyst) }
            for p in named {
                var version = settings[p.deploymentSetting].flatMap(PlatformVersion.init) ?? .newestSDK
                if p == .macCatalyst { version = max(version, ApplePlatform.firstCatalyst) }
                out[p] = min(out[p] ?? version, version)
            }
        }
        return out
    }

    /// The objects of one project, with what is derived from them once (each group's parent).
    struct ObjectGraph {
        let objects: PBXObjects
        let projectDir: String
        var parent: [String: String] = [:]
        /// Each group's path (`path(of:)`), worked out once: a file's path is then its group's and
        /// its own, not a walk up through every enclosing group for each of thousands of files.
        /// Only groups whose chain up is short and has no loop are here.
        private var groupPaths: [String: String?] = [:]
        /// The `.xcconfig` files read so far, by path: their settings and the warnings reading them gave.
        private var xcconfigs: [String: (settings: [String: String], warnings: [ProjectWarning])] = [:]

        init(objects: PBXObjects, projectDir: String) {
            self.objects = objects
            self.projectDir = projectDir
            for (id, object) in zip(objects.ids, objects.objects) {
                for child in object[.children]?.strings ?? [] { parent[child] = id }
            }
            for group in Set(parent.values) {
                let (path, chain, looped) = walkedPath(of: group)
                if !looped, chain < 128 { groupPaths[group] = .some(path) }
            }
        }

        /// The absolute path of a file reference or group; nil for one in the SDK or the build folder.
        /// A file (no group) whose path is relative to its group: the group's path and its own, as the
        /// walk up gives it (standardizing the group's path first changes nothing: `.` and `..` are
        /// resolved left to right either way).
        func path(of id: String) -> String? {
            if let object = objects[id], object[.children] == nil, (object[.sourceTree]?.string ?? "<group>") == "<group>",
               let group = parent[id], group != id, let known = groupPaths[group] {
                guard let base = known else { return nil }
                let own = object[.path]?.string ?? ""
                if own.isEmpty { return base }
                return PathText.standardized(own.hasPrefix("/") ? own : PathText.join(base, own))
            }
            return walkedPath(of: id).path
        }

        /// `path(of:)` by walking up the groups; with the length of the walk, and whether it met an
        /// object twice.
        private func walkedPath(of id: String) -> (path: String?, chain: Int, looped: Bool) {
            var chain: [String] = []
            var current: String? = id
            // Walk up to the first object whose path is not relative to its group.
            var looped = false
            while let c = current, chain.count < 256 {
                if chain.contains(c) { looped = true; break }
                chain.append(c)
                guard let object = objects[c] else { break }
                let tree = object[.sourceTree]?.string ?? "<group>"
                if tree != "<group>" { break }
                current = parent[c]
            }
            var base = projectDir
            for c in chain.reversed() {
                guard let object = objects[c] else { continue }
                let tree = object[.sourceTree]?.string ?? "<group>"
                let own = object[.path]?.string ?? ""
                switch tree {
                case "<group>": if !own.isEmpty { base = own.hasPrefix("/") ? own : PathText.join(base, own) }
                case "SOURCE_ROOT": base = own.isEmpty ? projectDir : PathText.join(projectDir, own)
                case "<absolute>": base = own
                default: return (nil, chain.count, looped)
                }
            }
            return (PathText.standardized(base), chain.count, looped)
        }

        /// The files a build file's reference stands for: itself, or a variant group's children
        /// (a storyboard's localizations).
        func filePaths(_ ref: String) -> [String] {
            guard let object = objects[ref] else { return [] }
            if let isa = object[.isa]?.string, isa == "PBXVariantGroup" || isa == "XCVersionGroup" {
                return (object[.children]?.strings ?? []).compactMap { path(of: $0) }
            }
            return path(of: ref).map { [$0] } ?? []
        }

        /// Each configuration's settings by its name: `inherited` (the project's, for a target),
        /// then the base `.xcconfig`, then the configuration's own; `$(inherited)` and
        /// `$(NAME)` references to other settings substituted.
        mutating func configurations(_ listID: String?, inherited: [String: [String: String]], shownAs shown: (String) -> String,
                                     read: (String) -> [UInt8]?, warnings: inout [ProjectWarning]) -> [String: [String: String]] {
            guard let listID, let list = objects[listID] else { return [:] }
            var out: [String: [String: String]] = [:]
            for id in list[.buildConfigurations]?.strings ?? [] {
                guard let configuration = objects[id], let name = configuration[.name]?.string else { continue }
                var settings = inherited[name] ?? [:]
                // Xcode 16 names an .xcconfig inside a synchronized folder by the folder and a relative path.
                var baseFile = configuration[.baseConfigurationReference]?.string.flatMap { path(of: $0) }
                if baseFile == nil, let anchor = configuration[.baseConfigurationReferenceAnchor]?.string, let folder = path(of: anchor),
                   let relative = configuration[.baseConfigurationReferenceRelativePath]?.string {
                    baseFile = PathText.standardized(PathText.join(folder, relative))
                }
                if let file = baseFile {
                    // Read once per project: every configuration of every target named the same few
                    // files again (macos-browser: XCConfigFile was 26 % of a `check`, perf, 3 runs).
                    let fromFile: [String: String]
                    if let known = xcconfigs[file] {
                        fromFile = known.settings
                        warnings += known.warnings
                    } else {
                        var own: [ProjectWarning] = []
                        fromFile = XCConfigFile.settings(at: file, shownAs: shown, read: read, warnings: &own)
                        xcconfigs[file] = (fromFile, own)
                        warnings += own
                    }
                    Self.layer(fromFile, over: &settings)
                }
                Self.layer(configuration[.buildSettings]?.table ?? [:], over: &settings)
                out[name] = Self.substituted(settings)
            }
            return out
        }

        /// `upper`'s settings over `lower`, `$(inherited)` standing for the lower value.
        static func layer(_ upper: [String: String], over lower: inout [String: String]) {
            for (key, value) in upper {
                // Most values hold no `$`: no substring search (a searcher built per call).
                guard value.utf8.contains(UInt8(ascii: "$")) else { lower[key] = value; continue }
                // Most `$` values name another setting, not `inherited`: `replacing` built two
                // searchers for each (3 % of a `check` of macos-browser, perf), and String's generic
                // `firstRange(of:)` cost 45 K instructions a value (21 M of a `check` of purchases-ios).
                guard holdsInherited(value) else { lower[key] = value; continue }
                let below = lower[key] ?? ""
                lower[key] = inheritedReplaced(in: value, by: below)
            }
        }

        private static let inheritedWord = Array("inherited".utf8)

        /// Whether `value` holds `inherited`, compared as bytes.
        static func holdsInherited(_ value: String) -> Bool {
            var value = value
            return value.withUTF8 { text in
                let word = inheritedWord
                guard text.count >= word.count else { return false }
                for start in 0...(text.count - word.count) where text[start] == word[0] {
                    var k = 1
                    while k < word.count && text[start + k] == word[k] { k += 1 }
                    if k == word.count { return true }
                }
                return false
            }
        }

        private static let inheritedForms = [Array("$(inherited)".utf8), Array("${inherited}".utf8)]

        /// `$(inherited)`, then `${inherited}`, replaced by `below`. ASCII text (nearly every
        /// setting) as bytes: String's `replacing` made two searchers a value, 2.5 % of a `check`
        /// of edx-app-ios (callgrind); other text as before.
        static func inheritedReplaced(in value: String, by below: String) -> String {
            guard value.utf8.allSatisfy({ $0 < 0x80 }), below.utf8.allSatisfy({ $0 < 0x80 }) else {
                return value.replacing("$(inherited)", with: below).replacing("${inherited}", with: below)
            }
            var text = Array(value.utf8)
            let replacement = Array(below.utf8)
            for form in inheritedForms {
                var out: [UInt8] = []
                out.reserveCapacity(text.count)
                var i = 0
                while i < text.count {
                    if text[i] == UInt8(ascii: "$"), i + form.count <= text.count, text[i..<(i + form.count)].elementsEqual(form) {
                        out += replacement
                        i += form.count
                    } else {
                        out.append(text[i])
                        i += 1
                    }
                }
                text = out
            }
            return String(decoding: text, as: UTF8.self)
        }

        /// References to other settings (`$(IOS_TARGET)`) replaced by their values, a few rounds deep.
        static func substituted(_ settings: [String: String]) -> [String: String] {
            var out = settings
            for _ in 0..<4 {
                var changed = false
                for (key, value) in out where value.utf8.contains(UInt8(ascii: "$")) {
                    let v = referencesReplaced(in: value, of: key, from: out)
                    if v != value { out[key] = v; changed = true }
                }
                if !changed { break }
            }
            return out
        }

        /// `value` (the setting `key`'s) with each `$(NAME)` and `${NAME}` of another setting replaced by
        /// that setting's value; other references kept. One pass over the value, a lookup per reference:
        /// a replacement tried per setting pair was 83 % of a run on UTM's 530 KB project file.
        /// An inner reference (`$(A_$(B))`) is replaced first, the outer one in a later round.
        static func referencesReplaced(in value: String, of key: String, from settings: [String: String]) -> String {
            let bytes = Array(value.utf8)
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var i = 0
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "$"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "(") || bytes[i + 1] == UInt8(ascii: "{") {
                    let close = bytes[i + 1] == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
                    var j = i + 2
                    while j < bytes.count, bytes[j] != close, bytes[j] != UInt8(ascii: "$") { j += 1 }
                    if j < bytes.count, bytes[j] == close {
                        let name = String(decoding: bytes[(i + 2)..<j], as: UTF8.self)
                        if name != key, let replacement = settings[name] {
                            out += replacement.utf8
                            i = j + 1
                            continue
                        }
                    }
                }
                out.append(bytes[i])
                i += 1
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}

extension PlatformVersion {
    /// A platform whose deployment target nobody set builds for the SDK's own version: newer
    /// than any API's introduction.
    package static let newestSDK = PlatformVersion(9999)
    package var isNewestSDK: Bool { major >= 9999 }
}
