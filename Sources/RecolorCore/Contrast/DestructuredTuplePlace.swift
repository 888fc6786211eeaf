#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The elements of a tuple literal in a table (`let colorTable: [Int: (NSColor, NSColor)] = [0:
/// (text, background), …]`) that the file destructures into names with roles (`(textColor,
/// backgroundColor) = colorTable[console]!`): the text of one tuple is drawn on that tuple's
/// background. vAmiga's console layer (session 25 review, F17) gave no pair at all (contrast
/// exited 4), and init gave its three sibling text colors unrelated darks, one near-black
/// (#FFDFDF -> #261112) on the gray it shares with the others: ~2:1 in Dark.
/// Each tuple literal is its own place, as a returned tuple's (`ReturnedTuplePlace`).
extension UseSite {
    /// The site of the element starting at `start` of the tuple literal opened at `open`, an
    /// entry of an array or dictionary literal bound to a name the file destructures into a
    /// tuple of names, the element's position naming a role; nil otherwise.
    static func destructuredTupleElement(_ start: Int, open: Int, in file: SwiftSource) -> UseSite? {
        guard file.isChar(open, "("), let close = file.matchingClose(open), file.isChar(open - 1, ":") || file.isChar(open - 1, ",") || file.isChar(open - 1, "[")
        else { return nil }
        let commas = topLevelCommas(open, close, in: file)
        guard !commas.isEmpty, commas.count < 4, let table = DestructuredTable.name(holding: open, in: file) else { return nil }
        let position = commas.filter { $0 < start }.count
        guard let names = DestructuredTable.destructuring(table, arity: commas.count + 1, in: file), position < names.count,
              let role = ContrastRole(contextName: file.text(code: names[position])) else { return nil }
        return UseSite(role: role, place: .receiver("[tuple@\(open)]", scope: open), via: names[position])
    }
}
