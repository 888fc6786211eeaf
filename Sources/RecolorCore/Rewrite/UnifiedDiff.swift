/// A unified diff (`a/` `b/` prefixes, three lines of context) of a file before and after
/// in-place edits: hunks are built from the edited line spans, so no general diff is needed.
public enum UnifiedDiff {
    public static func render(path: String, original: [UInt8], edits: [Edit], context: Int = 3) -> [UInt8] {
        let edits = Edits.normalized(edits)
        guard !edits.isEmpty else { return [] }
        let lines = splitLines(original)
        let starts = lineStartOffsets(lines)

        func lineIndex(containing offset: Int) -> Int {
            var lo = 0, hi = starts.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
            }
            return lo
        }

        // Each edit touches whole lines first...last; merge edits whose spans touch.
        var spans: [(first: Int, last: Int, edits: [Edit])] = []
        for edit in edits {
            let first = lineIndex(containing: edit.range.lowerBound)
            let last = lineIndex(containing: max(edit.range.lowerBound, edit.range.upperBound - 1))
            if let prev = spans.last, first <= prev.last + 1 {
                spans[spans.count - 1].last = max(prev.last, last)
                spans[spans.count - 1].edits.append(edit)
            } else {
                spans.append((first, last, [edit]))
            }
        }
        // Group spans into hunks when their context overlaps.
        var hunks: [[(first: Int, last: Int, edits: [Edit])]] = []
        for span in spans {
            if let prev = hunks.last?.last, span.first - prev.last <= 2 * context + 1 {
                hunks[hunks.count - 1].append(span)
            } else {
                hunks.append([span])
            }
        }

        var out: [UInt8] = []
        // Names quoted as git quotes them; a name with a space ends with a tab, as git writes it,
        // so that patch(1) does not read the rest as a date.
        let tab = path.contains(" ") ? "\t" : ""
        out.append(contentsOf: "--- \(GitQuotedPath.header("a/", path))\(tab)\n+++ \(GitQuotedPath.header("b/", path))\(tab)\n".utf8)
        var lineDelta = 0
        for hunk in hunks {
            let from = max(0, hunk.first!.first - context)
            let to = min(lines.count - 1, hunk.last!.last + context)
            var body: [UInt8] = []
            var oldCount = 0, newCount = 0
            var k = from
            for span in hunk {
                while k < span.first { appendLine(&body, " ", lines[k]); oldCount += 1; newCount += 1; k += 1 }
                let spanStart = starts[span.first]
                let spanEnd = starts[span.last] + lines[span.last].count
                var local = span.edits.map { Edit(range: ($0.range.lowerBound - spanStart)..<($0.range.upperBound - spanStart), replacement: $0.replacement) }
                local.sort { $0.range.lowerBound < $1.range.lowerBound }
                let rewritten = Edits.apply(local, to: Array(original[spanStart..<spanEnd]))
                // Lines the span's edits leave as they were (an insertion of whole lines before a
                // line) are context, not a removal and an addition of the same text.
                let old = Array(lines[span.first...span.last]), new = splitLines(rewritten)
                var same = 0
                while same < old.count && same < new.count && old[same] == new[same] { same += 1 }
                var sameAtEnd = 0
                while sameAtEnd < old.count - same && sameAtEnd < new.count - same && old[old.count - 1 - sameAtEnd] == new[new.count - 1 - sameAtEnd] { sameAtEnd += 1 }
                for line in old.prefix(same) { appendLine(&body, " ", line); oldCount += 1; newCount += 1 }
                for line in old[same..<(old.count - sameAtEnd)] { appendLine(&body, "-", line); oldCount += 1 }
                for line in new[same..<(new.count - sameAtEnd)] { appendLine(&body, "+", line); newCount += 1 }
                for line in old.suffix(sameAtEnd) { appendLine(&body, " ", line); oldCount += 1; newCount += 1 }
                k = span.last + 1
            }
            while k <= to { appendLine(&body, " ", lines[k]); oldCount += 1; newCount += 1; k += 1 }
            let oldStart = oldCount == 0 ? from : from + 1
            let newStart = newCount == 0 ? from + lineDelta : from + 1 + lineDelta
            out.append(contentsOf: "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n".utf8)
            out.append(contentsOf: body)
            lineDelta += newCount - oldCount
        }
        return out
    }

    /// Lines with their terminators (`\n`, `\r\n`, or none for the last).
    static func splitLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for k in 0..<bytes.count where bytes[k] == 10 {
            lines.append(bytes[start...k])
            start = k + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    static func lineStartOffsets(_ lines: [ArraySlice<UInt8>]) -> [Int] {
        lines.map(\.startIndex)
    }

    static func appendLine(_ out: inout [UInt8], _ prefix: Character, _ line: ArraySlice<UInt8>) {
        out.append(prefix.asciiValue!)
        out.append(contentsOf: line)
        if line.last != 10 {
            out.append(contentsOf: "\n\\ No newline at end of file\n".utf8)
        }
    }
}
