/// The asset catalog's color sets that already have a dark appearance: the app's own light/dark
/// decisions too. `init` writes each as an existing token under its asset name (`"asset"`, with
/// `UIColor(named:)`/`Color(_:)` expressions and the set's values), never re-proposed.
enum AssetColorSets {
    /// The catalog a color set's path lies in (`Widget/Assets.xcassets`), its folders left out.
    static func catalog(of path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let i = parts.firstIndex(where: { $0.hasSuffix(".xcassets") }) else { return path }
        return parts[...i].joined(separator: "/")
    }

    struct Set_ {
        var name: String
        var path: String
        var light: RGBA
        var dark: RGBA
        /// The catalog's folders around the set that provide a namespace, outermost first (`NamespaceFolders`).
        var namespace: [String] = []
    }

    /// A set with a light (or universal) value, and a dark one where it has one.
    struct AnySet {
        var name: String
        var path: String
        var light: RGBA
        var dark: RGBA?
        var namespace: [String] = []
    }

    /// The sets under the run's paths (its excludes apply) with a universal and a dark entry.
    static func read(_ options: RunOptions) -> [Set_] {
        readAll(options).compactMap { s in s.dark.map { Set_(name: s.name, path: s.path, light: s.light, dark: $0, namespace: s.namespace) } }
    }

    /// Every set under the run's paths with a light or universal value.
    static func readAll(_ options: RunOptions) -> [AnySet] {
        var walker = FileWalker(excludes: options.excludes, cwd: options.cwd)
        walker.tableExcludes = TableExcludes(configuration: options.configuration, cwd: options.cwd)
        let walked = walker.collect(options.paths, threads: options.threads)
        var out: [AnySet] = []
        var namespaces = NamespaceFolders()
        for path in walked.files.sorted() where path.hasSuffix(".colorset/Contents.json") {
            let disk = path.hasPrefix("/") ? path : PathText.join(options.cwd, path)
            guard case .success(let bytes) = TextFile.read(disk, shownAs: path), !AssetCatalog.writtenByRecolor(bytes),
                  let (l, d) = values(bytes) else { continue }
            out.append(AnySet(name: ColorSetLanguage.setName(path), path: PaletteDiscovery.tablePath(path), light: l, dark: d,
                              namespace: namespaces.folders(aroundSetAt: disk)))
        }
        return out
    }

    /// A set's light (or universal) value and its dark one where it has one, from its `Contents.json`.
    static func values(_ bytes: [UInt8]) -> (light: RGBA, dark: RGBA?)? {
        guard let root = PositionedJSON.parse(bytes) else { return nil }
        let entries = root["colors"]?.elements ?? []
        // The light appearance's entry where the set has one (Any, Light, Dark): `ColorSetEntries`.
        guard let universal = ColorSetEntries.light(entries), let l = ColorSetColor.read(universal["color"]!).color else { return nil }
        guard let dark = ColorSetEntries.dark(entries) else { return (l, nil) }
        guard let d = ColorSetColor.read(dark["color"]!).color else { return nil }
        return (l, d)
    }

    /// A token name for an asset name: its letters and digits in lower camel case.
    static func tokenName(_ asset: String) -> String? {
        let words = asset.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first, first.first?.isLetter == true else { return nil }
        let name = TokenNaming.lowerCamel(words)
        return TokenNaming.isValidIdentifier(name) ? name : nil
    }
}

extension HarvestedPairs {
    /// Each color set with a dark appearance as a pair named after it, its expressions the asset's.
    /// `ownMembers`: the app's own member of a set (Trio's `Color.loopGreen`), the token's name
    /// and its expression for that member's type.
    mutating func addColorSets(_ sets: [AssetColorSets.Set_], ownMembers: [String: ColorSetUses.OwnMember] = [:]) {
        for set in sets {
            guard let name = AssetColorSets.tokenName(set.name) else { continue }
            // The same set in another catalog (an app's and its widget's) is the same color: one token.
            if let same = pairs.firstIndex(where: { $0.asset == set.name && $0.colors[.light] == set.light && $0.colors[.dark] == set.dark }) {
                pairs[same].note = (pairs[same].note ?? "") + "; also \(set.path)"
                continue
            }
            // The same name in another catalog with other values: a target's own flavor of the
            // set (threema's ChatBubbleSent in its Private, Work and OnPrem catalogs, session 20).
            // `UIColor(named:)` finds the one its target builds: one token, the asset's name,
            // never renamed per value (chatBubbleSentOrNearBlack, nearWhiteChatBubbleSent).
            // (Two folders of one catalog are namespaces, mastodon's TextField/background and
            // Onboarding/background: other sets, other tokens.)
            if let same = pairs.firstIndex(where: { $0.asset == set.name && AssetColorSets.catalog(of: $0.from) != AssetColorSets.catalog(of: set.path) }) {
                let light = set.light.hex(withAlpha: set.light.alpha != 255), dark = set.dark.hex(withAlpha: set.dark.alpha != 255)
                pairs[same].note = (pairs[same].note ?? "") + "; another target's values in \(set.path): light \(light), dark \(dark)"
                continue
            }
            var p = Pair(values: [.light: set.light.hex(withAlpha: set.light.alpha != 255), .dark: set.dark.hex(withAlpha: set.dark.alpha != 255)],
                         from: set.path)
            p.colors = [.light: set.light, .dark: set.dark]
            p.name = name
            p.asset = set.name
            p.namespace = set.namespace
            p.note = "the color set \(set.name) has a dark appearance: an existing token"
            if let own = ownMembers[set.name] {
                p.member = (own.path, own.name, own.type, false)
                p.note! += "; the app's own member \(own.path).\(own.name)"
            }
            pairs.append(p)
        }
    }
}
