/// The first two bytes of a set of ASCII words, as a 65,536-bit set: a name after a dot is ruled
/// out with one lookup when no word starts that way, before its end is found and it is looked
/// up whole. Most dots in Swift lead to `append`, `count`, `view` and the like; the prefilter
/// asks for every one of them.
struct WordStarts: Sendable {
    private var pairs = [UInt64](repeating: 0, count: 1024)
    /// First bytes of the one-byte words.
    private var singles = [UInt64](repeating: 0, count: 4)

    init(_ words: some Sequence<String>) {
        for word in words {
            let b = Array(word.utf8)
            if b.count == 1 {
                singles[Int(b[0]) >> 6] |= 1 << UInt64(b[0] & 63)
            } else if b.count >= 2 {
                let key = Int(b[0]) << 8 | Int(b[1])
                pairs[key >> 6] |= 1 << UInt64(key & 63)
            }
        }
    }

    /// Whether some word may be the ASCII part of the name that starts at `base[q]`: the pair
    /// `base[q]`, `base[q + 1]` starts a word, or the name is one byte long and is a word.
    @inline(__always)
    func mayStart(_ base: UnsafePointer<UInt8>, _ q: Int, _ n: Int) -> Bool {
        let a = base[q]
        if q + 1 < n, base[q + 1] < 0x80, CharacterClasses.isWordByte(base[q + 1]) {
            let key = Int(a) << 8 | Int(base[q + 1])
            return pairs[key >> 6] & (1 << UInt64(key & 63)) != 0
        }
        return singles[Int(a) >> 6] & (1 << UInt64(a & 63)) != 0
    }
}
