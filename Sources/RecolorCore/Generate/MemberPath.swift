/// A token expression that is a plain dotted member path (`Style.Color.Semantic.background`):
/// the only kind `generate` declares. Anything else (`Color(uiColor: .label)`, `.primary`,
/// `a ?? b`) must already compile, and is left alone.
package enum MemberPath {
    /// The path's components, or nil when `expression` is not two or more identifiers joined by dots.
    package static func components(of expression: String) -> [String]? {
        let file = SwiftSource(path: "", bytes: Array(expression.utf8))
        guard file.comments.isEmpty, file.diagnostics.isEmpty, file.code.count >= 3, file.code.count % 2 == 1 else { return nil }
        var parts: [String] = []
        for k in 0..<file.code.count {
            if k % 2 == 1 {
                guard file.isChar(k, ".") else { return nil }
                continue
            }
            guard file.kind(k) == .identifier else { return nil }
            var word = file.text(code: k)
            if word.hasPrefix("`") { word = String(word.dropFirst().dropLast()) }
            parts.append(word)
        }
        return parts
    }

    /// The conversions that end a color expression (`….cgColor`): their base is some other
    /// token's color, so there is nothing to declare.
    static let conversions: Set<String> = ["cgColor", "ciColor"]
}
