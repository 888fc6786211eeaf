/// Words looked up by a token's bytes, without making a String of them: detection asks for
/// every identifier whether it names a color type, and for every implicit member whether it
/// can name a color. Most tokens are ruled out by their length, the rest by comparing bytes
/// with the few words of that length.
struct ByteWordMap<Value: Sendable>: Sendable {
    private var byLength: [[(word: [UInt8], value: Value)]] = []
    /// Bit n set when some word is n bytes long (words of 64 bytes or more set bit 63).
    private var lengths: UInt64 = 0

    init(_ pairs: some Sequence<(String, Value)>) {
        for (word, value) in pairs {
            let bytes = Array(word.utf8)
            guard !bytes.isEmpty else { continue }
            while byLength.count <= bytes.count { byLength.append([]) }
            if let i = byLength[bytes.count].firstIndex(where: { $0.word == bytes }) {
                byLength[bytes.count][i].value = value
            } else {
                byLength[bytes.count].append((bytes, value))
            }
            lengths |= 1 << UInt64(min(bytes.count, 63))
        }
    }

    func mayHold(length: Int) -> Bool { lengths & 1 << UInt64(min(length, 63)) != 0 }

    func value(_ start: UnsafePointer<UInt8>, count: Int) -> Value? {
        guard mayHold(length: count), count < byLength.count else { return nil }
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

extension SourceFile {
    /// The value `map` holds for code token `k`'s text.
    func lookUp<Value>(code k: Int, in map: ByteWordMap<Value>) -> Value? {
        guard k >= 0 && k < code.count else { return nil }
        let t = code[k]
        guard map.mayHold(length: Int(t.length)) else { return nil }
        return bytes.withUnsafeBufferPointer { b in map.value(b.baseAddress! + t.begin, count: Int(t.length)) }
    }
}
