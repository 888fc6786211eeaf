#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The app's view classes that Interface Builder lays out only over a picture: beam's photo
/// picker puts `<view customClass="SelectionIconView">` in a cell after the cell's `<imageView>`
/// (session 22 F1 leftover). The class draws its white check mark (`@IBInspectable var color =
/// UIColor.white`, filled in `draw`) on the photo, which does not follow the appearance; made
/// `systemBackground`, the mark turned black on every photo in Dark. The documents often hold
/// no finding, so they are read from the tree on first use.
final class InterfaceBuilderOverPictures: @unchecked Sendable {
    private let load: () -> [(path: String, bytes: [UInt8])]
    private var built: [String: String]?
    private var builtOutlets: [String: String]?

    init(documents: [(path: String, bytes: [UInt8])]) {
        load = { documents }
    }

    /// The tree's storyboards and xibs that place a custom class beside an image view.
    convenience init(run: RunOptions) {
        self.init(load: TreeInterfaceBuilderDocuments.loader(run: run, holding: ["customClass=", "<imageView"]))
    }

    private init(load: @escaping () -> [(path: String, bytes: [UInt8])]) {
        self.load = load
    }

    /// `SelectionIconView is laid out over an image view (Interface.storyboard)` when every
    /// placement of the class in the documents is over one; nil otherwise.
    func over(_ className: String) -> String? {
        if built == nil { built = Self.read(load()) }
        return built?[className]
    }

    /// `doneBtn is laid out over an image view (CastRemote.xib)` when the outlet `property` of `className`
    /// (a controller or view the document's owner or scene is) connects to a view inside an image view, or
    /// after one that fills its superview: Fetch's cast remote puts its Done and Stop buttons on the artwork;
    /// their white borders, set in code, went #1F1F1F over the picture in Dark (session 40's pairs40b v2).
    func overOutlet(_ className: String, _ property: String) -> String? {
        if builtOutlets == nil { builtOutlets = Self.readOutlets(load()) }
        return builtOutlets?[className + "." + property]
    }

    /// `Class.property` → evidence, for every outlet whose view is laid out over a picture: inside an image
    /// view, or a later sibling whose frame's center lies in an earlier image view's frame (or inside such a view).
    static func readOutlets(_ documents: [(path: String, bytes: [UInt8])]) -> [String: String] {
        var out: [String: String] = [:]
        for (path, bytes) in documents {
            struct Frame {
                var name: String
                var id: String?
                var customClass: String?
                var over = false
                /// For a `<subviews>`: the frames of the image views laid out so far.
                var pictures: [(x: Double, y: Double, w: Double, h: Double)] = []
            }
            var stack: [Frame] = []
            var overIDs: Set<String> = []
            var outlets: [(owner: String, property: String, destination: String)] = []
            var scanner = XMLTagScanner(bytes)
            while let tag = scanner.next(wantsAttributes: { _ in true }) {
                if tag.isEnd {
                    if !stack.isEmpty { stack.removeLast() }
                    continue
                }
                if tag.name == "outlet", let property = tag.attribute("property"), let destination = tag.attribute("destination"),
                   let owner = stack.last(where: { $0.customClass != nil })?.customClass {
                    outlets.append((owner, property, destination))
                }
                if tag.name == "rect", tag.attribute("key") == "frame", let last = stack.indices.last, last >= 1, stack[last - 1].name == "subviews",
                   let x = tag.attribute("x").flatMap(Double.init), let y = tag.attribute("y").flatMap(Double.init),
                   let w = tag.attribute("width").flatMap(Double.init), let h = tag.attribute("height").flatMap(Double.init) {
                    let cx = x + w / 2, cy = y + h / 2
                    if stack[last - 1].pictures.contains(where: { cx >= $0.x && cx <= $0.x + $0.w && cy >= $0.y && cy <= $0.y + $0.h }) {
                        stack[last].over = true
                        if let id = stack[last].id { overIDs.insert(id) }
                    }
                    if stack[last].name == "imageView" { stack[last - 1].pictures.append((x, y, w, h)) }
                }
                if !tag.isSelfClosing {
                    let inherited = stack.last.map { $0.over || $0.name == "imageView" } ?? false
                    let id = tag.name == "outlet" || tag.name == "action" ? nil : tag.attribute("id")
                    if inherited, let id { overIDs.insert(id) }
                    stack.append(Frame(name: tag.name, id: id, customClass: tag.attribute("customClass"), over: inherited))
                } else if let id = tag.attribute("id"), tag.name != "outlet", tag.name != "action",
                          stack.last.map({ $0.over || $0.name == "imageView" }) == true {
                    overIDs.insert(id)
                }
            }
            for o in outlets where overIDs.contains(o.destination) && out[o.owner + "." + o.property] == nil {
                out[o.owner + "." + o.property] = "\(o.property) is laid out over an image view (\(path))"
            }
        }
        return out
    }

