/// What opens a `{`: read back from the brace over the tokens of its own statement at its own
/// bracket level (a parenthesized group is stepped over via its partner), to the nearest keyword
/// that introduces a body (`func`, `class`, `if`, `var`, …), then over the attributes and
/// modifiers before that keyword. The walk stops at a statement's edge (`{`, `}`, `;`, a
/// `#if` line, or a line break between a token that can end a statement and a word that starts
/// one); a brace with no introducer before it is a closure. Each token is read back over by one
/// brace at most (the walk stops at the previous brace of its level), so all reads are linear.
struct ScopeHead {
    let file: SwiftSource

    struct Reading {
        var kind: Scope.Kind
        var name: String? = nil
        var nameToken = -1
        var inherited: [String] = []
        var modifiers: [String] = []
        var declarationStart: Int
        var keywordToken: Int
    }

    func read(braceAt b: Int, parent: Reading) -> Reading {
        if let accessor = accessor(braceAt: b, parent: parent) { return accessor }
        let afterElse = file.code.indices.contains(b - 1) && file.code[b - 1].kind == .keyword && file.codeIs(b - 1, "else")
        // `} else {` (also with an `#endif` between): an if's else branch. `guard … else {` reads on.
        if afterElse && (b < 2 || file.isChar(b - 2, "}") || (file.kind(b - 2) == .pound && isDirective(b - 2))) {
            return Reading(kind: .block(.else), declarationStart: b - 1, keywordToken: b - 1)
        }
        var n = b - 1
        var sawAssignment = false
        while n >= 0 {
            if n + 1 < b, endsStatementBetween(n, n + 1) { break }
            let t = file.code[n]
            if t.length == 1 && file.bytes[t.begin] == UInt8(ascii: "=") {
                sawAssignment = true
            } else if t.kind == .punct && t.length == 1 {
                let c = file.bytes[t.begin]
                if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") {
                    guard let o = file.matchingOpen(n) else { break }
                    n = o - 1
                    continue
                }
                if c == UInt8(ascii: "{") || c == UInt8(ascii: "}") || c == UInt8(ascii: ";") || c == UInt8(ascii: "(")
                    || c == UInt8(ascii: "[") { break }
            } else if t.kind == .stringInterpolationOpen {
                break
            } else if t.kind == .pound {
                if isDirective(n) { break }
            } else if t.kind == .keyword && !file.isChar(n - 1, ".") && !(afterElse && n == b - 1) {
                switch introducer(n) {
                case .continues: break
                case .stops: return closure(b)
                case .block(let keyword): return block(keyword, at: n, brace: b)
                case .function(let keyword): return function(keyword, at: n)
                case .type(let keyword): return type(keyword, at: n, brace: b)
                case .property:
                    // `let x = f { … }` is a trailing closure; `var x = 0 { didSet … }` observers.
                    if sawAssignment && !opensObservers(b) { return closure(b) }
                    return property(at: n)
                }
            } else if t.kind == .identifier && file.codeIs(n, "actor") && file.kind(n + 1) == .identifier && !file.isChar(n - 1, ".") {
                return type(.actor, at: n, brace: b)
            }
            n -= 1
        }
        return closure(b)
    }

    // MARK: - Introducers

    private enum Introducer {
        case continues, stops
        case block(Scope.BlockKeyword)
        case function(Scope.FunctionKeyword)
        case type(Scope.TypeKeyword)
        case property
    }

    // Keywords are compared through `file.codeIs`, not a word value holding a copy of the file:
    // each copy retained and released the source's arrays, at every token a head walk read
    // (callgrind, fsnotes of corpus22: `ScopeBuilder.build` 39.8 M instructions before, 11.2 M after).

    /// What the keyword at `n` says of the brace after it.
    private func introducer(_ n: Int) -> Introducer {
        let t = file.code[n]
        switch t.length {
        case 2:
            if file.codeIs(n, "if") { return .block(.if) }
            if file.codeIs(n, "do") { return .block(.do) }
            if file.codeIs(n, "in") { return .continues }  // `for x in xs {`; a closure's `in` meets its `{`
        case 3:
            if file.codeIs(n, "for") { return .block(.for) }
            if file.codeIs(n, "var") || file.codeIs(n, "let") { return isPattern(n) ? .continues : .property }
        case 4:
            if file.codeIs(n, "func") { return .function(.func) }
            if file.codeIs(n, "init") { return .function(.`init`) }
            if file.codeIs(n, "case") { return isPattern(n) ? .continues : .stops }
            if file.codeIs(n, "enum") { return .type(.enum) }
            if file.codeIs(n, "else") { return .stops }
        case 5:
            if file.codeIs(n, "guard") { return .block(.guard) }
            if file.codeIs(n, "while") { return .block(.while) }
            if file.codeIs(n, "catch") { return .block(.catch) }
            if file.codeIs(n, "defer") { return .block(.defer) }
            if file.codeIs(n, "class") { return .type(.class) }
            if file.codeIs(n, "throw") { return .stops }
        case 6:
            if file.codeIs(n, "switch") { return .block(.switch) }
            if file.codeIs(n, "repeat") { return .block(.repeat) }
            if file.codeIs(n, "struct") { return .type(.struct) }
            if file.codeIs(n, "deinit") { return .function(.deinit) }
            if file.codeIs(n, "return") { return .stops }
            if file.codeIs(n, "import") { return .stops }
        case 7:
            if file.codeIs(n, "default") { return .stops }
        case 8:
            if file.codeIs(n, "protocol") { return .type(.protocol) }
        case 9:
            if file.codeIs(n, "extension") { return .type(.extension) }
            if file.codeIs(n, "subscript") { return .function(.subscript) }
            if file.codeIs(n, "typealias") { return .stops }
        default:
            break
        }
        return .continues
    }

    /// Whether the `let`, `var` or `case` at `n` binds a pattern of a condition or a loop
    /// (`if let`, `guard case`, `for case let`, `, var`), not a declaration.
    private func isPattern(_ n: Int) -> Bool {
        let p = n - 1
        guard p >= 0 else { return false }
        if file.isChar(p, ",") || file.isChar(p, "(") { return true }
        guard file.code[p].kind == .keyword else { return false }
        return file.codeIs(p, "if") || file.codeIs(p, "guard") || file.codeIs(p, "while") || file.codeIs(p, "for") || file.codeIs(p, "case") || file.codeIs(p, "catch")
    }

    /// Whether a line break between code tokens `a` and `a + 1` ends a statement: `a` can end
    /// one (a word, a literal, a closer, a postfix `?`/`!`) and `a + 1` is a word that does not
    /// continue one (`where`, `throws`, `else`, `in`, `as`, …) or an attribute's `@`.
    func endsStatementBetween(_ a: Int, _ next: Int) -> Bool {
        let t = file.code[a], u = file.code[next]
        guard u.kind.isWord || (u.kind == .punct && u.length == 1 && file.bytes[u.begin] == UInt8(ascii: "@")) else { return false }
        switch t.kind {
        case .identifier, .integer, .float, .stringQuote, .regex: break
        case .keyword:
            guard file.codeIs(a, "true") || file.codeIs(a, "false") || file.codeIs(a, "nil") || file.codeIs(a, "self") || file.codeIs(a, "Self") || file.codeIs(a, "super") else { return false }
        case .punct:
            guard t.length == 1, file.bytes[t.begin] == UInt8(ascii: ")") || file.bytes[t.begin] == UInt8(ascii: "]") else { return false }
        case .operator:
            guard t.length == 1, file.bytes[t.begin] == UInt8(ascii: "?") || file.bytes[t.begin] == UInt8(ascii: "!") || file.bytes[t.begin] == UInt8(ascii: ">") else { return false }
        default:
            return false
        }
        if u.kind.isWord {
            if file.codeIs(next, "where") || file.codeIs(next, "throws") || file.codeIs(next, "rethrows") || file.codeIs(next, "async") || file.codeIs(next, "else") || file.codeIs(next, "in") || file.codeIs(next, "as")
                || file.codeIs(next, "is") || file.codeIs(next, "catch") || file.codeIs(next, "some") || file.codeIs(next, "any") { return false }
        }
        guard file.lineBreakBetween(a, next) else { return false }
        return true
    }

    /// `#if`, `#elseif`, `#else`, `#endif`.
    func isDirective(_ n: Int) -> Bool {
        file.codeIs(n, "#if") || file.codeIs(n, "#elseif") || file.codeIs(n, "#else") || file.codeIs(n, "#endif")
    }

    // MARK: - Readings

    private func closure(_ b: Int) -> Reading {
        Reading(kind: .closure, declarationStart: b, keywordToken: b)
    }

    private func block(_ keyword: Scope.BlockKeyword, at n: Int, brace b: Int) -> Reading {
        let kind = keyword
        var start = n
        // A label: `outer: for … {`.
        if file.isChar(n - 1, ":"), file.kind(n - 2) == .identifier, !file.isChar(n - 3, "."),
           file.isChar(n - 3, "{") || file.isChar(n - 3, "}") || file.isChar(n - 3, ";") || n - 2 == 0 || file.lineBreakBetween(n - 3, n - 2) {
            start = n - 2
        }
        return Reading(kind: .block(kind), declarationStart: start, keywordToken: n)
    }

    private func function(_ keyword: Scope.FunctionKeyword, at n: Int) -> Reading {
        var reading = Reading(kind: .function(keyword), declarationStart: n, keywordToken: n)
        switch keyword {
        case .func:
            if file.isWord(n + 1) || file.kind(n + 1) == .operator || file.kind(n + 1) == .punct {
                reading.name = name(of: n + 1)
                reading.nameToken = n + 1
            }
        case .`init`: reading.name = "init"; reading.nameToken = n
        case .deinit: reading.name = "deinit"; reading.nameToken = n
        case .subscript: reading.name = "subscript"; reading.nameToken = n
        default: break
        }
        attachModifiers(&reading, before: n)
        return reading
    }

    private func property(at n: Int) -> Reading {
        var reading = Reading(kind: .function(.property), declarationStart: n, keywordToken: n)
        if file.kind(n + 1) == .identifier {
            reading.name = name(of: n + 1)
            reading.nameToken = n + 1
        }
        attachModifiers(&reading, before: n)
        return reading
    }

    private func type(_ keyword: Scope.TypeKeyword, at n: Int, brace b: Int) -> Reading {
        var reading = Reading(kind: .type(keyword), declarationStart: n, keywordToken: n)
        var k = n + 1
        if file.isWord(k) {
            var text = name(of: k)
            while file.isChar(k + 1, "."), file.isWord(k + 2) {
                k += 2
                text += "." + name(of: k)
            }
            reading.name = text
            reading.nameToken = k
            k = TypeSyntax.skipAngles(file, k + 1)
            if file.isChar(k, ":") { reading.inherited = inheritance(from: k + 1, to: b) }
        } else if keyword == .extension, file.isChar(k, "["), let close = file.matchingClose(k), close < b {
            // `extension [String: Int] {`, `extension [Item]? {`: the sugared type as written.
            var end = close
            if file.isChar(end + 1, "?") { end += 1 }
            reading.name = file.text(file.code[k].begin..<file.code[end].end)
        }
        attachModifiers(&reading, before: n)
        return reading
    }

    /// The accessor a `{` opens directly in a property's or subscript's body: `get {`,
    /// `set(value) {`, `mutating get throws {`, `didSet {`.
    private func accessor(braceAt b: Int, parent: Reading) -> Reading? {
        switch parent.kind {
        case .function(.property), .function(.subscript): break
        default: return nil
        }
        var n = b - 1
        if file.isChar(n, ")"), let o = file.matchingOpen(n) { n = o - 1 }  // `set(newValue)`
        while n >= 0, file.kind(n) == .identifier || file.kind(n) == .keyword, isEffect(n) { n -= 1 }
        guard n >= 0, file.kind(n) == .identifier || file.codeIs(n, "init"), !file.isChar(n - 1, ".") else { return nil }
        guard let keyword = Scope.AccessorKeyword(rawValue: file.text(code: n)) else { return nil }
        var reading = Reading(kind: .function(.accessor(keyword)), name: parent.name, nameToken: parent.nameToken,
                              declarationStart: n, keywordToken: n)
        attachModifiers(&reading, before: n)
        return reading
    }

    private func isEffect(_ n: Int) -> Bool {
        return file.codeIs(n, "async") || file.codeIs(n, "throws") || file.codeIs(n, "rethrows")
    }

    /// Whether the body at `b` starts with `willSet` or `didSet`: observers of a stored property.
    private func opensObservers(_ b: Int) -> Bool {
        var k = b + 1
        while file.isChar(k, "@"), file.isWord(k + 1) { k += 2 }
        return file.codeIs(k, "willSet") || file.codeIs(k, "didSet")
    }

    /// A name token's text, backticks removed.
    private func name(of k: Int) -> String {
        let text = file.text(code: k)
        if text.count > 2 && text.hasPrefix("`") && text.hasSuffix("`") { return String(text.dropFirst().dropLast()) }
        return text
    }

    /// The entries of an inheritance clause from `start` to the `where` or the brace at `end`.
    /// A conformance spelled with its module (`extension App: SwiftUI.App`, the way an app whose
    /// own type is named `App` must write it: emitron-iOS) is the framework's protocol: every
    /// reader of `inherited` compares the bare name (a dark-only app's root was read as "some
    /// screens", session 23 review F1). Only Apple's modules are dropped; `Style.Color` stays.
    static func unqualified(_ text: String) -> String {
        guard let dot = text.firstIndex(of: "."), Self.appleModules.contains(String(text[..<dot])) else { return text }
        return String(text[text.index(after: dot)...])
    }

    static let appleModules: Set<String> = Set(Framework.allCases.flatMap(\.importModules) + ["Swift", "Foundation", "Combine", "Observation"])

    private func inheritance(from start: Int, to end: Int) -> [String] {
        var out: [String] = []
        var k = start
        while k < end {
            // Attributes and suppressions: `@unchecked Sendable`, `@MainActor P`, `~Copyable`.
            while k < end, file.isChar(k, "@"), file.isWord(k + 1) { k += 2 }
            if k < end, file.code[k].kind == .operator, file.firstByte(k) == UInt8(ascii: "~") { k += 1 }
            guard k < end, file.isWord(k), !file.codeIs(k, "where") else { break }
            var text = name(of: k)
            while k + 2 < end, file.isChar(k + 1, "."), file.isWord(k + 2) {
                k += 2
                text += "." + name(of: k)
            }
            out.append(Self.unqualified(text))
            k = TypeSyntax.skipAngles(file, k + 1)
            // Anything else up to the entry's end (`P & Q`, `Base<T>.Inner`).
            while k < end, !file.isChar(k, ","), !file.codeIs(k, "where") {
                if let c = file.matchingClose(k), c < end { k = c }
                k += 1
            }
            guard file.isChar(k, ",") else { break }
            k += 1
        }
        return out
    }

    /// Reads the attributes and modifiers before the keyword at `n` into `reading`, moving its
    /// `declarationStart` back to the first.
    private func attachModifiers(_ reading: inout Reading, before n: Int) {
        var k = n - 1
        var found: [String] = []
        while k >= 0 {
            if file.isChar(k, ")"), let o = file.matchingOpen(k), o > 0, file.isWord(o - 1) {
                let w = o - 1
                if file.isChar(w - 1, "@") {  // `@available(iOS 13, *)`
                    found.append("@" + file.text(code: w))
                    k = w - 2
                    continue
                }
                if Self.modifiers.contains(file.text(code: w)) {  // `private(set)`, `unowned(unsafe)`
                    found.append(file.text(file.code[w].begin..<file.code[k].end).filter { $0 != " " })
                    k = w - 1
                    continue
                }
                break
            }
            guard file.isWord(k), !file.isChar(k - 1, ".") else { break }
            if file.isChar(k - 1, "@") {
                found.append("@" + file.text(code: k))
                k -= 2
                continue
            }
            let word = file.text(code: k)
            guard Self.modifiers.contains(word) else { break }
            found.append(word)
            k -= 1
        }
        guard !found.isEmpty else { return }
        reading.modifiers = found.reversed()
        reading.declarationStart = k + 1
    }

    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final", "override",
        "mutating", "nonmutating", "convenience", "required", "lazy", "weak", "unowned", "dynamic", "optional",
        "indirect", "nonisolated", "isolated", "distributed", "prefix", "postfix", "infix", "consuming", "borrowing",
        "__consuming",
    ]
}
