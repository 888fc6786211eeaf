#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An element of a tuple entry of a table the file destructures into names (`(textColor,
/// backgroundColor) = colorTable[console]!`, `DestructuredTable`): the element takes the name at
/// its position as its context, as a returned tuple's element takes its label
/// (`returnedTupleElement`). vAmiga's console texts took the table's name (`colorTable`) and
/// the role "color": one of three sibling text colors, #FFDFDF, was given a near-black dark
/// (#261112) on the gray they share (session 25 review, F17).
extension ContextAnalyzer {
    /// The context of the element at `position` of the tuple literal opened at `open`, an
    /// entry of a table destructured into a tuple of as many names.
    func destructuredTableElement(open: Int, position: Int) -> ColorContext? {
        guard file.isChar(open, "("), file.isChar(open - 1, ":") || file.isChar(open - 1, ",") || file.isChar(open - 1, "["),
              let close = file.matchingClose(open), let table = DestructuredTable.name(holding: open, in: file) else { return nil }
        var arity = 1
        var k = open + 1
        while k < close {
            if let c = file.matchingClose(k) { k = c + 1; continue }
            if file.isChar(k, ",") { arity += 1 }
            k += 1
        }
        guard arity > 1, arity < 5, let names = DestructuredTable.destructuring(table, arity: arity, in: file), position < names.count else { return nil }
        let name = file.text(code: names[position])
        guard ColorContextNames.isContextName(name) else { return nil }
        return ColorContext(name: name, isColor: true)
    }
}
