/// The role a color plays where it is set: drawn on top (text, tint) or under (background).
public enum ContrastRole: String, Sendable, Equatable {
    /// Text: WCAG AA asks 4.5 (SC 1.4.3).
    case text
    /// A non-text foreground, a tint for icons and controls: 3 (SC 1.4.11).
    case graphic
    case background

    /// The contrast role of a property, setter or modifier that holds a color, from the one
    /// vocabulary of roles `init` names tokens by (`ColorRole`): text is text, a tint a graphic,
    /// a background or fill the surface under them; a border, shadow or separator pairs with
    /// nothing. (A table of eleven names here once disagreed with it: `headerTextColor` was text
    /// for `init` and nothing for `contrast`.)
    init?(contextName name: String) {
        guard ColorContextNames.isContextName(name) else { return nil }
        // A highlighted color (`highlightedTextColor`, a button's `highlightedColor`) is drawn in
        // that state over the selection or the pressed fill, not over the view's background.
        if name.hasPrefix("highlighted") { return nil }
        // A bar's own background (`.toolbarBackground(X)`) is under the bar's items, not the view's content: read as the
        // screen's, 5 Calls' section headers failed 1.27:1 on the navigation bar's blue six times (session 41, pairs41h-v3).
        if ColorContextNames.barBackgroundModifiers.contains(name) { return nil }
        switch ColorRole(context: name) {
        case .text: self = .text
        case .tint: self = .graphic
        case .background, .fill: self = .background
        case .border, .shadow, .separator, .color: return nil
        }
    }

    /// The WCAG AA minimum of a foreground in this role.
    public var minimum: Double { self == .text ? 4.5 : 3 }
}

/// Where a color use stands: set on a receiver (`label.textColor = X`, `button.setTitleColor(X, …)`)
/// within one `{…}` scope, or a modifier of a SwiftUI view chain (`Text(…).foregroundColor(X)`).
/// Two uses with the same `place` color the same thing.
struct UseSite: Hashable {
    enum Place: Hashable {
        /// The receiver's text (`self.` dropped) and the index of the enclosing `{` (-1: file scope).
        case receiver(String, scope: Int)
        /// The index of the chain's first code token (`Text` of `Text(x).padding().background(y)`).
        case chain(root: Int)
    }

    var role: ContrastRole
    var place: Place
    /// The code index of the property, setter or modifier that takes the color (`tint` of
    /// `.tint(X)`), or -1.
    var via: Int = -1
    /// A style among several of one `foregroundStyle(A, B)` call: the call's `(` and the style's
    /// index. A symbol's first style is drawn on its second (palette rendering).
    var layer: PaletteLayer? = nil

    struct PaletteLayer: Hashable {
        var call: Int
        var index: Int
    }

