/// An OS release as deployment targets and availability checks write it: `12`, `12.0`, `10.15.4`.
package struct PlatformVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var major: Int
    package var minor: Int
    package var patch: Int

    package init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// `12`, `12.0`, `10.15.4`; also a package manifest's `v10_15`, `v13`. Nil for anything else.
    package init?(_ text: String) {
        var t = Substring(text)
        if t.first == "v" { t = t.dropFirst() }
        let parts = t.split(separator: t.contains("_") ? "_" : ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
              let numbers = Optional(parts.compactMap { Int($0) }), numbers.count == parts.count, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    package static func < (a: PlatformVersion, b: PlatformVersion) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }

    /// `13.0`, `10.15.4`: as Apple's documentation writes it.
    package var description: String {
        if isNewestSDK { return "newest SDK" }
        return patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }
}
