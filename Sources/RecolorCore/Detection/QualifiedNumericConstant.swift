/// An alpha named by a type's constant, used where the color is set (ruuvi's
/// `UIColor.white.withAlphaComponent(Constants.titleContainerAlpha)` with `private enum Constants
/// { static let titleContainerAlpha: CGFloat = 0.15 }`; the widget's
/// `Color.white.opacity(Layout.fallbackFillOpacity)`). Read as unknown, the alpha left the opaque
/// white's surface token on a translucent chip (black glass on a dark card). Read only for
/// `Type.name` (or `Outer.Type.name`) where this file declares one type of that name (of several,
/// the one nested in the nearest type enclosing the use) holding one `static let name` of a
/// number literal.
extension FileDetector {
    /// The value of `Type.name` in code tokens `value`, when it names such a constant.
    func qualifiedNumericConstant(_ value: Range<Int>) -> Double? {
        guard value.count >= 3, value.count % 2 == 1, file.kind(value.upperBound - 1) == .identifier else { return nil }
        var k = value.lowerBound
        while k < value.upperBound - 1 {
            guard file.isWord(k), file.isChar(k + 1, ".") else { return nil }
            k += 2
        }
        let typeName = file.text(code: value.upperBound - 3)
        let name = file.text(code: value.upperBound - 1)
        let tree = analyzer.syntax.tree
        var owners = tree.scopes.indices.filter { n in
            tree.scopes[n].isType && tree.scopes[n].name.map { $0 == typeName || $0.hasSuffix("." + typeName) } == true
        }
        // Several (a `private enum Constants` per view of the file): lexical lookup, the one nested
        // in the nearest type enclosing the use.
        if owners.count > 1 {
            for n in tree.ancestors(of: tree.scope(at: value.lowerBound)) {
                let nested = owners.filter { tree.scopes[$0].parent == n }
                if !nested.isEmpty { owners = nested; break }
            }
        }
        guard owners.count == 1, let n = owners.first else { return nil }
        let scope = tree.scopes[n]
        var found: Double?
        var j = scope.open + 1
        while j < min(scope.close, file.code.count) {
            defer { j += 1 }
            guard file.codeIs(j + 1, name), tree.scope(at: j) == n,
                  file.codeIs(j, "let" as StaticString) || file.codeIs(j, "var" as StaticString) else { continue }
            guard found == nil, file.codeIs(j, "let" as StaticString), file.codeIs(j - 1, "static" as StaticString) else { return nil }
            var v = j + 2
            if file.isChar(v, ":"), file.isWord(v + 1) { v += 2 }
            guard file.codeIs(v, "="), file.code.indices.contains(v + 1),
                  file.code[v + 1].kind == .integer || file.code[v + 1].kind == .float,
                  let number = ConstantExpression.number(file.text(code: v + 1)),
                  v + 2 >= file.code.count || file.lineBreakBetween(v + 1, v + 2) || file.isChar(v + 2, ";") || file.isChar(v + 2, "}")
            else { return nil }
            found = number
        }
        return found
    }

    /// An alpha named by a constant: a type's (`Constants.alpha`), the file's or type's own, or a local one (`numericConstant`).
    func namedNumericConstant(_ value: Range<Int>) -> Double? {
        qualifiedNumericConstant(value) ?? numericConstant(value)?.value
    }
}
