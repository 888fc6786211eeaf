/// A color component named by a constant of the type or file the color is declared in:
/// iOS-Open-GPX-Tracker's Toast writes `static let kBackgroundOpacity: Double = 0.9` and then
/// `static let kInfoBackgroundColor = UIColor(red: 0/255, green: 100/255, blue: 225/255, alpha: kBackgroundOpacity)`.
/// Read only where a name cannot be a parameter or a local: a stored property's initializer in a
/// type's body or at the top level (no function, accessor or closure around it), and only when
/// that body declares the name once, as a `let` of a number literal.
extension FileDetector {
    /// The value of the one identifier in code tokens `value`, when it names such a constant, or a
    /// local one: a `let` of a number literal declared before the use in the block holding it or one
    /// around it, up to the function or closure (SwiftCharts' `let alpha: CGFloat = 0.6` one line
    /// above `UIColor.gray.withAlphaComponent(alpha)`, six grays of unknown alpha: session 39's recall39f).
    func numericConstant(_ value: Range<Int>) -> (value: Double, isInteger: Bool)? {
        guard value.count == 1, file.kind(value.lowerBound) == .identifier, !file.isChar(value.lowerBound - 1, ".") else { return nil }
        let k = value.lowerBound
        let tree = analyzer.syntax.tree
        let n = tree.scope(at: k)
        let name = file.text(code: k)
        switch tree.scopes[n].kind {
        case .file, .type:
            if case let .constant(v) = declaration(of: name, in: n, before: nil) { return v }
            return nil
        default:
            var m: Int? = n
            while let s = m {
                switch declaration(of: name, in: s, before: k) {
                case .constant(let v): return v
                case .other: return nil
                case .none: break
                }
                if case .function = tree.scopes[s].kind { return nil }
                if case .closure = tree.scopes[s].kind { return nil }
                if case .type = tree.scopes[s].kind { return nil }
                m = tree.scopes[s].parent
            }
            return nil
        }
    }

    enum ConstantDeclaration { case none, constant((value: Double, isInteger: Bool)), other }

    /// How scope `n` declares `name` directly (before code index `before`, when given): once, as a
    /// `let` of a number literal; otherwise (a `var`, a second declaration, another value) `other`.
    /// A function's parameters are declared in its signature, before its body: read as `other`.
    func declaration(of name: String, in n: Int, before: Int?) -> ConstantDeclaration {
        let tree = analyzer.syntax.tree
        let scope = tree.scopes[n]
        if case .function = scope.kind, scope.keywordToken >= 0, scope.open > scope.keywordToken,
           (scope.keywordToken..<scope.open).contains(where: { file.codeIs($0, name) && file.isChar($0 + 1, ":") }) { return .other }
        var found: (value: Double, isInteger: Bool)?
        var j = max(scope.open + 1, 0)
        let end = min(before ?? scope.close, scope.close, file.code.count)
        while j < end {
            defer { j += 1 }
            // A name declared again in the same body (a `var`, a second `let`) is no constant.
            guard file.codeIs(j + 1, name), tree.scope(at: j) == n,
                  file.codeIs(j, "let" as StaticString) || file.codeIs(j, "var" as StaticString) else { continue }
            guard found == nil, file.codeIs(j, "let" as StaticString) else { return .other }
            var v = j + 2
            if file.isChar(v, ":"), file.isWord(v + 1) { v += 2 }
            guard file.codeIs(v, "="), let literal = literalNumber(at: v + 1) else { return .other }
            found = literal
        }
        return found.map { .constant($0) } ?? .none
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
