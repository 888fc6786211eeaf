#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A color set in the `case .dark:` of a switch over the app's own style (a `LoadingView(style:
/// .dark)` whose dark style draws `backgroundColor = .black` behind its spinner): the caller
/// chose the dark style, so the color is already that style's dark value. Made adaptive, the
/// black became `inverseBackground`, and a proposed dark would invert it a second time. A switch
/// over the system appearance (`traitCollection.userInterfaceStyle`) is a harvested pair instead.
extension FixedIntentReader {
    /// The case names that are a dark style.
    static let darkStyleCases: Set<String> = ["dark", "black", "night"]
    /// Case names that are a hue (`.pink`, `.blue`): beside them `.black` is one color of a choice.
    /// Gray is none: a reader's `white, gray, black` are its themes.
    static let chromaticCaseNames: Set<String> = NameTruth.hueWords.subtracting(["gray", "grey"])

    /// `case .dark of switch style` when code index `k` is in the statements of such a case.
    func darkStyleCase(holding k: Int) -> String? {
        var j = k - 1
        var steps = 0
        while j > 2, steps < 120 {
            steps += 1
            if file.isChar(j, ")") || file.isChar(j, "]") { guard let o = file.matchingOpen(j) else { return nil }; j = o - 1; continue }
            if file.isChar(j, "}") { guard let o = file.matchingOpen(j) else { return nil }; j = o - 1; continue }
            if file.isChar(j, "{") {
                // The switch's own brace: the case was not found before it.
                return nil
            }
            if file.codeIs(j, "case"), file.kind(j) == .keyword {
                // `case .dark:` or `case .dark, .black:`; the statements follow the colon.
                var names: [String] = []
                var n = j + 1
                while n < k, !file.isChar(n, ":") {
                    if file.isChar(n, "."), file.isWord(n + 1) { names.append(file.text(code: n + 1)) }
                    n += 1
                }
                guard n < k, let name = names.first(where: { Self.darkStyleCases.contains($0.lowercased()) }) else { return nil }
                guard let subject = switchSubject(ofCase: j), !subject.lowercased().contains("userinterfacestyle"),
                      !Self.appearanceTestWords.contains(subject.lowercased()), !subject.lowercased().contains("colorscheme"),
                      !subject.lowercased().contains("appearance") else { return nil }
                // `case .black` beside cases named for hues (`.pink`, `.blue`) picks one color of a
                // user's choice, not a style: data like its siblings (session 30's review, B15: a
                // ring tint's `.black` was called "the app's own dark style").
                if name.lowercased() == "black", let brace = SwitchOfCase.of(caseAt: j, in: file)?.brace,
                   SwitchOfCase.caseNames(brace: brace, in: file).contains(where: { Self.chromaticCaseNames.contains($0.lowercased()) }) { return nil }
                return "case .\(name) of switch \(subject): the app's own dark style"
            }
            j -= 1
        }
        return nil
    }

    /// The subject of the `switch` whose body holds the `case` at code index `c`, as written (one line).
    func switchSubject(ofCase c: Int) -> String? { SwitchOfCase.of(caseAt: c, in: file)?.subject }
}
