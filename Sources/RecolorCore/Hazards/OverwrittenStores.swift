#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A store that a later statement of the same block overwrites before anything can draw it
/// (`borderLayer.strokeColor = UIColor.red.cgColor`, then `borderLayer.strokeColor =
/// border.cgColor`): a dead value, never stale. GitHawk's card cell kept such a debug line;
/// `fix --hazards` re-applied it in `layoutSubviews` and every card border turned red (session
/// 20 audit F17). Only straight-line code counts: a statement that can leave or branch
/// (`return`, `if`, `guard`, a loop, `throw`) between the two keeps the first store live.
enum OverwrittenStores {
    static let branching: Set<String> = ["return", "if", "guard", "switch", "for", "while", "repeat", "throw", "break", "continue", "defer", "await"]

    /// Whether the assignment `lhs = …` whose `=` is code token `equals` is overwritten by a later
    /// `lhs = …` statement of the same block.
    static func isOverwritten(_ lhs: MemberChain, equals: Int, in file: SwiftSource) -> Bool {
        let first = lhs.start, last = equals - 1
        guard last >= first else { return false }
        let width = last - first + 1
        var k = equals + 1
        while k < file.code.count {
            if file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{") {
                guard let close = file.matchingClose(k) else { return false }
                k = close + 1
                continue
            }
            // The end of the block holding the store.
            if file.isChar(k, "}") || file.isChar(k, ")") || file.isChar(k, "]") { return false }
            if file.kind(k) == .keyword, branching.contains(file.text(code: k)) { return false }
            if startsStatement(k, in: file), k + width < file.code.count, file.isChar(k + width, "="), file.kind(k + width) == .operator,
               (0..<width).allSatisfy({ file.text(code: k + $0) == file.text(code: first + $0) }) {
                return true
            }
            k += 1
        }
        return false
    }

    /// Whether code token `k` begins a statement: after `;`, or on a line after the previous token.
    static func startsStatement(_ k: Int, in file: SwiftSource) -> Bool {
        guard k > 0 else { return true }
        if file.isChar(k - 1, ";") { return true }
        return file.bytes[file.code[k - 1].end..<file.code[k].begin].contains(UInt8(ascii: "\n"))
    }
}
