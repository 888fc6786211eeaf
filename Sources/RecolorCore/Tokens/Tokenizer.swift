#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lossless Swift tokenizer over UTF-8 bytes.
///
/// One forward pass with a cursor, an explicit stack for string interpolations, and the
/// previous significant token remembered for the one context-dependent decision a Swift lexer
/// makes: whether a bare `/` starts a regex literal or is a division. The tokens cover every
/// byte of the input in order (whitespace and comments included), so they concatenate back to
/// it exactly; malformed input yields `unknown` tokens and diagnostics, never a trap.
package enum Tokenizer {
    package static func tokenize(_ bytes: [UInt8]) -> TokenizedSource {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    package static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>) -> TokenizedSource {
        guard let base = buffer.baseAddress, buffer.count > 0 else {
            return TokenizedSource(tokens: [], diagnostics: [])
        }
        var lexer = Lexer(base: base, count: buffer.count, keepsTrivia: true)
        lexer.run()
        return TokenizedSource(tokens: lexer.tokens.take(), diagnostics: lexer.diagnostics)
    }

    /// What detection needs, in one pass: the code tokens (no whitespace, comments or BOM),
    /// the comments apart (for suppression directives), and the partner of each code token
    /// that opens or closes a group (`(`, `[`, `{`, `\(` and their closers), else -1.
    /// Whitespace tokens, about half of all tokens, are never stored.
    package static func codeTokens(_ bytes: [UInt8]) -> (code: [Token], comments: [Token], diagnostics: [LexDiagnostic], partners: [Int32]) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else { return ([], [], [], []) }
            var lexer = Lexer(base: base, count: buffer.count, keepsTrivia: false)
            lexer.run()
            var partners = [Int32](repeating: -1, count: lexer.tokens.count)
            for (open, close) in lexer.groups {
                partners[Int(open)] = close
                partners[Int(close)] = open
            }
            return (lexer.tokens.take(), lexer.comments, lexer.diagnostics, partners)
        }
    }
}

/// The shape of a string literal: which quote, single- or multi-line, how many `#`.
struct StringShape {
    var quote: UInt8
    var multiline: Bool
    var pounds: Int
}

struct Lexer {
    let p: UnsafePointer<UInt8>
    let end: Int
    let table = CharacterClasses.table
    let keywords = Keywords.Table()
    var i = 0
    /// Every token, or only the code tokens when trivia is not kept.
    var tokens: TokenBuffer
    /// Comments, when trivia is not kept.
    var comments: [Token] = []
    /// When trivia is not kept: the code-token indices of the groups open here, innermost
    /// last, and each group closed, as (opener, closer). Paired while lexing, since the lexer
    /// knows every bracket as it emits it: a pass of its own over the tokens was 3 % of a run.
    var openGroups: [Int32] = []
    var groups: [(Int32, Int32)] = []
    let keepsTrivia: Bool
    var diagnostics: [LexDiagnostic] = []

    /// Open string interpolations, innermost last: the literal to resume and the depth of
    /// parentheses opened inside the interpolation.
    var interpolations: [(shape: StringShape, depth: Int)] = []

    /// Whether a regex literal may start here, judged from the previous significant token
    /// (swift-syntax's `isInRegexLiteralPosition`).
    var regexAllowed = true
    /// The previous significant token, for the heuristics that need its text.
    var previousKind: TokenKind? = nil
    var previousStart = 0
    var previousEnd = 0

    /// Offsets of `>` that close a generic argument list ahead (found by lookahead when its
    /// `<` was lexed); an operator is split there, as the parser splits `>>` and `>?`.
    var genericCloses: [Int] = []
    var genericCloseIndex = 0
    var genericRegionEnd = 0

    /// Parenthesis depth inside `#available(...)` / `@available(...)`, where the parser reads
    /// `13.0` as a version (integer, period, integer), or -1 outside one.
    var versionListDepth = -1

    init(base: UnsafePointer<UInt8>, count: Int, keepsTrivia: Bool) {
        p = base
        end = count
        self.keepsTrivia = keepsTrivia
        // Swift sources average about one token per 4 bytes (whitespace included), one code
        // token per 7.5 but one per 5.6 in a tenth of files, and dense code one per 4: room for
        // the densest, so that the buffer seldom grows (the pages never written cost nothing).
        tokens = TokenBuffer(capacity: (keepsTrivia ? count / 2 : count / 4) + 16)
    }

    // MARK: - Emitting

