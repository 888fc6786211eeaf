/// Whether a file's bytes may hold a declaration that `DeclarationScan` records, decided before
/// the file is tokenized. Every record names a color: a word with `olor` (or the word `tint`)
/// stands in the declared name, its label or its type (`lightColor: StudioColor`,
/// `light: UIColor`, `var strokeColor = TextColor.white`). So each such word is walked back from,
/// over the bytes, to what it stands in: a `let`/`var` head, the parameter clause of a `func`,
/// `init`, `subscript` or enum `case`, or anything else (a call's argument, an assignment, a
/// comment), which declares nothing. Where the bytes are unclear (a string or a comment in the
/// way, a walk too long) the answer is yes: the file is tokenized and scanned, which is always
/// right. A no must never hide a record: the fuzzer compares runs with the scan of every file.
enum DeclarationSites {
    static func mayDeclareColorContexts(_ bytes: [UInt8]) -> Bool {
        read(bytes, ColorWordOffsets(bytes)).mayDeclareColorContexts
    }

    /// What the bytes say of the declarations a file may hold.
    struct Verdict {
        /// A declaration the scan records may stand in the file.
        var mayDeclareColorContexts = false
        /// The file declares a type named like a framework color type (`enum Color`).
        var declaresColorNamedType = false
    }

    /// `offsets`: where `olor` and `tint` stand in `bytes`.
    static func read(_ bytes: [UInt8], _ offsets: ColorWordOffsets) -> Verdict {
        // A parameter typed by a style protocol (`some ShapeStyle`) names no color: the file is
        // scanned whenever it names one (few files do).
        let namesStyleProtocol = !offsets.styleProtocolEnds.isEmpty
        guard !offsets.olor.isEmpty || !offsets.tint.isEmpty else { return Verdict(mayDeclareColorContexts: namesStyleProtocol) }
        return bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return Verdict() }
            // A struct's stored property is also a memberwise parameter, which the name rules do not
            // cover (`NameRuleCoverage`, `parameter:`): whether the file may declare one at all.
            let walk = SiteWalk(base: base, n: b.count, mayDeclareStruct: SiteWalk.structWord.first(in: base, from: 0, to: b.count) != nil)
            var lines = LinePositionCursor(base: base, n: b.count)
            var verdict = Verdict(mayDeclareColorContexts: namesStyleProtocol)
            var lastWordEnd = -1
            for p in offsets.olor {
                let (start, end) = walk.word(around: p)
                guard start >= lastWordEnd else { continue }  // a second `olor` in one word
                lastWordEnd = end
                if walk.colorType(start, end) != nil && walk.followsTypeKeyword(start) {
                    verdict.declaresColorNamedType = true
                    verdict.mayDeclareColorContexts = true
                    return verdict
                }
                if !verdict.mayDeclareColorContexts && (walk.mayBeRecorded(start, end, at: lines.position(start))
                    || walk.namesColorFunction(start, end)) {
                    verdict.mayDeclareColorContexts = true
                }
            }
            if !verdict.mayDeclareColorContexts {
                for p in offsets.tint {
                    let (start, end) = walk.word(around: p)
                    if start == p && end == p + 4 && walk.mayBeRecorded(start, end, at: lines.position(start)) {
                        verdict.mayDeclareColorContexts = true
                        break
                    }
                }
            }
            return verdict
        }
    }

    /// Whether the bytes declare a type named like a framework color type (`enum Color`,
    /// `struct UIColor`): lexical lookup then decides what such a name means in the file.
    static func declaresColorNamedType(_ bytes: [UInt8]) -> Bool {
        read(bytes, ColorWordOffsets(bytes)).declaresColorNamedType
    }

}

/// A walk back over a file's bytes from one word, reading the little a declaration needs:
/// words, brackets, `:`, `,`, `=`, and line comments on earlier lines. Bounded: a walk longer
/// than `budget` bytes answers yes.
struct SiteWalk {
    let base: UnsafePointer<UInt8>
    let n: Int
    /// The bytes hold `struct`: a property may be a memberwise initializer's parameter.
    var mayDeclareStruct = true
    static let structWord = ByteFinder("struct")
    private let budget = 1_500

    /// What the walk met before the word, at the word's own bracket level.
    private struct Level {
        var comma = false
        var colon = false
    }

    fileprivate enum Step {
        case position(Int)
        case unclear
        case fileStart
    }

    // MARK: Bytes

    /// A backtick is no part of a name: the lexer reads `` `default` `` as the name `default`, and a
    /// lone backtick as a character of its own, after which `var` is still a keyword.
    @inline(__always)
    func isNameByte(_ c: UInt8) -> Bool {
        CharacterClasses.isWordByte(c) || c == UInt8(ascii: "$")
    }

    func word(around p: Int) -> (Int, Int) {
        var start = p
        while start > 0 && isNameByte(base[start - 1]) { start -= 1 }
        var end = p
        while end < n && isNameByte(base[end]) { end += 1 }
        return (start, end)
    }

