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