    /// How many `<subviews>` levels out an earlier image view still lies under a placement.
    static let levels = 3
    /// The elements of a cell whose picture the views after it lie over.
    static let cells: Set<String> = ["collectionViewCell", "tableViewCell"]

    /// Class → evidence, for the classes every placement of which, in a cell, comes after an
    /// `<imageView>` that fills its superview (a photo cell's picture: AudioKitSynthOne's
    /// decorative images beside its knobs fill nothing), among the subviews holding it or one of
    /// its containers, up to `levels` levels out.
    static func read(_ documents: [(path: String, bytes: [UInt8])]) -> [String: String] {
        var over: [String: String] = [:]
        var not: Set<String> = []
        for (path, bytes) in documents {
            struct Frame { var name: String; var sawImage = false; var size: (Double, Double)? }
            var stack: [Frame] = []
            var scanner = XMLTagScanner(bytes)
            while let tag = scanner.next(wantsAttributes: { _ in true }) {
                // An end tag closes the innermost element (its name is not decoded; the documents are well formed).
                if tag.isEnd {
                    if !stack.isEmpty { stack.removeLast() }
                    continue
                }
                if let name = tag.attribute("customClass"), tag.name != "placeholder" {
                    let subviews = stack.indices.filter { stack[$0].name == "subviews" }.suffix(levels)
                    if stack.contains(where: { cells.contains($0.name) }), subviews.contains(where: { stack[$0].sawImage }) {
                        if over[name] == nil { over[name] = "\(name) is laid out over an image view filling a cell's view (\(path))" }
                    } else {
                        not.insert(name)
                    }
                }
                // `<rect key="frame" x= y= width= height=>`: the size of the element holding it; an
                // image view at the origin with its superview's size fills it.
                if tag.name == "rect", tag.attribute("key") == "frame", let last = stack.indices.last,
                   let w = tag.attribute("width").flatMap(Double.init), let h = tag.attribute("height").flatMap(Double.init) {
                    stack[last].size = (w, h)
                    if stack[last].name == "imageView", last >= 2, stack[last - 1].name == "subviews", let owner = stack[last - 2].size,
                       tag.attribute("x").flatMap(Double.init) == 0, tag.attribute("y").flatMap(Double.init) == 0, owner == (w, h) {
                        stack[last - 1].sawImage = true
                    }
                }
                if !tag.isSelfClosing { stack.append(Frame(name: tag.name)) }
            }
        }
        return over.filter { !not.contains($0.key) }
    }
}

extension KeptColors {
    /// Every black, white or gray mark with no intent of its own in a class Interface Builder lays
    /// out only over a picture (`InterfaceBuilderOverPictures`) is a media surface's: drawn on the photo.
    static func overInterfaceBuilderPictures(_ reports: [Report], sites: inout [FixedIntentSite?], readers: [String: FixedIntentReader],
                                             over: InterfaceBuilderOverPictures) {
        for (n, r) in reports.enumerated() where sites[n] == nil && r.finding.choice == nil && r.finding.kind != .ibColor {
            let role = ColorRole(finding: r.finding)
            guard let c = r.finding.color ?? r.finding.baseColor, FixedIntentReader.isAchromatic(c), !role.isSurface, role != .shadow,
                  let reader = readers[r.file] else { continue }
            let k = reader.file.codeIndex(atOrAfter: r.finding.range.lowerBound)
            guard let type = reader.syntax.tree.enclosingType(at: k)?.name?.split(separator: ".").last else { continue }
            if let how = over.over(String(type)) ?? reader.whiteSubject(at: k).flatMap({ over.overOutlet(String(type), $0) }) {
                sites[n] = FixedIntentSite(intent: .mediaSurface, evidence: "over the picture: \(how)")
            }
        }
    }
}
