#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Color sets that form the app's palette: a ramp of one stem differing by a number (`Gray0`,
/// `Gray5`, `Gray10` … `Gray100`), none of which the Swift code draws by its literal name. The
/// code reaches them through names it computes (woocommerce-ios's `UIColor(named:
/// colorStudio.assetName(), …)` with `assetName()` = `"\(name)\(shade)"`) and chooses a shade per
/// appearance itself (`UIColor(light: .withColorStudio(.gray, shade: .shade0), dark:
/// .withColorStudio(.gray, shade: .shade100))`). Each set is a raw value, not a use: `init` made
/// 143 of them tokens with proposed darks, and `fix` wrote Gray100's proposed #CED5D8 into the
/// set, so the app's own dark arm (Gray100 #101517) resolved light in Dark: its dark theme
/// inverted (session 26, W2). Kept fixed, as palette members are.
///
/// A ramp the code draws by name (`Color("grey_lighten2")` as a view's background) is the app's
/// UI colors, each set proposed a dark as any; a family looked up by an interpolated name right in
/// the call (`UIColor(named: "RichterColor\(i)")`) is data (`InterpolatedSetNames`).
enum PaletteRamps {
    /// The fewest sets of one stem, each with its own number, that make a ramp.
    static let minimumMembers = 3

    /// Set name → the evidence of its ramp, for the sets (`AssetColorSets.AnySet`, with and without
    /// a dark appearance) in ramps none of whose members is in `drawn` (`ColorSetUses.Read.drawn`).
    static func members(_ sets: [(name: String, path: String)], drawn: Set<String>) -> [String: String] {
        var ramps: [String: [(number: Int, name: String)]] = [:]
        for s in sets {
            guard let (stem, number) = split(s.name) else { continue }
            let key = AssetColorSets.catalog(of: s.path) + "|" + PathText.directory(of: PathText.directory(of: s.path)) + "|" + stem
            if !(ramps[key]?.contains { $0.name == s.name } ?? false) { ramps[key, default: []].append((number, s.name)) }
        }
        var out: [String: String] = [:]
        for (key, members) in ramps {
            guard Set(members.map(\.number)).count >= minimumMembers, !members.contains(where: { drawn.contains($0.name) }) else { continue }
            let sorted = members.sorted { ($0.number, $0.name) < ($1.number, $1.name) }
            let catalog = key.split(separator: "|").first.map { PathText.lastComponent(of: String($0)) } ?? ""
            let evidence = "one of a ramp of \(sorted.count) color sets \(sorted.first!.name) … \(sorted.last!.name) in \(catalog) that the code draws by no literal name (it computes the names and picks a shade per appearance itself)"
            for m in sorted { out[m.name] = evidence }
        }
        return out
    }

    /// A set name's stem and number: `Gray100` → (`Gray`, 100), `grey_darken2` → (`grey_darken`, 2);
    /// nil without a trailing number or without a letter before it.
    static func split(_ name: String) -> (stem: String, number: Int)? {
        let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }.count
        guard digits > 0, digits <= 6, digits < name.count else { return nil }
        let stem = String(name.dropLast(digits))
        guard stem.contains(where: \.isLetter), let number = Int(name.suffix(digits)) else { return nil }
        return (stem, number)
    }

    /// `paletteRamp` for a color set of a ramp in `ramps` (`members`).
    static func site(_ r: Report, ramps: [String: String]) -> FixedIntentSite? {
        guard r.finding.kind == .assetColor, let name = r.finding.context, let evidence = ramps[name] else { return nil }
        return FixedIntentSite(intent: .paletteRamp, evidence: "the color set \(name), \(evidence)")
    }
}
