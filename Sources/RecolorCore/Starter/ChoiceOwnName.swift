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
        guard let nameIndex = WholeBodyDeclaration.nameIndex(of: range, in: file, functions: true) else { return nil }
        guard file.isWord(nameIndex) else { return nil }
        return usable(file.text(code: nameIndex))
    }

    /// `name` when it may name a token: not too generic, no light or dark word alone, no Apple
    /// color's or a framework property's name; else nil.
    static func usable(_ name: String) -> String? {
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
