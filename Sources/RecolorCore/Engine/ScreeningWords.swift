#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The words besides `olor` that the screening's byte tests look for in every Swift file (the
/// hazard screen's, the forced appearance's and the appearance helpers'), found in one pass over
/// its bytes: each test was a pass of its own, 406 M of the 4,828 M instructions of a `check` of
/// the regression set (callgrind), 383 M in one pass: the compare at each position is per word
/// head (ten), only the loads and the loop were per pass.
struct ScreeningWords {
    private static let hazardWords = HazardScreen.wordListBesideColor
    private static let forcedWords = ForcedAppearance.wordListBesideColor
    /// The appearance helpers' words, from the rules their reader declares (`AppearanceHelpers.needs`).
    private static let helperWords = AppearanceHelpers.needs.words
    private static let set = ByteWordSet(hazardWords + forcedWords + helperWords)
    private static let hazardMask: UInt64 = (1 << UInt64(hazardWords.count)) - 1
    private static let forcedMask: UInt64 = ((1 << UInt64(forcedWords.count)) - 1) << UInt64(hazardWords.count)
    private static let helperShift = UInt64(hazardWords.count + forcedWords.count)

    /// Bit k for the set's word k.
    private let found: UInt64

    init(_ bytes: [UInt8]) { found = Self.set.occurring(in: bytes) }

    /// One of `HazardScreen`'s words that do not end in `olor`.
    var hazard: Bool { found & Self.hazardMask != 0 }
    /// One of `ForcedAppearance`'s words that do not end in `olor`.
    var forcedAppearance: Bool { found & Self.forcedMask != 0 }
    /// One of `AppearanceHelpers.needs`' rules holds.
    var appearanceHelper: Bool { AppearanceHelpers.needs.holds(found >> Self.helperShift) }
}
