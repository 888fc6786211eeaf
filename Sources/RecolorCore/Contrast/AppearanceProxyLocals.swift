#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A local that holds an appearance proxy (`let appearance = RoundedCornerButton.appearance()`,
/// then `appearance.backgroundColor = .largeActionButton`): the colors set through it are the
/// proxy's, which UIKit applies over what a document archives. eurofurence's theme styles every
/// proxy through such locals; its `NavigationBarViewExtensionContainer` proxy paints the maps
/// cells' title bar (`.navigationBar`, an app color no token is) under white labels, and contrast
/// paired those labels with the storyboard's white placeholder, 1.00:1.
enum AppearanceProxyLocals {
    /// The text of the proxy expression the local `name` holds at code token `k` (its nearest
    /// declaration before `k`: `let name = X.appearance(…)`), written without spaces as receivers
    /// are; `name` itself when it holds none.
    static func resolve(_ name: String, before k: Int, in file: SwiftSource) -> String {
        guard !name.contains("."), !name.contains("("), name != "self" else { return name }
        var j = k - 1
        while j >= 1 {
            if file.codeIs(j, name), file.isChar(j + 1, "="), file.codeIs(j - 1, "let") || file.codeIs(j - 1, "var") {
                var end = j + 2
                while end + 1 < file.code.count, !file.lineBreakBetween(end, end + 1) { end += 1 }
                let text = (j + 2...end).map { file.text(code: $0) }.joined()
                return text.contains(".appearance(") && text.hasSuffix(")") ? text : name
            }
            j -= 1
        }
        return name
    }
}
