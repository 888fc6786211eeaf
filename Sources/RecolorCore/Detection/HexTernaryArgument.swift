/// The hex literals of a ternary that is a color call's one argument, however the code groups
/// it: `Color(hex: c ? 0x000000 : 0xFCE546)`, in parentheses `Color(hex: (c ? A : B))`
/// (openopus-org/concertmaster_ios's buttons: 24 colors, no finding, session 39) and nested,
/// `Color(hex: s ? A : (r ? B : C))` or `s ? A : r ? B : C` (its tab buttons: 6 colors, and the
/// unparenthesized chain lost its first arm). Each literal is a finding of its own
/// (`ColorFunctionCallDetector.ternaryArgument`).
enum HexTernaryArgument {
    /// For the literal at code token `k` (an integer, or a string of one segment) right after a
    /// ternary's `?` or `:`: the `(` of the call whose whole argument is a tree of ternaries with
    /// hex literals for leaves, the literal's code range, and every leaf's. Nil otherwise.
    static func tree(_ file: SwiftSource, at k: Int, groups: EnclosingGroups) -> (open: Int, arm: Range<Int>, leaves: [Range<Int>])? {
        guard k > 1, file.isChar(k - 1, "?") || file.isChar(k - 1, ":"), let arm = literal(file, at: k) else { return nil }
        // After a `:`, the first arm ends there (a literal, or a parenthesized tree): an argument label
        // (`ofSize: 12`, every call's literal argument) is turned away before any walk.
        if file.isChar(k - 1, ":"), !(file.code[k - 2].kind == .integer || file.code[k - 2].kind == .stringQuote || file.isChar(k - 2, ")")) { return nil }
        // Out through grouping parentheses to the call's: a `(` right after a name.
        var open = groups.opener(of: k)
        var hops = 0
        while let o = open, file.isChar(o, "("), hops < 8 {
            if o > 0, file.isWord(o - 1), file.code[o].begin == file.code[o - 1].end { break }
            open = groups.opener(of: o)
            hops += 1
        }
        guard let o = open, file.isChar(o, "("), o > 0, file.isWord(o - 1),
              let args = ArgumentList.parse(file, open: o), args.arguments.count == 1,
              let leaves = leaves(file, args.arguments[0].value), leaves.count >= 2, leaves.contains(arm) else { return nil }
        return (o, arm, leaves)
    }

    /// The hex literal starting at code token `i`: an integer, or a string of one segment.
    static func literal(_ file: SwiftSource, at i: Int) -> Range<Int>? {
        guard file.code.indices.contains(i) else { return nil }
        if file.code[i].kind == .integer { return i..<(i + 1) }
        guard file.code[i].kind == .stringQuote, file.code[i].length == 1, file.code.indices.contains(i + 2),
              file.code[i + 1].kind == .stringSegment, file.code[i + 2].kind == .stringQuote else { return nil }
        return i..<(i + 3)
    }

    /// The leaves of `range` read as a literal, a parenthesized tree, or `condition ? tree : tree`
    /// (`TernaryParts`); nil for anything else.
    static func leaves(_ file: SwiftSource, _ range: Range<Int>, depth: Int = 0) -> [Range<Int>]? {
        guard !range.isEmpty, depth < 16 else { return nil }
        if literal(file, at: range.lowerBound) == range { return [range] }
        if file.isChar(range.lowerBound, "("), file.matchingClose(range.lowerBound) == range.upperBound - 1 {
            return leaves(file, (range.lowerBound + 1)..<(range.upperBound - 1), depth: depth + 1)
        }
        guard let parts = TernaryParts.of(range, in: file),
              let then = leaves(file, parts.whenTrue, depth: depth + 1),
              let otherwise = leaves(file, parts.whenFalse, depth: depth + 1) else { return nil }
        return then + otherwise
    }
}
