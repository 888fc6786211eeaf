/// An OS version as availability checks write it: `13`, `13.0`, `13.4.1`.
package struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    package var major: Int
    package var minor: Int
    package var patch: Int

    package init(major: Int, minor: Int = 0, patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Reads `13`, `13.0` or `13.4.1` (surrounding spaces allowed); nil for anything else.
    package init?(_ text: String) {
        let trimmed = text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        let parts = String(trimmed).split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 9, part.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(part) else { return nil }
            numbers.append(n)
        }
        self.init(major: numbers[0], minor: numbers.count > 1 ? numbers[1] : 0, patch: numbers.count > 2 ? numbers[2] : 0)
    }

    package static func < (a: OSVersion, b: OSVersion) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }

    package var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }
}
