/// Color sets the app files in a catalog folder whose name says they do not adapt (`Colors.xcassets/
/// Fixed/SuccessContainer.colorset`, beside `Surface/Background.colorset` with its dark appearance): the
/// app's own decision that they keep one value. pia-foss/mobile-ios documents its `Fixed/` sets with one
/// value each and its adaptive ones with "Light: … / Dark: …"; drafted with proposed darks, its "7-day Free
/// Trial" badge's text fell from 4.84:1 to 2.66:1 in Dark (session 37, intent37b V4).
enum FixedFolderSets {
    /// Folder names (lowercased) that say a set does not adapt.
    static let folderNames: Set<String> = ["fixed", "static", "fixedcolors", "staticcolors", "nonadaptive", "constant", "constants"]

    /// The intent of a color set's finding in such a folder (a folder between the catalog and the set).
    static func site(_ r: Report) -> FixedIntentSite? {
        guard r.finding.kind == .assetColor else { return nil }
        let parts = r.file.split(separator: "/").map(String.init)
        guard let catalog = parts.lastIndex(where: { $0.hasSuffix(".xcassets") }),
              let set = parts.lastIndex(where: { $0.hasSuffix(".colorset") }), set > catalog + 1 else { return nil }
        guard let folder = parts[(catalog + 1)..<set].first(where: { folderNames.contains($0.lowercased()) }) else { return nil }
        return FixedIntentSite(intent: .filedFixed, evidence: "filed under \(folder)/ in \(parts[catalog])")
    }
}
