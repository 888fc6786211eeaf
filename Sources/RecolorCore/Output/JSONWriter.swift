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

    package static func optional(_ s: String?) -> JSONOut { s.map(JSONOut.string) ?? .null }

    package func render(indent: Int = 0, pretty: Bool = true) -> String {
        var out = ""
        write(&out, indent: indent, pretty: pretty)
        return out
    }

    func write(_ out: inout String, indent: Int, pretty: Bool) {
        let pad = pretty ? String(repeating: "  ", count: indent + 1) : ""
        let close = pretty ? String(repeating: "  ", count: indent) : ""
        let nl = pretty ? "\n" : ""
        switch self {
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{" + nl
            for (n, (key, value)) in members.enumerated() {
                out += pad + JSONOut.quote(key) + (pretty ? ": " : ":")
                value.write(&out, indent: indent + 1, pretty: pretty)
                out += (n + 1 < members.count ? "," : "") + nl
            }
            out += close + "}"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[" + nl
            for (n, item) in items.enumerated() {
                out += pad
                item.write(&out, indent: indent + 1, pretty: pretty)
                out += (n + 1 < items.count ? "," : "") + nl
            }
            out += close + "]"
        case .string(let s): out += JSONOut.quote(s)
        case .int(let v): out += String(v)
        case .double(let v): out += v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : cFormat("%.2f", v)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }

    package static func quote(_ s: String) -> String {
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
