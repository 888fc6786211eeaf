#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An element of a tuple a function returns, where the declared return type labels and types it
/// (beam's notice banner, session 22 F21: `func colorForType(_:) -> (backgroundColor: UIColor,
/// textColor: UIColor)` returning `(UIColor(red: 208 / 255, …), UIColor.white)`). The element
/// takes the label as its context and the element type as its color type, as an argument takes
/// its parameter's: the white is the banner's text. With no context, it was mapped by value to
/// `systemBackground` and the banners' text turned black in Dark.
extension ContextAnalyzer {
    /// The context of the element at `position` of the tuple literal opened at `open` when it is
    /// returned (`return (…)`) from a function or closure whose declared result is a tuple type.
    func returnedTupleElement(open: Int, position: Int) -> ColorContext? {
        guard file.isChar(open, "("), file.codeIs(open - 1, "return") else { return nil }
        // Out to the declaration's body (past `if`/`switch` blocks).
        var group = enclosing.opener(of: open)
        var hops = 0
        var body: Int?
        while let n = group, hops < Self.nestingLimit {
            if file.isChar(n, "{"), !isControlFlowBlock(n) { body = n; break }
            group = enclosing.opener(of: n)
            hops += 1
        }
        // `-> ( … ) {`: the tuple type just before the body.
        guard let body, file.isChar(body - 1, ")"), let typeOpen = file.matchingOpen(body - 1), file.codeIs(typeOpen - 1, "->") else { return nil }
        // The element at `position`, at the type's top level: `label: Type` or `Type`.
        var index = 0
        var start = typeOpen + 1
        var k = typeOpen + 1
        while k <= body - 1 {
            if k < body - 1, let c = file.matchingClose(k) { k = c + 1; continue }
            if file.isChar(k, ",") || k == body - 1 {
                if index == position {
                    var label: String?
                    var typeAt = start
                    if file.isWord(start), file.isChar(start + 1, ":") { label = file.text(code: start); typeAt = start + 2 }
                    guard file.code[typeAt].kind == .identifier, let base = types.base(code: typeAt, in: file) else { return nil }
                    return ColorContext(name: label, isColor: true, colorType: base, framework: base.framework)
                }
                index += 1
                start = k + 1
            }
            k += 1
        }
        return nil
    }
}
