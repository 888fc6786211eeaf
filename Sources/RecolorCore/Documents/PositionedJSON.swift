/// A JSON value with the byte range it was read from. Color sets are edited by inserting text at
/// a place in the file (never by writing the parsed value again), which `JSONValue` cannot say:
/// it keeps no positions.
indirect enum PositionedJSON {
    case object([(key: String, value: PositionedJSON)], Range<Int>)
    case array([PositionedJSON], Range<Int>)
    case string(String, Range<Int>)
    /// A number, `true`, `false` or `null`, with its text as written: a color set's component
    /// may be a JSON number (`"alpha": 1`, which Xcode reads; color-studio writes it so).
    case scalar(String, Range<Int>)

    var range: Range<Int> {
        switch self {
        case .object(_, let r), .array(_, let r), .string(_, let r), .scalar(_, let r): return r
        }
    }

    /// The member `key`: its last definition, as JSON readers (Xcode's included) take a duplicate key.
    subscript(key: String) -> PositionedJSON? {
        guard case .object(let members, _) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    var stringValue: String? {
        if case .string(let s, _) = self { return s }
        return nil
    }

    /// A string's contents or a scalar's text (`1`, `0.5`), as a color set's component is read.
    var componentText: String? {
        switch self {
        case .string(let s, _), .scalar(let s, _): return s
        default: return nil
        }
    }

    var elements: [PositionedJSON] {
        if case .array(let items, _) = self { return items }
        return []
    }

    /// Reads `bytes` as one JSON value; nil when they are not JSON (or nest deeper than 64).
    static func parse(_ bytes: [UInt8]) -> PositionedJSON? {
        var reader = Reader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.i = 3 }
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.i == bytes.count ? value : nil
    }

    /// Where reading `bytes` as one JSON value stops (a byte offset), or nil when they are JSON.
    static func failureOffset(_ bytes: [UInt8]) -> Int? {
        var reader = Reader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.i = 3 }
        guard reader.value(depth: 0) != nil else { return min(reader.i, bytes.count) }
        reader.skipSpace()
        return reader.i == bytes.count ? nil : reader.i
    }

    private struct Reader {
        let bytes: [UInt8]
        var i = 0

        mutating func skipSpace() {
            while i < bytes.count, CharacterClasses.isWhitespaceByte(bytes[i]) { i += 1 }
        }

        mutating func value(depth: Int) -> PositionedJSON? {
            guard depth < 64 else { return nil }
            skipSpace()
            guard i < bytes.count else { return nil }
            let start = i
            switch bytes[i] {
            case UInt8(ascii: "{"):
                i += 1
                var members: [(key: String, value: PositionedJSON)] = []
                skipSpace()
                if i < bytes.count && bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members, start..<i) }
                while true {
                    skipSpace()
                    guard case .string(let key, _)? = string() else { return nil }
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return nil }
                    i += 1
                    guard let v = value(depth: depth + 1) else { return nil }
                    members.append((key, v))
                    skipSpace()
                    guard i < bytes.count else { return nil }
                    if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                    guard bytes[i] == UInt8(ascii: "}") else { return nil }
                    i += 1
                    return .object(members, start..<i)
                }
            case UInt8(ascii: "["):
                i += 1
                var items: [PositionedJSON] = []
                skipSpace()
                if i < bytes.count && bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items, start..<i) }
                while true {
                    guard let v = value(depth: depth + 1) else { return nil }
                    items.append(v)
                    skipSpace()
                    guard i < bytes.count else { return nil }
                    if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                    guard bytes[i] == UInt8(ascii: "]") else { return nil }
                    i += 1
                    return .array(items, start..<i)
                }
            case UInt8(ascii: "\""):
                return string()
            default:
                while i < bytes.count, !CharacterClasses.isWhitespaceByte(bytes[i]), ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[i]) { i += 1 }
                return i > start ? .scalar(String(decoding: bytes[start..<i], as: UTF8.self), start..<i) : nil
            }
        }

        /// A string; escapes other than `\"` and `\\` are kept as written (color sets hold none).
        mutating func string() -> PositionedJSON? {
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return nil }
            let start = i
            i += 1
            var out: [UInt8] = []
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") { i += 1; return .string(String(decoding: out, as: UTF8.self), start..<i) }
                if b == UInt8(ascii: "\\"), i + 1 < bytes.count {
                    let e = bytes[i + 1]
                    if e == UInt8(ascii: "\"") || e == UInt8(ascii: "\\") || e == UInt8(ascii: "/") { out.append(e) } else { out += [b, e] }
                    i += 2
                    continue
                }
                out.append(b)
                i += 1
            }
            return nil
        }
    }
}