    /// Whether the word holds a byte above ASCII: the lexer may read it as part of the name (`é`)
    /// or not (a byte order mark, an operator), so what the word is stays unclear.
    private func isUnclearWord(_ s: Int, _ e: Int) -> Bool {
        for k in s..<e where base[k] >= 0x80 { return true }
        return false
    }

    private func wordStart(endingAt end: Int) -> Int {
        var s = end
        while s > 0 && isNameByte(base[s - 1]) { s -= 1 }
        return s
    }

    private func equals(_ s: Int, _ e: Int, _ text: StaticString) -> Bool {
        guard e - s == text.utf8CodeUnitCount else { return false }
        let t = text.utf8Start
        for k in 0..<(e - s) where base[s + k] != t[k] { return false }
        return true
    }

    /// Whether the word names a color by the name rules (`ColorContextNames`: `…Color`, `…color`, `tint`, `colorX…`).
    func isColorName(_ s: Int, _ e: Int) -> Bool {
        for word in SiteWalk.colorNameWords where matches(s, e, word) { return true }
        for suffix in SiteWalk.colorNameSuffixes where e - s >= suffix.count && matches(e - suffix.count, e, suffix) { return true }
        let bytes = UnsafeBufferPointer(start: base + s, count: e - s)
        return ColorContextNames.hasColorPrefix(bytes) || ColorContextNames.hasNumberedColorSuffix(bytes)
    }

    private static let colorNameSuffixes = ColorContextNames.colorNameSuffixes.map { Array($0.utf8) }
    private static let colorNameWords = ColorContextNames.colorNameWords.map { Array($0.utf8) }
    private static let colorTypeNames = BaseColorType.allCases.map { ($0, Array($0.rawValue.utf8)) }

    private func matches(_ s: Int, _ e: Int, _ text: [UInt8]) -> Bool {
        guard e - s == text.count else { return false }
        for k in 0..<text.count where base[s + k] != text[k] { return false }
        return true
    }

    /// Whether a byte range holds `olor` or the word `tint`: what makes a declaration worth recording.
    func mentionsColor(_ s: Int, _ e: Int) -> Bool {
        var k = s
        while k + 4 <= e {
            if base[k] == UInt8(ascii: "o") && base[k + 1] == UInt8(ascii: "l") && base[k + 2] == UInt8(ascii: "o") && base[k + 3] == UInt8(ascii: "r") { return true }
            if base[k] == UInt8(ascii: "t") && base[k + 1] == UInt8(ascii: "i") && base[k + 2] == UInt8(ascii: "n") && base[k + 3] == UInt8(ascii: "t")
                && (k == 0 || !isNameByte(base[k - 1])) && (k + 4 == n || !isNameByte(base[k + 4])) { return true }
            k += 1
        }
        return false
    }

    /// The framework color type the word spells (`Color`, `UIColor`, …: `BaseColorType`),
    /// compared in place: this runs on every `olor` of every file, so only a word ending in
    /// `Color` is compared with the names.
    func colorType(_ s: Int, _ e: Int) -> BaseColorType? {
        guard e - s >= 5, equals(e - 5, e, "Color") else { return nil }
        for (type, name) in SiteWalk.colorTypeNames where matches(s, e, name) { return type }
        return nil
    }

    /// `enum `, `struct `, `class `, `actor ` or `typealias ` (one space) right before `s`.
    /// `func toneColor` or `case textColor`: a function or enum case named for a color, whose
    /// unlabeled parameters the scan records (see `DeclarationScan.parameter`).
    func namesColorFunction(_ s: Int, _ e: Int) -> Bool {
        // `…Color`, or `color` itself: an SDK callee's name (`DeclarationScan.recordsEveryUnlabeled`).
        guard e - s > 5 && base[e - 5] == UInt8(ascii: "C") || equals(s, e, "color"), s >= 2, base[s - 1] == 32 else { return false }
        let ws = wordStart(endingAt: s - 1)
        return equals(ws, s - 1, "func") || equals(ws, s - 1, "case")
    }

    func followsTypeKeyword(_ s: Int) -> Bool {
        guard s >= 2, base[s - 1] == 32 else { return false }
        let ws = wordStart(endingAt: s - 1)
        return equals(ws, s - 1, "enum") || equals(ws, s - 1, "struct") || equals(ws, s - 1, "class")
            || equals(ws, s - 1, "actor") || equals(ws, s - 1, "typealias")
    }

    /// The last byte before `i` that is no whitespace, a line comment on an earlier line
    /// skipped. A `/*` comment or a line holding both a quote and `//` is unclear.
    private func previous(_ i: Int) -> Step {
        var k = i - 1
        while k >= 0 {
            let c = base[k]
            if c == 10 || c == 13 {
                // Entering the line before from its end: a `//` there comments out its tail.
                var lineStart = k
                while lineStart > 0 && base[lineStart - 1] != 10 && base[lineStart - 1] != 13 { lineStart -= 1 }
                var quote = false
                var m = lineStart
                while m + 1 < k {
                    if base[m] == UInt8(ascii: "\"") || base[m] == UInt8(ascii: "'") { quote = true }
                    if base[m] == UInt8(ascii: "/") && base[m + 1] == UInt8(ascii: "/") {
                        // A quote before it, or `#//` (a regex literal): unclear.
                        if quote || m > 0 && base[m - 1] == UInt8(ascii: "#") { return .unclear }
                        break
                    }
                    m += 1
                }
                k = m + 1 < k ? m - 1 : k - 1
                continue
            }
            if CharacterClasses.isWhitespaceByte(c) { k -= 1; continue }
            return .position(k)
        }
        return .fileStart
    }

