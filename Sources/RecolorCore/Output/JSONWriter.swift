/// Writes JSON with keys in the order given, so reports read like the contract's examples
/// and diff well.
public indirect enum JSONOut {
    case object([(String, JSONOut)])
    case array([JSONOut])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    public static func optional(_ s: String?) -> JSONOut { s.map(JSONOut.string) ?? .null }

    public func render(indent: Int = 0, pretty: Bool = true) -> String {
        var out = ""
        write(&out, indent: indent, pretty: pretty)
        return out
    }

    /// Appends piece by piece: padding strings and quoted copies made per value were most of
    /// the time `check --format json` spent writing.
    func write(_ out: inout String, indent: Int, pretty: Bool) {
        switch self {
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += pretty ? "{\n" : "{"
            for (n, (key, value)) in members.enumerated() {
                if pretty { JSONOut.pad(&out, indent + 1) }
                JSONOut.appendQuoted(key, to: &out)
                out += pretty ? ": " : ":"
                value.write(&out, indent: indent + 1, pretty: pretty)
                if n + 1 < members.count { out += "," }
                if pretty { out += "\n" }
            }
            if pretty { JSONOut.pad(&out, indent) }
            out += "}"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += pretty ? "[\n" : "["
            for (n, item) in items.enumerated() {
                if pretty { JSONOut.pad(&out, indent + 1) }
                item.write(&out, indent: indent + 1, pretty: pretty)
                if n + 1 < items.count { out += "," }
                if pretty { out += "\n" }
            }
            if pretty { JSONOut.pad(&out, indent) }
            out += "]"
        case .string(let s): JSONOut.appendQuoted(s, to: &out)
        case .int(let v): out += String(v)
        case .double(let v): out += v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : cFormat("%.2f", v)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }

    private static func pad(_ out: inout String, _ level: Int) {
        for _ in 0..<level { out += "  " }
    }

    /// `s` quoted; most strings need no escape and are appended whole.
    static func appendQuoted(_ s: String, to out: inout String) {
        var plain = true
        for b in s.utf8 where b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") { plain = false; break }
        if plain {
            out += "\""
            out += s
            out += "\""
        } else {
            out += quote(s)
        }
    }

    public static func quote(_ s: String) -> String {
        var r = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": r += "\\\""
            case "\\": r += "\\\\"
            case "\n": r += "\\n"
            case "\r": r += "\\r"
            case "\t": r += "\\t"
            default:
                if u.value < 0x20 { r += cFormat("\\u%04x", u.value) } else { r.unicodeScalars.append(u) }
            }
        }
        return r + "\""
    }
}
