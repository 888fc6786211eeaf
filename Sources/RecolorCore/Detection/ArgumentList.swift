/// The arguments of a call, split at top-level commas: each with its label and the code-token
/// range of its value.
struct Argument {
    var label: String?
    var value: Range<Int>
}

struct ArgumentList {
    var open: Int
    var close: Int
    var arguments: [Argument]

    /// Parses the argument list whose `(` is code token `open`.
    static func parse(_ file: SwiftSource, open: Int) -> ArgumentList? {
        guard file.isChar(open, "(") else { return nil }
        return split(file, open: open)
    }

    /// The elements of the array literal whose `[` is code token `open`, split as arguments are.
    static func parseElements(_ file: SwiftSource, open: Int) -> ArgumentList? {
        guard file.isChar(open, "[") else { return nil }
        return split(file, open: open)
    }

    private static func split(_ file: SwiftSource, open: Int) -> ArgumentList? {
        guard let close = file.matchingClose(open) else { return nil }
        var arguments: [Argument] = []
        var start = open + 1
        var k = open + 1
        var depth = 0
        while k <= close {
            let t = file.code[k]
            if k == close || (depth == 0 && file.isChar(k, ",")) {
                if k > start || k != close {
                    var label: String?
                    var valueStart = start
                    if start + 1 < k, file.code[start].kind.isWord || file.code[start].kind == .identifier,
                       file.isChar(start + 1, ":") {
                        label = file.text(code: start)
                        valueStart = start + 2
                    }
                    arguments.append(Argument(label: label, value: valueStart..<k))
                }
                start = k + 1
            } else if t.kind == .punct && t.length == 1 {
                switch file.bytes[t.begin] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                default: break
                }
            } else if t.kind == .stringInterpolationOpen {
                depth += 1
            }
            k += 1
        }
        return ArgumentList(open: open, close: close, arguments: arguments)
    }

    var labels: [String] { arguments.map { $0.label ?? "_" } }
}