    // MARK: The walk

    /// Whether the word at `s..<e` may stand in a declaration the scan records; `position`:
    /// where it stands on its line (`positionOnLine(s)`, read by a `LinePositionCursor`).
    func mayBeRecorded(_ s: Int, _ e: Int, at position: LinePosition) -> Bool {
        switch position {
        case .comment, .string: return false
        case .code, .unclear: break
        }
        // `.backgroundColor` after no name: an implicit member, an expression's.
        if case .position(let d) = previous(s), base[d] == UInt8(ascii: "."),
           case .position(let b) = previous(d), !isNameByte(base[b]), base[b] != UInt8(ascii: ")"), base[b] != UInt8(ascii: "]"),
           base[b] != UInt8(ascii: "?"), base[b] != UInt8(ascii: "!"), base[b] != UInt8(ascii: ">") {
            return false
        }
        var i = s
        var level = Level()
        while s - i < budget {
            let step = previous(i)
            guard case .position(let j) = step else { return step.isUnclear }
            let c = base[j]
            if isNameByte(c) {
                let ws = wordStart(endingAt: j + 1)
                if isUnclearWord(ws, j + 1) { return true }
                if ws > 0 && base[ws - 1] == UInt8(ascii: "#") {
                    // `#if` and its kin may stand in a parameter clause; `#selector(…)` is an expression.
                    if equals(ws, j + 1, "if") || equals(ws, j + 1, "else") || equals(ws, j + 1, "elseif") || equals(ws, j + 1, "endif") { return true }
                    if !level.comma { return false }
                    i = ws - 1
                    continue
                }
                if equals(ws, j + 1, "let") || equals(ws, j + 1, "var") { return property(after: ws, j + 1, hit: s) }
                // A member (`.init(…)`, `.default`) or a name in backticks is no keyword.
                // A keyword right after `(` or `,` is an argument label (`func nsColor(for color: T)`).
                if isStopWord(ws, j + 1), !isMember(ws), !(ws > 0 && base[ws - 1] == UInt8(ascii: "`")), !followsOpenerOrComma(ws) { return false }
                i = ws
                continue
            }
            switch c {
            case UInt8(ascii: ":"): level.colon = true
            case UInt8(ascii: ","): level.comma = true
            case UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "@"), UInt8(ascii: "<"),
                 UInt8(ascii: "`"):
                break
            case UInt8(ascii: "["):
                // Out of an array or dictionary type (or literal) around the word.
                level = Level()
            case UInt8(ascii: ">"):
                // `->` of a function type; a closing `>` of a generic type.
                if j > 0 && base[j - 1] == UInt8(ascii: "-") { i = j - 1; continue }
            case UInt8(ascii: "("):
                switch clauseOpener(j) {
                case .unclear: return true
                case .yes: return parameter(open: j, hit: s)
                case .no: break
                }
                // A tuple type (`base: (light: UIColor, …)`) is read outward; a call is no declaration.
                guard case .position(let q) = previous(j) else { return previous(j).isUnclear }
                let before = base[q]
                if isNameByte(before) || before == UInt8(ascii: ")") || before == UInt8(ascii: "]")
                    || (before == UInt8(ascii: ">") && !(q > 0 && base[q - 1] == UInt8(ascii: "-")))
                    || before == UInt8(ascii: "?") || before == UInt8(ascii: "!") {
                    return false
                }
                level = Level()
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if c == UInt8(ascii: "}") && !level.comma { return false }
                // Right before a head, a group is an attribute's argument (`@Clamping(0...1)
                // value: …`) or a function type's parameters; an expression's otherwise.
                if c == UInt8(ascii: ")") && !level.comma && !level.colon && !endsArrowType(j) { return attributeMayClose(j) }
                guard let open = matchingOpen(j) else { return true }
                i = open
                continue
            case UInt8(ascii: "\""):
                guard let open = stringStart(j) else { return true }
                i = open
                continue
            case UInt8(ascii: "="):
                let isOperator = j > 0 && isOperatorByte(base[j - 1]) || j + 1 < n && base[j + 1] == UInt8(ascii: "=")
                if isOperator {
                    if !level.comma { return false }
                } else if !level.comma {
                    return initializer(equals: j, hit: s)
                }
            case UInt8(ascii: "{"), UInt8(ascii: ";"):
                return false
            case UInt8(ascii: "/"), UInt8(ascii: "*"):
                // A comment's edge is unclear; a lone `/` or `*` divides or multiplies.
                let next: UInt8 = j + 1 < n ? base[j + 1] : 0, before: UInt8 = j > 0 ? base[j - 1] : 0
                if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") || before == UInt8(ascii: "/") || before == UInt8(ascii: "*") { return true }
                if !level.comma { return false }
            case UInt8(ascii: "#"):
                // `#if` and its kin may stand in a parameter clause; `#selector(…)` is an expression.
                let (ws, we) = word(around: j + 1)
                if ws == j + 1 && (equals(ws, we, "if") || equals(ws, we, "else") || equals(ws, we, "elseif") || equals(ws, we, "endif")) { return true }
                if !level.comma { return false }
            case UInt8(ascii: "'"):
                return true
            default:
                // Other operators (`+`, `-`, `\`, `%`…) are an expression's: no head of a
                // declaration. In a later element, they are an earlier one's default value.
                if !level.comma { return false }
            }
            i = j
        }
        return true
    }

    private func isOperatorByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "-"),
             UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    private func followsOpenerOrComma(_ ws: Int) -> Bool {
        if case .position(let d) = previous(ws), base[d] == UInt8(ascii: "(") || base[d] == UInt8(ascii: ",") { return true }
        return false
    }

    private func isMember(_ ws: Int) -> Bool {
        if case .position(let d) = previous(ws), base[d] == UInt8(ascii: ".") { return true }
        return false
    }

    /// Words no parameter clause or `let` head holds before its name or type.
    private func isStopWord(_ s: Int, _ e: Int) -> Bool {
        switch base[s] {
        case UInt8(ascii: "r"): return equals(s, e, "return") || equals(s, e, "repeat")
        case UInt8(ascii: "i"): return equals(s, e, "if") || equals(s, e, "in") || equals(s, e, "import") || equals(s, e, "init")
        case UInt8(ascii: "e"): return equals(s, e, "else") || equals(s, e, "enum") || equals(s, e, "extension")
        case UInt8(ascii: "g"): return equals(s, e, "guard")
        case UInt8(ascii: "s"): return equals(s, e, "switch") || equals(s, e, "struct") || equals(s, e, "subscript")
        case UInt8(ascii: "f"): return equals(s, e, "for") || equals(s, e, "func") || equals(s, e, "fallthrough")
        case UInt8(ascii: "w"): return equals(s, e, "while") || equals(s, e, "where")
        case UInt8(ascii: "d"): return equals(s, e, "do") || equals(s, e, "defer") || equals(s, e, "default")
        case UInt8(ascii: "c"): return equals(s, e, "case") || equals(s, e, "catch") || equals(s, e, "class") || equals(s, e, "continue")
        case UInt8(ascii: "t"): return equals(s, e, "throw") || equals(s, e, "typealias")
        case UInt8(ascii: "b"): return equals(s, e, "break")
        case UInt8(ascii: "p"): return equals(s, e, "protocol")
        case UInt8(ascii: "a"): return equals(s, e, "actor")
        default: return false
        }
    }

    // MARK: Groups and strings

    /// The opening bracket of the group closed at `close`, walking back; nil when unclear (a
    /// string, a comment, too far).
    private func matchingOpen(_ close: Int) -> Int? {
        var depth = 0
        var k = close
        while k >= 0 && close - k < budget {
            let c = base[k]
            switch c {
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth += 1
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth -= 1
                if depth == 0 { return k }
            case UInt8(ascii: "\""):
                guard let open = stringStart(k) else { return nil }
                k = open
            case UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "#"), UInt8(ascii: "'"), 10, 13:
                // Line breaks: a comment may end an earlier line inside the group.
                if c == 10 || c == 13 {
                    if case .unclear = previous(k + 1) { return nil }
                    var lineStart = k
                    while lineStart > 0 && base[lineStart - 1] != 10 && base[lineStart - 1] != 13 { lineStart -= 1 }
                    if lineHasComment(lineStart, k) { return nil }
                } else {
                    return nil
                }
            default:
                break
            }
            k -= 1
        }
        return nil
    }

    private func lineHasComment(_ s: Int, _ e: Int) -> Bool {
        var m = s
        while m + 1 < e {
            if base[m] == UInt8(ascii: "/") && (base[m + 1] == UInt8(ascii: "/") || base[m + 1] == UInt8(ascii: "*")) { return true }
            m += 1
        }
        return false
    }

    /// The opening quote of a plain one-line string closed at `close`; nil for anything else
    /// (an escape, an interpolation, a raw or multi-line string).
    private func stringStart(_ close: Int) -> Int? {
        var k = close - 1
        while k >= 0 {
            let c = base[k]
            if c == UInt8(ascii: "\"") {
                if k > 0 && (base[k - 1] == UInt8(ascii: "\"") || base[k - 1] == UInt8(ascii: "#")) { return nil }
                if close + 1 < n && (base[close + 1] == UInt8(ascii: "\"") || base[close + 1] == UInt8(ascii: "#")) { return nil }
                return k
            }
            if c == UInt8(ascii: "\\") || c == 10 || c == 13 { return nil }
            k -= 1
        }
        return nil
    }

    enum LinePosition { case code, comment, string, unclear }

    /// Where `s` stands on its line, read from the line's start: in code, in a `//` comment, in
    /// a one-line string; unclear after an escape, a raw or multi-line string, a block comment.
    /// Runs read it through `LinePositionCursor`; this is its reference.
    func positionOnLine(_ s: Int) -> LinePosition {
        var k = s
        while k > 0 && base[k - 1] != 10 && base[k - 1] != 13 { k -= 1 }
        var inString = false
        while k < s {
            let c = base[k]
            let next: UInt8 = k + 1 < n ? base[k + 1] : 0
            // The lexer reads `'…'` as a string too (an error, but a string, with interpolations).
            if c == UInt8(ascii: "'") { return .unclear }
            if c == UInt8(ascii: "\"") {
                if next == UInt8(ascii: "\"") || next == UInt8(ascii: "#") || k > 0 && base[k - 1] == UInt8(ascii: "#") { return .unclear }
                inString.toggle()
            } else if inString {
                if c == UInt8(ascii: "\\") {
                    guard next == UInt8(ascii: "(") else { k += 2; continue }
                    // An interpolation: code to its `)`, unless it holds a string or the word.
                    var depth = 0
                    var m = k + 1
                    while m < s {
                        if base[m] == UInt8(ascii: "(") { depth += 1 }
                        if base[m] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
                        if base[m] == UInt8(ascii: "\"") { return .unclear }
                        m += 1
                    }
                    if m >= s { return .unclear }
                    k = m + 1
                    continue
                }
            } else if c == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
                // `#//#` is a regex literal (`#/…/#`), no comment.
                return k > 0 && base[k - 1] == UInt8(ascii: "#") ? .unclear : .comment
            } else if c == UInt8(ascii: "/") && next == UInt8(ascii: "*") || c == UInt8(ascii: "*") && next == UInt8(ascii: "/") {
                return .unclear
            }
            k += 1
        }
        return inString ? .string : .code
    }

    /// Whether the `)` at `close`, right before a head, may close an attribute's argument.
    /// The line is read back to its start within `budget` bytes, else the answer is yes: each
    /// `olor` of a SwiftUI chain of 16,000 modifiers on one line read the whole line (6.4 s).
    private func attributeMayClose(_ close: Int) -> Bool {
        var k = close
        while k > 0 && base[k - 1] != 10 && base[k - 1] != 13 {
            if close - k >= budget { return true }
            k -= 1
        }
        var balance = 0
        var at = false
        for m in k...close {
            switch base[m] {
            case UInt8(ascii: "("): balance += 1
            case UInt8(ascii: ")"): balance -= 1
            case UInt8(ascii: "@"): at = true
            default: break
            }
        }
        // Parentheses in a string on the line are rare enough to be counted as code.
        if balance >= 0 { return at }
        guard let open = matchingOpen(close) else { return true }
        return endsAttribute(open)
    }

    /// Whether the group opening at `open` is an attribute's argument (`@Clamping(0...1)`).
    private func endsAttribute(_ open: Int) -> Bool {
        guard case .position(let q) = previous(open), isNameByte(base[q]) else { return false }
        let ws = wordStart(endingAt: q + 1)
        return ws > 0 && base[ws - 1] == UInt8(ascii: "@")
    }

    /// Whether the `)` at `close` is followed by `->`, `throws` or `async`: a function type.
    private func endsArrowType(_ close: Int) -> Bool {
        var k = close + 1
        k = skipSpace(k)
        if k + 1 < n && base[k] == UInt8(ascii: "-") && base[k + 1] == UInt8(ascii: ">") { return true }
        let e = word(around: k).1
        return k < n && isNameByte(base[k]) && (equals(k, e, "throws") || equals(k, e, "async") || equals(k, e, "rethrows"))
    }

    // MARK: Declarations

    private enum Answer { case yes, no, unclear }

    /// Whether `(` at `open` opens the parameter clause of a `func`, `init`, `subscript` or
    /// enum `case` (through generic clauses and `init?`).
    private func clauseOpener(_ open: Int) -> Answer {
        guard case .position(var q) = previous(open) else { return previous(open).isUnclear ? .unclear : .no }
        if base[q] == UInt8(ascii: ">") {
            // A generic clause: back to its `<`.
            var depth = 0
            var k = q
            while k >= 0 && q - k < 400 {
                if base[k] == UInt8(ascii: ">") { depth += 1 } else if base[k] == UInt8(ascii: "<") { depth -= 1; if depth == 0 { break } }
                if base[k] == UInt8(ascii: "\"") || base[k] == UInt8(ascii: "{") || base[k] == UInt8(ascii: ";") { return .no }
                k -= 1
            }
            guard k >= 0, depth == 0, case .position(let r) = previous(k) else { return .no }
            q = r
        }
        if base[q] == UInt8(ascii: "?") || base[q] == UInt8(ascii: "!") {
            guard case .position(let r) = previous(q) else { return .no }
            q = r
        }
        if isNameByte(base[q]) {
            let ws = wordStart(endingAt: q + 1)
            if isUnclearWord(ws, q + 1) { return .unclear }
            if equals(ws, q + 1, "init") || equals(ws, q + 1, "subscript") {
                // `self.init(…)` and `super.init(…)` are calls; after `..` (an operator, to the
                // lexer) the scan reads a declaration.
                guard case .position(let r) = previous(ws) else { return .yes }
                return base[r] == UInt8(ascii: ".") && !(r > 0 && base[r - 1] == UInt8(ascii: ".")) ? .no : .yes
            }
            guard case .position(let r) = previous(ws) else { return .no }
            if isNameByte(base[r]) {
                let rs = wordStart(endingAt: r + 1)
                if isUnclearWord(rs, r + 1) { return .unclear }
                return equals(rs, r + 1, "func") || equals(rs, r + 1, "case") ? .yes : .no
            }
            // `case a, b(…)`: back over the list to `case`.
            if base[r] == UInt8(ascii: ",") { return caseList(before: r) }
            return .no
        }
        // `func ==(…)`: an operator's name.
        if isOperatorByte(base[q]) {
            var k = q
            while k > 0 && isOperatorByte(base[k - 1]) { k -= 1 }
            guard case .position(let r) = previous(k), isNameByte(base[r]) else { return .no }
            let rs = wordStart(endingAt: r + 1)
            if isUnclearWord(rs, r + 1) { return .unclear }
            return equals(rs, r + 1, "func") ? .yes : .no
        }
        return .no
    }

    /// Whether the `,` at `comma` is in an enum `case` list (`case a(x: T), b(`).
    private func caseList(before comma: Int) -> Answer {
        var i = comma
        for _ in 0..<64 {
            guard case .position(var q) = previous(i) else { return .no }
            if base[q] == UInt8(ascii: ")") {
                guard let open = matchingOpen(q) else { return .unclear }
                guard case .position(let r) = previous(open) else { return .no }
                q = r
            }
            guard isNameByte(base[q]) else { return .no }
            let ws = wordStart(endingAt: q + 1)
            guard case .position(let r) = previous(ws) else { return .no }
            if isNameByte(base[r]) {
                let rs = wordStart(endingAt: r + 1)
                if isUnclearWord(rs, r + 1) { return .unclear }
                return equals(rs, r + 1, "case") ? .yes : .no
            }
            guard base[r] == UInt8(ascii: ",") else { return .no }
            i = r
        }
        return .unclear
    }

    /// A type as `TypeSyntax` reads it, from the bytes: the last name of the value's type, and
    /// whether a tree type qualifies it or it is a collection's element. Nil when unclear.
    private struct ByteType {
        enum Shape { case named(Int, Int), function, tuple }
        var shape: Shape
        var qualifiedByTree = false
        var isCollectionElement = false
    }

    /// Past whitespace and comments, as the tokenizer passes over them.
    private func skipSpace(_ k: Int) -> Int {
        k < n ? ByteTrivia.skip(base, k, n) : n
    }

    private func type(at start: Int, depth: Int = 0) -> ByteType? {
        guard depth < 8 else { return nil }
        var k = skipSpace(start)
        while k < n && base[k] == UInt8(ascii: "@") { k = skipSpace(word(around: k + 1).1) }
        while k < n && isNameByte(base[k]) {
            let (s, e) = word(around: k)
            guard equals(s, e, "inout") || equals(s, e, "some") || equals(s, e, "any") || equals(s, e, "borrowing")
                    || equals(s, e, "consuming") || equals(s, e, "sending") || equals(s, e, "__owned") || equals(s, e, "__shared") else { break }
            k = skipSpace(e)
        }
        guard k < n else { return nil }
        switch base[k] {
        case UInt8(ascii: "["):
            // `[T]`, or `[K: V]` whose values are a literal's elements.
            var m = k + 1
            var d = 0
            var valueStart = k + 1
            while m < n {
                let c = base[m]
                if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") { d += 1 }
                if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") { if d == 0 { break }; d -= 1 }
                if c == UInt8(ascii: "\"") || c == UInt8(ascii: "/") { return nil }
                if c == UInt8(ascii: ":") && d == 0 { valueStart = m + 1; break }
                m += 1
            }
            guard var t = type(at: valueStart, depth: depth + 1) else { return nil }
            t.isCollectionElement = true
            return t
        case UInt8(ascii: "("):
            guard let close = matchingClose(k) else { return nil }
            if endsArrowType(close) { return ByteType(shape: .function) }
            // One unlabelled element is that element's type; anything else a tuple.
            var m = k + 1
            var d = 0
            while m < close {
                let c = base[m]
                if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") { d += 1 }
                if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") { d -= 1 }
                if d == 0 && (c == UInt8(ascii: ",") || c == UInt8(ascii: ":")) { return ByteType(shape: .tuple) }
                m += 1
            }
            return type(at: k + 1, depth: depth + 1) ?? ByteType(shape: .tuple)
        default:
            guard isNameByte(base[k]) else { return nil }
            var (s, e) = word(around: k)
            let firstStart = s, firstEnd = e
            var components = 1
            while true {
                let d = skipSpace(e)
                guard d < n, base[d] == UInt8(ascii: "."), case let m = skipSpace(d + 1), m < n, isNameByte(base[m]) else { break }
                (s, e) = word(around: m)
                components += 1
            }
            let g = skipSpace(e)
            if g < n && base[g] == UInt8(ascii: "<") && components == 1
                && (equals(firstStart, firstEnd, "Optional") || equals(firstStart, firstEnd, "Array")) {
                guard var t = type(at: g + 1, depth: depth + 1) else { return nil }
                if equals(firstStart, firstEnd, "Array") { t.isCollectionElement = true }
                return t
            }
            let module = String(decoding: UnsafeBufferPointer(start: base + firstStart, count: firstEnd - firstStart), as: UTF8.self)
            return ByteType(shape: .named(s, e), qualifiedByTree: components > 1 && !TypeSyntax.frameworkModules.contains(module))
        }
    }

    /// `NameRuleCoverage` on bytes: a declaration the name rules already read right, which the
    /// scan does not record.
    private func covered(_ ns: Int, _ ne: Int, _ t: ByteType?, parameter: Bool = false) -> Bool {
        guard let t else { return false }
        let colorName = isColorName(ns, ne)
        switch t.shape {
        case .tuple:
            return false  // its elements are recorded as labels of their own
        case .function:
            return NameRuleCoverage.covers(nameIsColor: colorName, .function, parameter: parameter)
        case .named(let s, let e):
            let facts = NameRuleCoverage.TypeFacts(
                endsInOlor: e - s >= 4 && equals(e - 4, e, "olor"), base: colorType(s, e),
                isTreeType: t.qualifiedByTree, isCollectionElement: t.isCollectionElement)
            return NameRuleCoverage.covers(nameIsColor: colorName, facts, parameter: parameter)
        }
    }

    /// The `)` or `]` closing the group opened at `open`; nil when unclear.
    private func matchingClose(_ open: Int) -> Int? {
        var depth = 0
        var k = open
        while k < n && k - open < budget {
            switch base[k] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return k }
            case UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                return nil
            default:
                break
            }
            k += 1
        }
        return nil
    }

    /// `let|var` at `ls..<le`, met walking back from the word at `word`: a property head
    /// (`let name: Type`, `var name = Type.member`) the scan records unless the name rules
    /// already read it right.
    private func property(after ls: Int, _ le: Int, hit: Int) -> Bool {
        // The scan passes over `static let` and `class var`: read as `Type.name`, never assigned by name.
        if case .position(let r) = previous(ls), isNameByte(base[r]) {
            let rs = wordStart(endingAt: r + 1)
            if !isUnclearWord(rs, r + 1) && (equals(rs, r + 1, "static") || equals(rs, r + 1, "class")) { return false }
        }
        var k = le
        k = skipSpace(k)
        if k < n && base[k] == UInt8(ascii: "`") { return true }  // a name in backticks: rare, kept
        let (ns, ne) = word(around: k)
        guard ns == k, ne > ns else { return false }  // a tuple pattern: not recorded
        var q = ne
        q = skipSpace(q)
        guard q < n else { return false }
        if base[q] == UInt8(ascii: ":") {
            // The scan reads the name and the type: a word after them is another statement's.
            let typeEnd = typeSpanEnd(q + 1)
            guard hit < typeEnd, mentionsColor(ns, ne) || mentionsColor(q + 1, typeEnd) else { return false }
            let t = type(at: q + 1)
            return !covered(ns, ne, t) || mayDeclareStruct && !covered(ns, ne, t, parameter: true)
        }
        if base[q] == UInt8(ascii: "=") && !(q + 1 < n && base[q + 1] == UInt8(ascii: "=")) {
            return initializerShape(name: ns, ne, equals: q, hit: hit)
        }
        return false
    }

    /// `=` at `eq`, with no `,` between it and the word: the word is in an initializer. Only
    /// `let|var name = Type.member` and `= Type(…)` are recorded, the word among those tokens.
    private func initializer(equals eq: Int, hit: Int) -> Bool {
        guard case .position(let q) = previous(eq) else { return false }
        if base[q] == UInt8(ascii: "`") { return true }  // a name in backticks: rare, kept
        guard isNameByte(base[q]) else { return false }
        let ns = wordStart(endingAt: q + 1)
        guard case .position(let r) = previous(ns), isNameByte(base[r]) else { return false }
        let ks = wordStart(endingAt: r + 1)
        if isUnclearWord(ks, r + 1) { return true }
        guard equals(ks, r + 1, "let") || equals(ks, r + 1, "var") else { return false }
        if case .position(let p) = previous(ks), isNameByte(base[p]) {
            let ps = wordStart(endingAt: p + 1)
            if !isUnclearWord(ps, p + 1) && (equals(ps, p + 1, "static") || equals(ps, p + 1, "class")) { return false }
        }
        return initializerShape(name: ns, q + 1, equals: eq, hit: hit)
    }

    /// `name = Type.member` or `name = Type(`, with a color named among its words.
    private func initializerShape(name ns: Int, _ ne: Int, equals eq: Int, hit: Int) -> Bool {
        var k = eq + 1
        k = skipSpace(k)
        let (ts, te) = word(around: k)
        // `#if` between the `=` and the type: unclear.
        guard ts == k, te > ts else { return k < n && base[k] == UInt8(ascii: "#") }
        let head = base[ts]
        // The scan asks for an uppercase first letter; a byte above ASCII may be one.
        guard (head >= UInt8(ascii: "A") && head <= UInt8(ascii: "Z")) || head >= 0x80 else { return false }
        var end = te
        if te < n && base[te] == UInt8(ascii: "(") {
            end = te
        } else {
            var d = te
            d = skipSpace(d)
            guard d < n, base[d] == UInt8(ascii: ".") else { return false }
            var m = d + 1
            m = skipSpace(m)
            end = word(around: m).1
            guard end > m else { return false }
            // `UIColor.gray.withAlphaComponent(…)`: a chain, whose type the scan does not guess.
            let after = skipSpace(end)
            let next = skipSpace(after + 1)
            if after < n && base[after] == UInt8(ascii: ".") && next < n && isNameByte(base[next]) { return false }
        }
        return hit < end && (mentionsColor(ns, ne) || mentionsColor(ts, end))
    }

    /// Where a type written after the `:` at `colon - 1` may end, at the latest: at `=`, `{`,
    /// `,`, `;` or an unmatched bracket, or at a line break the type does not go on after.
    /// Unclear bytes (a string, a comment) make it the file's end.
    private func typeSpanEnd(_ colon: Int) -> Int {
        var q = colon
        q = skipSpace(q)
        var depth = 0
        while q < n {
            let c = base[q]
            switch c {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                if depth == 0 { return q }
                depth -= 1
            case UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "#"):
                return n
            case UInt8(ascii: "="):
                if depth == 0 && !(q + 1 < n && base[q + 1] == UInt8(ascii: "=")) && !isOperatorByte(base[q - 1]) { return q }
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
                if depth == 0 { return q }
            case UInt8(ascii: ","):
                if depth == 0 { return q }
            case 10, 13:
                if depth == 0 {
                    var m = q
                    m = skipSpace(m)
                    guard m < n else { return n }
                    switch base[m] {
                    case UInt8(ascii: "."), UInt8(ascii: "&"), UInt8(ascii: "-"), UInt8(ascii: "<"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "/"):
                        break
                    default:
                        return q
                    }
                }
            default:
                break
            }
            q += 1
        }
        return n
    }

    /// The word stands in a parameter of the clause opening at `open`: recorded unless its
    /// label and name are colors by the name rules and its type one framework color type.
    private func parameter(open: Int, hit: Int) -> Bool {
        // The parameter holding the word: after the last `,` at the clause's level before it.
        var start = open + 1
        var k = open + 1
        var depth = 0
        while k < hit {
            switch base[k] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ","): if depth == 0 { start = k + 1 }
            case UInt8(ascii: "\""):
                // A plain one-line string (a default value) is passed over.
                var m = k + 1
                while m < hit && base[m] != UInt8(ascii: "\"") {
                    if base[m] == UInt8(ascii: "\\") || base[m] == 10 || base[m] == 13 { return true }
                    m += 1
                }
                guard m < hit, !(m == k + 1 && m + 1 < n && base[m + 1] == UInt8(ascii: "\"")) else { return true }
                k = m
            case UInt8(ascii: "/"), UInt8(ascii: "#"): return true
            default: break
            }
            k += 1
        }
        // `[@attributes] label [name]: Type`
        var q = start
        while true {
            q = skipSpace(q)
            guard q < n, base[q] == UInt8(ascii: "@") else { break }
            q = word(around: q + 1).1
            guard q > 0 else { return true }
            q = skipSpace(q)
            if q < n && base[q] == UInt8(ascii: "(") {
                return true  // an attribute's argument: rare, not worth reading
            }
        }
        let (ls, le) = word(around: q)
        guard ls == q, le > ls else { return true }
        var names = [(ls, le)]
        var c = le
        c = skipSpace(c)
        if c < n && base[c] == UInt8(ascii: "`") { return true }  // a name in backticks: rare, kept
        if c < n && isNameByte(base[c]) {
            let (s2, e2) = word(around: c)
            names.append((s2, e2))
            c = e2
            c = skipSpace(c)
        }
        // `case color(UIColor)`: a payload with no label is its type alone, recorded by position.
        // (A clause of a func or init always has the colon: without one, the file is kept.)
        guard c < n, base[c] == UInt8(ascii: ":") else { return true }
        // The word in a default value (after `=`) stands in no head.
        if hit > c {
            var m = c + 1
            var d = 0
            while m < hit {
                switch base[m] {
                case UInt8(ascii: "("), UInt8(ascii: "["): d += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): d -= 1
                case UInt8(ascii: "="):
                    if d == 0 && !isOperatorByte(base[m - 1]) && !(m + 1 < n && base[m + 1] == UInt8(ascii: "=")) { return false }
                default: break
                }
                m += 1
            }
        }
        // An unlabeled parameter is recorded by its position whatever its name: no name rule reads
        // its arguments. Otherwise the scan records `label` and `name` unless the name rules read both right.
        // (`_ color: UIColor`, also `_: UIColor` with no name)
        if equals(names[0].0, names[0].1, "_") { return true }
        let t = type(at: c + 1)
        if case .tuple? = t?.shape { return true }  // its elements are recorded as labels
        return names.contains { !covered($0.0, $0.1, t, parameter: true) }
    }
}

private extension SiteWalk.Step {
    var isUnclear: Bool { if case .unclear = self { return true } else { return false } }
}
