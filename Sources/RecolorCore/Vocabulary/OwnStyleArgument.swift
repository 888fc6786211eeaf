#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A light/dark helper called with a style of the app's own besides the two colors:
/// AnyImageKit's `UIColor.create(style: options.theme.style, light: .white, dark: .black)`, whose
/// `.light` and `.dark` force one value whatever the system's appearance (the host app chooses
/// the picker's theme) and only `.auto` follows the system. Harvested as a pair of the system's
/// appearance, fix replaced the call by one adaptive token and dropped the host app's choice
/// (session 24's review, F6). A leading argument labeled for a style (`style:`, `scheme:`,
/// `appearance:`, `theme:`, `mode:`) whose value reads no trait collection or environment
/// (`traitCollection.userInterfaceStyle`, `colorScheme`) makes the call the app's choice: no
/// pair of the system's; alpha-wallet's `colorFrom(trait: trait, lightColor:, darkColor:)` is one.
enum OwnStyleArgument {
    /// Words of a label that names a style selector.
    static let selectorWords = ["style", "scheme", "appearance", "theme", "mode"]
    /// Words of a value that reads the system's appearance.
    static let systemWords: Set<String> = ["traitCollection", "trait", "traits", "UITraitCollection", "colorScheme", "effectiveAppearance",
                                           "NSAppearance", "environment"]
    /// Properties of a style the app sets itself, compared with `.dark` as the appearance is
    /// (`theme.keyboardAppearance == .dark`): no test of the system's appearance (`OwnStyleCondition`).
    static let ownStyleSubjects: Set<String> = ["keyboardAppearance"]
    /// Implicit members a style enum spells the system's appearance with.
    static let followsSystem: Set<String> = ["auto", "automatic", "system", "unspecified"]

    /// `style: theme.style` when the call whose `(` is code index `open` has such an argument
    /// among its own (not a nested call's), else nil.
    static func selector(inCallAt open: Int, in file: SwiftSource) -> String? {
        guard file.isChar(open, "("), let close = file.matchingClose(open) else { return nil }
        var j = open + 1
        var argumentStart = j
        while j <= close {
            if j < close, file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, "{"), let c = file.matchingClose(j) { j = c + 1; continue }
            if j == close || file.isChar(j, ",") {
                if let shown = selector(argument: argumentStart..<j, in: file) { return shown }
                argumentStart = j + 1
            }
            j += 1
        }
        return nil
    }

    /// The argument `range` (label, `:`, value) as written when it is an own style selector.
    private static func selector(argument range: Range<Int>, in file: SwiftSource) -> String? {
        let a = range.lowerBound
        guard range.count >= 3, file.isWord(a), file.isChar(a + 1, ":"), AppearanceLabels.side(file.text(code: a)) == nil else { return nil }
        let label = file.text(code: a).lowercased()
        guard selectorWords.contains(where: { label.contains($0) }) else { return nil }
        let value = (a + 2)..<range.upperBound
        if value.contains(where: { file.isWord($0) && systemWords.contains(file.text(code: $0)) }) { return nil }
        if value.count == 2, file.isChar(value.lowerBound, "."), followsSystem.contains(file.text(code: value.lowerBound + 1)) { return nil }
        return file.text(code: range)
    }
}
