/// Pairs from an Interface Builder document's view tree: a text or tint color set on a view
/// (a label's `textColor`, a button state's `titleColor`, a text field's text, a `tintColor`,
/// the color of an attributed string's text) is drawn over the background of the nearest view,
/// itself or an ancestor through `subviews`, that sets an opaque one. A clear background is
/// looked through; the walk never leaves the scene (or the xib's top-level object).
package enum InterfaceBuilderPairs {
    /// A foreground and the background it is drawn over, by their `<color>` tags or the code
    /// that sets them (`CodeStyledViews`).
    package struct Found: Equatable {
        package var foreground: String
        package var background: String
        package var role: ContrastRole
        package var foregroundAt: Place
        package var backgroundAt: Place
        /// Text whose element's font is large (`LargeText`): checked at 3:1.
        package var large = false
        /// The code's foreground as written (`InferredPairs.written`), when the code sets it.
        package var foregroundWritten: String? = nil
    }

    /// Where a side of a pair is set: a `<color>` tag of the document (its offset), or a line of code.
    package enum Place: Equatable {
        case document(offset: Int)
        case code(file: String, line: Int)
    }

    /// What a view is drawn over: a `<color>` of the document, a color the code sets on it, or
    /// the app's tint (a token) where the document draws the tint (`at`: the tag that draws it).
    enum Side {
        case tag(ColorSet)
        case code(CodeStyledViews.Styled)
        case tint(token: String, at: XMLTag)
        /// A translucent background of the document over what lies under its view.
        indirect case over(top: Side, under: Side)
    }

    /// One `<color>` element and the view it is set on.
    struct ColorSet {
        var tag: XMLTag
        /// The view (node) the color belongs to: a button's for its state's title color.
        var owner: Int
        var role: ContrastRole
        var transparent: Bool
        /// The button state (`<state key="disabled">`) the color is for, nil for every state.
        var state: ControlState? = nil
        /// Whether the color is a button's title color for the selected state only.
        var selectedOnly = false
        /// The property it is set through: the tag's key, or a runtime attribute's key path (`selectedTintColor`).
        var property: String? = nil
    }

    /// Elements that hold a view's color without being a view themselves.
    static let wrappers: Set<String> = ["state", "userDefinedRuntimeAttribute", "userDefinedRuntimeAttributes", "textAttributes",
                                        "attributes", "fragment", "attributedString", "segment", "segments"]
    /// Where a walk up the tree stops: beyond it are other scenes' views.
    static let boundaries: Set<String> = ["scene", "objects", "document"]

    /// The document's pairs; `subject(tag)` names the token (or draft token) a `<color>` is,
    /// nil for a color that is none. `notes` counts what was seen and why it did not pair.
    /// `styled`: the colors code sets on the document's views, which replace the document's.
    /// `tint`: the app's tint when it is a token (its accent color set), drawn under a filled
    /// button's title where no view around it sets a tint.
    static func pairs(in bytes: [UInt8], notes: inout PairSearchNotes, styled: CodeStyledViews = CodeStyledViews(),
                      tint: String? = nil, subject: (XMLTag) -> String?) -> [Found] {
        var names: [String] = []
        var parents: [Int] = []
        var open: [Int] = []
        var colors: [ColorSet] = []
        var keyPaths: [Int: String] = [:]
        var stateKeys: [Int: ControlState] = [:]
        // `<state key="highlighted">` nodes: their colors are drawn while pressed, over no background here.
        var pressedStates: Set<Int> = []
        // `<state key="selected">` nodes: drawn only when the button is selected.
        var selectedStates: Set<Int> = []
        // Views the document hands a background color through a runtime attribute (`backgroundColor`): the
        // color a self-painting class paints with (Lunar's `PaddedButton`).
        var runtimeBackgrounds: Set<Int> = []
        // Open `<resources>` and user-comment attributed strings: their colors are drawn nowhere.
        var unseen: Set<Int> = []
        var buttons = ButtonFaces()
        var cover = CoveringSiblings()
        var translucent: Set<Int> = []
        // A grouped table's cells draw Apple's grouped cell color over the table's background.
        var groupedTables: Set<Int> = []
        var groupedCells: Set<Int> = []
        // Table cells whose document sets their own background (`<color key="backgroundColor">` in the cell).
        var cellsWithBackground: Set<Int> = []
        var classes = DocumentClasses()
        var paints = RuntimePaints()
        var customClassed: Set<Int> = []
        // Each view's `tag` (0 when the document gives none), for the code's arms of a `switch` on it (`OwnTagCases`).
        var viewTags: [Int: Int] = [:]
        // Image views that show a picture: what lies on them is over the picture.
        var pictureViews = InterfaceBuilderPictures()
        // Elements whose `<fontDescription>` is large text (`LargeText`).
        var largeFonts: Set<Int> = []
        // AppKit text cells that draw no background (`drawsBackground` not "YES", `undrawnBackground`).
        var undrawnCellBackgrounds: Set<Int> = []
        var scanner = XMLTagScanner(bytes)
        while let tag = scanner.next(wantsAttributes: { _ in true }) {
            if tag.isEnd {
                if let node = open.popLast() { unseen.remove(node) }
                continue
            }
            let node = names.count
            names.append(tag.name)
            parents.append(open.last ?? -1)
            if !styled.isEmpty { classes.read(tag, node: node, parent: open.last ?? -1, names: names, parents: parents) }
            if tag.name == "color" && unseen.isEmpty, let parent = open.last, !pressedStates.contains(parent),
               var set = colorSet(tag, parent: parent, names: names, parents: parents, keyPaths: keyPaths),
               !(set.role == .background && undrawnCellBackgrounds.contains(parent)) {
                if names[parent] == "state" { set.state = stateKeys[parent]; set.selectedOnly = selectedStates.contains(parent) }
                if names[parent] == "userDefinedRuntimeAttribute", set.role == .background { runtimeBackgrounds.insert(set.owner) }
                colors.append(set)
            }
            if tag.name == "color", tag.attribute("key") == "backgroundColor", let parent = open.last, names[parent] == "tableViewCell" {
                cellsWithBackground.insert(parent)
            }
            // A view drawn at part opacity: what lies under it shows through.
            if let alpha = tag.attribute("alpha").flatMap(Double.init), alpha < 1, tag.name != "color" { translucent.insert(node) }
            buttons.read(tag, node: node, parent: open.last ?? -1, names: names, parents: parents)
            if tag.name == "tableView", let style = tag.attribute("style"), style == "grouped" || style == "insetGrouped" { groupedTables.insert(node) }
            if tag.name == "tableViewCell" {
                var up = open.last ?? -1
                while up >= 0 && names[up] != "tableView" && !boundaries.contains(names[up]) { up = parents[up] }
                if up >= 0 && groupedTables.contains(up) { groupedCells.insert(node) }
            }
            cover.read(tag, node: node, parent: open.last ?? -1, names: names)
            if tag.name == "state" { stateKeys[node] = ControlState(interfaceBuilderKey: tag.attribute("key")) }
            if tag.name == "state", tag.attribute("key") == ControlState.pressedInterfaceBuilderKey { pressedStates.insert(node) }
            if tag.name == "state", tag.attribute("key") == ControlState.selectedInterfaceBuilderKey { selectedStates.insert(node) }
            if tag.name == "userDefinedRuntimeAttribute", let keyPath = tag.attribute("keyPath") { keyPaths[node] = keyPath }
            if tag.attribute("customClass") != nil { customClassed.insert(node) }
            if let t = tag.attribute("tag").flatMap({ Int($0) }) { viewTags[node] = t }
            if Self.undrawnBackground(tag) { undrawnCellBackgrounds.insert(node) }
            pictureViews.read(tag, node: node)
            if tag.name == "fontDescription", let parent = open.last, LargeText.interfaceBuilder(tag) { largeFonts.insert(parent) }
            if tag.name == "color", unseen.isEmpty { paints.read(tag, parent: open.last ?? -1, names: names, parents: parents, keyPaths: keyPaths) }
            if !tag.isSelfClosing {
                open.append(node)
                if tag.name == "resources" || (tag.name == "attributedString" && tag.attribute("key") == "userComments") { unseen.insert(node) }
            }
        }
        let pictures = pictureViews.nodes()
        // The first opaque or clear background each view sets.
        var background: [Int: ColorSet] = [:]
        for c in colors where c.role == .background && background[c.owner] == nil { background[c.owner] = c }
        // The colors code sets on the document's views: per view and role.
        var code: [Int: [ContrastRole: [CodeStyledViews.Styled]]] = [:]
        if !styled.isEmpty {
            for node in classes.views {
                let members = classes.members(of: node)
                let own = classes.classes(of: node)
                // A view's `backgroundView` its class sets (`self.backgroundView?.backgroundColor = X` in a header's
                // `init(coder:)`) is drawn behind it, as the code's own views' are (`UIKitViewTree.backgroundNames`):
                // CloudNotes' xib-loaded section header, white title on the green (session 36, pairs36 V5 case B).
                let behind = members.filter { $0.member == "self" }.map { (viewClass: $0.viewClass, member: "backgroundView") }
                for role in [ContrastRole.text, .graphic, .background] {
                    let found = styled.colors(role, names: role == .background ? members + behind : members, classes: own,
                                              around: { classes.around(node, parents: parents, names: names) })
                    if !found.isEmpty { code[node, default: [:]][role] = found }
                }
            }
            // A view whose class restyles itself when the document sets one of its inspectable properties (`StyleFunctions`).
            if !styled.styling.inspectables.isEmpty {
                var set: [Int: [String]] = [:]
                for (attribute, keyPath) in keyPaths where parents[attribute] >= 0 && parents[parents[attribute]] >= 0 {
                    set[parents[parents[attribute]], default: []].append(keyPath)
                }
                for (node, paths) in set {
                    guard let viewClass = classes.customClass(of: node) else { continue }
                    for role in [ContrastRole.text, .graphic, .background] {
                        let found = styled.styling.colors(role, viewClass: viewClass, keyPaths: paths.sorted())
                        if !found.isEmpty { code[node, default: [:]][role, default: []] += found }
                    }
                }
            }
        }
        /// The opaque background a view is drawn with: the code's (one drawn together with the
        /// code's foreground `with`), else the document's; nil for none or clear.
        func opaqueBackground(_ node: Int, with foreground: CodeStyledViews.Styled? = nil, state: ControlState? = nil) -> Side? {
            // Of the code's backgrounds drawn together with it (in the same control state), one set in the foreground's own function first.
            var together = (code[node]?[.background] ?? []).filter {
                (foreground?.together($0) ?? true) && ControlState.together(foreground?.state ?? state, $0.state)
                    && $0.tags?.contains(viewTags[node] ?? 0) != false
            }
            // A store the same function overwrites later on the same path is dead: Bluefruit's button sets
            // white 80 % then `.clear` in `awakeFromNib`, and its title was measured on the white, 1.48:1 FAIL
            // where the reader sees it on the screen's #262626 (session 39's pairs39c, V2).
            let stores = together
            together.removeAll { a in
                stores.contains { b in b.sameFunction(a) && b.line > a.line && b.branch == a.branch && b.arm == nil && a.arm == nil && b.state == a.state }
            }
            // A fill another function sets with a foreground of its own (in the same state) shows that
            // one, not this: criptext's resend button, `.mainUI` with a white title when ready, #F6F6F6
            // while waiting; the timer's gray title, set in a third function, was measured on the blue,
            // 1.07:1 (RecoveryEmailViewController.swift:299 on :287; session 35). Only while another
            // fill remains: a sole fill stays painted when a later function changes the title.
            if let f = foreground {
                let owned = together.filter { b in
                    !f.sameFunction(b) && (code[node]?[f.role] ?? []).contains { $0 != f && $0.sameFunction(b) && ControlState.together($0.state, f.state) }
                }
                if !owned.isEmpty && owned.count < together.count { together.removeAll { owned.contains($0) } }
            }
            // A color no token is that another function sets is another state's: the document's stays.
            // The view painted again in the foreground's own block, before it, is the one under it there (Krypton's
            // log cell: `if log.isRejected { commitView.backgroundColor = .reject; commitHashLabel.tintColor = .reject }`
            // was measured on the green set before the block, LogCell.swift:128 on :119; session 33).
            let repainted = foreground.flatMap { f in f.branch == nil ? nil : together.last { f.sameFunction($0) && $0.branch == f.branch && $0.line <= f.line } }
            if let c = repainted ?? together.first(where: { foreground?.sameFunction($0) ?? false })
                ?? together.first(where: { $0.token != CodeStyledViews.unknownToken || $0.always || ($0.state != nil && $0.state == (foreground?.state ?? state)) }) {
                // Cleared by the code: what lies under the view shows.
                return c.token == CodeStyledViews.clearToken ? nil : .code(c)
            }
            if let bg = background[node], !bg.transparent { return .tag(bg) }
            return nil
        }
        /// A background the code sets and the other tokens it sets at the same place: the colors a
        /// function returns, each a fill its call may give the view (`ReturnedCallUses`: Hakumai's
        /// badge is gray for a notice, near-black for a trace, blue or orange for a room).
        /// (Those drawn together with the code's foreground `with`, in its state, as `opaqueBackground`'s.)
        func alternatives(_ bg: Side, on node: Int, with foreground: CodeStyledViews.Styled?, state: ControlState?) -> [Side] {
            guard case .code(let c) = bg else { return [bg] }
            var tokens: Set<String> = [c.token]
            // Or, under the document's own text, the fill another branch of the same condition sets instead (Yona's profile tab:
            // `if isBuddy { tab.backgroundColor = blue } else { … = grape }`, its white label paired with the blue alone;
            // session 41, pairs41b-v10).
            let others = (code[node]?[.background] ?? []).filter {
                (foreground?.together($0) ?? true) && ControlState.together(foreground?.state ?? state, $0.state) && $0.tags?.contains(viewTags[node] ?? 0) != false
                    && ($0.arm == c.arm && $0.file == c.file && $0.line == c.line || foreground == nil && c.sameFunction($0) && !c.together($0))
                    && $0.token != CodeStyledViews.unknownToken && $0.token != CodeStyledViews.clearToken
                    && TranslucentSubjects.parse($0.token) == nil && tokens.insert($0.token).inserted
            }
            return [bg] + others.map { .code($0) }
        }
        /// The token and place of a side, nil for a document color that is no token.
        func resolve(_ side: Side) -> (String, Place)? {
            switch side {
            case .tag(let c):
                guard let t = subject(c.tag) else { return nil }
                return (t, .document(offset: c.tag.range.lowerBound))
            case .code(let s):
                // A color the code sets that is no token: unknown.
                guard s.token != CodeStyledViews.unknownToken else { return nil }
                return (s.token, .code(file: s.file, line: s.line))
            case .tint(let token, let at): return (token, .document(offset: at.range.lowerBound))
            case .over(let top, let under):
                guard let (t, place) = resolve(top), let (u, _) = resolve(under) else { return nil }
                return (TranslucentSubjects.over(t, u), place)
            }
        }
        // The tint each view sets in the document (a view inherits its nearest ancestor's).
        var tints: [Int: ColorSet] = [:]
        for c in colors where c.tag.attribute("key") == "tintColor" && tints[c.owner] == nil { tints[c.owner] = c }
        /// The tint a button draws with: its own or its nearest ancestor's in the scene, else the app's.
        func tintAround(_ button: Int) -> Side? {
            var n = button
            while n >= 0 && !boundaries.contains(names[n]) {
                if let c = tints[n] { return .tag(c) }
                n = parents[n]
            }
            guard let tint, let configuration = buttons.capsule(of: button) else { return nil }
            return .tint(token: tint, at: buttons.tags[configuration]!)
        }
        // A tint set on a container is inherited by the controls inside it, drawn wherever they
        // are, not over the container's own background (Simplenote's white root tint over its
        // white background was such a pair).
        var containers: Set<Int> = []
        for (node, name) in names.enumerated() where name == "subviews" && parents[node] >= 0 { containers.insert(parents[node]) }
        // The foregrounds: the document's, less those whose view the code colors in that role; the code's.
        var foregrounds: [(owner: Int, role: ContrastRole, side: Side)] = []
        for c in colors where c.role != .background && !(c.tag.attribute("key") == "tintColor" && containers.contains(c.owner))
            // A label's or a plain view's tint draws nothing of it (`TintDrawingViews`).
            && !(c.tag.attribute("key") == "tintColor" && !TintDrawingViews.drawsTint(interfaceBuilder: names[c.owner], customClassed: customClassed.contains(c.owner)))
            && !buttons.drawsNothing(c.tag.attribute("key"), owner: c.owner, names: names)
            // A title for the disabled state pairs with nothing: WCAG 2.x exempts an inactive component's
            // text (SC 1.4.3), as `setTitleColor(X, for: .disabled)` in code (d111960). Zap's gray
            // disabled titles were paired with its buttons' blue, 1.68:1 (session 25).
            && c.state != .disabled
            && !(c.selectedOnly && buttons.neverSelected(c.owner, names: names, receivers: styled.selectedReceivers))
            // The code's color of that role replaces the document's, but a button's title for the disabled state
            // only (`for: .disabled`) does not replace its other titles. (Any state on a label: zotero's label
            // colored in both branches of a block that enables a button beside it hides the document's.)
            && !(code[c.owner]?[c.role] ?? []).contains(where: { !(names[c.owner] == "button" && $0.state == .disabled && c.state != .disabled) }) {
            // A system button's tint is its title's color where nothing else colors the title: text.
            let role = c.tag.attribute("key") == "tintColor" && buttons.tintsTitle(c.owner) ? ContrastRole.text : c.role
            foregrounds.append((c.owner, role, .tag(c)))
        }
        // A filled button's title no one colors is white on its capsule, in both appearances (a fixed
        // white, named by its value as a kept color is: `KeptColorSubjects`), unless the code colors it.
        for node in names.indices where names[node] == "button" && (code[node]?[.text] ?? []).isEmpty {
            guard let at = buttons.defaultWhiteTitle(node) else { continue }
            foregrounds.append((node, .text, .tint(token: Self.defaultFilledTitle, at: at)))
        }
        for (node, byRole) in code.sorted(by: { $0.key < $1.key }) {
            for role in [ContrastRole.text, .graphic] where !(role == .graphic && containers.contains(node)) {
                // A color no token is (a style function's run-time value) hides the document's, and pairs with nothing.
                for s in byRole[role] ?? [] where !(s.state == .disabled && names[node] == "button") && s.token != CodeStyledViews.unknownToken {
                    foregrounds.append((node, role, .code(s)))
                }
            }
        }
        /// Whether a view paints itself: a custom view given paint colors, or of a class whose code paints.
        func paintsItself(_ node: Int) -> Bool {
            (paints.stops[node] != nil && customClassed.contains(node))
                || (!runtimeBackgrounds.contains(node) && (classes.customClass(of: node).map { styled.selfPainted.contains($0) } ?? false))
        }
        /// Whether the code inserts a view under subview `child` of `superview`.
        func covered(_ child: Int, in superview: Int) -> Bool {
            guard !styled.insertedUnder.isEmpty, superview >= 0 else { return false }
            for (viewClass, member) in classes.members(of: superview) {
                guard let entry = styled.insertedUnder[viewClass]?[member] else { continue }
                guard let below = entry else { return true }
                // Inserted under one subview: that one and those drawn after it (later in the document) are covered.
                let siblings = classes.views.filter { parents[$0] == parents[child] }
                if let z = siblings.first(where: { s in classes.members(of: s).contains { $0.viewClass == viewClass && $0.member == below } }), child >= z { return true }
            }
            return false
        }
        /// The one condition the code shows view `n` under (`ConditionalVisibility`), nil: as the document says.
        func visibility(_ n: Int) -> ConditionalVisibility? {
            styled.shownWhen.isEmpty ? nil : styled.visibility(classes.members(of: n))
        }
        var found: [Found] = []
        for f in foregrounds {
            let fg: String
            switch f.side {
            case .tag(let c):
                guard let t = subject(c.tag) else { continue }
                fg = t
                notes.saw(f.role)
            case .code(let s):
                fg = s.token
            case .tint(let token, _):
                fg = token
            case .over:
                continue // A foreground is never a composite.
            }
            var codeForeground: CodeStyledViews.Styled?
            var foregroundState: ControlState?
            if case .code(let s) = f.side { codeForeground = s }
            if case .tag(let c) = f.side { foregroundState = c.state }
            var node = f.owner
            var child = -1
            var under: [Side] = []
            var seenThrough = false
            // A translucent background met on the way up: composited over the next one found.
            var top: Side?
            // A view on the way shown under one flag (`isHidden = !isDarkMode`): the foreground is drawn
            // there only in that branch (`shownSide`: in that appearance alone), or never (`hidden`).
            var shownSide: Appearance?
            var hidden = false
            func meet(_ v: ConditionalVisibility?) {
                guard let v else { return }
                // Both arms merged into one subject by the appearance (`ink in light, paper in dark`): the side tells.
                if v.hides(codeForeground?.arm) && !(v.side != nil && AppearanceArmSubjects.parse(fg) != nil) { hidden = true }
                if let s = v.side { if shownSide != nil && shownSide != s { hidden = true }; shownSide = s }
            }
            while node >= 0 && !boundaries.contains(names[node]) {
                meet(visibility(node))
                if hidden { break }
                // Text in (or on) a view drawn at part opacity is seen over whatever lies under it.
                if translucent.contains(node) { seenThrough = true; break }
                // A view that paints itself with colors the document gives it (a gradient's stops):
                // each is under its text, and its own background is hidden.
                if let stops = paints.stops[node], customClassed.contains(node) {
                    // Not a stop for another state of the view (`ContextPart.otherStates`): Awful's smilie keys pair
                    // their runtime `selectedTintColor` with their `normalBackgroundColor`, 1.25:1 (session 23).
                    var fgProperty: String?
                    if case .tag(let c) = f.side { fgProperty = c.property }
                    let sameState = stops.filter { stop in
                        guard let a = fgProperty, let b = stop.property else { return true }
                        return !ContextPart.otherStates(foreground: a, background: b)
                    }
                    // … nor of another named part of it (fearless-iOS's PIN view: `_numpadTitleColor` is not
                    // drawn on `_fieldFillColor`, the dots'; session 27's review, F14): where no paint is the
                    // part's, the part's text lies on what is under the view. (A stop's position, `firstColor`,
                    // names no part a text could name.)
                    let applying = sameState.filter { stop in
                        guard let a = fgProperty, let b = stop.property, !ContextPart.of(a).isEmpty, !ContextPart.of(b).isEmpty else { return true }
                        return ContextPart.meet(foreground: a, background: b)
                    }
                    if sameState.isEmpty || !applying.isEmpty {
                        under = applying.map { .tag($0) }
                        break
                    }
                }
                // A view of a class that paints itself (Mixin's RoundedButton fills a shape layer).
                // …unless the code sets the paint through the class's own surface property (`coloredView.fillColor = …`).
                if !styled.selfPainted.isEmpty, !runtimeBackgrounds.contains(node), let c = classes.customClass(of: node), styled.selfPainted.contains(c),
                   !styled.paintsThroughOwnProperty(c, code[node]?[.background] ?? []) { seenThrough = true; break }
                // A button drawing its own capsule (a filled, tinted or gray configuration): its
                // title is on the capsule's base color, else on the tint (an unknown color).
                if buttons.drawsImageUnder(node) { seenThrough = true; break }
                // A button the code gives a background image: its titles but the disabled one lie on it.
                if names[node] == "button", (codeForeground?.state ?? foregroundState) != .disabled,
                   !styled.imageBacked.isEmpty, styled.backsWithImage(classes.members(of: node)) { seenThrough = true; break }
                if let configuration = buttons.capsule(of: node) {
                    if let bg = opaqueBackground(configuration, with: codeForeground) { under = [bg] }
                    else if let t = buttons.tinted(node) ? tintAround(node) : nil { under = [t] }
                    else { seenThrough = true }
                    break
                }
                if let bg = opaqueBackground(node, with: codeForeground, state: foregroundState) {
                    if Self.isTranslucent(bg) {
                        // A second one under the first: an unknown mix.
                        guard top == nil else { seenThrough = true; break }
                        top = bg
                        child = node
                        node = parents[node]
                        continue
                    }
                    under = alternatives(bg, on: node, with: codeForeground, state: foregroundState)
                    break
                }
                // A cell draws its own background, a grouped one its section's: one the document leaves
                // unset draws UIKit's default (`listPlainCell`), not the table's. Bluefruit's black labels in
                // plain cells were checked on the screen's #262626 under a clear table, 1.39:1 FAIL where the
                // reader sees black on white (session 39's pairs39c, V1).
                if groupedCells.contains(node) || names[node] == "tableViewCell" && !cellsWithBackground.contains(node) { seenThrough = true; break }
                // A visual effect view's material (a blur, a vibrancy) is the surface under its contentView's
                // subviews: what lies behind it shows only blurred, an unknown color. Kursvalut's white "Close"
                // label in a blur's contentView was checked on the collection view behind it, 1.00:1 (session
                // 30's review, A5). (The contentView's own background, met before, is under them.)
                if names[node] == "visualEffectView" { seenThrough = true; break }
                // A sibling drawn before the path's view that covers the whole superview is under it;
                // an image view showing an image there (entourage's white titles on header images): an image.
                // A view the code inserts under this one (a page controller's view): what it draws is unknown.
                if names[node] == "subviews", child >= 0, covered(child, in: parents[node]) { seenThrough = true; break }
                // A sibling that paints itself there (tsurukame's white answer text over a `GradientView`
                // drawn first, paired with the screen's white): over its stops when the document gives them, else unknown.
                if names[node] == "subviews", child >= 0,
                   let sibling = cover.nearestCovering(before: child, in: node, parents: parents, opaque: {
                       // A sibling hidden wherever this foreground is drawn lies under nothing of it.
                       !(visibility($0).map { $0.hides(codeForeground?.arm) && !($0.side != nil && AppearanceArmSubjects.parse(fg) != nil) } ?? false)
                           && (pictures.contains($0) || paintsItself($0) || opaqueBackground($0, with: codeForeground) != nil) },
                       picture: { pictures.contains($0) }) {
                    meet(visibility(sibling))
                    if hidden { break }
                    if let stops = paints.stops[sibling], customClassed.contains(sibling) { under = stops.map { .tag($0) }; break }
                    if pictures.contains(sibling) || paintsItself(sibling) { seenThrough = true; break }
                    under = opaqueBackground(sibling, with: codeForeground).map { [$0] } ?? []; break
                }
                child = node
                node = parents[node]
            }
            // Under a translucent background, what lies under it shows through; with nothing known there, unknown.
            if let top { if under.isEmpty { seenThrough = true } else { under = under.map { .over(top: top, under: $0) } } }
            if hidden { continue }
            if seenThrough { notes.overOtherColor += 1; continue }
            guard !under.isEmpty else { notes.alone += 1; continue }
            let foregroundAt: Place
            switch f.side {
            case .tag(let c): foregroundAt = .document(offset: c.tag.range.lowerBound)
            case .code(let s): foregroundAt = .code(file: s.file, line: s.line)
            case .tint(_, let at): foregroundAt = .document(offset: at.range.lowerBound)
            case .over: continue
            }
            for side in under {
                // The code's foreground written exactly as the code's background of that view: painted as one (`InferredPairs.sameExpression`).
                if case .code(let s) = f.side, case .code(let b) = side, s.file == b.file, s.written != nil, s.written == b.written { continue }
                guard let (bg, backgroundAt) = resolve(side) else { notes.overOtherColor += 1; continue }
                guard bg != fg else { continue }
                guard let drawn = shownSide.map({ Self.drawn(fg, in: $0) }) ?? fg else { continue }
                var written: String?
                if case .code(let s) = f.side { written = s.written }
                found.append(Found(foreground: drawn, background: bg, role: f.role, foregroundAt: foregroundAt, backgroundAt: backgroundAt,
                                   large: f.role == .text && largeFonts.contains(f.owner), foregroundWritten: written))
            }
        }
        for c in colors where c.role == .background && subject(c.tag) != nil { notes.saw(.background) }
        return found
    }

    /// A foreground drawn in one appearance alone (on a view the code shows only there): its arm
    /// subject for that side (`AppearanceArmSubjects`), nil when it has no arm there.
    static func drawn(_ subject: String, in side: Appearance) -> String? {
        let arm = AppearanceArmSubjects.parse(subject).map { side.isDark ? $0.dark : $0.light } ?? subject
        return arm.map { side.isDark ? AppearanceArmSubjects.subject(light: nil, dark: $0) : AppearanceArmSubjects.subject(light: $0, dark: nil) }
    }

    /// A filled configuration's default title color (`UIButton.Configuration.filled()`): white.
    static let defaultFilledTitle = "#FFFFFF"

    /// Whether the document is a launch screen (`<document … launchScreen="YES">`).
    static func isLaunchScreen(_ bytes: [UInt8]) -> Bool {
        var scanner = XMLTagScanner(bytes)
        while let tag = scanner.next(wantsAttributes: { _ in true }) {
            if tag.name == "document" { return tag.attribute("launchScreen") == "YES" }
        }
        return false
    }

    /// What a `<color>` under `parent` is: whose, and in which role; nil for one that pairs with nothing.
    static func colorSet(_ tag: XMLTag, parent: Int, names: [String], parents: [Int], keyPaths: [Int: String]) -> ColorSet? {
        var owner = parent
        var inFragment = false
        while owner >= 0 && wrappers.contains(names[owner]) {
            if names[owner] == "fragment" { inFragment = true }
            owner = parents[owner]
        }
        guard owner >= 0 else { return nil }
        let key = names[parent] == "userDefinedRuntimeAttribute" ? keyPaths[parent] : tag.attribute("key")
        // The property the key archives (a label's `highlightedColor` is its highlighted text's).
        guard let key, let keyRole = ContrastRole(contextName: ColorContextNames.property(ofInterfaceBuilderKey: key)) else { return nil }
        let role: ContrastRole
        if inFragment {
            // An attributed string's text color (`NSColor`); its highlight behind the text pairs with nothing here.
            guard keyRole == .text else { return nil }
            role = .text
        } else if key == "baseBackgroundColor", names[parent] == "buttonConfiguration" {
            // A button configuration's capsule, under the button's title.
            role = .background
        } else if key == "backgroundColor" || key == "barTintColor" {
            // Only the view's own background: a table's `sectionIndexBackgroundColor` is not under its cells.
            guard parent == owner || names[parent] == "userDefinedRuntimeAttribute" else { return nil }
            role = .background
        } else {
            guard keyRole != .background else { return nil }
            role = keyRole
        }
        return ColorSet(tag: tag, owner: owner, role: role, transparent: isClear(tag), property: key)
    }

    /// AppKit's text cells whose background is drawn only with `drawsBackground="YES"` (NSTextFieldCell's
    /// `drawsBackground`, false by default): Interface Builder archives a `backgroundColor` for
    /// every label (`controlColor`), drawn nowhere. Hakumai's white badge label was paired with
    /// that color, not with the near-black fill of the view it lies in (session 29's review, B4).
    static let backgroundDrawingCells: Set<String> = ["textFieldCell", "secureTextFieldCell", "searchFieldCell", "tokenFieldCell", "comboBoxCell"]

    /// Whether `tag` is such a cell that draws no background.
    static func undrawnBackground(_ tag: XMLTag) -> Bool {
        backgroundDrawingCells.contains(tag.name) && tag.attribute("drawsBackground") != "YES"
    }

    /// A color drawn at part opacity (`alpha="0.6"`): what is under it shows through. Measured
    /// opaque, sphinx-ios's podcast player's `#00000099` list (a 60 % black over the artwork) read as black.
    static func isTranslucent(_ tag: XMLTag) -> Bool {
        guard let a = tag.attribute("alpha").flatMap(Double.init) else { return false }
        return a > 0 && a < 1
    }

    /// A background drawn at part opacity: a document's color (`isTranslucent(_: XMLTag)`) or a
    /// token at an opacity the code writes (`CodeStyledViews`: `card at 10%`).
    static func isTranslucent(_ side: Side) -> Bool {
        switch side {
        case .tag(let c): return isTranslucent(c.tag)
        case .code(let s): return TranslucentSubjects.parse(s.token) != nil
        default: return false
        }
    }

    /// A background that lets the one under it show: alpha 0, or the clear system color.
    static func isClear(_ tag: XMLTag) -> Bool {
        if let a = tag.attribute("alpha"), let v = Double(a), v == 0 { return true }
        return tag.attribute("cocoaTouchSystemColor") == "clearColor" || tag.attribute("systemColor") == "clearColor"
            || (tag.attribute("catalog") == "System" && tag.attribute("name") == "clearColor")
    }
}

