#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The third and fourth arguments of a light/dark helper that give the elevated or high-contrast
/// values of both sides (`.dynamic(light: A, dark: B, lightElevated: C, darkElevated: D)`,
/// `AppearanceLabels.levels`). Without them the call was no pair: its four arguments became four
/// tokens, the light ones with proposed darks (session 24's note, Left: "four-argument
/// `.dynamic(…)` helpers").
enum LevelArguments {
    /// After the pair's second color ends at code index `end - 1`: `, X: C, Y: D)` where X and Y are
    /// level labels of one light and one dark appearance of the same level, C and D findings whose
    /// value is known, the call closing at `close`. The two appearances and their findings, or nil.
    static func read(after end: Int, close: Int, in file: SwiftSource, byFirst: [Int: Int], lastOf: (Int) -> Int,
                     findings: [Finding]) -> [(Appearance, Int)]? {
        var k = end
        var out: [(Appearance, Int)] = []
        for _ in 0..<2 {
            guard file.isChar(k, ","), file.isWord(k + 1), let level = AppearanceLabels.levels[file.text(code: k + 1)],
                  file.isChar(k + 2, ":"), let m = byFirst[k + 3], findings[m].matchKey != nil else { return nil }
            out.append((level, m))
            k = lastOf(m) + 1
        }
        guard k == close else { return nil }
        let sides = Set(out.map(\.0))
        guard sides == [.lightElevated, .darkElevated] || sides == [.lightHighContrast, .darkHighContrast] else { return nil }
        return out
    }
}
