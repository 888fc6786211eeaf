#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A palette member kept as data where a switch picks it per case of a data value is data wherever
/// it is used: vAmiga's memory map assigns `MemColors.chip` … per bank source (kept, `perCaseColor`),
/// and its legend draws the same members as swatches (`[MemColors.chip, MemColors.slow, …].map { … }`,
/// `NSImage(color: MemColors.chip, size:)`). Left to adapt, the legend's swatches took proposed darks
/// (chip #80FF00 -> #AEFF83) beside the map they explain, which keeps its colors (session 25 audit, F18).
extension KeptColors {
    static func sameDecisionForTableMembers(_ reports: [Report], sites: inout [FixedIntentSite?]) {
        var tables: [String: Int] = [:]
        for (n, r) in reports.enumerated() where r.finding.kind == .paletteReference {
            guard let site = sites[n], site.intent == .data, site.evidence.contains(FixedIntentReader.perCaseWords),
                  let symbol = r.finding.symbol, tables[symbol] == nil, isOwnPaletteMember(symbol), !isNeutral(r) else { continue }
            tables[symbol] = n
        }
        guard !tables.isEmpty else { return }
        for n in reports.indices where sites[n] == nil && reports[n].finding.choice == nil && reports[n].finding.kind == .paletteReference {
            guard let symbol = reports[n].finding.symbol, let m = tables[symbol], var site = sites[m] else { continue }
            site.note = nil
            site.evidence = "\(symbol), a color of the table at \(reports[m].file):\(reports[m].line) (\(site.evidence))"
            sites[n] = site
        }
    }

    /// A white, black or gray member is no data color elsewhere: a table picks it as the plain
    /// one beside its hues, and the app's surfaces and text use it everywhere. Ithaca Transit's
    /// `Colors.white`, one of a bus icon's three content colors (`switch self`), was kept as data in
    /// its 20 card backgrounds, under text that turned light in Dark: 1.62:1 (session 30's sweep).
    static func isNeutral(_ report: Report) -> Bool {
        guard let color = report.finding.color else { return false }
        return OKLCH(color).chroma < TokenNaming.neutralChroma
    }

    /// A member of the app's own palette type (`MemColors.chip`), not of a framework's color type
    /// extended with the app's colors (Lunar's `Color.blackMauve`, one arm of a toggle's mode colors
    /// and the app's general mauve elsewhere, where the appearance chooses it: the regression set).
    static func isOwnPaletteMember(_ symbol: String) -> Bool {
        guard let dot = symbol.lastIndex(of: ".") else { return false }
        let type = symbol[..<dot].split(separator: ".").last.map(String.init) ?? ""
        return !type.isEmpty && BaseColorType(rawValue: type) == nil
    }
}