/// What the search for pairs saw: the token uses per role and why foregrounds did not pair,
/// for `contrast` to say when it found none.
package struct PairSearchNotes: Sendable, Equatable {
    package var text = 0, graphic = 0, background = 0
    /// Foregrounds with no background on their view, its container, ancestors, chain.
    package var alone = 0
    /// Foregrounds over a background that is no token (a system or asset color, a color no rule maps).
    package var overOtherColor = 0
    /// Token uses not set on a view recolor can tell (an argument, a stored property, a return value).
    package var unplaced = 0
    /// Pairs of two of Apple's system colors, or two kept colors (`ApplesPairs`): not the app's to check.
    package var applesOwn = 0

    package init() {}

    mutating func saw(_ role: ContrastRole) {
        switch role {
        case .text: text += 1
        case .graphic: graphic += 1
        case .background: background += 1
        }
    }

    package mutating func add(_ o: PairSearchNotes) {
        text += o.text; graphic += o.graphic; background += o.background
        alone += o.alone; overOtherColor += o.overOtherColor; unplaced += o.unplaced; applesOwn += o.applesOwn
    }
}

/// What an Interface Builder button shows: a title (a state's `title` or attributed title, a
/// configuration's title) and an image. A title color on an image button with no title, or the tint of
/// a button that colors its title itself and shows no image, is drawn nowhere: no pair.
struct ButtonFaces {
    private var titled: Set<Int> = []
    private var imaged: Set<Int> = []
    private var titleColored: Set<Int> = []
    /// Buttons whose configuration draws a capsule under the title, and the node whose color it
    /// is (the configuration's, or its `backgroundConfiguration`'s).
    private var capsules: [Int: Int] = [:]
    /// Buttons of a filled configuration with no color of its own for the capsule: drawn in the tint.
    private var filled: Set<Int> = []
    /// Buttons whose configuration colors the title and image (`baseForegroundColor`): the tint draws nothing.
    private var foregroundSet: Set<Int> = []
    /// Buttons of a filled configuration: the title in its own foreground (white by default), the tint
    /// at most the capsule under it, never a foreground (AGPU-iOS-App's green button; session 29, A3).
    private var filledStyle: Set<Int> = []
    /// Filled configurations (their nodes) by button: the title's default color is theirs.
    private var filledConfigurations: [Int: Int] = [:]
    /// Buttons drawn on a background image (OnionBrowser's count on its shield): under the title, an image.
    private var imageBacked: Set<Int> = []
    /// The tags of the capsules' configurations (where the tint is drawn).
    private(set) var tags: [Int: XMLTag] = [:]
    /// Buttons by id, those of a class of the app's own, and the ids outlets point at: a button
    /// with no title that no outlet reaches and no class of the app's draws gets no title from code.
    private var buttonIDs: [Int: String] = [:]
    private var ownClass: Set<Int> = []
    private var outletTargets: Set<String> = []
    /// Buttons the document selects (`selected="YES"`), those with an action (code gets them as
    /// `sender`), and the outlet properties naming each view id.
    private var selected: Set<Int> = []
    private var actioned: Set<Int> = []
    private var outletProperties: [String: [String]] = [:]
    /// System buttons (`buttonType="system"`) and buttons of a plain or borderless configuration:
    /// UIKit draws their titles in the tint.
    private var tintedTitles: Set<Int> = []
    /// Configuration styles that draw a capsule (`plain` and `borderless` draw none).
    static let capsuleStyles: Set<String> = ["filled", "tinted", "gray"]

