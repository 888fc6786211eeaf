extension StarterDraft {
    /// The stderr line naming the colors the code already chooses by a test of the appearance
    /// joined to something else (an app setting): `fix` keeps them, and the draft makes no
    /// token or rule of them.
    package var appearanceArmLines: [String] {
        var lines: [String] = []
        if let first = unreadMemberArms.first {
            let n = unreadMemberArms.count
            let more = n > 1 ? " and \(n - 1) more" : ""
            lines.append("recolor init: \(n) choice\(n == 1 ? "" : "s") by the appearance beside an app color of a value recolor cannot read (\(first.from): \(first.written)\(more)) kept as written: no pair is harvested and no value guessed; give the pair a rule by hand (\"match\" the light arm, \"dark\" the dark one) to make it one token")
        }
        // Members whose value the code compares (`colorScheme.textColor == .white`), each named
        // with its comparison: the reason their choice is not harvested.
        let compared = Set(appearanceArms.compactMap(\.finding.appearanceTest).filter { $0.contains(AppearanceChoices.comparedByValue) }).sorted()
        if !compared.isEmpty {
            lines.append("recolor init: \(compared.count) member\(compared.count == 1 ? "" : "s") choosing by the appearance whose value the code compares (\(compared.joined(separator: "; "))) kept as written, no token harvested: one adaptive token never equals the color compared")
        }
        // The app's light and dark themes kept in both (the app never sets the appearance from them).
        let userThemes = tokens.compactMap { t in t.harvest.flatMap { $0.userTheme ? t.name : nil } }
        if let first = tokens.first(where: { $0.harvest?.userTheme == true })?.harvest {
            let names = first.themeArguments.map(\.instance).joined(separator: " and ")
            lines.append("recolor init: the app's own \(first.theme ?? "") themes (\(names)) are kept as written (\(FixedIntent.userTheme.rawValue)): no overrideUserInterfaceStyle or preferredColorScheme follows the theme chosen, so a dynamic color would follow the system instead; \(userThemes.count) token\(userThemes.count == 1 ? "" : "s") (\(userThemes.prefix(5).joined(separator: ", "))\(userThemes.count > 5 ? ", …" : "")) offered for when it does")
        }
        guard let first = appearanceArms.first else { return lines }
        let n = appearanceArms.count
        let more = n > 1 ? " and \(n - 1) more" : ""
        // Arms an app's own setting chooses (`AppSettingArms`) are said so, not as the appearance's.
        let setting = appearanceArms.contains { $0.finding.appearanceTest?.hasSuffix(AppearanceTestedArms.settingReason) == true }
        let by = setting ? "by the appearance or by an appearance setting of its own" : "by the appearance"
        return lines + ["recolor init: \(n) finding\(n == 1 ? "" : "s") the code already chooses \(by) (\(first.file):\(first.line)\(more): \(first.finding.appearanceTest ?? "")) kept as written by fix (\(FixedIntent.chosenByAppearance.rawValue)): one arm is never rewritten alone"]
    }
}
