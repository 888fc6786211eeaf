/// A path glob: `*` and `?` within one path component, `**` for zero or more folders.
package struct Glob: Sendable {
    package let pattern: String
    let components: [String]

    package init(_ pattern: String) {
        self.pattern = pattern
        var p = pattern
        while p.hasPrefix("./") { p.removeFirst(2) }
        components = p.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    /// Whether `path` (relative, `/`-separated) matches. A pattern that names a folder also
    /// matches everything below it (`Pods` matches `Pods/A/B.swift`, like `--exclude` in ripgrep).
    package func matches(_ path: String) -> Bool {
        var p = path
        while p.hasPrefix("./") { p.removeFirst(2) }
        let parts = p.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        return match(components[...], parts[...], allowPrefix: true)
    }

    func match(_ pattern: ArraySlice<String>, _ parts: ArraySlice<String>, allowPrefix: Bool) -> Bool {
        guard let first = pattern.first else { return parts.isEmpty || allowPrefix }
        if first == "**" {
            let rest = pattern.dropFirst()
            var k = parts.startIndex
            while k <= parts.endIndex {
                if match(rest, parts[k...], allowPrefix: allowPrefix) { return true }
                k += 1
            }
            return false
        }
        guard let part = parts.first, Glob.matchComponent(Array(first.utf8)[...], Array(part.utf8)[...]) else { return false }
        return match(pattern.dropFirst(), parts.dropFirst(), allowPrefix: allowPrefix)
    }

    static func matchComponent(_ p: ArraySlice<UInt8>, _ s: ArraySlice<UInt8>) -> Bool {
        guard let c = p.first else { return s.isEmpty }
        if c == UInt8(ascii: "*") {
            var k = s.startIndex
            while k <= s.endIndex {
                if matchComponent(p.dropFirst(), s[k...]) { return true }
                k += 1
            }
            return false
        }
        guard let d = s.first else { return false }
        if c == UInt8(ascii: "?") || c == d { return matchComponent(p.dropFirst(), s.dropFirst()) }
        return false
    }
}