    /// Notes what tag `tag` (node `node`, under node `parent`) says of the button it belongs to.
    mutating func read(_ tag: XMLTag, node: Int, parent: Int, names: [String], parents: [Int]) {
        guard parent >= 0 else { return }
        switch tag.name {
        case "button":
            if let id = tag.attribute("id") { buttonIDs[node] = id }
            if tag.attribute("selected") == "YES" { selected.insert(node) }
            if tag.attribute("customClass") != nil { ownClass.insert(node) }
            if tag.attribute("buttonType") == "system" { tintedTitles.insert(node) }
            // A system glyph button (`buttonType="infoLight"`) shows an image in the tint.
            if let type = tag.attribute("buttonType"), ButtonFaceNames.glyphTypes.contains(type) { imaged.insert(node) }
        case "outlet", "outletCollection":
            if let target = tag.attribute("destination") {
                outletTargets.insert(target)
                if let property = tag.attribute("property") { outletProperties[target, default: []].append(property) }
            }
        case "action":
            if names[parent] == "connections", parents[parent] >= 0, names[parents[parent]] == "button" { actioned.insert(parents[parent]) }
        case "state", "buttonConfiguration":
            if tag.attribute("title") != nil { titled.insert(parent) }
            if tag.attribute("image") != nil { imaged.insert(parent) }
            if tag.attribute("backgroundImage") != nil { imageBacked.insert(parent) }
            if tag.name == "buttonConfiguration", names[parent] == "button", let style = tag.attribute("style"),
               ButtonFaces.capsuleStyles.contains(style) {
                capsules[parent] = node
                tags[node] = tag
                if style == "filled" {
                    filled.insert(parent)
                    filledStyle.insert(parent)
                    filledConfigurations[parent] = node
                }
            }
            if tag.name == "buttonConfiguration", names[parent] == "button", ["plain", "borderless"].contains(tag.attribute("style") ?? "") {
                tintedTitles.insert(parent)
            }
        case "attributedString":
            if tag.attribute("key") == "attributedTitle", names[parent] == "state" || names[parent] == "buttonConfiguration" { titled.insert(parents[parent]) }
        case "string":
            if tag.attribute("key") == "title", names[parent] == "buttonConfiguration" { titled.insert(parents[parent]) }
        case "color":
            if tag.attribute("key") == "titleColor", names[parent] == "state" { titleColored.insert(parents[parent]) }
            if tag.attribute("key") == "baseForegroundColor", names[parent] == "buttonConfiguration" { foregroundSet.insert(parents[parent]) }
            // A background configuration's color (any style, `plain` too) is the capsule under the title.
            if tag.attribute("key") == "backgroundColor", names[parent] == "backgroundConfiguration",
               parents[parent] >= 0, names[parents[parent]] == "buttonConfiguration" {
                let button = parents[parents[parent]]
                guard button >= 0, names[button] == "button" else { break }
                capsules[button] = parent
                filled.remove(button)
            }
        default:
            break
        }
    }

