/// The fallback of an element taken from a collection (`theme?.colors().randomElement() ?? .olympia1`,
/// `palette.first ?? .blue`, `categoryColors[name] ?? .gray`): drawn where the collection has no
/// element to give, in its place, so it is one of the collection's values. Jotify's note colors are
/// saved by name through a `switch self` on equality; made a token at that fallback, a new note's
/// color matched no case and was saved as another color (session 39's intent39a, M2).
extension FixedIntentReader {
    func collectionElementFallback(_ k: Int) -> String? {
        guard k >= 2, file.codeIs(k - 1, "??") else { return nil }
        let e = k - 2
        if file.isChar(e, ")"), let open = file.matchingOpen(e), open >= 2, open == e - 1, file.isChar(open - 2, "."),
           file.codeIs(open - 1, "randomElement") {
            return "the fallback of a random element of a collection (randomElement() ?? …, line \(file.line(of: file.code[k].begin)))"
        }
        if file.isChar(e - 1, "."), file.codeIs(e, "first") || file.codeIs(e, "last") {
            return "the fallback of the \(file.text(code: e)) element of a collection (.\(file.text(code: e)) ?? …, line \(file.line(of: file.code[k].begin)))"
        }
        // A subscript (`table[key] ?? …`), not an array literal: a name or a call's `)` before the `[`.
        if file.isChar(e, "]"), let open = file.matchingOpen(e), open >= 1, file.isWord(open - 1) || file.isChar(open - 1, ")"),
           file.code[open].begin == file.code[open - 1].end, !file.codeIs(open - 1, "return") {
            return "the fallback of a collection's element read by key or index ([…] ?? …, line \(file.line(of: file.code[k].begin)))"
        }
        return nil
    }
}
