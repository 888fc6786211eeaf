#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A declaration's parameter clause read from its tokens: `[@Attr] [label] name: Type [= default]`
/// each, split at the commas of the clause's own level. The one reader of parameter clauses:
/// contrast's declared roles (`DeclaredParameterRoles`) and init's parameter flows
/// (`ParameterFlows`) each walked the clause their own way, and a fix to one (an attribute
/// before a parameter) missed the other.
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

    /// Every parameter of the clause `open`…`close` (`(` and its `)`), one entry each in order,
    /// a parameter not read included (it still takes a position).
    static func parameters(_ open: Int, _ close: Int, in file: SwiftSource) -> [Parameter] {
        var out: [Parameter] = []
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
            if file.isWord(first), file.isWord(first + 1), file.isChar(first + 2, ":") {
                let label = file.text(code: first)
                out.append(Parameter(label: label == "_" ? nil : label, name: file.text(code: first + 1), start: first))
            } else if file.isWord(first), file.isChar(first + 1, ":") {
                let name = file.text(code: first)
                out.append(Parameter(label: name, name: name, start: first))
            } else {
                out.append(Parameter(label: nil, name: nil, start: first))
            }
            start = end + 1
        }
        return out
    }
}
