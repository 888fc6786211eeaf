#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A declaration's parameter clause read from its tokens: `[@Attr] [label] name: Type [= default]`
/// each, split at the commas of the clause's own level. The one reader of parameter clauses:
/// contrast's declared roles (`DeclaredParameterRoles`), init's parameter flows
/// (`ParameterFlows`), the scan of declarations (`DeclarationScan`), the numeric color functions
/// (`ColorFunctions`) and the appearance helpers' pairs (`AppearanceHelpers`) each walked the
/// clause their own way, and a fix to one (an attribute before a parameter) missed the others.
struct ParameterClause {
    struct Parameter: Equatable {
        /// The argument label: nil for `_`, and for a parameter not read (`name` nil too).
        var label: String?
        /// The name the body uses; nil for a parameter not read (no `name:` at its start).
        var name: String?
        /// Code index of the parameter's first token (after its attributes).
        var start: Int

        var isRead: Bool { name != nil }
    }

    /// One parameter's tokens, before any text is read (`DeclarationScan` reads every clause of
    /// every file and names a parameter only when it mentions a color).
    struct Segment: Equatable {
        /// The parameter's tokens, its attributes included, without the `,` or `)` after it.
        var range: Range<Int>
        /// Code index of its first token after its attributes.
        var first: Int
        /// Code index of the `:` after `label name` or `name`; nil for a parameter not read.
        var colon: Int?
        /// Whether `label name:` (two words before the colon) rather than `name:`.
        var hasSeparateLabel: Bool { colon == first + 2 }
    }

    /// Every parameter's tokens in the clause `open`…`close` (`(` and its `)`), split at the
    /// commas of the clause's own level, in order.
    static func segments(_ open: Int, _ close: Int, in file: SwiftSource) -> [Segment] {
        var out: [Segment] = []
        var start = open + 1
        while start < close {
            var end = start
            while end < close, !file.isChar(end, ",") {
                if file.isChar(end, "(") || file.isChar(end, "[") || file.isChar(end, "{"), let c = file.matchingClose(end) { end = c }
                end += 1
            }
            // Attributes before the parameter (`@ViewBuilder content: () -> V`, `@Sendable`).
            var first = start
            while first + 1 < end, file.isChar(first, "@"), file.isWord(first + 1) {
                first += 2
                if file.isChar(first, "("), let c = file.matchingClose(first) { first = c + 1 }
            }
            var colon: Int?
            if file.isWord(first), file.isWord(first + 1), file.isChar(first + 2, ":") {
                colon = first + 2
            } else if file.isWord(first), file.isChar(first + 1, ":") {
                colon = first + 1
            }
            out.append(Segment(range: start..<end, first: first, colon: colon))
            start = end + 1
        }
        return out
    }

    /// Every parameter of the clause `open`…`close` (`(` and its `)`), one entry each in order,
    /// a parameter not read included (it still takes a position).
    static func parameters(_ open: Int, _ close: Int, in file: SwiftSource) -> [Parameter] {
        segments(open, close, in: file).map { p in
            guard let colon = p.colon else { return Parameter(label: nil, name: nil, start: p.first) }
            let name = file.text(code: colon - 1)
            guard p.hasSeparateLabel else { return Parameter(label: name, name: name, start: p.first) }
            let label = file.text(code: p.first)
            return Parameter(label: label == "_" ? nil : label, name: name, start: p.first)
        }
    }
}
