/// YAML's flow collections (`[a, "b, c", {d: e}]`, `{a: [b, c]}`), nested and quoted, and the
/// lines they span: eRouska's `project.yml` writes `inputFiles: [` on one line, its items on the
/// next ones and `]` on a line of its own (valid YAML); read line by line, the items' indentation
/// "did not fit" and the whole spec was dropped with its iOS 13.5 deployment target, so fix wrote
/// iOS 15 API into the app (session 25's review, F1).
enum YAMLFlow {
    /// How many flow collections `text` leaves open (brackets inside quotes do not count; a quote
    /// opens only where a scalar starts: `Tom's` is no quote).
    static func openDepth(_ text: String) -> Int {
        var depth = 0
        var quote: Character?
        var previous: Character = " "
        for c in text {
            if let q = quote {
                if c == q { quote = nil }
            } else if (c == "\"" || c == "'") && " [{,:".contains(previous) {
                quote = c
            } else if c == "[" || c == "{" {
                depth += 1
            } else if c == "]" || c == "}" {
                depth = max(0, depth - 1)
            }
            previous = c
        }
        return depth
    }

    /// Whether a value opens a flow collection it does not close on its line.
    static func opensAcrossLines(_ value: String) -> Bool {
        guard let first = value.first, first == "[" || first == "{" else { return false }
        return openDepth(value) > 0
    }

    /// Whether a value is a quoted scalar its line does not close (`"a` … `b"` on the next line).
    static func opensQuote(_ value: String) -> Bool {
        guard let q = value.first, q == "\"" || q == "'" else { return false }
        var escaped = false
        var rest = value.dropFirst()
        while let c = rest.first {
            rest = rest.dropFirst()
            if q == "\"" && escaped { escaped = false; continue }
            if q == "\"" && c == "\\" { escaped = true; continue }
            if c == q {
                if q == "'", rest.first == "'" { rest = rest.dropFirst(); continue }
                return false
            }
        }
        return true
    }

    /// A flow collection's value: `[…]` an array, `{…}` a dictionary, items nested to any depth;
    /// nil when `text` is not one whole collection.
    static func parse(_ text: String) -> PlistValue? {
        let chars = Array(text)
        var i = 0
        guard let value = collection(chars, &i, depth: 0) else { return nil }
        skipBlanks(chars, &i)
        return i == chars.count ? value : nil
    }

    static func skipBlanks(_ c: [Character], _ i: inout Int) {
        while i < c.count, c[i] == " " || c[i] == "\t" { i += 1 }
    }

    static func collection(_ c: [Character], _ i: inout Int, depth: Int) -> PlistValue? {
        guard depth < 64, i < c.count, c[i] == "[" || c[i] == "{" else { return nil }
        let isMap = c[i] == "{", close: Character = isMap ? "}" : "]"
        i += 1
        var items: [PlistValue] = []
        var map: [String: PlistValue] = [:]
        while true {
            skipBlanks(c, &i)
            guard i < c.count else { return nil }
            if c[i] == close { i += 1; break }
            if c[i] == "," { i += 1; continue }
            guard let first = item(c, &i, depth: depth) else { return nil }
            skipBlanks(c, &i)
            if i < c.count, c[i] == ":", i + 1 == c.count || " ,]}".contains(c[i + 1]) || isQuoted(first) {
                i += 1
                skipBlanks(c, &i)
                let read = i < c.count && c[i] != "," && c[i] != close ? item(c, &i, depth: depth) : Item(value: .string(""))
                guard let value = read?.value else { return nil }
                let key = first.scalar ?? ""
                if isMap { map[key] = value } else { items.append(.dictionary([key: value])) }
            } else if isMap {
                map[first.scalar ?? ""] = .string("")
            } else {
                items.append(first.value)
            }
        }
        return isMap ? .dictionary(map) : .array(items)
    }

    /// An item: a nested collection, a quoted scalar or a plain one (up to `,`, `]`, `}` or `: `).
    struct Item {
        var value: PlistValue
        var quoted = false
        var scalar: String? { if case .string(let s) = value { return s }; return nil }
    }

    static func isQuoted(_ item: Item) -> Bool { item.quoted }

    static func item(_ c: [Character], _ i: inout Int, depth: Int) -> Item? {
        if c[i] == "[" || c[i] == "{" { return collection(c, &i, depth: depth + 1).map { Item(value: $0) } }
        if c[i] == "\"" || c[i] == "'" {
            let q = c[i]
            var s = ""
            i += 1
            while i < c.count {
                if c[i] == q {
                    // `''` in a single-quoted scalar is one quote.
                    if q == "'", i + 1 < c.count, c[i + 1] == "'" { s.append("'"); i += 2; continue }
                    i += 1
                    return Item(value: .string(s), quoted: true)
                }
                if q == "\"", c[i] == "\\", i + 1 < c.count { s.append(c[i + 1]); i += 2; continue }
                s.append(c[i])
                i += 1
            }
            return nil
        }
        var s = ""
        while i < c.count, !",]}".contains(c[i]) {
            if c[i] == ":", i + 1 == c.count || " ,]}".contains(c[i + 1]) { break }
            s.append(c[i])
            i += 1
        }
        return Item(value: .string(s.trimming(" \t")))
    }
}
