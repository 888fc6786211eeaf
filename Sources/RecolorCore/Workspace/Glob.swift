/// A path glob: `*` and `?` within one path component, `**` for zero or more folders.
///
/// Both levels match by the greedy algorithm that backtracks only to the last star: a star is
/// first taken empty, and on a mismatch the last star takes one more element. Runs of text
/// between stars are fixed in length, so the leftmost place each run fits is never worse than a
/// later one, and the match is found in O(pattern × text) steps. The recursive matcher this
/// replaces tried every split for every star: exponential in stars (`**********b` against one
/// file name: 24 s, each `*` five times as long; a table checked into a repository hung CI).
package struct Glob: Sendable {
    package let pattern: String
    let components: [String]
    /// Each component's UTF-8, or nil for `**`.
    private let componentBytes: [[UInt8]?]

    package init(_ pattern: String) {
        self.pattern = pattern
        var p = pattern
        while p.hasPrefix("./") { p.removeFirst(2) }
        components = p.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        componentBytes = components.map { $0 == "**" ? nil : Array($0.utf8) }
    }

    /// Whether `path` (relative, `/`-separated) matches. A pattern that names a folder also
    /// matches everything below it (`Pods` matches `Pods/A/B.swift`, like `--exclude` in ripgrep).
    package func matches(_ path: String) -> Bool {
        var p = path
        while p.hasPrefix("./") { p.removeFirst(2) }
        let parts = p.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
        // i: the pattern component, j: the path component; star: the last `**` seen, mark: the
        // path component it stops before.
        var i = 0, j = 0, star = -1, mark = 0
        while true {
            // Every component matched a prefix of the path: the pattern names a folder above it
            // (or the path itself).
            if i == componentBytes.count { return true }
            guard j < parts.count else { break }
            if let bytes = componentBytes[i] {
                if Glob.matchComponent(bytes, parts[j]) {
                    i += 1; j += 1
                } else if star >= 0 {
                    i = star + 1; mark += 1; j = mark
                } else {
                    return false
                }
            } else {
                star = i; mark = j; i += 1
            }
        }
        // The path ran out: only `**`s may be left of the pattern.
        while i < componentBytes.count, componentBytes[i] == nil { i += 1 }
        return i == componentBytes.count
    }

    /// Whether one path component matches one pattern component (`*` any run of bytes, `?` one
    /// byte).
    static func matchComponent(_ p: [UInt8], _ s: [UInt8]) -> Bool {
        let asterisk = UInt8(ascii: "*"), question = UInt8(ascii: "?")
        var i = 0, j = 0, star = -1, mark = 0
        while j < s.count {
            if i < p.count, p[i] == asterisk {
                star = i; mark = j; i += 1
            } else if i < p.count, p[i] == question || p[i] == s[j] {
                i += 1; j += 1
            } else if star >= 0 {
                i = star + 1; mark += 1; j = mark
            } else {
                return false
            }
        }
        while i < p.count, p[i] == asterisk { i += 1 }
        return i == p.count
    }
}
