#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The headers and footers of a file's SwiftUI `Section`s: `Section(header: Text(…))`,
/// `Section(footer: …)`, `Section { … } header: { … }`. A list's `.listRowBackground(X)` paints its
/// rows, not these: a header's text lies over the list's own background. Campus-iOS (TUM) paired
/// its semester headers' blue with the rows' `listRowBackground` on the `ForEach` around the
/// sections (LecturesView.swift:35 on :63) instead of the list's `.background` (session 26).
struct SectionHeaders {
    static let finder = ByteFinder("listRowBackground")
    /// Code-index ranges of the header and footer views.
    private(set) var ranges: [Range<Int>] = []

    init(_ file: SwiftSource) {
        guard Self.finder.occurs(in: file.bytes) else { return }
        for k in file.code.indices where file.codeIs(k, "Section") && !file.isChar(k - 1, ".") {
            var next = k + 1
            if file.isChar(next, "("), let close = file.matchingClose(next) {
                // Arguments labeled header:/footer: at the parentheses' own level, each to its comma.
                var j = next + 1
                while j < close {
                    if (file.codeIs(j, "header") || file.codeIs(j, "footer")), file.isChar(j + 1, ":"), file.isChar(j - 1, "(") || file.isChar(j - 1, ",") {
                        var e = j + 2
                        while e < close, !file.isChar(e, ",") {
                            if file.isChar(e, "(") || file.isChar(e, "{") || file.isChar(e, "["), let c = file.matchingClose(e) { e = c + 1 } else { e += 1 }
                        }
                        ranges.append((j + 2)..<e)
                        j = e
                        continue
                    }
                    if file.isChar(j, "(") || file.isChar(j, "{") || file.isChar(j, "["), let c = file.matchingClose(j) { j = c + 1 } else { j += 1 }
                }
                next = close + 1
            }
            // Trailing closures: the content, then `header: { … }`, `footer: { … }`.
            guard file.isChar(next, "{"), var close = file.matchingClose(next) else { continue }
            while file.isWord(close + 1), file.isChar(close + 2, ":"), file.isChar(close + 3, "{"), let end = file.matchingClose(close + 3) {
                if file.codeIs(close + 1, "header") || file.codeIs(close + 1, "footer") { ranges.append((close + 3)..<end) }
                close = end
            }
        }
    }

    func contains(_ k: Int) -> Bool { ranges.contains { $0.contains(k) } }
}
