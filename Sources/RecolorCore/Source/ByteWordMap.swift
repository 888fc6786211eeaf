/// Words looked up by a token's bytes, without making a String of them: detection asks for
/// every identifier whether it names a color type, and for every implicit member whether it
/// can name a color. Most tokens are ruled out by their length, the rest by comparing bytes
/// with the few words of that length.
struct ByteWordMap<Value: Sendable>: Sendable {
    private var byLength: [[(word: [UInt8], value: Value)]] = []
    /// Bit n set when some word is n bytes long (words of 64 bytes or more set bit 63).
    private var lengths: UInt64 = 0
    /// For a length with more than `indexedFrom` words, their positions by hash: a tree of
    /// 20,000 typealiases named alike (`T0`, … `T19999`) compared each identifier with
    /// thousands of words (and each new word with all before it): quadratic.
    private var indexes: [[UInt64: [Int32]]?] = []
    private static var indexedFrom: Int { 16 }

    init(_ pairs: some Sequence<(String, Value)>) {
        var positions: [[UInt8]: Int] = [:]
        for (word, value) in pairs {
            let bytes = Array(word.utf8)
            guard !bytes.isEmpty else { continue }
            while byLength.count <= bytes.count { byLength.append([]) }
            if let i = positions[bytes] {
                byLength[bytes.count][i].value = value
            } else {
                positions[bytes] = byLength[bytes.count].count
                byLength[bytes.count].append((bytes, value))
            }
            lengths |= 1 << UInt64(min(bytes.count, 63))
        }
        indexes = byLength.map { words in
            guard words.count > Self.indexedFrom else { return nil }
            var index: [UInt64: [Int32]] = [:]
            for (n, entry) in words.enumerated() {
                index[entry.word.withUnsafeBufferPointer { Self.hash($0.baseAddress!, $0.count) }, default: []].append(Int32(n))
            }
            return index
        }
    }

    /// FNV-1a.
    private static func hash(_ start: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for k in 0..<count { h = (h ^ UInt64(start[k])) &* 0x0000_0100_0000_01B3 }
        return h
    }

    func mayHold(length: Int) -> Bool { lengths & 1 << UInt64(min(length, 63)) != 0 }

    func value(_ start: UnsafePointer<UInt8>, count: Int) -> Value? {
        guard mayHold(length: count), count < byLength.count else { return nil }
        if let index = indexes[count] {
            for n in index[Self.hash(start, count)] ?? [] {
                let entry = byLength[count][Int(n)]
                if entry.word.withUnsafeBufferPointer({ memcmpBytes($0.baseAddress!, start, count) }) { return entry.value }
            }
            return nil
        }
        for entry in byLength[count] where entry.word[0] == start[0] {
            if entry.word.withUnsafeBufferPointer({ memcmpBytes($0.baseAddress!, start, count) }) { return entry.value }
        }
        return nil
    }
}

extension ByteWordMap where Value == Bool {
    init(words: some Sequence<String>) { self.init(words.lazy.map { ($0, true) }) }

    func contains(_ start: UnsafePointer<UInt8>, count: Int) -> Bool { value(start, count: count) != nil }
}

extension SwiftSource {
    /// The value `map` holds for code token `k`'s text.
    func lookUp<Value>(code k: Int, in map: ByteWordMap<Value>) -> Value? {
        guard k >= 0 && k < code.count else { return nil }
        let t = code[k]
        guard map.mayHold(length: Int(t.length)) else { return nil }
        return bytes.withUnsafeBufferPointer { b in map.value(b.baseAddress! + t.begin, count: Int(t.length)) }
    }
}
