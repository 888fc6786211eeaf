/// Several words of three bytes or more looked for in one pass over a file's bytes: at each
/// position three bytes of each word (its head: the first three, or three at an anchor inside it)
/// are compared as SIMD vectors, 16 positions at a time, and only where one agrees are the words
/// compared in full. The hazard screen's eight words were eight passes of `ByteFinder` over every
/// file screened out (issue 21's profiles).
///
/// The compares of each head at every position are most of the pass (18 heads, 860 M of
/// corpus26's 5,036 M instructions, callgrind `--jobs 1`): a word is given an anchor so that it
/// shares another's head (`registerForTraitChanges` at `rai`, `raitCollection`'s), and a pass told
/// which words still matter (`occurring(in:wanted:)`) stops comparing the heads of the others.
struct ByteWordSet: Sendable {
    let words: [[UInt8]]
    /// Where each word's head starts in it.
    private let anchors: [Int]
    /// The distinct heads of the words, each repeated across a vector.
    private let heads: [(SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>)]
    /// For each head, the bits of the words having it.
    private let headWords: [UInt64]
    /// For each byte, the bits of the words whose head starts with it.
    private let byFirst: [UInt64]

    init(_ words: [String]) { self.init(anchored: words.map { ($0, 0) }) }

    /// Words each with the offset of its head in it (`("registerForTraitChanges", 12)`: `rai`).
    init(anchored: [(String, Int)]) {
        words = anchored.map { Array($0.0.utf8) }
        anchors = anchored.map(\.1)
        precondition(zip(words, anchors).allSatisfy { $1 >= 0 && $0.count >= $1 + 3 } && words.count <= 64,
                     "up to 64 words of three bytes or more after their anchor")
        var seen: [[UInt8]] = []
        var masks: [UInt64] = []
        var first = [UInt64](repeating: 0, count: 256)
        for (k, (w, a)) in zip(words, anchors).enumerated() {
            let head = Array(w[a..<a + 3])
            if let j = seen.firstIndex(of: head) { masks[j] |= 1 << UInt64(k) } else { seen.append(head); masks.append(1 << UInt64(k)) }
            first[Int(head[0])] |= 1 << UInt64(k)
        }
        heads = seen.map { (SIMD16(repeating: $0[0]), SIMD16(repeating: $0[1]), SIMD16(repeating: $0[2])) }
        headWords = masks
        byFirst = first
    }

    private var all: UInt64 { words.count == 64 ? ~0 : (1 << UInt64(words.count)) - 1 }

    /// Whether any of the words occurs in `bytes`.
    func anyOccurs(in bytes: [UInt8]) -> Bool { occurring(in: bytes, stopAtFirst: true) != 0 }

    /// Which words occur in `bytes`: bit k for `words[k]`. `stopAtFirst`: return at the first found.
    func occurring(in bytes: [UInt8], stopAtFirst: Bool = false) -> UInt64 {
        let all = all
        return stopAtFirst ? occurring(in: bytes) { $0 == 0 ? all : 0 } : occurring(in: bytes) { _ in all }
    }

    /// Which of the words that matter occur in `bytes`: `wanted(found)` gives the words that still
    /// matter once those of `found` are found (a found word is never looked for again). Bit k for
    /// `words[k]`; a word that stopped mattering before it was reached is not in the answer.
    func occurring(in bytes: [UInt8], wanted: (UInt64) -> UInt64) -> UInt64 {
        var want = wanted(0) & all
        guard want != 0 else { return 0 }
        return bytes.withUnsafeBufferPointer { b -> UInt64 in
            guard let base = b.baseAddress else { return 0 }
            let n = b.count
            let raw = UnsafeRawPointer(base)
            var found: UInt64 = 0
            var active = heads
            var i = 0
            // The loads read base[i ..< i + 18].
            while i &+ 18 <= n {
                let x = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let y = raw.loadUnaligned(fromByteOffset: i &+ 1, as: SIMD16<UInt8>.self)
                let z = raw.loadUnaligned(fromByteOffset: i &+ 2, as: SIMD16<UInt8>.self)
                // Zero in a lane where a head agrees: the differences ORed, the least kept. Each
                // head's compares ANDed as masks were converted to bytes at every other head
                // (psllw, pand, pcmpgtb); `pointwiseMin` is left as a call, the select is `pminub`.
                var least = SIMD16<UInt8>(repeating: 0xFF)
                for h in active {
                    let d = (x ^ h.0) | (y ^ h.1) | (z ^ h.2)
                    least = least.replacing(with: d, where: d .< least)
                }
                // The mask read as two words (`any(_:)` is left as a call to a generic `min()`).
                let lanes = unsafeBitCast(least .== SIMD16<UInt8>.zero, to: (UInt64, UInt64).self)
                if lanes.0 | lanes.1 != 0 {
                    let more = (matches(base, i, lanes.0, n, want) | matches(base, i &+ 8, lanes.1, n, want)) & ~found
                    if more != 0 {
                        found |= more
                        want = wanted(found) & all & ~found
                        if want == 0 { return found }
                        active = zip(heads, headWords).filter { $0.1 & want != 0 }.map(\.0)
                    }
                }
                i &+= 16
            }
            while i < n {
                found |= matchesAt(base, i, n, want & ~found)
                i += 1
            }
            return found
        }
    }

    /// The words of `want` whose heads start at the lanes of `mask` (a byte of ones per lane, the
    /// lowest for `base[at]`).
    @inline(__always)
    private func matches(_ base: UnsafePointer<UInt8>, _ at: Int, _ mask: UInt64, _ n: Int, _ want: UInt64) -> UInt64 {
        var found: UInt64 = 0
        var lanes = mask & 0x0101_0101_0101_0101
        while lanes != 0 {
            found |= matchesAt(base, at &+ lanes.trailingZeroBitCount >> 3, n, want)
            lanes &= lanes &- 1
        }
        return found
    }

    /// The words of `want` whose heads start at `base[k]`.
    private func matchesAt(_ base: UnsafePointer<UInt8>, _ k: Int, _ n: Int, _ want: UInt64) -> UInt64 {
        var found: UInt64 = 0
        var candidates = byFirst[Int(base[k])] & want
        while candidates != 0 {
            let index = candidates.trailingZeroBitCount
            candidates &= candidates &- 1
            let word = words[index]
            let start = k - anchors[index]
            guard start >= 0, start + word.count <= n else { continue }
            if word.withUnsafeBufferPointer({ memcmpBytes($0.baseAddress!, base + start, $0.count) }) { found |= 1 << UInt64(index) }
        }
        return found
    }
}
