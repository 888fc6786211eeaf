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
    ///
    /// `appSets`: the names of the app's own color sets. A set `generate` would write under a name
    /// one of them has up to case, or whose Xcode symbol one of them gives, is a second asset of one
    /// name (dashwallet's generated `black` beside its `Black`; OpenTone's `accent` beside its
    /// `AccentColor`, both the symbol `accent`: session 26's review, F22): such a token gets the
    /// same `semantic…` asset, whether or not the project's asset symbols are on.
    static func apply(_ tokens: inout [StarterDraft.Token], project: ProjectFacts, declared: DeclaredMembers, appSets: [String] = []) {
        let symbolsOn = project.targets.contains(where: { $0.assetSymbols == true })
        let apps = AppSetNames(appSets)
        guard symbolsOn || !apps.isEmpty else { return }
        // Every member a set name would become, and the members the tree declares on a view type.
        let declaresMember = { (member: String) in symbolsOn && BaseColorType.viewTypes.contains { declared.member(member, of: $0.rawValue) != nil } }
        var used = Set(tokens.map { XcodeAssetSymbols.memberName(forColorSet: StarterDraft.assetName(of: $0)) })
        for k in tokens.indices where tokens[k].system == nil && StarterDraft.assetName(of: tokens[k]) == tokens[k].name {
            let name = tokens[k].name
            // A set of the token's own name holding its light value is the token's asset (LN-Zap's
            // `deepSeaBlue`: `generate` writes no second set, `fix` completes that one).
            let ownSet = tokens[k].values.contains { $0.colorSets.contains(name) && $0.color != nil && $0.color == tokens[k].appearance[.light] }
            guard declaresMember(XcodeAssetSymbols.memberName(forColorSet: name)) || (apps.holds(name) && !ownSet) else { continue }
            let base = "semantic" + name.prefix(1).uppercased() + name.dropFirst()
            let candidates = [base, base + "Set", base + "Asset"]
            guard let free = candidates.first(where: { c in
                let member = XcodeAssetSymbols.memberName(forColorSet: c)
                return !used.contains(member) && !declaresMember(member) && !XcodeAssetSymbols.conflicting.contains(member) && !apps.holds(c)
            }) else { continue }
            used.insert(XcodeAssetSymbols.memberName(forColorSet: free))
            tokens[k].symbolSafeAsset = free
        }
    }
}

/// The app's own color set names, as a set `generate` writes could repeat them: the same name up to
/// case, or the same Xcode asset symbol (lower camel case, a trailing `Color` dropped).
struct AppSetNames {
    private var folded: Set<String> = []
    private var symbols: Set<String> = []

    init(_ names: [String]) {
        for n in names {
            folded.insert(n.lowercased())
            symbols.insert(XcodeAssetSymbols.memberName(forColorSet: n).lowercased())
        }
    }

    var isEmpty: Bool { folded.isEmpty }

    /// Whether a set named `name` would repeat one of them (by name up to case, or by symbol).
    func holds(_ name: String) -> Bool {
        folded.contains(name.lowercased()) || symbols.contains(XcodeAssetSymbols.memberName(forColorSet: name).lowercased())
    }
}