    /// The node holding the capsule's color of button `node` when it draws one under its title.
    func capsule(of node: Int) -> Int? { capsules[node] }

    /// Whether button `owner`'s tint is its title's color: a titled system (or plain) button with
    /// no title color of its own. Raivo's red "Cancel" (`buttonType="system"`, tint #E80D33) was
    /// checked as a graphic at 3:1, its 4.35:1 on white passing; as text it needs 4.5.
    func tintsTitle(_ owner: Int) -> Bool {
        tintedTitles.contains(owner) && titled.contains(owner) && !titleColored.contains(owner) && !foregroundSet.contains(owner)
            && !capsules.keys.contains(owner)
    }

    /// The configuration of a filled button whose title the document colors nowhere (no title color,
    /// no `baseForegroundColor`): UIKit draws that title white on the capsule. MapaMurali's and the
    /// issue's filled buttons showed their default white title on a yellow fill, checked nowhere.
    func defaultWhiteTitle(_ node: Int) -> XMLTag? {
        guard let configuration = filledConfigurations[node], titled.contains(node), !titleColored.contains(node),
              !foregroundSet.contains(node), !imageBacked.contains(node) else { return nil }
        return tags[configuration]
    }

    /// Whether button `node` draws a background image under its title.
    func drawsImageUnder(_ node: Int) -> Bool { imageBacked.contains(node) }