    @inline(__always)
    mutating func emit(_ kind: TokenKind, _ start: Int, _ stop: Int) {
        if kind.isTrivia {
            if keepsTrivia {
                tokens.append(Token(kind: kind, start: start, length: stop - start))
            } else if kind == .comment {
                comments.append(Token(kind: kind, start: start, length: stop - start))
            }
        } else {
            tokens.append(Token(kind: kind, start: start, length: stop - start))
            if kind == .stringInterpolationOpen && !keepsTrivia { openGroups.append(Int32(truncatingIfNeeded: tokens.count - 1)) }
            previousKind = kind
            previousStart = start
            previousEnd = stop
        }
    }

    mutating func diagnose(_ offset: Int, _ message: String) {
        diagnostics.append(LexDiagnostic(offset: offset, message: message))
    }

    @inline(__always) func at(_ k: Int) -> UInt8 { k < end ? p[k] : 0 }
    @inline(__always) func isClass(_ k: Int, _ cls: UInt8) -> Bool {
        k < end && table[Int(p[k])] & cls != 0
    }

    // MARK: - Main loop

    mutating func run() {
        if end >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF {
            emit(.byteOrderMark, 0, 3)
            i = 3
        }
        if at(i) == UInt8(ascii: "#") && at(i + 1) == UInt8(ascii: "!") {
            let start = i
            skipToEndOfLine()
            emit(.comment, start, i)
        }
        while i < end { lexCode() }
        if !interpolations.isEmpty { diagnose(end, "unterminated string interpolation") }
    }

    /// To the next `\n` or `\r` (or the end): a line comment's text searched with memchr, not
    /// byte by byte, as comments are a large part of a file's bytes (callgrind, fsnotes of
    /// corpus22: the lexer 33.09 M instructions before, 32.93 M after: a small gain).
    mutating func skipToEndOfLine() {
        guard i < end else { return }
        var stop = end
        if let newline = memchr(p + i, 10, end - i) { stop = UnsafeRawPointer(newline) - UnsafeRawPointer(p) }
        if stop > i, let cr = memchr(p + i, 13, stop - i) { stop = UnsafeRawPointer(cr) - UnsafeRawPointer(p) }
        i = stop
    }

