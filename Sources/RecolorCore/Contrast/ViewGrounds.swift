/// What a SwiftUI view is drawn on, read where it is used, across files: a translucent background
/// (`.background(Capsule().fill(.white.opacity(0.16)))`) shows that ground. A view type's ground is
/// the ground of each place it is drawn (`OnTourFilterPills(…)` in another type's `header`, drawn in
/// its `body`, that type drawn in a `Tab` of the root view, the root in a container of a package),
/// walked outward through SwiftUI's layout containers, the type's own view properties and functions,
/// and the view types that draw it. The window's canvas is the ground only where that walk reaches a
/// window or a presentation (`WindowGroup { … }`, `.sheet { … }`, `UIHostingController(rootView:)`),
/// or finds the view drawn nowhere (a root the code does not name); a painted container, a picture or
/// paint stacked under it, a modifier's or an app container's closure (`ThemePickerContainer { … }`,
/// `.overlaySheet { … }`, `.overlay { … }`) make it unknown, never an assumed white.
/// WXYC draws every screen on its own dark wallpaper inside a package's container: its filter pills,
/// loading card and map placeholder (white on white 4–16 %, in files that paint nothing) were
/// blended over the window's white, 5 false 1.00:1 light FAIL checks (session 31's held-out check, V3).
/// Previews (`#Preview`, `PreviewProvider`'s `previews`) are no place a view is drawn in the app.
final class ViewGrounds {
    enum Ground { case canvas, unknown }

    private var files: [SwiftSource]
    private var unread: [(shown: String, disk: String)]
    private var trees: [String: SyntaxTree] = [:]
    private var typeGrounds: [String: Ground?] = [:]
    private var memberGrounds: [String: Ground?] = [:]
    private var walking: Set<String> = []
    /// Places met while their own ground was being walked (a view drawn inside itself, through
    /// members): an answer found meanwhile is not kept, and such a place is no proof of the canvas.
    private var cycles = 0

    /// `files`: the Swift files at hand; `unread`: the tree's other Swift files, read once the first
    /// view type's uses are looked for.
    init(files: [SwiftSource], unread: [(shown: String, disk: String)] = []) {
        self.files = files
        self.unread = unread
    }

    /// Whether the view whose chain starts at `root` of `file` is drawn on the window's canvas, as
    /// far as the code shows: false when every place it is drawn lies on something else or unknown.
    func onCanvas(chainAt root: Int, in file: SwiftSource) -> Bool {
        walk(from: root, in: file, depth: 0) != .unknown
    }

    // MARK: - The walk

    /// The ground at code index `k` of `file`, walking out through its scopes; nil when `k` lies
    /// in a preview (no place in the app).
    private func walk(from k: Int, in file: SwiftSource, depth: Int) -> Ground? {
        guard depth < 16 else { return .unknown }
        let tree = self.tree(of: file)
        if inPreview(k, in: file, tree: tree) { return nil }
        var position = k
        for s in tree.ancestors(of: tree.scope(at: k)) {
            let scope = tree.scopes[s]
            defer { position = scope.open }
            switch scope.kind {
            case .file, .type:
                // Top-level code, a stored property's value: not a view's body.
                return .unknown
            case .block:
                continue
            case .function(let keyword):
                switch keyword {
                case .property, .accessor(.get), .func: break
                default: return .unknown
                }
                guard !scope.modifiers.contains("static"), let name = scope.name,
                      let type = tree.enclosingType(at: scope.open)?.name else { return .unknown }
                if name == "body", keyword != .func { return ground(ofType: type, declaredNear: file.path, depth: depth + 1) }
                return ground(ofMember: name, function: keyword == .func, declaredAt: scope, type: type, in: file, depth: depth + 1)
            case .closure:
                guard let callee = Self.callee(ofClosureAt: scope.open, in: file) else { return .unknown }
                let name = file.text(code: callee)
                if file.isChar(callee - 1, ".") {
                    // A presentation shows its content on a window's canvas; any other modifier's closure
                    // (an overlay, a background, a toolbar, an app's own sheet) lies on something else.
                    if Self.presentations.contains(name) { return .canvas }
                    // An overlay's or a background's content lies on its host: where the host paints nothing of
                    // its own (a text, a layout container), on the host's own ground, walked on from there.
                    // `Text("caption").overlay { RoundedRectangle().fill(.white.opacity(0.35)) … }` lies where the
                    // text does (PictureOverlayPairsTests: walked as unknown, its pair was lost).
                    if Self.layered.contains(name), Self.hostPaintsNothing(modifierAt: callee, in: file) { continue }
                    return .unknown
                }
                if Self.windows.contains(name) { return .canvas }
                if name == "ZStack" {
                    if Self.paintedLayer(before: position, inStackOpeningAt: scope.open, in: file) { return .unknown }
                } else if !Self.layoutContainers.contains(name) {
                    // An app's own container (declared or not): its content lies on what it draws.
                    return .unknown
                }
                // The container's own chain painting a background: its content is on that paint.
                if ViewChainModifiers.names(root: callee, in: file).contains(where: { Self.painters.contains(file.text(code: $0)) }) { return .unknown }
            }
        }
        return .unknown
    }

