/// A color set `generate` would write under a name the app's own catalog already holds in a
/// target that also builds the generated catalog (AugustDev/enchanted's `label.colorset` in
/// `Assets.xcassets/Colors`, and the generated `label.colorset` in another catalog of the same
/// target): two sets of one name in a target are ambiguous (`UIColor(named:)` and Interface
/// Builder's named colors may take either; Xcode warns, and with asset symbols on declares the
/// member twice). A set of that name that only another target builds (a widget's catalog) is
/// no clash. Where the project's targets are unknown, any other set of the name is one; a set
/// recolor wrote is none.
enum OwnColorSetClash {
    /// `written`: each color set to write, as (token, asset name); `catalog`: the generated
    /// catalog's absolute path; `files`: the walked files (color sets as their `Contents.json`),
    /// absolute or relative to `cwd`; `serving`: the targets that build the generated Swift file.
    static func find(written: [(token: String, name: String)], catalog: String, files: [String], cwd: String,
                     project: ProjectFacts, serving: [String]) -> GenerateError? {
        guard !written.isEmpty else { return nil }
        let suffix = ".colorset/Contents.json"
        var own: [String: [(shown: String, disk: String)]] = [:]
        for path in files where path.hasSuffix(suffix) {
            let disk = Generator.standardized(path.hasPrefix("/") ? path : PathText.join(cwd, path))
            guard !disk.hasPrefix(catalog.hasSuffix("/") ? catalog : catalog + "/") else { continue }
            // A set recolor wrote (a sample's expected tree, an earlier catalog) is its output, not the app's.
            if case .success(let bytes) = FileReader.contents(of: disk), AssetCatalog.writtenByRecolor(bytes) { continue }
            let folder = String(path.dropLast("/Contents.json".count))
            let name = String(PathText.lastComponent(of: folder).dropLast(".colorset".count))
            own[name, default: []].append((folder, disk))
        }
        guard !own.isEmpty else { return nil }
        // The targets the generated catalog joins: those building it already, else those building
        // the generated Swift file, else every target.
        let targets = project.targets
        var joining = targets.filter { $0.builds(catalog) || $0.builds(PathText.join(catalog, "Contents.json")) }
        if joining.isEmpty { joining = targets.filter { serving.contains($0.name) } }
        if joining.isEmpty { joining = targets }
        for (token, name) in written {
            for set in own[name] ?? [] {
                let sharing = joining.first { $0.builds(set.disk) }
                guard targets.isEmpty || sharing != nil else { continue }
                let where_ = sharing.map { "target \($0.name) builds both catalogs" } ?? "the project's targets are unknown"
                return GenerateError(token: token, message: "the color set '\(name)' would also be the app's own \(set.shown) (\(where_)): two sets of one name in a target are ambiguous (UIColor(named:) may take either); give the token another \"asset\" in the table, or delete one of the sets")
            }
        }
        return nil
    }
}
