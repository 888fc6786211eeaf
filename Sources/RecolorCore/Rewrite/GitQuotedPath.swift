/// A path as git writes it in a diff header: in double quotes with C-style escapes when it
/// holds a control character, `"` or `\` (git's quoting with core.quotePath off: other bytes,
/// UTF-8 included, as they are). Unquoted, a tab or newline in a name cut the header where
/// `git apply` reads it.
enum GitQuotedPath {
    /// `prefix` and `path` as one name (`a/x.swift`, or `"a/x\ty.swift"`).
    static func header(_ prefix: String, _ path: String) -> String {
        let whole = Array((prefix + path).utf8)
        guard whole.contains(where: needsQuoting) else { return prefix + path }
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for byte in whole {
            let escape: String? = switch byte {
            case 7: "a"
            case 8: "b"
            case 9: "t"
            case 10: "n"
            case 11: "v"
            case 12: "f"
            case 13: "r"
            case UInt8(ascii: "\""): "\""
            case UInt8(ascii: "\\"): "\\"
            case _ where byte < 0x20 || byte == 0x7F: octal(byte)
            default: nil
            }
            if let escape {
                out.append(UInt8(ascii: "\\"))
                out += Array(escape.utf8)
            } else {
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }

    static func needsQuoting(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Three octal digits, as git writes a control character without a letter escape.
    static func octal(_ byte: UInt8) -> String {
        String(byte >> 6) + String((byte >> 3) & 7) + String(byte & 7)
    }
}
