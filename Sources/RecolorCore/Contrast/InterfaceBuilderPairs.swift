/// Pairs from an Interface Builder document's view tree: a text or tint color set on a view
/// (a label's `textColor`, a button state's `titleColor`, a text field's text, a `tintColor`,
/// the color of an attributed string's text) is drawn over the background of the nearest view,
/// itself or an ancestor through `subviews`, that sets an opaque one. A clear background is
/// looked through; the walk never leaves the scene (or the xib's top-level object).
package enum InterfaceBuilderPairs {
    /// A foreground and the background it is drawn over, by their `<color>` tags.
    package struct Found: Equatable {
        package var foreground: String
        package var background: String
        package var role: ContrastRole
        package var foregroundOffset: Int
        package var backgroundOffset: Int
    }

    /// One `<color>` element and the view it is set on.
    struct ColorSet {
        var tag: XMLTag
        /// The view (node) the color belongs to: a button's for its state's title color.
        var owner: Int
        var role: ContrastRole
        var transparent: Bool
    }

    /// Elements that hold a view's color without being a view themselves.
    static let wrappers: Set<String> = ["state", "userDefinedRuntimeAttribute", "userDefinedRuntimeAttributes", "textAttributes",
                                        "attributes", "fragment", "attributedString", "segment", "segments"]
    /// Where a walk up the tree stops: beyond it are other scenes' views.
    static let boundaries: Set<String> = ["scene", "objects", "document"]

    /// The document's pairs; `subject(tag)` names the token (or draft token) a `<color>` is,
    /// nil for a color that is none. `notes` counts what was seen and why it did not pair.
    static func pairs(in bytes: [UInt8], notes: inout PairSearchNotes, subject: (XMLTag) -> String?) -> [Found] {
        var names: [String] = []
        var parents: [Int] = []
        var open: [Int] = []
        var colors: [ColorSet] = []
        var keyPaths: [Int: String] = [:]
        // Open `<resources>` and user-comment attributed strings: their colors are drawn nowhere.
        var unseen: Set<Int> = []
        var buttons = ButtonFaces()
        var cover = CoveringSiblings()
        var translucent: Set<Int> = []
        var scanner = XMLTagScanner(bytes)
        while let tag = scanner.next(wantsAttributes: { _ in true }) {
            if tag.isEnd {
                if let node = open.popLast() { unseen.remove(node) }
                continue
            }
            let node = names.count
            names.append(tag.name)
            parents.append(open.last ?? -1)
            if tag.name == "color" && unseen.isEmpty, let parent = open.last,
               let set = colorSet(tag, parent: parent, names: names, parents: parents, keyPaths: keyPaths) {
                colors.append(set)
            }
            // A view drawn at part opacity: what lies under it shows through.
            if let alpha = tag.attribute("alpha").flatMap(Double.init), alpha < 1, tag.name != "color" { translucent.insert(node) }
            buttons.read(tag, parent: open.last ?? -1, names: names, parents: parents)
            cover.read(tag, node: node, parent: open.last ?? -1, names: names)
            if tag.name == "userDefinedRuntimeAttribute", let keyPath = tag.attribute("keyPath") { keyPaths[node] = keyPath }
            if !tag.isSelfClosing {
                open.append(node)
                if tag.name == "resources" || (tag.name == "attributedString" && tag.attribute("key") == "userComments") { unseen.insert(node) }
            }
        }
        // The first opaque or clear background each view sets.
        var background: [Int: ColorSet] = [:]
        for c in colors where c.role == .background && background[c.owner] == nil { background[c.owner] = c }
        // A tint set on a container is inherited by the controls inside it, drawn wherever they
        // are, not over the container's own background (Simplenote's white root tint over its
        // white background was such a pair).
        var containers: Set<Int> = []
        for (node, name) in names.enumerated() where name == "subviews" && parents[node] >= 0 { containers.insert(parents[node]) }
        var found: [Found] = []
        for c in colors where c.role != .background && !(c.tag.attribute("key") == "tintColor" && containers.contains(c.owner))
            && !buttons.drawsNothing(c.tag.attribute("key"), owner: c.owner, names: names) {
            guard let fg = subject(c.tag) else { continue }
            notes.saw(c.role)
            var node = c.owner
            var child = -1
            var under: ColorSet?
            var seenThrough = false
            while node >= 0 && !boundaries.contains(names[node]) {
                // Text in (or on) a view drawn at part opacity is seen over whatever lies under it.
                if translucent.contains(node) { seenThrough = true; break }
                if let bg = background[node], !bg.transparent { under = bg; break }
                // A sibling drawn before the path's view that covers the whole superview is under it.
                if names[node] == "subviews", child >= 0,
                   let sibling = cover.nearestCovering(before: child, in: node, parents: parents, opaque: { background[$0].map { !$0.transparent } ?? false }) {
                    under = background[sibling]; break
                }
                child = node
                node = parents[node]
            }
            if seenThrough { notes.overOtherColor += 1; continue }
            guard let under else { notes.alone += 1; continue }
            guard let bg = subject(under.tag) else { notes.overOtherColor += 1; continue }
            guard bg != fg else { continue }
            found.append(Found(foreground: fg, background: bg, role: c.role, foregroundOffset: c.tag.range.lowerBound,
                               backgroundOffset: under.tag.range.lowerBound))
        }
        for c in colors where c.role == .background && subject(c.tag) != nil { notes.saw(.background) }
        return found
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
        } else if key == "backgroundColor" || key == "barTintColor" {
            // Only the view's own background: a table's `sectionIndexBackgroundColor` is not under its cells.
            guard parent == owner || names[parent] == "userDefinedRuntimeAttribute" else { return nil }
            role = .background
        } else {
            guard keyRole != .background else { return nil }
            role = keyRole
        }
        return ColorSet(tag: tag, owner: owner, role: role, transparent: isClear(tag))
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
        alone += o.alone; overOtherColor += o.overOtherColor; unplaced += o.unplaced
    }
}

