/// The unified diff `generate --check` prints for a file that is missing or stale: the lines
/// between the common head and tail, as one hunk (generated files change in a few places).
public enum GeneratedFileDiff {
    /// `current` nil: the file does not exist (`--- /dev/null`, as git shows a new file).
    public static func render(path: String, current: [UInt8]?, expected: [UInt8]) -> [UInt8] {
        guard let old = current else { return created(path: path, expected) }
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
        if old.isEmpty { return created(path: path, expected, from: "a/\(path)") }
        return UnifiedDiff.render(path: path, original: old, edits: [edit])
    }

    /// A file made from nothing: every line added.
    static func created(path: String, _ content: [UInt8], from source: String = "/dev/null") -> [UInt8] {
        let lines = UnifiedDiff.splitLines(content)
        var out = Array("--- \(source)\n+++ b/\(path)\n@@ -0,0 +1,\(lines.count) @@\n".utf8)
        for line in lines { UnifiedDiff.appendLine(&out, "+", line) }
        return out
    }
}
