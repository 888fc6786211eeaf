/// JSON as Xcode writes asset catalogs: keys sorted, two-space indent, `" : "` between key
/// and value, and a final newline (compared with the colorsets of damus-io/damus and
/// git-up/GitUp, written by Xcode).
package enum XcodeJSON {
    package static func render(_ value: JSONOut) -> String {
        var out = ""
        write(value, into: &out, indent: 0)
        return out + "\n"
    }

    static func write(_ value: JSONOut, into out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1), close = String(repeating: "  ", count: indent)
        switch value {
        case .object(let members):
            let sorted = members.sorted { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) }
            out += "{\n"
            for (n, (key, v)) in sorted.enumerated() {
                out += pad + JSONOut.quote(key) + " : "
                write(v, into: &out, indent: indent + 1)
                out += (n + 1 < sorted.count ? "," : "") + "\n"
            }
            out += close + "}"
        case .array(let items):
            out += "[\n"
            for (n, item) in items.enumerated() {
                out += pad
                write(item, into: &out, indent: indent + 1)
                out += (n + 1 < items.count ? "," : "") + "\n"
            }
            out += close + "]"
        default:
            out += value.render(pretty: false)
        }
    }
}
