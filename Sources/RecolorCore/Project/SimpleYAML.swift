/// The part of YAML an XcodeGen `project.yml` uses: nested block mappings and sequences, plain
/// and quoted scalars, flow lists `[a, b]` and flow maps `{a: b}` (nested, over several lines).
/// Anchors and tags are passed over, aliases and block scalars read as plain text, a plain
/// scalar's continuation lines folded into it. Values are `PlistValue`s (strings, arrays,
/// dictionaries). Nesting deeper than 64 levels is cut off with an error, never a crash.
package enum SimpleYAML {
    package static func parse(_ bytes: [UInt8]) throws(PlistError) -> PlistValue {
        var lines: [Line] = []
        for (n, raw) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = stripComment(Substring(raw))
            let content = text.drop { $0 == " " }
            // A document marker may carry trailing blanks (ruuvi's included `target.yml` starts `--- `).
            let trimmed = content.trimming(" \t\r")
            guard !trimmed.isEmpty, trimmed != "---", trimmed != "..." else { continue }
            if text.first == "\t" { throw PlistError(line: n + 1, message: "a tab indents this line; YAML indents with spaces") }
            lines.append(Line(number: n + 1, indent: text.count - content.count, content: content.trimming(" \t\r")))
        }
        lines = joinSpanningLines(lines)
        var parser = Parser(lines: lines)
        guard !lines.isEmpty else { return .dictionary([:]) }
        let value = try parser.block(indent: lines[0].indent, depth: 0)
        if parser.k < lines.count { throw PlistError(line: lines[parser.k].number, message: "this line's indentation does not fit the lines before it") }
        return value
    }

    struct Line {
        var number: Int
        var indent: Int
        var content: String
    }

    /// A flow collection or a quoted scalar left open at its line's end takes the next lines
    /// (joined by a space, as YAML folds them) until it closes: `inputFiles: [` … `]` (eRouska).
    /// A block scalar's text (`script: |`) is never joined; one that never closes is left as it is.
    static func joinSpanningLines(_ lines: [Line]) -> [Line] {
        var out: [Line] = []
        var k = 0
        while k < lines.count {
            var line = lines[k]
            k += 1
            var item = Substring(line.content)
            while item.hasPrefix("- ") { item = item.dropFirst(2).drop { $0 == " " } }
            let value = withoutAnchorOrTag(keyValue(String(item))?.1 ?? String(item))
            let open = { (v: String) in YAMLFlow.opensAcrossLines(v) || YAMLFlow.opensQuote(v) }
            if isBlockScalarHeader(value) {
                out.append(line)
                while k < lines.count, lines[k].indent > line.indent { out.append(lines[k]); k += 1 }
                continue
            }
            if open(value) {
                var joined = value
                var end = k
                while end < lines.count, open(joined) { joined += " " + lines[end].content; end += 1 }
                if !open(joined) {
                    line.content += lines[k..<end].map { " " + $0.content }.joined()
                    k = end
                }
            }
            out.append(line)
        }
        return out
    }

    /// The line without a `#` comment (one outside quotes, at the start or after a space).
    static func stripComment(_ line: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for i in line.indices {
            let c = line[i]
            if let q = quote { if c == q { quote = nil } } else if c == "\"" || c == "'" { quote = c } else if c == "#" && (previous == " " || previous == "\t") {
                return line[..<i]
            }
            previous = c
        }
        return line
    }

    struct Parser {
        var lines: [Line]
        var k = 0

        mutating func block(indent: Int, depth: Int) throws(PlistError) -> PlistValue {
            guard depth < 64 else { throw PlistError(line: lines[k].number, message: "nested more than 64 levels deep") }
            return lines[k].content.hasPrefix("- ") || lines[k].content == "-"
                ? try sequence(indent: indent, depth: depth) : try mapping(indent: indent, depth: depth)
        }

        mutating func sequence(indent: Int, depth: Int) throws(PlistError) -> PlistValue {
            var items: [PlistValue] = []
            while k < lines.count, lines[k].indent == indent, lines[k].content.hasPrefix("- ") || lines[k].content == "-" {
                let rest = String(lines[k].content.dropFirst(1).drop { $0 == " " })
                if rest.isEmpty {
                    k += 1
                    if k < lines.count && lines[k].indent > indent { items.append(try block(indent: lines[k].indent, depth: depth + 1)) } else { items.append(.string("")) }
                } else if SimpleYAML.keyValue(rest) != nil {
                    // `- key: value`: a mapping whose keys stand at the column of `key`.
                    lines[k] = Line(number: lines[k].number, indent: indent + lines[k].content.count - rest.count, content: rest)
                    items.append(try mapping(indent: lines[k].indent, depth: depth + 1))
                } else {
                    k += 1
                    items.append(SimpleYAML.scalarOrFlow(rest + continuation(deeperThan: indent)))
                }
            }
            return .array(items)
        }

        /// The lines more indented than a scalar's entry, which YAML folds into the scalar (a plain
        /// scalar over several lines): read as structure they failed the whole spec. A deeper
        /// `key: value` or `- item` is no continuation (YAML refuses it too): it still fails.
        mutating func continuation(deeperThan indent: Int) -> String {
            var text = ""
            while k < lines.count, lines[k].indent > indent, !lines[k].content.hasPrefix("- "), SimpleYAML.keyValue(lines[k].content) == nil {
                text += " " + lines[k].content
                k += 1
            }
            return text
        }

        mutating func mapping(indent: Int, depth: Int) throws(PlistError) -> PlistValue {
            var out: [String: PlistValue] = [:]
            while k < lines.count, lines[k].indent == indent, !lines[k].content.hasPrefix("- ") {
                guard let (key, written) = SimpleYAML.keyValue(lines[k].content) else {
                    throw PlistError(line: lines[k].number, message: "expected 'key: value'")
                }
                k += 1
                // An anchor or a tag (`base: &base`, `x: !tag`) before the value: the value is what follows.
                let value = SimpleYAML.withoutAnchorOrTag(written)
                if SimpleYAML.isBlockScalarHeader(value) {
                    // `script: |` (ReadingList's postActions): every more indented line is its
                    // text, whatever its own indentation; read as structure, the first line
                    // indented deeper than the one before failed the whole spec.
                    var text: [String] = []
                    while k < lines.count, lines[k].indent > indent { text.append(lines[k].content); k += 1 }
                    out[key] = .string(text.joined(separator: "\n"))
                } else if !value.isEmpty {
                    out[key] = SimpleYAML.scalarOrFlow(value + continuation(deeperThan: indent))
                } else if k < lines.count && (lines[k].indent > indent || lines[k].indent == indent && lines[k].content.hasPrefix("- ")) {
                    out[key] = try block(indent: lines[k].indent, depth: depth + 1)
                } else {
                    out[key] = .string("")
                }
            }
            return .dictionary(out)
        }
    }

    /// `|`, `>`, with a chomping (`|-`, `>+`) or indentation indicator (`|2`): a block scalar's
    /// header, its text on the more indented lines after it.
    static func isBlockScalarHeader(_ value: String) -> Bool {
        guard let first = value.first, first == "|" || first == ">" else { return false }
        return value.dropFirst().allSatisfy { $0 == "-" || $0 == "+" || $0.isNumber }
    }

    /// `key: value` or `key:` (value empty); nil when the text is no mapping entry.
    static func keyValue(_ text: String) -> (String, String)? {
        var quote: Character?
        for i in text.indices {
            let c = text[i]
            if let q = quote { if c == q { quote = nil }; continue }
            if c == "\"" || c == "'" { if i == text.startIndex { quote = c }; continue }
            if c == "[" || c == "{" { if i == text.startIndex { return nil } }
            if c == ":" {
                let after = text.index(after: i)
                guard after == text.endIndex || text[after] == " " else { continue }
                let key = unquoted(text[..<i].trimming(" "))
                return (key, text[after...].trimming(" "))
            }
        }
        return nil
    }

    static func unquoted(_ s: String) -> String {
        if s.count >= 2, let f = s.first, f == "\"" || f == "'", s.last == f { return String(s.dropFirst().dropLast()) }
        return s
    }

    /// The value without a leading anchor (`&name`) or tag (`!tag`, `!!str`).
    static func withoutAnchorOrTag(_ value: String) -> String {
        var v = Substring(value)
        while let f = v.first, f == "&" || f == "!" {
            v = v.drop { $0 != " " }.drop { $0 == " " }
        }
        return String(v)
    }

    /// A scalar, or a flow list / map (nested, quoted: `YAMLFlow`).
    static func scalarOrFlow(_ text: String) -> PlistValue {
        if text.hasPrefix("[") || text.hasPrefix("{"), let value = YAMLFlow.parse(text) { return value }
        if text.hasPrefix("["), text.hasSuffix("]") {
            return .array(text.dropFirst().dropLast().split(separator: ",").map { .string(unquoted($0.trimming(" "))) }.filter { $0 != .string("") })
        }
        if text.hasPrefix("{"), text.hasSuffix("}") {
            var out: [String: PlistValue] = [:]
            for part in text.dropFirst().dropLast().split(separator: ",") {
                if let (key, value) = keyValue(part.trimming(" ")) { out[key] = .string(unquoted(value)) }
            }
            return .dictionary(out)
        }
        return .string(unquoted(text))
    }
}
