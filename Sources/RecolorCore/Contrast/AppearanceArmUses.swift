#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The uses standing as arms of a choice the code makes by the appearance, read as one color
/// (`AppearanceArmSubjects`): the `light:` and `dark:` arguments of one call labeling both
/// (`AppearanceValue(light: .beam, dark: .beamPurpleLight)`) and the arms of one ternary on the
/// appearance. Two arms of different subjects become one use (at the light arm), a lone arm a use
/// of its appearance alone; two arms of one token are that token, drawn in every appearance.
enum AppearanceArmUses {
    /// Whether a file may hold an `if` or `switch` on the system's appearance (`StatementArms`):
    /// its bytes name one of the words `AppearanceChoices.namesSystemAppearance` reads.
    static func mayHoldStatements(_ file: SwiftSource) -> Bool { statementWords.contains { $0.occurs(in: file.bytes) } }
    static let statementWords = [ByteFinder("userInterfaceStyle"), ByteFinder("colorScheme"), ByteFinder("effectiveAppearance")]

    /// `tree`: the file's syntax tree, to read the branches of an `if` or a `switch` on the
    /// appearance (`StatementArms`); without one, calls and ternaries alone.
    static func merge(_ uses: [TokenUse], in file: SwiftSource, tree: SyntaxTree? = nil) -> [TokenUse] {
        var condition: AppearanceCondition?
        // Per choice (its call's `(` or its ternary's `?`), its arms' uses by index in `uses`.
        var byChoice: [Int: [(index: Int, side: Appearance)]] = [:]
        var order: [Int] = []
        // Per `if`/`switch` statement on the appearance, the uses in its branches.
        var inStatements: [Int: [(index: Int, side: Appearance)]] = [:]
        for (n, use) in uses.enumerated() where AppearanceArmSubjects.parse(use.token) == nil {
            var found: (choice: Int, side: Appearance)?
            if let (side, call) = AppearanceLabels.argumentSide(of: use.code, in: file) {
                found = (call, side)
            } else if let (q, isTrueArm) = AppearanceArms.ternaryArm(use.code, in: file) {
                if condition == nil { condition = AppearanceCondition(file: file) }
                let c0 = AppearanceCondition.conditionStart(before: q, in: file)
                if c0 < q, let trueIsDark = condition!.trueBranchIsDark(c0, q - 1) { found = (q, trueIsDark == isTrueArm ? .dark : .light) }
            }
            guard let found else {
                if let tree, let (statement, side) = StatementArms.side(of: use.code, in: file, tree: tree, condition: &condition) {
                    inStatements[statement, default: []].append((n, side))
                }
                continue
            }
            if byChoice[found.choice] == nil { order.append(found.choice) }
            byChoice[found.choice, default: []].append((n, found.side))
        }
        guard !order.isEmpty || !inStatements.isEmpty else { return uses }
        var out = uses
        // A use in a branch of a statement on the appearance is drawn in that branch's appearance
        // alone (beam's `case .dark: backgroundColor = .beamDarkBackground` made light failures
        // of the text set outside the switch). A token set in both branches of one statement (a
        // harvested statement pair) is drawn in every appearance.
        for arms in inStatements.values {
            let both = Set(arms.filter { $0.side.isDark }.map { uses[$0.index].token }).intersection(arms.filter { !$0.side.isDark }.map { uses[$0.index].token })
            for arm in arms where !both.contains(uses[arm.index].token) {
                let token = uses[arm.index].token
                out[arm.index].token = arm.side.isDark ? AppearanceArmSubjects.subject(light: nil, dark: token) : AppearanceArmSubjects.subject(light: token, dark: nil)
            }
        }
        var dropped: Set<Int> = []
        for choice in order {
            let arms = byChoice[choice]!
            let light = arms.first { !$0.side.isDark }, dark = arms.first { $0.side.isDark }
            // One token in both arms: the harvested choice itself, drawn in every appearance.
            if let light, let dark, uses[light.index].token == uses[dark.index].token { continue }
            if let light, let dark {
                out[light.index].token = AppearanceArmSubjects.subject(light: uses[light.index].token, dark: uses[dark.index].token)
                dropped.insert(dark.index)
            }
            let paired = light != nil && dark != nil
            for arm in arms where !(paired && (arm.index == light!.index || arm.index == dark!.index)) {
                let token = uses[arm.index].token
                out[arm.index].token = arm.side.isDark ? AppearanceArmSubjects.subject(light: nil, dark: token) : AppearanceArmSubjects.subject(light: token, dark: nil)
            }
        }
        return dropped.isEmpty ? out : out.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }
}
