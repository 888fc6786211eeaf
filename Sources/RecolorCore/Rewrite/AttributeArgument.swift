/// A color among an attribute's arguments (`@SchemeValue(light: Color(white: 0.9), dark: …) var
/// c: Color`, a property wrapper's or a macro's): the attribute is a declaration, no expression,
/// so no token can stand for it or for the whole call (paperless's `@SchemeValue` became
/// `@Color.paleGrayColor` and stopped compiling). A light/dark pair there is the app's own
/// choice, already right in Dark Mode: `init` may harvest it, `fix` leaves it and says why.
enum AttributeArgument {
    /// The reason `fix` leaves the text at `range` as written, if it is (in) an attribute's
    /// name or argument list. `brackets`: the file's, when the caller holds them.
    static func refusal(_ range: Range<Int>, in file: SwiftSource, brackets: EnclosingGroups? = nil) -> String? {
        isInAttribute(file.codeIndex(atOrAfter: range.lowerBound), in: file, brackets: brackets ?? EnclosingGroups(file: file))
            ? "an attribute's argument (@Wrapper(…)) is a declaration, not an expression a token can replace: the app's own values stay as written"
            : nil
    }

    /// Whether code index `k` is an attribute's name (`@A`, `@A.B`) or inside its parentheses.
    static func isInAttribute(_ k: Int, in file: SwiftSource, brackets: EnclosingGroups) -> Bool {
        if attributeName(endingBefore: k + 1, in: file) != nil, file.isWord(k) { return true }
        // The innermost bracket around `k`, then each enclosing one, within 4,096 elements in
        // all: a `(` after `@Name`. A statement or declaration boundary (a `{`, a `;`) ends the
        // search: no attribute argument list reaches past it.
        var inner = k
        var steps = 0
        var crossed: [(EnclosingBracket, Int)] = []
        while let bracket = brackets.bracket(holding: inner) {
            steps += bracket.position + 1
            guard steps <= 4096, bracket.kind != .brace else { return false }
            crossed.append((bracket, inner))
            if bracket.attribute != nil {
                // Found: no `;` on the way (only unbalanced input puts one in a bracket).
                return !crossed.contains { b, from in brackets.elements(of: b, before: from).contains { file.isChar($0, ";") } }
            }
            inner = bracket.open
        }
        return false
    }

    /// The start of `@Name` or `@Module.Name` whose last word is code index `end - 1`.
    private static func attributeName(endingBefore end: Int, in file: SwiftSource) -> Int? {
        var k = end - 1
        guard k >= 1, file.isWord(k) else { return nil }
        while file.isChar(k - 1, "."), file.isWord(k - 2) { k -= 2 }
        return file.isChar(k - 1, "@") ? k - 1 : nil
    }
}
