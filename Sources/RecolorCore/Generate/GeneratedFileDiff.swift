/// The unified diff `generate --check` prints for a file that is missing or stale: the lines
/// between the common head and tail, as one hunk (generated files change in a few places).
public enum GeneratedFileDiff {
    /// `current` nil: the file does not exist (`--- /dev/null`).
    public static func render(path: String, current: [UInt8]?, expected: [UInt8]) -> [UInt8] {
        let old = current ?? []
        guard old != expected else { return [] }
        let oldLines = UnifiedDiff.splitLines(old), newLines = UnifiedDiff.splitLines(expected)
        var head = 0
        while head < oldLines.count, head < newLines.count, oldLines[head].elementsEqual(newLines[head]) { head += 1 }
        var tail = 0
        while tail < oldLines.count - head, tail < newLines.count - head,
              oldLines[oldLines.count - 1 - tail].elementsEqual(newLines[newLines.count - 1 - tail]) { tail += 1 }
        let from = head < oldLines.count ? oldLines[head].startIndex : old.count
        let to = tail > 0 ? oldLines[oldLines.count - tail].startIndex : old.count
        let newFrom = head < newLines.count ? newLines[head].startIndex : expected.count
        let newTo = tail > 0 ? newLines[newLines.count - tail].startIndex : expected.count
        let edit = Edit(range: from..<to, replacement: Array(expected[newFrom..<newTo]))
        var diff = UnifiedDiff.render(path: path, original: old, edits: [edit])
        if current == nil, diff.starts(with: Array("--- a/".utf8)), let nl = diff.firstIndex(of: 10) {
            diff.replaceSubrange(0..<nl, with: Array("--- /dev/null".utf8))
        }
        return diff
    }
}
