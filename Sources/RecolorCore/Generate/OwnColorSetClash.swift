/// A color set `generate` would write under a name the app's own catalog already holds in a
/// target that also builds the generated catalog (AugustDev/enchanted's `label.colorset` in
/// `Assets.xcassets/Colors`, and the generated `label.colorset` in another catalog of the same
/// target): two sets of one name in a target are ambiguous (`UIColor(named:)` and Interface
/// Builder's named colors may take either; Xcode warns, and with asset symbols on declares the
/// member twice). A set of that name that only another target builds (a widget's catalog) is
/// no clash. Where the project's targets are unknown, any other set of the name is one; a set
/// recolor wrote is none.
///
/// A set of that name that *is* the token is no clash either: `init` names a token after the
/// app's light-only set it maps (LN-Zap's `deepSeaBlue.colorset`, whose finding `fix` gives the
/// token's dark), so the app's set holds the token's light value and no other dark. `generate`
/// then writes no second set: the app's is the token's (session 15's audit, F3: 12 of Zap's 26
/// tokens were refused one per run).
enum OwnColorSetClash {
    /// A color set the app holds: where, and its Any and Dark values (nil: none, or unreadable).
    struct AppSet {
        var shown: String
        var disk: String
        var light: RGBA?
        var dark: RGBA?
        var hasDark: Bool
        /// Why its `Contents.json` could not be read (not JSON, no `colors`), or nil.
        var unreadable: String? = nil
    }

    /// What the app's sets mean for the sets `generate` would write.
    struct Verdict {
        /// Tokens whose set the app already holds (token → the app's set, as shown).
        var sameAsApp: [String: String] = [:]
        var clash: GenerateError?
    }

    /// `written`: each color set to write, as (token, asset name, values); `catalog`: the generated
    /// catalog's absolute path; `files`: the walked files (color sets as their `Contents.json`),
    /// absolute or relative to `cwd`; `serving`: the targets that build the generated Swift file.
    static func judge(written: [(token: String, name: String, values: AppearanceValues)], catalog: String, files: [String], cwd: String,
                      project: ProjectFacts, serving: [String]) -> Verdict {
        var verdict = Verdict()
        guard !written.isEmpty else { return verdict }
        let own = appSets(files: files, catalog: catalog, cwd: cwd)
        guard !own.isEmpty else { return verdict }
        // The targets the generated catalog joins: those building it already, else those building
        // the generated Swift file, else every target.
        let targets = project.targets
        var joining = targets.filter { $0.builds(catalog) || $0.builds(PathText.join(catalog, "Contents.json")) }
        if joining.isEmpty { joining = targets.filter { serving.contains($0.name) } }
        if joining.isEmpty { joining = targets }
        let builds = { (set: AppSet) in targets.isEmpty || joining.contains { $0.builds(set.disk) } }
        for (token, name, values) in written {
            let sets = (own[name] ?? []).filter(builds)
            guard !sets.isEmpty else {
                if let clash = repeated(token: token, name: name, values: values, own: own, builds: builds) {
                    verdict.clash = clash
                    return verdict
                }
                continue
            }
            // One of them the token's: generate writes no set of the name, so it makes no set
            // ambiguous; another target's set of the name is that target's own (iTorrent's app and
            // widget each have an AccentColor: `UIColor(named:)` finds the one its target builds).
            if let same = sets.first(where: { isToken($0, values) }) {
                verdict.sameAsApp[token] = same.shown
                continue
            }
            let set = sets.first { !isToken($0, values) }!
            let sharing = joining.first { $0.builds(set.disk) }
            let where_ = sharing.map { "target \($0.name) builds both catalogs" } ?? "the project's targets are unknown"
            // A set that cannot be read holds no "other values": it may be the token's own (Kursvalut's
            // ColorRed, cut short after init, was called ambiguous: session 30's review A6).
            if let why = set.unreadable {
                verdict.clash = GenerateError(token: token, message: "the app's own color set \(set.shown) (\(where_)) cannot be read (\(why)), so whether it is the token's cannot be told: repair or delete it, or give the token another \"asset\" in the table")
                return verdict
            }
            verdict.clash = GenerateError(token: token, message: "the color set '\(name)' would also be the app's own \(set.shown) (\(where_)), which holds other values: two sets of one name in a target are ambiguous (UIColor(named:) may take either); give the token another \"asset\" in the table, or delete one of the sets")
            return verdict
        }
        return verdict
    }