    /// Inlined into the loop of `run`: a call per token cost its prologue and epilogue.
    @inline(__always)
    mutating func lexCode() {
        let start = i
        let c = p[i]
        switch c {
        case 0, 9, 10, 11, 12, 13, 32:
            i += 1
            while isClass(i, CharacterClasses.whitespace) { i += 1 }
            emit(.whitespace, start, i)
        case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
            skipToEndOfLine()
            emit(.comment, start, i)
        case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
            lexBlockComment()
        case UInt8(ascii: "("):
            i += 1
            if !interpolations.isEmpty { interpolations[interpolations.count - 1].depth += 1 }
            if versionListDepth >= 0 {
                versionListDepth += 1
            } else if opensVersionList() {
                versionListDepth = 1
            }
            emitPunct(start, allowsRegex: true)
        case UInt8(ascii: ")"):
            i += 1
            if let top = interpolations.last {
                if top.depth == 0 {
                    interpolations.removeLast()
                    emitPunct(start, allowsRegex: false)
                    lexStringBody(top.shape)
                    return
                }
                interpolations[interpolations.count - 1].depth -= 1
            }
            if versionListDepth > 0 { versionListDepth -= 1 }
            if versionListDepth == 0 { versionListDepth = -1 }
            emitPunct(start, allowsRegex: false)
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ";"):
            i += 1
            emitPunct(start, allowsRegex: true)
        case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: "@"), UInt8(ascii: "\\"):
            i += 1
            emitPunct(start, allowsRegex: false)
        case UInt8(ascii: ":"):
            if at(i + 1) == UInt8(ascii: ":") {
                i += 2
                emitPunct(start, allowsRegex: false)
            } else {
                i += 1
                emitPunct(start, allowsRegex: true)
            }
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            lexString(pounds: 0)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "`"):
            lexBacktick()
        case UInt8(ascii: "$"):
            i += 1
            while i < end, let (s, n) = decodeScalar(p, i, end), CharacterClasses.isIdentifierBody(s) { i += n }
            emitWord(.identifier, start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            if versionListDepth > 0 && lexVersion() { return }
            lexNumber()
        case UInt8(ascii: "."):
            lexOperator()
        default:
            if c < 0x80 {
                let cls = table[Int(c)]
                if cls & CharacterClasses.identifierHead != 0 {
                    lexIdentifier()
                } else if cls & CharacterClasses.operatorHead != 0 {
                    lexOperator()
                } else {
                    i += 1
                    diagnose(start, "unexpected character")
                    emitUnknown(start)
                }
                return
            }
            guard let (s, n) = decodeScalar(p, i, end) else {
                i += 1
                while i < end && p[i] & 0xC0 == 0x80 { i += 1 }
                diagnose(start, "invalid UTF-8")
                emitUnknown(start)
                return
            }
            if CharacterClasses.isUnicodeIdentifierHead(s) {
                lexIdentifier()
            } else if CharacterClasses.isUnicodeOperatorHead(s) {
                lexOperator()
            } else {
                i += n
                diagnose(start, "unexpected character U+\(String(s, radix: 16, uppercase: true))")
                emitUnknown(start)
            }
        }
    }

    @inline(__always)
    mutating func emitPunct(_ start: Int, allowsRegex: Bool) {
        emit(.punct, start, i)
        regexAllowed = allowsRegex
        if !keepsTrivia && i - start == 1 { pairGroup(p[start]) }
    }

    /// Opens or closes a group at the code token just emitted, if `c` is a bracket.
    @inline(__always)
    mutating func pairGroup(_ c: UInt8) {
        switch c {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            openGroups.append(Int32(truncatingIfNeeded: tokens.count - 1))
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            if let open = openGroups.popLast() { groups.append((open, Int32(truncatingIfNeeded: tokens.count - 1))) }
        default:
            break
        }
    }

    mutating func emitUnknown(_ start: Int) {
        emit(.unknown, start, i)
        regexAllowed = true
    }

    // MARK: - Comments

    mutating func lexBlockComment() {
        let start = i
        i += 2
        var depth = 1
        while i < end {
            if p[i] == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/") {
                i += 2
                depth -= 1
                if depth == 0 { break }
            } else if p[i] == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") {
                i += 2
                depth += 1
            } else {
                i += 1
            }
        }
        if depth > 0 { diagnose(start, "unterminated block comment") }
        emit(.comment, start, i)
    }

    // MARK: - Words

    mutating func lexIdentifier() {
        let start = i
        while i < end {
            let c = p[i]
            // The table gives no class to bytes above ASCII: one test for the common case.
            if table[Int(c)] & CharacterClasses.identifierBody != 0 {
                i &+= 1
            } else if c < 0x80 {
                break
            } else if let (s, n) = decodeScalar(p, i, end), CharacterClasses.isIdentifierBody(s) {
                i += n
            } else {
                break
            }
        }
        let keyword = keywords.lookup(p + start, i - start, readable: end - start)
        emitWord(keyword == nil ? .identifier : .keyword, start, keyword: keyword)
    }

    mutating func emitWord(_ kind: TokenKind, _ start: Int, keyword: Keywords.Keyword? = nil) {
        if start + 1 == i && p[start] == UInt8(ascii: "_") {
            emit(.keyword, start, i)  // `_` is swift-syntax's wildcard
            regexAllowed = false
            return
        }
        emit(kind, start, i)
        if let keyword {
            regexAllowed = !keyword.isExpression
        } else {
            regexAllowed = false
        }
    }

    mutating func lexBacktick() {
        let start = i
        var k = i + 1
        while k < end && p[k] != UInt8(ascii: "`") && p[k] != 10 && p[k] != 13 { k += 1 }
        if k < end && p[k] == UInt8(ascii: "`") && k > i + 1 {
            i = k + 1
            emit(.identifier, start, i)
            regexAllowed = false
        } else {
            i += 1
            emitPunct(start, allowsRegex: false)
        }
    }

    // MARK: - Numbers

    mutating func lexNumber() {
        let start = i
        var isFloat = false
        let afterPeriod = previousKind == .punct && previousEnd - previousStart == 1
            && p[previousStart] == UInt8(ascii: ".") && previousEnd == start
        if p[i] == UInt8(ascii: "0") && at(i + 1) == UInt8(ascii: "x") {
            i += 2
            while isClass(i, CharacterClasses.hexDigit) || at(i) == UInt8(ascii: "_") { i += 1 }
            if at(i) == UInt8(ascii: "."), isClass(i + 1, CharacterClasses.hexDigit), !afterPeriod {
                var k = i + 1
                while isClass(k, CharacterClasses.hexDigit) || at(k) == UInt8(ascii: "_") { k += 1 }
                if at(k) == UInt8(ascii: "p") || at(k) == UInt8(ascii: "P") { i = k }
            }
            if at(i) == UInt8(ascii: "p") || at(i) == UInt8(ascii: "P") {
                isFloat = true
                i += 1
                if at(i) == UInt8(ascii: "+") || at(i) == UInt8(ascii: "-") { i += 1 }
                while isClass(i, CharacterClasses.digit) || at(i) == UInt8(ascii: "_") { i += 1 }
            }
        } else if p[i] == UInt8(ascii: "0") && (at(i + 1) == UInt8(ascii: "o") || at(i + 1) == UInt8(ascii: "b")) {
            i += 2
        } else {
            while isClass(i, CharacterClasses.digit) || at(i) == UInt8(ascii: "_") { i += 1 }
            if at(i) == UInt8(ascii: "."), isClass(i + 1, CharacterClasses.digit), !afterPeriod {
                isFloat = true
                i += 2
                while isClass(i, CharacterClasses.digit) || at(i) == UInt8(ascii: "_") { i += 1 }
            }
            if at(i) == UInt8(ascii: "e") || at(i) == UInt8(ascii: "E") {
                var k = i + 1
                if at(k) == UInt8(ascii: "+") || at(k) == UInt8(ascii: "-") { k += 1 }
                if isClass(k, CharacterClasses.digit) {
                    isFloat = true
                    i = k
                    while isClass(i, CharacterClasses.digit) || at(i) == UInt8(ascii: "_") { i += 1 }
                }
            }
        }
        // Letters glued to a number (`0o17`, `0b101`, or an error like `12px`) stay in the literal,
        // as swift-syntax lexes them.
        while i < end, p[i] < 0x80, table[Int(p[i])] & CharacterClasses.identifierBody != 0 {
            i += 1
        }
        emit(isFloat ? .float : .integer, start, i)
        regexAllowed = false
    }

    /// Whether the `(` at `i - 1` opens `#available(`, `#unavailable(`, `@available(` or
    /// `@backDeployed(`: a list whose `13.0` swift-syntax reads as a version.
    func opensVersionList() -> Bool {
        guard previousKind == .pound || previousKind == .identifier || previousKind == .keyword else { return false }
        var nameStart = previousStart
        if previousKind == .pound {
            nameStart += 1
        } else if !(previousStart > 0 && p[previousStart - 1] == UInt8(ascii: "@")) {
            return false
        }
        let name = p + nameStart
        let count = previousEnd - nameStart
        return Keywords.equals(name, count, "available") || Keywords.equals(name, count, "unavailable")
            || Keywords.equals(name, count, "backDeployed") || Keywords.equals(name, count, "_originallyDefinedIn")
    }

    /// Lexes `13.0` in a version list as integer, period, integer. Returns false if the number
    /// at `i` is not a plain `digits.digits`.
    mutating func lexVersion() -> Bool {
        var k = i
        while isClass(k, CharacterClasses.digit) { k += 1 }
        guard at(k) == UInt8(ascii: "."), isClass(k + 1, CharacterClasses.digit) else { return false }
        let start = i
        i = k
        emit(.integer, start, i)
        regexAllowed = false
        return true
    }

    // MARK: - Pound: shebang, raw strings, `#/regex/#`, `#if`, `#colorLiteral`

    mutating func lexPound() {
        let start = i
        var k = i
        while at(k) == UInt8(ascii: "#") { k += 1 }
        let pounds = k - i
        if at(k) == UInt8(ascii: "\"") || at(k) == UInt8(ascii: "'") {
            lexString(pounds: pounds)
            return
        }
        if at(k) == UInt8(ascii: "/"), let stop = scanRegex(from: i, mustBeRegex: true) {
            i = stop
            let closed = stop - k >= 2 && p[stop - pounds - 1] == UInt8(ascii: "/")
                && (0..<pounds).allSatisfy { p[stop - 1 - $0] == UInt8(ascii: "#") }
            if !closed { diagnose(start, "unterminated regex literal") }
            emit(.regex, start, i)
            regexAllowed = false
            return
        }
        i += 1
        if i < end, let (s, _) = decodeScalar(p, i, end), CharacterClasses.isIdentifierHead(s) {
            while i < end, let (s, n) = decodeScalar(p, i, end), CharacterClasses.isIdentifierBody(s) { i += n }
            let name = (p + start + 1, i - start - 1)
            emit(.pound, start, i)
            regexAllowed = Keywords.isConditionalCompilationDirective(name.0, name.1)
        } else {
            emit(.pound, start, i)
            regexAllowed = false
        }
    }
}
