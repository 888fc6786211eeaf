/// What Swift's lexical lookup finds for a bare name assigned in a body (`color = .green` after
/// `let color: Color` in the same function): the nearest `let`/`var` of that name in an enclosing
/// block of this file, or a parameter of the enclosing function. Contract v4: declarations are
/// looked up in lexical scope, never in an unrelated type (paperless's local `let color: Color`
/// was typed UIColor from another file's `var color: HexColor`). Read from the file's scopes; the
/// lookup stops at the body of the enclosing type, whose members its own declarations decide.
enum LexicalDeclaration: Equatable {
    /// Declared with this type.
    case typed(DeclaredType)
    /// Declared without a type (`var color = theme.tint`): the local wins, its type unknown here.
    case untyped
}

extension ContextAnalyzer {
    /// The declaration of `name` that lexical lookup from code token `k` finds in an enclosing
    /// function body, accessor, closure or block (searched innermost first, each before `k`; a
    /// closed scope before the use is another scope), or a parameter of an enclosing function;
    /// nil when there is none before the enclosing type's body or the file. `constructed`: an
    /// initializer calling a type (`let stop = HUDBarButton()`) types the local with it.
    func lexicalDeclaration(of name: String, before k: Int, depth: Int = 0, constructed: Bool = false) -> LexicalDeclaration? {
        let tree = syntax.tree
        for n in tree.ancestors(of: tree.scope(at: k)) {
            let scope = tree.scopes[n]
            switch scope.kind {
            case .type, .file: return nil
            default: break
            }
            var j = min(k, scope.close) - 1
            while j > scope.open + 1 {
                defer { j -= 1 }
                guard file.codeIs(j, name), file.codeIs(j - 1, "let") || file.codeIs(j - 1, "var"), tree.scope(at: j) == n,
                      !file.codeIs(j - 2, "if"), !file.codeIs(j - 2, "while"), !file.codeIs(j - 2, "case") else { continue }
                guard file.isChar(j + 1, ":") else { return initialized(j, depth: depth, constructed: constructed) }
                let (type, _, _) = TypeSyntax.parse(file, j + 2) { _ in false }
                return type.map { .typed($0) } ?? .untyped
            }
            if scope.isFunction, let found = parameter(name, ofBodyAt: scope.open) { return found }
        }
        return nil
    }

    /// The type an untyped `let`/`var` whose name is code index `name` takes from its initializer:
    /// a color type's member or call (`= UIColor.red`, `= Color(white: 0.5)`), or another name
    /// in scope (`var color = color`, the parameter's type).
    private func initialized(_ name: Int, depth: Int, constructed: Bool) -> LexicalDeclaration {
        guard file.codeIs(name + 1, "="), file.isWord(name + 2) else { return .untyped }
        let v = name + 2
        if let base = types.base(code: v, in: file), file.isChar(v + 1, ".") || file.isChar(v + 1, "(") {
            return .typed(DeclaredType(name: base.rawValue))
        }
        if constructed, file.kind(v) == .identifier, file.isChar(v + 1, "("), file.code[v + 1].begin == file.code[v].end,
           let first = file.text(code: v).unicodeScalars.first, first.properties.isUppercase {
            return .typed(DeclaredType(name: file.text(code: v)))
        }
        let ends = v + 1 >= file.code.count || file.lineBreakBetween(v, v + 1) || file.isChar(v + 1, ";") || file.isChar(v + 1, "}")
        guard ends, file.kind(v) == .identifier, depth < 4 else { return .untyped }
        return lexicalDeclaration(of: file.text(code: v), before: name - 1, depth: depth + 1, constructed: constructed) ?? .untyped
    }

    /// `name`'s type when the `{` at `open` is the body of a function (or initializer) one of
    /// whose parameters is `name` (`func f(color: Color) {`, `_ color: Color`, `in color: Color`).
    private func parameter(_ name: String, ofBodyAt open: Int) -> LexicalDeclaration? {
        var m = open - 1
        var steps = 0
        // Past `-> Type`, `throws`, `async`, `where …` to the parameter list's `)`.
        while m > 0, steps < 64, !file.isChar(m, ")") {
            steps += 1
            if file.isChar(m, "{") || file.isChar(m, "}") || file.isChar(m, ";") { return nil }
            if file.isChar(m, ">"), let o = file.matchingOpen(m) { m = o - 1; continue }
            m -= 1
        }
        guard file.isChar(m, ")"), let listOpen = file.matchingOpen(m), listOpen > 1 else { return nil }
        let isFunction = file.codeIs(listOpen - 1, "init") || file.isChar(listOpen - 1, "?") && file.codeIs(listOpen - 2, "init")
            || file.isWord(listOpen - 1) && file.codeIs(listOpen - 2, "func")
            || file.isChar(listOpen - 1, ">") && file.matchingOpen(listOpen - 1).map { file.codeIs($0 - 2, "func") } == true
        guard isFunction else { return nil }
        var p = listOpen + 1
        while p < m {
            if file.isChar(p, "("), let c = file.matchingClose(p) { p = c + 1; continue }
            if file.codeIs(p, name), file.isChar(p + 1, ":"),
               file.isChar(p - 1, "(") || file.isChar(p - 1, ",") || file.isWord(p - 1) && (file.isChar(p - 2, "(") || file.isChar(p - 2, ",")) {
                let (type, _, _) = TypeSyntax.parse(file, p + 2) { _ in false }
                return type.map { .typed($0) } ?? .untyped
            }
            p += 1
        }
        return nil
    }
}
