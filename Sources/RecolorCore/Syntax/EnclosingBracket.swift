/// The bracket that holds a code token, read from the file's bracket matching
/// (`EnclosingGroups`): which bracket, what stands before a `(` (a call's callee, an
/// attribute's name), the label of the token's argument, and how far the token is from the
/// opener. Readers that once walked back token by token to the `(` around them, each in its
/// own way, ask this and keep only their own stop rules.
struct EnclosingBracket: Equatable {
    enum Kind: Equatable {
        case parenthesis, squareBracket, brace
        /// A string interpolation's `\(`: the string's content, no argument of a call around it.
        case interpolation
    }

    /// The opener's code index.
    let open: Int
    /// The closer's code index; nil when the bracket is never closed.
    let close: Int?
    let kind: Kind
    /// For a `(` glued to a word, `)`, `]` or `>` (`f(`, `a.b(`, `f(x)(`, `a[0](`, `T<U>(`,
    /// and an attribute's `@A(`): the token before it. Nil for a grouping or a tuple.
    let callee: Int?
    /// For a `(` after `@Name` or `@Module.Name` (spaces allowed): the `@`.
    let attribute: Int?
    /// In a `(`: the label of the argument holding the token (`light` in `(light: .white)`,
    /// also when the token is the label itself); nil when that argument has none.
    let label: Int?
    /// How many of the bracket's top-level elements come before the token, a nested group
    /// counting as one: the steps a walk back from the token takes to reach `open`.
    let position: Int
}

extension EnclosingGroups {
    /// The innermost bracket holding code token `k` (a closer is held by the bracket it closes,
    /// an opener by the one around it); nil at the top level or out of range.
    func bracket(holding k: Int) -> EnclosingBracket? {
        guard let open = opener(of: k) else { return nil }
        buildElements()
        let kind: EnclosingBracket.Kind
        if file.kind(open) == .stringInterpolationOpen {
            kind = .interpolation
        } else {
            switch file.firstByte(open) {
            case UInt8(ascii: "("): kind = .parenthesis
            case UInt8(ascii: "["): kind = .squareBracket
            default: kind = .brace
            }
        }
        var callee: Int?
        var attribute: Int?
        var label: Int?
        if kind == .parenthesis {
            let before = open - 1
            if before >= 0, file.code[open].begin == file.code[before].end,
               file.isWord(before) || file.isChar(before, ")") || file.isChar(before, "]") || file.isChar(before, ">") {
                callee = before
            }
            if before >= 1, file.isWord(before) {
                var s = before
                while file.isChar(s - 1, "."), file.isWord(s - 2) { s -= 2 }
                if file.isChar(s - 1, "@") { attribute = s - 1 }
            }
            let start = Int(argumentStarts[k])
            if start <= k, file.isWord(start), file.isChar(start + 1, ":") { label = start }
        }
        return EnclosingBracket(open: open, close: file.matchingClose(open), kind: kind, callee: callee, attribute: attribute,
                                label: label, position: Int(positions[k]))
    }

    /// The top-level elements of `bracket` before code token `k` (which it holds), nearest
    /// first: each token, and each nested group by its closer. For a reader's stop rules (a
    /// `,`, an `=`, a closure's `}` between the token and the opener).
    func elements(of bracket: EnclosingBracket, before k: Int) -> BracketElements {
        BracketElements(file: file, open: bracket.open, current: k - 1)
    }
}

/// The elements `EnclosingGroups.elements(of:before:)` lists, read back from a token.
struct BracketElements: Sequence, IteratorProtocol {
    let file: SwiftSource
    let open: Int
    var current: Int

    mutating func next() -> Int? {
        guard current > open else { return nil }
        let element = current
        current = (file.matchingOpen(element) ?? element) - 1
        return element
    }
}
