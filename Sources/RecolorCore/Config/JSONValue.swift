/// A parsed JSON value that keeps object key order (rules are ordered: first match wins) and
/// reports syntax errors with a line and column, which Foundation's parser does not.
package indirect enum JSONValue: Equatable, Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case let (.object(x), .object(y)): return x.map(\.0) == y.map(\.0) && zip(x, y).allSatisfy { $0.1 == $1.1 }
        case let (.array(x), .array(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.bool(x), .bool(y)): return x == y
        case (.null, .null): return true
        default: return false
        }
    }

    var typeName: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

extension JSONValue {
    /// The key paths defined more than once in objects (`tokens.background`, `rules[2].token`),
    /// in document order. The parser keeps every member; readers take the last (`lastWins`).
    package func duplicateKeyPaths(_ path: String = "") -> [String] {
        switch self {
        case .object(let members):
            var seen: Set<String> = [], reported: Set<String> = [], out: [String] = []
            for (key, _) in members {
                let child = path.isEmpty ? key : path + "." + key
                if !seen.insert(key).inserted, reported.insert(key).inserted { out.append(child) }
            }
            for (key, value) in JSONValue.lastWins(members) {
                out += value.duplicateKeyPaths(path.isEmpty ? key : path + "." + key)
            }
            return out
        case .array(let items):
            return items.enumerated().flatMap { n, item in item.duplicateKeyPaths("\(path)[\(n)]") }
        default:
            return []
        }
    }

    /// An object's members with each key once: its last definition, where that definition stands.
    package static func lastWins(_ members: [(String, JSONValue)]) -> [(String, JSONValue)] {
        var last: [String: Int] = [:]
        for (n, (key, _)) in members.enumerated() { last[key] = n }
        return members.enumerated().filter { last[$0.element.0] == $0.offset }.map(\.element)
    }
}

package struct JSONSyntaxError: Error, Equatable {
    package var line: Int
    package var column: Int
    package var message: String
}

/// A recursive-descent JSON parser (RFC 8259) over UTF-8 bytes, depth-limited.
struct JSONParser {
    let bytes: [UInt8]
    var i = 0
    var depth = 0

    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.i = 3 }
        parser.skipSpace()
        let value = try parser.value()
        parser.skipSpace()
        if parser.i < parser.bytes.count { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    func error(_ message: String) -> JSONSyntaxError {
        var line = 1, column = 1
        for b in bytes[0..<min(i, bytes.count)] {
            if b == 10 { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    mutating func skipSpace() {
        while i < bytes.count, [32, 9, 10, 13].contains(bytes[i]) { i += 1 }
    }

    mutating func value() throws(JSONSyntaxError) -> JSONValue {
        guard i < bytes.count else { throw error("unexpected end of file, expected a value") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("unexpected character '\(String(decoding: [bytes[i]], as: UTF8.self))', expected a value")
        }
    }

    mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let w = Array(word.utf8)
        guard bytes.count - i >= w.count, Array(bytes[i..<i + w.count]) == w else {
            throw error("invalid literal, expected '\(word)'")
        }
        i += w.count
    }

    mutating func nest() throws(JSONSyntaxError) {
        depth += 1
        if depth > 256 { throw error("nesting too deep") }
    }

    mutating func object() throws(JSONSyntaxError) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        i += 1
        var members: [(String, JSONValue)] = []
        skipSpace()
        if i < bytes.count && bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let key = try string()
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
            i += 1
            skipSpace()
            members.append((key, try value()))
            skipSpace()
            guard i < bytes.count else { throw error("unexpected end of file, expected ',' or '}'") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            throw error("expected ',' or '}'")
        }
    }

    mutating func array() throws(JSONSyntaxError) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        i += 1
        var items: [JSONValue] = []
        skipSpace()
        if i < bytes.count && bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            guard i < bytes.count else { throw error("unexpected end of file, expected ',' or ']'") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw error("expected ',' or ']'")
        }
    }

    mutating func string() throws(JSONSyntaxError) -> String {
        i += 1
        var out: [UInt8] = []
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\"") { i += 1; return String(decoding: out, as: UTF8.self) }
            if c < 0x20 { throw error("control character in string") }
            if c == UInt8(ascii: "\\") {
                i += 1
                guard i < bytes.count else { break }
                switch bytes[i] {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "u"):
                    out.append(contentsOf: String(Character(try escapedScalar())).utf8)
                default: throw error("invalid escape in string")
                }
                i += 1
                continue
            }
            out.append(c)
            i += 1
        }
        throw error("unterminated string")
    }

    /// The four hex digits after `\u` at `i + 1`, read; `i` left on the last digit.
    mutating func hexEscape() throws(JSONSyntaxError) -> UInt32 {
        guard i + 4 < bytes.count, bytes[i + 1...i + 4].allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 | 0x20 >= 97 && $0 | 0x20 <= 102) }),
              let v = UInt32(String(decoding: bytes[i + 1...i + 4], as: UTF8.self), radix: 16) else {
            throw error("invalid \\u escape")
        }
        i += 4
        return v
    }

    /// The scalar of a `\u` escape, `i` on its `u`: a UTF-16 surrogate pair (`\ud83c\udfa8`) is one
    /// scalar; a lone surrogate is refused (it is no character, and replacing it would be a guess).
    mutating func escapedScalar() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = i - 1
        let high = try hexEscape()
        if let scalar = Unicode.Scalar(high) { return scalar }
        guard high < 0xDC00, i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "\\"), bytes[i + 2] == UInt8(ascii: "u") else {
            i = start
            throw error("a lone UTF-16 surrogate (\\u\(String(high, radix: 16))): write the pair, or the character itself")
        }
        i += 2
        let low = try hexEscape()
        guard (0xDC00...0xDFFF).contains(low), let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
            i = start
            throw error("a lone UTF-16 surrogate (\\u\(String(high, radix: 16))): write the pair, or the character itself")
        }
        return scalar
    }

    mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) || [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(bytes[i]) { i += 1 }
        guard let v = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else {
            i = start
            throw error("invalid number")
        }
        return .number(v)
    }
}