    /// The ground of the view type `name` (the one declared nearest `path`): of each place the tree
    /// draws it (`Name(…)`, `Name { … }` standing as a view, a hosting controller's root). Drawn on the
    /// canvas anywhere: the canvas; drawn nowhere the code shows: the canvas too (a root); else unknown.
    /// Two targets declaring one name (WXYC's iOS and watch apps each have a `RootTabView`): a place
    /// names the declaration nearest it in the folders.
    private func ground(ofType name: String, declaredNear path: String, depth: Int) -> Ground? {
        loadUnread()
        let finder = ByteFinder(name)
        let declarations = files.filter { finder.occurs(in: $0.bytes) && declares(name, in: $0) }.map(\.path)
        let own = Self.nearest(declarations, to: path)
        let key = name + "\u{0}" + (own ?? "")
        if let known = typeGrounds[key] { return known }
        guard walking.insert("type " + key).inserted else { cycles += 1; return .unknown }
        defer { walking.remove("type " + key) }
        let cyclesBefore = cycles
        var grounds: [Ground] = []
        for file in files where finder.occurs(in: file.bytes) {
            guard declarations.count < 2 || Self.nearest(declarations, to: file.path) == own else { continue }
            for k in file.code.indices where file.codeIs(k, name) && !file.isChar(k - 1, ".") && (file.isChar(k + 1, "(") || file.isChar(k + 1, "{")) {
                if file.isChar(k - 1, ":"), file.codeIs(k - 2, "rootView") { grounds.append(.canvas); continue }
                guard InferredPairs.startsStatement(k, in: file) else { continue }
                if let g = walk(from: k, in: file, depth: depth) { grounds.append(g) }
            }
        }
        let out: Ground? = grounds.isEmpty || grounds.contains(.canvas) ? .canvas : .unknown
        if cycles == cyclesBefore { typeGrounds[key] = out }
        return out
    }