    /// The site of the use starting at code token `start`: the walk goes back over the
    /// expression (groups skipped, so `flag ? a : b` and `X.withAlphaComponent(…)` are crossed)
    /// to the `=` or the `(` it belongs to. A color type's initializer around it (`Color(uiColor: X)`)
    /// is crossed too.
    /// `helpers`: the functions the file declares, whose parameters name a role (`_ textColor:
    /// Color, _ background: Color`): their calls' arguments are one place (built when nil).
    /// `tree`: the file's syntax, to tell a local from a member of `self` (built on first use).
    static func of(_ start: Int, in file: SwiftSource, braces: EnclosingBraces, chains: ChainRoots, helpers: DeclaredParameterRoles? = nil,
                   tree: SyntaxTreeMemo? = nil) -> UseSite? {
        var k = start - 1
        var steps = 0
        // The key of a dictionary entry the color is the value of (`.foregroundColor: X`).
        var entryKey: Int?
        while k >= 0 && steps < 200 {
            steps += 1
            if file.isChar(k, ")") || file.isChar(k, "]") || file.isChar(k, "}") {
                guard let open = file.matchingOpen(k) else { return nil }
                k = open - 1
                continue
            }
            // A gradient's stop (`.init(color: X, location: 0)`, `Gradient.Stop(color: X, …)`): the stop is the color.
            if file.isChar(k, "("), file.codeIs(k - 1, "init") && file.isChar(k - 2, ".") || file.codeIs(k - 1, "Stop") {
                k -= file.codeIs(k - 1, "init") ? 3 : 2
                entryKey = nil
                continue
            }
            // A gradient's `colors:` or `stops:` list: each color is drawn where the gradient is
            // (text over `.background(LinearGradient(colors: [a, b], …))` is over a and over b).
            if file.isChar(k, "["), let name = gradientCall(list: k, in: file) {
                // One that lets what is under it show is no surface of its stops (`GradientLayers.seesThrough`).
                if GradientLayers.seesThrough(list: k, in: file) { return nil }
                k = name - 1
                entryKey = nil
                continue
            }
            if entryKey == nil, file.isChar(k, ":"), file.isWord(k - 1) { entryKey = k - 1 }
            if file.isChar(k, "["), let key = entryKey { return titleAttributes(k, key: key, in: file, braces: braces, chains: chains) }
            if file.isChar(k, "(") {
                // A Liquid Glass tint is the background of the view the glass is drawn behind (`GlassTint`).
                if GlassTint.isGlassTint(name: k - 1, in: file) {
                    guard let modifier = GlassTint.modifier(holding: k - 1, in: file),
                          var site = call(role: .background, name: modifier, in: file, braces: braces, chains: chains) else { return nil }
                    if site.via < 0 { site.via = modifier }
                    return site
                }
                if file.isWord(k - 1), let role = ContrastRole(contextName: file.text(code: k - 1)) {
                    guard var site = call(role: role, name: k - 1, in: file, braces: braces, chains: chains) else { return nil }
                    if site.via < 0 { site.via = k - 1 }
                    if file.codeIs(k - 1, "foregroundStyle"), let close = file.matchingClose(k) {
                        let commas = topLevelCommas(k, close, in: file)
                        if !commas.isEmpty { site.layer = PaletteLayer(call: k, index: commas.filter { $0 < start }.count) }
                    }
                    return site
                }
                // An argument of the file's own helper whose parameter names a role
                // (`actionButton("play.fill", title, .black, .white)` with `_ textColor: Color,
                // _ background: Color`): the helper draws one argument on the other, so the call is
                // the place both color (AnimeNow's player button: black text became `.primary`
                // while its white background stayed, white on white: session 16's audit, F10).
                if file.isWord(k - 1), let role = (helpers ?? DeclaredParameterRoles(file)).role(ofArgumentAt: start, call: k, in: file) {
                    // Through its label, which may name a state (`disabledTitleColor:`, `ContextPart.drawnTogether`).
                    let label = DeclaredParameterRoles.label(ofArgumentAt: start, call: k, in: file)
                    return UseSite(role: role, place: .receiver("[\(file.text(code: k - 1))@\(k)]", scope: k), via: label ?? k - 1)
                }
                // A choice by the appearance through a helper of the app (`.dynamicColor(light: X, dark:
                // Y)`): the color is the call's. nRF-Mesh's cell repaints an outlet so and its white
                // tint was paired with the storyboard's orange the code replaces (session 25 review, F4).
                if file.isWord(k - 1), let (_, choice) = AppearanceLabels.argumentSide(of: start, in: file), choice == k {
                    k -= 2
                    continue
                }
                // A wrapper (`Color(uiColor: X)`, `UIColor(X)`): the color is the wrapper's.
                if file.isWord(k - 1), file.firstByte(k - 1).isUppercaseASCII {
                    k -= 2
                    continue
                }
                // An element of a returned tuple whose declared type labels it with a role.
                return returnedTupleElement(start, open: k, in: file, tree: tree, braces: braces, chains: chains) ?? destructuredTupleElement(start, open: k, in: file)
            }
            // A color standing as the content of a background's closure (`.background { Color.x }`).
            if file.isChar(k, "{"), let name = backgroundModifier(owning: k, in: file) {
                var site = call(role: .background, name: name, in: file, braces: braces, chains: chains)
                if site?.via ?? 0 < 0 { site?.via = name }
                return site
            }
            if file.isChar(k, "[") || file.isChar(k, "{") || file.isChar(k, ";") { return nil }
            if file.kind(k) == .operator && file.isChar(k, "=") { return assignment(k, in: file, braces: braces, chains: chains, tree: tree) }
            if file.kind(k) == .keyword && statementKeywords.contains(file.text(code: k)) { return nil }
            k -= 1
        }
        return nil
    }

