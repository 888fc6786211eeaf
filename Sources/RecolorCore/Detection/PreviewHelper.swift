#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Preview helpers declared apart from a `#Preview` or `PreviewProvider`: a view that wraps
/// what a preview shows (`struct DarkThemePreview<P: View>: View { … .previewDisplayName("Dark
/// Theme") }`) or a `View` extension's `func previewDarkTheme()`. What they set is the canvas's:
/// Whisperboard's three `.environment(\.colorScheme, .dark)` in such helpers (a `PreviewPresets`
/// folder) were cited as "some screens force the dark appearance" (session 24's review, F5).
/// A type or function is one when its name starts with `preview` (a function) or its body calls
/// a modifier only the canvas reads (`.previewLayout`, `.previewDisplayName`, `.previewDevice`,
/// `.previewContext`, `.previewInterfaceOrientation`; an extension's body is not read as one);
/// a camera's `PreviewView` is neither.
enum PreviewHelper {
    private static let canvasModifiers: Set<String> = ["previewLayout", "previewDisplayName", "previewDevice", "previewContext",
                                                       "previewInterfaceOrientation"]

    /// Whether code token `k` lies in a preview helper's body.
    static func contains(_ k: Int, tree: SyntaxTree, file: SwiftSource) -> Bool {
        for n in tree.ancestors(of: tree.scope(at: k)) {
            let scope = tree.scopes[n]
            guard scope.isType || scope.isFunction, let name = scope.name else { continue }
            if scope.isFunction && name.hasPrefix("preview") && name.count > "preview".count { return true }
            // An extension gathers unrelated members: one preview function does not make the others previews.
            if case .type(.extension) = scope.kind { continue }
            let end = min(scope.close, file.code.count)
            guard scope.open >= 0, scope.open < end else { continue }
            for j in (scope.open + 1)..<end where file.isChar(j - 1, ".") && file.isWord(j) && canvasModifiers.contains(file.text(code: j)) {
                return true
            }
        }
        return false
    }
}
