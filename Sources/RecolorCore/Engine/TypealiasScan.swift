/// The typealiases a file may declare, read from its bytes before it is tokenized, so that only
/// the files whose typealiases can reach a color type are tokenized to learn them. In six
/// fetched apps 222 of the 5,951 files screened mention `typealias`; 5 are tokenized for it.
///
/// The scan finds more than the tokenizer does, never less: `typealias A = B` in a comment or
/// a string counts here, and anything it cannot read as plainly as the tokenizer would (a
/// non-ASCII name, backticks, `=` followed by an operator) makes the file `unclear`: a run
/// with an unclear file tokenizes every file that mentions `typealias`, as if none were read.
struct TypealiasScan: Sendable, Equatable {
    struct Declaration: Sendable, Equatable {
        var name: String
        /// The last component of the aliased type (`Color` in `SwiftUI.Color`), as
        /// `ColorDetection.typealiases` reads it.
        var target: String
    }

    var declarations: [Declaration] = []
    /// Some `typealias` could not be read as plainly as the tokenizer reads it.
    var unclear = false
    /// The bytes `typealias` occur (as a word or in one).
    var mentionsKeyword = false

    init(_ bytes: [UInt8]) {
        self.init(bytes, at: ColorWordOffsets(bytes).typealiasKeyword)
    }

    /// `offsets`: where `typealias` occurs in `bytes`, found by the caller.
    init(_ bytes: [UInt8], at offsets: [Int]) {
        guard !offsets.isEmpty else { return }
        mentionsKeyword = true
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return }
            for p in offsets { read(base, p, b.count) }
        }
    }

    /// Reads `typealias Name = Module.Target` at `p`, as the tokens `ColorDetection.typealiases` asks for.
    private mutating func read(_ base: UnsafePointer<UInt8>, _ p: Int, _ n: Int) {
        let end = p + 9
        if p > 0 && base[p - 1] >= 0x80 || end < n && base[end] >= 0x80 { unclear = true; return }
        // Part of a longer word (`typealiases`): not the keyword.
        if p > 0 && CharacterClasses.isWordByte(base[p - 1]) || end < n && CharacterClasses.isWordByte(base[end]) { return }
        guard let (nameStart, nameEnd) = word(base, ByteTrivia.skip(base, end, n), n) else { return }
        let equals = ByteTrivia.skip(base, nameEnd, n)
        guard equals < n && base[equals] == UInt8(ascii: "=") else { return }
        if equals + 1 < n && !isPlainAfterEquals(base[equals + 1]) { unclear = true; return }
        guard var target = word(base, ByteTrivia.skip(base, equals + 1, n), n) else { return }
        while true {
            let dot = ByteTrivia.skip(base, target.1, n)
            guard dot < n && base[dot] == UInt8(ascii: "."), dot + 1 < n, base[dot + 1] != UInt8(ascii: ".") else { break }
            guard let next = word(base, ByteTrivia.skip(base, dot + 1, n), n) else { break }
            target = next
        }
        declarations.append(Declaration(name: text(base, nameStart, nameEnd), target: text(base, target.0, target.1)))
    }

    /// An ASCII identifier at `q`: its bounds, or nil when none starts there. A name the
    /// tokenizer might read otherwise (backticks, `$`, a non-ASCII byte) makes the file unclear.
    private mutating func word(_ base: UnsafePointer<UInt8>, _ q: Int, _ n: Int) -> (Int, Int)? {
        guard q < n else { return nil }
        let c = base[q]
        if c >= 0x80 || c == UInt8(ascii: "`") || c == UInt8(ascii: "$") || c == 0xEF { unclear = true; return nil }
        guard ByteTrivia.isASCIIIdentifierHead(c) else { return nil }
        let end = ByteTrivia.asciiWordEnd(base, q, n)
        if end < n && base[end] >= 0x80 { unclear = true; return nil }
        return (q, end)
    }

    /// After `=`: what lets the `=` be a token of its own (whitespace, a comment, a name).
    private func isPlainAfterEquals(_ c: UInt8) -> Bool {
        ByteTrivia.isWhitespace(c) || ByteTrivia.isASCIIIdentifierHead(c)
    }

    private func text(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
    }

    /// The names that may stand for a color type: the `known` types, and every declared name
    /// whose target is one of them, to a fixed point (`typealias A = B; typealias B = UIColor`).
    /// Each name is followed once to the declarations that target it: a pass over every
    /// declaration per link made a chain declared from its end quadratic (`typealias T0 = T1`,
    /// …, `Tn = UIColor`).
    static func colorTypeNames(known: Set<String>, declarations: [Declaration]) -> Set<String> {
        var byTarget: [String: [String]] = [:]
        for d in declarations { byTarget[d.target, default: []].append(d.name) }
        var names = known
        var pending = Array(known)
        while let target = pending.popLast() {
            for name in byTarget[target] ?? [] where names.insert(name).inserted { pending.append(name) }
        }
        return names
    }

    /// Whether the file may declare a typealias of one of `colorTypeNames`.
    func mayDeclareColorType(_ colorTypeNames: Set<String>) -> Bool {
        declarations.contains { colorTypeNames.contains($0.target) }
    }
}
