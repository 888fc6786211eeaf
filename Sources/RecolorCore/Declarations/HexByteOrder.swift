/// The byte order of an 8-digit hex code, as a hex function's body reads it: the variable the top
/// byte (`>> 24`) goes to. HSTracker's `fromHexString(hex:)` reads
/// `let myAlpha = … CGFloat((theInt & 0xFF000000) >> 24) / 255.0 …`: `#CCC58DC9` is C58DC9 at 80 %,
/// not C5/8D/C9 at 79 % (session 28); a body putting it in `red`/`r` reads RRGGBBAA. Nothing else
/// is guessed: without such a line the order is nil and the caller keeps its default.
enum HexByteOrder {
    /// `literal`'s color under the order a body read, which binds an 8-digit string too (the
    /// configured `hexConstructors` orders bind integers only, as mappings/README says).
    static func decode(_ literal: HexLiteral?, bodyOrder: Configuration.HexOrder?, order: Configuration.HexOrder) -> RGBA? {
        guard var literal else { return nil }
        if let bodyOrder, literal.digits.count == 8, literal.valid {
            literal.isString = false
            return literal.decode(order: bodyOrder)
        }
        return literal.decode(order: order)
    }

    static func read(_ file: SwiftSource, open: Int) -> Configuration.HexOrder? {
        guard file.isChar(open, "{"), let close = file.matchingClose(open) else { return nil }
        var found: Configuration.HexOrder?
        var k = open + 1
        while k < close {
            defer { k += 1 }
            guard file.code[k].kind == .integer, file.codeIs(k, "24"), file.codeIs(k - 1, ">>") else { continue }
            // The declared variable of the statement: `let name =` a few tokens back on the same line.
            var j = k - 2
            while j > open, !file.codeIs(j, "let"), !file.codeIs(j, "var"), !file.lineBreakBetween(j, k) { j -= 1 }
            guard file.codeIs(j, "let") || file.codeIs(j, "var"), file.isWord(j + 1) else { continue }
            let name = file.text(code: j + 1).lowercased()
            let order: Configuration.HexOrder
            if name == "a" || name.contains("alpha") { order = .aarrggbb }
            else if name == "r" || name.contains("red") { order = .rrggbbaa }
            else { continue }
            if let found, found != order { return nil }
            found = order
        }
        return found
    }
}
