extension ContextAnalyzer {
    /// The name of the type the receiver ending at code index `r` is declared with, when this file
    /// tells it: a local or parameter (`let stop = HUDBarButton()`, `_ stop: HUDBarButton`), or a
    /// property of the enclosing type (`self.stop`, or a bare `stop` no local shadows). Nil for a
    /// chain, a call or anything else: then the name rules and the tree's declarations decide.
    func receiverTypeName(endingAt r: Int) -> String? {
        guard r > 1, file.kind(r) == .identifier else { return nil }
        let name = file.text(code: r)
        let viaSelf = file.isChar(r - 1, ".") && file.codeIs(r - 2, "self" as StaticString)
        if file.isChar(r - 1, ".") && !viaSelf { return nil }
        if !viaSelf, let local = lexicalDeclaration(of: name, before: r, constructed: true) {
            if case .typed(let type) = local { return type.name }
            return nil
        }
        if case .declared(let type?)? = ownMember(name, at: r) { return type.name }
        return nil
    }
}

extension ContextAnalyzer {
    /// The type (its last name component) whose member is read at code token `k` (a name after a `.`,
    /// or bare), when this file tells it; nil otherwise. Reads of `x.color` matched by the member's name
    /// alone mixed types: SmartReceipts reads `item.color` (a struct's `let color`, a cell's background)
    /// beside `style.color` (an enum's computed tint), so the roles disagreed and neither got one
    /// (fixa33's notes on verify32 V2).
    ///
    /// Triggering (known):
    /// - `self.color`, `Self.color`, or a bare `color` no local shadows, in a type or its extension → that type;
    /// - `Style.color` (a static member: an upper-case receiver) → `Style`;
    /// - `style.color` with `style: Style` (a parameter, a typed local, a property of the enclosing type)
    ///   or `let style = Style(…)` found by lexical lookup (`receiverTypeName(endingAt:)`) → `Style`.
    /// Non-triggering (nil):
    /// - `$0.color`, `cell.item.color` (a chain), `.color` (an implicit member), `items[0].color`, `make().color`;
    /// - `let style = makeStyle()`, `for style in styles` (a declaration without a type).
    func memberReadReceiverType(at k: Int) -> String? {
        guard k >= 1, k < file.code.count else { return nil }
        let enclosing = { syntax.tree.enclosingType(at: k)?.name.map { String($0.split(separator: ".").last ?? Substring($0)) } }
        if !file.isChar(k - 1, ".") {
            guard lexicalDeclaration(of: file.text(code: k), before: k) == nil else { return nil }
            return enclosing()
        }
        let r = k - 2
        guard r >= 0, file.isWord(r), !file.isChar(r - 1, "."), !file.isChar(r - 1, "?") else { return nil }
        let receiver = file.text(code: r)
        if receiver == "self" || receiver == "Self" { return enclosing() }
        guard let first = receiver.unicodeScalars.first, first != "$" else { return nil }
        if first.properties.isUppercase { return receiver }
        return receiverTypeName(endingAt: r)
    }
}
