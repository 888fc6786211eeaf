/// Which calls of a helper reach a color it returns from one case of a `switch` over its own
/// parameter: a call whose argument is a literal reaches the case that literal matches (or
/// `default` when it matches none), never the others (session 34's held-out check, V4). bittr
/// sets every screen's background from `Colors.getColor("yelloworblue1")`, a switch over the name
/// with thirty cases; `ReturnedCallUses` drew every case's color at every call, so Main.storyboard's
/// white labels were checked on the helper's white and gray arms ("inverseText on
/// systemBackground 1.00:1 FAIL", about 16 of the app's 28 pairs), none of them on screen. A call
/// whose argument is no literal may reach any case, as before.
enum SelectedCaseCalls {
    /// The case holding the returned color at code index `k` of a function, when the case belongs
    /// to a `switch` whose subject is that function's own parameter: the parameter's position
    /// and the case (its literal patterns, or `default` and every pattern listed).
    struct Selection {
        var position: Int
        var labels: Set<String>
        var isDefault: Bool
        var listed: Set<String>
    }

    static func selection(ofReturnAt k: Int, in file: SwiftSource, tree: SyntaxTree) -> Selection? {
        guard let function = tree.enclosingFunction(at: k), case .function(.func) = function.kind, function.nameToken >= 0,
              let label = label(holding: k, in: file, tree: tree),
              let (brace, subject) = SwitchOfCase.of(caseAt: label, in: file), brace > function.open,
              let open = parameterOpen(function.nameToken, in: file), let close = file.matchingClose(open),
              let position = ParameterClause.parameters(open, close, in: file).firstIndex(where: { $0.name == subject }),
              let found = VariantCase.of(label + 1, type: 0, in: file) else { return nil }
        return Selection(position: position, labels: found.labels, isDefault: found.isDefault, listed: found.listed)
    }

    /// The `case` label holding code index `k`, directly or through the `if`/`else` blocks of its
    /// clause (bittr's `case "x": if darkModeIsOn {return A} else {return B}`).
    static func label(holding k: Int, in file: SwiftSource, tree: SyntaxTree) -> Int? {
        var at = k
        for _ in 0..<4 {
            if let label = SwitchOfCase.label(holding: at, in: file, limit: 64) { return label }
            var scope = tree.scopes[tree.scope(at: at)]
            // An `else` block: back to its `if`.
            if case .block(.else) = scope.kind, scope.keywordToken > 0, file.isChar(scope.keywordToken - 1, "}") {
                scope = tree.scopes[tree.scope(at: scope.keywordToken - 1)]
            }
            guard case .block(.if) = scope.kind, scope.keywordToken >= 0 else { return nil }
            at = scope.keywordToken
        }
        return nil
    }

    /// The `(` of the parameter clause after a function's name (a generic clause passed over).
    static func parameterOpen(_ name: Int, in file: SwiftSource) -> Int? {
        var j = name + 1
        if file.isChar(j, "<") {
            while j < file.code.count, j - name < 64, !file.isChar(j, ">") { j += 1 }
            j += 1
        }
        return file.isChar(j, "(") ? j : nil
    }

    /// Whether the call of `name` starting at code index `start` (its qualifier, or its name) may
    /// reach `selection`'s case: false only when its argument at the parameter's position is a
    /// literal (a string, a number, an implicit member) that selects another case.
    static func reaches(_ selection: Selection, callAt start: Int, name: String, in file: SwiftSource) -> Bool {
        var j = start
        while j < file.code.count, j - start < 16, !(file.codeIs(j, name) && file.isChar(j + 1, "(")) { j += 1 }
        guard file.codeIs(j, name), let close = file.matchingClose(j + 1) else { return true }
        let arguments = ParameterClause.segments(j + 1, close, in: file)
        guard selection.position < arguments.count else { return true }
        let argument = arguments[selection.position]
        // A labeled argument's value starts after its `label:`.
        var value = argument.range.lowerBound
        if file.isWord(value), file.isChar(value + 1, ":") { value += 2 }
        guard let literal = literal(value..<argument.range.upperBound, in: file) else { return true }
        if selection.isDefault { return !selection.listed.contains(literal) }
        return selection.labels.contains(literal)
    }

    /// The argument's text when it is a literal a `case` pattern is written as: `"ink"` (no
    /// interpolation), `3`, `.ink`; nil otherwise.
    static func literal(_ range: Range<Int>, in file: SwiftSource) -> String? {
        guard !range.isEmpty else { return nil }
        let a = range.lowerBound
        switch range.count {
        case 1 where file.kind(a) == .integer: return file.text(code: a)
        case 2 where file.isChar(a, ".") && file.isWord(a + 1): return file.text(code: a) + file.text(code: a + 1)
        case 3 where file.kind(a) == .stringQuote && file.kind(a + 1) == .stringSegment && file.kind(a + 2) == .stringQuote:
            return range.map { file.text(code: $0) }.joined()
        default: return nil
        }
    }
}
