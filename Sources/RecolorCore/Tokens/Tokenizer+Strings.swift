extension Lexer {
    /// Lexes a string literal whose opening delimiter (`pounds` × `#`, then `"`, `"""` or `'`)
    /// starts at `i`: the opening quote, then the body up to the closing quote or the first
    /// interpolation.
    mutating func lexString(pounds: Int) {
        let start = i
        i += pounds
        let quote = p[i]
        var multiline = false
        if quote == UInt8(ascii: "\"") && at(i + 1) == quote && at(i + 2) == quote && !closesOnItsLine(after: i + 3, pounds: pounds) {
            multiline = true
            i += 3
        } else {
            i += 1
        }
        emit(.stringQuote, start, i)
        regexAllowed = false
        lexStringBody(StringShape(quote: quote, multiline: multiline, pounds: pounds))
    }

    /// Lexes string content from `i`: one segment up to the next delimiter, then either the
    /// closing quote, or an interpolation opener `\(` / `\#(` (pushing the literal so that the
    /// interpolation's closing `)` resumes it).
    mutating func lexStringBody(_ shape: StringShape) {
        let start = i
        while i < end {
            let c = p[i]
            if c == shape.quote && isClosingDelimiter(shape) {
                if i > start { emit(.stringSegment, start, i) }
                let quoteStart = i
                i += (shape.multiline ? 3 : 1) + shape.pounds
                emit(.stringQuote, quoteStart, i)
                regexAllowed = false
                return
            }
            if c == UInt8(ascii: "\\") {
                var k = i + 1
                var pounds = 0
                while pounds < shape.pounds && at(k) == UInt8(ascii: "#") { k += 1; pounds += 1 }
                if pounds < shape.pounds {
                    i += 1  // a backslash in a raw string without enough `#` is plain text
                    continue
                }
                if at(k) == UInt8(ascii: "(") {
                    if i > start { emit(.stringSegment, start, i) }
                    let openStart = i
                    i = k + 1
                    emit(.stringInterpolationOpen, openStart, i)
                    regexAllowed = true
                    interpolations.append((shape, 0))
                    return
                }
                // An escape: the backslash and the next byte never end the literal. A line
                // break after it ends a single-line literal all the same.
                i = k
                if i < end && ((p[i] != 10 && p[i] != 13) || shape.multiline) { i += 1 }
                continue
            }
            if (c == 10 || c == 13) && !shape.multiline {
                break
            }
            i += 1
        }
        if i > start { emit(.stringSegment, start, i) }
        diagnose(start, "unterminated string literal")
        regexAllowed = false
    }

    /// Whether a raw `"""` opener whose quotes end before `k` is a one-line raw string, as
    /// swift-syntax reads it: a quote followed by `pounds` × `#` before the line ends
    /// (`#"""#` holds one quote, `#""""#` two). Without `#` it never is. The scan stops at the
    /// line's end, and a multi-line literal's body covers that line anyway: linear.
    func closesOnItsLine(after k: Int, pounds: Int) -> Bool {
        guard pounds > 0 else { return false }
        if hasPounds(at: k, pounds) { return true }
        var j = k
        while j < end && p[j] != 10 && p[j] != 13 {
            if p[j] == UInt8(ascii: "\""), hasPounds(at: j + 1, pounds) { return true }
            j += 1
        }
        return false
    }

    @inline(__always)
    func hasPounds(at k: Int, _ pounds: Int) -> Bool {
        for n in 0..<pounds where at(k + n) != UInt8(ascii: "#") { return false }
        return true
    }

    @inline(__always)
    func isClosingDelimiter(_ shape: StringShape) -> Bool {
        var k = i + 1
        if shape.multiline {
            guard at(k) == shape.quote && at(k + 1) == shape.quote else { return false }
            k += 2
        }
        for n in 0..<shape.pounds where at(k + n) != UInt8(ascii: "#") { return false }
        return true
    }
}