    /// Whether button `node`'s capsule is drawn in the tint (a filled configuration with no color of its own).
    func tinted(_ node: Int) -> Bool { filled.contains(node) }

    /// Whether button `owner` is never drawn selected: the document does not select it, and no code
    /// the app has sets `isSelected` on it. `receivers`: what the code sets `isSelected` on (`self`
    /// for a class's own); one of the button's outlets, `self` for a button of the app's class, or a
    /// receiver no outlet of the document names (`sender`, a local) on a button code can reach may select it.
    func neverSelected(_ owner: Int, names: [String], receivers: Set<String>) -> Bool {
        guard names[owner] == "button", !selected.contains(owner) else { return false }
        guard !receivers.isEmpty else { return true }
        let mine = Set(buttonIDs[owner].flatMap { outletProperties[$0] } ?? [])
        if !mine.isDisjoint(with: receivers) { return false }
        if receivers.contains("self"), ownClass.contains(owner) { return false }
        let named = Set(outletProperties.values.joined()).union(["self"])
        let reachable = !mine.isEmpty || actioned.contains(owner) || ownClass.contains(owner)
        return !(reachable && !receivers.isSubset(of: named))
    }

    /// Whether a color of `key` set on `owner` is drawn nowhere (only buttons are judged).
    func drawsNothing(_ key: String?, owner: Int, names: [String]) -> Bool {
        guard names[owner] == "button" else { return false }
        // An image button with no title; a button with neither gets its title from code, when
        // code can reach it (an outlet, a class of the app's): entourage's 9 untitled tap targets
        // laid over a label drew no white title on the cell's beige.
        if key == "titleColor" {
            guard !titled.contains(owner) else { return false }
            return imaged.contains(owner) || !(ownClass.contains(owner) || buttonIDs[owner].map(outletTargets.contains) ?? true)
        }
        if key == "tintColor" { return (titleColored.contains(owner) && !imaged.contains(owner)) || foregroundSet.contains(owner) || filledStyle.contains(owner) }
        return false
    }
}

