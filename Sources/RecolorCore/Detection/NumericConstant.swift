/// A color component named by a constant of the type or file the color is declared in:
/// iOS-Open-GPX-Tracker's Toast writes `static let kBackgroundOpacity: Double = 0.9` and then
/// `static let kInfoBackgroundColor = UIColor(red: 0/255, green: 100/255, blue: 225/255, alpha: kBackgroundOpacity)`.
/// Read only where a name cannot be a parameter or a local: a stored property's initializer in a
/// type's body or at the top level (no function, accessor or closure around it), and only when
/// that body declares the name once, as a `let` of a number literal.
extension FileDetector {
    /// The value of the one identifier in code tokens `value`, when it names such a constant.
    func numericConstant(_ value: Range<Int>) -> (value: Double, isInteger: Bool)? {
        guard value.count == 1, file.kind(value.lowerBound) == .identifier else { return nil }
        let k = value.lowerBound
        let tree = analyzer.syntax.tree
        let n = tree.scope(at: k)
        let scope = tree.scopes[n]
        switch scope.kind {
        case .file, .type: break
        default: return nil
        }
        let name = file.text(code: k)
        var found: (value: Double, isInteger: Bool)?
        var j = max(scope.open + 1, 0)
        let end = min(scope.close, file.code.count)
        while j < end {
            defer { j += 1 }
            // A name declared again in the same body (a `var`, a second `let`) is no constant.
            guard file.codeIs(j + 1, name), tree.scope(at: j) == n,
                  file.codeIs(j, "let" as StaticString) || file.codeIs(j, "var" as StaticString) else { continue }
            guard found == nil, file.codeIs(j, "let" as StaticString) else { return nil }
            var v = j + 2
            if file.isChar(v, ":"), file.isWord(v + 1) { v += 2 }
            guard file.codeIs(v, "="), let literal = literalNumber(at: v + 1) else { return nil }
            found = literal
        }
        return found
    }

    /// A number literal (with a prefix `-`) at code token `k` that is the whole initializer: the
    /// declaration ends after it.
    private func literalNumber(at k: Int) -> (value: Double, isInteger: Bool)? {
        var n = k
        let negative = file.isChar(n, "-")
        if negative { n += 1 }
        guard file.code.indices.contains(n), file.code[n].kind == .integer || file.code[n].kind == .float,
              let v = ConstantExpression.number(file.text(code: n)) else { return nil }
        let next = n + 1
        guard next >= file.code.count || file.lineBreakBetween(n, next) || file.isChar(next, ";") || file.isChar(next, "}") else { return nil }
        return (negative ? -v : v, file.code[n].kind == .integer)
    }
}
