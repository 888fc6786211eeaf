#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The words besides `olor` that the screening's byte tests look for in every Swift file (the
/// hazard screen's, the forced appearance's, the appearance helpers' and the inherited refreshes'),
/// found in one pass over its bytes: each test was a pass of its own, 406 M of the 4,828 M
/// instructions of a `check` of the regression set (callgrind), 383 M in one pass: the compare at
/// each position is per word head, only the loads and the loop were per pass.
///
/// The pass stops looking for a test's words once the test is decided (a hazard word found, a
/// helper rule holding), and a word once found: the answers below are the tests', not which words
/// occur.
struct ScreeningWords {
    private static let hazardWords = HazardScreen.wordListBesideColor
    private static let forcedWords = ForcedAppearance.wordListBesideColor
    /// The appearance helpers' words, from the rules their reader declares (`AppearanceHelpers.needs`).
    private static let helperWords = AppearanceHelpers.needs.words
    /// `InheritedRefreshes.mayDeclare`'s first two words, on heads the others have already
    /// (`ove` of `overrideUserInterfaceStyle`, `rai` of `raitCollection`): they were a pass each
    /// over every file, and eleven more over a file with `override` (264 M of corpus26's 5,036 M
    /// instructions).
    private static let inheritedWords: [(String, Int)] = [("override", 0), ("registerForTraitChanges", 12)]
    /// Heads shared by anchoring words inside (`dark`, `Dark` and `darkColor:` at `ark`): the
    /// compares at each position are per head, and these took 18 heads to 12 (with `env`,
    /// `ForcedAppearance`'s, told from the offsets of `olor`).
    private static let sharedHeads: [String: String] = [
        "withAttributes": "ttr",
        "dark": "ark", "Dark": "ark", "dark:": "ark", "darkColor:": "ark", "darkAppearance:": "ark",
        "light": "igh", "Light": "igh", "accessibilityHighContrastAqua": "igh",
    ]
    private static func anchored(_ word: String) -> (String, Int) {
        guard let head = sharedHeads[word].map({ Array($0.utf8) }) else { return (word, 0) }
        let bytes = Array(word.utf8)
        let at = (0...(bytes.count - head.count)).first { bytes[$0..<$0 + head.count].elementsEqual(head) }
        return (word, at!)
    }
    private static let set = ByteWordSet(anchored: (hazardWords + forcedWords + helperWords).map(anchored) + inheritedWords)
    private static let hazardMask: UInt64 = (1 << UInt64(hazardWords.count)) - 1
    private static let forcedMask: UInt64 = ((1 << UInt64(forcedWords.count)) - 1) << UInt64(hazardWords.count)
    private static let helperShift = UInt64(hazardWords.count + forcedWords.count)
    private static let overrideBit: UInt64 = 1 << (helperShift + UInt64(helperWords.count))
    private static let registrationBit: UInt64 = overrideBit << 1

    /// The words still worth looking for once `found` are: those of the tests not yet decided.
    private static func wanted(_ found: UInt64, hazardKnown: Bool, forcedKnown: Bool) -> UInt64 {
        var out: UInt64 = 0
        if !hazardKnown && found & hazardMask == 0 { out |= hazardMask }
        if !forcedKnown && found & forcedMask == 0 { out |= forcedMask }
        out |= AppearanceHelpers.needs.undecided(found >> helperShift) << helperShift
        if found & registrationBit == 0 { out |= registrationBit | overrideBit }
        return out
    }

    /// Bit k for the set's word k (of the words that mattered when reached).
    private let found: UInt64
    private let hazardKnown: Bool, forcedKnown: Bool

    /// `hazardKnown`, `forcedKnown`: the hazard test, the forced-appearance test, is decided
    /// already (the file kept for its colors, a `cgColor` or a `preferredColorScheme` told from
    /// the offsets of `olor`): its words are not looked for, and it answers yes.
    init(_ bytes: [UInt8], hazardKnown: Bool = false, forcedKnown: Bool = false) {
        found = Self.set.occurring(in: bytes) { Self.wanted($0, hazardKnown: hazardKnown, forcedKnown: forcedKnown) }
        self.hazardKnown = hazardKnown
        self.forcedKnown = forcedKnown
    }

    /// One of `HazardScreen`'s words that do not end in `olor` (or the test decided already).
    var hazard: Bool { hazardKnown || found & Self.hazardMask != 0 }
    /// One of `ForcedAppearance`'s words that do not end in `olor` (or the test decided already).
    var forcedAppearance: Bool { forcedKnown || found & Self.forcedMask != 0 }
    /// One of `AppearanceHelpers.needs`' rules holds.
    var appearanceHelper: Bool { AppearanceHelpers.needs.holds(found >> Self.helperShift) }
    /// `registerForTraitChanges` occurs.
    var traitChangeRegistration: Bool { found & Self.registrationBit != 0 }
    /// `override` occurs (or `registerForTraitChanges`, which decides `InheritedRefreshes.mayDeclare` alone).
    var overrideOrRegistration: Bool { found & (Self.overrideBit | Self.registrationBit) != 0 }
}
