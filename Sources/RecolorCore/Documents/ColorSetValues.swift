/// The light colors of the asset catalog's color sets a palette looks up by name (LN-Zap's
/// `UIColor.Zap.white = color("white")`): the values of its members, which the code does not hold.
/// Read only for the names asked (a walk of the run's paths, once per run that has such a palette).
enum ColorSetValues {
    /// Set name → its light (or universal) color, for the sets named `names` under the run's paths.
    static func light(named names: Set<String>, options: RunOptions) -> [String: RGBA] {
        guard !names.isEmpty else { return [:] }
        var walker = FileWalker(excludes: options.excludes, cwd: options.cwd)
        walker.tableExcludes = TableExcludes(configuration: options.configuration, cwd: options.cwd)
        var out: [String: RGBA] = [:]
        for path in walker.collect(options.paths, threads: options.threads).files.sorted() where path.hasSuffix(".colorset/Contents.json") {
            let name = ColorSetLanguage.setName(path)
            guard names.contains(name), out[name] == nil else { continue }
            let disk = path.hasPrefix("/") ? path : PathText.join(options.cwd, path)
            guard case .success(let bytes) = TextFile.read(disk, shownAs: path), let root = PositionedJSON.parse(bytes) else { continue }
            let entries = root["colors"]?.elements ?? []
            // The universal entry (no appearances), else the first with a color.
            let light = entries.first { $0["color"] != nil && $0["appearances"] == nil } ?? entries.first { $0["color"] != nil }
            if let color = light.flatMap({ ColorSetColor.read($0["color"]!).color }) { out[name] = color }
        }
        return out
    }
}
