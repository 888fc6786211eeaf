#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An argument of a light/dark helper the app calls with a style of its own
/// (`UIColor.create(style: theme.style, light: .white, dark: .black)`, `OwnStyleArgument`): the
/// app's theme chooses between the two, not the system's appearance. Kept as written, with the
/// call: made tokens of their own, each arm got a proposed dark inside the app's own choice.
extension FixedIntentReader {
    /// `create(style: theme.style, …): the app's own style chooses` when the finding starting at
    /// code index `k` is the `light:` or `dark:` argument of such a call.
    func ownStyleChoice(at k: Int) -> String? {
        guard let (_, open) = AppearanceLabels.argumentSide(of: k, in: file), let style = OwnStyleArgument.selector(inCallAt: open, in: file) else { return nil }
        return "\(file.text(code: open - 1))(\(style), light:, dark:): the app's own style chooses, not the system's appearance"
    }
}
