/// Byte and scalar classes of Swift's lexical grammar (The Swift Programming Language,
/// "Lexical Structure"). ASCII goes through a 256-entry table; other scalars through ranges.
enum CharacterClasses {
    /// A byte of an identifier or number: ASCII letters, digits, `_`, or any byte of a
    /// multi-byte scalar (read as a letter, which errs on the safe side).
    @inline(__always)
    static func isWordByte(_ b: UInt8) -> Bool {
        b >= 0x80 || b == UInt8(ascii: "_") || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
    }

    /// NUL, tab, LF, VT, FF, CR, space: the whitespace swift-syntax keeps as trivia. The
    /// table below and the screening before tokenizing both ask this.
    @inline(__always)
    static func isWhitespaceByte(_ c: UInt8) -> Bool {
        c == 32 || (c <= 13 && (c >= 9 || c == 0))
    }

    static let identifierHead: UInt8 = 1
    static let identifierBody: UInt8 = 2
    static let operatorHead: UInt8 = 4
    static let whitespace: UInt8 = 8
    static let digit: UInt8 = 16
    static let hexDigit: UInt8 = 32

    static let ascii: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 256)
        for c in UInt8(ascii: "a")...UInt8(ascii: "z") { t[Int(c)] |= identifierHead | identifierBody }
        for c in UInt8(ascii: "A")...UInt8(ascii: "Z") { t[Int(c)] |= identifierHead | identifierBody }
        t[Int(UInt8(ascii: "_"))] |= identifierHead | identifierBody
        for c in UInt8(ascii: "0")...UInt8(ascii: "9") { t[Int(c)] |= identifierBody | digit | hexDigit }
        // `$` continues an identifier (`white$1` is one name), as in swift-syntax.
        t[Int(UInt8(ascii: "$"))] |= identifierBody
        for c in UInt8(ascii: "a")...UInt8(ascii: "f") { t[Int(c)] |= hexDigit }
        for c in UInt8(ascii: "A")...UInt8(ascii: "F") { t[Int(c)] |= hexDigit }
        for c in "/=-+!*%<>&|^~?".utf8 { t[Int(c)] |= operatorHead }
        for c in UInt8.min...UInt8.max where isWhitespaceByte(c) { t[Int(c)] |= whitespace }
        return t
    }()

    /// The same table behind a raw pointer, so the lexer's hot loops read it without the
    /// lazy-initialisation check and bounds check of a static array.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        buffer.initialize(from: ascii, count: 256)
        return UnsafePointer(buffer)
    }()

    @inline(__always) static func isIdentifierHead(_ s: UInt32) -> Bool {
        if s < 0x80 { return ascii[Int(s)] & identifierHead != 0 }
        return isUnicodeIdentifierHead(s)
    }

    @inline(__always) static func isIdentifierBody(_ s: UInt32) -> Bool {
        if s < 0x80 { return ascii[Int(s)] & identifierBody != 0 }
        return isUnicodeIdentifierHead(s) || isCombiningMark(s)
    }

    @inline(__always) static func isOperatorHead(_ s: UInt32) -> Bool {
        if s < 0x80 { return ascii[Int(s)] & operatorHead != 0 }
        return isUnicodeOperatorHead(s)
    }

    @inline(__always) static func isOperatorBody(_ s: UInt32) -> Bool {
        if s < 0x80 { return ascii[Int(s)] & operatorHead != 0 }
        return isUnicodeOperatorHead(s) || isOperatorCombiningMark(s)
    }

    static func isCombiningMark(_ s: UInt32) -> Bool {
        (0x0300...0x036F).contains(s) || (0x1DC0...0x1DFF).contains(s)
            || (0x20D0...0x20FF).contains(s) || (0xFE20...0xFE2F).contains(s)
    }

    static func isOperatorCombiningMark(_ s: UInt32) -> Bool {
        isCombiningMark(s) || (0xFE00...0xFE0F).contains(s) || (0xE0100...0xE01EF).contains(s)
    }

    static func isUnicodeOperatorHead(_ s: UInt32) -> Bool {
        switch s {
        case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0...0x00B1, 0x00B6, 0x00BB, 0x00BF,
             0x00D7, 0x00F7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053,
             0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
             0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    static func isUnicodeIdentifierHead(_ s: UInt32) -> Bool {
        switch s {
        case 0x00A8, 0x00AA, 0x00AD, 0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA, 0x00BC...0x00BE,
             0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x02FF, 0x0370...0x167F,
             0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E,
             0x203F...0x2040, 0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F,
             0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
             0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
             0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD:
            return true
        case 0x10000...0xEFFFD:
            // Every supplementary plane's 0x0000...0xFFFD (emoji are identifiers in Swift).
            return s & 0xFFFF <= 0xFFFD
        default:
            return false
        }
    }
}

/// Decodes one UTF-8 scalar at `i`. Returns the scalar and its length, or nil for an invalid
/// sequence (overlong, surrogate, truncated, out of range).
@inline(__always)
func decodeScalar(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> (scalar: UInt32, length: Int)? {
    let b0 = UInt32(p[i])
    if b0 < 0x80 { return (b0, 1) }
    @inline(__always) func cont(_ k: Int) -> UInt32? {
        guard i + k < end else { return nil }
        let b = UInt32(p[i + k])
        return b & 0xC0 == 0x80 ? b & 0x3F : nil
    }
    if b0 & 0xE0 == 0xC0 {
        guard b0 >= 0xC2, let c1 = cont(1) else { return nil }
        return ((b0 & 0x1F) << 6 | c1, 2)
    }
    if b0 & 0xF0 == 0xE0 {
        guard let c1 = cont(1), let c2 = cont(2) else { return nil }
        let s = (b0 & 0x0F) << 12 | c1 << 6 | c2
        guard s >= 0x800, !(0xD800...0xDFFF).contains(s) else { return nil }
        return (s, 3)
    }
    if b0 & 0xF8 == 0xF0 {
        guard let c1 = cont(1), let c2 = cont(2), let c3 = cont(3) else { return nil }
        let s = (b0 & 0x07) << 18 | c1 << 12 | c2 << 6 | c3
        guard s >= 0x10000, s <= 0x10FFFF else { return nil }
        return (s, 4)
    }
    return nil
}
