#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The top-level statements of a body, as code index ranges: a statement runs over its brackets
/// and on to the next line when the line ends or the next begins with an operator, a `.`, an
/// `else`/`catch` or a `{`; a `;` ends it. What the trait-change repair needs to tell the color
/// work of a `traitCollectionDidChange` from its other work (UnguardedTraitChangeDetector).
enum BodyStatements {
    /// The statements between code indices `from` (included) and `to` (excluded, the body's `}`).
    static func split(_ file: SwiftSource, from: Int, to: Int) -> [ClosedRange<Int>] {
        var out: [ClosedRange<Int>] = []
        var k = from
        while k < to {
            if file.isChar(k, ";") { k += 1; continue }
            let start = k
            var last = k
            while k < to {
                if file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{"), let close = file.matchingClose(k), close < to {
                    k = close
                }
                last = k
                k += 1
                guard k < to, !file.isChar(k, ";") else { break }
                if !file.lineBreakBetween(last, k) { continue }
                let continues = file.code[last].kind == .operator || file.isChar(last, ".") || file.isChar(last, ",")
                    || file.codeIs(last, "=") || file.isChar(last, ":") || file.codeIs(k, "=") || file.isChar(k, ":")
                    || file.code[k].kind == .operator || file.isChar(k, ".") || file.isChar(k, "{")
                    || file.codeIs(k, "else") || file.codeIs(k, "catch")
                if !continues { break }
            }
            out.append(start...last)
        }
        return out
    }
}