    /// The name (code index) of the gradient whose `colors:` or `stops:` argument is the list opening at `open`, or nil.
    static func gradientCall(list open: Int, in file: SwiftSource) -> Int? {
        guard open >= 3, file.isChar(open - 1, ":"), file.codeIs(open - 2, "colors") || file.codeIs(open - 2, "stops") else { return nil }
        var k = open - 3
        while k >= 1 {
            if file.isChar(k, ")") || file.isChar(k, "]") || file.isChar(k, "}") {
                guard let o = file.matchingOpen(k) else { return nil }
                k = o - 1
                continue
            }
            if file.isChar(k, "(") {
                return file.isWord(k - 1) && ColorContextNames.swiftUIGradients.contains(file.text(code: k - 1)) ? k - 1 : nil
            }
            if file.isChar(k, "[") || file.isChar(k, "{") || file.isChar(k, ";") { return nil }
            k -= 1
        }
        return nil
    }

    /// The name of the modifier `.background` (or another background-role modifier) whose
    /// argument list or trailing closure opens at code token `open` (`.background(`,
    /// `.background {`, `.background(alignment: .top) {`), or nil.
    static func backgroundModifier(owning open: Int, in file: SwiftSource) -> Int? {
        var name = open - 1
        if file.isChar(open, "{"), file.isChar(name, ")"), let args = file.matchingOpen(name) { name = args - 1 }
        guard file.isChar(open, "{") || file.isChar(open, "("), file.isWord(name), file.isChar(name - 1, "."),
              ContrastRole(contextName: file.text(code: name)) == .background else { return nil }
        return name
    }

    /// Keywords that start a statement or a declaration: the walk does not cross them.
    static let statementKeywords: Set<String> = [
        "return", "let", "var", "case", "if", "guard", "else", "in", "where", "switch", "while", "for",
        "func", "static", "default", "throw", "defer", "repeat", "do",
    ]

    /// `receiver.property = X`, or `property = X` on `self`.
    static func assignment(_ eq: Int, in file: SwiftSource, braces: EnclosingBraces, chains: ChainRoots, tree: SyntaxTreeMemo? = nil) -> UseSite? {
        let property = eq - 1
        guard file.isWord(property), let role = ContrastRole(contextName: file.text(code: property)) else { return nil }
        // A declaration (`let pressedForegroundColor = isDark ? A : B`) sets no view's color: two
        // of them in one scope were paired, a light arm with a dark one.
        if file.kind(property - 1) == .keyword && (file.codeIs(property - 1, "let") || file.codeIs(property - 1, "var")) { return nil }
        // Nor a declaration's type (`var fillColor: NSColor = NSColor.gray`): `NSColor` is no property
        // (Hakumai's badge view's default fill was read as a text color set on it, session 30).
        if file.isChar(property - 1, ":"), file.isWord(property - 2), file.codeIs(property - 3, "var") || file.codeIs(property - 3, "let") { return nil }
        // Nor does a value given to a local declared before (`iconBackgroundColor = green` in an
        // `if`, later set on another view): it is not `self`'s.
        if !file.isChar(property - 1, "."), let tree, LocalDeclaration.isLocal(property, in: file, tree: tree.tree) { return nil }
        var receiver = file.isChar(property - 1, ".") ? chainText(endingAt: property - 2, in: file, chains: chains) : "self"
        // The selected segment's fill is the background of that segment alone, under its title.
        if file.codeIs(property, "selectedSegmentTintColor") { receiver = UIKitViewTree.selectedSegment(of: receiver) }
        return UseSite(role: role, place: .receiver(receiver, scope: braces.brace(of: eq)), via: property)
    }

