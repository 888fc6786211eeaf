#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Steps over source bytes the way the tokenizer reads them, for the screening that runs
/// before any file is tokenized (the prefilter, the typealias scan).
enum ByteTrivia {
    /// Whether the tokenizer reads `c` as whitespace: the lexer's own definition, so the two
    /// cannot disagree.
    @inline(__always)
    static func isWhitespace(_ c: UInt8) -> Bool { CharacterClasses.isWhitespaceByte(c) }

    /// Past the bytes the tokenizer reads as whitespace.
    @inline(__always)
    static func skipWhitespace(_ base: UnsafePointer<UInt8>, _ start: Int, _ n: Int) -> Int {
        var q = start
        while q < n, isWhitespace(base[q]) { q += 1 }
        return q
    }

    /// Past whitespace and comments: `//` to the line's end, `/* … */` nested. An unterminated
    /// block comment runs to the end, where no code follows.
    static func skip(_ base: UnsafePointer<UInt8>, _ start: Int, _ n: Int) -> Int {
        var q = skipWhitespace(base, start, n)
        while q + 1 < n && base[q] == UInt8(ascii: "/") {
            if base[q + 1] == UInt8(ascii: "/") {
                q = lineEnd(base, q + 2, n)
            } else if base[q + 1] == UInt8(ascii: "*") {
                var depth = 1
                q += 2
                while q < n && depth > 0 {
                    if base[q] == UInt8(ascii: "*") && q + 1 < n && base[q + 1] == UInt8(ascii: "/") {
                        depth -= 1; q += 2
                    } else if base[q] == UInt8(ascii: "/") && q + 1 < n && base[q + 1] == UInt8(ascii: "*") {
                        depth += 1; q += 2
                    } else {
                        q += 1
                    }
                }
            } else {
                break
            }
            q = skipWhitespace(base, q, n)
        }
        return q
    }

    /// The first line break (LF or CR) at or after `start`, or `n`. Comment lines after a dot
    /// (a sentence's full stop) are common enough that a byte loop here cost a third of the
    /// prefilter's member checks; memchr passes over them at memory speed.
    static func lineEnd(_ base: UnsafePointer<UInt8>, _ start: Int, _ n: Int) -> Int {
        guard start < n else { return n }
        var end = n
        if let lf = memchr(base + start, 10, n - start) { end = UnsafeRawPointer(lf) - UnsafeRawPointer(base) }
        if end > start, let cr = memchr(base + start, 13, end - start) { end = UnsafeRawPointer(cr) - UnsafeRawPointer(base) }
        return end
    }

    /// The end of the ASCII letters, digits and `_` from `start`. A name is compared by its
    /// ASCII part: whether a byte above 0x7F continues it (`é`) or ends it (an em dash, a
    /// stray byte) is the tokenizer's call, so `white—` must count as `white`.
    @inline(__always)
    static func asciiWordEnd(_ base: UnsafePointer<UInt8>, _ start: Int, _ n: Int) -> Int {
        var end = start
        while end < n && base[end] < 0x80 && CharacterClasses.isWordByte(base[end]) { end += 1 }
        return end
    }

    /// Whether `c` can start an identifier and is ASCII (a letter or `_`).
    @inline(__always)
    static func isASCIIIdentifierHead(_ c: UInt8) -> Bool {
        (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c == 95
    }
}
