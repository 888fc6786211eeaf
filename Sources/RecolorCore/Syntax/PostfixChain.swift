#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A postfix chain, `a.b(c)[d]?.e`: a primary (`[.]word`, or a `#` keyword such as
/// `#colorLiteral`), then members `.word`, calls and subscripts glued to what precedes them, and
/// glued `!`/`?`. It binds tighter than any operator around it. Read once here for the two
/// places that ask: a token's replacement expression (`TokenExpression`: one needs no
/// parentheses) and the fallback after `??` (`CoalescedFallback`: one operand), which had each
/// walked it on its own (session 24's `duplicates`, D20).
enum PostfixChain {
    /// The code index just past the chain that starts at code index `start`, or nil when no
    /// primary stands there.
    static func end(from start: Int, in file: SwiftSource) -> Int? {
        var k = file.isChar(start, ".") ? start + 1 : start
        guard file.isWord(k) || file.kind(k) == .pound else { return nil }
        k += 1
        while k < file.code.count {
            if file.isChar(k, "."), file.isWord(k + 1) { k += 2; continue }
            if (file.isChar(k, "(") || file.isChar(k, "[")) && isGlued(k, in: file), let close = file.matchingClose(k) {
                k = close + 1
                continue
            }
            if (file.isChar(k, "!") || file.isChar(k, "?")) && file.kind(k) == .operator && isGlued(k, in: file) { k += 1; continue }
            break
        }
        return k
    }

    /// Whether code token `k` touches the one before it (no space: `f(x)`, `a?`).
    static func isGlued(_ k: Int, in file: SwiftSource) -> Bool {
        k > 0 && file.code[k].begin == file.code[k - 1].end
    }
}
