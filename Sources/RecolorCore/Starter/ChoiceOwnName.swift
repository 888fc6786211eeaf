#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The name the code itself gives a light/dark choice that is no static member (those are
/// `HarvestedPairs.member`): the instance property, function or local whose whole value it is
/// (`private var knobColor: Color { colorScheme == .light ? .white : Color(hex: 0x1A1A1A) }`).
/// Audit s19 F2 (nuage's PlayerSlider.swift): without it the pair was named after its light arm's
/// hue, `whiteColor`, a color that is #1A1A1A in Dark. The code's name says what the color is for.
enum ChoiceOwnName {
    /// Names too generic to name a token (`var color: Color { … }`): the role names it instead.
    static let generic: Set<String> = ["color", "tint", "fill", "stroke", "c", "col", "clr", "value", "result"]

    /// `var NAME: T { [return] CHOICE }`, `func NAME(…) -> T { [return] CHOICE }` or
    /// `let/var NAME[: T] = CHOICE` (the choice ending its line): NAME; else nil.
    static func of(choice range: Range<Int>, in file: SwiftSource) -> String? {
        let s = file.codeIndex(atOrAfter: range.lowerBound)
        let e = file.codeIndex(atOrAfter: range.upperBound) - 1
        guard s > 0, e >= s else { return nil }
        var before = s - 1
        if file.codeIs(before, "return") { before -= 1 }
        var nameIndex: Int
        if file.isChar(before, "{"), file.isChar(e + 1, "}") {
            guard before >= 3, file.isWord(before - 1) else { return nil }
            if file.isChar(before - 2, ":"), file.isWord(before - 3), file.codeIs(before - 4, "var") {
                nameIndex = before - 3
            } else if file.codeIs(before - 2, "->"), file.isChar(before - 3, ")"), let open = file.matchingOpen(before - 3),
                      file.isWord(open - 1), file.codeIs(open - 2, "func") {
                nameIndex = open - 1
            } else {
                return nil
            }
        } else if file.codeIs(before, "=") {
            nameIndex = before - 1
            if file.isWord(nameIndex), file.isChar(nameIndex - 1, ":") { nameIndex -= 2 }
            guard file.codeIs(nameIndex - 1, "let") || file.codeIs(nameIndex - 1, "var") else { return nil }
            if e + 1 < file.code.count, !file.lineBreakBetween(e, e + 1), !file.isChar(e + 1, "}") { return nil }
        } else {
            return nil
        }
        guard file.isWord(nameIndex) else { return nil }
        let name = file.text(code: nameIndex)
        guard name.count > 2, !generic.contains(name.lowercased()), !ThemeInstances.lightWords.contains(name.lowercased()),
              !ThemeInstances.darkWords.contains(name.lowercased()),
              // Rayon's SymbolPicker `var systemBackground: Color { … }`: an Apple name on a token that
              // is not Apple's color would mislead (reg run f2a).
              !AppleSystemColors.all.contains(where: { $0.name == name }),
              // A framework's property or modifier (`var textColor: NSColor { … }`) names where a color
              // is set, not which: a token so named is read at every `.textColor` (Lunar's IB pairs over
              // its green and red backgrounds were lost: reg run merge4).
              !ColorContextNames.frameworkNames.contains(name) else { return nil }
        return name
    }
}