/// Which views of a document cover their superview whole: a frame equal to the superview's
/// bounds, or constraints pinning all four edges to it; or cover one sibling drawn after them
/// (its frame inside theirs). Conservative on purpose: a view that covers only part of a
/// sibling, or is sized some other way, is never taken as under it.
struct CoveringSiblings {
    private var frames: [Int: (x: Double, y: Double, width: Double, height: Double)] = [:]
    private var ids: [String: Int] = [:]
    private var idOf: [Int: String] = [:]
    /// The edges of a child view (by id) pinned to the view (node) whose `<constraints>` say so.
    private var pinned: [Int: [String: Set<String>]] = [:]
    private var viewOfConstraints: [Int: Int] = [:]

    static let edges: [String: String] = ["leading": "leading", "left": "leading", "trailing": "trailing", "right": "trailing",
                                          "top": "top", "bottom": "bottom"]

    mutating func read(_ tag: XMLTag, node: Int, parent: Int, names: [String]) {
        if let id = tag.attribute("id"), tag.name != "constraint" { ids[id] = node; idOf[node] = id }
        guard parent >= 0 else { return }
        switch tag.name {
        case "rect" where tag.attribute("key") == "frame":
            if let x = tag.attribute("x").flatMap(Double.init), let y = tag.attribute("y").flatMap(Double.init),
               let w = tag.attribute("width").flatMap(Double.init), let h = tag.attribute("height").flatMap(Double.init) {
                frames[parent] = (x, y, w, h)
            }
        case "constraints":
            viewOfConstraints[node] = parent
        case "constraint":
            guard let view = viewOfConstraints[parent] else { return }
            // An edge equal to the same edge of the superview, no constant, no multiplier.
            guard tag.attribute("relation") == nil, tag.attribute("multiplier") == nil,
                  (tag.attribute("constant").flatMap(Double.init) ?? 0) == 0,
                  let a = tag.attribute("firstAttribute").flatMap({ Self.edges[$0] }),
                  let b = tag.attribute("secondAttribute").flatMap({ Self.edges[$0] }), a == b else { return }
            let first = tag.attribute("firstItem"), second = tag.attribute("secondItem")
            // A missing item is the view that holds the constraint.
            let child: String?
            if let first, second == nil || ids[second!] == view { child = first }
            else if first == nil || ids[first!] == view, let second { child = second }
            else { child = nil }
            if let child { pinned[view, default: [:]][child, default: []].insert(a) }
        default:
            break
        }
    }

