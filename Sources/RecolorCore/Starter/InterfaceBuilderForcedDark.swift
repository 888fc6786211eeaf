/// The app's view classes that Interface Builder lays out only inside a view forcing a dark
/// appearance (`<customView appearanceType="darkAqua">`, AppKit's NSAppearance names): OpenEmu's
/// Setup Assistant (SetupAssistant.xib) forces Dark on its three pages, and its `GlossButton`s draw
/// their light title (`NSColor(white: 0.91)`) only there. Such a class shows its colors in Dark alone,
/// as a SwiftUI subtree under `.environment(\.colorScheme, .dark)` does: its colors are that
/// appearance's values as written. Made adaptive with a proposed dark #181818, the titles turned
/// near-black on the gray gloss buttons in Light and Dark alike (review 28 B18). An inner view may
/// force the light appearance again (`appearanceType="aqua"`): the innermost forcing decides.
final class InterfaceBuilderForcedDark: @unchecked Sendable {
    /// Interface Builder's names of the dark appearances, and of the light ones (which end a dark subtree).
    static let dark: Set<String> = ["darkAqua", "vibrantDark", "accessibilityHighContrastDarkAqua", "accessibilityHighContrastVibrantDark"]
    static let light: Set<String> = ["aqua", "vibrantLight", "accessibilityHighContrastAqua", "accessibilityHighContrastVibrantLight"]

    private let load: () -> [(path: String, bytes: [UInt8])]
    private var built: [String: String]?

    init(documents: [(path: String, bytes: [UInt8])]) {
        load = { documents }
    }

    /// The tree's storyboards and xibs that place a custom class: those forcing nothing count too, as
    /// a placement of the class outside a dark view.
    convenience init(run: RunOptions) {
        self.init(load: TreeInterfaceBuilderDocuments.loader(run: run, holding: ["customClass="]))
    }

    private init(load: @escaping () -> [(path: String, bytes: [UInt8])]) {
        self.load = load
    }

    /// `GlossButton is laid out only in views Interface Builder forces to darkAqua (SetupAssistant.xib)`
    /// when every placement of the class lies in such a view; nil otherwise.
    func forced(_ className: String) -> String? {
        if built == nil { built = Self.read(load()) }
        return built?[className]
    }

    /// Class → evidence, for the classes every placement of which lies in (or is) a view whose
    /// innermost `appearanceType` is a dark appearance.
    static func read(_ documents: [(path: String, bytes: [UInt8])]) -> [String: String] {
        var forced: [String: String] = [:]
        var not: Set<String> = []
        // Most trees force no appearance in any document: nothing to parse.
        let forcing = ByteFinder("appearanceType=")
        guard documents.contains(where: { forcing.occurs(in: $0.bytes) }) else { return [:] }
        for (path, bytes) in documents {
            // The appearance each open element forces or inherits (nil: none forced).
            var stack: [String?] = []
            var scanner = XMLTagScanner(bytes)
            while let tag = scanner.next(wantsAttributes: { _ in true }) {
                // An end tag closes the innermost element (its name is not decoded; the documents are well formed).
                if tag.isEnd {
                    if !stack.isEmpty { stack.removeLast() }
                    continue
                }
                let own = tag.attribute("appearanceType").flatMap { dark.contains($0) || light.contains($0) ? $0 : nil }
                let appearance = own ?? (stack.last ?? nil)
                // The File's Owner and other objects are no views placed anywhere.
                if let name = tag.attribute("customClass"), tag.name != "placeholder", tag.name != "customObject" {
                    if let appearance, dark.contains(appearance) {
                        if forced[name] == nil { forced[name] = "\(name) is laid out only in views Interface Builder forces to \(appearance) (\(path))" }
                    } else {
                        not.insert(name)
                    }
                }
                if !tag.isSelfClosing { stack.append(appearance) }
            }
        }
        return forced.filter { !not.contains($0.key) }
    }
}

extension KeptColors {
    /// Every color with no intent of its own drawn by a class Interface Builder lays out only in a
    /// view it forces dark (`InterfaceBuilderForcedDark`): shown in Dark alone, its value as written.
    static func inInterfaceBuilderForcedDark(_ reports: [Report], sites: inout [FixedIntentSite?], readers: [String: FixedIntentReader],
                                             forced: InterfaceBuilderForcedDark) {
        for (n, r) in reports.enumerated() where sites[n] == nil && r.finding.choice == nil && r.finding.kind != .ibColor {
            guard let reader = readers[r.file] else { continue }
            let k = reader.file.codeIndex(atOrAfter: r.finding.range.lowerBound)
            guard let type = reader.syntax.tree.enclosingType(at: k)?.name?.split(separator: ".").last, let how = forced.forced(String(type)) else { continue }
            sites[n] = FixedIntentSite(intent: .forcedDark, evidence: "in a forced-dark view: \(how)")
        }
    }
}
