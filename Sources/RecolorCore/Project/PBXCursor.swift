/// A scalar of a `project.pbxproj` (a bare word, a quoted string's contents, or `<data>` with its
/// brackets) as where its bytes lie, so that a key is compared and a value skipped without making
/// a String. Only a quoted string holding an escape is decoded (`decoded`).
struct PBXScalar {
    var start: Int
    var end: Int
    var decoded: String?
}

/// A position in the bytes of an old-style (OpenStep) property list, the format of
/// `project.pbxproj`, with its line: trivia (spaces, `//` and `/* */` comments), scalars, the
/// punctuation between them, and the grammar's items (a dictionary's key, an array's end, the
/// separator after a value) that every reader of the file shares. Every read of a byte checks the
/// position against the end first: a truncated or hostile file ends in a `PlistError` with its
/// line, never a read past the end. The messages and lines are those of the generic reader this
/// replaced (a file's warning reads the same).
struct PBXCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var k = 0
    private(set) var line = 1

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool { k >= bytes.count }

    /// Whether the byte at the position is `c` (false at the end).
    func peek(_ c: UInt8) -> Bool { k < bytes.count && bytes[k] == c }

    func fail(_ message: String) -> PlistError { PlistError(line: line, message: message) }

    func endedInside() -> PlistError { fail("the file ends inside an open { or ( (truncated?)") }

    /// The byte at the position as the character an error quotes (the position is not at the end).
    var current: Character { Character(Unicode.Scalar(k < bytes.count ? bytes[k] : 0)) }

    // MARK: Trivia and scalars

    mutating func skipTrivia() {
        while k < bytes.count {
            let b = bytes[k]
            if b == 10 {
                line += 1
                k += 1
            } else if b == 32 || b == 9 || b == 13 {
                k += 1
            } else if b == PBXByte.slash && k + 1 < bytes.count && bytes[k + 1] == PBXByte.slash {
                while k < bytes.count && bytes[k] != 10 { k += 1 }
            } else if b == PBXByte.slash && k + 1 < bytes.count && bytes[k + 1] == PBXByte.star {
                k += 2
                while k + 1 < bytes.count && !(bytes[k] == PBXByte.star && bytes[k + 1] == PBXByte.slash) {
                    if bytes[k] == 10 { line += 1 }
                    k += 1
                }
                k = min(k + 2, bytes.count)
            } else {
                return
            }
        }
    }

    /// `c` after trivia.
    mutating func expect(_ c: UInt8, _ what: StaticString) throws(PlistError) {
        skipTrivia()
        guard peek(c) else { throw missing("\(what)") }
        k += 1
    }

    /// `what` is missing at the position.
    func missing(_ what: String) -> PlistError {
        fail(k < bytes.count ? "expected \(what)" : "the file ends where \(what) belongs (truncated?)")
    }

    /// A quoted string, `<data>` or a bare word, after trivia.
    mutating func scalar() throws(PlistError) -> PBXScalar {
        skipTrivia()
        guard k < bytes.count else { throw fail("the file ends where a value belongs (truncated?)") }
        let c = bytes[k]
        if c == PBXByte.doubleQuote || c == PBXByte.singleQuote { return try quoted(c) }
        let start = k
        if c == PBXByte.lessThan {
            while k < bytes.count && bytes[k] != PBXByte.greaterThan { k += 1 }
            guard k < bytes.count else { throw fail("a <data> value is never closed") }
            k += 1
            return PBXScalar(start: start, end: k)
        }
        while k < bytes.count && Self.bareBytes[Int(bytes[k])] { k += 1 }
        guard k > start else { throw fail("unexpected '\(Character(Unicode.Scalar(c)))'") }
        return PBXScalar(start: start, end: k)
    }

    /// Letters, digits, bytes of non-ASCII characters and `_$+/:.-`, as a table: the bytes of the
    /// punctuation searched for every byte of every bare word was a sixth of the reader.
    private static let bareBytes: [Bool] = (0...255).map { (b: Int) -> Bool in
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b >= 0x80
            || "_$+/:.-".utf8.contains(UInt8(b))
    }

    /// A quoted string: most hold no escape and are their bytes; one that does is decoded
    /// (`\n`, `\t`, `\r`, else the escaped byte itself).
    private mutating func quoted(_ quote: UInt8) throws(PlistError) -> PBXScalar {
        let startLine = line
        k += 1
        let start = k
        while k < bytes.count && bytes[k] != quote && bytes[k] != PBXByte.backslash {
            if bytes[k] == 10 { line += 1 }
            k += 1
        }
        if k < bytes.count && bytes[k] == quote {
            k += 1
            return PBXScalar(start: start, end: k - 1)
        }
        var out = Array(bytes[start..<min(k, bytes.count)])
        while k < bytes.count && bytes[k] != quote {
            if bytes[k] == 10 { line += 1 }
            if bytes[k] == PBXByte.backslash && k + 1 < bytes.count {
                k += 1
                switch bytes[k] {
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "r"): out.append(13)
                default: out.append(bytes[k])
                }
            } else {
                out.append(bytes[k])
            }
            k += 1
        }
        guard k < bytes.count else { throw PlistError(line: startLine, message: "a quoted string is never closed") }
        k += 1
        return PBXScalar(start: start, end: k - 1, decoded: String(decoding: out, as: UTF8.self))
    }

    /// The scalar's text.
    func text(_ s: PBXScalar) -> String {
        s.decoded ?? String(decoding: UnsafeBufferPointer(rebasing: bytes[s.start..<s.end]), as: UTF8.self)
    }

    /// Whether the scalar's text is `word` (ASCII), compared as bytes.
    func isWord(_ s: PBXScalar, _ word: StaticString) -> Bool {
        if let decoded = s.decoded { return decoded.utf8.elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)) }
        guard s.end - s.start == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        for i in 0..<word.utf8CodeUnitCount where bytes[s.start + i] != w[i] { return false }
        return true
    }

    // MARK: The grammar's items

    /// At an item of an open dictionary: nil at its `}` (read), else its key, with the `=` after
    /// it read and the position at the value.
    mutating func key() throws(PlistError) -> PBXScalar? {
        skipTrivia()
        guard k < bytes.count else { throw endedInside() }
        if bytes[k] == PBXByte.closeBrace {
            k += 1
            return nil
        }
        let key = try scalar()
        skipTrivia()
        guard peek(PBXByte.equals) else { throw missing("'=' after the key '\(text(key))'") }
        k += 1
        skipTrivia()
        guard k < bytes.count else { throw endedInside() }
        return key
    }

    /// At an item of an open array: whether it is its `)` (read); else the position is at the value.
    mutating func arrayEnds() throws(PlistError) -> Bool {
        skipTrivia()
        guard k < bytes.count else { throw endedInside() }
        if bytes[k] == PBXByte.closeParen {
            k += 1
            return true
        }
        return false
    }

    /// After a value: a dictionary's `;`, or an array's `,` (or its `)` next).
    mutating func separator(inDictionary: Bool) throws(PlistError) {
        if inDictionary {
            try expect(PBXByte.semicolon, "';' after a value in a dictionary")
        } else {
            skipTrivia()
            if peek(PBXByte.comma) {
                k += 1
            } else if !peek(PBXByte.closeParen) {
                throw fail("expected ',' or ')' in an array")
            }
        }
    }

    /// Reads `{` or `(` at the position: whether it was there.
    mutating func open(_ c: UInt8) -> Bool {
        guard peek(c) else { return false }
        k += 1
        return true
    }

    /// The value at the position (not at the end, trivia skipped) read and thrown away, checked
    /// as any value is. Iterative over a stack of the open containers, so a deeply nested or
    /// truncated file ends in an error, never a crash.
    mutating func skipValue() throws(PlistError) {
        var open: [Bool] = [] // per container: whether it is a dictionary
        while true {
            let isDictionary = peek(PBXByte.openBrace)
            if isDictionary || peek(PBXByte.openParen) {
                k += 1
                let empty = try isDictionary ? key() == nil : arrayEnds()
                if !empty {
                    open.append(isDictionary)
                    continue
                }
            } else {
                _ = try scalar()
            }
            // A value ended: its separator, then the next item, or the end of its container,
            // itself a value that ended.
            while let inDictionary = open.last {
                try separator(inDictionary: inDictionary)
                let ends = try inDictionary ? key() == nil : arrayEnds()
                if !ends { break }
                open.removeLast()
            }
            if open.isEmpty { return }
        }
    }

    /// The entries of a dictionary whose `{` was read, through its `}`: `value` reads each key's value.
    mutating func entries(_ value: (inout PBXCursor, PBXScalar) throws(PlistError) -> Void) throws(PlistError) {
        while let key = try key() {
            try value(&self, key)
            try separator(inDictionary: true)
        }
    }

    /// The elements of an array whose `(` was read, through its `)`: `value` reads each.
    mutating func elements(_ value: (inout PBXCursor) throws(PlistError) -> Void) throws(PlistError) {
        while try !arrayEnds() {
            try value(&self)
            try separator(inDictionary: false)
        }
    }
}

/// The bytes the property list's grammar names.
enum PBXByte {
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let backslash = UInt8(ascii: "\\")
    static let doubleQuote = UInt8(ascii: "\"")
    static let singleQuote = UInt8(ascii: "'")
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let equals = UInt8(ascii: "=")
    static let semicolon = UInt8(ascii: ";")
    static let comma = UInt8(ascii: ",")
}
