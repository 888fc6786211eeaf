/// A value passed for a member the app documents as its dark mode's: Kaset's `ColorPalette`
/// declares `/// Dark mode primary color (darker, saturated)` `let primary: Color` and draws it only
/// in its `colorScheme == .dark` branch; its `static let default = ColorPalette(primary: Color(nsColor:
/// NSColor(white: 0.15, alpha: 1)), …)` was read as a light value and got dark #C7C7C7, a light-gray
/// backdrop under white text in Dark (session 38's intent38a M1). The doc comment is the app's word
/// that the value is already the dark appearance's.
extension FixedIntentReader {
    /// Words of a doc comment that say a member is the dark appearance's.
    static let darkDocumentWords = ["dark mode", "dark appearance", "dark theme", "in dark"]

    /// `primary, documented "Dark mode primary color"` when the finding at code index `k` is the
    /// argument (or the color a `Color(nsColor:)` argument wraps) for a stored member of the
    /// called type whose doc comment says dark mode and not light.
    func darkDocumentedArgument(at k: Int) -> String? {
        var value = k
        // Out of a conversion standing as the argument (`primary: Color(nsColor: NSColor(white: 0.15, alpha: 1))`).
        if file.isChar(value - 1, ":"), file.isWord(value - 2), BaseColorType(conversionLabel: file.text(code: value - 2)) != nil,
           let paren = groups.opener(of: value), file.isChar(paren, "("), file.isWord(paren - 1) {
            value = paren - 1
        }
        guard value >= 2, file.isChar(value - 1, ":"), file.isWord(value - 2), let open = groups.opener(of: value), file.isChar(open, "("),
              open >= 1, file.isWord(open - 1) else { return nil }
        let label = file.text(code: value - 2)
        var type = file.text(code: open - 1)
        if type == "init" || type == "Self" { type = syntax.tree.enclosingType(at: k)?.name?.split(separator: ".").last.map(String.init) ?? type }
        guard let first = type.first, first.isUppercase else { return nil }
        guard let doc = darkDocumentedMembers()[type + "." + label] else { return nil }
        return "\(label), documented \"\(doc)\" in \(type)"
    }

    /// `Type.member` → its doc comment, for each stored member of the file's types documented as
    /// the dark mode's (computed once per file).
    func darkDocumentedMembers() -> [String: String] {
        if let known = typeFacts.darkDocumented { return known }
        var out: [String: String] = [:]
        let tree = syntax.tree
        for j in 0..<file.code.count where (file.codeIs(j, "let") || file.codeIs(j, "var")) && file.isWord(j + 1) && file.isChar(j + 2, ":") {
            guard let type = tree.enclosingType(at: j), tree.scope(at: j) == tree.scope(openingAt: type.open),
                  let name = type.name?.split(separator: ".").last.map(String.init) else { continue }
            // Back over the declaration's modifiers and attributes to the comment before it.
            var start = j
            while start > 0, file.kind(start - 1) == .keyword || (file.isWord(start - 1) && ["private", "fileprivate", "public", "internal", "open", "final", "lazy", "weak"].contains(file.text(code: start - 1))) {
                start -= 1
            }
            let gapStart = start > 0 ? file.code[start - 1].end : 0
            let gap = file.text(gapStart..<file.code[start].begin)
            let lower = gap.lowercased()
            guard lower.contains("///"), Self.darkDocumentWords.contains(where: lower.contains), !lower.contains("light") else { continue }
            let docLine = gap.split(separator: "\n").first { $0.contains("///") }.map(String.init) ?? ""
            let text = docLine.drop { $0 == " " || $0 == "\t" || $0 == "/" }
            out[name + "." + file.text(code: j + 1)] = String(text.prefix(60))
        }
        typeFacts.darkDocumented = out
        return out
    }
}
