/// Material's naming: in one scheme, the color `onX` is drawn on the color `x` (`onPrimary` on
/// `primary`, `onSurface` on `surface`). Moonfin's own scheme struct draws its button's title in
/// `onButton` on `button` through `theme.colorScheme.button` / `.onButton`, which no view chain
/// names as a token: `contrast` found no pair and `init` inverted the text (#DDDDDD → #1D1D1D)
/// beside the kept button fill, 5.6:1 in light, about 2.2:1 in Dark (session 30's review, B2).
/// The name is the pair: the two members of one instance (`Scheme(button: A, onButton: B)`) or
/// of one type (`static let primary = A`, `static let onPrimary = B`) are a foreground on its
/// surface, checked by `contrast` and kept readable together by `init`.
///
/// Not: a state color (`onColor` beside `offColor`, `onTint`/`offTint` of a toggle), a name whose
/// surface is a foreground (`onTintColor` beside `tintColor` is UISwitch's fill when on), an event
/// (`onTap`, `onHover`), a word that merely starts with "on" (`onlineColor` beside `lineColor`),
/// members of two different instances or types.
enum OnColorPairs {
    /// Words a surface never is: a foreground, an outline, or a state/event `on` means "when".
    static let notSurfaces: Set<String> = ["text", "title", "label", "tint", "foreground", "icon", "ink", "glyph", "thumb", "border",
                                           "shadow", "separator", "stroke", "outline", "hover", "press", "pressed", "tap", "touch", "click",
                                           "select", "selected", "focus", "focused", "highlight", "highlighted", "appear", "change", "drag",
                                           "enabled", "disabled", "state", "off"]

    /// The scheme's members a translucent surface lies over, first found first.
    static let underNames = ["background", "surface"]

    /// The surface `name` is drawn on (`onButton` → `button`, `onPrimaryContainer` →
    /// `primaryContainer`), or nil when the name is no `onX` of a surface.
    static func surface(ofOnName name: String) -> String? {
        let chars = Array(name)
        guard chars.count > 2, chars[0] == "o", chars[1] == "n", chars[2].isUppercase else { return nil }
        let rest = String(chars[2]).lowercased() + String(chars[3...])
        let words = FixedIntentReader.words(rest)
        guard let first = words.first, !notSurfaces.contains(first), !words.contains(where: { $0 == "tint" || $0 == "text" }) else { return nil }
        return rest
    }

    /// The `off` twin of an `onX` name (`onColor` → `offColor`): its presence makes `on` a state.
    static func offName(of name: String) -> String { "off" + name.dropFirst(2) }

    /// Each use that is an `onX` value with the use that is its `x` value, in one call's arguments
    /// (`T(x: A, onX: B)`) or among one type's declarations (`let x = A` … `let onX = B`).
    /// `under`: the scheme's own `background` (or `surface`) value, which a translucent `x` is drawn
    /// over (Moonfin's `button` #747474 at 70 % over its #080808 `background`: 5.6:1 under its
    /// `onButton`, 2.0:1 measured over the white canvas).
    static func pairs(in file: SwiftSource, uses: [TokenUse]) -> [(foreground: TokenUse, background: TokenUse, under: TokenUse?)] {
        guard file.bytes.containsSequence(Array("on".utf8)) else { return [] }
        var out: [(foreground: TokenUse, background: TokenUse, under: TokenUse?)] = []
        func under(_ surface: String, _ value: (String) -> TokenUse?) -> TokenUse? {
            underNames.filter { $0 != surface }.lazy.compactMap(value).first
        }
        var byCode: [Int: TokenUse] = [:]
        for u in uses where u.elsewhere == nil { byCode[u.code] = byCode[u.code] ?? u }
        var tree: SyntaxTree?
        var declared: [Int: [String: TokenUse]]?
        for use in uses where use.elsewhere == nil {
            let u = use.code
            guard u >= 3 else { continue }
            // An argument `onX: USE` of a call.
            if file.isChar(u - 1, ":"), file.isWord(u - 2), file.isChar(u - 3, ",") || file.isChar(u - 3, "("),
               let surface = surface(ofOnName: file.text(code: u - 2)),
               let open = openParen(before: u - 2, in: file), file.isWord(open - 1) || file.codeIs(open - 1, "init"),
               let list = ArgumentList.parse(file, open: open) {
                let onName = file.text(code: u - 2)
                guard !list.arguments.contains(where: { $0.label == offName(of: onName) }),
                      let arg = list.arguments.first(where: { $0.label == surface }), let bg = byCode[arg.value.lowerBound],
                      bg.token != use.token else { continue }
                out.append((use, bg, under(surface) { name in list.arguments.first { $0.label == name }.flatMap { byCode[$0.value.lowerBound] } }))
                continue
            }
            // A declaration `let onX = USE` / `let onX: T = USE` in a type.
            guard let name = declaredName(ofValueAt: u, in: file), let surface = surface(ofOnName: name) else { continue }
            if tree == nil { tree = SyntaxTree(file) }
            if declared == nil { declared = declarations(in: file, uses: uses, tree: tree!) }
            let scope = tree!.scope(at: u)
            guard case .type(_) = tree!.scopes[scope].kind, let members = declared?[scope], members[offName(of: name)] == nil,
                  let bg = members[surface], bg.token != use.token else { continue }
            out.append((use, bg, under(surface) { members[$0] }))
        }
        return out
    }

    /// The `(` of the argument list holding code index `k`, or nil.
    static func openParen(before k: Int, in file: SwiftSource) -> Int? {
        var j = k - 1
        while j >= 0 {
            if file.isChar(j, "(") { return j }
            if file.isChar(j, ")") || file.isChar(j, "]") || file.isChar(j, "}") {
                guard let o = file.matchingOpen(j) else { return nil }
                j = o - 1
                continue
            }
            if file.isChar(j, "[") || file.isChar(j, "{") || file.isChar(j, ";") { return nil }
            j -= 1
        }
        return nil
    }

    /// `NAME` of `let NAME = USE` or `let NAME: T = USE` (`var`, `static` too) whose value starts at `u`.
    static func declaredName(ofValueAt u: Int, in file: SwiftSource) -> String? {
        guard u >= 3, file.codeIs(u - 1, "=") else { return nil }
        if file.isWord(u - 2), file.codeIs(u - 3, "let") || file.codeIs(u - 3, "var") { return file.text(code: u - 2) }
        if u >= 5, file.isWord(u - 2), file.isChar(u - 3, ":"), file.isWord(u - 4), file.codeIs(u - 5, "let") || file.codeIs(u - 5, "var") {
            return file.text(code: u - 4)
        }
        return nil
    }

    /// The uses declared as members directly in a type, by the type's scope and name.
    static func declarations(in file: SwiftSource, uses: [TokenUse], tree: SyntaxTree) -> [Int: [String: TokenUse]] {
        var out: [Int: [String: TokenUse]] = [:]
        for use in uses where use.elsewhere == nil {
            guard let name = declaredName(ofValueAt: use.code, in: file) else { continue }
            let scope = tree.scope(at: use.code)
            guard case .type(_) = tree.scopes[scope].kind, out[scope]?[name] == nil else { continue }
            out[scope, default: [:]][name] = use
        }
        return out
    }
}
