#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The words around `olor` in a file the first screening put aside without keeping its bytes: each
/// maximal run of ASCII word bytes (`A-Z`, `a-z`, `0-9`, `_`) that holds an `olor`, once. A name
/// made of such bytes and holding `olor` occurs in the file exactly when it stands inside one of
/// them, so the second screening tells from these whether a word the settings added
/// (`CodableColor`, a wrapper type) occurs, without opening the file again: it read every file
/// put aside again, 7,905 files of issue 21's corpus for one added word (session 23, strace).
struct ColorWordRuns: Sendable {
    /// The runs, each followed by a space (no run holds one).
    private let joined: [UInt8]

    /// No run: a file without `olor`.
    static let none = ColorWordRuns(joined: [])

    private init(joined: [UInt8]) { self.joined = joined }

    /// More distinct runs than this and the file is not summarized (nil): it is read again if asked.
    static let limit = 64

    /// The runs of `bytes`, whose `olor`s stand at `olor` (ascending); nil when there are more than `limit`.
    init?(_ bytes: [UInt8], olor: [Int]) {
        guard !olor.isEmpty else { self = .none; return }
        var joined: [UInt8] = []
        var runs: [Range<Int>] = []
        var covered = 0
        let found: Bool = bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return true }
            let n = b.count
            for p in olor where p >= covered {
                var start = p
                while start > 0 && ColorWordRuns.isWordByte(base[start - 1]) { start -= 1 }
                var end = p + 4
                while end < n && ColorWordRuns.isWordByte(base[end]) { end += 1 }
                covered = end
                let count = end - start
                if runs.contains(where: { $0.count == count && memcmpBytes(base + $0.lowerBound, base + start, count) }) { continue }
                guard runs.count < ColorWordRuns.limit else { return false }
                runs.append(start..<end)
                joined.append(contentsOf: UnsafeBufferPointer(start: base + start, count: count))
                joined.append(UInt8(ascii: " "))
            }
            return true
        }
        guard found else { return nil }
        self.joined = joined
    }

    /// Whether `word` occurs in the file; nil when the runs cannot tell (a byte of it is no ASCII
    /// word byte, or it holds no `olor`).
    func holds(_ word: ByteFinder) -> Bool? {
        let needle = word.needle
        guard needle.allSatisfy(ColorWordRuns.isWordByte), ColorWordRuns.holdsOlor(needle) else { return nil }
        return word.occurs(in: joined)
    }

    private static func holdsOlor(_ word: [UInt8]) -> Bool {
        word.count >= 4 && (0...(word.count - 4)).contains { word[$0..<$0 + 4].elementsEqual("olor".utf8) }
    }

    @inline(__always)
    private static func isWordByte(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "_") || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
    }
}
