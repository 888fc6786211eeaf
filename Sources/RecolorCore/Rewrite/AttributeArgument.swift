/// A color among an attribute's arguments (`@SchemeValue(light: Color(white: 0.9), dark: …) var
/// c: Color`, a property wrapper's or a macro's): the attribute is a declaration, no expression,
/// so no token can stand for it or for the whole call (paperless's `@SchemeValue` became
/// `@Color.paleGrayColor` and stopped compiling). A light/dark pair there is the app's own
/// choice, already right in Dark Mode: `init` may harvest it, `fix` leaves it and says why.
enum AttributeArgument {
    /// The reason `fix` leaves the text at `range` as written, if it is (in) an attribute's
    /// name or argument list.
    static func refusal(_ range: Range<Int>, in file: SwiftSource) -> String? {
        isInAttribute(file.codeIndex(atOrAfter: range.lowerBound), in: file)
            ? "an attribute's argument (@Wrapper(…)) is a declaration, not an expression a token can replace: the app's own values stay as written"
            : nil
    }

    /// Whether code index `k` is an attribute's name (`@A`, `@A.B`) or inside its parentheses.
    static func isInAttribute(_ k: Int, in file: SwiftSource) -> Bool {
        if attributeName(endingBefore: k + 1, in: file) != nil, file.isWord(k) { return true }
        // The innermost unclosed `(` before `k`, then each enclosing one: one glued to `@Name`.
        var j = k - 1
        var steps = 0
        while j >= 0, steps < 4096 {
            steps += 1
            if file.isChar(j, ")") || file.isChar(j, "]") || file.isChar(j, "}") {
                guard let o = file.matchingOpen(j) else { return false }
                j = o - 1
                continue
            }
            // A statement or declaration boundary: no attribute argument list reaches past it.
            if file.isChar(j, "{") || file.isChar(j, ";") { return false }
            if file.isChar(j, "("), attributeName(endingBefore: j, in: file) != nil { return true }
            j -= 1
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
