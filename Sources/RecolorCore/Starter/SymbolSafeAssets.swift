#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `init`'s asset names where Xcode generates asset symbols: `generate` writes one color set per
/// token, named after the token, and Xcode declares `UIColor.<name>`, `NSColor.<name>` and
/// `Color.<name>` for it; where the app declares that member itself (a palette member a token is
/// named after: nRF-Mesh's `static let nordicRed = #colorLiteral(…)`, "the app's own name"), the
/// app would declare it twice and `generate` refuses init's own draft (exit 2; seven tokens, seven
/// runs: session 25's review, F2). The token keeps its name (its uses are the app's own name) and
/// gets an `asset` Xcode turns into a member nobody declares: `semanticNordicRed` (the color set
/// of `Semantic.nordicRed`).
enum SymbolSafeAssets {
    /// The asset name for each token whose own would clash, by index; tokens already given an
    /// asset (a harvested set, the app's own set) and Apple's system colors are left alone.
    static func apply(_ tokens: inout [StarterDraft.Token], project: ProjectFacts, declared: DeclaredMembers) {
        guard project.targets.contains(where: { $0.assetSymbols == true }) else { return }
        // Every member a set name would become, and the members the tree declares on a view type.
        let declaresMember = { (member: String) in BaseColorType.viewTypes.contains { declared.member(member, of: $0.rawValue) != nil } }
        var used = Set(tokens.map { XcodeAssetSymbols.memberName(forColorSet: StarterDraft.assetName(of: $0)) })
        for k in tokens.indices where tokens[k].system == nil && StarterDraft.assetName(of: tokens[k]) == tokens[k].name {
            let name = tokens[k].name
            guard declaresMember(XcodeAssetSymbols.memberName(forColorSet: name)) else { continue }
            let base = "semantic" + name.prefix(1).uppercased() + name.dropFirst()
            let candidates = [base, base + "Set", base + "Asset"]
            guard let free = candidates.first(where: { c in
                let member = XcodeAssetSymbols.memberName(forColorSet: c)
                return !used.contains(member) && !declaresMember(member) && !XcodeAssetSymbols.conflicting.contains(member)
            }) else { continue }
            used.insert(XcodeAssetSymbols.memberName(forColorSet: free))
            tokens[k].symbolSafeAsset = free
        }
    }
}
