#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// In an app that forces Dark, a token made of the app's own color sets keeps the sets' written
/// value as its light value too. `fix` gives such a set a Dark entry and leaves its Any entry as
/// written, so a proposed light value lived in the table alone: `contrast` measured a light
/// appearance the app would never draw (emitron's `Snackbar/error` #14161E, measured as a proposed
/// #E6E9F5: session 23 audit F1). The table now says what the set draws; a light value for it is
/// the designer's to choose in the set when the app stops forcing Dark. Code's own colors still
/// get a proposed light: `generate` declares both values, so table and code agree.
extension StarterDraft {
    /// Whether every value of `t` is drawn from one of the app's color sets.
    static func isAppColorSet(_ t: Token) -> Bool {
        t.harvest == nil && !t.values.isEmpty && t.values.allSatisfy { !$0.colorSets.isEmpty }
    }

    /// The description's part for such a token.
    static func forcedDarkSetNote(_ code: RGBA) -> String {
        "the app forces Dark: \(code.hex(withAlpha: code.alpha < 255)) is the value its color set draws today, kept as its light and dark value (fix leaves the set's Any entry as written; choose a light value there if the app stops forcing Dark)"
    }
}
