/// Several words of three bytes or more looked for in one pass over a file's bytes: at each
/// position the first three bytes are compared with every word's as SIMD vectors, 16 positions
/// at a time, and only where one agrees are the words compared in full. The hazard screen's eight
/// words were eight passes of `ByteFinder` over every file screened out (issue 21's profiles).
struct ByteWordSet: Sendable {
    let words: [[UInt8]]
    /// The distinct first three bytes of the words, each repeated across a vector.
    private let heads: [(SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>)]

    init(_ words: [String]) {
        self.words = words.map { Array($0.utf8) }
        precondition(self.words.allSatisfy { $0.count >= 3 } && self.words.count <= 64, "up to 64 words of three bytes or more")
        var seen: [[UInt8]] = []
        for w in self.words where !seen.contains(Array(w.prefix(3))) { seen.append(Array(w.prefix(3))) }
        heads = seen.map { (SIMD16(repeating: $0[0]), SIMD16(repeating: $0[1]), SIMD16(repeating: $0[2])) }
    }

    /// Whether any of the words occurs in `bytes`.
    func anyOccurs(in bytes: [UInt8]) -> Bool { occurring(in: bytes, stopAtFirst: true) != 0 }

    /// Which words occur in `bytes`: bit k for `words[k]`. `stopAtFirst`: return at the first found.
    func occurring(in bytes: [UInt8], stopAtFirst: Bool = false) -> UInt64 {
        let all: UInt64 = words.count == 64 ? ~0 : (1 << UInt64(words.count)) - 1
        return bytes.withUnsafeBufferPointer { b -> UInt64 in
            guard let base = b.baseAddress else { return 0 }
            let n = b.count
            let raw = UnsafeRawPointer(base)
            var found: UInt64 = 0
            var i = 0
            // The loads read base[i ..< i + 18].
            while i &+ 18 <= n {
                let x = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let y = raw.loadUnaligned(fromByteOffset: i &+ 1, as: SIMD16<UInt8>.self)
                let z = raw.loadUnaligned(fromByteOffset: i &+ 2, as: SIMD16<UInt8>.self)
                var hits = SIMDMask<SIMD16<Int8>>(repeating: false)
                for h in heads { hits .|= (x .== h.0) .& (y .== h.1) .& (z .== h.2) }
                // The mask read as two words (`any(_:)` is left as a call to a generic `min()`).
                let lanes = unsafeBitCast(hits, to: (UInt64, UInt64).self)
                if lanes.0 | lanes.1 != 0 {
                    found |= matches(base, i, lanes.0, n) | matches(base, i &+ 8, lanes.1, n)
                    if found != 0 && stopAtFirst || found == all { return found }
                }
                i &+= 16
            }
            while i < n {
                found |= matchesAt(base, i, n)
                i += 1
            }
            return found
        }
    }

    /// The words starting at the lanes of `mask` (a byte of ones per lane, the lowest for `base[at]`).
    @inline(__always)
    private func matches(_ base: UnsafePointer<UInt8>, _ at: Int, _ mask: UInt64, _ n: Int) -> UInt64 {
        var found: UInt64 = 0
        var lanes = mask & 0x0101_0101_0101_0101
        while lanes != 0 {
            found |= matchesAt(base, at &+ lanes.trailingZeroBitCount >> 3, n)
            lanes &= lanes &- 1
        }
        return found
    }

    /// The words starting at `base[k]`.
    private func matchesAt(_ base: UnsafePointer<UInt8>, _ k: Int, _ n: Int) -> UInt64 {
        var found: UInt64 = 0
        for (index, word) in words.enumerated() where k + word.count <= n && base[k] == word[0] {
            if word.withUnsafeBufferPointer({ memcmpBytes($0.baseAddress!, base + k, $0.count) }) { found |= 1 << UInt64(index) }
        }
        return found
    }
}
