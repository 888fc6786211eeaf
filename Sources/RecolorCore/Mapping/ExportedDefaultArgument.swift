/// A default argument of an exported function (public, open or package, outside any type the
/// module keeps to itself) is part of the module's interface: Swift lets it name only declarations
/// as visible as the function, and rejects `public func style(color: UIColor = Semantic.x)` with
/// "enum 'Semantic' is internal and cannot be referenced from a default argument value". The body
/// of an exported `@inlinable` function is under the same rule. `generate` declares its members
/// internal (the app's module is their only reader), so `fix` declines such a site unless the
/// replacement names only the system's colors, which are public.
enum ExportedDefaultArgument {
    static let exportingModifiers: Set<String> = ["public", "open", "package"]
    static let narrowingModifiers: Set<String> = ["private", "fileprivate", "internal"]
    static let inliningAttributes: Set<String> = ["@inlinable", "@_alwaysEmitIntoClient", "@_transparent"]

    /// The reason `fix` leaves the color at `range` as written, if it stands where an exported
    /// interface is and `replacement` names a declaration of the app.
    static func refusal(_ range: Range<Int>, replacement: String, implicitType: String?, in file: SwiftSource, tree: SyntaxTree) -> String? {
        guard !namesOnlySystemColors(replacement, implicitType: implicitType) else { return nil }
        let k = file.codeIndex(atOrAfter: range.lowerBound)
        if let function = parameterClauseFunction(at: k, in: file, tree: tree), isExported(function, tree: tree) {
            let name = function.name.map { $0 == "init" || $0 == "subscript" ? $0 : "\($0)(…)" } ?? "function"
            return "a default argument of the public function \(name): Swift lets it name only public declarations, and `\(replacement)` is the app's own (generate declares its members internal)"
        }
        if let function = tree.enclosingFunction(at: k), function.modifiers.contains(where: inliningAttributes.contains), isExported(function, tree: tree) {
            return "the body of an exported @inlinable function: Swift lets it name only public declarations, and `\(replacement)` is the app's own (generate declares its members internal)"
        }
        return nil
    }

    /// The function, initializer or subscript whose parameter clause holds code token `k`.
    static func parameterClauseFunction(at k: Int, in file: SwiftSource, tree: SyntaxTree) -> Scope? {
        var j = k - 1
        while j >= 0 {
            if file.isChar(j, ")") || file.isChar(j, "]") || file.isChar(j, "}") {
                guard let open = file.matchingOpen(j) else { return nil }
                j = open - 1
                continue
            }
            if file.isChar(j, "{") || file.isChar(j, ";") { return nil }
            if file.isChar(j, "(") {
                if let keyword = declarationKeyword(beforeParameterClause: j, in: file) {
                    return tree.scopes.first { $0.keywordToken == keyword && $0.isFunction }
                }
            }
            j -= 1
        }
        return nil
    }

    /// The `func`, `init` or `subscript` token of a declaration whose parameter clause opens at `p`.
    static func declarationKeyword(beforeParameterClause p: Int, in file: SwiftSource) -> Int? {
        var n = p - 1
        if n >= 0, file.isChar(n, ">") {  // generic parameters: `func f<T>(`
            var depth = 0
            while n >= 0 {
                if file.isChar(n, ">") { depth += 1 } else if file.isChar(n, "<") { depth -= 1; if depth == 0 { break } }
                if file.isChar(n, "{") || file.isChar(n, "}") { return nil }
                n -= 1
            }
            n -= 1
        }
        guard n >= 0 else { return nil }
        if file.isChar(n, "?") || file.isChar(n, "!") { n -= 1 }  // `init?(`
        if file.codeIs(n, "init") || file.codeIs(n, "subscript") { return n }
        if n >= 1, file.codeIs(n - 1, "func") { return n - 1 }
        return nil
    }

    /// Whether the function is visible outside its module: it says public/open/package (or a
    /// `public extension` says it for it), and every type around it that is no extension does too.
    static func isExported(_ function: Scope, tree: SyntaxTree) -> Bool {
        let own = function.modifiers
        if own.contains(where: narrowingModifiers.contains) { return false }
        var exported = own.contains(where: exportingModifiers.contains)
        var first = true
        for n in tree.ancestors(of: tree.scope(at: function.keywordToken)) {
            let scope = tree.scopes[n]
            guard case let .type(keyword) = scope.kind else {
                if scope.isFunction || scope.kind == .closure { return false }  // a local function
                continue
            }
            if keyword == .extension {
                // The extended type is declared elsewhere: taken as exported; its access is the members' default.
                if first, !exported, scope.modifiers.contains(where: exportingModifiers.contains) { exported = true }
            } else if !scope.modifiers.contains(where: exportingModifiers.contains) {
                return false
            }
            first = false
        }
        return exported
    }

    /// Whether `text` names nothing but the system's colors and their modifiers (`UIColor.label`,
    /// `.systemBackground`, `Color(uiColor: .label)`, `Color.primary.opacity(0.5)`), all public.
    static func namesOnlySystemColors(_ text: String, implicitType: String?) -> Bool {
        let file = SwiftSource(path: "", bytes: Array(text.utf8))
        let qualifiers = Set(Framework.allCases.flatMap(\.importModules))
        for k in 0..<file.code.count where file.isWord(k) {
            let word = file.text(code: k)
            if k > 0, file.isChar(k - 1, ".") {
                // A member: of a color type it must be the system's; after anything else (a call, another member) it is a modifier.
                let owner: BaseColorType?
                if k >= 2, file.isWord(k - 2) {
                    owner = BaseColorType(rawValue: file.text(code: k - 2))
                    if owner == nil, qualifiers.contains(file.text(code: k - 2)) { continue }
                } else if k == 1 || file.isChar(k - 2, "(") || file.isChar(k - 2, ":") || file.isChar(k - 2, ",") {
                    owner = implicitOwner(k - 1, in: file, implicitType: implicitType)
                } else {
                    continue
                }
                guard let owner else { return false }
                if !SystemColorNames.contains(word, on: owner) { return false }
                continue
            }
            if file.isChar(k + 1, ":") { continue }  // an argument label
            if BaseColorType(rawValue: word) != nil || qualifiers.contains(word) { continue }
            if Keywords.expressions.contains(word) { continue }  // `nil`, `true`
            return false
        }
        return true
    }

    /// The color type of an implicit member at `.` token `dot`: an initializer's labelled argument
    /// (`Color(uiColor: .label)`), `Color(.label)`, else the replaced text's type.
    static func implicitOwner(_ dot: Int, in file: SwiftSource, implicitType: String?) -> BaseColorType? {
        if dot >= 2, file.isChar(dot - 1, ":"), file.isWord(dot - 2), let platform = BaseColorType(conversionLabel: file.text(code: dot - 2)) {
            return platform
        }
        if dot >= 2, file.isChar(dot - 1, "("), file.codeIs(dot - 2, BaseColorType.color.rawValue) {
            let member = file.text(code: dot + 1)
            return SystemColorNames.contains(member, on: .uiColor) ? .uiColor : .nsColor
        }
        return dot == 0 ? implicitType.flatMap(BaseColorType.init(rawValue:)) : nil
    }
}