    /// A set of another name that Xcode cannot tell from `name`: the same name up to case, or the
    /// same asset symbol (`accent` beside `AccentColor`, both `accent`): the set would be a second
    /// asset of one color or one symbol (session 26's review, F22: OpenTone's `accent.colorset`
    /// beside its `AccentColor.colorset`; dashwallet's `black` beside `Black`). Where the app's set
    /// holds the token's values, the token's asset is that set.
    static func repeated(token: String, name: String, values: AppearanceValues, own: [String: [AppSet]], builds: (AppSet) -> Bool) -> GenerateError? {
        let mine = AppSetNames([name])
        for key in own.keys.sorted() where key != name && mine.holds(key) {
            guard let set = (own[key] ?? []).first(where: builds) else { continue }
            let how = key.lowercased() == name.lowercased() ? "differs only by case from" : "gives the same Xcode asset symbol ('\(XcodeAssetSymbols.memberName(forColorSet: name))') as"
            let fix = isToken(set, values) ? "give the token \"asset\": \"\(key)\" (that set holds its values)" : "give the token another \"asset\""
            return GenerateError(token: token, message: "the color set '\(name)' \(how) the app's own \(set.shown): two assets Xcode cannot tell apart; \(fix)")
        }
        return nil
    }

    /// Whether the app's set is the token's: its Any value is the token's light value, and its
    /// dark, if it has one, the token's dark (a light-only set is one `fix` completes).
    static func isToken(_ set: AppSet, _ values: AppearanceValues) -> Bool {
        guard let light = set.light, light == values[.light] else { return false }
        return !set.hasDark || set.dark == values.resolved(.dark)
    }

    /// The app's color sets among the walked files, by name, outside the generated catalog and not written by recolor.
    static func appSets(files: [String], catalog: String, cwd: String) -> [String: [AppSet]] {
        let suffix = ".colorset/Contents.json"
        var own: [String: [AppSet]] = [:]
        for path in files where path.hasSuffix(suffix) {
            let disk = Generator.standardized(path.hasPrefix("/") ? path : PathText.join(cwd, path))
            guard !disk.hasPrefix(catalog.hasSuffix("/") ? catalog : catalog + "/") else { continue }
            var set = AppSet(shown: String(path.dropLast("/Contents.json".count)), disk: disk, light: nil, dark: nil, hasDark: false)
            switch FileReader.contents(of: disk) {
            case .success(let bytes):
                // A set recolor wrote (a sample's expected tree, an earlier catalog) is its output, not the app's.
                if AssetCatalog.writtenByRecolor(bytes) { continue }
                if PositionedJSON.parse(bytes)?["colors"]?.elements == nil { set.unreadable = "its Contents.json is no color set recolor can read" }
                // Xcode's template set holds no color: no value, so no clash (`ColorSetEntries.isEmpty`).
                if let root = PositionedJSON.parse(bytes), ColorSetEntries.isEmpty(root["colors"]?.elements ?? []) { continue }
                read(bytes, into: &set)
            case .failure:
                set.unreadable = "its Contents.json cannot be read"
            }
            let name = String(PathText.lastComponent(of: set.shown).dropLast(".colorset".count))
            own[name, default: []].append(set)
        }
        return own
    }

    /// The set's light and dark values, read as `init` reads them (`ColorSetEntries`: the Light
    /// entry of an "Any, Light, Dark" set, not its Any one); no high-contrast entry counts as either.
    static func read(_ bytes: [UInt8], into set: inout AppSet) {
        guard let entries = PositionedJSON.parse(bytes)?["colors"]?.elements else { return }
        if let light = ColorSetEntries.light(entries), let color = light["color"], color["reference"] == nil {
            set.light = ColorSetColor.read(color).color
        }
        if let dark = ColorSetEntries.dark(entries), let color = dark["color"], color["reference"] == nil {
            set.hasDark = true
            set.dark = ColorSetColor.read(color).color
        }
    }
}
