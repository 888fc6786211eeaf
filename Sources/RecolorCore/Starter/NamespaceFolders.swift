/// The folders of an asset catalog that provide a namespace (Xcode's "Provides Namespace": the
/// folder's `Contents.json` has `"provides-namespace" : true`), around a color set: the code calls
/// the set by them (`Color("ColorThemes/Forest/background")`), and two sets of one name in one
/// catalog always differ by them. A folder without the flag only groups (azkar's `Colors Palette`).
/// Each folder's `Contents.json` is read once.
struct NamespaceFolders {
    private var provides: [String: Bool] = [:]

    /// The namespace folders between the catalog and the set whose `Contents.json` is at `disk`,
    /// outermost first; none for a set at the catalog's top or outside a catalog.
    mutating func folders(aroundSetAt disk: String) -> [String] {
        let parts = disk.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let catalog = parts.lastIndex(where: { $0.hasSuffix(".xcassets") }),
              let set = parts.lastIndex(where: { $0.hasSuffix(".colorset") }), set > catalog + 1 else { return [] }
        var out: [String] = []
        for k in (catalog + 1)..<set {
            let folder = parts[...k].joined(separator: "/")
            if providesNamespace(folder) { out.append(parts[k]) }
        }
        return out
    }

    private mutating func providesNamespace(_ folder: String) -> Bool {
        if let known = provides[folder] { return known }
        var flag = false
        if case .success(let bytes) = FileReader.contents(of: PathText.join(folder, "Contents.json")),
           let root = PositionedJSON.parse(bytes), let value = root["properties"]?["provides-namespace"]?.componentText {
            flag = value == "true"
        }
        provides[folder] = flag
        return flag
    }
}