    /// The last view among `subviews`' children drawn before `child` whose background is opaque
    /// and which covers the superview or `child`'s frame; a `picture` also where it holds the
    /// centre of `child`'s frame (a title is drawn in the middle of its frame: sphinx-ios's chevron
    /// button, 407 points wide from x 20, overhangs its 414-point artwork and is drawn on it).
    func nearestCovering(before child: Int, in subviews: Int, parents: [Int], opaque: (Int) -> Bool,
                         picture: (Int) -> Bool = { _ in false }) -> Int? {
        let superview = parents[subviews]
        guard superview >= 0 else { return nil }
        var k = child - 1
        while k > subviews {
            if parents[k] == subviews, opaque(k), covers(k, superview) || contains(k, child) || (picture(k) && holdsCentre(k, child)) { return k }
            k -= 1
        }
        return nil
    }

    /// Whether sibling `view`'s frame holds the whole frame of sibling `child` (both in their
    /// superview's coordinates, as Interface Builder writes them). A child of no size says nothing
    /// of where it is drawn (a label laid out empty, its text set at run time): sphinx-ios's boost
    /// count label, 0 × 0 at the edge of a hidden 25-point badge, was read on the badge's gray.
    private func contains(_ view: Int, _ child: Int) -> Bool {
        guard let f = frames[view], let c = frames[child], f.width > 0, f.height > 0, c.width > 0, c.height > 0 else { return false }
        return c.x >= f.x && c.y >= f.y && c.x + c.width <= f.x + f.width && c.y + c.height <= f.y + f.height
    }

