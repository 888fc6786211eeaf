/// Themes filled at run time: a theme object's color properties are assigned in code
/// (`containerScheme.colorScheme.surfaceColor = UIColor(named: "surface") ?? .systemBackground`)
/// and views read them (`view.backgroundColor = scheme.colorScheme.surfaceColor`). No declaration
/// holds a value (the theme type is a library's, Material's `MDCSemanticColorScheme`), so the
/// assignment says what the member is: MAGE colors its 39 themed screens this way, and `contrast`
/// saw only the Interface Builder colors those screens paint over.
extension TokenExpressions {
    /// The members assigned a token in `files`: an assignment statement `A.….label = USE`, whose
    /// chain holds a theme word (`theme`, `scheme`, `palette`), the value a use alone (a `!` or a
    /// `?? fallback` after it allowed: the set is there, the fallback never drawn). A member assigned
    /// several tokens (one per theme: the default scheme, an error one) is the one assigned most,
    /// the first on a tie (the default theme comes first where the app builds its themes).
    func runtimeThemeMembers(in files: [(file: SwiftSource, reports: [Report])], tokenOf: (Report) -> String?) -> [ThemeMember] {
        var assigned: [String: [String]] = [:]
        var order: [String] = []
        var typeOf: [String: (type: String, label: String)] = [:]
        for (file, reports) in files where RuntimeThemeWords.screen.contains(where: { $0.occurs(in: file.bytes) }) {
            for use in uses(in: file, reports: reports, tokenOf: tokenOf) {
                guard let (type, label) = assignedMember(valueAt: use.code, in: file) else { continue }
                let key = type + "." + label
                if assigned[key] == nil { order.append(key); typeOf[key] = (type, label) }
                assigned[key, default: []].append(use.token)
            }
        }
        return order.compactMap { key in
            let tokens = assigned[key]!
            var counts: [String: Int] = [:]
            for t in tokens { counts[t, default: 0] += 1 }
            let most = counts.values.max() ?? 0
            guard let token = tokens.first(where: { counts[$0] == most }), let (type, label) = typeOf[key] else { return nil }
            return ThemeMember(type: type, label: label, token: token)
        }
    }

    /// The theme word and member label of the assignment whose value starts at code token `u`
    /// (`containerScheme.colorScheme.surfaceColor = ` before it: `colorScheme`, `surfaceColor`), or nil.
    func assignedMember(valueAt u: Int, in file: SwiftSource) -> (String, String)? {
        guard u >= 4, file.codeIs(u - 1, "="), file.isWord(u - 2), file.isChar(u - 3, ".") else { return nil }
        var end = self.end(ofUseAt: u, in: file)
        if file.isChar(end + 1, "!") { end += 1 }
        // The value is the use alone, or the use and a fallback (`?? .systemBackground`).
        let next = end + 1
        let ends = next >= file.code.count || file.isChar(next, ";") || file.isChar(next, "}") || file.codeIs(next, "??")
            || (file.lineBreakBetween(end, next) && !file.isChar(next, ".") && file.code[next].kind != .operator)
        guard ends else { return nil }
        // The receiver chain: words joined by dots back to the statement's start.
        var words: [String] = []
        var j = u - 4
        while j >= 0, file.isWord(j) {
            words.append(file.text(code: j))
            guard j >= 2, file.isChar(j - 1, ".") else { break }
            j -= 2
        }
        // First on its line (after `UIColor(named: "ink")!` too, whose `!` reads as an operator).
        guard j >= 0, file.isWord(j), j == 0 || file.lineBreakBetween(j - 1, j) || InferredPairs.startsStatement(j, in: file) else { return nil }
        guard let type = words.first(where: RuntimeThemeWords.isThemeWord) else { return nil }
        return (type, file.text(code: u - 2))
    }
}

/// The words that name a theme object in a receiver chain.
enum RuntimeThemeWords {
    /// `theme`, `Theme`, `scheme`, `colorScheme`: "heme" is in each; `palette`, "alette".
    static let screen = [ByteFinder("heme"), ByteFinder("alette")]

    static func isThemeWord(_ word: String) -> Bool {
        let w = word.lowercased()
        return w.contains("theme") || w.contains("scheme") || w.contains("palette")
    }
}
