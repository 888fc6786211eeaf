/// Prints tokens in the format of `lexer-oracle tokens`: a `# <path>` header, then
/// `<byteOffset> <byteLength> <kind>` for each token and comment (whitespace and a leading
/// BOM left out), ending with `<fileLength> 0 eof`.
package enum OracleFormat {
    package static func render(path: String, bytes: [UInt8], tokens: [Token], into out: inout [UInt8]) {
        out.append(contentsOf: "# \(path)\n".utf8)
        for token in tokens {
            guard let name = token.kind.oracleName else { continue }
            appendDecimal(token.begin, &out)
            out.append(32)
            appendDecimal(Int(token.length), &out)
            out.append(32)
            out.append(contentsOf: name.utf8)
            out.append(10)
        }
        appendDecimal(bytes.count, &out)
        out.append(contentsOf: " 0 eof\n".utf8)
    }

    static func appendDecimal(_ value: Int, _ out: inout [UInt8]) {
        if value == 0 { out.append(UInt8(ascii: "0")); return }
        var digits: [UInt8] = []
        var v = value
        while v > 0 { digits.append(UInt8(ascii: "0") + UInt8(v % 10)); v /= 10 }
        out.append(contentsOf: digits.reversed())
    }
}
