extension StarterDraft {
    /// The stderr line naming the colors the code already chooses by a test of the appearance
    /// joined to something else (an app setting): `fix` keeps them, and the draft makes no
    /// token or rule of them.
    package var appearanceArmLines: [String] {
        guard let first = appearanceArms.first else { return [] }
        let n = appearanceArms.count
        let more = n > 1 ? " and \(n - 1) more" : ""
        return ["recolor init: \(n) finding\(n == 1 ? "" : "s") the code already chooses by the appearance (\(first.file):\(first.line)\(more): \(first.finding.appearanceTest ?? "")) kept as written by fix (\(FixedIntent.chosenByAppearance.rawValue)): one arm is never rewritten alone"]
    }
}
