/// Lines and columns of a file's bytes, for any source: Swift files (through `SwiftSource`),
/// Interface Builder documents and color sets, which are never tokenized as Swift.
package struct TextLines: Sendable {
    package let bytes: [UInt8]
    /// Byte offset of the start of each line.
    package let lineStarts: [Int]
    /// UTF-16 columns in O(log n) each: counting from the line's start for every finding made an
    /// Interface Builder document on one line quadratic (2.4 MB: 18 s).
    let columns: UTF16Columns

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = SwiftSource.lineStarts(bytes)
        columns = UTF16Columns(bytes)
    }

    /// 1-based line and column (UTF-8 bytes from the start of the line, as swiftc counts).
    package func location(of offset: Int) -> (line: Int, column: Int) {
        TextLines.location(of: offset, lineStarts: lineStarts)
    }

    static func location(of offset: Int, lineStarts: [Int]) -> (line: Int, column: Int) {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return (lo + 1, offset - lineStarts[lo] + 1)
    }

    /// 1-based column in UTF-16 code units (a scalar above U+FFFF counts two), on the
    /// 1-based `line` that holds `offset`.
    static func utf16Column(of offset: Int, onLine line: Int, bytes: [UInt8], lineStarts: [Int]) -> Int {
        let start = lineStarts[line - 1]
        var units = 0
        for b in bytes[start..<min(offset, bytes.count)] where b & 0xC0 != 0x80 {
            units += b >= 0xF0 ? 2 : 1
        }
        return units + 1
    }

    /// Where a span of the bytes stands.
    package func region(_ range: Range<Int>) -> SourceRegion {
        SourceRegion(range, lineStarts: lineStarts, columns: columns)
    }

    package func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
