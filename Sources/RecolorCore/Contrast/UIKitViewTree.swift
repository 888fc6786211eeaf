/// The view tree of UIKit (and AppKit) code as far as one file shows it: the view each view is
/// added to (`container.addSubview(label)`, `stack.addArrangedSubview(label)`,
/// `insertSubview(label, at: 0)`), a `contentView` inside its cell, a cell's `textLabel` and
/// `detailTextLabel` inside its `contentView`. Views are named as the code names them: a
/// stored property by its type (`titleLabel` in `viewDidLoad` and in `init` is one view), a
/// local or a parameter by its function or closure; a local set up in a property's
/// initializer closure (`let titleLabel: UILabel = { let l = UILabel(); …; return l }()`) is
/// that property. A text or tint color set on a view is drawn over the background of the
/// nearest view, itself or one it is added to, that sets one.
struct UIKitViewTree {
    /// A view as the code names it: its name (`self.` dropped) and the scope that names it (a
    /// type for stored properties, a function or closure for locals; by the `{` opening it).
    struct ViewKey: Hashable {
        var owner: Int
        var name: String
    }

    let file: SwiftSource
    let tree: SyntaxTree
    let chains: ChainRoots
    /// Per function or closure scope (index into `tree.scopes`), the locals and parameters it declares.
    private var locals: [Int: Set<String>] = [:]
    /// Property initializer closures (scope index) and the property they set up.
    private var closureProperty: [Int: String] = [:]
    /// Configuring closures of a property's initializer (`let button = UIButton().then { $0.… }`,
    /// scope index) and the property their `$0` is.
    private var configuredProperty: [Int: String] = [:]
    private(set) var parent: [ViewKey: ViewKey] = [:]
    /// Per function scope (index into `tree.scopes`), its locals handed whole to a stored view of
    /// `self` (`let backgroundView = UIView(); backgroundView.backgroundColor = X; self.backgroundView =
    /// backgroundView`): the local is that view. CloudNotes' section header set its green so, and the
    /// title in its `contentView` was no pair (session 36, pairs36 V5).
    private var handedToSelf: [Int: [String: String]] = [:]
    /// Cells' types (by the `{` of their body): their `textLabel` lies in their `contentView`.
    private var cellTypes: Set<Int> = []
    /// Every type's body (by its `{`), and -1, the file: owners of stored properties.
    private var typeOwners: Set<Int> = [-1]
    /// An extension's body (by its `{`) → the body of the type of that name the file declares
    /// first (the class, or the first extension): `self` and the stored views are one there.
    /// Anilibria's toast view sets its background and adds its label in a `private extension`
    /// of its class: the label's text was paired with nothing (session 28's review, A7).
    private var sameType: [Int: Int] = [:]

