#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The surfaces of grouped table views, which Apple colors with its grouped family: the table
/// `systemGroupedBackground` (#F2F2F7 / #000000), its cells `secondarySystemGroupedBackground`
/// (#FFFFFF / #1C1C1E). Their light values equal `secondarySystemBackground` and
/// `systemBackground`, listed first, and nRF-Mesh's 48 grouped tables (#F2F2F7, what Xcode wrote
/// for them before system colors) became `secondarySystemBackground` (dark #1C1C1E): in Dark the
/// table equalled its cells and the sections vanished (session 25's review, F21).
enum GroupedTableSurfaces {
    /// `UITableView.Style` cases (and IB's `style` attribute) whose sections are grouped.
    static let groupedStyles: Set<String> = ["grouped", "insetGrouped"]
    /// The IB elements that are a grouped table's surfaces: the table, its cells, their content.
    static let surfaceElements: Set<String> = ["tableView", "tableViewCell", "tableViewCellContentView"]

    /// The findings (`file|offset`) that color a grouped table's surface: IB's background colors of
    /// a grouped table and its cells, and code's `tableView.backgroundColor = …` in a file that
    /// builds its table grouped (`UITableView(frame: …, style: .grouped)`, `super.init(style: .insetGrouped)`).
    static func sites(_ reports: [Report], files: [String: [UInt8]]) -> Set<String> {
        var out: Set<String> = []
        var documents: [String: Set<Int>] = [:]
        for r in reports where r.finding.context == "backgroundColor" {
            guard let bytes = files[r.file] else { continue }
            let offset = r.finding.range.lowerBound
            if r.finding.kind == .ibColor {
                if documents[r.file] == nil {
                    documents[r.file] = Set(InterfaceBuilderDocument(bytes).colors.filter { e in
                        e.inGroupedTable && e.owner.map(surfaceElements.contains) == true
                    }.map(\.tag.range.lowerBound))
                }
                if documents[r.file]!.contains(offset) { out.insert("\(r.file)|\(offset)") }
            } else if buildsGroupedTable(bytes), receiverIsTable(bytes, before: offset) {
                out.insert("\(r.file)|\(offset)")
            }
        }
        return out
    }

    /// Whether the file asks for a grouped style (`style: .grouped`, `style: .insetGrouped`).
    static func buildsGroupedTable(_ bytes: [UInt8]) -> Bool {
        groupedStyles.contains { bytes.containsSequence(Array("style: .\($0)".utf8)) || bytes.containsSequence(Array("style: UITableView.Style.\($0)".utf8)) }
    }

    /// Whether the statement holding `offset` assigns a table view's background
    /// (`tableView.backgroundColor = …`, `table.backgroundColor = …`).
    static func receiverIsTable(_ bytes: [UInt8], before offset: Int) -> Bool {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        let line = String(decoding: bytes[start..<min(offset, bytes.count)], as: UTF8.self)
        guard let assign = line.firstRange(of: ".backgroundColor") else { return false }
        let receiver = line[..<assign.lowerBound].split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).last.map(String.init) ?? ""
        return receiver.lowercased().hasSuffix("tableview") || receiver.lowercased() == "table"
    }
}
