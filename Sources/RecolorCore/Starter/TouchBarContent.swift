#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Touch Bar is always dark: macOS draws its items in the dark appearance whatever the
/// Mac's (Apple's HIG, "Touch Bar": "a dark background"), so a color drawn there shows only as
/// written, like a view the code forces dark. nuage's Touch Bar player (`struct TouchBar: View`,
/// shown by `.touchBar { TouchBar() }`) drew its slider knob #1A1A1A with a #5A5A5A border; init
/// kept the border as a player's but proposed the knob dark #CFCFCF: a light knob with a dark
/// border on the dark bar (session 19's audit, F1).
extension FixedIntentReader {
    /// `in the Touch Bar (PlayerTouchBar), always dark` when code index `k` is drawn in the
    /// Touch Bar: inside a type named for it (`PlayerTouchBar`, `TouchBarView`), in an AppKit
    /// Touch Bar maker (`makeTouchBar()`, the delegate's `touchBar(_:makeItemForIdentifier:)`),
    /// or in the content of SwiftUI's `.touchBar { … }` / `.touchBar(…)` modifier.
    func touchBarContent(holding k: Int) -> String? {
        let tree = syntax.tree
        var scope: Int? = tree.scope(at: k)
        while let n = scope, n > 0 {
            let s = tree.scopes[n]
            if let name = s.name {
                switch s.kind {
                case .type where Self.namesTouchBar(String(name.split(separator: ".").last ?? "")):
                    return "in the Touch Bar (\(name)), always dark"
                case .function where name == "makeTouchBar" || name == "touchBar":
                    return "in the Touch Bar (\(name)()), always dark"
                default: break
                }
            }
            scope = s.parent
        }
        // `.touchBar { … }` or `.touchBar(TouchBar { … })` holding it, up to ten groups out.
        var j = k
        for _ in 0..<10 {
            guard let open = groups.opener(of: j) else { return nil }
            if open >= 2, file.codeIs(open - 1, "touchBar"), file.isChar(open - 2, ".") {
                return "in .touchBar \(file.isChar(open, "{") ? "{ … }" : "(…)"), always dark"
            }
            j = open
        }
        return nil
    }

    /// A type name ending in the Touch Bar, or in it and the kind of view it is: `TouchBar`,
    /// `PlayerTouchBar`, `TouchBarView`, `ScrubberTouchBarItem`; not `TouchBarSettingsView` (a
    /// settings screen about it, drawn in a window).
    static func namesTouchBar(_ name: String) -> Bool {
        var parts = words(name)
        if parts.count > 1, parts.last == name.lowercased() { parts.removeLast() }
        guard let t = parts.lastIndex(of: "touch"), t + 1 < parts.count, parts[t + 1] == "bar" else { return false }
        return parts[(t + 2)...].allSatisfy(touchBarKindWords.contains)
    }

    static let touchBarKindWords: Set<String> = ["view", "item", "items", "content", "controller", "provider"]
}
