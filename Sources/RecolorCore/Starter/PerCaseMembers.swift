#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A static color member that another file returns as one case of a table of data (`PerCaseTable`):
/// cove's wallet colors (session 25, intent25), `static var coolGray: Color { Color(hue: 0.61, …) }`
/// in `Color+Ext.swift`, returned by `WalletColor`'s `switch self { case .coolGray: .coolGray; case
/// .wPastelTeal: .pastelTeal; … }` (11 cases) in `WalletColor+Ext.swift`, beside color sets whose dark
/// appearance is their light value. The reader judges a finding in its own file only, and the member's
/// file holds no switch: `init` proposed #222429 for the #CBCED4 wallet color, so a user's gray
/// wallet turned near black in Dark Mode. The same limit as `GatheredMembers` (a collection in
/// another file), for a switch.
extension KeptColors {
    /// Keeps each report left without an intent that is the whole value of a static member another
    /// Swift file returns, as the whole body of a case, from a switch that is a table of data.
    /// `swift`: the files init read with findings (cove's switch file holds its `FfiColor` table);
    /// a switch in a file with no finding of its own is not seen.
    static func keepPerCaseMembers(_ reports: [Report], sites: inout [FixedIntentSite?], readers: [String: FixedIntentReader],
                                   swift: [FileResult], uses: CollectionUses) {
        // Member name → the reports declaring it.
        var members: [String: [Int]] = [:]
        for n in reports.indices where sites[n] == nil && reports[n].finding.kind != .assetColor && reports[n].finding.choice == nil {
            guard let reader = readers[reports[n].file],
                  let name = WholeBodyDeclaration.nameIndex(of: reports[n].finding.range, in: reader.file, functions: false),
                  WholeBodyDeclaration.isStatic(name, in: reader.file) else { continue }
            members[reader.file.text(code: name), default: []].append(n)
        }
        guard !members.isEmpty else { return }
        let finders = members.keys.map { ($0, ByteFinder(".\($0)")) }
        var found: [String: String] = [:]
        for content in swift {
            let named = finders.filter { $0.1.occurs(in: content.bytes) }.map(\.0)
            guard !named.isEmpty else { continue }
            let file = SwiftSource(path: content.path, bytes: content.bytes)
            let reader = readers[content.path] ?? FixedIntentReader(file: file, collectionUses: uses)
            let wanted = Set(named)
            for j in reader.file.code.indices where j > 0 && reader.file.isChar(j - 1, ".") && reader.file.isWord(j) {
                let name = reader.file.text(code: j)
                guard wanted.contains(name), found[name] == nil, isWholeCaseBody(endingAt: j, in: reader.file) else { continue }
                // `.coolGray` or `Color.coolGray`: the body starts at the dot or at the type.
                let start = reader.file.isWord(j - 2) && !reader.file.isChar(j - 3, ".") && reader.file.text(code: j - 2).first?.isUppercase == true ? j - 2 : j - 1
                guard let table = reader.perCaseColor(start, textBeside: false) else { continue }
                found[name] = "\(name) is \(table) at \(content.path):\(reader.file.line(of: reader.file.code[j].begin))"
            }
        }
        for (name, evidence) in found {
            for n in members[name] ?? [] where sites[n] == nil {
                sites[n] = FixedIntentSite(intent: .data, evidence: evidence)
            }
        }
    }

    /// Whether the member name at code index `j` ends a case's body: the next token is `case`,
    /// `default`, `@unknown` or the switch's `}`.
    static func isWholeCaseBody(endingAt j: Int, in file: SwiftSource) -> Bool {
        let next = j + 1
        guard next < file.code.count else { return false }
        return file.codeIs(next, "case") || file.codeIs(next, "default") || file.isChar(next, "}") || file.isChar(next, "@")
    }
}
