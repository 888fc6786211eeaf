extension Lexer {
    /// Lexes an operator (or a lone `.`), splitting off a bare regex literal or a comment
    /// that starts inside it, as swift-syntax does.
    mutating func lexOperator() {
        let start = i
        let leftBound = isLeftBound(start)
        let first = p[i]

        // A left-bound `?` or `!` is always a one-character postfix operator (`a?.b`, `x!`).
        if (first == UInt8(ascii: "?") || first == UInt8(ascii: "!")) && leftBound {
            i += 1
            emit(.operator, start, i)
            regexAllowed = false
            return
        }

        if first == UInt8(ascii: "<") && previousEnd == start && start >= genericRegionEnd
            && (previousKind == .identifier || previousKind == .keyword) {
            scanGenericClause(from: start)
        }

        let startsWithDot = first == UInt8(ascii: ".")
        // In a key path (`\.?.hashValue`) the parser reads a leading `.` as a period.
        if startsWithDot && previousKind == .punct && previousEnd == start && p[previousStart] == UInt8(ascii: "\\") {
            i += 1
            emitPunct(start, allowsRegex: false)
            return
        }
        i += decodeScalar(p, i, end)?.length ?? 1
        while i < end {
            let c = p[i]
            if c == UInt8(ascii: ".") {
                if !startsWithDot { break }
                i += 1
                continue
            }
            if c < 0x80 {
                if table[Int(c)] & CharacterClasses.operatorHead == 0 { break }
                i += 1
            } else if let (s, n) = decodeScalar(p, i, end), CharacterClasses.isOperatorBody(s) {
                i += n
            } else {
                break
            }
        }

        // A `<` or `>` of a generic argument list is a token of its own.
        if first == UInt8(ascii: "<") && genericRegionEnd > start && i > start + 1 {
            i = start + 1
        }
        while genericCloseIndex < genericCloses.count && genericCloses[genericCloseIndex] < start {
            genericCloseIndex += 1
        }
        if genericCloseIndex < genericCloses.count && genericCloses[genericCloseIndex] < i {
            let close = genericCloses[genericCloseIndex]
            i = close == start ? start + 1 : close
        }

        // A bare regex literal may start at the first `/` of the operator.
        if let slash = firstSlash(start, i) {
            let rightBound = isRightBound(i, leftBound: leftBound)
            if let regexEnd = scanBareRegex(slash: slash, leftBound: leftBound, rightBound: rightBound) {
                if slash > start {
                    // The operator before the regex (`!/x/`) is a token of its own.
                    i = slash
                    emitOperator(start, leftBound: leftBound, rightBound: isRightBound(slash, leftBound: leftBound))
                }
                i = regexEnd
                emit(.regex, slash, i)
                regexAllowed = false
                return
            }
        }

        // `//` or `/*` inside an operator starts a comment there.
        if i - start > 2 {
            var k = start + 1
            while k < i - 1 {
                if p[k] == UInt8(ascii: "/") && (p[k + 1] == UInt8(ascii: "/") || p[k + 1] == UInt8(ascii: "*")) {
                    i = k
                    break
                }
                k += 1
            }
        }
        emitOperator(start, leftBound: leftBound, rightBound: isRightBound(i, leftBound: leftBound))
    }

    static let tokensThatFollowATypeClose: [UInt8] = Array("()]},.:;?!=>{\n\r-&".utf8)

    /// Looks ahead from a `<` glued to a name for a generic argument list: only type syntax up
    /// to the matching `>`, followed by a token that can follow a type. Records its `>`s.
    mutating func scanGenericClause(from open: Int) {
        var k = open
        var depth = 0
        var closes: [Int] = []
        let limit = min(end, open + 4096)
        while k < limit {
            let c = p[k]
            switch c {
            case UInt8(ascii: "<"):
                depth += 1
            case UInt8(ascii: ">"):
                depth -= 1
                closes.append(k)
                if depth == 0 {
                    var n = k + 1
                    while n < end && (p[n] == 32 || p[n] == 9) { n += 1 }
                    let next = at(n)
                    let follows = Lexer.tokensThatFollowATypeClose
                    if n >= end || follows.contains(next) {
                        genericCloses.append(contentsOf: closes)
                        genericRegionEnd = k + 1
                    }
                    return
                }
            case UInt8(ascii: "-"):
                guard at(k + 1) == UInt8(ascii: ">") else { return }
                k += 1
            case UInt8(ascii: "&"):
                if at(k + 1) == UInt8(ascii: "&") { return }
            case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "@"),
                 UInt8(ascii: "`"), UInt8(ascii: "$"), 32, 9, 10, 13:
                break
            default:
                if c < 0x80 && table[Int(c)] & CharacterClasses.identifierBody == 0 { return }
            }
            k += 1
        }
    }

    func firstSlash(_ from: Int, _ to: Int) -> Int? {
        var k = from
        while k < to {
            if p[k] == UInt8(ascii: "/") { return k }
            k += 1
        }
        return nil
    }

    /// Emits the operator `start..<i`, classifying it by its bound sides as swift-syntax does,
    /// which decides whether a regex literal may follow it.
    mutating func emitOperator(_ start: Int, leftBound: Bool, rightBound: Bool) {
        let length = i - start
        if length == 1 && p[start] == UInt8(ascii: ".") {
            emitPunct(start, allowsRegex: false)
            return
        }
        if containsBlockCommentEnd(start, i) {
            diagnose(start, "unexpected '*/' outside a comment")
            emitUnknown(start)
            return
        }
        emit(.operator, start, i)
        if length == 1 && p[start] == UInt8(ascii: "=") {
            regexAllowed = true
        } else if length == 2 && p[start] == UInt8(ascii: "-") && p[start + 1] == UInt8(ascii: ">") {
            regexAllowed = false
        } else {
            // Binary (both sides bound or neither) and prefix operators expect an expression
            // next; a postfix operator does not.
            regexAllowed = leftBound == rightBound || rightBound
        }
    }

    func containsBlockCommentEnd(_ from: Int, _ to: Int) -> Bool {
        var k = from
        while k + 1 < to {
            if p[k] == UInt8(ascii: "*") && p[k + 1] == UInt8(ascii: "/") { return true }
            k += 1
        }
        return false
    }

    /// swift-syntax's `isLeftBound`: the byte before `k` is not whitespace, an opening
    /// delimiter, a separator, or the end of a block comment.
    func isLeftBound(_ k: Int) -> Bool {
        if k == 0 { return false }
        switch p[k - 1] {
        case 32, 13, 10, 9, 0, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            return !(k >= 2 && p[k - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(k >= 2 && p[k - 2] == 0xC2)
        default:
            return true
        }
    }

    /// swift-syntax's `isRightBound` for an operator ending at `k`.
    func isRightBound(_ k: Int, leftBound: Bool) -> Bool {
        guard k < end else { return false }
        switch p[k] {
        case 32, 13, 10, 9, 0, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            return !(at(k + 1) == UInt8(ascii: "/") || at(k + 1) == UInt8(ascii: "*"))
        case 0xC2:
            return at(k + 1) != 0xA0
        default:
            return true
        }
    }

    /// swift-syntax's `tryScanOperatorAsRegexLiteral`: a bare `/` inside an operator starts a
    /// regex literal only where an expression may begin and the literal closes on its line.
    func scanBareRegex(slash: Int, leftBound: Bool, rightBound: Bool) -> Int? {
        if leftBound { return nil }
        if previousKind == .keyword {
            let text = (p + previousStart, previousEnd - previousStart)
            if Keywords.equals(text.0, text.1, "func") || Keywords.equals(text.0, text.1, "operator") { return nil }
        }
        var mustBeRegex = false
        if leftBound == rightBound {
            if !regexAllowed { return nil }
            // In an argument list an unapplied operator (`reduce(0, /)`) is legal code.
            let inArgumentList = previousKind == .punct && previousEnd - previousStart <= 2
                && [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":")].contains(p[previousStart])
            if !inArgumentList { mustBeRegex = true }
        }
        return scanRegex(from: slash, mustBeRegex: mustBeRegex)
    }

    /// Scans a regex literal whose delimiter (`#`s, then `/`) starts at `from`. Returns its end,
    /// or nil where swift-syntax would not lex one (not a regex, or unterminated when it need
    /// not be one).
    func scanRegex(from: Int, mustBeRegex: Bool) -> Int? {
        var c = from
        var pounds = 0
        while at(c) == UInt8(ascii: "#") { pounds += 1; c += 1 }
        guard at(c) == UInt8(ascii: "/") else { return nil }
        let openSlash = c
        c += 1
        if pounds == 0 {
            switch at(c) {
            case 32, 9:
                if !mustBeRegex { return nil }
            case UInt8(ascii: "*"), UInt8(ascii: "/"):
                return nil
            default:
                break
            }
            if openSlash > 0 && p[openSlash - 1] == UInt8(ascii: "*") { return nil }
        }
        var multiline = false
        var firstNewline = -1
        if pounds > 0 {
            var k = c
            while at(k) == 32 || at(k) == 9 { k += 1 }
            if k < end && (p[k] == 10 || p[k] == 13) {
                multiline = true
                firstNewline = k
                c = k
            }
        }
        var groupDepth = 0
        var classDepth = 0
        var lastUnescapedSpace = -1
        while true {
            // The closing delimiter.
            if at(c) == UInt8(ascii: "/") && c < end {
                var k = c + 1
                var closePounds = 0
                if pounds > 0 {
                    while at(k) == UInt8(ascii: "#") { closePounds += 1; k += 1 }
                }
                if closePounds >= pounds {
                    if closePounds == 0 {
                        if at(k) == UInt8(ascii: "*") || at(k) == UInt8(ascii: "/") {
                            return mustBeRegex ? k : nil  // unterminated: prefer the comment
                        }
                        if lastUnescapedSpace >= 0 && lastUnescapedSpace + 1 == c && !mustBeRegex { return nil }
                    }
                    return k
                }
            }
            // One pattern character, or an escape and its character.
            var escaped = false
            if c < end && p[c] == UInt8(ascii: "\\") {
                escaped = true
                c += 1
            }
            if c >= end {
                if !mustBeRegex { return nil }
                return firstNewline >= 0 ? firstNewline : end
            }
            let ch = p[c]
            switch ch {
            case 10, 13:
                if !multiline { return mustBeRegex ? c : nil }
            case UInt8(ascii: "(") where !escaped && classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where !escaped && classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex { return nil }
                } else {
                    groupDepth -= 1
                }
            case UInt8(ascii: "[") where !escaped:
                classDepth += 1
            case UInt8(ascii: "]") where !escaped:
                if classDepth > 0 { classDepth -= 1 }
            case 32, 9:
                if !escaped { lastUnescapedSpace = c }
            default:
                break
            }
            if let (_, n) = decodeScalar(p, c, end) { c += n } else { c += 1 }
        }
    }
}
