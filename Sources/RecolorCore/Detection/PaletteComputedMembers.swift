/// A member whose value is computed by a call of the app's own function, a color passed to it as
/// one argument: GradePoint's `class var randomPastel: UIColor { return generateRandomColor(mixedWith:
/// UIColor.white) }`, a new random pastel at each read. Valued at its white argument, it became a
/// token `randomPastel` #FFFFFF, and fix wrote that constant at 5 sites, one archived into the
/// class's stored data (session 29's review, A13). The argument is an input, not the member's value.
extension PaletteIndex.MemberDeclaration {
    /// Whether the finding starting at code index `found` lies in the arguments of a call that
    /// begins the member's value and is no color type's initializer (nor the palette's own type's).
    func computedByCall(in file: SwiftSource, found: Int, settings: DetectionSettings) -> Bool {
        let limit = min(end, file.code.count)
        // The value: after `=`, or the body's first statement (after `{` and `return`).
        var v = nameIndex + 1
        while v < limit, !file.codeIs(v, "="), !file.isChar(v, "{") { v += 1 }
        guard v < limit else { return false }
        v += 1
        if file.codeIs(v, "get"), file.isChar(v + 1, "{") { v += 2 }
        if file.codeIs(v, "return") { v += 1 }
        guard found > v else { return false }
        // The callee: `f(`, `.f(`, `Self.f(`, `Type.f(`.
        var c = v
        if file.isChar(c, ".") { c += 1 }
        while file.isWord(c), file.isChar(c + 1, "."), file.isWord(c + 2) { c += 2 }
        guard file.isWord(c), file.isChar(c + 1, "("), let close = file.matchingClose(c + 1), found > c + 1, found < close else { return false }
        let callee = file.text(code: c)
        if callee == scope || settings.types.base(callee) != nil || settings.wrappers[callee] != nil { return false }
        // A call that wraps the whole value (`Color(UIColor.white)`, `UIColor(Color.red)`) is the
        // color's own: only a lower-case function computes another value from its arguments.
        return callee.first?.isLowercase == true
    }
}
