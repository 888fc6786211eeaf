/// UTF-16 columns of a file's offsets in O(log n) each: counting the units from the start of the
/// line for every finding made a long line of findings (40,000 on one line) quadratic.
/// Only the bytes where UTF-8 and UTF-16 counts differ are kept: none in an ASCII file.
struct UTF16Columns {
    /// Offsets of the bytes that count differently in UTF-16 than in UTF-8: a continuation
    /// byte counts 0 (one less), a 4-byte lead counts 2 (one more).
    private var offsets: [Int] = []
    /// `excess[i]`: UTF-8 bytes minus UTF-16 units over the bytes before `offsets[i]`, inclusive.
    private var excess: [Int] = []

    init(_ bytes: [UInt8]) {
        var total = 0
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            var k = 0
            while k < b.count {
                // ASCII 8 bytes at a time: most files have no other byte.
                if k &+ 8 <= b.count && raw.loadUnaligned(fromByteOffset: k, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    k &+= 8
                    continue
                }
                let c = b[k]
                k += 1
                guard c >= 0x80 else { continue }
                let delta = c & 0xC0 == 0x80 ? 1 : (c >= 0xF0 ? -1 : 0)
                guard delta != 0 else { continue }
                total += delta
                offsets.append(k - 1)
                excess.append(total)
            }
        }
    }

    /// UTF-8 bytes minus UTF-16 units over the bytes before `offset`.
    private func excess(before offset: Int) -> Int {
        var lo = 0, hi = offsets.count  // the first index whose offset is >= `offset`
        while lo < hi {
            let mid = (lo + hi) / 2
            if offsets[mid] < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo == 0 ? 0 : excess[lo - 1]
    }

    /// 1-based column in UTF-16 code units of `offset`, on the line starting at `lineStart`.
    func column(of offset: Int, lineStart: Int) -> Int {
        guard !offsets.isEmpty else { return offset - lineStart + 1 }
        return offset - lineStart - (excess(before: offset) - excess(before: lineStart)) + 1
    }
}
