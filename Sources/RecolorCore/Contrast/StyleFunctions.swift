/// Views an Interface Builder document lays out that the code restyles through a function: a
/// style function called on an outlet (`doneButton.applyPrimaryStyle()`, with `extension UIButton
/// { func applyPrimaryStyle() { setTitleColor(…) } }`), or a class restyling itself when the
/// document sets one of its inspectable properties (`@IBInspectable var usage: String { didSet {
/// updateStyling() } }`, `updateStyling` setting `self.textColor`). The document's color of that
/// role is then a placeholder: what is drawn is the function's color (a token's), or unknown.
/// woocommerce-ios's white title restyled through its outlet was paired with the xib's white
/// (a false 1.00:1, session 26); tidepool-mobile's `TidepoolMobileUILabel` picks its colors from a
/// table by its `usage`, and its storyboards' white tip text was paired with a white placeholder
/// its `usage="brightBackground"` repaints blue, 1.00:1 (session 27, pairs27).
package struct StyleFunctions: Sendable {
    /// Functions (by base name) of extensions that set their receiver's own colors: each color, its
    /// role, token (unknown where the value is no token) and line.
    private(set) var setters: [String: [CodeStyledViews.Styled]] = [:]
    /// Calls on a class's stored views (`doneButton.applyPrimaryStyle()` in `LoginViewController`):
    /// by class and member, the functions called.
    private(set) var calls: [String: [String: Set<String>]] = [:]
    /// Inspectable properties whose setting restyles their view, by class and property: the colors.
    private(set) var inspectables: [String: [String: [CodeStyledViews.Styled]]] = [:]

    var isEmpty: Bool { inspectables.isEmpty && (setters.isEmpty || calls.isEmpty) }

    /// The properties of a view's own colors a function may set, and the role of each.
    static let ownProperties: [String: ContrastRole] = ["textColor": .text, "setTitleColor": .text, "tintColor": .graphic, "backgroundColor": .background]
    static let finders = [ByteFinder("@IBInspectable"), ByteFinder("setTitleColor"), ByteFinder("textColor")]

    /// Whether a file may declare a style function or an inspectable style.
    static func mayDeclare(_ bytes: [UInt8]) -> Bool { finders.contains { $0.occurs(in: bytes) } }

    /// The colors code range `range` sets on its own view (`textColor = X`, `self.backgroundColor = X`,
    /// `setTitleColor(X, for: .normal)`), not another view's (`label.textColor`), not a local's declaration.
    static func ownColors(in range: Range<Int>, file: SwiftSource, tokens: [Int: String], accept: (Int) -> Bool = { _ in true }) -> [CodeStyledViews.Styled] {
        var out: [CodeStyledViews.Styled] = []
        for k in range where file.isWord(k) && accept(k) {
            guard let role = ownProperties[file.text(code: k)] else { continue }
            let isCall = file.codeIs(k, "setTitleColor")
            guard isCall ? file.isChar(k + 1, "(") : (file.codeIs(k + 1, "=") && file.kind(k + 1) == .operator) else { continue }
            guard !file.isChar(k - 1, ".") || (file.codeIs(k - 2, "self") && !file.isChar(k - 3, ".")),
                  !file.codeIs(k - 1, "let"), !file.codeIs(k - 1, "var") else { continue }
            // The value: the first token use on the rest of the line.
            var j = k + 2
            var token = CodeStyledViews.unknownToken
            while j < range.upperBound, !file.lineBreakBetween(j - 1, j) {
                if let t = tokens[j] { token = t; break }
                j += 1
            }
            // A clear background shows what lies under the view.
            if role == .background, CodeStyledViews.isClear(from: k + 2, in: file) { token = CodeStyledViews.clearToken }
            out.append(CodeStyledViews.Styled(token: token, role: role, file: file.path, line: file.location(of: file.code[k].begin).line, always: true))
        }
        return out
    }

    /// Reads `file`'s style functions, inspectable styles and calls on stored views.
    mutating func read(_ file: SwiftSource, uses: [TokenUse], tree: SyntaxTree) {
        let tokens = Dictionary(uses.filter { $0.elsewhere == nil }.map { ($0.code, $0.token) }, uniquingKeysWith: { a, _ in a })
        var byFunction: [Int: [CodeStyledViews.Styled]] = [:]
        for (n, scope) in tree.scopes.enumerated() where scope.isFunction {
            guard case .function(.func) = scope.kind, let name = scope.name, let p = scope.parent, tree.scopes[p].isType else { continue }
            // Only the function's own statements: a nested type's are another view's.
            let own = Self.ownColors(in: scope.open..<min(scope.close, file.code.count), file: file, tokens: tokens,
                                     accept: { tree.enclosingFunction(at: $0)?.open == scope.open })
            guard !own.isEmpty else { continue }
            byFunction[n] = own
            // Called on an outlet, only an extension's (`extension UIButton { func applyPrimaryStyle() }`): a class's own
            // `configure()` or `setUp()` is that class's, and a call of the name on another view is another function.
            if case .type(.extension) = tree.scopes[p].kind { setters[name, default: []] += own }
        }
        // An inspectable property whose observer sets its own colors, directly or through a method of its type it calls.
        for scope in tree.scopes where scope.modifiers.contains("@IBInspectable") {
            guard case .function(.property) = scope.kind, let name = scope.name, let p = scope.parent, tree.scopes[p].isType,
                  let typeName = tree.scopes[p].name else { continue }
            let body = scope.open..<min(scope.close, file.code.count)
            var colors = Self.ownColors(in: body, file: file, tokens: tokens)
            for k in body where file.isWord(k) && file.isChar(k + 1, "(") && (!file.isChar(k - 1, ".") || file.codeIs(k - 2, "self")) {
                for (n, own) in byFunction where tree.scopes[n].parent == p && tree.scopes[n].name == file.text(code: k) { colors += own }
            }
            guard !colors.isEmpty else { continue }
            let className = typeName.split(separator: ".").last.map(String.init) ?? typeName
            inspectables[className, default: [:]][name, default: []] += colors
        }
        // Calls on the type's stored views: `doneButton.applyPrimaryStyle()`, `self.doneButton.apply…()`.
        guard CodeStyledViews.outletPaintFinders[0].occurs(in: file.bytes) else { return }
        var built: UIKitViewTree?
        for k in file.code.indices where file.isWord(k) && file.isChar(k + 1, "(") && file.isChar(k - 1, ".") && file.isWord(k - 2) {
            let receiver = file.text(code: k - 2)
            guard receiver != "self", !file.isChar(k - 3, ".") || file.codeIs(k - 4, "self"),
                  let type = tree.enclosingType(at: k), let typeName = type.name, tree.enclosingFunction(at: k) != nil else { continue }
            if built == nil { built = UIKitViewTree(file, chains: ChainRoots(file), syntax: tree) }
            let key = built!.key(receiver, at: k)
            guard built!.isStored(key) else { continue }
            let className = typeName.split(separator: ".").last.map(String.init) ?? typeName
            calls[className, default: [:]][key.name, default: []].insert(file.text(code: k))
        }
    }

    /// The colors of `role` the functions called on a class's member set.
    func colors(_ role: ContrastRole, viewClass: String, member: String) -> [CodeStyledViews.Styled] {
        guard let called = calls[viewClass]?[member] else { return [] }
        return called.sorted().flatMap { (setters[$0] ?? []).filter { $0.role == role } }
    }

    /// The colors of `role` a view of `viewClass` given the inspectable properties `keyPaths` sets itself.
    func colors(_ role: ContrastRole, viewClass: String, keyPaths: [String]) -> [CodeStyledViews.Styled] {
        guard let byProperty = inspectables[viewClass] else { return [] }
        return keyPaths.flatMap { (byProperty[$0] ?? []).filter { $0.role == role } }
    }
}
