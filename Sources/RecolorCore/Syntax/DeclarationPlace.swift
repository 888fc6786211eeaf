/// Where a color stands, as the declarations around it name it: the types and functions (or
/// properties) that hold it, outermost first, and the stored `let`/`var` whose initializer call
/// holds it (`VideoPreviewController.blackPlaceholder`, `blackPalette`). A keep rule limited to
/// a place (`"in": ["blackPalette"]`) keeps a value there while the same value adapts elsewhere.
enum DeclarationPlace {
    /// The place of code index `k`, its names joined by `.`; nil at the file's top level outside
    /// any declaration.
    static func path(at k: Int, in file: SwiftSource, tree: SyntaxTree) -> String? {
        var names: [String] = []
        let scopeIndex = tree.scope(at: k)
        for n in tree.ancestors(of: scopeIndex) {
            let s = tree.scopes[n]
            if (s.isType || s.isFunction), let name = s.name {
                if case .function(.accessor) = s.kind { continue }  // `get` adds nothing to the property's name
                names.append(name)
            }
        }
        names.reverse()
        if let stored = storedDeclaration(holding: k, in: file, scope: tree.scopes[scopeIndex]) { names.append(stored) }
        else if let function = functionDeclaring(parameterAt: k, tree: tree, scope: scopeIndex) { names.append(function) }
        // A constant at the file's top level whose value starts at `k` (winston's `private let
        // BG_GRAD_DARK = Color.hex("FFB13D")`): its name, so a rule can keep it where it stands.
        if names.isEmpty, case .file = tree.scopes[scopeIndex].kind, let name = topLevelName(before: k, in: file) { return name }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// The place of code index `k` down to what the color is set on: `path(at:)` and then the
    /// receiver (`qrImageView` of `qrImageView.backgroundColor = .white`) or the first word of
    /// the SwiftUI chain whose modifier takes it (`qrCodeView` of `qrCodeView().padding()
    /// .background(Color.white)`). phoenix's QR card and the caption beside it both set
    /// `.background(Color.white)` in one `body`: only the card is meant white in Dark, and a
    /// keep rule limited to `body` kept both or neither (session 20, F7). `sites` is built once
    /// per file by the caller.
    static func path(at k: Int, in file: SwiftSource, tree: SyntaxTree, sites: UseSiteIndex) -> String? {
        let declared = path(at: k, in: file, tree: tree)
        guard let receiver = receiverName(at: k, in: file, sites: sites) else { return declared }
        return declared.map { $0 + "." + receiver } ?? receiver
    }

    /// The receiver or chain root a color at code index `k` is set on, as dotted words; nil
    /// where it is none or not a plain name (a helper's call, a subscript).
    static func receiverName(at k: Int, in file: SwiftSource, sites: UseSiteIndex) -> String? {
        guard let site = UseSite.of(k, in: file, braces: sites.braces, chains: sites.chains) else { return nil }
        var name: String
        switch site.place {
        case .receiver(let text, _): name = text
        case .chain(let root):
            guard root < file.code.count, file.isWord(root) else { return nil }
            name = file.text(code: root)
        }
        // `view.layer.backgroundColor`: the view is what it colors.
        if name.hasSuffix(".layer") { name.removeLast(".layer".count) }
        let words = name.split(separator: ".", omittingEmptySubsequences: false)
        guard !words.isEmpty, words.allSatisfy({ w in
            guard let first = w.first, first == "_" || first.isLetter else { return false }
            return w.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
        }) else { return nil }
        return name
    }

    /// What `receiverName` reads, built once per file.
    struct UseSiteIndex {
        let braces: EnclosingBraces
        let chains: ChainRoots
        init(_ file: SwiftSource) {
            braces = EnclosingBraces(file)
            chains = ChainRoots(file)
        }
    }

    /// NAME of `let NAME = ` or `let NAME: T = ` right before code index `k`.
    static func topLevelName(before k: Int, in file: SwiftSource) -> String? {
        guard k >= 3, file.codeIs(k - 1, "=") else { return nil }
        var nameIndex = k - 2
        if file.isWord(nameIndex), file.isChar(nameIndex - 1, ":") { nameIndex -= 2 }
        guard nameIndex >= 1, file.isWord(nameIndex), file.codeIs(nameIndex - 1, "let") || file.codeIs(nameIndex - 1, "var") else { return nil }
        return file.text(code: nameIndex)
    }

    /// `let NAME = Call(…)` / `static let NAME: T = Call(…)` directly in `scope`, whose call's
    /// parentheses (or a collection literal's brackets) hold code index `k`: NAME.
    static func storedDeclaration(holding k: Int, in file: SwiftSource, scope: Scope) -> String? {
        // The outermost group around `k` that opens directly in the scope.
        var j = scope.open + 1
        while j < k {
            if (file.isChar(j, "(") || file.isChar(j, "[")), let close = file.matchingClose(j) {
                if close < k { j = close + 1; continue }
                // `k` is inside the group opened at `j`: the declaration before it.
                var e = j - 1
                while e > scope.open, j - e < 8, !file.codeIs(e, "=") {
                    if file.isChar(e, "{") || file.isChar(e, "}") || file.isChar(e, ";") { return nil }
                    e -= 1
                }
                guard file.codeIs(e, "=") else { return nil }
                var nameIndex = e - 1
                if file.isWord(nameIndex), file.isChar(nameIndex - 1, ":") { nameIndex -= 2 }  // `NAME: T =`
                guard file.isWord(nameIndex), file.codeIs(nameIndex - 1, "let") || file.codeIs(nameIndex - 1, "var") else { return nil }
                return file.text(code: nameIndex)
            }
            if file.isChar(j, "{"), let close = file.matchingClose(j) { j = close + 1; continue }
            j += 1
        }
        return nil
    }

    /// `func NAME(…)` / `init(…)` directly in `scope` whose parameter clause holds code index `k`
    /// (a default argument, `color: UIColor = UIColor(red: 0, …)`): NAME (`init`). The signature
    /// stands before the function's braces, so its place was the type's: beam's
    /// `drawPasscodeIndicator` (stroked) and `drawPasscodeIndicatorFilled` (filled) default to one
    /// black, two tokens, and init could limit neither rule to its function ("the draft's rules do
    /// not map this finding": session 22 audit F18).
    static func functionDeclaring(parameterAt k: Int, tree: SyntaxTree, scope: Int) -> String? {
        // A child function of the scope whose keyword stands before `k` and whose body opens after it.
        let function = tree.scopes.first { s in
            guard s.parent == scope, s.keywordToken < k, k < s.open, case .function(let keyword) = s.kind else { return false }
            return keyword == .func || keyword == .`init` || keyword == .subscript
        }
        return function?.name
    }

    /// Whether `place` lies in one of `within`'s declarations: an entry names the place or one
    /// of its enclosing declarations by whole names (`blackPlaceholder`,
    /// `VideoPreviewController.blackPlaceholder`, `VideoPreviewController`).
    static func matches(_ place: String?, within: [String]) -> Bool {
        guard let place else { return false }
        let dotted = "." + place + "."
        return within.contains { dotted.contains("." + $0 + ".") }
    }
}
