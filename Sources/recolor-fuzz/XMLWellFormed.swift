import RecolorCore

/// Whether bytes are a well-formed XML 1.0 document, as far as a rewrite can spoil one: one root
/// element, tags nested and closed, attributes quoted and unique, no `<` or stray `&` in text or
/// values, comments, CDATA, processing instructions and a DOCTYPE closed, no control character.
/// (Foundation's XMLParser on Linux accepted `<a><b></a>`.) Names are not checked to the letter.
struct XMLWellFormed {
    let b: [UInt8]
    var i = 0

    static func check(_ bytes: [UInt8]) -> Bool {
        var reader = XMLWellFormed(b: bytes)
        return reader.document()
    }

    func at(_ text: String) -> Bool {
        let t = Array(text.utf8)
        return b.count - i >= t.count && Array(b[i..<(i + t.count)]) == t
    }

    /// Skips to just after `end`; false when it never comes.
    mutating func skip(past end: String) -> Bool {
        let t = Array(end.utf8)
        while i + t.count <= b.count {
            if Array(b[i..<(i + t.count)]) == t { i += t.count; return true }
            i += 1
        }
        return false
    }

    static func isNameByte(_ c: UInt8) -> Bool {
        c >= 0x80 || (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c == 95 || c == 58 || c == 45 || c == 46
    }

    mutating func name() -> [UInt8]? {
        let start = i
        guard i < b.count, XMLWellFormed.isNameByte(b[i]), !(b[i] >= 48 && b[i] <= 57), b[i] != 45, b[i] != 46 else { return nil }
        while i < b.count, XMLWellFormed.isNameByte(b[i]) { i += 1 }
        return Array(b[start..<i])
    }

    mutating func space() { while i < b.count, [32, 9, 10, 13].contains(b[i]) { i += 1 } }

    /// `&name;`, `&#10;` or `&#x1F;` at `i`.
    mutating func reference() -> Bool {
        i += 1
        if i < b.count, b[i] == UInt8(ascii: "#") {
            i += 1
            let hex = i < b.count && b[i] == UInt8(ascii: "x")
            if hex { i += 1 }
            let start = i
            while i < b.count, (b[i] >= 48 && b[i] <= 57) || (hex && ((b[i] | 0x20) >= 97 && (b[i] | 0x20) <= 102)) { i += 1 }
            guard i > start, i < b.count, b[i] == UInt8(ascii: ";") else { return false }
            i += 1
            return true
        }
        guard name() != nil, i < b.count, b[i] == UInt8(ascii: ";") else { return false }
        i += 1
        return true
    }

    mutating func document() -> Bool {
        guard TextFile.firstInvalidUTF8(b) == nil, !b.contains(where: { $0 < 32 && ![9, 10, 13].contains($0) }) else { return false }
        var open: [[UInt8]] = []
        var roots = 0
        while i < b.count {
            if b[i] == UInt8(ascii: "<") {
                if at("<!--") { i += 4; guard skip(past: "-->") else { return false }; continue }
                if at("<![CDATA[") { guard !open.isEmpty, skip(past: "]]>") else { return false }; continue }
                if at("<?") { guard skip(past: "?>") else { return false }; continue }
                if at("<!DOCTYPE") { guard open.isEmpty, roots == 0, skip(past: ">") else { return false }; continue }
                i += 1
                if i < b.count, b[i] == UInt8(ascii: "/") {
                    i += 1
                    guard let n = name(), open.last == n else { return false }
                    open.removeLast()
                    space()
                    guard i < b.count, b[i] == UInt8(ascii: ">") else { return false }
                    i += 1
                    continue
                }
                guard let n = name() else { return false }
                if open.isEmpty { roots += 1; if roots > 1 { return false } }
                var seen: Set<[UInt8]> = []
                while true {
                    let before = i
                    space()
                    guard i < b.count else { return false }
                    if b[i] == UInt8(ascii: ">") { i += 1; open.append(n); break }
                    if at("/>") { i += 2; break }
                    guard i > before, let attribute = name(), seen.insert(attribute).inserted else { return false }
                    space()
                    guard i < b.count, b[i] == UInt8(ascii: "=") else { return false }
                    i += 1
                    space()
                    guard i < b.count, b[i] == UInt8(ascii: "\"") || b[i] == UInt8(ascii: "'") else { return false }
                    let quote = b[i]
                    i += 1
                    while i < b.count, b[i] != quote {
                        if b[i] == UInt8(ascii: "<") { return false }
                        if b[i] == UInt8(ascii: "&") { guard reference() else { return false }; continue }
                        i += 1
                    }
                    guard i < b.count else { return false }
                    i += 1
                }
                continue
            }
            if b[i] == UInt8(ascii: "&") { guard !open.isEmpty, reference() else { return false }; continue }
            // Text outside the root element may only be white space.
            if open.isEmpty && ![32, 9, 10, 13].contains(b[i]) && !(i < 3 && b.starts(with: [0xEF, 0xBB, 0xBF])) { return false }
            if at("]]>") { return false }
            i += 1
        }
        return open.isEmpty && roots == 1
    }
}
