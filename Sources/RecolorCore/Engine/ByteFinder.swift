/// Finds a short byte string 16 positions at a time: its first, second and last bytes are
/// compared as SIMD vectors (SSE2 on x86-64, NEON on ARM), and only positions where all three
/// agree are compared in full. glibc's generic memmem spends about twenty instructions a byte
/// on a four-byte needle such as `olor`; this spends about two (callgrind, over the corpus).
struct ByteFinder: Sendable {
    let needle: [UInt8]
    private let first: SIMD16<UInt8>
    private let second: SIMD16<UInt8>
    private let last: SIMD16<UInt8>
    private let needle0: UInt8
    private let needleLast: UInt8

    init(_ word: String) { self.init(bytes: Array(word.utf8)) }

    /// Any needle, as short as the user's names are (a color set named `x`: `fix` crashed on a
    /// precondition here, session 20 audit F8). Needles under two bytes are searched byte by byte.
    init(bytes: [UInt8]) {
        needle = bytes
        let b0 = bytes.first ?? 0
        first = SIMD16(repeating: b0)
        second = SIMD16(repeating: bytes.count > 1 ? bytes[1] : b0)
        last = SIMD16(repeating: bytes.last ?? 0)
        needle0 = b0
        needleLast = bytes.last ?? 0
    }

    /// The offset of the first occurrence at or after `from` in `base[0..<n]`.
    func first(in base: UnsafePointer<UInt8>, from: Int, to n: Int) -> Int? {
        let m = needle.count
        if m < 2 {
            guard m == 1 else { return from <= n ? from : nil }
            var i = from
            while i < n {
                if base[i] == needle0 { return i }
                i += 1
            }
            return nil
        }
        let raw = UnsafeRawPointer(base)
        var i = from
        // Vector loads read base[i ..< i + m - 1 + 16]: stay inside the buffer. Wrapping
        // arithmetic: i < n, so nothing overflows, and no checks are spent on it.
        while i &+ m &+ 15 <= n {
            if any(hits(raw, i, m)) {
                // Reading a lane of the mask costs more than comparing the bytes again.
                for k in i..<(i &+ 16) where base[k] == needle0 && base[k &+ m &- 1] == needleLast && matches(base + k) { return k }
            }
            i &+= 16
        }
        while i + m <= n {
            if base[i] == needle[0] && matches(base + i) { return i }
            i += 1
        }
        return nil
    }

    @inline(__always)
    private func hits(_ raw: UnsafeRawPointer, _ i: Int, _ m: Int) -> SIMDMask<SIMD16<Int8>> {
        let a = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
        let b = raw.loadUnaligned(fromByteOffset: i &+ 1, as: SIMD16<UInt8>.self)
        let z = raw.loadUnaligned(fromByteOffset: i &+ m &- 1, as: SIMD16<UInt8>.self)
        return (a .== first) .& (b .== second) .& (z .== last)
    }

    func occurs(in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { b in b.baseAddress.map { first(in: $0, from: 0, to: b.count) != nil } ?? false }
    }

    private func matches(_ p: UnsafePointer<UInt8>) -> Bool {
        needle.withUnsafeBufferPointer { memcmpBytes($0.baseAddress!, p, $0.count) }
    }
}
