#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SwiftUI's `Color.accentColor` is the app's accent: Xcode's global accent color set
/// (`AccentColor.colorset`, `TokenExpressions.appTint`) where no view sets another. Suwatte draws
/// its "Retry" and "Sign In" titles white on `.background(Color.accentColor)` (ErrorView.swift:51/:54,
/// +Basic.swift:128/:134): `contrast` saw none of the four pairs and exited 4, though the set is a
/// harvested token (#473C8A light, #6A5ACD dark).
/// Where any view of the app sets its own accent (`.accentColor(accentColor)`: Suwatte's root view
/// applies the accent the user picks, default `.sttDefault`), `Color.accentColor` is that one, not
/// the set: no use at all (a view's ancestors may be in any file).
enum AccentColorUses {
    /// The modifier that sets SwiftUI's accent for a view's subtree.
    static let setterFinder = ByteFinder(".accentColor(")

    /// Whether `bytes` (Swift) set the accent: `.accentColor(` not after `Color` (`Color.accentColor(` is no call).
    static func setsAccent(_ bytes: [UInt8]) -> Bool {
        guard setterFinder.occurs(in: bytes) else { return false }
        let file = SwiftSource(path: "", bytes: bytes)
        return file.code.indices.contains { file.codeIs($0, "accentColor") && file.isChar($0 - 1, ".") && file.isChar($0 + 1, "(") }
    }

    /// The code token a use of the accent color ending at member `k` starts at: `Color.accentColor`
    /// (not the tail of a longer chain), or `.accentColor` as the color argument of a SwiftUI
    /// modifier (`.foregroundColor(.accentColor)`); nil for the modifier `.accentColor(X)` itself
    /// and for the accent with its alpha changed (`Color.accentColor.opacity(0.2)`: another color).
    static func start(at k: Int, in file: SwiftSource) -> Int? {
        guard file.codeIs(k, "accentColor"), k >= 2, file.isChar(k - 1, "."), !file.isChar(k + 1, "("),
              !TokenExpressions.alphaChanged(after: k, in: file) else { return nil }
        if file.codeIs(k - 2, "Color") { return file.isChar(k - 3, ".") ? nil : k - 2 }
        if k >= 4, file.isChar(k - 2, "("), file.isChar(k - 4, "."), TokenExpressions.swiftUIColorModifiers.contains(file.text(code: k - 3)),
           file.isChar(k + 1, ")") || file.isChar(k + 1, ",") {
            return k - 1
        }
        return nil
    }
}