/// What an Interface Builder button shows: a title (a state's `title` or attributed title, a
/// configuration's title) and an image. A title color on an image button with no title, or the tint of
/// a button that colors its title itself and shows no image, is drawn nowhere: no pair.
struct ButtonFaces {
    private var titled: Set<Int> = []
    private var imaged: Set<Int> = []
    private var titleColored: Set<Int> = []

    /// Notes what tag `tag` (under node `parent`) says of the button it belongs to.
    mutating func read(_ tag: XMLTag, parent: Int, names: [String], parents: [Int]) {
        guard parent >= 0 else { return }
        switch tag.name {
        case "state", "buttonConfiguration":
            if tag.attribute("title") != nil { titled.insert(parent) }
            if tag.attribute("image") != nil { imaged.insert(parent) }
        case "attributedString":
            if tag.attribute("key") == "attributedTitle", names[parent] == "state" || names[parent] == "buttonConfiguration" { titled.insert(parents[parent]) }
        case "string":
            if tag.attribute("key") == "title", names[parent] == "buttonConfiguration" { titled.insert(parents[parent]) }
        case "color":
            if tag.attribute("key") == "titleColor", names[parent] == "state" { titleColored.insert(parents[parent]) }
        default:
            break
        }
    }

    /// Whether a color of `key` set on `owner` is drawn nowhere (only buttons are judged).
    func drawsNothing(_ key: String?, owner: Int, names: [String]) -> Bool {
        guard names[owner] == "button" else { return false }
        // An image button with no title (one with neither gets its title from code: it pairs).
        if key == "titleColor" { return imaged.contains(owner) && !titled.contains(owner) }
        if key == "tintColor" { return titleColored.contains(owner) && !imaged.contains(owner) }
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
    /// and which covers the superview or `child`'s frame.
    func nearestCovering(before child: Int, in subviews: Int, parents: [Int], opaque: (Int) -> Bool) -> Int? {
        let superview = parents[subviews]
        guard superview >= 0 else { return nil }
        var k = child - 1
        while k > subviews {
            if parents[k] == subviews, opaque(k), covers(k, superview) || contains(k, child) { return k }
            k -= 1
        }
        return nil
    }

    /// Whether sibling `view`'s frame holds the whole frame of sibling `child` (both in their
    /// superview's coordinates, as Interface Builder writes them).
    private func contains(_ view: Int, _ child: Int) -> Bool {
        guard let f = frames[view], let c = frames[child], f.width > 0, f.height > 0 else { return false }
        return c.x >= f.x && c.y >= f.y && c.x + c.width <= f.x + f.width && c.y + c.height <= f.y + f.height
    }

    private func covers(_ view: Int, _ superview: Int) -> Bool {
        if let f = frames[view], let s = frames[superview], f.x == 0, f.y == 0, f.width == s.width, f.height == s.height { return true }
        guard let id = idOf[view] else { return false }
        return pinned[superview]?[id]?.count == 4
    }
}