    /// The `,` at the own level of the argument list `open`…`close`.
    static func topLevelCommas(_ open: Int, _ close: Int, in file: SwiftSource) -> [Int] {
        var out: [Int] = []
        var k = open + 1
        while k < close {
            if file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{"), let c = file.matchingClose(k) { k = c + 1; continue }
            if file.isChar(k, ",") { out.append(k) }
            k += 1
        }
        return out
    }

    /// A segmented control's title color (`control.setTitleTextAttributes([.foregroundColor: X],
    /// for: .selected)`): the text of the selected segment (over its fill) for `.selected`, of the
    /// control otherwise. `open` is the dictionary's `[`, `key` its entry's key; other
    /// dictionaries (an attributed string's) color text no view here names: nil.
    /// Any other attributes literal draws its text over its own `.backgroundColor`, if it has one
    /// (IvanMathy/Boop's `selectedTextAttributes = [.backgroundColor: blue, .foregroundColor: .white]`:
    /// the selection's pair, which init's dark proposal broke unseen: session 15's audit, F16): the
    /// literal is the place its keys pair in.
    static func titleAttributes(_ open: Int, key: Int, in file: SwiftSource, braces: EnclosingBraces, chains: ChainRoots) -> UseSite? {
        let name = open - 2
        guard file.isChar(open - 1, "("), file.codeIs(name, "setTitleTextAttributes") else {
            guard let role = ContrastRole(contextName: file.text(code: key)), file.isChar(key - 1, ".") else { return nil }
            if role == .text, let site = barTitleAttributes(open, in: file, braces: braces, chains: chains) { return site }
            return UseSite(role: role, place: .receiver("[attributes@\(open)]", scope: open))
        }
        guard ContrastRole(contextName: file.text(code: key)) == .text, let close = file.matchingClose(open) else { return nil }
        var receiver = file.isChar(name - 1, ".") ? chainText(endingAt: name - 2, in: file, chains: chains) : "self"
        // `for: .selected`, `for: UIControl.State.selected`, `for: [.selected, .highlighted]`.
        if file.isChar(close + 1, ","), file.codeIs(close + 2, "for"), file.isChar(close + 3, ":"), let end = file.matchingClose(open - 1) {
            if (close + 4..<end).contains(where: { file.codeIs($0, "selected") }) { receiver = UIKitViewTree.selectedSegment(of: receiver) }
        }
        return UseSite(role: .text, place: .receiver(receiver, scope: braces.brace(of: name)))
    }

    /// A bar appearance's title attributes (`appearance.titleTextAttributes = [.foregroundColor: X]`,
    /// `tab.stackedLayoutAppearance.normal.titleTextAttributes = …`): the title is drawn on the
    /// bar's background, set on the same appearance (`appearance.backgroundColor = Y`), so its
    /// place is that appearance's (an item's layout appearance belongs to the bar's).
    static func barTitleAttributes(_ open: Int, in file: SwiftSource, braces: EnclosingBraces, chains: ChainRoots) -> UseSite? {
        let property = open - 2
        guard file.kind(open - 1) == .operator, file.isChar(open - 1, "="), file.isWord(property), file.isChar(property - 1, "."),
              file.text(code: property).hasSuffix("itleTextAttributes") else { return nil }
        let chain = chainText(endingAt: property - 2, in: file, chains: chains)
        let parts = chain.split(separator: ".").map(String.init)
        let item = parts.firstIndex { $0.hasSuffix("LayoutAppearance") || $0.hasSuffix("ItemAppearance") }
        let receiver = item.map { parts[..<$0].joined(separator: ".") } ?? chain
        guard !receiver.isEmpty else { return nil }
        return UseSite(role: .text, place: .receiver(receiver, scope: braces.brace(of: open - 1)), via: property)
    }

    /// `receiver.setTitleColor(X, for: …)` (a setter: by receiver), or `….modifier(X)` (by chain).
    static func call(role: ContrastRole, name: Int, in file: SwiftSource, braces: EnclosingBraces, chains: ChainRoots) -> UseSite? {
        guard file.isChar(name - 1, ".") else {
            // A modifier on `self` inside a view's body extension (`foregroundColor(X)` alone).
            return UseSite(role: role, place: .receiver("self", scope: braces.brace(of: name)))
        }
        if file.text(code: name).hasPrefix("set") {
            return UseSite(role: role, place: .receiver(chainText(endingAt: name - 2, in: file, chains: chains), scope: braces.brace(of: name)))
        }
        let root = chains.root(endingAt: name - 2)
        // A shape's foreground after its fill or stroke draws nothing (`Circle().fill(A).foregroundColor(B)`).
        if role != .background, ViewChainModifiers.isDeadForeground(root: root, modifier: name, in: file) { return nil }
        // A shape framed to a hairline is a separator: no mark to check (`ViewChainModifiers.isHairline`).
        if role != .background, ViewChainModifiers.isHairline(root: root, in: file) { return nil }
        // A shape filled as another view's background (`.background(Capsule().fill(X))`,
        // `.background { Capsule().fill(X) }`) is that view's background.
        if role == .background, let outer = backgroundModifier(owning: root - 1, in: file) {
            return call(role: .background, name: outer, in: file, braces: braces, chains: chains)
        }
        // A shape's foreground is its fill: a shape colored so as another view's background
        // (`.background(RoundedRectangle(…).foregroundColor(.yellow))`) is that view's surface
        // (AnimeNow's "Buy me a coffee": black text on it was paired with nothing: F10).
        if role != .background, ColorContextNames.swiftUIShapes.contains(file.text(code: root)),
           let outer = backgroundModifier(owning: root - 1, in: file) {
            return call(role: .background, name: outer, in: file, braces: braces, chains: chains)
        }
        // An image's foreground is an icon, a shape's its fill: not text (SC 1.4.11's 3, not 1.4.3's 4.5).
        let icon = role == .text && (file.codeIs(root, "Image") || ColorContextNames.swiftUIShapes.contains(file.text(code: root)))
        return UseSite(role: icon ? .graphic : role, place: .chain(root: root))
    }

    /// The first code token of the postfix chain ending at `end`: words joined by `.`, calls,
    /// subscripts, trailing closures, `?` and `!`. Walked back token by token; runs read it from
    /// `ChainRoots`, built in one pass; this is its reference.
    static func chainRoot(endingAt end: Int, in file: SwiftSource) -> Int {
        var k = end
        while k >= 0 {
            if file.isChar(k, ")") || file.isChar(k, "]") || file.isChar(k, "}") {
                guard let open = file.matchingOpen(k) else { return k }
                // A call's arguments, a subscript or a trailing closure continue the chain; a
                // group with nothing postfix before it (`(a ?? b)`) starts it.
                let before = open - 1
                if file.isChar(k, "}"), file.isChar(before, ":"), file.isWord(before - 1), file.isChar(before - 2, "}") {
                    k = before - 2
                    continue
                }
                if file.isWord(before) || file.isChar(before, ")") || file.isChar(before, "]")
                    || file.isChar(before, "}") || file.isChar(before, "?") || file.isChar(before, "!") {
                    k = before
                    continue
                }
                return open
            }
            if file.isChar(k, "?") || file.isChar(k, "!") { k -= 1; continue }
            if file.isWord(k) {
                if file.isChar(k - 1, ".") { k -= 2; continue }
                return k
            }
            // A leading `.` (an implicit member at the chain's start) or anything else ends the chain.
            return k + 1
        }
        return 0
    }

    static func chainText(endingAt end: Int, in file: SwiftSource, chains: ChainRoots) -> String {
        let root = chains.root(endingAt: end)
        guard root <= end else { return "self" }
        var text = ""
        for k in root...end { text += file.text(code: k) }
        return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }

    /// The index of the innermost `{` that holds code token `k`, or -1: walked back token by
    /// token. Runs read it from `EnclosingBraces`, built in one pass; this is its reference.
    static func enclosingBrace(_ k: Int, in file: SwiftSource) -> Int {
        var j = k - 1
        while j >= 0 {
            if file.isChar(j, ")") || file.isChar(j, "]") || file.isChar(j, "}") {
                guard let open = file.matchingOpen(j) else { return -1 }
                j = open - 1
                continue
            }
            if file.isChar(j, "{") { return j }
            j -= 1
        }
        return -1
    }
}

extension UInt8 {
    var isUppercaseASCII: Bool { self >= 65 && self <= 90 }
}
