/// A hex factory called inside the color type it extends, bare or through `Self`:
/// `extension UIColor { static let ink = hex(0x121212); static let paper = Self.hex(0xFAFAFA) }`.
/// Outside its type a factory is `UIColor.hex(…)` or `.hex(…)`, which the member detectors read;
/// inside, Swift needs no type before it, so the enclosing declaration says which type it is.
extension FileDetector {
    /// A `hex(…)` or `Self.hex(…)` call at code token `k`, offered to the member detectors with the
    /// enclosing color type.
    func ownTypeHexFactory(at k: Int) -> (Finding, Int)? {
        var member = k
        if file.codeIs(k, "Self" as StaticString) {
            guard file.isChar(k + 1, "."), file.isWord(k + 2) else { return nil }
            member = k + 2
        }
        guard file.codeIs(member, "hex" as StaticString), file.isChar(member + 1, "("),
              file.code[member + 1].begin == file.code[member].end,
              !file.codeIs(k - 1, "func" as StaticString), let type = enclosingColorType(of: k) else { return nil }
        return memberOfColorType(type, start: k, member: member)
    }

    /// The color type whose body (an `extension UIColor`, a `struct Color` of the configured
    /// types) holds code token `k`, through function bodies and closures; nil in any other type.
    func enclosingColorType(of k: Int) -> BaseColorType? {
        var group = analyzer.enclosing.opener(of: k)
        var hops = 0
        while let open = group, hops < ContextAnalyzer.nestingLimit {
            hops += 1
            if file.isChar(open, "{"), let name = typeDeclarationName(ofBodyAt: open) {
                return settings.types.base(name)
            }
            group = analyzer.enclosing.opener(of: open)
        }
        return nil
    }

    /// The last component of the type an `extension`, `struct`, `class`, `enum` or `actor`
    /// declares with the body opening at `open`, or nil when the body is another's (a function's).
    func typeDeclarationName(ofBodyAt open: Int) -> String? {
        var n = open - 1
        while n >= 0 && open - n < 64 {
            if let o = analyzer.skipGroupBackward(n) { n = o - 1; continue }
            if file.isChar(n, "{") || file.isChar(n, "}") || file.isChar(n, ";") { return nil }
            if file.code[n].kind == .keyword && !file.isChar(n - 1, ".") {
                if file.codeIs(n, "extension" as StaticString) || file.codeIs(n, "struct" as StaticString) || file.codeIs(n, "class" as StaticString)
                    || file.codeIs(n, "enum" as StaticString) || file.codeIs(n, "actor" as StaticString) {
                    var name = n + 1
                    guard file.isWord(name) else { return nil }
                    while file.isChar(name + 1, "."), file.isWord(name + 2) { name += 2 }
                    return file.text(code: name)
                }
                if file.codeIs(n, "func" as StaticString) || file.codeIs(n, "init" as StaticString) || file.codeIs(n, "var" as StaticString)
                    || file.codeIs(n, "let" as StaticString) || file.codeIs(n, "in" as StaticString) { return nil }
            }
            n -= 1
        }
        return nil
    }
}
