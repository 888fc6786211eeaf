/// Rules out files that cannot hold a finding without tokenizing them. Every finding needs
/// one of these words in its file: a color type (`UIColor`, `Color`, … all contain `olor`),
/// `#colorLiteral`, a palette name, a typealias or configured type, or, for an implicit
/// member (`.white`), a color context (a name ending in `Color`/`color`, `tint`, or a SwiftUI
/// modifier such as `fill` or `background`). The words are found with a table of their first
/// two bytes, in one pass, without allocating.
public struct Prefilter: Sendable {
    /// The words of the built-in detectors and contexts.
    public static let builtInWords = ["olor", "tint", "background", "fill", "stroke", "border", "overlay", "foregroundStyle"]

    let needles: [[UInt8]]
    /// Bit `a | b << 8` is set when some needle starts with bytes `a`, `b`.
    private let pairs: [UInt64]
    private let singles: [Bool]

    public init(words: [String]) {
        var unique: [[UInt8]] = []
        for w in words where !w.isEmpty && !unique.contains(Array(w.utf8)) { unique.append(Array(w.utf8)) }
        needles = unique
        var pairs = [UInt64](repeating: 0, count: 65536 / 64)
        var singles = [Bool](repeating: false, count: 256)
        for n in unique {
            if n.count == 1 { singles[Int(n[0])] = true; continue }
            let p = Int(n[0]) | Int(n[1]) << 8
            pairs[p >> 6] |= 1 << UInt64(p & 63)
        }
        self.pairs = pairs
        self.singles = singles
    }

    /// The built-in words plus the configuration's palettes and types and the typealiases found.
    public init(configuration: Configuration, aliases: [String] = []) {
        self.init(words: Prefilter.builtInWords + configuration.palettes + Array(configuration.colorTypes.keys) + aliases)
    }

    /// Whether any of the words occurs in `bytes`.
    public func mayHoldFinding(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress, b.count > 0 else { return false }
            return pairs.withUnsafeBufferPointer { table in
                let n = b.count
                var k = 0
                while k < n {
                    let first = base[k]
                    if singles[Int(first)] { return true }
                    if k + 1 < n {
                        let p = Int(first) | Int(base[k + 1]) << 8
                        if table[p >> 6] & (1 << UInt64(p & 63)) != 0 && matchesAt(base, k, n) { return true }
                    }
                    k += 1
                }
                return false
            }
        }
    }

    private func matchesAt(_ base: UnsafePointer<UInt8>, _ k: Int, _ n: Int) -> Bool {
        for needle in needles where needle.count <= n - k && needle[0] == base[k] {
            if needle.withUnsafeBufferPointer({ memcmpBytes($0.baseAddress!, base + k, $0.count) }) { return true }
        }
        return false
    }

    /// The words that `words` does not already cover: an alias containing `olor` needs no needle.
    public func uncovered(_ words: [String]) -> [String] {
        words.filter { w in !needles.contains { n in Array(w.utf8).containsSequence(n) } }
    }
}