    /// Whether sibling `view`'s frame holds the centre of sibling `child`'s (both of some size).
    private func holdsCentre(_ view: Int, _ child: Int) -> Bool {
        guard let f = frames[view], let c = frames[child], f.width > 0, f.height > 0, c.width > 0, c.height > 0 else { return false }
        let x = c.x + c.width / 2, y = c.y + c.height / 2
        return x >= f.x && y >= f.y && x <= f.x + f.width && y <= f.y + f.height
    }

    private func covers(_ view: Int, _ superview: Int) -> Bool {
        if let f = frames[view], let s = frames[superview], f.x == 0, f.y == 0, f.width == s.width, f.height == s.height { return true }
        guard let id = idOf[view] else { return false }
        return pinned[superview]?[id]?.count == 4
    }
}

/// What the code may call a document's views: the class an element is (`customClass`, and on
/// iOS the UIKit class of its element, `label` a `UILabel`), and the members of classes it is
/// (`<outlet property="nameLabel" destination=…>` of a controller or File's Owner, a
/// controller's `view` or a cell's `contentView` by its `key`, a custom view as `self`).
struct DocumentClasses {
    private var customClass: [Int: String] = [:]
    private var key: [Int: String] = [:]
    private var ids: [String: Int] = [:]
    private var outlets: [(owner: Int, property: String, destination: String)] = []
    private var elementName: [Int: String] = [:]
    private var parentOf: [Int: Int] = [:]
    private var iOS = false
    /// The class of a xib's File's Owner, which may load it and color its top-level views.
    private var filesOwner: String?
    /// The views directly under a xib's `<objects>`.
    private var topLevel: Set<Int> = []
    /// The nodes that are views, or may be (elements with an id).
    private(set) var views: [Int] = []
    private var resolved: [Int: [(viewClass: String, member: String)]]?

    /// Elements with an id that are no view.
    static let notViews: Set<String> = ["constraint", "outlet", "outletCollection", "action", "segue", "color", "namedColor",
                                        "placeholder", "scene", "exit", "image", "systemColor", "connections", "userDefinedRuntimeAttribute"]

    mutating func read(_ tag: XMLTag, node: Int, parent: Int, names: [String], parents: [Int]) {
        if tag.name == "document" { iOS = tag.attribute("targetRuntime")?.hasPrefix("iOS") ?? false }
        if let c = tag.attribute("customClass") { customClass[node] = c }
        if tag.name == "placeholder", tag.attribute("placeholderIdentifier") == "IBFilesOwner" { filesOwner = tag.attribute("customClass") }
        if tag.name == "outlet", parent >= 0, names[parent] == "connections", parents[parent] >= 0,
           let property = tag.attribute("property"), let destination = tag.attribute("destination") {
            outlets.append((parents[parent], property, destination))
            return
        }
        guard let id = tag.attribute("id"), !Self.notViews.contains(tag.name) else { return }
        ids[id] = node
        elementName[node] = tag.name
        if parent >= 0, names[parent] == "objects" { topLevel.insert(node) }
        parentOf[node] = parent
        if let k = tag.attribute("key") { key[node] = k }
        views.append(node)
    }

    /// The classes and members a view is known by in code.
    mutating func members(of node: Int) -> [(viewClass: String, member: String)] {
        if resolved == nil {
            var byNode: [Int: [(viewClass: String, member: String)]] = [:]
            for o in outlets {
                guard let view = ids[o.destination], let owner = customClass[o.owner] else { continue }
                byNode[view, default: []].append((owner, o.property))
            }
            resolved = byNode
        }
        var out = resolved![node] ?? []
        if let c = customClass[node] { out.append((c, "self")) }
        if let k = key[node], let p = parentOf[node], p >= 0, let c = customClass[p] { out.append((c, k)) }
        // A top-level view of a xib: the view its owner loads.
        if let owner = filesOwner, topLevel.contains(node) { out.append((owner, CodeStyledViews.nibRoot)) }
        var seen: Set<String> = []
        return out.filter { seen.insert($0.viewClass + "." + $0.member).inserted }
    }

    func customClass(of node: Int) -> String? { customClass[node] }

    /// The classes a view is: its custom class, and (on iOS) its element's UIKit class.
    func classes(of node: Int) -> [String] {
        var out: [String] = []
        if let c = customClass[node] { out.append(c) }
        if iOS, let name = elementName[node], let first = name.first { out.append("UI" + first.uppercased() + name.dropFirst()) }
        return out
    }

    /// The classes of the views and controller around `node`, within its scene.
    func around(_ node: Int, parents: [Int], names: [String]) -> Set<String> {
        var out: Set<String> = []
        var n = parents[node]
        while n >= 0 && !InterfaceBuilderPairs.boundaries.contains(names[n]) {
            out.formUnion(classes(of: n))
            n = parents[n]
        }
        return out
    }
}