    /// The ground of a view property or function `name` of `type`: of each place its own file
    /// draws it in that type (`header`, `self.header`, `pill(…)`, `staticLayout { … }`); unknown
    /// when its file draws it nowhere.
    private func ground(ofMember name: String, function: Bool, declaredAt declaration: Scope, type: String,
                        in file: SwiftSource, depth: Int) -> Ground? {
        let key = file.path + "\u{0}" + type + "\u{0}" + name + "\u{0}" + String(declaration.open)
        if let known = memberGrounds[key] { return known }
        guard walking.insert(key).inserted else { cycles += 1; return .unknown }
        defer { walking.remove(key) }
        let cyclesBefore = cycles
        let tree = self.tree(of: file)
        var grounds: [Ground] = []
        for k in file.code.indices where file.codeIs(k, name) && k != declaration.nameToken && !declaration.contains(k) {
            let bare = !file.isChar(k - 1, ".") && InferredPairs.startsStatement(k, in: file)
            let onSelf = file.isChar(k - 1, ".") && file.codeIs(k - 2, "self") && InferredPairs.startsStatement(k - 2, in: file)
            guard bare || onSelf else { continue }
            let called = file.isChar(k + 1, "(") || file.isChar(k + 1, "{")
            guard called == function, !file.isChar(k + 1, ":"), tree.enclosingType(at: k)?.name == type else { continue }
            if let g = walk(from: k, in: file, depth: depth) { grounds.append(g) }
        }
        // Drawn nowhere in its file: called by SwiftUI (a `ButtonStyle`'s `makeBody`, a modifier's
        // `body(content:)`) or from elsewhere: a root, as a type drawn nowhere (VariantCasePairsTests).
        let out: Ground? = grounds.isEmpty || grounds.contains(.canvas) ? .canvas : .unknown
        if cycles == cyclesBefore { memberGrounds[key] = out }
        return out
    }

    // MARK: - Reading closures

    /// SwiftUI's containers that lay their content out without painting (their own chain may).
    static let layoutContainers: Set<String> = [
        "VStack", "HStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "ScrollView", "ScrollViewReader", "GeometryReader", "Group", "ForEach", "Section", "List", "Form",
        "NavigationStack", "NavigationView", "NavigationSplitView", "NavigationLink", "TabView", "Tab",
        "ViewThatFits", "Button", "Menu", "DisclosureGroup", "ControlGroup", "Label"]
    /// Scenes: their content is a window's root.
    static let windows: Set<String> = ["WindowGroup", "Window", "UtilityWindow", "DocumentGroup", "Settings", "MenuBarExtra"]
    /// Modifiers presenting their content in a window or sheet of its own.
    static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination", "inspector"]
    /// Modifiers painting under a chain's content.
    static let painters: Set<String> = ["background", "backgroundStyle", "glassEffect", "containerBackground"]
    /// Modifiers whose content is laid under or over their host, sized to it.
    static let layered: Set<String> = ["overlay", "background"]

    /// Whether the host of the `.overlay`/`.background` modifier named at `callee` paints nothing its
    /// content would lie on: a background's content lies under the host (on what the host lies on); an
    /// overlay's lies over a text or a layout container painting no background before it. A picture, a
    /// shape, a paint or an app's view (which may paint) hosts it: no.
    static func hostPaintsNothing(modifierAt callee: Int, in file: SwiftSource) -> Bool {
        if file.text(code: callee) == "background" { return true }
        guard file.isChar(callee - 1, "."), callee >= 2 else { return false }
        let root = UseSite.chainRoot(endingAt: callee - 2, in: file)
        let word = file.text(code: root)
        guard word != "Image", seeThroughLayers.contains(word) || layoutContainers.contains(word) else { return false }
        return !ViewChainModifiers.names(root: root, in: file, upTo: callee).contains { painters.contains(file.text(code: $0)) }
    }
    /// Views a stacked view over them shows through (a symbol, a text): not a ground of their own.
    static let seeThroughLayers: Set<String> = ["Text", "Label", "Spacer", "Divider", "ProgressView", "EmptyView", "Image"]

    /// The code index of the name called with the closure opening at `open` (`VStack(…) {`, `} label: {`,
    /// `Button(action: a, label: {`, `.sheet(…) {`), or nil.
    static func callee(ofClosureAt open: Int, in file: SwiftSource) -> Int? {
        var j = open - 1
        // `} label: {`: the call of the first trailing closure.
        while file.isChar(j, ":"), file.isWord(j - 1), file.isChar(j - 2, "}"), let first = file.matchingOpen(j - 2) { j = first - 1 }
        if file.isChar(j, ":"), file.isWord(j - 1) {
            // `label: {` inside the call's parentheses.
            var i = j - 2
            while i >= 0, j - i < 2000 {
                if file.isChar(i, ")") || file.isChar(i, "]") || file.isChar(i, "}"), let o = file.matchingOpen(i) { i = o - 1; continue }
                if file.isChar(i, "(") { break }
                if file.isChar(i, "{") || file.isChar(i, "[") { return nil }
                i -= 1
            }
            guard i >= 0, file.isChar(i, "(") else { return nil }
            j = i - 1
        } else if file.isChar(j, ")"), let o = file.matchingOpen(j) {
            j = o - 1
        }
        guard j >= 0, file.isWord(j) || file.text(code: j).hasPrefix("#") else { return nil }
        return j
    }

