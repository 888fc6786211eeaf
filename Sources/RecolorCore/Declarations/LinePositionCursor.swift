/// `SiteWalk.positionOnLine` for words asked in increasing order: the read of a line resumes
/// where the previous word's stopped, so a line is read once, not once per word. Reading each
/// word's line from its start (and walking back to find that start) made a line full of color
/// words quadratic: CSS in a string, 480 KB: 10 s; a comment of `UIColor.white`, 3.4 MB: 84 s.
///
/// The read is the same: its steps never look at the word's offset, but for the loop's end and
/// for an interpolation that runs past the word, whose inner read is resumed as well. An answer
/// met before a word (a `//`, a quote that makes the line unclear) stands for every later word
/// of the line. A word before the last one asked starts the line's read over.
struct LinePositionCursor {
    let base: UnsafePointer<UInt8>
    let n: Int
    /// The last offset asked, -1 before the first.
    private var last = -1
    /// Where the read stands on the line: the first step at or past `last`.
    private var k = 0
    private var inString = false
    /// The answer for every later word of the line, once the read met it.
    private var settled: SiteWalk.LinePosition?
    /// An interpolation whose `)` was not met before `last`: its inner read at `m`, at `depth`.
    private var interpolation: (m: Int, depth: Int)?

    init(base: UnsafePointer<UInt8>, n: Int) {
        self.base = base
        self.n = n
    }

    private static func isLineBreak(_ c: UInt8) -> Bool { c == 10 || c == 13 }

    /// Where `s` stands on its line (see `SiteWalk.positionOnLine`).
    mutating func position(_ s: Int) -> SiteWalk.LinePosition {
        if last >= 0 && s >= last {
            // A line break between the last word and this one starts a new line after it.
            var m = s - 1
            var lineStart = -1
            while m >= last {
                if Self.isLineBreak(base[m]) { lineStart = m + 1; break }
                m -= 1
            }
            if lineStart >= 0 { startLine(at: lineStart) }
        } else {
            var lineStart = s
            while lineStart > 0 && !Self.isLineBreak(base[lineStart - 1]) { lineStart -= 1 }
            startLine(at: lineStart)
        }
        last = s
        if let settled { return settled }
        return read(to: s)
    }

    private mutating func startLine(at lineStart: Int) {
        k = lineStart
        inString = false
        settled = nil
        interpolation = nil
    }

    private mutating func settle(_ answer: SiteWalk.LinePosition) -> SiteWalk.LinePosition {
        settled = answer
        return answer
    }

    /// `SiteWalk.positionOnLine`'s loop, from where the last read stopped.
    private mutating func read(to s: Int) -> SiteWalk.LinePosition {
        while k < s {
            let c = base[k]
            let next: UInt8 = k + 1 < n ? base[k + 1] : 0
            if interpolation == nil {
                if c == UInt8(ascii: "'") { return settle(.unclear) }
                if c == UInt8(ascii: "\"") {
                    if next == UInt8(ascii: "\"") || next == UInt8(ascii: "#") || k > 0 && base[k - 1] == UInt8(ascii: "#") { return settle(.unclear) }
                    inString.toggle()
                    k += 1
                    continue
                }
                if inString {
                    if c == UInt8(ascii: "\\") {
                        guard next == UInt8(ascii: "(") else { k += 2; continue }
                        interpolation = (k + 1, 0)
                    } else {
                        k += 1
                        continue
                    }
                } else {
                    if c == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
                        return settle(k > 0 && base[k - 1] == UInt8(ascii: "#") ? .unclear : .comment)
                    }
                    if c == UInt8(ascii: "/") && next == UInt8(ascii: "*") || c == UInt8(ascii: "*") && next == UInt8(ascii: "/") {
                        return settle(.unclear)
                    }
                    k += 1
                    continue
                }
            }
            // An interpolation: code to its `)`, unless it holds a string or the word.
            var (m, depth) = interpolation!
            while m < s {
                if base[m] == UInt8(ascii: "(") { depth += 1 }
                if base[m] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
                if base[m] == UInt8(ascii: "\"") { return settle(.unclear) }
                m += 1
            }
            if m >= s {
                interpolation = (m, depth)
                return .unclear
            }
            interpolation = nil
            k = m + 1
        }
        return inString ? .string : .code
    }
}
