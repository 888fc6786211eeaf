/// Which three-byte sequences a file holds, hashed into 4,096 bits: kept for a file the first
/// screening put aside without its bytes, so that the second screening can tell that a word the
/// settings added (`StateType` of `typealias StateType = Color`, a palette type's member function
/// `fill(isFromSelf:)`) cannot occur in it without opening the file again. A word occurs only
/// where all its trigrams do; a trigram absent here is absent from the file (the bits never miss
/// one, they may only hold one the file lacks).
///
/// The second screening read the files again whenever an added word held no `olor`
/// (`ColorWordRuns` cannot tell) or the settings added member names: on corpus27 (15 public
/// apps, 10,950 Swift files) it opened 8,714 files a second time, 10.5 % of a `check`'s CPU
/// (perf). Simulated on that corpus's 9,572 files without `olor`, these bits let through 171 for
/// `StateType` (1,492 with bigrams), 32 for `Palette`.
struct ByteTrigrams: Sendable {
    /// 64 words of 64 bits.
    private let bits: [UInt64]

    static let wordCount = 64

    init(_ bytes: [UInt8]) {
        var bits = [UInt64](repeating: 0, count: Self.wordCount)
        bytes.withUnsafeBufferPointer { b in
            bits.withUnsafeMutableBufferPointer { m in
                guard b.count >= 3, let base = b.baseAddress, let out = m.baseAddress else { return }
                var v = UInt32(base[0]) << 8 | UInt32(base[1])
                for i in 2..<b.count {
                    v = (v << 8 | UInt32(base[i])) & 0xFF_FFFF
                    let k = Self.slot(v)
                    out[Int(k >> 6)] |= 1 << UInt64(k & 63)
                }
            }
        }
        self.bits = bits
    }

    /// The bit of a trigram (its three bytes as the low 24 bits): the top 12 bits of a
    /// multiplicative hash.
    @inline(__always)
    private static func slot(_ v: UInt32) -> UInt32 { (v &* 0x9E37_79B1) >> 20 }

    /// Whether `word` may occur in the file: false only when it surely does not. A word under
    /// three bytes cannot be told (true).
    func mayHold(_ word: [UInt8]) -> Bool {
        guard word.count >= 3 else { return true }
        var v = UInt32(word[0]) << 8 | UInt32(word[1])
        for i in 2..<word.count {
            v = (v << 8 | UInt32(word[i])) & 0xFF_FFFF
            let k = Self.slot(v)
            if bits[Int(k >> 6)] & (1 << UInt64(k & 63)) == 0 { return false }
        }
        return true
    }
}
