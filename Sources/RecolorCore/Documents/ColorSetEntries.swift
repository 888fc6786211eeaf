#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which entry of a color set is drawn in each appearance: read one way by `init` (the set's
/// values), `check` (a light-only set's finding) and `generate` (whether the app's set is the
/// token's). Xcode's "Any, Light, Dark" appearances give a set three entries; iOS 13 and macOS
/// 10.14 on draw the Light one in light mode and the Dark one in dark mode, the Any one only
/// below them. `generate` read the Any entry while `init` read the Light one, and refused
/// `init`'s own draft (emitron-iOS's backgroundColor: Any #FFFFFF, Light #F2F6FA, Dark #14161E;
/// session 23's review, F2).
enum ColorSetEntries {
    /// The entry drawn in light mode: the Light appearance's own where the set has one, else the
    /// first for any appearance (dime's PrimaryText: white Any, #010101 Light). Only entries with
    /// a color count.
    static func light(_ entries: [PositionedJSON]) -> PositionedJSON? {
        entries.first { $0["color"] != nil && isLight($0) }
            ?? entries.first { $0["color"] != nil && $0["appearances"] == nil }
    }

    /// The entry drawn in dark mode (normal contrast), if any.
    static func dark(_ entries: [PositionedJSON]) -> PositionedJSON? {
        entries.first { $0["color"] != nil && ColorSetLanguage.appearances($0) == [.dark] }
    }

    /// Whether the set holds no color at all: Xcode's template (a new target's `AccentColor`, a
    /// widget's `WidgetBackground`: `{ "idiom" : "universal" }` alone). It is no value: no
    /// finding, and no clash with a set of its name (iTorrent's widget and tvOS app; session 23's
    /// review, F4).
    static func isEmpty(_ entries: [PositionedJSON]) -> Bool {
        !entries.contains { $0["color"] != nil }
    }

    /// Whether an entry is the light appearance's alone (`"appearance" : "luminosity", "value" : "light"`).
    static func isLight(_ entry: PositionedJSON) -> Bool {
        guard let list = entry["appearances"]?.elements, list.count == 1 else { return false }
        return list[0]["appearance"]?.stringValue == "luminosity" && list[0]["value"]?.stringValue == "light"
    }
}
