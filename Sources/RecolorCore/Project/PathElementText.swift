/// Whether a project file's text names a folder as a path element: the name bounded by a path
/// separator, a quote, `=`, `:` or white space on each side (`../App/Sources`, `path = App;`,
/// `path: "App"`), not inside another word or after a dot (`App.app` does not name `app`).
enum PathElementText {
    private static let bounds: Set<UInt8> = Set("/\"' \t\n\r=:;,()[]".utf8)

    static func names(_ name: [UInt8], in text: [UInt8]) -> Bool {
        guard let first = name.first, !name.isEmpty, text.count >= name.count else { return false }
        var i = 0
        let last = text.count - name.count
        while i <= last {
            if text[i] == first, (i == 0 || bounds.contains(text[i - 1])),
               (i + name.count == text.count || bounds.contains(text[i + name.count])),
               text[i..<(i + name.count)].elementsEqual(name) {
                return true
            }
            i += 1
        }
        return false
    }
}