    static let addCalls: Set<String> = ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "addSubviews", "addArrangedSubviews"]
    static let cellLabels: Set<String> = ["textLabel", "detailTextLabel", "imageView"]

    init(_ file: SwiftSource, chains: ChainRoots, syntax: SyntaxTree? = nil) {
        self.file = file
        self.tree = syntax ?? SyntaxTree(file)
        self.chains = chains
        var firstOfName: [String: Int] = [:]
        for scope in tree.scopes where scope.isType {
            guard let name = scope.name else { continue }
            // The declaration (not an extension) wins where the file has one.
            if case .type(.extension) = scope.kind { if firstOfName[name] == nil { firstOfName[name] = scope.open } } else if firstOfName[name] == nil || isExtension(firstOfName[name]!) {
                firstOfName[name] = scope.open
            }
        }
        // Only an extension joins its type (two nested types of one name in two types stay two).
        for scope in tree.scopes where scope.isType {
            if case .type(.extension) = scope.kind, let name = scope.name, let first = firstOfName[name], first != scope.open { sameType[scope.open] = first }
        }
        for (n, scope) in tree.scopes.enumerated() {
            switch scope.kind {
            case .type:
                typeOwners.insert(scope.open)
                if scope.inherited.contains(where: { $0.hasSuffix("Cell") || $0.hasSuffix("CellView") }) { cellTypes.insert(owner(ofType: scope.open)) }
            case .function:
                locals[n, default: []].formUnion(parameters(of: scope))
            case .closure:
                if let name = propertyName(initializedBy: scope) { closureProperty[n] = name }
                else if let name = propertyName(configuredBy: scope) { configuredProperty[n] = name }
            default:
                break
            }
        }
        // Locals: `let name` / `var name` (a pattern's first name), held by the scope around them.
        for k in file.code.indices where file.kind(k) == .keyword && (file.codeIs(k, "let") || file.codeIs(k, "var")) && file.isWord(k + 1) {
            let s = tree.scope(at: k)
            guard s != 0, !tree.scopes[s].isType else { continue }
            locals[s, default: []].insert(file.text(code: k + 1))
        }
        // `self.name = local`, the whole statement: the local is the stored view `name`.
        for k in file.code.indices where file.codeIs(k, "self") && file.isChar(k + 1, ".") && file.isWord(k + 2) && file.codeIs(k + 3, "=")
            && file.isWord(k + 4) && (k + 5 >= file.code.count || file.lineBreakBetween(k + 4, k + 5) || file.isChar(k + 5, ";") || file.isChar(k + 5, "}")) {
            let s = tree.scope(at: k)
            guard s != 0, !tree.scopes[s].isType, case .function = tree.scopes[s].kind, locals[s]?.contains(file.text(code: k + 4)) == true,
                  !file.isChar(k - 1, ".") else { continue }
            handedToSelf[s, default: [:]][file.text(code: k + 4)] = file.text(code: k + 2)
        }
        // Edges: the argument of an add call is added to the receiver.
        for k in file.code.indices where file.isWord(k) && UIKitViewTree.addCalls.contains(file.text(code: k)) && file.isChar(k + 1, "(") {
            guard let close = file.matchingClose(k + 1) else { continue }
            let receiver = file.isChar(k - 1, ".") ? UseSite.chainText(endingAt: k - 2, in: file, chains: chains) : "self"
            let into = key(receiver, at: k)
            for argument in arguments(k + 1, close) {
                let child = key(argument, at: k)
                if child != into { parent[child] = into }
            }
        }
    }

    /// The simple chains among a call's arguments (`label`, `self.titleLabel`), by their text.
    private func arguments(_ open: Int, _ close: Int) -> [String] {
        var out: [String] = []
        var start = open + 1
        var k = open + 1
        while k <= close {
            if k == close || (file.isChar(k, ",")) {
                let end = k - 1
                if end >= start && (file.isWord(end) || file.isChar(end, "?") || file.isChar(end, "!")) {
                    let root = chains.root(endingAt: end)
                    // Only the first argument's chain (`insertSubview(x, at: 0)`), a labeled one skipped.
                    if root == start { out.append(UseSite.chainText(endingAt: end, in: file, chains: chains)) }
                }
                start = k + 1
                // `addSubviews(a, b)` (an app's helper) adds every argument; the others, the first.
                if !(file.codeIs(open - 1, "addSubviews") || file.codeIs(open - 1, "addArrangedSubviews")) { break }
            } else if file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{") {
                k = file.matchingClose(k) ?? close
            }
            k += 1
        }
        return out
    }

    /// A function's parameter names (the internal ones), held by its body.
    private func parameters(of scope: Scope) -> Set<String> {
        var k = scope.keywordToken + 1
        while k < scope.open && !file.isChar(k, "(") { k += 1 }
        guard k < scope.open, let close = file.matchingClose(k) else { return [] }
        return Set(ParameterClause.parameters(k, close, in: file).compactMap(\.name))
    }

    /// `let name: T = {` or `lazy var name = {`: the property a closure sets up, else nil.
    private func propertyName(initializedBy scope: Scope) -> String? {
        guard file.codeIs(scope.open - 1, "=") else { return nil }
        return propertyName(before: scope.open - 2)
    }

    /// The object-configuring calls whose closure gets the object as `$0`: the Then library's
    /// `then` and `do` (wakmusic: `let confirmButton = UIButton().then { $0.backgroundColor = … }`;
    /// its `$0` read as one view with every other `$0` of the type, the button's title was paired
    /// with its container's white; session 28's review, A3) and the like.
    static let configuringCalls: Set<String> = ["then", "do", "with", "apply", "configure", "configured"]

    /// `let name = X().then {`: the property whose initializer a configuring closure ends, else
    /// nil (`let titles = items.map { $0.title }` is no such closure: its `$0` is an item).
    private func propertyName(configuredBy scope: Scope) -> String? {
        guard file.isWord(scope.open - 1), UIKitViewTree.configuringCalls.contains(file.text(code: scope.open - 1)),
              file.isChar(scope.open - 2, "."), file.isChar(scope.open - 3, ")") else { return nil }
        var k = (file.matchingOpen(scope.open - 3) ?? scope.open) - 1
        // The initializer's chain back to its `=`: `UIButton(type: .system)`, `UIView()`.
        while k > 0, file.isWord(k) || file.isChar(k, ".") { k -= 1 }
        guard file.codeIs(k, "=") else { return nil }
        return propertyName(before: k - 1)
    }

    /// The property a declaration names, walking back from `start` (just before its `=`).
    private func propertyName(before start: Int) -> String? {
        var k = start
        var steps = 0
        while k >= 0 && steps < 24 {
            if file.isChar(k, "{") || file.isChar(k, "}") || file.isChar(k, ";") { return nil }
            if file.kind(k) == .keyword && (file.codeIs(k, "let") || file.codeIs(k, "var")) {
                return file.isWord(k + 1) ? file.text(code: k + 1) : nil
            }
            if file.isChar(k, ")") || file.isChar(k, "]") || file.isChar(k, ">") { k = (file.matchingOpen(k) ?? k) - 1 } else { k -= 1 }
            steps += 1
        }
        return nil
    }

    /// The view `text` (a receiver's chain, `self.` dropped) names at code token `k`.
    func key(_ text: String, at k: Int) -> ViewKey {
        var name = text.filter { $0 != "?" && $0 != "!" }
        while name.hasPrefix("self.") { name.removeFirst(5) }
        // A view's own layer is the view (`reloadButton.layer.backgroundColor = X.cgColor` paints
        // the button): nearbyweather-legacy's white title was paired with the screen behind its
        // layer-painted button, 1.00:1 (session 28).
        if name.hasSuffix(".layer") { name.removeLast(".layer".count) }
        let first = name.split(separator: ".").first.map(String.init) ?? name
        for s in tree.ancestors(of: tree.scope(at: k)) {
            let scope = tree.scopes[s]
            if scope.isType { break }
            // `$0` is the innermost closure's: the property when that closure configures one.
            // Any other `$0` is that closure's own, never one view across the type (`[dot].forEach { $0… }`).
            if first == "$0", scope.kind == .closure {
                guard let property = configuredProperty[s] else { return ViewKey(owner: scope.open, name: name) }
                return ViewKey(owner: typeOwner(at: scope.open), name: property + name.dropFirst(2))
            }
            if let declared = locals[s], declared.contains(first) {
                // A local set up in a property's initializer closure is the property.
                if let property = closureProperty[s], name == first {
                    return ViewKey(owner: typeOwner(at: scope.open), name: property)
                }
                if let stored = handedToSelf[s]?[first] {
                    return ViewKey(owner: typeOwner(at: scope.open), name: stored + name.dropFirst(first.count))
                }
                return ViewKey(owner: scope.open, name: name)
            }
        }
        return ViewKey(owner: typeOwner(at: k), name: name)
    }

    /// The body (by its `{`) of the type holding code token `k` (an extension's: its type's), or -1.
    func typeOwner(at k: Int) -> Int {
        guard let open = tree.enclosingType(at: k)?.open else { return -1 }
        return owner(ofType: open)
    }

    func owner(ofType open: Int) -> Int { sameType[open] ?? open }

    private func isExtension(_ open: Int) -> Bool {
        guard let n = tree.scope(openingAt: open), case .type(.extension) = tree.scopes[n].kind else { return false }
        return true
    }

    /// Whether `v` is a stored property (of a type, or of the file), set up across functions.
    func isStored(_ v: ViewKey) -> Bool { typeOwners.contains(v.owner) }

    /// The view `v` lies in: the one it is added to, a `contentView`'s cell, a cell label's
    /// `contentView`; nil at the top of what the file shows.
    func container(of v: ViewKey) -> ViewKey? {
        if let p = parent[v] {
            // A view added to a cell itself lies over the cell's `contentView`, which covers the cell:
            // AmericanChronicle's SearchResultsPageCell adds its three dark-gray labels with `addSubview`
            // in the cell over a white `contentView`, and they paired with nothing (session 34's read).
            if p.name == "self", cellTypes.contains(p.owner), !v.name.hasPrefix("contentView") { return ViewKey(owner: p.owner, name: "contentView") }
            return p
        }
        if v.name == "contentView" { return ViewKey(owner: v.owner, name: "self") }
        if v.name.hasSuffix(".contentView") { return ViewKey(owner: v.owner, name: String(v.name.dropLast(".contentView".count))) }
        if cellTypes.contains(v.owner) && UIKitViewTree.cellLabels.contains(v.name) { return ViewKey(owner: v.owner, name: "contentView") }
        if let dot = v.name.lastIndex(of: "."), UIKitViewTree.cellLabels.contains(String(v.name[v.name.index(after: dot)...])) {
            return ViewKey(owner: v.owner, name: String(v.name[..<dot]) + ".contentView")
        }
        // A view reached through another's property lies in it (`searchBar.searchTextField` in
        // `searchBar`, `header.titleLabel` in `header`): the blue alliance's search field lies on
        // its bar's navy (`searchController.searchBar.backgroundColor`), which its text is read over.
        // (The selected segment is drawn on its own fill, never on the control's background.)
        if let dot = v.name.lastIndex(of: "."), !v.name.hasSuffix("." + UIKitViewTree.selectedSegment(of: "self")) {
            return ViewKey(owner: v.owner, name: String(v.name[..<dot]))
        }
        return nil
    }

    /// The subviews of `container` named as its background (`backgroundColorView`, `bgView`,
    /// `cardBackgroundView`), other than `except` (the branch the text lies in): a view added to
    /// cover its container and lie under its other subviews. stepik's promo banner paints its
    /// per-style fill on `backgroundColorView`, added first, and its labels lie on it, not on
    /// the banner's own white or clear (session 30's held-out check, V3 and V4). Not a picture
    /// (`backgroundImageView`) nor a state's (`selectedBackgroundView`).
    func backgroundSubviews(of container: ViewKey, except: ViewKey) -> [ViewKey] {
        parent.compactMap { child, p -> ViewKey? in
            guard p == container, child != except else { return nil }
            let name = String(child.name.split(separator: ".").last ?? "").lowercased()
            guard name.hasSuffix("view"), name.contains("background") || name.hasPrefix("bg"),
                  !name.contains("image"), !name.hasPrefix("selected"), !name.hasPrefix("highlighted") else { return nil }
            return child
        }.sorted { $0.name < $1.name }
    }

    /// The views from `v` outward: itself, then each container (at most 12, never twice).
    func outward(from v: ViewKey) -> [ViewKey] {
        var out = [v]
        var seen: Set<ViewKey> = [v]
        var current = v
        while out.count < 12, let next = container(of: current), seen.insert(next).inserted {
            out.append(next)
            current = next
        }
        return out
    }

    /// The selected segment of a segmented control, as a view of its own: its fill is the
    /// `selectedSegmentTintColor`, its text the title color `for: .selected`. No view contains
    /// it here, so a selected title never pairs with the control's own background.
    static func selectedSegment(of receiver: String) -> String {
        receiver == "self" ? "selectedSegment" : receiver + ".selectedSegment"
    }

    /// The view whose layer `v` is (`label.layer` → `label`, `layer` → `self`), else `v`: a color
    /// no token is on a view's layer paints that view.
    static func viewOwningLayer(_ v: ViewKey) -> ViewKey {
        if v.name == "layer" { return ViewKey(owner: v.owner, name: "self") }
        if v.name.hasSuffix(".layer") { return ViewKey(owner: v.owner, name: String(v.name.dropLast(".layer".count))) }
        return v
    }

    /// The names under which a view's background may be set: itself, its `backgroundView`, and
    /// its layer (`label.layer?.backgroundColor = X`, `layer.backgroundColor` on `self`): the layer
    /// is what the view draws on. clashX's delay label sets its white text in `init` and its
    /// layer's red in `update(delay:)`: no pair was seen, and `init` lightened the red for dark
    /// under the white text (5.27:1 → 3.6:1; session 24 sweep L3). A local or another view's
    /// layer (`let layer = CALayer()`) is named otherwise and is no view's background here.
    static func backgroundNames(_ v: ViewKey) -> [ViewKey] {
        let prefix = v.name == "self" ? "" : v.name + "."
        return [v, ViewKey(owner: v.owner, name: prefix + "backgroundView"), ViewKey(owner: v.owner, name: prefix + "layer")]
    }
}
