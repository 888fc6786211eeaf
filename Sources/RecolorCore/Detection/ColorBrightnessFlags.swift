#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A flag named for the appearance (`isDark`, `isLight`) that the code computes from no
/// appearance: from a color's perceived brightness (Nook's `let isDark = currentTab?.topBarBackgroundColor?
/// .isPerceivedDark == true`, the marks over the web page's own color; its `GradientColorManager`'s
/// `var isDark: Bool { !displayGradient.primaryColor.isPerceivedDark }`, asked in other files as
/// `gradientColorManager.isDark`), or from numbers (its transparency slider's checkerboard, `let
/// isDark = (r + c) % 2 == 0`). Read as tests of the appearance, the 10 choices by them in Nook
/// (20 findings) became one appearance token each: marks drawn over a dark page in the light
/// appearance turned black, the checkerboard one flat color (session 25 audit, F5). A flag the code
/// computes from the appearance (`colorScheme == .dark`, `traitCollection.userInterfaceStyle`, a
/// theme's own dark flag) stays one.
enum ColorBrightnessFlags {
    /// Words of a member that measures a color's lightness (`isPerceivedDark`, `perceivedBrightness`,
    /// `relativeLuminance`), as `DynamicColors.words` splits a name.
    static let measureWords: Set<String> = ["perceived", "brightness", "luminance", "luma", "lightness"]

    /// What a file declaring such a flag as a computed property holds in its bytes: a `Bool`, and a
    /// member measuring a color (`erceived` of `isPerceivedDark`, a `.isLight` asked of a value); or,
    /// declaring one from the appearance (which keeps the name a flag in the tree), a word of the
    /// appearance. Read with the appearance helpers' rules (`AppearanceHelpers.needs`).
    static let screening: [[[String]]] = [
        [AppearanceCondition.appearanceWords, ["Bool"], ["erceived", "rightness", "uminance", "luma", ".isLight", ".isDark", ".isBright"]],
        // `ColorScheme` too: a type's own `scheme: ColorScheme` compared in a flag of any name (`DeclaredAppearanceFlags`).
        [AppearanceCondition.appearanceWords, ["Bool"], ["colorScheme", "ColorScheme", "userInterfaceStyle", "ppearance"]],
        // A flag of any name a color type's extension declares (`extension UIColor { var looksDark: Bool {`).
        [AppearanceCondition.appearanceWords, ["Bool"], ColorTypeFlags.extensionOpeners],
    ]

    /// Whether the body `from...to` of a flag computes it from no appearance: it reads a color's
    /// brightness, or it is arithmetic with no word of the appearance in it.
    static func computesFromNoAppearance(in file: SwiftSource, _ from: Int, _ to: Int) -> Bool {
        readsBrightness(in: file, from, to) || isArithmetic(in: file, from, to)
    }

    /// Whether code indices `from...to` ask a color its brightness: a measure of
    /// `AppearanceCondition.brightnessWords` (`luminance`, `dominantColor`), a member named for a
    /// measure (`isPerceivedDark`, `relativeLuminance`), or a dark/light flag asked of a value
    /// named for a color (`dominantColor?.isLight`, `primaryColor.isDark`, `tint?.isLight`), not
    /// of another value (`theme.isDark`, a theme's own flag).
    static func readsBrightness(in file: SwiftSource, _ from: Int, _ to: Int) -> Bool {
        var k = max(0, from)
        while k <= to, k < file.code.count {
            defer { k += 1 }
            guard file.isWord(k), file.isChar(k - 1, ".") || file.isChar(k + 1, ".") else { continue }
            let name = file.text(code: k)
            let words = DynamicColors.words(name)
            let flag = words.contains("dark") || words.contains("light") || words.contains("bright")
            // `isDark` asked of a theme (`theme.isDark`) is the theme's flag; asked of a color, its brightness.
            if AppearanceCondition.brightnessWords.contains(name), !flag { return true }
            guard file.isChar(k - 1, ".") else { continue }
            if words.contains(where: measureWords.contains) { return true }
            guard flag else { continue }
            var r = k - 2
            while r >= from, file.isChar(r, "?") || file.isChar(r, "!") { r -= 1 }
            if r >= from, file.isWord(r), ColorContextNames.isColorName(file.text(code: r)) { return true }
        }
        return false
    }

    /// Whether code indices `from...to` compute a `Bool` from numbers alone: a `%`, an order
    /// comparison or `isMultiple(of:)`, and no word that reads the appearance (`colorScheme`,
    /// `userInterfaceStyle`, `.dark`, a dark or light flag).
    static func isArithmetic(in file: SwiftSource, _ from: Int, _ to: Int) -> Bool {
        var numeric = false
        var k = max(0, from)
        while k <= to, k < file.code.count {
            defer { k += 1 }
            if file.isWord(k) {
                let name = file.text(code: k)
                if AppearanceHelpers.readsAppearance(name) || AppearanceCondition.mayNameAppearance(name)
                    || AppearanceCondition.darkWords.contains(name) || AppearanceCondition.lightWords.contains(name) { return false }
                if name == "isMultiple" { numeric = true }
            } else if file.code[k].kind == .operator, ["%", "<", ">", "<=", ">="].contains(where: { file.codeIs(k, $0) }) {
                numeric = true
            }
        }
        return numeric
    }

    /// The computed properties `file` declares under a flag's name (`var isDark: Bool { … }`):
    /// those computed from no appearance, and those compared with the appearance (which a name
    /// declared both ways in a tree keeps as a flag).
    static func properties(in file: SwiftSource) -> (noAppearance: Set<String>, appearance: Set<String>) {
        var none: Set<String> = [], appearance: Set<String> = []
        let code = file.code
        let colorExtensions = ColorTypeFlags.extensionBodies(in: file)
        for k in 0..<max(0, code.count - 4) where code[k].kind == .keyword && file.codeIs(k, "var") {
            guard code[k + 1].kind == .identifier, file.isChar(k + 2, ":"), file.codeIs(k + 3, "Bool") else { continue }
            let name = file.text(code: k + 1)
            // A color type's own flag of any name; one that is none (static, from the appearance) goes
            // on to the name rules, which keep `static var isDark: Bool { … == .dark }` a flag of the appearance.
            if !colorExtensions.isEmpty, ColorTypeFlags.flag(at: k, in: file, bodies: colorExtensions) == true {
                none.insert(name)
                continue
            }
            guard AppearanceHelpers.isFlagName(name) else { continue }
            var open = k + 4
            if file.isChar(open, "?") { open += 1 }
            guard file.isChar(open, "{"), let close = file.matchingClose(open), close - open < 200 else { continue }
            if AppearanceCondition.firstComparison(in: file, open + 1, close - 1) != nil {
                appearance.insert(name)
            } else if computesFromNoAppearance(in: file, open + 1, close - 1) {
                none.insert(name)
            }
        }
        return (none, appearance)
    }

    /// The flags the Swift files in `sources` declare from no appearance and never from it
    /// (files screened by `screening`'s words first).
    static func declared(in sources: [[UInt8]]) -> Set<String> {
        var none: Set<String> = [], appearance: Set<String> = []
        for bytes in sources where screen.mayHold(bytes) {
            let found = properties(in: SwiftSource(path: "", bytes: bytes))
            none.formUnion(found.noAppearance)
            appearance.formUnion(found.appearance)
        }
        return none.subtracting(appearance)
    }

    private static let screen = ByteScreening(anyOf: screening)
}
