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
            if file.codeIs(k, "static"), let end = previewSample(at: k, in: file) {
                out.append(file.code[k].begin..<file.code[end].end)
                k = end + 1
                continue
            }
            k += 1
        }
        return out
    }

    /// The last code token of a static sample value built for previews at `k` (`static`):
    /// Hamster's `static var preview1 = KeyboardCalloutStyle(…, backgroundColor: .yellow)`,
    /// `static let previewStyle1 = KeyboardButtonBorderStyle(color: .red, size: 3)`, documented
    /// "This internal style is only used in previews" (session 27 verify, m-2: 11 of its 31 tokens
    /// were these, `.red` of a separator named `redText`). Its name is `preview`, a sample's word
    /// and a number (`isPreviewSampleName`), and its value a value of a type that is no color (a
    /// call, `.init(…)`, or a computed body): a color named so (`static let previewColor =
    /// UIColor(…)`, a camera preview's background) is the app's, and stays.
    static func previewSample(at k: Int, in file: SwiftSource) -> Int? {
        var n = k + 1
        if file.codeIs(n, "let") || file.codeIs(n, "var") { n += 1 } else { return nil }
        guard file.isWord(n), isPreviewSampleName(file.text(code: n)) else { return nil }
        n += 1
        if file.isChar(n, ":") {
            guard file.isWord(n + 1), BaseColorType(rawValue: file.text(code: n + 1)) == nil else { return nil }
            n += 2
            while file.isChar(n, "."), file.isWord(n + 1) { n += 2 }
            if file.isChar(n, "{") { return file.matchingClose(n) }
        }
        guard file.codeIs(n, "=") else { return nil }
        n += 1
        if file.isChar(n, "."), file.codeIs(n + 1, "init"), file.isChar(n + 2, "(") { return file.matchingClose(n + 2) }
        guard file.isWord(n), BaseColorType(rawValue: file.text(code: n)) == nil, file.text(code: n).first?.isUppercase == true else { return nil }
        while file.isChar(n + 1, "."), file.isWord(n + 2) { n += 2 }
        guard file.isChar(n + 1, "("), let close = file.matchingClose(n + 1) else { return nil }
        return close
    }

    /// `preview`, `preview1`, `previewStyle`, `previewStyle1`, `previewData`: a sample's words
    /// only; `previews`, `previewLayer`, `previewView`, `previewBackground` (a camera's, an app's
    /// own screen) are none.
    static func isPreviewSampleName(_ name: String) -> Bool {
        guard name.hasPrefix("preview") else { return false }
        var rest = name.dropFirst("preview".count)
        if let first = rest.first, first.isUppercase {
            var word = String(first).lowercased()
            rest = rest.dropFirst()
            while let c = rest.first, c.isLowercase { word.append(c); rest = rest.dropFirst() }
            guard sampleWords.contains(word) else { return false }
        }
        return rest.allSatisfy(\.isNumber)
    }

    static let sampleWords: Set<String> = ["style", "styles", "data", "value", "item", "theme", "appearance", "model", "sample", "config", "configuration", "instance"]

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
