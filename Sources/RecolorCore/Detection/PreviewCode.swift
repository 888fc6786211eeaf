/// The code of SwiftUI previews: a `#Preview { … }` macro's body and the body of a type that
/// conforms to `PreviewProvider`. Colors there are sample data for the canvas, not the app's;
/// a table with `"excludePreviews": true` (what `init` writes) leaves them out of every command.
enum PreviewCode {
    /// The byte ranges of the file's preview code, in file order.
    static func ranges(in file: SwiftSource) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var k = 0
        let n = file.code.count
        while k < n {
            if file.codeIs(k, "#Preview"), let body = body(after: k + 1, in: file) {
                out.append(file.code[k].begin..<file.code[body].end)
                k = body + 1
                continue
            }
            // `struct X_Previews: PreviewProvider {`: the inheritance clause names the protocol.
            if file.codeIs(k, "PreviewProvider"), let open = typeBodyOpen(conforming: k, in: file), let close = file.matchingClose(open) {
                out.append(file.code[open].begin..<file.code[close].end)
                k = close + 1
                continue
            }
            k += 1
        }
        return out
    }

    /// The `}` closing the preview's body: `#Preview { … }` or `#Preview("Name", traits: …) { … }`.
    static func body(after k: Int, in file: SwiftSource) -> Int? {
        var j = k
        if file.isChar(j, "("), let close = file.matchingClose(j) { j = close + 1 }
        guard file.isChar(j, "{") else { return nil }
        return file.matchingClose(j)
    }

    /// The `{` of the type whose inheritance clause holds the `PreviewProvider` at `k`: the
    /// clause runs from a `:` after `struct|enum|class|extension Name` to that brace.
    static func typeBodyOpen(conforming k: Int, in file: SwiftSource) -> Int? {
        var j = k - 1
        var sawColon = false
        while j >= 0 && k - j < 32 {
            if file.isChar(j, ":") { sawColon = true }
            if ["struct", "enum", "class", "extension", "actor"].contains(where: { file.codeIs(j, $0) }) { break }
            if file.isChar(j, "{") || file.isChar(j, "}") || file.isChar(j, ";") { return nil }
            j -= 1
        }
        guard sawColon, j >= 0 else { return nil }
        var m = k + 1
        while m < file.code.count && m - k < 32 {
            if file.isChar(m, "{") { return m }
            if file.isChar(m, "}") || file.isChar(m, ";") { return nil }
            m += 1
        }
        return nil
    }

    /// Whether `range` lies within one of `ranges` (sorted).
    static func contains(_ ranges: [Range<Int>], _ range: Range<Int>) -> Bool {
        ranges.contains { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }
    }
}
