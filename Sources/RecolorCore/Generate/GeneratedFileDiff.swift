/// The unified diff `generate --check` prints for a file that is missing or stale. The changed
/// lines are found with Myers' algorithm (a changed token value touches a few lines here and
/// there), then rendered by `UnifiedDiff` with three lines of context; past 1,000 changed lines,
/// one region from the first change to the last (the search costs lines × changes).
package enum GeneratedFileDiff {
    /// `current` nil: the file does not exist (`--- /dev/null`, as git shows a new file).
    package static func render(path: String, current: [UInt8]?, expected: [UInt8]) -> [UInt8] {
        guard let old = current, !old.isEmpty else {
            return created(path: path, expected, from: current == nil ? "/dev/null" : "a/\(path)")
        }
        guard old != expected else { return [] }
        let oldLines = UnifiedDiff.splitLines(old), newLines = UnifiedDiff.splitLines(expected)
        let edits = changes(oldLines, newLines).map { change -> Edit in
            let from = change.old.lowerBound < oldLines.count ? oldLines[change.old.lowerBound].startIndex : old.count
            let to = change.old.upperBound < oldLines.count ? oldLines[change.old.upperBound].startIndex : old.count
            let replacement = change.new.flatMap { Array(newLines[$0]) }
            return Edit(range: from..<to, replacement: replacement)
        }
        return UnifiedDiff.render(path: path, original: old, edits: edits)
    }

    /// A file made from nothing: every line added.
    static func created(path: String, _ content: [UInt8], from source: String) -> [UInt8] {
        let lines = UnifiedDiff.splitLines(content)
        var out = Array("--- \(source)\n+++ b/\(path)\n@@ -0,0 +1,\(lines.count) @@\n".utf8)
        for line in lines { UnifiedDiff.appendLine(&out, "+", line) }
        return out
    }

    /// The regions where `a` and `b` differ: lines `old` of `a` become lines `new` of `b`.
    /// Beyond `maxDistance` changed lines (a table rewritten), one region from the first difference to the last.
    static func changes(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>], maxDistance: Int = 1000) -> [(old: Range<Int>, new: Range<Int>)] {
        let n = a.count, m = b.count, offset = n + m + 1
        var v = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...min(n + m, maxDistance) {
            // Round d reads diagonals -d-1 ... d+1 of the previous round: keep only those (O(D²) in all).
            trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset]) ? v[k + 1 + offset] : v[k - 1 + offset] + 1
                var y = x - k
                while x < n, y < m, a[x].elementsEqual(b[y]) { x += 1; y += 1 }
                v[k + offset] = x
                if x >= n && y >= m { found = true; break search }
            }
        }
        guard found else {
            var head = 0
            while head < n, head < m, a[head].elementsEqual(b[head]) { head += 1 }
            var tail = 0
            while tail < n - head, tail < m - head, a[n - 1 - tail].elementsEqual(b[m - 1 - tail]) { tail += 1 }
            return [(head..<(n - tail), head..<(m - tail))]
        }
        // Walk back from the end: each round d stepped once (a line deleted or inserted).
        var x = n, y = m
        var steps: [(old: Int, new: Int, deleted: Bool)] = []
        for d in stride(from: trace.count - 1, through: 1, by: -1) {
            let v = trace[d], k = x - y, base = d + 1
            let previousK = k == -d || (k != d && v[k - 1 + base] < v[k + 1 + base]) ? k + 1 : k - 1
            let previousX = v[previousK + base], previousY = previousX - previousK
            while x > previousX && y > previousY { x -= 1; y -= 1 }
            steps.append((previousX, previousY, x > previousX))
            x = previousX
            y = previousY
        }
        // Forward again, joining touching steps into regions.
        var regions: [(old: Range<Int>, new: Range<Int>)] = []
        for step in steps.reversed() {
            let old = step.deleted ? step.old..<(step.old + 1) : step.old..<step.old
            let new = step.deleted ? step.new..<step.new : step.new..<(step.new + 1)
            if let last = regions.last, last.old.upperBound == old.lowerBound, last.new.upperBound == new.lowerBound {
                regions[regions.count - 1] = (last.old.lowerBound..<old.upperBound, last.new.lowerBound..<new.upperBound)
            } else {
                regions.append((old, new))
            }
        }
        return regions
    }
}
