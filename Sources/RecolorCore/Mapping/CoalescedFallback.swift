#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A finding that is the left side of `??`: a failable constructor with its fallback
/// (`UIColor(hex: "#BEBEC0") ?? .black`, `UIColor(named: "ink") ?? .label`). A token is no
/// optional, and `Semantic.x ?? UIColor.label` is a compiler warning ("left side of nil
/// coalescing operator '??' has non-optional type", an error under warnings-as-errors; iTorrent's
/// UIImage+File.swift: session 23's review, F13). The token replaces the fallback too.
enum CoalescedFallback {
    enum Extent: Equatable {
        /// No `??` follows the finding.
        case none
        /// `?? fallback` ends at this byte offset, where the expression ends.
        case through(Int)
        /// The fallback goes on past one operand (`?? a + b`, `?? x ?? y`): not read.
        case undelimited
    }

    /// Whether `text` is optional as written: a lookup by name (`UIColor(named: "x")`) not unwrapped.
    static func isOptional(_ text: String) -> Bool {
        (text.hasPrefix("UIColor(named:") || text.hasPrefix("NSColor(named:")) && text.hasSuffix(")")
    }

    /// What follows the bytes `range` of `file`, as one of `Extent`.
    static func extent(after range: Range<Int>, in file: SwiftSource) -> Extent {
        var last = file.codeIndex(atOrAfter: range.lowerBound)
        guard last < file.code.count else { return .none }
        while last + 1 < file.code.count && file.code[last + 1].begin < range.upperBound { last += 1 }
        let q = last + 1
        guard q < file.code.count, file.kind(q) == .operator, file.codeIs(q, "??") else { return .none }
        // One postfix operand (`PostfixChain`): `[.]word`, `#colorLiteral(…)`, members, glued calls and subscripts, glued `!`/`?`.
        guard let k = PostfixChain.end(from: q + 1, in: file) else { return .undelimited }
        let end = k - 1
        // It ends the expression: a closing bracket, a separator (a ternary's `:` too), the file's end, or a line break
        // before anything that is not an operator or a member.
        let delimited = k >= file.code.count || file.isChar(k, ")") || file.isChar(k, "]") || file.isChar(k, "}")
            || file.isChar(k, ",") || file.isChar(k, ";") || file.isChar(k, ":")
            || file.lineBreakBetween(end, k) && !file.isChar(k, ".") && file.kind(k) != .operator
        return delimited ? .through(file.code[end].end) : .undelimited
    }
}
