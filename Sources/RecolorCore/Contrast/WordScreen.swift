/// Which of many words a file holds as whole identifiers, in one pass over its bytes: each run of
/// identifier bytes (ASCII letters, digits, `_`, and every byte of a non-ASCII scalar) is hashed
/// and looked up. A screen, so it may say yes where the word is only in a string or a comment;
/// it never says no where the word is a code token, because a code token that is an identifier
/// is a whole run. Searching each word with a `ByteFinder` costs a pass per word: cheaper for a
/// few words, linear in words × bytes for a table of thousands (`recolor-bench shapes
/// table-pairs`).
struct WordScreen: Sendable {
    /// Up to this many words, a search per word (SIMD, about two instructions a byte) costs no
    /// more than one hashed pass over the identifiers.
    static let byteFindersUpTo = 8

    private let words: [[UInt8]]
    private let byHash: [UInt64: [Int]]

    init(_ words: [String]) {
        self.words = words.map { Array($0.utf8) }
        var byHash: [UInt64: [Int]] = [:]
        for (k, word) in self.words.enumerated() {
            byHash[word.withUnsafeBufferPointer { WordScreen.hash($0, 0, $0.count) }, default: []].append(k)
        }
        self.byHash = byHash
    }

    /// Per word (by its index), whether the bytes hold it as a whole identifier.
    func present(in bytes: [UInt8]) -> [Bool] {
        var present = [Bool](repeating: false, count: words.count)
        bytes.withUnsafeBufferPointer { b in
            let n = b.count
            var i = 0
            while i < n {
                guard WordScreen.isIdentifierByte(b[i]) else { i += 1; continue }
                let start = i
                while i < n, WordScreen.isIdentifierByte(b[i]) { i += 1 }
                guard i - start >= 2, let candidates = byHash[WordScreen.hash(b, start, i)] else { continue }
                for k in candidates where !present[k] && words[k].count == i - start
                    && words[k].withUnsafeBufferPointer({ w in (0..<w.count).allSatisfy { w[$0] == b[start + $0] } }) {
                    present[k] = true
                }
            }
        }
        return present
    }

    @inline(__always)
    static func isIdentifierByte(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c >= 0x80
    }

    /// FNV-1a over `b[from..<to]`.
    @inline(__always)
    static func hash(_ b: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> UInt64 {
        var h: UInt64 = 0xcbf29ce484222325
        for k in from..<to { h = (h ^ UInt64(b[k])) &* 0x100000001b3 }
        return h
    }
}
