/// XcodeGen's `include:`: the specs a `project.yml` names are read first and merged under it as
/// XcodeGen merges them (dictionaries key by key, arrays appended, the including file's other
/// values winning), and the paths an included file gives (`sources`, `configFiles`) are read from
/// that file's folder, XcodeGen's `relativePaths` (on unless an entry says `relativePaths: false`).
/// ruuvi's project.yml declares its app and three extensions in 27 included `target.yml` files:
/// unread, recolor knew none of them and wrote members those targets cannot see (session 16's audit, F3).
enum XcodeGenIncludes {
    /// Includes nested deeper than this are a warning, not read (a spec names a handful of levels).
    static let deepest = 16

    /// `spec` (read from `path`) with what it includes merged under it, every path made absolute.
    static func merged(_ spec: PlistValue, path: String, shownAs shown: (String) -> String,
                       read: (String) -> [UInt8]?, warnings: inout [ProjectWarning]) -> PlistValue {
        var chain: [String] = []
        return merged(spec, path: PathText.standardized(path), folder: PathText.directory(of: path), shownAs: shown,
                      read: read, chain: &chain, warnings: &warnings)
    }

    static func merged(_ spec: PlistValue, path: String, folder: String, shownAs shown: (String) -> String,
                       read: (String) -> [UInt8]?, chain: inout [String], warnings: inout [ProjectWarning]) -> PlistValue {
        chain.append(path)
        defer { chain.removeLast() }
        var result = PlistValue.dictionary([:])
        for entry in spec["include"].map(XcodeGenSpec.asList) ?? [] {
            guard let named = entry.string ?? entry["path"]?.string, !named.isEmpty else { continue }
            let included = PathText.standardized(PathText.join(PathText.directory(of: path), named))
            if chain.contains(included) {
                warnings.append(ProjectWarning(file: shown(path), line: nil, message: "an include cycle: '\(named)' is already being read; not read again"))
                continue
            }
            guard chain.count < deepest else {
                warnings.append(ProjectWarning(file: shown(path), line: nil, message: "includes nested more than \(deepest) deep; '\(named)' is not read"))
                continue
            }
            guard let bytes = read(included) else {
                warnings.append(ProjectWarning(file: shown(path), line: nil, message: "cannot read the included spec '\(named)'; its targets are not known"))
                continue
            }
            let parsed: PlistValue
            do {
                parsed = try SimpleYAML.parse(bytes)
            } catch {
                warnings.append(ProjectWarning(file: shown(included), line: error.line, message: "cannot read this XcodeGen spec (\(error.message)); its targets are not known"))
                continue
            }
            let relative = (entry["relativePaths"]?.string).map { $0 != "false" && $0 != "NO" } ?? true
            let base = relative ? PathText.directory(of: included) : folder
            result = merge(result, merged(parsed, path: included, folder: base, shownAs: shown, read: read, chain: &chain, warnings: &warnings))
        }
        var own = spec.dictionary ?? [:]
        own["include"] = nil
        return merge(result, rebased(.dictionary(own), folder: folder))
    }

    /// XcodeGen's merge: dictionaries key by key, arrays appended, any other value replaced.
    static func merge(_ base: PlistValue, _ over: PlistValue) -> PlistValue {
        switch (base, over) {
        case (.dictionary(var a), .dictionary(let b)):
            for (key, value) in b { a[key] = a[key].map { merge($0, value) } ?? value }
            return .dictionary(a)
        case (.array(let a), .array(let b)):
            return .array(a + b)
        default:
            return over
        }
    }

    /// The spec with the paths it gives for targets and templates (`sources`, `configFiles`) and
    /// its own `configFiles` joined to `folder`.
    static func rebased(_ spec: PlistValue, folder: String) -> PlistValue {
        guard var top = spec.dictionary else { return spec }
        for group in ["targets", "targetTemplates"] {
            guard var targets = top[group]?.dictionary else { continue }
            for (name, target) in targets {
                guard var fields = target.dictionary else { continue }
                if let sources = fields["sources"] {
                    fields["sources"] = .array(XcodeGenSpec.asList(sources).map { source in
                        if let s = source.string { return .string(joined(folder, s)) }
                        guard var entry = source.dictionary, let p = entry["path"]?.string else { return source }
                        entry["path"] = .string(joined(folder, p))
                        return .dictionary(entry)
                    })
                }
                if let files = fields["configFiles"] { fields["configFiles"] = joinedValues(files, folder: folder) }
                targets[name] = .dictionary(fields)
            }
            top[group] = .dictionary(targets)
        }
        if let files = top["configFiles"] { top["configFiles"] = joinedValues(files, folder: folder) }
        return .dictionary(top)
    }

    static func joinedValues(_ files: PlistValue, folder: String) -> PlistValue {
        guard let byConfiguration = files.dictionary else { return files }
        return .dictionary(byConfiguration.mapValues { $0.string.map { .string(joined(folder, $0)) } ?? $0 })
    }

    static func joined(_ folder: String, _ path: String) -> String {
        PathText.standardized(path.hasPrefix("/") || folder.isEmpty ? path : PathText.join(folder, path))
    }
}
