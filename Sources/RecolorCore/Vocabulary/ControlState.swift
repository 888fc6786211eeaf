#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether a control is drawn enabled or disabled: a button's title color for one state is drawn
/// only over the background its code sets for that state (tsurukame's white "Sign in" title of
/// the normal state was paired with the gray the code sets when the button is disabled:
/// `backgroundColor = enabled ? radicalColor2 : grey33`). `nil` wherever a color is for every state.
package enum ControlState: Sendable, Equatable {
    case enabled, disabled

    /// The state of an Interface Builder `<state key=…>` (highlighted and selected are enabled).
    init?(interfaceBuilderKey key: String?) {
        switch key {
        case "disabled": self = .disabled
        case "normal", "highlighted", "selected", "focused": self = .enabled
        default: return nil
        }
    }

    /// The state a condition word names when true (`isEnabled`, `enabled`, `isDisabled`), nil for other words.
    init?(conditionWord word: String) {
        let w = word.lowercased()
        if w == "isdisabled" || w == "disabled" { self = .disabled }
        else if w == "isenabled" || w == "enabled" { self = .enabled }
        else { return nil }
    }

    /// The state a UIKit `for:` argument names (`.disabled`, `.normal`, `.highlighted`, `.selected`).
    init?(controlStateMember word: String) {
        self.init(interfaceBuilderKey: word)
    }

    /// Interface Builder's state drawn only while the finger is down (`<state key="highlighted">`):
    /// its title color is over the pressed look, not the view's background, so it pairs with
    /// nothing, as a label's `highlightedTextColor` (GoMap's help button: a white highlighted title
    /// paired with the white background, 1.00:1, session 21 audit F22).
    static let pressedInterfaceBuilderKey = "highlighted"

    /// Interface Builder's state drawn only while the button is selected (`<state key="selected">`),
    /// and the UIKit property that selects it: a selected title no document nor code selects is drawn
    /// nowhere (sphinx-ios's mic button: a selected title in `Body` on the header, 1.00:1, session 22).
    static let selectedInterfaceBuilderKey = "selected"
    static let selectedProperty = "isSelected"

    var negated: ControlState { self == .enabled ? .disabled : .enabled }

    /// Whether colors set for states `a` and `b` can be drawn together (either for every state, or the same one).
    static func together(_ a: ControlState?, _ b: ControlState?) -> Bool {
        guard let a, let b else { return true }
        return a == b
    }
}
