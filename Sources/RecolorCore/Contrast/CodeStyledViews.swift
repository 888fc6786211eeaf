/// Colors the code sets on views an Interface Builder document lays out: through an outlet
/// (`@IBOutlet var nameLabel` … `nameLabel.textColor = X` in the class that owns the outlet), on
/// a class's own view (a controller's `view.backgroundColor`, a cell's `contentView.backgroundColor`
/// or its own `backgroundColor` in `awakeFromNib`), and through UIAppearance proxies
/// (`UILabel.appearance(whenContainedInInstancesOf: [Banner.self]).textColor = X`). The code runs
/// after the document is loaded, so its color replaces the document's of the same role on that
/// view (eurofurence's day picker: a placeholder fill in the xib, its real color set in `awakeFromNib`).
package struct CodeStyledViews: Sendable {
    /// One color the code sets, where.
    struct Styled: Sendable, Equatable {
        var token: String
        var role: ContrastRole
        var file: String
        var line: Int
        /// The conditional block (`if`, `else`, a `switch` case) the color is set in, if any.
        var branch: Branch? = nil
        /// The `{` of the function the color is set in (-1: none).
        var function = -1
        /// Set whenever the view is (a nib's top-level view, repainted as it is loaded), not in one state's function.
        var always = false
        /// The control state the color is set for (`for: .disabled`, an arm of `enabled ? a : b`), nil for every state.
        var state: ControlState? = nil
        /// The ternary the color is an arm of (`active ? A : B`): its condition's text and whether the true arm.
        var arm: Arm? = nil
        /// The color as written, to the end of its line (`InferredPairs.written`).
        var written: String? = nil
        /// The property the color is set through (`fillColor`), if read.
        var via: String? = nil
        /// The tags of the instances the color is for, when set in an arm of a `switch` on the view's own `tag`.
        var tags: OwnTagCases? = nil

        struct Arm: Sendable, Equatable {
            var condition: String
            var isTrue: Bool
        }

        /// Whether `o` is set in the same function of the same file.
        func sameFunction(_ o: Styled) -> Bool { function >= 0 && file == o.file && function == o.function }

        /// Whether two colors may be drawn together: not in two branches of one condition
        /// (Mixin's sticker button: white on the theme color in `else`, never on the gray of `if`).
        /// Nor in two arms of one condition in one function: sphinx-ios's attachment button sets
        /// `backgroundColor = active ? ReceivedMsgBG : PrimaryBlue` and `setTitleColor(active ?
        /// MainBottomIcons : .white, …)`: its white title was read on the light gray, 1.11:1.
        func together(_ o: Styled) -> Bool {
            if file == o.file, function >= 0, function == o.function, let x = arm, let y = o.arm,
               x.condition == y.condition, x.isTrue != y.isTrue { return false }
            guard file == o.file, let x = branch, let y = o.branch, x.function == y.function else { return true }
            if x.open == y.open { return x.label == y.label }
            return (x.open...x.close).contains(y.open) || (y.open...y.close).contains(x.open)
        }
    }

    /// A conditional block within a function: its braces and, in a `switch`, the case's label.
    struct Branch: Sendable, Equatable {
        var function: Int
        var open: Int
        var close: Int
        var label: Int?
    }

    /// A proxy's color: on views of `viewClass`, inside a view of one of `containers` when any.
    struct Appearance: Sendable, Equatable {
        var viewClass: String
        var containers: [String]
        var styled: Styled
    }

    /// By class name, then by the member the color is set on (`nameLabel`, `view`, `contentView`; `self`).
    private(set) var members: [String: [String: [Styled]]] = [:]
    private(set) var appearances: [Appearance] = []

    /// Classes that paint themselves where recolor cannot read it (a sublayer, `draw(_:)`): what
    /// lies under their text is their own paint, not the document's background around them.
    private(set) var selfPainted: Set<String> = []
    /// By class, the surface properties a self-painting class declares (`var fillColor: NSColor`):
    /// what the code sets there is the paint under its text (Hakumai's `ColoredView`, session 29 B4).
    private(set) var paintProperties: [String: Set<String>] = [:]

    /// Whether the code paints a view of `viewClass` through a surface property the class declares.
    func paintsThroughOwnProperty(_ viewClass: String, _ backgrounds: [Styled]) -> Bool {
        guard let own = paintProperties[viewClass] else { return false }
        return backgrounds.contains { $0.token != Self.unknownToken && $0.token != Self.clearToken && ($0.via.map(own.contains) ?? false) }
    }

    /// Views the code inserts under a document's views (tsurukame's `view.insertSubview(pageController.view,
    /// belowSubview: backButton)`: the back button's white title was paired with the screen's background
    /// the page covers). By class, the container's member and the member of the view inserted under
    /// (nil: under every subview, `insertSubview(_:at: 0)`, `sendSubviewToBack`).
    private(set) var insertedUnder: [String: [String: String?]] = [:]

    /// What the code sets `isSelected` on (`favoriteButton`, `sender`; `self` for a bare `isSelected = …`):
    /// a button's selected title is drawn only if something selects it.
    private(set) var selectedReceivers: Set<String> = []

    /// Buttons the code gives a background image (`continueButton.setBackgroundImage(UIImage(named:
    /// "buttonsPrimary"), for: .normal)`), by class and member (`self` for a class's own): their
    /// titles lie on the image. radar-covid-ios's white "Continuar" titles were paired with the
    /// button's white and the screen's pink behind, 1.05:1 and 1.14:1 (session 23).
    private(set) var imageBacked: [String: Set<String>] = [:]

    /// Views restyled through a function the code calls on them, or by their own inspectable property.
    private(set) var styling = StyleFunctions()

    /// Views the code shows only under one flag (`ConditionalVisibility`), by class and member; nil: no one flag's.
    private(set) var shownWhen: [String: [String: ConditionalVisibility?]] = [:]

    /// The one condition the code shows a view known by `names` under, if any.
    func visibility(_ names: [(viewClass: String, member: String)]) -> ConditionalVisibility? {
        for n in names { if let v = shownWhen[n.viewClass]?[n.member] { return v } }
        return nil
    }

    var isEmpty: Bool { shownWhen.isEmpty && imageBacked.isEmpty && members.isEmpty && appearances.isEmpty && selfPainted.isEmpty && insertedUnder.isEmpty && styling.isEmpty }

    static let insertFinders = [ByteFinder("insertSubview"), ByteFinder("sendSubviewToBack")]

    /// Notes the views `file` inserts under the subviews a container already has.
    mutating func readInsertions(_ file: SwiftSource, tree: SyntaxTree) {
        for k in file.code.indices where file.isWord(k) && (file.codeIs(k, "insertSubview") || file.codeIs(k, "sendSubviewToBack")) {
            guard file.isChar(k + 1, "("), let close = file.matchingClose(k + 1),
                  let type = tree.enclosingType(at: k), let name = type.name else { continue }
            // The container: `view.insertSubview`, `self.view.insertSubview`, `insertSubview` (self).
            let container = file.isChar(k - 1, ".") && file.isWord(k - 2) ? file.text(code: k - 2) : "self"
            var under: String?? = file.codeIs(k, "sendSubviewToBack") ? .some(nil) : nil
            for a in k + 2..<close where file.isChar(a, ":") && file.isWord(a - 1) {
                if file.codeIs(a - 1, "belowSubview"), file.isWord(close - 1) { under = .some(file.text(code: close - 1)) }
                if file.codeIs(a - 1, "at"), file.codeIs(a + 1, "0") { under = .some(nil) }
            }
            guard let under else { continue }
            // A view inserted hidden (`webView.isHidden = true` in the same function: Zotero's share
            // sheet inserts a hidden web view at 0) covers nothing.
            if let function = tree.enclosingFunction(at: k), file.isWord(k + 2), !file.isChar(k + 3, ".") {
                let inserted = file.text(code: k + 2)
                let hidden = (function.open..<function.close).contains { a in
                    file.codeIs(a, inserted) && file.isChar(a + 1, ".") && file.codeIs(a + 2, "isHidden") && file.isChar(a + 3, "=") && file.codeIs(a + 4, "true")
                }
                if hidden { continue }
            }
            let className = name.split(separator: ".").last.map(String.init) ?? name
            // Under every subview wins over under one.
            if let known = insertedUnder[className]?[container], known == nil { continue }
            insertedUnder[className, default: [:]][container] = under
        }
    }

    /// Words in a type's body that say it paints itself (`layerClass`: a view backed by a
    /// `CAGradientLayer` or a shape layer, such as Unwrap's `GradientView`).
    static let paintingWords: Set<String> = ["addSublayer", "insertSublayer", "fillColor", "layerClass"]
    static let paintingFinders = paintingWords.map { ByteFinder($0) } + [ByteFinder("func draw"), ByteFinder("layer.backgroundColor")]

    /// Whether code token `k` starts a view's own layer paint (`layer.backgroundColor = X.cgColor`,
    /// `self.layer.backgroundColor = …`, not clear nor nil): nRF-Mesh's `FabView` button fills its
    /// layer red in its setup, and its white tint was also paired with the storyboard's gray panel
    /// behind it, 1.12:1 (session 25 review, F3).
    static func paintsOwnLayer(_ k: Int, in file: SwiftSource) -> Bool {
        guard file.codeIs(k, "backgroundColor"), file.isChar(k - 1, "."), file.codeIs(k - 2, "layer"), file.isChar(k + 1, "="),
              !file.isChar(k - 3, ".") || file.codeIs(k - 4, "self") && !file.isChar(k - 5, ".") else { return false }
        var j = k + 2
        while j < file.code.count, !file.lineBreakBetween(j - 1, j) || j == k + 2 {
            if file.codeIs(j, "clear") || file.codeIs(j, "nil") { return false }
            j += 1
        }
        return true
    }

    /// Notes the types of `file` that paint themselves (by the last component of their name).
    mutating func readPainting(_ file: SwiftSource, tree: SyntaxTree) {
        for scope in tree.scopes where scope.isType {
            guard let name = scope.name, let close = file.matchingClose(scope.open) else { continue }
            let paints = (scope.open..<close).contains { k in
                file.isWord(k) && (Self.paintingWords.contains(file.text(code: k)) && !Self.addsLine(k, in: file)
                                   || (file.codeIs(k, "draw") && file.codeIs(k - 1, "func")) || Self.paintsOwnLayer(k, in: file))
            }
            let className = name.split(separator: ".").last.map(String.init) ?? name
            if paints { selfPainted.insert(className) }
            for k in scope.open..<close where file.codeIs(k, "var") && file.isWord(k + 1) && file.isChar(k + 2, ":")
                && tree.enclosingType(at: k)?.open == scope.open && ColorRole(context: file.text(code: k + 1)).isSurface {
                paintProperties[className, default: []].insert(file.text(code: k + 1))
            }
        }
    }

    /// Whether code token `k` adds a sublayer its name says is a line (`layer.addSublayer(bottomBorder)`,
    /// `insertSublayer(separatorLayer, at: 0)`): a hairline paints no surface under the view's text.
    /// ello's user cells add a 1-pt `bottomBorder` layer; they were taken for self-painted, and their
    /// labels' pairs with the xib's white cell (`nameLabel.textColor = UIColor.greyA`) were lost.
    static func addsLine(_ k: Int, in file: SwiftSource) -> Bool {
        guard file.codeIs(k, "addSublayer") || file.codeIs(k, "insertSublayer"), file.isChar(k + 1, "("), let close = file.matchingClose(k + 1) else { return false }
        // The argument's last name: `bottomBorder`, `self.separatorLayer`.
        var end = k + 2
        while end < close, !file.isChar(end, ",") { end += 1 }
        guard end - 1 > k + 1, file.isWord(end - 1) else { return false }
        let role = ColorRole(context: file.text(code: end - 1))
        return role == .separator || role == .border
    }

    static let selectFinder = ByteFinder(ControlState.selectedProperty)
    static let backgroundImageFinder = ByteFinder(ButtonFaceNames.backgroundImageSetter)

    /// Notes the buttons `file` gives a background image for a state drawn enabled (not `nil`, not `for: .disabled`).
    mutating func readBackgroundImages(_ file: SwiftSource) {
        let tree = SyntaxTree(file)
        for k in file.code.indices where file.isWord(k) && file.codeIs(k, ButtonFaceNames.backgroundImageSetter) && file.isChar(k + 1, "(") {
            guard !file.codeIs(k + 2, "nil"), ControlState.enabled == (Self.controlState(of: k, in: file, tree: tree) ?? .enabled),
                  let type = tree.enclosingType(at: k), let name = type.name else { continue }
            let member = file.isChar(k - 1, ".") && file.isWord(k - 2) && !file.codeIs(k - 2, "self") ? file.text(code: k - 2) : "self"
            imageBacked[name.split(separator: ".").last.map(String.init) ?? name, default: []].insert(member)
        }
    }

    /// Whether the code gives a view known by `names` a background image.
    func backsWithImage(_ names: [(viewClass: String, member: String)]) -> Bool {
        names.contains { imageBacked[$0.viewClass]?.contains($0.member) ?? false }
    }

    /// Notes the receivers `file` selects: `x.isSelected = …`, `x.isSelected.toggle()`, a bare `isSelected = …`.
    mutating func readSelections(_ file: SwiftSource) {
        for k in file.code.indices where file.isWord(k) && file.codeIs(k, ControlState.selectedProperty) {
            guard file.codeIs(k + 1, "=") || (file.isChar(k + 1, ".") && file.codeIs(k + 2, "toggle")),
                  !file.codeIs(k - 1, "var"), !file.codeIs(k - 1, "let") else { continue }
            selectedReceivers.insert(file.isChar(k - 1, ".") && file.isWord(k - 2) ? file.text(code: k - 2) : "self")
        }
    }

    /// The member name under which a class's colors on the top-level view of a nib it loads are kept.
    static let nibRoot = "<nib root>"
    /// The token of a color the code sets that is none (a variable, a run-time value).
    static let unknownToken = ""
    /// The token of a clear background the code sets (`button.backgroundColor = .clear`): the
    /// document's background of that view is gone, what lies under it shows.
    static let clearToken = "<clear>"
    static let nibLoaders = [ByteFinder("loadNibNamed"), ByteFinder("instantiate(withOwner")]

    /// Reads the colors `file`'s token uses set on a class's stored views or on a proxy.
    mutating func read(_ file: SwiftSource, uses: [TokenUse]) {
        if StyleFunctions.mayDeclare(file.bytes) || Self.outletPaintFinders[0].occurs(in: file.bytes) { styling.read(file, uses: uses, tree: SyntaxTree(file)) }
        if Self.selectFinder.occurs(in: file.bytes) { readSelections(file) }
        if Self.backgroundImageFinder.occurs(in: file.bytes) { readBackgroundImages(file) }
        if Self.nibLoaders.contains(where: { $0.occurs(in: file.bytes) }) { readNibRoots(file, uses: uses) }
        if Self.insertFinders.contains(where: { $0.occurs(in: file.bytes) }) { readInsertions(file, tree: SyntaxTree(file)) }
        if ConditionalVisibility.finder.occurs(in: file.bytes) { ConditionalVisibility.read(file, tree: SyntaxTree(file), into: &shownWhen) }
        // A class clearing its own background as it is made (`readOwnClears`): no token needed.
        let clears = Self.mayClearOwnBackground(file.bytes)
        guard !uses.isEmpty else {
            // A type may paint itself with no token in its file (tsurukame's `GradientView`, colors set by its users).
            let painting = Self.paintingFinders.contains(where: { $0.occurs(in: file.bytes) })
            // Or paint its outlets with colors no token is (eurofurence's day cell).
            guard painting || Self.paintsOutlets(file.bytes) || Self.setsOutletText(file.bytes) else {
                if clears { readOwnClears(file, tree: SyntaxTree(file)) }
                return
            }
            let chains = ChainRoots(file)
            let tree = UIKitViewTree(file, chains: chains)
            if clears { readOwnClears(file, tree: tree.tree) }
            if painting { readPainting(file, tree: tree.tree) }
            readUnknownPaints(file, uses: uses, chains: chains, built: tree)
            return
        }
        let braces = EnclosingBraces(file)
        let chains = ChainRoots(file)
        let helpers = DeclaredParameterRoles(file)
        let syntax = SyntaxTreeMemo(file: file)
        var tree: UIKitViewTree?
        defer {
            // A type may paint itself with no token set on any of its views (a gradient view's own defaults).
            if let tree { readPainting(file, tree: tree.tree) }
            else if Self.paintingFinders.contains(where: { $0.occurs(in: file.bytes) }) { readPainting(file, tree: SyntaxTree(file)) }
        }
        for use in uses {
            guard let site = UseSite.of(use.code, in: file, braces: braces, chains: chains, helpers: helpers, tree: syntax),
                  case .receiver(let receiver, _) = site.place else { continue }
            var styled = Styled(token: use.token, role: site.role, file: file.path, line: file.location(of: file.code[use.code].begin).line)
            // A background at part opacity (`errorBackgroundView.backgroundColor = UIColor.Zap.superRed
            // .withAlphaComponent(0.1)`): the token at that opacity, over what lies under the view;
            // at an opacity decided at run time, unknown. Zap's red error text was measured on the
            // opaque red, 1.00:1 (session 25).
            if site.role == .background, ViewChainModifiers.isTranslucent(use.code, in: file) {
                styled.token = ViewChainModifiers.literalOpacity(use.code, in: file).map { TranslucentSubjects.subject(use.token, alpha: $0) } ?? Self.unknownToken
            }
            styled.written = InferredPairs.written(from: use.code, in: file)
            if site.via >= 0 { styled.via = file.text(code: site.via) }
            if let appearance = Self.appearance(AppearanceProxyLocals.resolve(receiver, before: use.code, in: file), styled) { appearances.append(appearance); continue }
            if tree == nil { tree = UIKitViewTree(file, chains: chains) }
            // A fill shown only while pressed is no background of the view (`PressedFills`).
            if site.role == .background, PressedFills.pressedOnly(use.code, in: file, tree: tree!.tree) { continue }
            styled.branch = Self.branch(of: use.code, in: file, tree: tree!.tree)
            styled.tags = OwnTagCases.of(use.code, in: file)
            styled.function = tree!.tree.enclosingFunction(at: use.code)?.open ?? -1
            styled.state = Self.controlState(of: use.code, in: file, tree: tree!.tree)
            if let (q, isTrue) = AppearanceArms.ternaryArm(use.code, in: file) {
                let c = AppearanceArms.conditionStart(before: q, in: file)
                if c < q { styled.arm = Styled.Arm(condition: (c..<q).map { file.text(code: $0) }.joined(separator: " "), isTrue: isTrue) }
            }
            // Only a stored view of the type (a local of the same name is another view).
            let key = tree!.key(receiver, at: use.code)
            guard tree!.isStored(key), let type = tree!.tree.enclosingType(at: use.code), let name = type.name else { continue }
            let className = name.split(separator: ".").last.map(String.init) ?? name
            members[className, default: [:]][key.name, default: []].append(styled)
        }
        if clears { readOwnClears(file, tree: tree?.tree ?? syntax.tree) }
        // A stored view painted with a color no token is (`backgroundColor = UIColor(bundleName:
        // "ReviewCorrect")`): in that function its text is over an unknown color, not the document's.
        // (A file whose tokens all go to locals still sets its outlets: nearbyweather-legacy's cell
        // chooses `textColor` and `bubbleColor` first, then paints its labels and layer with them.)
        guard let built = tree ?? (Self.setsOutletText(file.bytes) || Self.paintsOutlets(file.bytes) ? UIKitViewTree(file, chains: chains) : nil) else { return }
        // A stored view the code clears: beam's welcome screen sets `connectWithoutRedditButton
        // .backgroundColor = .clear` in `viewDidLoad`; its white title was paired with the
        // storyboard's white button background, 1.00:1 (session 22 audit F13).
        for k in file.code.indices where file.codeIs(k, "backgroundColor") && file.isChar(k - 1, ".") && file.codeIs(k + 1, "=")
            && Self.isClear(from: k + 2, in: file) {
            let key = built.key(UseSite.chainText(endingAt: k - 2, in: file, chains: chains), at: k)
            guard built.isStored(key), let type = built.tree.enclosingType(at: k), let name = type.name,
                  let function = built.tree.enclosingFunction(at: k) else { continue }
            let className = name.split(separator: ".").last.map(String.init) ?? name
            members[className, default: [:]][key.name, default: []].append(
                Styled(token: Self.clearToken, role: .background, file: file.path, line: file.location(of: file.code[k].begin).line, function: function.open))
        }
        readUnknownPaints(file, uses: uses, chains: chains, built: built)
    }

    /// A view class that clears its own background when it is made (`backgroundColor = .clear` in
    /// an initializer, `awakeFromNib` or a method they call): the document's background of its
    /// views is never drawn. dashwallet's balance view does so in `init(coder:)` →
    /// `configureHierarchy()`, after the nib's `systemBackground` is decoded; its white amount was
    /// paired with that white, 1.00:1 (session 26's review, F10). Kept under the class's `self`.
    mutating func readOwnClears(_ file: SwiftSource, tree: SyntaxTree) {
        for k in file.code.indices where file.codeIs(k, "backgroundColor") && file.isChar(k + 1, "=") && file.kind(k + 1) == .operator
            && Self.isClear(from: k + 2, in: file) {
            // `backgroundColor = .clear` or `self.backgroundColor = .clear`.
            guard !file.isChar(k - 1, ".") || file.codeIs(k - 2, "self") && !file.isChar(k - 3, "."),
                  !file.codeIs(k - 1, "let"), !file.codeIs(k - 1, "var"),
                  let function = tree.enclosingFunction(at: k), SetupFunctions.runsAtInit(function, tree: tree, file: file),
                  Self.branch(of: k, in: file, tree: tree) == nil,
                  let type = tree.enclosingType(at: k), let name = type.name else { continue }
            let className = name.split(separator: ".").last.map(String.init) ?? name
            members[className, default: [:]]["self", default: []].append(
                Styled(token: Self.clearToken, role: .background, file: file.path, line: file.location(of: file.code[k].begin).line,
                       function: function.open, always: true))
        }
    }

    /// Words of a file that may paint a document's view with a color no token is: the `backgroundColor`
    /// of an outlet or of an appearance proxy.
    /// And a controller's own root view (`view.backgroundColor = SurfaceTone().uiColor()` in a
    /// file with no outlet: ringoid's shape, session 30 review A11).
    static let outletPaintFinders = [ByteFinder("@IBOutlet"), ByteFinder(".appearance("), ByteFinder("view.backgroundColor")]
    static let backgroundColorFinder = ByteFinder("backgroundColor")
    static let clearFinder = ByteFinder(".clear")
    /// Whether a file may clear a view's own background (`readOwnClears`).
    static func mayClearOwnBackground(_ bytes: [UInt8]) -> Bool { backgroundColorFinder.occurs(in: bytes) && clearFinder.occurs(in: bytes) }
    static let textColorFinder = ByteFinder(".textColor")
    /// Whether a file may set an outlet's text color (`readUnknownPaints`).
    static func setsOutletText(_ bytes: [UInt8]) -> Bool { textColorFinder.occurs(in: bytes) && outletPaintFinders[0].occurs(in: bytes) }
    static func paintsOutlets(_ bytes: [UInt8]) -> Bool { backgroundColorFinder.occurs(in: bytes) && outletPaintFinders.contains { $0.occurs(in: bytes) } }

    /// The stored views `file` paints with a color no token is (`UnknownSurfaces`).
    mutating func readUnknownPaints(_ file: SwiftSource, uses: [TokenUse], chains: ChainRoots, built: UIKitViewTree) {
        for r in UnknownSurfaces(file, uses: uses, chains: chains).receivers {
            // A proxy's paint (`X.appearance().backgroundColor = .navigationBar`): every X's, over the document's.
            let line = file.location(of: file.code[r.at].begin).line
            if let a = Self.appearance(AppearanceProxyLocals.resolve(r.name, before: r.at, in: file),
                                       Styled(token: Self.unknownToken, role: .background, file: file.path, line: line, always: true)) {
                appearances.append(a)
                continue
            }
            let key = built.key(r.name, at: r.at)
            if !built.isStored(key), let (viewClass, member) = CastLocalViews.member(r.name, at: r.at, in: file, tree: built.tree) {
                // A cell's view painted by its controller each time it is shown (`CastLocalViews`).
                members[viewClass, default: [:]][member, default: []].append(
                    Styled(token: Self.unknownToken, role: .background, file: file.path, line: line, always: true))
                continue
            }
            guard built.isStored(key), let type = built.tree.enclosingType(at: r.at), let name = type.name,
                  let function = built.tree.enclosingFunction(at: r.at) else { continue }
            let className = name.split(separator: ".").last.map(String.init) ?? name
            // Set in the view's setup (`awakeFromNib`, `viewDidLoad`, `init`), it is the view's paint in
            // every state: eurofurence's day picker sets `selectedDecorationView.backgroundColor =
            // .dayPickerSelectedBackground` in `awakeFromNib`; its white title was paired with the
            // document's `secondarySystemFillColor` placeholder, 1.20:1.
            members[className, default: [:]][key.name, default: []].append(
                Styled(token: Self.unknownToken, role: .background, file: file.path, line: file.location(of: file.code[r.at].begin).line, function: function.open,
                       always: (SetupFunctions.isLifecycle(function) || SetupFunctions.isThemeHook(function) || Self.observesOwnBackground(function, tree: built.tree))
                           && Self.branch(of: r.at, in: file, tree: built.tree) == nil))
        }
        // A stored label's text set to a run-time value (`cityNameLabel.textColor = textColor`, a local
        // the function chooses): the document's text color is not what is drawn. nearbyweather-legacy's
        // cell labels (black in the xib, white or black by the code) were paired with the xib's
        // placeholder teal, a false dark break 11.08 → 1.72:1 (session 28).
        let useCodes = Set(uses.map(\.code))
        for k in file.code.indices where file.codeIs(k, "textColor") && file.isChar(k - 1, ".") && file.isChar(k + 1, "=") && file.kind(k + 1) == .operator {
            var end = k + 2
            while end + 1 < file.code.count, !file.lineBreakBetween(end, end + 1), !file.isChar(end + 1, ";"), !file.isChar(end + 1, "}") { end += 1 }
            guard k + 2 <= end, !file.codeIs(k + 2, "nil"), !(k + 2...end).contains(where: { useCodes.contains($0) }) else { continue }
            let key = built.key(UseSite.chainText(endingAt: k - 2, in: file, chains: chains), at: k)
            guard built.isStored(key), let type = built.tree.enclosingType(at: k), let name = type.name,
                  let function = built.tree.enclosingFunction(at: k) else { continue }
            let className = name.split(separator: ".").last.map(String.init) ?? name
            members[className, default: [:]][key.name, default: []].append(
                Styled(token: Self.unknownToken, role: .text, file: file.path, line: file.location(of: file.code[k].begin).line, function: function.open))
        }
    }

    /// Whether `scope` observes or sets the view's own `backgroundColor` (`override var backgroundColor:
    /// UIColor? { didSet { contentView?.backgroundColor = backgroundColor } }`): whatever color the view
    /// is given, its outlets are repainted with, so the document's colors there are never drawn. Zap's
    /// amount input paired its white "Balance" label with the xib's red placeholder stack, 3.99:1; its
    /// users give it `UIColor.Zap.background` (session 25).
    static func observesOwnBackground(_ scope: Scope, tree: SyntaxTree) -> Bool {
        guard case .function(.accessor(let a)) = scope.kind, a == .didSet || a == .willSet || a == .set, let p = scope.parent else { return false }
        return tree.scopes[p].name == "backgroundColor"
    }

    /// A background the code gives the view it loads from a nib, in the function that loads it
    /// (Zap's toast: `guard let content = views?.first as? UIView` … `content.backgroundColor =
    /// backgroundColor`, red for an error): it replaces the document's background of the nib's
    /// top-level view, a token's or an unknown color (the white text was paired with the xib's
    /// white, 1.00:1). Kept per class under `nibRoot`.
    mutating func readNibRoots(_ file: SwiftSource, uses: [TokenUse]) {
        let tree = SyntaxTree(file)
        let tokens = Dictionary(uses.map { ($0.code, $0.token) }, uniquingKeysWith: { a, _ in a })
        for k in file.code.indices where file.isWord(k) && (file.codeIs(k, "loadNibNamed") || file.codeIs(k, "instantiate")) {
            guard let function = tree.enclosingFunction(at: k), let type = tree.enclosingType(at: k), let name = type.name else { continue }
            let className = name.split(separator: ".").last.map(String.init) ?? name
            // `local.backgroundColor = X` in that function, `local` declared in it (not `self`, not a stored view).
            for a in function.open..<function.close where file.codeIs(a, "backgroundColor") && file.isChar(a - 1, ".") && file.isChar(a + 1, "=") {
                guard file.isWord(a - 2), !file.codeIs(a - 2, "self"), !file.isChar(a - 3, "."),
                      Self.declares(file.text(code: a - 2), in: function.open..<a, file: file) else { continue }
                let value = a + 2
                let end = (value..<file.code.count).first { $0 > value && file.lineBreakBetween($0 - 1, $0) } ?? file.code.count
                let token = (value..<end).lazy.compactMap { tokens[$0] }.first ?? Self.unknownToken
                let line = file.location(of: file.code[a].begin).line
                members[className, default: [:]][Self.nibRoot, default: []].append(Styled(token: token, role: .background, file: file.path, line: line, function: function.open, always: true))
            }
        }
    }

    /// Whether the value starting at code token `k` is the clear color alone on its line (`.clear`, `UIColor.clear`).
    static func isClear(from k: Int, in file: SwiftSource) -> Bool {
        var j = k
        if file.codeIs(j, "UIColor") { j += 1 }
        guard file.isChar(j, "."), file.codeIs(j + 1, "clear") else { return false }
        return j + 2 >= file.code.count || file.lineBreakBetween(j + 1, j + 2) || file.isChar(j + 2, ";") || file.isChar(j + 2, "}")
    }

    /// Whether `name` is declared (`let`/`var`/`guard let`/`if let name`) in code range `range`.
    static func declares(_ name: String, in range: Range<Int>, file: SwiftSource) -> Bool {
        range.contains { k in file.codeIs(k, name) && (file.codeIs(k - 1, "let") || file.codeIs(k - 1, "var")) }
    }

    /// The conditional block holding code token `k` directly, or nil.
    static func branch(of k: Int, in file: SwiftSource, tree: SyntaxTree) -> Branch? {
        guard let function = tree.enclosingFunction(at: k) else { return nil }
        // A switch case (found by its label: the scope tree may not hold the switch's body).
        if let c = AppearanceArms.caseLabel(k, in: file), let close = file.matchingClose(c.brace) {
            return Branch(function: function.open, open: c.brace, close: close, label: c.label)
        }
        let scope = tree.scopes[tree.scope(at: k)]
        guard case .block(let keyword) = scope.kind, [.if, .else].contains(keyword) else { return nil }
        return Branch(function: function.open, open: scope.open, close: scope.close, label: nil)
    }

    /// The control state a color at code token `k` is set for: a `for: .disabled` argument after it,
    /// the arm of a ternary on `isEnabled`/`enabled`, or an `if`/`else` on it; nil for every state.
    static func controlState(of k: Int, in file: SwiftSource, tree: SyntaxTree) -> ControlState? {
        // `setTitleColor(X, for: .disabled)`: the `for:` label on the same line.
        var j = k + 1
        while j + 3 < file.code.count, !file.lineBreakBetween(j - 1, j) {
            if file.codeIs(j, "for"), file.isChar(j + 1, ":"), file.isChar(j + 2, "."), file.isWord(j + 3) {
                return ControlState(controlStateMember: file.text(code: j + 3))
            }
            j += 1
        }
        if let c = Self.condition(of: k, in: file, tree: tree, naming: { ControlState(conditionWord: $0) != nil }),
           let state = ControlState(conditionWord: file.text(code: c.word)) {
            return c.holds ? state : state.negated
        }
        // A branch that sets the state itself beside the color (`continueButton.isEnabled = false`
        // and its gray background in the `else`): COVIDSafe's disabled gray title was paired with
        // the green the other branch sets with `isEnabled = true`.
        let block = tree.scopes[tree.scope(at: k)]
        if case .block = block.kind {
            for a in block.open..<block.close where file.isWord(a) && file.isChar(a - 1, ".") && file.codeIs(a + 1, "=")
                && (file.codeIs(a + 2, "true") || file.codeIs(a + 2, "false")) && tree.scope(at: a) == tree.scope(at: k) {
                guard let state = ControlState(conditionWord: file.text(code: a)) else { continue }
                return file.codeIs(a + 2, "true") ? state : state.negated
            }
        }
        return nil
    }

    /// The condition choosing a color at code token `k` by a word `naming` accepts: the ternary the
    /// color is an arm of, else the `if` (or its `else`) holding it. `word`: the word's code index;
    /// `holds`: whether the word is true where the color is set (a `!` before it or `== false`
    /// after it negates); `condition`: the condition's code tokens; `inTrueArm`: whether the color is
    /// where the whole condition holds. Nil when no such word chooses it.
    struct Chooser {
        var word: Int
        var holds: Bool
        var condition: Range<Int>
        var inTrueArm: Bool
    }

    static func condition(of k: Int, in file: SwiftSource, tree: SyntaxTree, naming: (String) -> Bool) -> Chooser? {
        /// The first word of `range` `naming` accepts, and whether the condition says it is true.
        func named(_ range: Range<Int>) -> (Int, Bool)? {
            for c in range where file.isWord(c) {
                guard naming(file.text(code: c)) else { continue }
                var b = c - 1
                while b >= range.lowerBound, file.isChar(b, ".") || (file.isWord(b) && file.isChar(b + 1, ".")) { b -= 1 }
                let negated = b >= range.lowerBound && file.kind(b) == .operator && file.isChar(b, "!")
                let equalsFalse = c + 2 < range.upperBound && file.codeIs(c + 1, "==") && file.codeIs(c + 2, "false")
                return (c, negated == equalsFalse)
            }
            return nil
        }
        if let (question, isTrue) = AppearanceArms.ternaryArm(k, in: file) {
            var n = question - 1
            while n >= 0, question - n < 40 {
                if file.isChar(n, ")") || file.isChar(n, "]"), let open = file.matchingOpen(n) { n = open - 1; continue }
                if file.isChar(n, "(") || file.isChar(n, "[") || file.isChar(n, "{") || file.isChar(n, "}") || file.isChar(n, ",")
                    || file.codeIs(n, "=") || file.codeIs(n, "return") { break }
                n -= 1
            }
            if let (word, holds) = named(n + 1..<question) { return Chooser(word: word, holds: holds == isTrue, condition: n + 1..<question, inTrueArm: isTrue) }
        }
        // An `if` on it, or its `else`.
        var scope = tree.scopes[tree.scope(at: k)]
        var isElse = false
        if case .block(.else) = scope.kind, scope.keywordToken > 0, file.isChar(scope.keywordToken - 1, "}") {
            scope = tree.scopes[tree.scope(at: scope.keywordToken - 1)]
            isElse = true
        }
        if case .block(.if) = scope.kind, scope.keywordToken >= 0, scope.keywordToken < scope.open,
           let (word, holds) = named(scope.keywordToken + 1..<scope.open) {
            return Chooser(word: word, holds: holds != isElse, condition: scope.keywordToken + 1..<scope.open, inTrueArm: !isElse)
        }
        return nil
    }

    /// `UILabel.appearance()` or `UILabel.appearance(whenContainedInInstancesOf: [A.self, B.self])`
    /// as a receiver's text: the proxy's class and containers; nil for any other receiver.
    static func appearance(_ receiver: String, _ styled: Styled) -> Appearance? {
        guard let call = receiver.firstRange(of: ".appearance("), receiver.hasSuffix(")") else { return nil }
        let viewClass = String(receiver[..<call.lowerBound])
        guard let first = viewClass.unicodeScalars.first, first.properties.isUppercase, !viewClass.contains(".") else { return nil }
        let arguments = receiver[call.upperBound...]
        let separators: Set<Character> = ["[", "]", ",", "(", ")", ":"]
        let containers = arguments.split(whereSeparator: { separators.contains($0) })
            .filter { $0.hasSuffix(".self") }.map { String($0.dropLast(5)) }
        return Appearance(viewClass: viewClass, containers: containers, styled: styled)
    }

    /// The colors of `role` set on a document view known by `names` (class and member) and of
    /// `classes`, inside views whose classes `around` lists: the members' (outlet, own view), else
    /// the proxies'.
    func colors(_ role: ContrastRole, names: [(viewClass: String, member: String)], classes: [String], around: () -> Set<String>) -> [Styled] {
        var out: [Styled] = []
        for (viewClass, member) in names {
            out += (members[viewClass]?[member] ?? []).filter { $0.role == role }
            out += styling.colors(role, viewClass: viewClass, member: member)
        }
        guard out.isEmpty, !classes.isEmpty, !appearances.isEmpty else { return out }
        var containing: Set<String>?
        for a in appearances where a.styled.role == role && classes.contains(a.viewClass) {
            if !a.containers.isEmpty {
                if containing == nil { containing = around() }
                guard a.containers.contains(where: { containing!.contains($0) }) else { continue }
            }
            out.append(a.styled)
        }
        return out
    }
}
