/// The variants every triggering example is also run as (SwiftLint's generated examples): the
/// same code where it is no code (a `//` comment, a string), under `recolor:ignore`, and after
/// a multibyte prefix that must shift the findings' columns and nothing else. Each works on the
/// marked source (`«…»`), so the expected ranges follow the edit.
enum ExampleVariant: String, CaseIterable {
    case inLineComments = "inside // comments"
    case inRawString = "inside a raw string literal"
    case ignoredByLineAbove = "under // recolor:ignore on the line above"
    case ignoredOnItsLine = "with // recolor:ignore at the end of its line"
    case afterMultibytePrefix = "after a multibyte prefix on its line"

    /// Bytes that are one column each in Xcode's count (UTF-8) but not in UTF-16 or Characters.
    static let multibytePrefix = "/* é🎨 */ "

    /// Whether the variant keeps the example's findings (else it has none).
    var keepsFindings: Bool { self == .afterMultibytePrefix }

    func apply(to marked: String) -> String {
        let lines = marked.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        switch self {
        case .inLineComments:
            return lines.map { "// " + $0 }.joined(separator: "\n")
        case .inRawString:
            return "let example = #\"\"\"\n" + marked + "\n\"\"\"#\n"
        case .ignoredByLineAbove:
            return lines.flatMap { Self.holdsFindingStart($0) ? ["// recolor:ignore", $0] : [$0] }.joined(separator: "\n")
        case .ignoredOnItsLine:
            return lines.map { Self.holdsFindingStart($0) ? $0 + " // recolor:ignore" : $0 }.joined(separator: "\n")
        case .afterMultibytePrefix:
            return lines.map { Self.holdsFindingStart($0) ? Self.multibytePrefix + $0 : $0 }.joined(separator: "\n")
        }
    }

    static func holdsFindingStart(_ line: String) -> Bool { line.contains("«") }
}

/// An example's source without its markers, and the byte ranges they enclosed.
struct MarkedSource {
    var text: String
    var bytes: [UInt8]
    var ranges: [Range<Int>]

    init(_ marked: String) {
        var out: [UInt8] = []
        var ranges: [Range<Int>] = []
        var open: Int?
        let bytes = Array(marked.utf8)
        let left = Array("«".utf8), right = Array("»".utf8)
        var k = 0
        while k < bytes.count {
            if bytes[k...].starts(with: left) { open = out.count; k += left.count; continue }
            if bytes[k...].starts(with: right), let o = open { ranges.append(o..<out.count); open = nil; k += right.count; continue }
            out.append(bytes[k])
            k += 1
        }
        self.bytes = out
        self.text = String(decoding: out, as: UTF8.self)
        self.ranges = ranges
    }

    /// Line, UTF-8 column and UTF-16 column (1-based) of a byte offset, counted here apart from
    /// the engine's own line table.
    func position(of offset: Int) -> (line: Int, column: Int, utf16Column: Int) {
        let before = bytes[..<offset]
        let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
        return (line, offset - lineStart + 1, prefix.utf16.count + 1)
    }
}