    /// Whether a layer of the `ZStack` whose content opens at `open` lies under `position`: a
    /// picture, a paint, a shape, or a view of the app's own (which may paint).
    static func paintedLayer(before position: Int, inStackOpeningAt open: Int, in file: SwiftSource) -> Bool {
        var j = open + 1
        while j < position {
            if file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, "{"), let c = file.matchingClose(j) {
                if c > position { return false }
                // Into `if`/`else` blocks (their layers are layers of the stack).
                if file.isChar(j, "{"), file.codeIs(j - 1, "else") || HostedViews.opensIf(j, in: file) { j += 1; continue }
                j = c + 1
                continue
            }
            if file.isWord(j), !file.isChar(j - 1, "."), InferredPairs.startsStatement(j, in: file) {
                if FixedIntentReader.startsPicture(at: j, in: file) || HostedViews.startsPaint(at: j, in: file)
                    || FixedIntentReader.shapeViews.contains(file.text(code: j)) { return true }
                let word = file.text(code: j)
                if file.kind(j) == .identifier, file.firstByte(j).isUppercaseASCII, file.isChar(j + 1, "(") || file.isChar(j + 1, "{"),
                   !seeThroughLayers.contains(word), !layoutContainers.contains(word), word != "ZStack" { return true }
            }
            j += 1
        }
        return false
    }

    /// Whether `k` lies in a preview: a `#Preview { … }` or a `previews` property.
    private func inPreview(_ k: Int, in file: SwiftSource, tree: SyntaxTree) -> Bool {
        for s in tree.ancestors(of: tree.scope(at: k)) {
            let scope = tree.scopes[s]
            if case .closure = scope.kind, let callee = Self.callee(ofClosureAt: scope.open, in: file),
               file.text(code: callee) == "#Preview" { return true }
            if scope.isFunction, scope.name == "previews" { return true }
        }
        return false
    }

    // MARK: - Files

    /// Whether `file` declares a type `name` (not an extension of it).
    private func declares(_ name: String, in file: SwiftSource) -> Bool {
        tree(of: file).scopes.contains { scope in
            guard case .type(let keyword) = scope.kind, keyword != .extension else { return false }
            return scope.name == name
        }
    }

    /// Of `paths`, the one sharing the most leading folders with `path` (the first on a tie).
    static func nearest(_ paths: [String], to path: String) -> String? {
        let own = path.split(separator: "/")
        let shared = { (other: String) in zip(own, other.split(separator: "/")).prefix { $0 == $1 }.count }
        return paths.max { a, b in shared(a) < shared(b) || shared(a) == shared(b) && a > b }
    }

    private func tree(of file: SwiftSource) -> SyntaxTree {
        if let known = trees[file.path] { return known }
        let tree = SyntaxTreeMemo(file: file).tree
        trees[file.path] = tree
        return tree
    }

    private func loadUnread() {
        guard !unread.isEmpty else { return }
        let paths = unread
        unread = []
        let read: [SwiftSource?] = Parallel.map(paths.count, threads: Parallel.defaultThreads) { k in
            guard case .success(let bytes) = FileReader.contents(of: paths[k].disk) else { return nil }
            return SwiftSource(path: paths[k].shown, bytes: bytes, diskPath: paths[k].disk)
        }
        files += read.compactMap { $0 }
    }
}
