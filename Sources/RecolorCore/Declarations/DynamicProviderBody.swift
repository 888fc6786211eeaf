#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether a function's or initializer's body builds a dynamic color: a call of
/// `UIColor(dynamicProvider:)`, `NSColor(name:dynamicProvider:)`, or a color type's trailing
/// provider closure (`UIColor { traits in … }`, `self.init { traits in … }`). Such a function is
/// the app's own Dark Mode decision: GoMap's `func DynamicColor(red:green:blue:alpha:) -> UIColor`
/// returns a provider that lightens every color in Dark, and its 139 calls were read as fixed
/// rgb constructors and given guessed dark values that darkened them (session 21 audit F17). Any
/// provider anywhere in the body counts (an `if #available` fallback beside it included): a
/// function that decides Dark Mode for some of its calls decides it for all.
enum DynamicProviderBody {
    /// Whether the body opened at `open` (a `{`) holds a dynamic provider. `isColorType` says
    /// whether a word names one of the run's color types (nil: any word ending in `Color`).
    static func holdsProvider(_ file: SwiftSource, open: Int, isColorType: ((String) -> Bool)? = nil) -> Bool {
        guard file.isChar(open, "{"), let close = file.matchingClose(open) else { return false }
        var k = open + 1
        while k < close {
            defer { k += 1 }
            // `dynamicProvider: { … }` or `dynamicProvider: provider`, as a label.
            if file.codeIs(k, "dynamicProvider"), file.isChar(k + 1, ":") { return true }
            guard file.isChar(k + 1, "{"), file.isWord(k) else { continue }
            let word = file.text(code: k)
            // `self.init { traits in … }`, `.init { … }`: a trailing closure is the provider.
            if word == "init", file.isChar(k - 1, ".") { return true }
            // `UIColor { traits in … }`, not a declaration's body (`var c: UIColor {`, `-> UIColor {`).
            let named = isColorType?(word) ?? word.hasSuffix("Color")
            if named, !file.isChar(k - 1, ":"), !file.codeIs(k - 1, "->"), !file.isChar(k - 1, ".") { return true }
        }
        return false
    }

    /// Whether the bytes may hold an initializer building one (the screening's test before
    /// tokenizing; a function is screened by its `-> …Color` already): `dynamicProvider`, or a
    /// trailing closure after `init` (`self.init { traits in … }`), the only way an initializer
    /// makes a provider. `Color {` was left out: every SwiftUI `var tint: Color {` has it.
    static func mayHold(_ bytes: [UInt8]) -> Bool {
        bytes.containsSequence(Array("dynamicProvider".utf8)) || bytes.containsSequence(Array("init {".utf8))
            || bytes.containsSequence(Array("init{".utf8))
    }
}
