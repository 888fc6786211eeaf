/// Writes JSON with keys in the order given, so reports read like the contract's examples
/// and diff well.
package indirect enum JSONOut: Sendable {
    case object([(String, JSONOut)])
    case array([JSONOut])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    /// Bytes written as they are: a value rendered apart (on other threads), at the indent where
    /// it stands.
    case rendered([UInt8])

    package static func optional(_ s: String?) -> JSONOut { s.map(JSONOut.string) ?? .null }

    package func render(indent: Int = 0, pretty: Bool = true) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(4_096)
        write(&out, indent: indent, pretty: pretty)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends bytes: a String grown by appends spent most of `check --format json`'s writing
    /// time on growth and ASCII checks (28 MB/s).
    func write(_ out: inout [UInt8], indent: Int, pretty: Bool) {
        switch self {
        case .object(let members):
            if members.isEmpty { JSONOut.append("{}", &out); return }
            out.append(UInt8(ascii: "{"))
            if pretty { out.append(10) }
            for (n, (key, value)) in members.enumerated() {
                if pretty { JSONOut.pad(&out, indent + 1) }
                JSONOut.appendQuoted(key, to: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(32) }
                value.write(&out, indent: indent + 1, pretty: pretty)
                if n + 1 < members.count { out.append(UInt8(ascii: ",")) }
                if pretty { out.append(10) }
            }
            if pretty { JSONOut.pad(&out, indent) }
            out.append(UInt8(ascii: "}"))
        case .array(let items):
            if items.isEmpty { JSONOut.append("[]", &out); return }
            out.append(UInt8(ascii: "["))
            if pretty { out.append(10) }
            for (n, item) in items.enumerated() {
                if pretty { JSONOut.pad(&out, indent + 1) }
                item.write(&out, indent: indent + 1, pretty: pretty)
                if n + 1 < items.count { out.append(UInt8(ascii: ",")) }
                if pretty { out.append(10) }
            }
            if pretty { JSONOut.pad(&out, indent) }
            out.append(UInt8(ascii: "]"))
        case .string(let s): JSONOut.appendQuoted(s, to: &out)
        case .int(let v): JSONOut.append(String(v), &out)
        case .double(let v): JSONOut.append(v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : cFormat("%.2f", v), &out)
        case .bool(let b): JSONOut.append(b ? "true" : "false", &out)
        case .null: JSONOut.append("null", &out)
        case .rendered(let bytes): out.append(contentsOf: bytes)
        }
    }

    private static func append(_ s: String, _ out: inout [UInt8]) { out.append(contentsOf: s.utf8) }

    static func pad(_ out: inout [UInt8], _ level: Int) {
        for _ in 0..<(2 * level) { out.append(32) }
    }

    /// `s` quoted, byte by byte: UTF-8 bytes above 0x7F pass as they are.
    static func appendQuoted(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): out.append(UInt8(ascii: "\\")); out.append(b)
            case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\")); out.append(b)
            case 10: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "n"))
            case 13: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "r"))
            case 9: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "t"))
            case 0..<0x20: out.append(contentsOf: cFormat("\\u%04x", UInt32(b)).utf8)
            default: out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    package static func quote(_ s: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count + 2)
        appendQuoted(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
